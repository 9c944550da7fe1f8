// LoopEffects (gate, evaluate, ship gate, clock) and the three steps every host
// drives: proposeStep (PROPOSE then GATED), observeStep (OBSERVED then
// evaluation and ship gate), claimStep (CLAIM_DONE then the same)
// Pos: src/harness/loop, the order of events one reason → … → evaluate round
// sends; what the gate, the evaluator and the ship gate are is the caller's
// (library runtime, Claude Code hooks)
import type { LoopContext } from '../../../machines/loop.context.js';
import { checkpointsFor } from '../../../policies/harness/loop/action-checkpoints.js';
import type {
  ActionPlan,
  Evaluation,
  Observation,
} from '../../../policies/vocabulary/action.js';
import type { Checkpoint } from '../../../policies/vocabulary/checkpoint.js';
import type { GateDecision } from '../../../policies/vocabulary/gate.js';
import type { LoopSession } from './loop-session.js';

export interface LoopEffects {
  /**
   * Runs the GateRunner for the plan at its checkpoint (and records the
   * decisions).
   */
  gate(plan: ActionPlan, checkpoint: Checkpoint): GateDecision[];
  /** The isolated evaluator over the loop's candidate. */
  evaluate(context: LoopContext): Evaluation;
  /** The gate of the move to ship. */
  shipGate(context: LoopContext): GateDecision;
  /** ms since the epoch. */
  now(): number;
}

export interface ProposeOptions {
  rationale?: string;
  /**
   * Decisions a host already took (Claude Code's PreToolUse); without them the
   * effects' gate runs.
   */
  decisions?: GateDecision[];
  /** The host asks the user about soft-denies itself (Claude Code's "ask"). */
  hostAsks?: boolean;
}

const WAITING = new Set(['reason', 'repair']);

/**
 * Proposes the plan and, when the loop reaches its gate, gates it. Returns the
 * decisions it was gated with.
 */
export function proposeStep(
  session: LoopSession,
  plan: ActionPlan,
  effects: LoopEffects,
  options: ProposeOptions = {},
): GateDecision[] {
  if (!WAITING.has(session.state))
    throw new Error(
      `loop ${session.context.runId}: a proposal in state ${session.state} (expected reason or repair)`,
    );
  session.send({
    type: 'PROPOSE',
    plan,
    ...(options.rationale ? { rationale: options.rationale } : {}),
    at: effects.now(),
  });
  if (session.state !== 'gate') return [];
  const decisions =
    options.decisions ??
    effects.gate(plan, checkpointsFor(plan)[0] as Checkpoint);
  session.send({
    type: 'GATED',
    decisions,
    ...(options.hostAsks ? { hostAsks: true } : {}),
    at: effects.now(),
  });
  return decisions;
}

/**
 * Sends the evaluation and the ship decision the loop asks for next, if it
 * asks.
 */
export function settle(session: LoopSession, effects: LoopEffects): void {
  if (session.state === 'evaluate')
    session.send({
      type: 'EVALUATED',
      evaluation: effects.evaluate(session.context),
      at: effects.now(),
    });
  if (session.state === 'ship')
    session.send({
      type: 'SHIP_GATED',
      decision: effects.shipGate(session.context),
      at: effects.now(),
    });
}

export function observeStep(
  session: LoopSession,
  observation: Observation,
  effects: LoopEffects,
): void {
  if (session.state !== 'act')
    throw new Error(
      `loop ${session.context.runId}: an observation in state ${session.state} (expected act)`,
    );
  session.send({ type: 'OBSERVED', observation, at: effects.now() });
  settle(session, effects);
}

/**
 * The generator says it is done: only the evaluator and the ship gate decide
 * whether it is.
 */
export function claimStep(
  session: LoopSession,
  text: string,
  effects: LoopEffects,
): void {
  if (!WAITING.has(session.state)) return;
  session.send({ type: 'CLAIM_DONE', text, at: effects.now() });
  settle(session, effects);
}
