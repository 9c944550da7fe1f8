// blocksAdvance(decision) — whether a decision stops a phase advance or a ship:
// anything the decision does not allow, or evidence still required
// Pos: policies/gate, seed 004's severity rule for phase moves
// (evidence-required 阻断阶段推进或交付) in one line over the one decision, shared by
// the loop machine and the run registry
import type { GateDecision } from '../vocabulary/gate.js';
import { verdictOf } from './decision.js';

export const blocksAdvance = (decision: GateDecision): boolean => {
  const verdict = verdictOf([decision]);
  return (
    verdict.verb !== 'allow' ||
    verdict.notes.some((f) => f.severity === 'evidence-required')
  );
};
