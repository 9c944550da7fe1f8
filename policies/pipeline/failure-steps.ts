// retryStep, backtrackStep — seed 001's steps between the first failure and the
// limit: the second RETRY asks for a root-cause analysis before the next fix,
// the second backtrack warns; the limit escalates
// Pos: policies/pipeline, the budgets' middle step as pure functions the
// pipeline machine's guards call; the counting rule itself is limits.ts
import { limitReached } from './limits.js';

/**
 * 第 1 次失败 → 修复后重试; 第 2 次失败 → 分析根本原因，再修复; 第 3 次失败 → 升级. With a larger limit
 * every failure from the second up to the limit asks for the root cause.
 */
export function retryStep(
  count: number,
  limit: number,
): 'repair' | 'root-cause' | 'escalate' {
  if (limitReached(count, limit)) return 'escalate';
  return count >= 2 ? 'root-cause' : 'repair';
}

/** 回溯 1 次 → 正常处理; 回溯 2 次 → 警告，详细分析; 回溯 3 次 → 升级. */
export function backtrackStep(
  count: number,
  limit: number,
): 'normal' | 'warn' | 'escalate' {
  if (limitReached(count, limit)) return 'escalate';
  return count >= 2 ? 'warn' : 'normal';
}
