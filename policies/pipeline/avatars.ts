// avatars (the six rows: do/don't, output contract, tools, cost, concurrency,
// background), resolveAvatar, toolFamily
// Pos: policies, THE single source of truth for avatars (seed 000 配置总表);
// everything else derives from it, nothing overrides it
import * as z from 'zod';
import type {
  AvatarId,
  BackgroundRule,
  Cost,
  SeedTool,
} from '../vocabulary/avatar.js';
import { lazySchema } from '../vocabulary/lazy-schema.js';

/**
 * One line of a do / don't list: the seed's words and an English gloss for
 * generated agent files.
 */
export interface Duty {
  zh: string;
  en: string;
}

export interface AvatarRow {
  id: AvatarId;
  glyph: string;
  emoji: string;
  /** The seed's English identity (Explorer, Analyst, ...). */
  title: string;
  capability: string;
  /**
   * Every name the seed gives besides the id; resolveAvatar also accepts id,
   * glyph and glyph + 分身.
   */
  aliases: readonly string[];
  does: readonly Duty[];
  donts: readonly Duty[];
  /** Exactly the seed's output_contract fields. */
  outputContract: z.ZodObject;
  /**
   * Groups of fields of which at least one must have content: an empty summary
   * means the job was not done.
   */
  substantive: readonly (readonly string[])[];
  tools: {
    allowed: readonly SeedTool[];
    forbidden: readonly SeedTool[];
    /** Body's "All": any tool, listed or not. */
    any: boolean;
    /** Mind writes only Markdown: `Write (仅 .md 文件)`. */
    writeOnly?: RegExp;
  };
  /**
   * Analysis avatars produce findings, not changes; implementation avatars
   * change files and run commands.
   */
  kind: 'analysis' | 'implementation';
  /**
   * Which changed files the role allows: none, docs only (mind), tests and docs
   * (tongue), any (body).
   */
  mayChange: 'nothing' | 'docs' | 'tests-and-docs' | 'anything';
  cost: Cost;
  maxConcurrent: { limit: number; label: string };
  background: BackgroundRule;
}

const text = lazySchema(() => z.string());
const list = lazySchema(() => z.array(z.string()));
const location = lazySchema(() => z.string());

/**
 * Each avatar's output contract, built the first time it is read: only a
 * delegation or a sub-agent's answer reads one, while every hook loads this
 * table for the tool rights (six classic-zod object schemas each cold hook
 * built for nothing).
 */
const contracts = new Map<AvatarId, z.ZodObject>();
const contract = (id: AvatarId, make: () => z.ZodObject): z.ZodObject => {
  let made = contracts.get(id);
  if (!made) contracts.set(id, (made = make()));
  return made;
};

/** Strings that are about a file position, `path:line`. */
export const LOCATION_PATTERN = /^[^\s:][^:]*:\d+(?::\d+)?(?:-\d+)?$/;

const eye: AvatarRow = {
  id: 'eye',
  glyph: '眼',
  emoji: '👁️',
  title: 'Explorer',
  capability: '探索·搜索',
  aliases: ['Explorer', '@眼', '@explorer'],
  does: [
    { zh: '搜索文件', en: 'search files' },
    { zh: '定位代码', en: 'locate code' },
    { zh: '探索目录结构', en: 'explore the directory structure' },
    { zh: '分析代码结构', en: 'analyse code structure' },
  ],
  donts: [
    { zh: '修改代码', en: 'modify code' },
    { zh: '执行命令', en: 'run commands' },
    { zh: '写入文件', en: 'write files' },
    { zh: '删除文件', en: 'delete files' },
    { zh: '调用 Task', en: 'call Task' },
  ],
  get outputContract() {
    return contract(this.id, () =>
      z.strictObject({
        files: list,
        findings: z.array(z.strictObject({ location, description: text })),
        summary: text,
      }),
    );
  },
  substantive: [['summary']],
  tools: {
    allowed: ['Glob', 'Grep', 'Read'],
    forbidden: ['Write', 'Edit', 'Bash', 'Task'],
    any: false,
  },
  kind: 'analysis',
  mayChange: 'nothing',
  cost: 'CHEAP',
  maxConcurrent: { limit: 10, label: '10+' },
  background: 'required',
};

const ear: AvatarRow = {
  id: 'ear',
  glyph: '耳',
  emoji: '👂',
  title: 'Analyst',
  capability: '需求·理解',
  aliases: ['Analyst', '@耳', '@analyst'],
  does: [
    { zh: '澄清需求', en: 'clarify requirements' },
    { zh: '定义验收标准 (AC)', en: 'define acceptance criteria (AC)' },
    { zh: '分析用户意图', en: "analyse the user's intent" },
    { zh: '识别约束条件', en: 'identify constraints' },
    { zh: '提出澄清问题', en: 'ask clarifying questions' },
  ],
  donts: [
    { zh: '实现设计', en: 'implement the design' },
    { zh: '写代码', en: 'write code' },
    { zh: '执行命令', en: 'run commands' },
    { zh: '做架构决策', en: 'make architecture decisions' },
  ],
  get outputContract() {
    return contract(this.id, () =>
      z.strictObject({
        goal: text,
        AC: list,
        constraints: list,
        questions: list,
      }),
    );
  },
  substantive: [['goal'], ['AC']],
  tools: {
    allowed: ['Read'],
    forbidden: ['Write', 'Edit', 'Bash', 'Glob', 'Grep', 'Task'],
    any: false,
  },
  kind: 'analysis',
  mayChange: 'nothing',
  cost: 'CHEAP',
  maxConcurrent: { limit: 10, label: '10+' },
  background: 'optional',
};

const nose: AvatarRow = {
  id: 'nose',
  glyph: '鼻',
  emoji: '👃',
  title: 'Reviewer',
  capability: '审查·检测',
  aliases: ['Reviewer', '@鼻', '@reviewer'],
  does: [
    { zh: '审查代码', en: 'review code' },
    { zh: '扫描问题', en: 'scan for problems' },
    { zh: '检测风险', en: 'detect risks' },
    { zh: '评估质量', en: 'assess quality' },
    { zh: '生成审查报告', en: 'write the review report' },
  ],
  donts: [
    { zh: '修复代码', en: 'fix code' },
    { zh: '实现功能', en: 'implement features' },
    { zh: '执行命令', en: 'run commands' },
  ],
  get outputContract() {
    return contract(this.id, () =>
      z.strictObject({
        issues: z.array(
          z.strictObject({
            severity: z.enum(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']),
            location,
            description: text,
          }),
        ),
        summary: text,
        recommendation: text,
      }),
    );
  },
  substantive: [['summary'], ['recommendation']],
  tools: {
    allowed: ['Read', 'Grep'],
    forbidden: ['Write', 'Edit', 'Bash', 'Glob', 'Task'],
    any: false,
  },
  kind: 'analysis',
  mayChange: 'nothing',
  cost: 'CHEAP',
  maxConcurrent: { limit: 5, label: '5+' },
  background: 'required',
};

const count = lazySchema(() => z.number().int().nonnegative());

const tongue: AvatarRow = {
  id: 'tongue',
  glyph: '舌',
  emoji: '👅',
  title: 'Tester',
  capability: '测试·文档',
  aliases: ['Tester', '@舌', '@tester'],
  does: [
    { zh: '写测试代码', en: 'write test code' },
    { zh: '写文档', en: 'write documentation' },
    { zh: '生成报告', en: 'produce reports' },
    { zh: '执行测试命令', en: 'run test commands' },
  ],
  donts: [
    { zh: '实现功能', en: 'implement features' },
    { zh: '修改业务代码', en: 'modify business code' },
    { zh: '做架构决策', en: 'make architecture decisions' },
  ],
  get outputContract() {
    return contract(this.id, () =>
      z.strictObject({
        tests: list,
        docs: list,
        results: z.strictObject({
          passed: count,
          failed: count,
          skipped: count,
        }),
      }),
    );
  },
  substantive: [['tests', 'docs']],
  tools: {
    allowed: ['Read', 'Write', 'Bash'],
    forbidden: ['Edit', 'Glob', 'Grep', 'Task'],
    any: false,
  },
  kind: 'implementation',
  mayChange: 'tests-and-docs',
  cost: 'MEDIUM',
  maxConcurrent: { limit: 3, label: '2-3' },
  background: 'optional',
};

const body: AvatarRow = {
  id: 'body',
  glyph: '身',
  emoji: '⚔️',
  title: 'Implementer',
  capability: '实现·行动',
  aliases: ['Implementer', '@身', '@斗战胜佛', '@impl', '斗战胜佛'],
  does: [
    { zh: '写代码', en: 'write code' },
    { zh: '修复 bug', en: 'fix bugs' },
    { zh: '实现功能', en: 'implement features' },
    { zh: '重构代码', en: 'refactor code' },
    { zh: '执行构建', en: 'run builds' },
  ],
  donts: [
    { zh: '跳过测试', en: 'skip tests' },
    { zh: '跳过验证', en: 'skip verification' },
    { zh: '硬编码凭证', en: 'hard-code credentials' },
    { zh: '忽略审查意见', en: 'ignore review comments' },
  ],
  get outputContract() {
    return contract(this.id, () =>
      z.strictObject({
        files_changed: list,
        summary: text,
        tests_run: z.boolean(),
      }),
    );
  },
  substantive: [['summary'], ['files_changed']],
  tools: {
    allowed: ['Read', 'Write', 'Edit', 'Bash', 'Glob', 'Grep'],
    forbidden: [],
    any: true,
  },
  kind: 'implementation',
  mayChange: 'anything',
  cost: 'EXPENSIVE',
  maxConcurrent: { limit: 1, label: '1' },
  background: 'forbidden',
};

const mind: AvatarRow = {
  id: 'mind',
  glyph: '意',
  emoji: '🧠',
  title: 'Architect',
  capability: '设计·决策',
  aliases: ['Architect', '@意', '@architect'],
  does: [
    { zh: '架构设计', en: 'design the architecture' },
    { zh: '技术选型', en: 'choose technologies' },
    { zh: '方案评估', en: 'evaluate options' },
    { zh: '决策记录', en: 'record decisions' },
    { zh: '写设计文档', en: 'write design documents' },
  ],
  donts: [
    { zh: '写实现代码', en: 'write implementation code' },
    { zh: '执行命令', en: 'run commands' },
    { zh: '直接修改业务代码', en: 'modify business code directly' },
  ],
  get outputContract() {
    return contract(this.id, () =>
      z.strictObject({
        design: text,
        decisions: z.array(z.strictObject({ decision: text, rationale: text })),
        tradeoffs: list,
      }),
    );
  },
  substantive: [['design'], ['decisions']],
  tools: {
    allowed: ['Read', 'Write'],
    forbidden: ['Edit', 'Bash', 'Glob', 'Grep', 'Task'],
    any: false,
    writeOnly: /\.md$/i,
  },
  kind: 'analysis',
  mayChange: 'docs',
  cost: 'EXPENSIVE',
  maxConcurrent: { limit: 1, label: '1' },
  background: 'forbidden',
};

export const avatars: Readonly<Record<AvatarId, AvatarRow>> = {
  eye,
  ear,
  nose,
  tongue,
  body,
  mind,
};
export const avatarList: readonly AvatarRow[] = [
  eye,
  ear,
  nose,
  tongue,
  body,
  mind,
];

/**
 * Fields an output may carry beside its contract: the tools it used (seed 000
 * boundary check reads them).
 */
export const CONTRACT_META_FIELDS = ['tools_used'] as const;

/** `@眼`, `眼分身` and the agent files' `wukong-eye` all name the eye. */
const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/^@/, '')
    .replace(/^wukong-/, '')
    .replace(/分身$/, '');

const byName = new Map<string, AvatarRow>();
for (const row of avatarList) {
  for (const name of [row.id, row.glyph, row.title, ...row.aliases])
    byName.set(normalise(name), row);
}

/**
 * `eye`, `眼`, `@眼`, `眼分身`, `Explorer`, `@explorer` … all name the eye;
 * undefined for anything else.
 */
export function resolveAvatar(name: string): AvatarRow | undefined {
  return byName.get(normalise(name));
}

/**
 * Every name resolveAvatar accepts, for error messages that list what is
 * allowed.
 */
export const avatarNames: readonly string[] = avatarList.flatMap((row) => [
  row.id,
  ...row.aliases,
]);

/**
 * Host tool names folded onto the seed's columns: MultiEdit and NotebookEdit
 * edit, Agent is Task.
 */
const TOOL_FAMILY: Record<string, SeedTool> = {
  Read: 'Read',
  Write: 'Write',
  Edit: 'Edit',
  MultiEdit: 'Edit',
  NotebookEdit: 'Edit',
  Bash: 'Bash',
  Glob: 'Glob',
  Grep: 'Grep',
  Task: 'Task',
  Agent: 'Task',
};

export function toolFamily(tool: string): SeedTool | undefined {
  // A tool name is the agent's text: never one the prototype lends.
  return Object.hasOwn(TOOL_FAMILY, tool) ? TOOL_FAMILY[tool] : undefined;
}

export type ToolRight = 'allowed' | 'forbidden' | 'unlisted';

/**
 * Whether the avatar's row allows a tool. Unlisted tools are not allowed,
 * except for body ("All").
 */
export function toolRight(row: AvatarRow, tool: string): ToolRight {
  if (row.tools.any) return 'allowed';
  const family = toolFamily(tool);
  if (family && row.tools.forbidden.includes(family)) return 'forbidden';
  if (family && row.tools.allowed.includes(family)) return 'allowed';
  return 'unlisted';
}
