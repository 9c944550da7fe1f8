// anchorFromDraft (the six fields as Markdown), renderAnchor (seed 002's full
// ADR template), renderAnchorCompact (缩形态), renderAnchorsDocument
// Pos: policies/context/anchors, every textual form of an anchor; the forms,
// the store and the CLI all print through here
import type { Anchor, AnchorStatus } from '../../vocabulary/anchor.js';
import type { AlternativeOption, AnchorDraft } from './anchor-draft.js';
import { SELF_CHECK_KEYS } from './anchor-draft.js';
import type { AnchorEntry } from './anchor-entry.js';
import { stageLabel } from './anchor-lifecycle.js';
import {
  message,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../vocabulary/messages/index.js';

/** An anchor's status as the reader's language words it. */
export const statusLabel = (status: AnchorStatus, lang: Lang) =>
  message(`ctx.anchor.${status}`, lang);
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const list = (v: string | string[], numbered: boolean) =>
  typeof v === 'string'
    ? v
    : v.map((x, i) => `${numbered ? `${i + 1}.` : '-'} ${x}`).join('\n');

function alternatives(v: AnchorDraft['alternatives'], lang: Lang): string {
  if (typeof v === 'string') return v;
  const rows = v.map((o): AlternativeOption =>
    typeof o === 'string' ? { option: o, pros: '', cons: '' } : o,
  );
  return [
    message('ctx.anchor.options-head', lang),
    ...rows.map(
      (o) => `| ${cell(o.option)} | ${cell(o.pros)} | ${cell(o.cons)} |`,
    ),
  ].join('\n');
}

export function anchorFromDraft(
  draft: AnchorDraft,
  id: string,
  date: string,
  lang: Lang = 'en',
): Anchor {
  return {
    id,
    type: draft.type,
    title: draft.title,
    date,
    status: draft.status,
    decision: draft.decision,
    alternatives: alternatives(draft.alternatives, lang),
    why: list(draft.why, true),
    impact: list(draft.impact, false),
    verification: list(draft.verification, false),
    rollback: list(draft.rollback, true),
  };
}

export function renderAnchor(entry: AnchorEntry, lang: Lang = 'en'): string {
  const t = (id: MessageId, p: MessageParams = {}) => message(id, lang, p);
  const a = entry.anchor;
  const l = entry.lifecycle;
  const yesNo = (b: boolean) => (b ? 'Yes' : 'No');
  return [
    `## [${a.id}] ${a.title}`,
    '',
    `**ID**: ${a.id}`,
    t('ctx.anchor.date', { date: a.date }),
    t('ctx.anchor.status', { status: statusLabel(a.status, lang) }),
    t('ctx.anchor.stage', {
      label: stageLabel(entry.stage, lang),
      stage: entry.stage,
      version: l.version,
      matches: l.matches,
      applied: l.applied,
      reason: l.obsoleteReason
        ? t('ctx.anchor.obsolete-reason', { reason: l.obsoleteReason })
        : '',
    }),
    '',
    t('ctx.anchor.decision'),
    a.decision,
    '',
    t('ctx.anchor.alternatives'),
    a.alternatives,
    '',
    t('ctx.anchor.why'),
    a.why,
    '',
    t('ctx.anchor.impact'),
    a.impact,
    '',
    t('ctx.anchor.verification'),
    a.verification,
    '',
    t('ctx.anchor.rollback'),
    a.rollback,
    '',
    t('ctx.anchor.basis'),
    t('ctx.anchor.threshold', {
      reasons: entry.threshold.reasons.join(', '),
      repeat: entry.threshold.repeat,
    }),
    ...SELF_CHECK_KEYS.map(
      (k) => `- ${t(`ctx.anchor.${k}`)} ${yesNo(entry.selfCheck[k])}`,
    ),
    t('ctx.anchor.source', { source: entry.source }),
    '',
  ].join('\n');
}

/**
 * First meaningful line of a field, without list or table markup, cut to `max`
 * characters.
 */
export function digest(text: string, max = 60): string {
  // An alternatives table (its head in either language): its options' names.
  const tableOptions = /^\|.*\n\|[-| ]+\|/.test(text)
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
export function renderAnchorCompact(
  a: Anchor,
  lang: Lang = 'en',
  max = 60,
): string {
  return [
    `[${a.id}] ${a.title}${a.status === 'active' ? '' : ` (${statusLabel(a.status, lang)})`}`,
    `- Decision: ${digest(a.decision, max)}`,
    `- Alternatives: ${digest(a.alternatives, max)}`,
    `- Why: ${digest(a.why, max)}`,
    `- Impact: ${digest(a.impact, max)}`,
    `- Verification: ${digest(a.verification, max)}`,
    `- Rollback: ${digest(a.rollback, max)}`,
  ].join('\n');
}

export function renderAnchorsDocument(
  entries: readonly AnchorEntry[],
  lang: Lang = 'en',
): string {
  const head = [
    message('ctx.anchor.doc-title', lang),
    '',
    message('ctx.anchor.doc-note', lang),
    '',
  ];
  if (entries.length === 0)
    return `${[...head, message('ctx.anchor.doc-empty', lang)].join('\n')}\n`;
  return `${[...head, ...entries.map((e) => renderAnchor(e, lang))].join('\n').trimEnd()}\n`;
}
