// pipelineReport — seed 001's 流水线状态报告 in Markdown: status table, per-gate
// details, backtracks, problems, hand-over
// Pos: src/pipeline/report, presentation only; every fact comes from the
// pipeline's context, nothing is recomputed here
import type { PipelineContext } from '../../../machines/pipeline.context.js';
import { avatars } from '../../../policies/pipeline/avatars.js';
import { rulePatchYaml } from '../../../policies/pipeline/hui/rule-patches.js';
import { levelOfFinding } from '../../../policies/vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../../../policies/vocabulary/finding.js';
import {
  message,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../../policies/vocabulary/messages/index.js';
import {
  findingText,
  nextDetail,
} from '../../../policies/vocabulary/messages/say.js';
import type { PipelineStatus, PipelineView } from './pipeline-result.js';
import type { Remembered } from './remembered.js';

const ICON: Record<string, string> = {
  PASS: '✅',
  REJECT: '❌',
  RETRY: '🔁',
  SKIP: '⏭️',
  FEEDBACK: '💡',
};
type T = (id: MessageId, params?: MessageParams) => string;
const GATE_NAME = { jie: '戒', ding: '定' } as const;

const blocking = (findings: readonly VerdictFinding[]) =>
  findings.filter((f) => f.verdict === 'REJECT' || f.verdict === 'RETRY');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const check = (ok: boolean) => (ok ? '[x]' : '[ ]');

function jieRow(c: PipelineContext, status: PipelineStatus, t: T): string {
  if (!c.jie) return `| 戒 | ${t('report.not-run')} | |`;
  const first = blocking(c.jie.findings)[0];
  const detail = first ? first.message : t('report.jie.clean');
  const state =
    status === 'CONFIRM' && c.jie.verdict === 'RETRY'
      ? t('report.confirm')
      : `${ICON[c.jie.verdict]} ${c.jie.verdict}`;
  return `| 戒 | ${state}${c.jie.final ? t('report.final') : ''} | ${cell(detail)} |`;
}

function testLine(c: PipelineContext, tr: T): string | undefined {
  const t = c.ding?.tests;
  if (!t || t.total === 0) return undefined;
  return `${tr('report.tests-passed', { passed: t.passed, total: t.passed + t.failed })}${t.skipped ? tr('report.tests-skipped', { skipped: t.skipped }) : ''}`;
}

function dingRow(c: PipelineContext, t: T): string {
  if (!c.ding) return `| 定 | ${t('report.not-run')} | |`;
  const first = blocking(c.ding.findings)[0];
  const total = c.ding.passed.length + c.ding.failed.length;
  const detail = first
    ? first.message
    : (testLine(c, t) ??
      t('report.commands-passed', { passed: c.ding.passed.length, total }));
  return `| 定 | ${ICON[c.ding.verdict]} ${c.ding.verdict} (${c.ding.level}) | ${cell(detail)} |`;
}

function huiRow(c: PipelineContext, t: T): string {
  const h = c.hui;
  if (!h) return `| 慧 | ${t('report.not-run')} | |`;
  const detail = h.skipped
    ? t('report.skipped', { reasons: h.skipReasons.join('; ') })
    : h.backtrack
      ? t('report.backtrack-to', {
          gate: GATE_NAME[h.backtrack.target],
          message: h.backtrack.findings[0]?.message ?? '',
        })
      : h.rulePatches.length
        ? t('report.rule-patches', { count: h.rulePatches.length })
        : t('report.candidates', { count: h.candidates.length });
  return `| 慧 | ${ICON[h.verdict]} ${h.verdict} | ${cell(detail)} |`;
}

function shiRow(c: PipelineContext, t: T, memory?: Remembered): string {
  if (!c.shi) return `| 识 | ${t('report.not-run')} | |`;
  const stored = c.shi.stored;
  if (!stored.length)
    return `| 识 | ${t('report.shi.none')} | ${t('report.shi.below')} |`;
  // "已写入" only when the store says so: a pipeline run without a store (a
  // library caller, a test) selected anchors but wrote nothing.
  if (!memory)
    return `| 识 | ${t('report.shi.pending')} | ${cell(stored.map((a) => `[${a.type}] ${a.title}`).join('; '))} |`;
  const parts = [
    ...memory.added.map((a) => `[${a.id}] ${a.title}`),
    ...memory.repeated.map((a) =>
      t('report.shi.repeat', { id: a.id, repeat: a.repeat }),
    ),
    ...memory.proposals.map((p) =>
      t('report.shi.proposal', { id: p.anchorId }),
    ),
    ...memory.refused.map((r) =>
      t('report.shi.refused', { title: r.title, reason: r.reason }),
    ),
  ];
  const wrote = memory.added.length + memory.repeated.length > 0;
  return `| 识 | ${wrote ? t('report.shi.wrote') : t('report.shi.not-written')} | ${cell(parts.join('; '))} |`;
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

function details(c: PipelineContext, status: PipelineStatus, t: T): string[] {
  const jieCodes = (c.jie?.findings ?? [])
    .filter((f) => f.verdict === 'REJECT' || f.verdict === 'RETRY')
    .map((f) => f.policy);
  const clean = (prefix: string) =>
    c.jie !== null && !jieCodes.some((p) => p.startsWith(prefix));
  const out = [
    t('report.details'),
    '',
    t('report.gate', { gate: '戒' }),
    `- ${check(clean('jie.contract'))} ${t('report.jie.contract')}`,
    `- ${check(clean('jie.boundary'))} ${t('report.jie.boundary')}`,
    `- ${check(clean('jie.security'))} ${t('report.jie.security')}`,
    '',
    t('report.gate', { gate: '定' }),
  ];
  if (c.ding) {
    const commands = [...c.ding.passed, ...c.ding.failed];
    out.push(
      t('report.ding.level', {
        level: c.ding.level,
        required: c.ding.required,
      }),
      t('report.ding.commands', {
        commands: commands.length
          ? commands.map((x) => `\`${x}\``).join(', ')
          : t('report.none'),
      }),
      t('report.ding.results', {
        passed: c.ding.passed.length,
        failed: c.ding.failed.length,
      }),
    );
    const tests = c.ding.tests;
    if (tests)
      out.push(
        t('report.ding.tests', {
          passed: tests.passed,
          failed: tests.failed,
          skipped: tests.skipped,
          total: tests.total,
        }),
      );
  } else out.push(`- ${t('report.not-run')}`);
  out.push('', t('report.gate', { gate: '慧' }));
  if (c.hui && !c.hui.skipped) {
    out.push(
      t('report.hui.grade', { grade: grade(c, status) }),
      t('report.hui.anchors', {
        anchors: c.shi?.stored.length
          ? c.shi.stored
              .map((a) => `[${a.type}] ${a.title} (${a.reasons.join(', ')})`)
              .join('; ')
          : t('report.none'),
      }),
      t('report.hui.patches', {
        patches: c.hui.rulePatches.length ? '' : t('report.none'),
      }),
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
      `- ${c.hui ? t('report.skipped', { reasons: c.hui.skipReasons.join('; ') }) : t('report.not-run')}`,
    );
  return out;
}

export function pipelineReport(
  view: PipelineView,
  status: PipelineStatus,
  memory?: Remembered,
  lang: Lang = 'en',
): string {
  const t: T = (id, params) => message(id, lang, params);
  const c = view.context;
  const row = avatars[c.avatar];
  const lines = [
    t('report.title'),
    '',
    t('report.task', { task: c.task ?? t('report.unnamed') }),
    t('report.track', { track: c.track }),
    t('report.avatar', { avatar: `${row.emoji} ${row.glyph} (${row.title})` }),
    t('report.result', {
      status: status === 'CONFIRM' ? t('report.confirm') : status,
      retries: c.counters.retries,
      retryLimit: c.limits.retry,
      backtracks: c.counters.backtracks,
      backtrackLimit: c.limits.backtrack,
      redos: c.counters.redos,
      redoLimit: c.limits.redo,
    }),
    '',
    t('report.status'),
    '',
    t('report.status-head'),
    '|------|------|------|',
    jieRow(c, status, t),
    dingRow(c, t),
    huiRow(c, t),
    shiRow(c, t, memory),
    '',
    ...details(c, status, t),
  ];
  if (c.backtrackLog.length) {
    lines.push(
      '',
      t('report.backtracks'),
      '',
      t('report.backtracks-head'),
      '|------|----------|------|------|',
    );
    for (const b of c.backtrackLog)
      lines.push(
        `| ${b.n} | ${t('report.gate-cell', { gate: GATE_NAME[b.target] })} | ${cell(b.reason)} | ${b.outcome ?? t('report.in-progress')} |`,
      );
  }
  if (c.handBack.length) {
    // Seed 001's second-failure steps, for the avatar before its next output.
    lines.push('', t('report.hand-back'), '');
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
      t('report.problems'),
      '',
      t('report.problems-head'),
      '|------|--------|------|',
    );
    for (const f of problems)
      lines.push(
        `| ${cell(findingText(f, lang))} | ${levelOfFinding(f)} (${f.verdict}) | ${cell(`${f.nextAction.kind}: ${nextDetail(f.nextAction, lang)}`)} |`,
      );
  }
  if (memory?.proposals.length) {
    lines.push(
      '',
      t('report.proposals'),
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
      t('report.escalated'),
      '',
      t('report.esc.reason', { text: e.summary }),
      t('report.esc.cause', { text: e.likelyCause }),
      t('report.esc.suggestion', { text: e.suggestion }),
    );
    if (e.note) lines.push(t('report.esc.note', { text: e.note }));
    lines.push('', t('report.esc-head'), '|---|------|------|------|------|');
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
