// LoopBudget, LoopUsage, ContinueRequirement, StopReport, ResumeGrant (seed 004
// Loop Engineering), and the promise's words from loop-promise.ts
// (AcceptanceCriterion, StopCondition, CompletionPromise, StopReason)
// Pos: policies/vocabulary, shared words; the loop kernel that enforces them is
// machines/loop.machine.ts, its rules policies/harness/loop
import * as z from 'zod';
import { Finding } from './finding.js';
import { Authorization } from './gate.js';
import { Said } from './messages/said.js';
import { StopReason } from './loop-promise.js';

export {
  AcceptanceCriterion,
  CompletionPromise,
  ConditionTest,
  StopCondition,
  StopReason,
} from './loop-promise.js';

/**
 * Finite by construction: zod's int() refuses Infinity, so no budget (and no
 * segment) is endless.
 */
export const LoopBudget = z.strictObject({
  maxTurns: z.number().int().positive(),
  maxToolCalls: z.number().int().positive(),
  maxVerifyAttempts: z.number().int().positive(),
  maxWallClockMs: z.number().int().positive(),
  maxContextChars: z.number().int().positive(),
  maxDelegations: z.number().int().nonnegative(),
});
export type LoopBudget = z.infer<typeof LoopBudget>;

/** What a segment has used, field for field against LoopBudget. */
export const LoopUsage = z.strictObject({
  turns: z.number().int().nonnegative(),
  toolCalls: z.number().int().nonnegative(),
  verifyAttempts: z.number().int().nonnegative(),
  wallClockMs: z.number().int().nonnegative(),
  contextChars: z.number().int().nonnegative(),
  delegations: z.number().int().nonnegative(),
});
export type LoopUsage = z.infer<typeof LoopUsage>;

/**
 * How a stopped loop may resume: the grant the runtime (or the user) gives it.
 */
export const ResumeGrantKind = z.enum([
  'continue',
  'answer',
  'authorize',
  'guidance',
  'revise-scope',
]);
export type ResumeGrantKind = z.infer<typeof ResumeGrantKind>;

/**
 * One thing that would let a stopped loop continue (seed 004: Stop Hook
 * 必须给出继续所需的结构化条件).
 */
export const ContinueRequirement = z.strictObject({
  kind: z.enum([
    'new-budget-segment',
    'answer',
    'authorize',
    'add-evidence',
    'revise-scope',
    'change-approach',
    'change-action',
    'none',
  ]),
  detail: z.string().min(1),
  /** `detail` as catalog data, for the user's language (older stops: none). */
  said: Said.optional(),
  /**
   * The grant that resumes the loop; null when none does (done: a new objective
   * starts a new loop).
   */
  grant: ResumeGrantKind.nullable(),
});
export type ContinueRequirement = z.infer<typeof ContinueRequirement>;

export const StopReport = z.strictObject({
  reason: StopReason,
  summary: z.string().min(1),
  /** `summary` as catalog data, for the user's language (older stops: none). */
  summarySaid: Said.optional(),
  findings: z.array(Finding),
  toContinue: z.array(ContinueRequirement).min(1),
  segment: z.number().int().positive(),
  usage: LoopUsage,
  budget: LoopBudget,
  /** The budget field that ran out, for budget-exhausted. */
  exhausted: z
    .strictObject({ limit: z.string(), used: z.number(), max: z.number() })
    .nullable(),
  /**
   * Evidence that shipped from sources a reviewer should weigh (user-provided,
   * external-system).
   */
  residualRisk: z.array(z.string()),
});
export type StopReport = z.infer<typeof StopReport>;

export const ResumeGrant = z.discriminatedUnion('kind', [
  /** A user's "continue": a new budget segment, as bounded as the first. */
  z.strictObject({
    kind: z.literal('continue'),
    grantedBy: z.string().min(1),
    budget: LoopBudget.optional(),
  }),
  z.strictObject({
    kind: z.literal('answer'),
    answer: z.string().min(1),
    questionId: z.string().optional(),
  }),
  z.strictObject({
    kind: z.literal('authorize'),
    authorization: Authorization,
  }),
  /**
   * New instructions from the user: a different approach or action. Never lifts
   * a hard-deny by itself.
   */
  z.strictObject({ kind: z.literal('guidance'), text: z.string().min(1) }),
  /** A plan revision: the scope a write may touch. */
  z.strictObject({
    kind: z.literal('revise-scope'),
    allowedScope: z.array(z.string().min(1)).min(1),
  }),
]);
export type ResumeGrant = z.infer<typeof ResumeGrant>;
