// THRESHOLDS (§4.3 触发阈值 by strictness), clampPercent, toConfidence,
// meetsThreshold, severityRank
// Pos: policies/throttle, confidence arithmetic; rules count in whole percents
// so 0.60 + 0.15 - 0.20 is exactly 0.55
import type { HitSeverity, Strictness } from '../vocabulary/throttle.js';

/** §4.3: low >= 0.75, medium >= 0.65 (default), high >= 0.55 — in percent. */
export const THRESHOLDS: Readonly<Record<Strictness, number>> = {
  low: 75,
  medium: 65,
  high: 55,
};

/** §4.3 "clamp 到 0..1", in percent. */
export const clampPercent = (pct: number): number =>
  Math.min(100, Math.max(0, Math.round(pct)));

export const toConfidence = (pct: number): number => clampPercent(pct) / 100;

export const meetsThreshold = (pct: number, strictness: Strictness): boolean =>
  clampPercent(pct) >= THRESHOLDS[strictness];

/** §7.1 取最高 severity: warn above info. */
export const severityRank = (severity: HitSeverity): number =>
  severity === 'warn' ? 1 : 0;
