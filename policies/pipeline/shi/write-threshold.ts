// selectAnchors — the candidates that pass 识's write threshold (repeat ≥ 2,
// high impact, reusable), each with its reasons
// Pos: policies/pipeline/shi, the 识写入门槛 of seed 001 / 写入规则 of seed 002;
// deciding, not writing: the anchor store persists what this selects
import type { AnchorCandidate } from '../../vocabulary/anchor.js';

export interface StoredAnchor extends AnchorCandidate {
  /** Which thresholds it met: 'repeat>=2', 'high-impact', 'reusable'. */
  reasons: string[];
}

export function thresholdReasons(candidate: AnchorCandidate): string[] {
  const reasons: string[] = [];
  if (candidate.repeat >= 2) reasons.push('repeat>=2');
  if (candidate.highImpact) reasons.push('high-impact');
  if (candidate.reusable) reasons.push('reusable');
  return reasons;
}

export function selectAnchors(
  candidates: readonly AnchorCandidate[],
): StoredAnchor[] {
  return candidates.flatMap((c) => {
    const reasons = thresholdReasons(c);
    return reasons.length ? [{ ...c, reasons }] : [];
  });
}
