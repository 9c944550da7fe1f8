// Severity (the four gate severities of seed 004) and ViolationLevel (seed
// 000's CRITICAL..LOW scale)
// Pos: policies/vocabulary, shared words; decides nothing. `allow` is
// deliberately not a severity (seed 004 问题 10)
import * as z from 'zod';
import { lazySchema } from './lazy-schema.js';

/** How strongly a finding blocks: hard-deny never lifts, soft-deny lifts with an Authorization,
 *  evidence-required blocks phase advance and ship only, warning is only
 *  logged. */
export const Severity = lazySchema(() =>
  z.enum(['hard-deny', 'soft-deny', 'evidence-required', 'warning']),
);
export type Severity = z.infer<typeof Severity>;

/**
 * Seed 000's violation scale (违规处理 table), kept beside the gate severity for
 * reports.
 */
export const ViolationLevel = lazySchema(() =>
  z.enum(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']),
);
export type ViolationLevel = z.infer<typeof ViolationLevel>;
