// throttleMachine and createThrottle — one rule's memory across prompts (seed
// 003 §5, DESIGN §4): idle, cooling down (5 minutes from the timestamp of the
// hint shown), muted; three `continue` choices in a row lower warn to info
// Pos: machines, pure: no timers and no clock — every time is an event's `ts`;
// the runtime (src/throttle) holds one per rule and persists it
import { assign, createActor, setup } from 'xstate';
import {
  cooldownOver,
  effectiveSeverity,
  stillCooling,
} from '../policies/throttle/cooldown.js';
import { configDefaults, cooldownMsOf } from '../policies/vocabulary/config.js';
import type {
  HitSeverity,
  RuleActionKind,
} from '../policies/vocabulary/throttle.js';

export interface ThrottleInput {
  ruleId: string;
  /** §5.2: 5 minutes. */
  cooldownMs?: number;
  /** §5.2: 3 continue choices in a row. */
  continuesToInfo?: number;
  /** Restoring a persisted rule: its last shown hint and continue streak. */
  lastShownAt?: number | null;
  continueStreak?: number;
}

/**
 * What became of the last HIT: shown (with the severity it was shown at) or
 * held back, and why.
 */
export interface ThrottleOutcome {
  ts: number;
  shown: boolean;
  reason: 'shown' | 'cooling-down' | 'muted';
  severity: HitSeverity;
}

export interface ThrottleContext {
  ruleId: string;
  cooldownMs: number;
  continuesToInfo: number;
  lastShownAt: number | null;
  continueStreak: number;
  outcome: ThrottleOutcome | null;
}

export type ThrottleEvent =
  /** The rule matched a prompt at `ts` (the engine's hit, before cooldown). */
  | { type: 'HIT'; ts: number; severity: HitSeverity }
  /** Time has passed: lets a finished cooldown end even when the rule does not match. */
  | { type: 'CLOCK'; ts: number }
  /** The user's choice on this rule's last shown hint. */
  | { type: 'CHOICE'; ts: number; choice: RuleActionKind }
  | { type: 'MUTE'; ts: number }
  | { type: 'UNMUTE'; ts: number };

const tsOf = (event: ThrottleEvent) => event.ts;

export function throttleContext(input: ThrottleInput): ThrottleContext {
  return {
    ruleId: input.ruleId,
    // What the input leaves out is the `throttle` section's default (§5.2: 5
    // minutes, 3 continues), read from the schema
    // (policies/vocabulary/config.ts), never a literal here.
    cooldownMs: input.cooldownMs ?? cooldownMsOf(configDefaults().throttle),
    continuesToInfo:
      input.continuesToInfo ?? configDefaults().throttle.continuesToInfo,
    lastShownAt: input.lastShownAt ?? null,
    continueStreak: input.continueStreak ?? 0,
    outcome: null,
  };
}

export const throttleMachine = setup({
  types: {
    context: {} as ThrottleContext,
    events: {} as ThrottleEvent,
    input: {} as ThrottleInput,
  },
  guards: {
    cooldownOver: ({ context, event }) =>
      cooldownOver(context.lastShownAt, tsOf(event), context.cooldownMs),
    stillCooling: ({ context, event }) =>
      stillCooling(context.lastShownAt, tsOf(event), context.cooldownMs),
    choseMute: ({ event }) =>
      event.type === 'CHOICE' && event.choice === 'mute_rule',
    choseContinue: ({ event }) =>
      event.type === 'CHOICE' && event.choice === 'continue',
  },
  actions: {
    show: assign(({ context, event }) => {
      const severity =
        event.type === 'HIT'
          ? effectiveSeverity(
              event.severity,
              context.continueStreak,
              context.continuesToInfo,
            )
          : 'info';
      return {
        lastShownAt: event.ts,
        outcome: {
          ts: event.ts,
          shown: true,
          reason: 'shown',
          severity,
        } as ThrottleOutcome,
      };
    }),
    holdBackCooling: assign(({ event }) => ({
      outcome: {
        ts: event.ts,
        shown: false,
        reason: 'cooling-down',
        severity: event.type === 'HIT' ? event.severity : 'info',
      } as ThrottleOutcome,
    })),
    holdBackMuted: assign(({ event }) => ({
      outcome: {
        ts: event.ts,
        shown: false,
        reason: 'muted',
        severity: event.type === 'HIT' ? event.severity : 'info',
      } as ThrottleOutcome,
    })),
    countContinue: assign(({ context }) => ({
      continueStreak: context.continueStreak + 1,
    })),
    resetStreak: assign({ continueStreak: 0 }),
  },
}).createMachine({
  id: 'throttle',
  context: ({ input }) => throttleContext(input),
  initial: 'active',
  states: {
    active: {
      initial: 'idle',
      on: {
        MUTE: { target: 'muted' },
        CHOICE: [
          { guard: 'choseMute', target: 'muted' },
          { guard: 'choseContinue', actions: 'countContinue' },
          { actions: 'resetStreak' },
        ],
      },
      states: {
        idle: {
          on: { HIT: { target: 'coolingDown', actions: 'show' } },
        },
        coolingDown: {
          on: {
            CLOCK: { guard: 'cooldownOver', target: 'idle' },
            HIT: [
              {
                guard: 'cooldownOver',
                target: 'coolingDown',
                reenter: true,
                actions: 'show',
              },
              { actions: 'holdBackCooling' },
            ],
          },
        },
      },
    },
    muted: {
      on: {
        HIT: { actions: 'holdBackMuted' },
        UNMUTE: [
          {
            guard: 'stillCooling',
            target: 'active.coolingDown',
            actions: 'resetStreak',
          },
          { target: 'active.idle', actions: 'resetStreak' },
        ],
      },
    },
  },
});

export type ThrottleStateName = 'idle' | 'coolingDown' | 'muted';

/**
 * The flat name of a throttle snapshot's state, as the state file stores it.
 */
export function throttleStateName(value: unknown): ThrottleStateName {
  if (value === 'muted') return 'muted';
  return (value as { active?: string })?.active === 'coolingDown'
    ? 'coolingDown'
    : 'idle';
}

/**
 * A rule's actor, fresh or restored to `state` (the runtime's persisted form:
 * state name plus the two numbers).
 */
export function createThrottle(
  input: ThrottleInput,
  state: ThrottleStateName = 'idle',
) {
  if (state === 'idle') return createActor(throttleMachine, { input });
  const value = state === 'muted' ? 'muted' : { active: 'coolingDown' };
  return createActor(throttleMachine, {
    input,
    snapshot: throttleMachine.resolveState({
      value,
      context: throttleContext(input),
    }),
  });
}
