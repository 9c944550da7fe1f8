// Input: xstate (createActor), machines/stop-guard.machine, ./machine-fingerprint, ./run-store (PersistedActor)
// Output: stepStopGuard — restore a persisted stop guard (or start one), apply one event, return its state and the new snapshot
// Pos: src/actors, the glue that lets a pure machine live across hook processes; a snapshot of another machine shape starts fresh
import { createActor } from 'xstate';
import type { StopGuardContext, StopGuardEvent } from '../../machines/stop-guard.machine.js';
import { stopGuardMachine } from '../../machines/stop-guard.machine.js';
import { machineFingerprint } from './machine-fingerprint.js';
import type { PersistedActor } from './run-store.js';

const FINGERPRINT = machineFingerprint(stopGuardMachine);

export interface GuardStep {
  state: 'idle' | 'allowed' | 'blocked' | 'released';
  context: StopGuardContext;
  persisted: PersistedActor;
}

export function stepStopGuard(persisted: PersistedActor | undefined, limit: number, event: StopGuardEvent): GuardStep {
  const usable = persisted && persisted.fingerprint === FINGERPRINT ? persisted.snapshot : undefined;
  const actor = createActor(stopGuardMachine, usable ? { snapshot: usable as never, input: { limit } } : { input: { limit } });
  let failure: unknown;
  actor.subscribe({ error: (error) => (failure = error) });
  actor.start();
  if (failure !== undefined || actor.getSnapshot().status === 'error') {
    actor.stop();
    return stepStopGuard(undefined, limit, event);
  }
  actor.send(event);
  const snapshot = actor.getSnapshot();
  const result: GuardStep = {
    state: snapshot.value as GuardStep['state'],
    context: snapshot.context,
    persisted: { fingerprint: FINGERPRINT, snapshot: actor.getPersistedSnapshot() as unknown as Record<string, unknown> },
  };
  actor.stop();
  return result;
}
