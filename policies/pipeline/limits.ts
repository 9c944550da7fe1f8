// PipelineLimits, limitsFrom(config), limitReached — the retry, backtrack and
// redo budgets of seed 001
// Pos: policies/pipeline, the counting rule in one place: the n-th failure
// escalates when n reaches the limit (第 3 次失败 → 升级)
import type { PipelineConfig } from '../vocabulary/config.js';

export interface PipelineLimits {
  retry: number;
  backtrack: number;
  redo: number;
  smallFixMaxLines: number;
}

export function limitsFrom(config: PipelineConfig): PipelineLimits {
  return {
    retry: config.retryLimit,
    backtrack: config.backtrackLimit,
    redo: config.redoLimit,
    smallFixMaxLines: config.smallFixMaxLines,
  };
}

/**
 * True once `count` failures have been counted against `limit`: the count that
 * reaches it escalates.
 */
export function limitReached(count: number, limit: number): boolean {
  return count >= limit;
}
