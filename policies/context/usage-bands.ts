// UsageBand, usageBand (ratio → band), formOfBand, ContextForm, Notice and
// bandNotice (seed 002 阶梯响应机制: 黄灯 70%, 橙灯 85%, 红灯 95%)
// Pos: policies/context, the form-switching table the context machine's guards
// read; one function per question, no state
import type { FormThresholds } from '../vocabulary/context-config.js';
import {
  message,
  type Lang,
  type MessageId,
} from '../vocabulary/messages/index.js';

export type ContextForm = 'expanded' | 'normal' | 'compact';
export type UsageBand = 'expanded' | 'normal' | 'compact' | 'prune' | 'archive';

export const BAND_ORDER: readonly UsageBand[] = [
  'expanded',
  'normal',
  'compact',
  'prune',
  'archive',
];

export function usageBand(ratio: number, t: FormThresholds): UsageBand {
  if (ratio >= t.archive) return 'archive';
  if (ratio >= t.prune) return 'prune';
  if (ratio >= t.compact) return 'compact';
  if (ratio >= t.normal) return 'normal';
  return 'expanded';
}

/**
 * From 70% on the working form is compact: pruning and archiving happen on top
 * of it.
 */
export const formOfBand = (band: UsageBand): ContextForm =>
  band === 'expanded' ? 'expanded' : band === 'normal' ? 'normal' : 'compact';

export const bandRank = (band: UsageBand) => BAND_ORDER.indexOf(band);

/**
 * A band's notice as ids and parameters: the machine keeps it, the edge words
 * it in the user's language (noticeText).
 */
export interface Notice {
  level: 'yellow' | 'orange' | 'red' | 'info';
  id: `ctx.band.${string}` | `ctx.notice.${string}`;
  params: Readonly<Record<string, string>>;
}

export const noticeText = (n: Notice, lang: Lang): string =>
  message(n.id as MessageId, lang, n.params);

const pct = (r: number) => `${Math.round(r * 100)}%`;

export function bandNotice(band: UsageBand, ratio: number): Notice | null {
  switch (band) {
    case 'compact':
      return {
        level: 'yellow',
        id: 'ctx.band.compact',
        params: { pct: pct(ratio) },
      };
    case 'prune':
      return {
        level: 'orange',
        id: 'ctx.band.prune',
        params: { pct: pct(ratio) },
      };
    case 'archive':
      return {
        level: 'red',
        id: 'ctx.band.archive',
        params: { pct: pct(ratio) },
      };
    default:
      return null;
  }
}
