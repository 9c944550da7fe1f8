// anchorFromDraft (the six fields as Markdown), renderAnchor (seed 002's full
// ADR template), renderAnchorCompact (缩形态), renderAnchorsDocument
// Pos: policies/context/anchors, every textual form of an anchor; the forms,
// the store and the CLI all print through here
import type { Anchor, AnchorStatus } from '../../vocabulary/anchor.js';
import type { AlternativeOption, AnchorDraft } from './anchor-draft.js';
import { SELF_CHECK_QUESTIONS } from './anchor-draft.js';
import type { AnchorEntry } from './anchor-entry.js';
import { STAGE_LABEL } from './anchor-lifecycle.js';

const STATUS: Record<AnchorStatus, string> = {
  active: '✅ 生效',
  unverified: '⚠️ 待验证',
  obsolete: '❌ 已废弃',
};
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const list = (v: string | string[], numbered: boolean) =>
  typeof v === 'string'
    ? v
    : v.map((x, i) => `${numbered ? `${i + 1}.` : '-'} ${x}`).join('\n');

function alternatives(v: AnchorDraft['alternatives']): string {
  if (typeof v === 'string') return v;
  const rows = v.map((o): AlternativeOption =>
    typeof o === 'string' ? { option: o, pros: '', cons: '' } : o,
  );
  return [
    '| 方案 | 优点 | 缺点 |',
    '|------|------|------|',
    ...rows.map(
      (o) => `| ${cell(o.option)} | ${cell(o.pros)} | ${cell(o.cons)} |`,
    ),
  ].join('\n');
}

export function anchorFromDraft(
  draft: AnchorDraft,
  id: string,
  date: string,
): Anchor {
  return {
    id,
    type: draft.type,
    title: draft.title,
    date,
    status: draft.status,
    decision: draft.decision,
    alternatives: alternatives(draft.alternatives),
    why: list(draft.why, true),
    impact: list(draft.impact, false),
    verification: list(draft.verification, false),
    rollback: list(draft.rollback, true),
  };
}

export function renderAnchor(entry: AnchorEntry): string {
  const a = entry.anchor;
  const l = entry.lifecycle;
  const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
  return [
    `## [${a.id}] ${a.title}`,
    '',
    `**ID**: ${a.id}`,
    `**日期**: ${a.date}`,
    `**状态**: ${STATUS[a.status]}`,
    `**阶段**: ${STAGE_LABEL[entry.stage]} (${entry.stage}) · 版本 ${l.version} · 匹配 ${l.matches} 次 · 应用 ${l.applied} 次${l.obsoleteReason ? ` · 废弃原因: ${l.obsoleteReason}` : ''}`,
    '',
    '### Decision (决策)',
    a.decision,
    '',
    '### Alternatives (备选方案)',
    a.alternatives,
    '',
    '### Why (理由)',
    a.why,
    '',
    '### Impact (影响范围)',
    a.impact,
    '',
    '### Verification (验证方式)',
    a.verification,
    '',
    '### Rollback (回滚方式)',
    a.rollback,
    '',
    '### 写入依据',
    `- 写入门槛: ${entry.threshold.reasons.join(', ')} (repeat ${entry.threshold.repeat})`,
    ...(
      Object.keys(SELF_CHECK_QUESTIONS) as Array<
        keyof typeof SELF_CHECK_QUESTIONS
      >
    ).map((k) => `- ${SELF_CHECK_QUESTIONS[k]} ${yesNo(entry.selfCheck[k])}`),
    `- 来源: ${entry.source}`,
    '',
  ].join('\n');
}

/**
 * First meaningful line of a field, without list or table markup, cut to `max`
 * characters.
 */
export function digest(text: string, max = 60): string {
  const tableOptions = text.startsWith('| 方案')
    ? text
        .split('\n')
        .slice(2)
        .map((r) => r.split('|')[1]?.trim())
        .filter(Boolean)
        .join(', ')
    : '';
  const line =
    tableOptions ||
    text
      .split('\n')
      .map((l) => l.replace(/^\s*(?:[-*]|\d+\.|#+|```\w*)\s*/, '').trim())
      .filter((l) => l && !l.startsWith('```'))
      .join('; ');
  const chars = [...line];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : line;
}

/**
 * 缩形态: the title and the six required fields, one short line each
 * (必须字段即使缩形态也要保留).
 */
export function renderAnchorCompact(a: Anchor, max = 60): string {
  return [
    `[${a.id}] ${a.title}${a.status === 'active' ? '' : ` (${STATUS[a.status]})`}`,
    `- Decision: ${digest(a.decision, max)}`,
    `- Alternatives: ${digest(a.alternatives, max)}`,
    `- Why: ${digest(a.why, max)}`,
    `- Impact: ${digest(a.impact, max)}`,
    `- Verification: ${digest(a.verification, max)}`,
    `- Rollback: ${digest(a.rollback, max)}`,
  ].join('\n');
}

export function renderAnchorsDocument(entries: readonly AnchorEntry[]): string {
  const head = [
    '# 阿赖耶识 · 锚点 (Alaya anchors)',
    '',
    '> Written by `wukong anchors`; the JSON index beside this file (anchors.json) is the source. Edit through the CLI:',
    '> a hand edit here is detected and refused rather than overwritten.',
    '',
  ];
  if (entries.length === 0)
    return `${[...head, '_No anchors yet._'].join('\n')}\n`;
  return `${[...head, ...entries.map(renderAnchor)].join('\n').trimEnd()}\n`;
}
