// Policy<C>, definePolicy (a checked, frozen definition whose context type
// follows its checkpoints) and gateFinding (a Finding with a stable id and its
// subject)
// Pos: policies/gate, how every gate policy is written (DESIGN §7: small
// factories returning plain definitions); runs nothing
import type { Checkpoint } from '../vocabulary/checkpoint.js';
import type { Finding, NextAction } from '../vocabulary/finding.js';
import type { Severity } from '../vocabulary/severity.js';
import type { GateContext } from './gate-context.js';

export interface Policy<C extends Checkpoint = Checkpoint> {
  /**
   * Stable id, e.g. `workspace-path`; findings name it and authorizations
   * target it.
   */
  id: string;
  description: string;
  /** The checkpoints it runs at (seed 004's 13). */
  checkpoints: readonly C[];
  /**
   * Pure: the same context gives the same findings. Throwing is a failure the
   * runner turns into a hard-deny (policies/gate/decision.ts).
   */
  evaluate(context: GateContext<C>): Finding[];
}

/**
 * `checkpoints: ['pre-delegation']` types `evaluate`'s context as
 * GateContext<'pre-delegation'> (its payload is the delegation's). The
 * definition comes back as a plain Policy, the shape the registry holds:
 * runGate gives a policy only the contexts of the checkpoints it names, so
 * widening the context type here is safe.
 */
export function definePolicy<const C extends Checkpoint>(
  policy: Policy<C>,
): Policy {
  if (!/^[a-z0-9][a-z0-9.-]*$/.test(policy.id))
    throw new Error(
      `policy id ${JSON.stringify(policy.id)} must be lower-case words joined by - or .`,
    );
  if (policy.checkpoints.length === 0)
    throw new Error(`policy ${policy.id} names no checkpoint`);
  return Object.freeze({
    ...policy,
    checkpoints: Object.freeze([...policy.checkpoints]),
  }) as Policy as never;
}

/**
 * A finding of `policy` about `subject`; the id is `<policy>:<subject>` so a
 * replay yields the same ids. `message` is the English text, or say(id,
 * params) (vocabulary/messages/say.ts) so the edge can word it in the user's
 * language.
 */
export function gateFinding(
  policy: string,
  subject: string,
  severity: Severity,
  message: string | Pick<Finding, 'message' | 'said'>,
  nextAction: NextAction,
  extra: Pick<Finding, 'evidencePath' | 'sourceRefs'> = {},
): Finding {
  return {
    id: `${policy}:${subject}`,
    policy,
    subject,
    severity,
    ...(typeof message === 'string' ? { message } : message),
    nextAction,
    ...extra,
  };
}
