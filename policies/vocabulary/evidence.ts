// EvidenceItem (what a submission offers as proof), EvidenceSourceTrust and
// EvidenceRecord (seed 004, with the test counts and directory of a recorded
// run)
// Pos: policies/vocabulary, shared words; grading evidence is
// policies/pipeline/ding, storing it is src (later issues)
import * as z from 'zod';
import { lazySchema } from './lazy-schema.js';

export const CommandEvidence = lazySchema(() =>
  z.strictObject({
    kind: z.literal('command'),
    command: z.string().min(1),
    exitCode: z.number().int(),
    output: z.string().optional(),
    /**
     * `integration` marks an end-to-end run (L3); unset or `unit` is a local run
     * (L2).
     */
    scope: z.enum(['unit', 'integration']).optional(),
    /**
     * What the run proves for its track: fix needs repro + regression, refactor
     * behaviour-unchanged.
     */
    purpose: z.enum(['repro', 'regression', 'behaviour-unchanged']).optional(),
    /** Acceptance criteria this run covers, e.g. ["AC1"]. */
    covers: z.array(z.string().min(1)).optional(),
  }),
);
export type CommandEvidence = z.infer<typeof CommandEvidence>;

export const CitationEvidence = lazySchema(() =>
  z.strictObject({
    kind: z.literal('citation'),
    /** `path:line`, a URL, or a document reference. */
    ref: z.string().min(1),
  }),
);
export type CitationEvidence = z.infer<typeof CitationEvidence>;

export const ClaimEvidence = lazySchema(() =>
  z.strictObject({
    kind: z.literal('claim'),
    text: z.string(),
  }),
);
export type ClaimEvidence = z.infer<typeof ClaimEvidence>;

export const EvidenceItem = lazySchema(() =>
  z.discriminatedUnion('kind', [
    CommandEvidence,
    CitationEvidence,
    ClaimEvidence,
  ]),
);
export type EvidenceItem = z.infer<typeof EvidenceItem>;

/** Where a piece of evidence came from (seed 004 EvidenceSourceTrust). The first three are strong local
 *  evidence; user-provided and external-system ship with residual risk;
 *  manual-note never turns green alone. */
export const EvidenceSourceTrust = lazySchema(() =>
  z.enum([
    'local-command',
    'project-metadata',
    'project-source',
    'user-provided',
    'external-system',
    'manual-note',
  ]),
);
export type EvidenceSourceTrust = z.infer<typeof EvidenceSourceTrust>;

/**
 * What a test run's own summary reported (policies/evidence/test-summary.ts),
 * read when the run was recorded.
 */
export const EvidenceTestCounts = lazySchema(() =>
  z.strictObject({
    runner: z.string().min(1),
    passed: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
    skipped: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
);
export type EvidenceTestCounts = z.infer<typeof EvidenceTestCounts>;

export const EvidenceRecord = lazySchema(() =>
  z.strictObject({
    id: z.string().min(1),
    path: z.string(),
    kind: z.enum([
      'sdk-signature',
      'metadata',
      'tdd-red',
      'tdd-green',
      'verify',
      'evaluation',
      'manual',
    ]),
    sourceTrust: EvidenceSourceTrust,
    producerTraceId: z.string().min(1),
    command: z.string().optional(),
    exitCode: z.number().int().optional(),
    sourceRefs: z.array(z.string()),
    createdAt: z.iso.datetime({ offset: true }),
    /**
     * The Claude Code session and tool call that produced it, when a hook
     * recorded it.
     */
    sessionId: z.string().optional(),
    toolUseId: z.string().optional(),
    /** The last lines of the command's output, redacted. */
    outputTail: z.string().optional(),
    /**
     * The test counts the run's summary reported; absent when its output held
     * none (or was not read).
     */
    tests: EvidenceTestCounts.optional(),
    /**
     * The workspace the command ran in (absolute) and the shell's directory
     * relative to it (`.` for its root), as the hook saw them.
     */
    workspace: z.string().optional(),
    cwd: z.string().optional(),
  }),
);
export type EvidenceRecord = z.infer<typeof EvidenceRecord>;
