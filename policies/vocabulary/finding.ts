// NextAction, Finding, VerdictFinding — one problem, who raised it, how bad,
// what to do next
// Pos: policies/vocabulary, shared words; every policy speaks in Findings. Not
// a registry of finding kinds
import * as z from 'zod';
import { Said } from './messages/said.js';
import { Severity } from './severity.js';
import { Verdict } from './verdict.js';
import { lazySchema } from './lazy-schema.js';

/**
 * What to do about a finding, as data a loop can act on (seed 004: Gate
 * next-action 结构化).
 */
export const NextAction = lazySchema(() =>
  z.strictObject({
    kind: z.enum([
      'ask-user',
      'fix-input',
      'add-evidence',
      'delegate',
      'retry',
      'stop',
    ]),
    detail: z.string().min(1),
    /** The detail as catalog data, for the user's language (messages/say.ts). */
    said: Said.optional(),
  }),
);
export type NextAction = z.infer<typeof NextAction>;

export const Finding = lazySchema(() =>
  z.strictObject({
    /**
     * Stable within one evaluation: `<policy>:<subject>`, so a replay yields the
     * same ids.
     */
    id: z.string().min(1),
    /**
     * The rule that raised it, e.g. `jie.contract.missing-field`; one hop to
     * policies/<gate>/<rule>.ts.
     */
    policy: z.string().min(1),
    /**
     * What it is about (a path, a command, a field): an Authorization's scope is
     * matched against it.
     */
    subject: z.string().optional(),
    severity: Severity,
    /** In English: the ledger, tests and replays read it. */
    message: z.string().min(1),
    /**
     * The message as catalog data (messages/say.ts), so the edge words it in the
     * user's language; absent, the English message is shown.
     */
    said: Said.optional(),
    nextAction: NextAction,
    evidencePath: z.string().optional(),
    sourceRefs: z.array(z.string()).optional(),
  }),
);
export type Finding = z.infer<typeof Finding>;

/** A pipeline finding also says which verdict it forces on its gate. */
export const VerdictFinding = lazySchema(() =>
  Finding.extend({
    verdict: Verdict,
    /** False for findings no fix-and-retry may clear (seed 001: 安全违规 不可重试). */
    retryable: z.boolean(),
  }),
);
export type VerdictFinding = z.infer<typeof VerdictFinding>;
