// normalForm — seed 002's 🔹 常形态 (500–2000 characters): background, work done,
// decisions, current focus, interfaces, caveats, anchor index
// Pos: policies/context/forms; the upper limit is enforced, the lower one is
// reached by adding the recent steps (a session with less to say stays shorter:
// nothing is padded)
import type { AnchorEntry } from '../anchors/anchor-entry.js';
import { digest } from '../anchors/anchor-render.js';
import type { ToolCall } from '../transcript/context-view.js';
import type { Section } from './budget.js';
import { fitSections } from './budget.js';
import type { SessionDigest } from './session-digest.js';

export const NORMAL_MIN = 500;
export const NORMAL_MAX = 2000;

const cell = (s: string, max: number) => digest(s, max).replace(/\|/g, '/');
const base = (p: string) => p.split('/').pop() ?? p;

export function describeCall(c: ToolCall, max = 70): string {
  const i = c.input;
  const what = c.filePath
    ? base(c.filePath)
    : typeof i['command'] === 'string'
      ? `\`${digest(i['command'] as string, max)}\``
      : typeof i['pattern'] === 'string'
        ? `"${digest(i['pattern'] as string, 40)}"`
        : typeof i['description'] === 'string'
          ? digest(i['description'] as string, max)
          : '';
  return `${c.name} ${what}${c.isError ? ' (失败)' : ''}`.trim();
}

export function normalForm(
  d: SessionDigest,
  anchors: readonly AnchorEntry[],
  max = NORMAL_MAX,
): string {
  const decisions = anchors.filter(
    (a) => a.anchor.type === 'D' || a.anchor.type === 'M',
  );
  const interfaces = anchors.filter((a) => a.anchor.type === 'I');
  const caveats = anchors.filter(
    (a) =>
      a.anchor.type === 'C' || a.anchor.type === 'P' || a.anchor.type === 'U',
  );
  const doing = d.todos.filter((t) => t.status === 'in_progress');
  const pending = d.todos.filter((t) => t.status === 'pending');
  const done = d.todos.filter((t) => t.status === 'completed');
  const latest = d.requests.at(-1);
  const ids = [
    ...new Set([...anchors.map((a) => a.anchor.id), ...d.citedAnchors]),
  ];
  const recent = d.history
    .filter((h): h is { kind: 'tool'; call: ToolCall } => h.kind === 'tool')
    .slice(-12)
    .map((h) => `- ${describeCall(h.call)}`);
  const sections: Section[] = [
    {
      head: '### 任务背景',
      items: [
        digest(d.task, 200),
        ...(latest && latest !== d.task && d.requests.length > 1
          ? [`最近的请求: ${digest(latest, 160)}`]
          : []),
      ],
      protected: true,
      priority: 9,
    },
    {
      head: '### 已完成工作\n| 阶段 | 内容 | 产出 |\n|------|------|------|',
      items: [
        ...done.map((t) => `| 完成 | ${cell(t.content, 60)} | |`),
        ...(d.filesChanged.length
          ? [
              `| 实现 | 修改 ${d.filesChanged.length} 个文件 | ${cell(d.filesChanged.map(base).join(', '), 80)} |`,
            ]
          : []),
      ],
      protected: false,
      priority: 3,
      empty: '| — | (无记录) | |',
    },
    {
      head: '### 关键决策\n| ID | 决策 | 选择 | 原因 |\n|----|------|------|------|',
      items: decisions.map(
        (a) =>
          `| ${a.anchor.id} | ${cell(a.anchor.title, 40)} | ${cell(a.anchor.decision, 50)} | ${cell(a.anchor.why, 50)} |`,
      ),
      protected: false,
      priority: 4,
      empty: '| — | (无锚点决策) | | |',
    },
    {
      head: '### 当前焦点',
      items: [
        `- 目标: ${digest(doing[0]?.content ?? latest ?? d.task, 120)}`,
        ...(d.lastAssistantText
          ? [`- 方法: ${digest(d.lastAssistantText, 160)}`]
          : []),
        `- 进展: ${d.steps} 步, ${d.filesChanged.length} 个文件已修改${d.todos.length ? `, 任务 ${done.length}/${d.todos.length} 完成` : ''}`,
        ...(d.errors.length
          ? [
              `- 问题: ${d.errors
                .slice(-2)
                .map((e) => `${e.class} (${digest(e.excerpt, 60)})`)
                .join('; ')}`,
            ]
          : []),
      ],
      protected: false,
      priority: 5,
    },
    {
      head: '### 待处理 (未完成任务)',
      items: [...doing, ...pending].map(
        (t) =>
          `- [${t.status === 'in_progress' ? '进行中' : '待处理'}] ${digest(t.content, 100)}`,
      ),
      protected: true,
      priority: 7,
      empty: '- (无)',
    },
    {
      head: '### 接口约定',
      items: interfaces.map(
        (a) => `- [${a.anchor.id}] ${digest(a.anchor.decision, 120)}`,
      ),
      protected: false,
      priority: 4,
      empty: '- (无接口锚点)',
    },
    {
      head: '### 注意事项',
      items: [
        ...caveats.map(
          (a) => `- [${a.anchor.id}] ${digest(a.anchor.title, 80)}`,
        ),
        ...d.constraints.map((c) => `- ${digest(c, 120)}`),
      ],
      protected: true,
      priority: 6,
      empty: '- (无)',
    },
    { head: '### 最近动作', items: recent, protected: false, priority: 1 },
    {
      head: '### 锚点索引',
      items: [ids.length ? ids.map((id) => `[${id}]`).join(', ') : '(无)'],
      protected: true,
      priority: 8,
    },
  ];
  return fitSections('## 🔹 常形态上下文', sections, max).text;
}
