// Input: zod
// Output: AcceptanceCriterion, StopCondition, CompletionPromise, LoopBudget, StopReason (seed 004 Loop Engineering)
// Pos: policies/vocabulary, shared words; the loop kernel that enforces them is machines/loop.machine.ts (later)
import { z } from 'zod';

export const AcceptanceCriterion = z.strictObject({
  id: z.string().min(1),
  text: z.string().min(1),
  /** The local command whose passing run proves it; without one, any passing test run recorded after the promise does. */
  verify: z.string().min(1).optional(),
});
export type AcceptanceCriterion = z.infer<typeof AcceptanceCriterion>;

export const StopReason = z.enum(['done', 'blocked', 'budget-exhausted', 'stuck', 'unsafe', 'scope-drift']);
export type StopReason = z.infer<typeof StopReason>;

export const StopCondition = z.strictObject({
  reason: StopReason,
  description: z.string().min(1),
});
export type StopCondition = z.infer<typeof StopCondition>;

export const CompletionPromise = z.strictObject({
  id: z.string().min(1),
  objective: z.string().min(1),
  acceptance: z.array(AcceptanceCriterion),
  allowedScope: z.array(z.string()),
  disallowedScope: z.array(z.string()),
  requiredEvidence: z.array(z.string()),
  doneWhen: z.array(StopCondition),
  abortWhen: z.array(StopCondition),
});
export type CompletionPromise = z.infer<typeof CompletionPromise>;

export const LoopBudget = z.strictObject({
  maxTurns: z.number().int().positive(),
  maxToolCalls: z.number().int().positive(),
  maxVerifyAttempts: z.number().int().positive(),
  maxWallClockMs: z.number().int().positive(),
  maxContextChars: z.number().int().positive(),
  maxDelegations: z.number().int().nonnegative(),
});
export type LoopBudget = z.infer<typeof LoopBudget>;
