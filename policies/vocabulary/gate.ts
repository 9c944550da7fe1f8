// GateDecision (with the findings an Authorization lifted) and Authorization —
// the only key that lifts a soft-deny
// Pos: policies/vocabulary, shared words; merging findings into a decision is
// src/harness/gate's job, not this file's
import * as z from 'zod';
import { Checkpoint } from './checkpoint.js';
import { Finding } from './finding.js';
import { lazySchema } from './lazy-schema.js';

export const GateDecision = lazySchema(() =>
  z.strictObject({
    allowed: z.boolean(),
    checkpoint: Checkpoint,
    findings: z.array(Finding),
    traceId: z.string().min(1),
    /**
     * Ids of soft-deny findings an Authorization lifted (kept in findings, so the
     * decision explains itself).
     */
    authorized: z.array(z.string()).default([]),
  }),
);
export type GateDecision = z.infer<typeof GateDecision>;

/** A structured user grant (seed 004 用户授权模型): lifts soft-denies of one policy in one scope
 *  until it expires. A plain "yes" is not an Authorization, and nothing lifts a
 *  hard-deny. */
export const Authorization = lazySchema(() =>
  z.strictObject({
    policy: z.string().min(1),
    /**
     * What the grant covers: a path glob, a command, or `*` for every subject of
     * the policy.
     */
    scope: z.string().min(1),
    grantedBy: z.string().min(1),
    /** ISO-8601 instant. */
    expiresAt: z.iso.datetime({ offset: true }),
  }),
);
export type Authorization = z.infer<typeof Authorization>;
