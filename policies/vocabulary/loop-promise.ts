// AcceptanceCriterion, StopReason, ConditionTest, StopCondition and
// CompletionPromise — what a completion promise says (seed 004 Loop
// Engineering)
// Pos: policies/vocabulary, shared words re-exported by loop.ts; a file of its
// own so the hook's promise store and state witness, which read a promise on
// every call, do not build the loop's other schemas
import * as z from 'zod';
import { lazySchema } from './lazy-schema.js';

export const AcceptanceCriterion = lazySchema(() =>
  z.strictObject({
    id: z.string().min(1),
    text: z.string().min(1),
    /**
     * The local command whose passing run proves it; without one, any passing
     * test run recorded after the promise does.
     */
    verify: z.string().min(1).optional(),
  }),
);
export type AcceptanceCriterion = z.infer<typeof AcceptanceCriterion>;

export const StopReason = lazySchema(() =>
  z.enum([
    'done',
    'blocked',
    'budget-exhausted',
    'stuck',
    'unsafe',
    'scope-drift',
  ]),
);
export type StopReason = z.infer<typeof StopReason>;

/**
 * What a stop condition tests, from facts the loop holds (policies/harness/
 * loop/stop-conditions.ts evaluates it): every acceptance criterion proven,
 * evidence of a kind recorded after the promise, a write to a glob, failures in
 * a row, tool calls used, a hard-deny by a policy.
 */
export const ConditionTest = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('acceptance-proven') }),
    z.strictObject({ kind: z.literal('evidence'), of: z.string().min(1) }),
    z.strictObject({ kind: z.literal('written'), glob: z.string().min(1) }),
    z.strictObject({
      kind: z.literal('failures'),
      count: z.number().int().positive(),
    }),
    z.strictObject({
      kind: z.literal('tool-calls'),
      count: z.number().int().positive(),
    }),
    z.strictObject({ kind: z.literal('denied'), policy: z.string().min(1) }),
  ]),
);
export type ConditionTest = z.infer<typeof ConditionTest>;

export const StopCondition = lazySchema(() =>
  z.strictObject({
    reason: StopReason,
    description: z.string().min(1),
    /**
     * The test; absent only in promises written before tests existed, where a
     * done condition means every acceptance criterion proven.
     */
    when: ConditionTest.optional(),
  }),
);
export type StopCondition = z.infer<typeof StopCondition>;

export const CompletionPromise = lazySchema(() =>
  z.strictObject({
    id: z.string().min(1),
    objective: z.string().min(1),
    acceptance: z.array(AcceptanceCriterion),
    /**
     * Globs (workspace-relative) a write must match when the list is not empty.
     */
    allowedScope: z.array(z.string()),
    /** Globs no write may match. */
    disallowedScope: z.array(z.string()),
    requiredEvidence: z.array(z.string()),
    doneWhen: z.array(StopCondition),
    abortWhen: z.array(StopCondition),
  }),
);
export type CompletionPromise = z.infer<typeof CompletionPromise>;
