// shipReadinessPolicy — at pre-phase-transition to ship: the findings of the
// ship readiness the runtime computed (unproven criteria and missing evidence:
// evidence-required; residual risk: warning)
// Pos: policies/harness/phases, the evidence side of shipping (seed 004 done /
// EvidenceRecord rules); works with a promise alone, no run needed
import { definePolicy } from '../../gate/define-policy.js';
import type { Finding } from '../../vocabulary/finding.js';

export const shipReadinessPolicy = definePolicy({
  id: 'ship-readiness',
  description:
    'shipping needs every acceptance criterion proven (manual notes never count; user-provided and external evidence show residual risk)',
  checkpoints: ['pre-phase-transition'],
  evaluate(ctx): Finding[] {
    if (ctx.phaseTarget !== 'ship' || !ctx.facts?.ship) return [];
    return ctx.facts.ship.findings;
  },
});
