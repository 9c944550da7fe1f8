// loopMachine and createLoop — seed 004's LoopKernel: reason → gate → act →
// observe → update → evaluate → repair | stop | ship, with the six stop reasons
// as final states carrying what would let the loop continue
// Pos: machines, the loop's states and routes only: every action is an
// ActionPlan that passed a GateDecision (the runtime runs the gate and sends
// GATED); state changes only through events and loopReducer; no I/O, no clock,
// no shell
import { assign, createActor, setup } from 'xstate';
import { blocksAdvance } from '../policies/gate/advance.js';
import { checkpointsFor } from '../policies/harness/loop/action-checkpoints.js';
import {
  costOf,
  overrun,
  wouldExceed,
} from '../policies/harness/loop/budget.js';
import { refusalOf } from '../policies/harness/loop/stop-class.js';
import type { StopClass } from '../policies/harness/loop/stop-class.js';
import { detectStuck } from '../policies/harness/loop/stuck-detector.js';
import {
  abortHit,
  describeTest,
} from '../policies/harness/loop/stop-conditions.js';
import { gateFinding } from '../policies/gate/define-policy.js';
import type { StopReason } from '../policies/vocabulary/loop.js';
import type {
  LoopContext,
  LoopEvent,
  LoopInput,
  LoopOutput,
} from './loop.context.js';
import {
  conditionFacts,
  initialLoopContext,
  loopOutput,
} from './loop.context.js';
import { loopReducer } from './loop.reducer.js';

type Ev = LoopEvent;
const at = (e: Ev) => e.at;
const refusal = (c: LoopContext, e: Ev) =>
  e.type === 'GATED'
    ? refusalOf(e.decisions, e.hostAsks === true)
    : e.type === 'SHIP_GATED'
      ? refusalOf([e.decision], false)
      : null;
const refusedAs =
  (cls: StopClass) =>
  ({ context, event }: { context: LoopContext; event: Ev }) =>
    refusal(context, event)?.cls === cls;
const stuckOf = (c: LoopContext) =>
  detectStuck({
    observations: c.observations,
    proposals: c.proposals,
    questions: c.questions,
    threshold: c.stuck.threshold,
    window: c.stuck.window,
  });
const abortOf = (c: LoopContext) => abortHit(c.promise, conditionFacts(c));
/** The finding an abortWhen stop carries: which condition held. */
const abortFinding = (c: LoopContext) => {
  const hit = abortOf(c);
  const what = hit
    ? `${hit.condition.description}${hit.condition.when ? ` (${describeTest(hit.condition.when)})` : ''}`
    : 'an abort condition';
  return gateFinding(
    'promise.abort-when',
    hit?.condition.when?.kind ?? 'promise',
    'evidence-required',
    `the promise's abortWhen condition holds: ${what}`,
    {
      kind: 'ask-user',
      detail:
        'the user decides how to go on: revise the promise (wukong promise set) or resume with guidance',
    },
  );
};
const lastObservation = (c: LoopContext) =>
  c.observations[c.observations.length - 1];
/**
 * The decisions name a checkpoint the plan's kind may pass through; anything
 * else is an action nobody gated.
 */
const ungated = (c: LoopContext, e: Ev) => {
  if (e.type !== 'GATED' || !c.current) return true;
  const allowed = checkpointsFor(c.current.plan);
  return (
    e.decisions.length === 0 ||
    e.decisions.some((d) => !allowed.includes(d.checkpoint))
  );
};
const UNGATED = gateFinding(
  'loop.ungated',
  'action',
  'hard-deny',
  'an action arrived without a GateDecision for its checkpoint; every action must pass a gate',
  { kind: 'stop', detail: 'gate the action at its checkpoint before acting' },
);

/**
 * reason and repair take the same two events the same way; repair differs only
 * in the findings its context carries.
 */
const proposing = {
  PROPOSE: [
    {
      guard: 'proposalExceedsBudget',
      target: 'budgetExhausted',
      actions: 'stopBudget',
    },
    { target: 'gate', actions: ['tick', 'propose'] },
  ],
  CLAIM_DONE: [
    {
      guard: 'proposalExceedsBudget',
      target: 'budgetExhausted',
      actions: 'stopBudget',
    },
    { target: 'evaluate', actions: ['tick', 'claim'] },
  ],
} as const;

export const loopMachine = setup({
  types: {
    context: {} as LoopContext,
    events: {} as LoopEvent,
    input: {} as LoopInput,
    output: {} as LoopOutput,
  },
  guards: {
    clockRunOut: ({ context, event }) =>
      at(event) - context.startedAt > context.budget.maxWallClockMs,
    proposalExceedsBudget: ({ context, event }) => {
      const after = loopReducer(context, { kind: 'tick', at: at(event) });
      return (
        wouldExceed(
          after.usage,
          after.budget,
          costOf(event.type === 'PROPOSE' ? event.plan : undefined),
        ) !== null
      );
    },
    ungated: ({ context, event }) => ungated(context, event),
    refusedScopeDrift: refusedAs('scope-drift'),
    refusedUnsafe: refusedAs('unsafe'),
    refusedBlocked: refusedAs('blocked'),
    refusedRepairable: refusedAs('repair'),
    stuckDetected: ({ context }) => stuckOf(context) !== null,
    abortAs: ({ context }, params: { reason: StopReason }) =>
      abortOf(context)?.reason === params.reason,
    budgetOverrun: ({ context }) =>
      overrun(context.usage, context.budget) !== null,
    questionUnanswered: ({ context }) =>
      context.current?.plan.kind === 'ask' &&
      lastObservation(context)?.outcome === 'asked',
    lastWasDenied: ({ context }) =>
      lastObservation(context)?.outcome === 'denied',
    verdictShip: ({ event }) =>
      event.type === 'EVALUATED' && event.evaluation.verdict === 'ship',
    verdictRepair: ({ event }) =>
      event.type === 'EVALUATED' && event.evaluation.verdict === 'repair',
    shipAllowed: ({ event }) =>
      event.type === 'SHIP_GATED' && !blocksAdvance(event.decision),
    shipUnsafe: refusedAs('unsafe'),
    shipScopeDrift: refusedAs('scope-drift'),
    shipNeedsUser: ({ context, event }) =>
      event.type === 'SHIP_GATED' &&
      (refusal(context, event)?.cls === 'blocked' ||
        event.decision.findings.some(
          (f) =>
            f.severity === 'evidence-required' &&
            f.nextAction.kind === 'ask-user',
        )),
  },
  actions: {
    tick: assign(({ context, event }) =>
      loopReducer(context, { kind: 'tick', at: at(event) }),
    ),
    propose: assign(({ context, event }) =>
      event.type === 'PROPOSE'
        ? loopReducer(context, {
            kind: 'propose',
            plan: event.plan,
            ...(event.rationale ? { rationale: event.rationale } : {}),
          })
        : context,
    ),
    claim: assign(({ context, event }) =>
      event.type === 'CLAIM_DONE'
        ? loopReducer(context, { kind: 'claim', text: event.text })
        : context,
    ),
    decide: assign(({ context, event }) =>
      event.type === 'GATED'
        ? loopReducer(context, { kind: 'decide', decisions: event.decisions })
        : context,
    ),
    charge: assign(({ context }) => loopReducer(context, { kind: 'charge' })),
    deny: assign(({ context, event }) =>
      loopReducer(context, {
        kind: 'deny',
        findings: refusal(context, event)?.findings ?? [],
      }),
    ),
    observe: assign(({ context, event }) =>
      event.type === 'OBSERVED'
        ? loopReducer(context, {
            kind: 'observe',
            observation: event.observation,
          })
        : context,
    ),
    evaluate: assign(({ context, event }) =>
      event.type === 'EVALUATED'
        ? loopReducer(context, {
            kind: 'evaluate',
            evaluation: event.evaluation,
          })
        : context,
    ),
    shipRefused: assign(({ context, event }) =>
      event.type === 'SHIP_GATED'
        ? loopReducer(context, {
            kind: 'ship-refused',
            decision: event.decision,
          })
        : context,
    ),
    stopRefused: assign(({ context, event }, params: { reason: StopReason }) =>
      loopReducer(context, {
        kind: 'stop',
        reason: params.reason,
        findings: refusal(context, event)?.findings ?? [],
      }),
    ),
    stopUngated: assign(({ context }) =>
      loopReducer(context, {
        kind: 'stop',
        reason: 'unsafe',
        findings: [UNGATED],
      }),
    ),
    stopBudget: assign(({ context, event }) => {
      const ticked = loopReducer(context, { kind: 'tick', at: at(event) });
      const exhausted =
        overrun(ticked.usage, ticked.budget) ??
        wouldExceed(
          ticked.usage,
          ticked.budget,
          costOf(event.type === 'PROPOSE' ? event.plan : undefined),
        );
      return loopReducer(ticked, {
        kind: 'stop',
        reason: 'budget-exhausted',
        exhausted,
      });
    }),
    stopAbort: assign(({ context }, params: { reason: StopReason }) =>
      loopReducer(context, {
        kind: 'stop',
        reason: params.reason,
        findings: [abortFinding(context)],
      }),
    ),
    stopStuck: assign(({ context }) =>
      loopReducer(context, {
        kind: 'stop',
        reason: 'stuck',
        stuck: stuckOf(context),
      }),
    ),
    stopQuestion: assign(({ context }) => {
      const plan = context.current?.plan;
      return loopReducer(context, {
        kind: 'stop',
        reason: 'blocked',
        ...(plan?.kind === 'ask' ? { question: plan.question } : {}),
      });
    }),
    stopShip: assign(({ context, event }, params: { reason: StopReason }) => {
      if (event.type !== 'SHIP_GATED') return context;
      const decided = loopReducer(context, {
        kind: 'decide',
        decisions: [event.decision],
      });
      const warnings = event.decision.findings
        .filter(
          (f) => f.severity === 'warning' && f.policy === 'ship-readiness',
        )
        .map((f) => f.message.replace(/^residual risk at ship: /, ''));
      const blocking = event.decision.findings.filter(
        (f) => f.severity !== 'warning',
      );
      return loopReducer(decided, {
        kind: 'stop',
        reason: params.reason,
        findings: blocking,
        residualRisk: warnings,
      });
    }),
  },
}).createMachine({
  id: 'loop',
  context: ({ input }) => initialLoopContext(input),
  initial: 'reason',
  output: ({ context }) => loopOutput(context),
  states: {
    /**
     * The generator proposes the next ActionPlan, or claims it is done (a claim
     * only asks the evaluator).
     */
    reason: {
      on: proposing,
    },
    /**
     * As reason, with the findings the next proposal must address (a refused
     * action, a failing check).
     */
    repair: {
      on: proposing,
    },
    /**
     * The runtime runs the GateRunner at the plan's checkpoint and answers
     * GATED.
     */
    gate: {
      on: {
        GATED: [
          {
            guard: 'clockRunOut',
            target: 'budgetExhausted',
            actions: 'stopBudget',
          },
          {
            guard: 'ungated',
            target: 'unsafe',
            actions: ['tick', 'stopUngated'],
          },
          {
            guard: 'refusedUnsafe',
            target: 'unsafe',
            actions: [
              'tick',
              'decide',
              { type: 'stopRefused', params: { reason: 'unsafe' } },
            ],
          },
          {
            guard: 'refusedScopeDrift',
            target: 'scopeDrift',
            actions: [
              'tick',
              'decide',
              { type: 'stopRefused', params: { reason: 'scope-drift' } },
            ],
          },
          {
            guard: 'refusedBlocked',
            target: 'blocked',
            actions: [
              'tick',
              'decide',
              { type: 'stopRefused', params: { reason: 'blocked' } },
            ],
          },
          {
            guard: 'refusedRepairable',
            target: 'update',
            actions: ['tick', 'decide', 'deny'],
          },
          { target: 'act', actions: ['tick', 'decide', 'charge'] },
        ],
      },
    },
    /**
     * The runtime performs the action (only this one, exactly as gated) and
     * answers OBSERVED.
     */
    act: {
      on: {
        OBSERVED: [
          {
            guard: 'clockRunOut',
            target: 'budgetExhausted',
            actions: ['observe', 'stopBudget'],
          },
          { target: 'update', actions: ['tick', 'observe'] },
        ],
      },
    },
    /**
     * The reducer has applied the observation; the stuck detector and the
     * budgets look at the result.
     */
    update: {
      always: [
        {
          guard: 'budgetOverrun',
          target: 'budgetExhausted',
          actions: 'stopBudget',
        },
        // The promise's abortWhen, in its own reason (never done).
        ...(
          [
            ['unsafe', 'unsafe'],
            ['scope-drift', 'scopeDrift'],
            ['blocked', 'blocked'],
            ['stuck', 'stuck'],
          ] as const
        ).map(([reason, target]) => ({
          guard: { type: 'abortAs' as const, params: { reason } },
          target,
          actions: { type: 'stopAbort' as const, params: { reason } },
        })),
        { guard: 'stuckDetected', target: 'stuck', actions: 'stopStuck' },
        {
          guard: 'questionUnanswered',
          target: 'blocked',
          actions: 'stopQuestion',
        },
        { guard: 'lastWasDenied', target: 'repair' },
        { target: 'evaluate' },
      ],
    },
    /**
     * The isolated evaluator judges the candidate (diff, promise, plan,
     * evidence, command output) and answers EVALUATED.
     */
    evaluate: {
      on: {
        EVALUATED: [
          {
            guard: 'clockRunOut',
            target: 'budgetExhausted',
            actions: 'stopBudget',
          },
          {
            guard: 'verdictShip',
            target: 'ship',
            actions: ['tick', 'evaluate'],
          },
          {
            guard: 'verdictRepair',
            target: 'repair',
            actions: ['tick', 'evaluate'],
          },
          { target: 'reason', actions: ['tick', 'evaluate'] },
        ],
      },
    },
    /**
     * The ship gate (pre-phase-transition to ship) decides; a refusal is
     * classed like any other (stop-class.ts), evidence still required sends the
     * loop back to repair.
     */
    ship: {
      on: {
        SHIP_GATED: [
          {
            guard: 'clockRunOut',
            target: 'budgetExhausted',
            actions: 'stopBudget',
          },
          {
            guard: 'shipAllowed',
            target: 'done',
            actions: ['tick', { type: 'stopShip', params: { reason: 'done' } }],
          },
          {
            guard: 'shipUnsafe',
            target: 'unsafe',
            actions: [
              'tick',
              { type: 'stopShip', params: { reason: 'unsafe' } },
            ],
          },
          {
            guard: 'shipScopeDrift',
            target: 'scopeDrift',
            actions: [
              'tick',
              { type: 'stopShip', params: { reason: 'scope-drift' } },
            ],
          },
          {
            guard: 'shipNeedsUser',
            target: 'blocked',
            actions: [
              'tick',
              { type: 'stopShip', params: { reason: 'blocked' } },
            ],
          },
          { target: 'repair', actions: ['tick', 'shipRefused'] },
        ],
      },
    },
    done: { type: 'final' },
    blocked: { type: 'final' },
    budgetExhausted: { type: 'final' },
    stuck: { type: 'final' },
    unsafe: { type: 'final' },
    scopeDrift: { type: 'final' },
  },
});

/** The machine state of each stop reason. */
export const STOP_STATES: Record<StopReason, string> = {
  done: 'done',
  blocked: 'blocked',
  'budget-exhausted': 'budgetExhausted',
  stuck: 'stuck',
  unsafe: 'unsafe',
  'scope-drift': 'scopeDrift',
};

export function createLoop(input: LoopInput) {
  return createActor(loopMachine, { input });
}
