// zeroUsage, costOf(plan), wouldExceed(usage, budget, cost), overrun(usage,
// budget) — the budget arithmetic of seed 004 LoopBudget
// Pos: policies/harness/loop, counting rules only: the loop machine reserves a
// turn's cost before it acts, so counted budgets never run over; observed ones
// (time, context) stop the loop the moment they do
import type { ActionPlan } from '../../vocabulary/action.js';
import type { LoopBudget, LoopUsage } from '../../vocabulary/loop.js';

/** Each usage field and the budget field that bounds it. */
export const BUDGET_FIELDS = [
  ['turns', 'maxTurns'],
  ['toolCalls', 'maxToolCalls'],
  ['verifyAttempts', 'maxVerifyAttempts'],
  ['wallClockMs', 'maxWallClockMs'],
  ['contextChars', 'maxContextChars'],
  ['delegations', 'maxDelegations'],
] as const satisfies ReadonlyArray<
  readonly [keyof LoopUsage, keyof LoopBudget]
>;

export interface Exhausted {
  limit: keyof LoopBudget;
  used: number;
  max: number;
}

export const zeroUsage = (): LoopUsage => ({
  turns: 0,
  toolCalls: 0,
  verifyAttempts: 0,
  wallClockMs: 0,
  contextChars: 0,
  delegations: 0,
});

export type Cost = Partial<
  Pick<LoopUsage, 'turns' | 'toolCalls' | 'verifyAttempts' | 'delegations'>
>;

/**
 * What taking `plan` costs: a turn always; a tool call for tool, write and
 * verify; a verify attempt; a delegation.
 */
export function costOf(plan: ActionPlan | undefined): Cost {
  if (!plan) return { turns: 1 };
  return {
    turns: 1,
    toolCalls:
      plan.kind === 'tool' || plan.kind === 'write' || plan.kind === 'verify'
        ? 1
        : 0,
    verifyAttempts: plan.kind === 'verify' ? 1 : 0,
    delegations: plan.kind === 'delegate' ? 1 : 0,
  };
}

export function addCost(usage: LoopUsage, cost: Cost): LoopUsage {
  return {
    ...usage,
    turns: usage.turns + (cost.turns ?? 0),
    toolCalls: usage.toolCalls + (cost.toolCalls ?? 0),
    verifyAttempts: usage.verifyAttempts + (cost.verifyAttempts ?? 0),
    delegations: usage.delegations + (cost.delegations ?? 0),
  };
}

/**
 * The first budget the usage is already past (time and context are observed, so
 * they can be).
 */
export function overrun(
  usage: LoopUsage,
  budget: LoopBudget,
): Exhausted | null {
  for (const [used, max] of BUDGET_FIELDS)
    if (usage[used] > budget[max])
      return { limit: max, used: usage[used], max: budget[max] };
  return null;
}

/**
 * The first budget that taking `cost` now would push past, or that time has
 * already used up.
 */
export function wouldExceed(
  usage: LoopUsage,
  budget: LoopBudget,
  cost: Cost,
): Exhausted | null {
  const after = addCost(usage, cost);
  for (const [used, max] of BUDGET_FIELDS) {
    const spends =
      used === 'wallClockMs' || used === 'contextChars'
        ? usage[used] >= budget[max]
        : after[used] > budget[max];
    if (spends) return { limit: max, used: usage[used], max: budget[max] };
  }
  return null;
}

/** Field-wise sum, for the run's total over its segments. */
export function sumUsage(a: LoopUsage, b: LoopUsage): LoopUsage {
  const out = zeroUsage();
  for (const [field] of BUDGET_FIELDS) out[field] = a[field] + b[field];
  return out;
}
