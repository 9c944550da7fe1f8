// Input: node:crypto (randomUUID), policies/gate (GateContext, gateFinding), ./registry, ./authorization, vocabulary
// Output: runGate(checkpoint, context, options) → GateDecision — every policy of the checkpoint run and merged (seed 004)
// Pos: src/harness/gate, the GateRunner: orchestrates policies, holds no rule. hard-deny always blocks; soft-deny blocks unless an Authorization covers it; evidence-required and warning never block the current action. A policy that throws fails closed
import { randomUUID } from 'node:crypto';
import { gateFinding } from '../../../policies/gate/define-policy.js';
import type { GateContext, GateInput } from '../../../policies/gate/gate-context.js';
import type { Checkpoint } from '../../../policies/vocabulary/checkpoint.js';
import type { Finding } from '../../../policies/vocabulary/finding.js';
import type { Authorization, GateDecision } from '../../../policies/vocabulary/gate.js';
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

export function runGate<C extends Checkpoint>(checkpoint: C, context: GateInput<C>, options: RunGateOptions): GateDecision {
  const ctx = { ...context, checkpoint } as GateContext<C>;
  const findings: Finding[] = [];
  for (const policy of options.registry.at(checkpoint)) {
    try {
      findings.push(...policy.evaluate(ctx));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      findings.push(
        gateFinding('gate.policy-failed', policy.id, 'hard-deny', `policy ${policy.id} failed at ${checkpoint} (${reason}); failing closed`, {
          kind: 'stop',
          detail: `fix or disable policy ${policy.id}; the action stays denied until it runs`,
        }),
      );
    }
  }
  // Ids must be unique within a decision: an authorization lifts findings by id.
  const seen = new Map<string, number>();
  findings.forEach((f, i) => {
    const n = seen.get(f.id) ?? 0;
    seen.set(f.id, n + 1);
    if (n > 0) findings[i] = { ...f, id: `${f.id}#${n + 1}` };
  });
  const now = options.now ?? new Date();
  const authorized = findings
    .filter((f) => f.severity === 'soft-deny' && (options.authorizations ?? []).some((a) => authorizes(a, f, now)))
    .map((f) => f.id);
  const blocking = findings.filter((f) => f.severity === 'hard-deny' || (f.severity === 'soft-deny' && !authorized.includes(f.id)));
  return { allowed: blocking.length === 0, checkpoint, findings, traceId: options.traceId ?? randomUUID(), authorized };
}

/** The strongest thing a decision asks of the host: deny (hard), ask (unauthorized soft), or allow. */
export function decisionVerb(decision: GateDecision): 'deny' | 'ask' | 'allow' {
  if (decision.findings.some((f) => f.severity === 'hard-deny')) return 'deny';
  return decision.allowed ? 'allow' : 'ask';
}
