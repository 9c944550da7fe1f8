// Phase, RunMode, OpenQuestion, ActiveRun — a run of work (seed 004 ActiveRun:
// phase, mode, approved PLAN paths, TDD, questions)
// Pos: policies/vocabulary, shared words of the phase policies
// (policies/harness/phases) and the run registry (src/harness/runs); decides
// nothing
import * as z from 'zod';
import { lazySchema } from './lazy-schema.js';

/** plan → execute → verify → ship (seed 004 阶段推进). */
export const Phase = lazySchema(() =>
  z.enum(['plan', 'execute', 'verify', 'ship']),
);
export type Phase = z.infer<typeof Phase>;

/**
 * quick keeps low-risk work light; normal applies every evidence gate.
 * High-risk signals force normal.
 */
export const RunMode = lazySchema(() => z.enum(['quick', 'normal']));
export type RunMode = z.infer<typeof RunMode>;

const instant = lazySchema(() => z.iso.datetime({ offset: true }));

export const OpenQuestion = lazySchema(() =>
  z.strictObject({
    id: z.string().min(1),
    text: z.string().min(1),
    /** A blocking question stops source writes until it is answered. */
    blocking: z.boolean(),
    askedAt: instant,
    answer: z.string().optional(),
    answeredAt: instant.optional(),
  }),
);
export type OpenQuestion = z.infer<typeof OpenQuestion>;

export const PhaseChange = lazySchema(() =>
  z.strictObject({
    from: Phase.nullable(),
    to: Phase,
    at: instant,
    traceId: z.string().min(1),
  }),
);
export type PhaseChange = z.infer<typeof PhaseChange>;

export const ActiveRun = lazySchema(() =>
  z.strictObject({
    v: z.literal(1),
    id: z.string().min(1),
    objective: z.string().min(1),
    mode: RunMode,
    /**
     * What was asked for; `mode` differs when high-risk signals forced normal.
     */
    requestedMode: RunMode,
    riskSignals: z.array(z.string()),
    phase: Phase,
    phaseEnteredAt: instant,
    /**
     * The approved PLAN: source writes go only to these paths (workspace-relative
     * globs).
     */
    plan: z.strictObject({
      approved: z.boolean(),
      paths: z.array(z.string().min(1)),
    }),
    /** When on, a source write in execute needs a recorded failing test first. */
    tdd: z.boolean(),
    questions: z.array(OpenQuestion),
    /**
     * The CompletionPromise this run answers to (PLAN, VERIFY and SHIP cite the
     * same one).
     */
    promiseId: z.string().nullable(),
    createdAt: instant,
    updatedAt: instant,
    history: z.array(PhaseChange),
  }),
);
export type ActiveRun = z.infer<typeof ActiveRun>;
