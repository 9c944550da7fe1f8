// dcpReport — seed 002's DCP 执行报告 in Markdown: statistics per strategy, what
// was protected, the state after, the largest items
// Pos: policies/context/dcp, rendering only; the time and the trigger come in
// as data (policies read no clock)
import type { DcpConfig } from '../../vocabulary/context-config.js';
import type { PruneResult } from './plan.js';
import {
  message,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../vocabulary/messages/index.js';

export interface ReportFacts {
  timestamp: string;
  trigger: string;
  transcript?: string;
  dcp: DcpConfig;
  /** Real prompt tokens before (from `usage`) and the window, when known. */
  usage?: { promptBefore: number; window: number };
  /**
   * The archive threshold (0.95): at or above it after pruning, DCP alone is
   * not enough.
   */
  archiveAt: number;
  /** The report's language; absent: English. */
  lang?: Lang;
}

const n = (x: number) => x.toLocaleString('en-US');
const pct = (x: number) => `${Math.round(x * 100)}%`;

const ROWS = [
  ['dedup', 'Deduplication'],
  ['supersede', 'Supersede'],
  ['purgeErrors', 'Purge Errors'],
  ['truncation', 'Truncation'],
  ['recency', null],
] as const;

export function dcpReport(result: PruneResult, facts: ReportFacts): string {
  const lang = facts.lang ?? 'en';
  const t = (id: MessageId, p: MessageParams = {}) => message(id, lang, p);
  const rows = ROWS.filter(
    ([key]) => key !== 'recency' || result.byStrategy.recency.items > 0,
  ).map(
    ([key, label]) =>
      `| ${label ?? t('ctx.dcp.recency-label')} | ${result.byStrategy[key].items} ${t(`ctx.dcp.row.${key}`)} | ~${n(result.byStrategy[key].saved)} |`,
  );
  const p = result.protectedKept;
  const anchors = result.anchorsProtected.length
    ? t('ctx.dcp.anchors', {
        ids: result.anchorsProtected.map((a) => `[${a}]`).join(', '),
        calls: p.anchors,
      })
    : t('ctx.dcp.no-anchors');
  const lines = [
    t('ctx.dcp.title'),
    '',
    t('ctx.dcp.time', { time: facts.timestamp }),
    t('ctx.dcp.trigger', { trigger: facts.trigger }),
    ...(facts.transcript
      ? [
          t('ctx.dcp.transcript', {
            path: facts.transcript,
            steps: result.steps,
            calls: result.calls,
          }),
        ]
      : []),
    '',
    t('ctx.dcp.stats'),
    t('ctx.dcp.stats-head'),
    ...rows,
    t('ctx.dcp.total', { items: result.items.length, saved: n(result.saved) }),
    '',
    t('ctx.dcp.protected'),
    `- ${anchors}`,
    t('ctx.dcp.recent', {
      turns: facts.dcp.turnProtection,
      calls: p.recentTurns,
    }),
    t('ctx.dcp.tools', {
      tools: facts.dcp.protectedTools.join(', '),
      calls: p.tools,
    }),
    t('ctx.dcp.files', {
      patterns: facts.dcp.protectedFilePatterns.join(', ') || t('ctx.none'),
      calls: p.filePatterns,
    }),
    '',
    t('ctx.dcp.after'),
    t('ctx.dcp.tokens', {
      before: n(result.tokensBefore),
      after: n(result.tokensAfter),
      percent: result.savedPercent,
    }),
  ];
  if (facts.usage) {
    const before = facts.usage.promptBefore / facts.usage.window;
    const after =
      Math.max(0, facts.usage.promptBefore - result.saved) / facts.usage.window;
    lines.push(t('ctx.dcp.usage', { before: pct(before), after: pct(after) }));
    lines.push(
      after >= facts.archiveAt ? t('ctx.dcp.still-red') : t('ctx.dcp.go-on'),
    );
  } else lines.push(t('ctx.dcp.go-on'));
  const top = [...result.items].sort((a, b) => b.saved - a.saved).slice(0, 15);
  if (top.length) {
    lines.push('', t('ctx.dcp.top'), t('ctx.dcp.top-head'));
    for (const i of top)
      lines.push(
        `| ${i.toolUseId} | ${i.tool} | ${i.filePath ?? ''} | ${i.strategy} | ~${n(i.saved)} |`,
      );
  }
  return `${lines.join('\n')}\n`;
}
