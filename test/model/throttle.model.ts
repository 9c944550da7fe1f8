// throttleInput, throttleEvents (per state: hits and clocks inside and after
// the cooldown, choices, mute, unmute) and serializeThrottle
// Pos: test/model, the model behind the generated throttle paths; times are
// derived from the snapshot's last shown hint, so a path replays exactly
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  ThrottleContext,
  ThrottleInput,
} from '../../machines/throttle.machine.js';

/**
 * Two continues lower warn to info here (three by default), so the streak state
 * space stays small.
 */
export const throttleInput: ThrottleInput = {
  ruleId: 'R001_PLAN_EXEC_REASONING',
  cooldownMs: 300_000,
  continuesToInfo: 2,
};

export function throttleEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const c = snapshot.context as ThrottleContext;
  const base = c.lastShownAt ?? 0;
  const within = base + 60_000;
  const after = base + c.cooldownMs;
  return [
    { type: 'HIT', ts: within, severity: 'warn' },
    { type: 'HIT', ts: after, severity: 'warn' },
    { type: 'CLOCK', ts: within },
    { type: 'CLOCK', ts: after },
    { type: 'CHOICE', ts: base + 1_000, choice: 'continue' },
    { type: 'CHOICE', ts: base + 1_000, choice: 'switch_model' },
    { type: 'CHOICE', ts: base + 1_000, choice: 'mute_rule' },
    { type: 'MUTE', ts: base + 1_000 },
    { type: 'UNMUTE', ts: within },
    { type: 'UNMUTE', ts: after },
  ];
}

/**
 * What guards read: the state, whether a hint was ever shown, the continue
 * streak up to the lowering point.
 */
export function serializeThrottle(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as ThrottleContext;
  return JSON.stringify({
    v: snapshot.value,
    shown: c.lastShownAt !== null,
    streak: Math.min(c.continueStreak, c.continuesToInfo),
  });
}
