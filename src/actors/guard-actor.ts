// stepStopGuard — a persisted stop guard (or a fresh one) as a
// PersistedMachine, one event applied: its state, its context, the envelope to
// store, and why a stored guard was dropped
// Pos: src/actors, the stop guard's use of ./persisted-machine.ts for the Stop
// / SubagentStop / UserPromptSubmit hooks; the guard lives in the session's run
// state, so one that no longer fits starts over and the hook records why
import type {
  StopGuardContext,
  StopGuardEvent,
} from '../../machines/stop-guard.machine.js';
import { stopGuardMachine } from '../../machines/stop-guard.machine.js';
import type { PersistedEnvelope } from './persisted-machine.js';
import { PersistedMachine } from './persisted-machine.js';
import type { PersistedActor } from './run-store.js';

export interface GuardStep {
  state: 'idle' | 'allowed' | 'blocked' | 'released';
  context: StopGuardContext;
  persisted: PersistedEnvelope;
  /**
   * Why the stored guard was dropped for a fresh one (the hook records it as
   * machine.restarted); absent when none was.
   */
  restarted?: string;
}

export function stepStopGuard(
  persisted: PersistedActor | undefined,
  limit: number,
  event: StopGuardEvent,
): GuardStep {
  // A hook's session actor: restarting costs at most a block already counted;
  // refusing would fail every later Stop.
  const guard = PersistedMachine.open(stopGuardMachine, persisted, {
    onMismatch: 'restart',
    input: { limit },
    where: 'the stored stop guard',
  });
  guard.send(event);
  const snapshot = guard.snapshot;
  return {
    state: snapshot.value as GuardStep['state'],
    context: snapshot.context,
    persisted: guard.persisted(),
    ...(guard.restarted !== undefined ? { restarted: guard.restarted } : {}),
  };
}
