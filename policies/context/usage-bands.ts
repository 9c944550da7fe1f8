// UsageBand, usageBand (ratio → band), formOfBand, ContextForm, Notice and
// bandNotice (seed 002 阶梯响应机制: 黄灯 70%, 橙灯 85%, 红灯 95%)
// Pos: policies/context, the form-switching table the context machine's guards
// read; one function per question, no state
import type { FormThresholds } from '../vocabulary/context-config.js';

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

export interface Notice {
  level: 'yellow' | 'orange' | 'red' | 'info';
  message: string;
}

const pct = (r: number) => `${Math.round(r * 100)}%`;

export function bandNotice(band: UsageBand, ratio: number): Notice | null {
  switch (band) {
    case 'compact':
      return {
        level: 'yellow',
        message: `⚠️ 黄灯 ${pct(ratio)}: 上下文还有空间, 不要仓促收尾; 已切换到缩形态, 建议在合适时机修剪`,
      };
    case 'prune':
      return {
        level: 'orange',
        message: `🟠 橙灯 ${pct(ratio)}: 自动执行 DCP 修剪`,
      };
    case 'archive':
      return {
        level: 'red',
        message: `🔴 红灯 ${pct(ratio)}: 上下文接近上限, 强制存档, 压缩后继续`,
      };
    default:
      return null;
  }
}
