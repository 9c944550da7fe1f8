// cooldownOver, stillCooling, effectiveSeverity — seed 003 §5.2 as arithmetic
// on event timestamps
// Pos: policies/throttle, what the throttle machine's guards and actions call;
// no clock here: every time comes in as an argument
import type { HitSeverity } from '../vocabulary/throttle.js';

/**
 * §5.2 同一规则在 5 分钟内最多提示一次: a rule never shown, or shown at least `cooldownMs`
 * before `ts`.
 */
export function cooldownOver(
  lastShownAt: number | null,
  ts: number,
  cooldownMs: number,
): boolean {
  return lastShownAt === null || ts - lastShownAt >= cooldownMs;
}

/**
 * A clock that went backwards keeps the cooldown running: better a hint missed
 * than one repeated (宁漏报).
 */
export const stillCooling = (
  lastShownAt: number | null,
  ts: number,
  cooldownMs: number,
): boolean => !cooldownOver(lastShownAt, ts, cooldownMs);

/** §5.2 若用户连续选择 continue ≥ 3 次，可将 severity 降为 info. */
export function effectiveSeverity(
  severity: HitSeverity,
  continueStreak: number,
  continuesToInfo: number,
): HitSeverity {
  return severity === 'warn' && continueStreak >= continuesToInfo
    ? 'info'
    : severity;
}
