// runGate(checkpoint, context, options) → GateDecision — every policy of the
// checkpoint run and merged (seed 004); decisionVerb(decision), the verb
// policies/gate/decision.ts gives one decision
// Pos: src/harness/gate, the GateRunner: orchestrates policies and holds no
// rule. Which findings block, which an Authorization lifts and what a throwing
// policy means are policies/gate/decision.ts's
import { randomUUID } from 'node:crypto';
import type { Verb } from '../../../policies/gate/decision.js';
import {
  liftable,
  policyFailed,
  verdictOf,
} from '../../../policies/gate/decision.js';
import type {
  GateContext,
  GateInput,
} from '../../../policies/gate/gate-context.js';
import type { Checkpoint } from '../../../policies/vocabulary/checkpoint.js';
import type { Finding } from '../../../policies/vocabulary/finding.js';
import type {
  Authorization,
  GateDecision,
} from '../../../policies/vocabulary/gate.js';
import { authorizes } from './authorization.js';
import type { PolicyRegistry } from './registry.js';

export interface RunGateOptions {
  registry: PolicyRegistry;
  authorizations?: readonly Authorization[];
  /** The instant authorizations are checked against; defaults to now. */
  now?: Date;
  /** Fixed ids for replay and tests; a fresh UUID otherwise. */
  traceId?: string;
}

export function runGate<C extends Checkpoint>(
  checkpoint: C,
  context: GateInput<C>,
  options: RunGateOptions,
): GateDecision {
  const ctx = { ...context, checkpoint } as GateContext<C>;
  const findings: Finding[] = [];
  const policies = options.registry.at(checkpoint);
  for (let i = 0; i < policies.length; i++) {
    const policy = policies[i] as (typeof policies)[number];
    try {
      const found = policy.evaluate(ctx);
      for (let j = 0; j < found.length; j++) findings.push(found[j] as Finding);
    } catch (error) {
      findings.push(
        policyFailed(
          policy.id,
          checkpoint,
          error instanceof Error ? error.message : String(error),
        ),
      );
    }
  }
  // Ids must be unique within a decision: an authorization lifts findings by
  // id.
  if (findings.length > 1) {
    const seen = new Map<string, number>();
    findings.forEach((f, i) => {
      const n = seen.get(f.id) ?? 0;
      seen.set(f.id, n + 1);
      if (n > 0) findings[i] = { ...f, id: `${f.id}#${n + 1}` };
    });
  }
  const grants = options.authorizations ?? [];
  const now = grants.length > 0 ? (options.now ?? new Date()) : undefined;
  const authorized = now
    ? findings
        .filter((f) => liftable(f) && grants.some((a) => authorizes(a, f, now)))
        .map((f) => f.id)
    : [];
  const allowed = verdictOf([{ findings, authorized }]).verb === 'allow';
  return {
    allowed,
    checkpoint,
    findings,
    traceId: options.traceId ?? randomUUID(),
    authorized,
  };
}

/**
 * The strongest thing a decision asks of the host: deny (hard), ask
 * (unauthorized soft), or allow (policies/gate/decision.ts).
 */
export function decisionVerb(decision: GateDecision): Verb {
  return verdictOf([decision]).verb;
}
