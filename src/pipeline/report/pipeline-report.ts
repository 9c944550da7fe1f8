// pipelineReport — seed 001's 流水线状态报告 in Markdown: status table, per-gate
// details, backtracks, problems, hand-over
// Pos: src/pipeline/report, presentation only; every fact comes from the
// pipeline's context, nothing is recomputed here
import type { PipelineContext } from '../../../machines/pipeline.context.js';
import { avatars } from '../../../policies/pipeline/avatars.js';
import { rulePatchYaml } from '../../../policies/pipeline/hui/rule-patches.js';
import { levelOfFinding } from '../../../policies/vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../../../policies/vocabulary/finding.js';
import type { PipelineStatus, PipelineView } from './pipeline-result.js';
import type { Remembered } from './remembered.js';

const ICON: Record<string, string> = {
  PASS: '✅',
  REJECT: '❌',
  RETRY: '🔁',
  SKIP: '⏭️',
  FEEDBACK: '💡',
};
const NOT_RUN = '⏸ 未执行';

const blocking = (findings: readonly VerdictFinding[]) =>
  findings.filter((f) => f.verdict === 'REJECT' || f.verdict === 'RETRY');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const check = (ok: boolean) => (ok ? '[x]' : '[ ]');

function jieRow(c: PipelineContext, status: PipelineStatus): string {
  if (!c.jie) return `| 戒 | ${NOT_RUN} | |`;
  const first = blocking(c.jie.findings)[0];
  const detail = first ? first.message : 'Contract 完整，无安全问题';
  const state =
    status === 'CONFIRM' && c.jie.verdict === 'RETRY'
      ? '⚠️ 需确认'
      : `${ICON[c.jie.verdict]} ${c.jie.verdict}`;
  return `| 戒 | ${state}${c.jie.final ? ' (不可重试)' : ''} | ${cell(detail)} |`;
}

function testLine(c: PipelineContext): string | undefined {
  const t = c.ding?.tests;
  if (!t || t.total === 0) return undefined;
  return `测试通过 ${t.passed}/${t.passed + t.failed}${t.skipped ? ` (${t.skipped} skipped)` : ''}`;
}

function dingRow(c: PipelineContext): string {
  if (!c.ding) return `| 定 | ${NOT_RUN} | |`;
  const first = blocking(c.ding.findings)[0];
  const total = c.ding.passed.length + c.ding.failed.length;
  const detail = first
    ? first.message
    : (testLine(c) ??
      `${c.ding.passed.length}/${total} verification commands passed`);
  return `| 定 | ${ICON[c.ding.verdict]} ${c.ding.verdict} (${c.ding.level}) | ${cell(detail)} |`;
}

function huiRow(c: PipelineContext): string {
  const h = c.hui;
  if (!h) return `| 慧 | ${NOT_RUN} | |`;
  const detail = h.skipped
    ? `跳过: ${h.skipReasons.join('; ')}`
    : h.backtrack
      ? `回溯到${h.backtrack.target === 'jie' ? '戒' : '定'}关: ${h.backtrack.findings[0]?.message ?? ''}`
      : h.rulePatches.length
        ? `${h.rulePatches.length} 条规则补丁`
        : `${h.candidates.length} 个候选锚点`;
  return `| 慧 | ${ICON[h.verdict]} ${h.verdict} | ${cell(detail)} |`;
}

function shiRow(c: PipelineContext, memory?: Remembered): string {
  if (!c.shi) return `| 识 | ${NOT_RUN} | |`;
  const stored = c.shi.stored;
  if (!stored.length) return '| 识 | ⭕ 无新锚点 | 未达写入门槛 |';
  // "已写入" only when the store says so: a pipeline run without a store (a
  // library caller, a test) selected anchors but wrote nothing.
  if (!memory)
    return `| 识 | ⏳ 待写入 | ${cell(stored.map((a) => `[${a.type}] ${a.title}`).join('; '))} |`;
  const parts = [
    ...memory.added.map((a) => `[${a.id}] ${a.title}`),
    ...memory.repeated.map((a) => `[${a.id}] 重复 ×${a.repeat}`),
    ...memory.proposals.map((p) => `[${p.anchorId}] → 规则补丁建议`),
    ...memory.refused.map((r) => `${r.title}: 未写入 (${r.reason})`),
  ];
  const wrote = memory.added.length + memory.repeated.length > 0;
  return `| 识 | ${wrote ? '✅ 已写入' : '⚠️ 未写入'} | ${cell(parts.join('; '))} |`;
}

/**
 * 内观评分: A clean first pass, B passed after one retry or with feedback, C needed
 * backtracks or several retries, D escalated.
 */
function grade(c: PipelineContext, status: PipelineStatus): string {
  if (status === 'ESCALATED') return 'D';
  const { retries, backtracks, redos } = c.counters;
  if (backtracks > 0 || retries + redos >= 2) return 'C';
  if (retries + redos === 1 || (c.hui?.rulePatches.length ?? 0) > 0) return 'B';
  return 'A';
}

function details(c: PipelineContext, status: PipelineStatus): string[] {
  const jieCodes = (c.jie?.findings ?? [])
    .filter((f) => f.verdict === 'REJECT' || f.verdict === 'RETRY')
    .map((f) => f.policy);
  const clean = (prefix: string) =>
    c.jie !== null && !jieCodes.some((p) => p.startsWith(prefix));
  const out = [
    '### 验证详情',
    '',
    '#### 戒关',
    `- ${check(clean('jie.contract'))} Contract 完整性`,
    `- ${check(clean('jie.boundary'))} Do/Don't 边界`,
    `- ${check(clean('jie.security'))} 安全检查`,
    '',
    '#### 定关',
  ];
  if (c.ding) {
    const commands = [...c.ding.passed, ...c.ding.failed];
    out.push(
      `- **证据等级**: ${c.ding.level} (需要 ${c.ding.required})`,
      `- **验证命令**: ${commands.length ? commands.map((x) => `\`${x}\``).join(', ') : '无'}`,
      `- **结果**: ${c.ding.passed.length} passed, ${c.ding.failed.length} failed`,
    );
    const tests = c.ding.tests;
    if (tests)
      out.push(
        `- **测试**: ${tests.passed} passed, ${tests.failed} failed, ${tests.skipped} skipped (${tests.total} tests)`,
      );
  } else out.push(`- ${NOT_RUN}`);
  out.push('', '#### 慧关');
  if (c.hui && !c.hui.skipped) {
    out.push(
      `- **内观评分**: ${grade(c, status)}`,
      `- **新锚点**: ${c.shi?.stored.length ? c.shi.stored.map((a) => `[${a.type}] ${a.title} (${a.reasons.join(', ')})`).join('; ') : '无'}`,
      `- **规则补丁**: ${c.hui.rulePatches.length ? '' : '无'}`,
    );
    if (c.hui.rulePatches.length)
      out.push(
        '',
        '```yaml',
        rulePatchYaml(c.hui.rulePatches).trimEnd(),
        '```',
      );
  } else
    out.push(
      c.hui ? `- 跳过: ${c.hui.skipReasons.join('; ')}` : `- ${NOT_RUN}`,
    );
  return out;
}

export function pipelineReport(
  view: PipelineView,
  status: PipelineStatus,
  memory?: Remembered,
): string {
  const c = view.context;
  const row = avatars[c.avatar];
  const lines = [
    '## 验证流水线报告',
    '',
    `**任务**: ${c.task ?? '(unnamed)'}`,
    `**轨道**: ${c.track}`,
    `**分身**: ${row.emoji} ${row.glyph} (${row.title})`,
    `**结果**: ${status === 'CONFIRM' ? '⚠️ 需确认' : status} — retries ${c.counters.retries}/${c.limits.retry}, backtracks ${c.counters.backtracks}/${c.limits.backtrack}, redos ${c.counters.redos}/${c.limits.redo}`,
    '',
    '### 流水线状态',
    '',
    '| 关卡 | 状态 | 详情 |',
    '|------|------|------|',
    jieRow(c, status),
    dingRow(c),
    huiRow(c),
    shiRow(c, memory),
    '',
    ...details(c, status),
  ];
  if (c.backtrackLog.length) {
    lines.push(
      '',
      '### 回溯记录',
      '',
      '| 次数 | 回溯目标 | 原因 | 结果 |',
      '|------|----------|------|------|',
    );
    for (const b of c.backtrackLog)
      lines.push(
        `| ${b.n} | ${b.target === 'jie' ? '戒关' : '定关'} | ${cell(b.reason)} | ${b.outcome ?? '进行中'} |`,
      );
  }
  if (c.handBack.length) {
    // Seed 001's second-failure steps, for the avatar before its next output.
    lines.push('', '### 交回分身', '');
    for (const n of c.handBack)
      lines.push(
        `- ${n.kind === 'root-cause' ? '🔍' : '⚠️'} ${cell(n.message)}`,
      );
  }
  const problems = [
    ...(c.jie?.findings ?? []),
    ...(c.ding?.findings ?? []),
    ...(c.hui?.findings ?? []),
  ];
  if (problems.length) {
    lines.push(
      '',
      '### 问题',
      '',
      '| 问题 | 严重度 | 处理 |',
      '|------|--------|------|',
    );
    for (const f of problems)
      lines.push(
        `| ${cell(f.message)} | ${levelOfFinding(f)} (${f.verdict}) | ${cell(`${f.nextAction.kind}: ${f.nextAction.detail}`)} |`,
      );
  }
  if (memory?.proposals.length) {
    lines.push(
      '',
      '### 规则补丁建议 (识: 重复 ≥ 3)',
      '',
      '```yaml',
      rulePatchYaml(memory.proposals.map((p) => p.patch)).trimEnd(),
      '```',
    );
  }
  if (c.escalation) {
    const e = c.escalation;
    lines.push(
      '',
      '### 升级给用户',
      '',
      `- **原因**: ${e.summary}`,
      `- **可能原因**: ${e.likelyCause}`,
      `- **建议方向**: ${e.suggestion}`,
    );
    if (e.note) lines.push(`- **用户备注**: ${e.note}`);
    lines.push(
      '',
      '| # | 版本 | 关卡 | 结果 | 错误 |',
      '|---|------|------|------|------|',
    );
    for (const a of e.attempts) {
      const errors = blocking(a.findings)
        .map((f) => f.message)
        .join('; ');
      lines.push(
        `| ${a.seq} | r${a.revision} | ${a.gate} | ${a.verdict} | ${cell(errors || '-')} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
