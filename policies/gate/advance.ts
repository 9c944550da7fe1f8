// Input: vocabulary (GateDecision)
// Output: blocksAdvance(decision) — whether a decision stops a phase advance or a ship: any blocking finding, or evidence still required
// Pos: policies/gate, seed 004's severity rule for phase moves (evidence-required 阻断阶段推进或交付) in one line, shared by the loop machine and the run registry
import type { GateDecision } from '../vocabulary/gate.js';

export const blocksAdvance = (decision: GateDecision): boolean => !decision.allowed || decision.findings.some((f) => f.severity === 'evidence-required');
