// Verdict, EvidenceLevel, GateName — the words of seed 001's pipeline
// Pos: policies/vocabulary, shared words; the judges in
// policies/pipeline/jie|ding|hui produce these, machines route on them
import * as z from 'zod';
import { lazySchema } from './lazy-schema.js';

/** A gate's answer (seed 001 状态定义). */
export const Verdict = lazySchema(() =>
  z.enum(['PASS', 'REJECT', 'RETRY', 'SKIP', 'FEEDBACK']),
);
export type Verdict = z.infer<typeof Verdict>;

/**
 * Evidence strength (seed 001 定关): L0 speculation, L1 citations, L2 local
 * command, L3 integration.
 */
export const EvidenceLevel = lazySchema(() => z.enum(['L0', 'L1', 'L2', 'L3']));
export type EvidenceLevel = z.infer<typeof EvidenceLevel>;

export const evidenceLevelRank: Record<EvidenceLevel, number> = {
  L0: 0,
  L1: 1,
  L2: 2,
  L3: 3,
};

/** The four gates: 戒 rules, 定 reproduction, 慧 reflection, 识 storage. */
export const GateName = lazySchema(() => z.enum(['jie', 'ding', 'hui', 'shi']));
export type GateName = z.infer<typeof GateName>;
