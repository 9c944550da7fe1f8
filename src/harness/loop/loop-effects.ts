// evaluatorFor(evidence) — the isolated evaluator over the loop's candidate
// plus the stored evidence — and shipGateFor(…) — the pre-phase-transition gate
// to ship with the ship readiness as its facts
// Pos: src/harness/loop, the two effects every host shares; the evaluator reads
// the store and the candidate only, never the generator's words
import { randomUUID } from 'node:crypto';
import type { LoopContext } from '../../../machines/loop.context.js';
import { evaluatorCandidate } from '../../../machines/loop.context.js';
import { shipReadiness } from '../../../policies/evidence/ship-readiness.js';
import type { GateInput } from '../../../policies/gate/gate-context.js';
import {
  buildEvaluatorInput,
  evaluateCandidate,
} from '../../../policies/harness/loop/evaluator.js';
import type { Evaluation } from '../../../policies/vocabulary/action.js';
import type { GateDecision } from '../../../policies/vocabulary/gate.js';
import type { ActiveRun } from '../../../policies/vocabulary/run.js';
import type { EvidenceStore } from '../evidence/evidence-store.js';
import type { PolicyRegistry } from '../gate/registry.js';
import { runGate } from '../gate/run-gate.js';

export function evaluatorFor(
  evidence: Pick<EvidenceStore, 'list'>,
  traceId: () => string = randomUUID,
): (context: LoopContext) => Evaluation {
  return (context) =>
    evaluateCandidate(
      buildEvaluatorInput({
        ...evaluatorCandidate(context),
        evidence: evidence.list().records,
      }),
      traceId(),
    );
}

export interface ShipGateDeps {
  registry: PolicyRegistry;
  evidence: Pick<EvidenceStore, 'list'>;
  where: { cwd: string; workspace: string; home: string };
  run?: ActiveRun;
  now: () => Date;
  /** Called with every decision, to record it. */
  record?: (decision: GateDecision, context: GateInput) => void;
}

export function shipGateFor(
  deps: ShipGateDeps,
): (context: LoopContext) => GateDecision {
  return (context) => {
    const ship =
      context.promise && context.promiseSince
        ? shipReadiness({
            promise: context.promise,
            since: context.promiseSince,
            records: deps.evidence.list().records,
            mode: context.plan.mode,
            riskSignals: context.plan.riskSignals,
          })
        : undefined;
    const gate: GateInput<'pre-phase-transition'> = {
      ...deps.where,
      ...(deps.run ? { run: deps.run } : {}),
      phaseTarget: 'ship',
      facts: {
        ...(ship ? { ship } : {}),
        ...(context.promise ? { promise: context.promise } : {}),
      },
    };
    const decision = runGate('pre-phase-transition', gate, {
      registry: deps.registry,
      now: deps.now(),
    });
    deps.record?.(decision, gate);
    return decision;
  };
}
