// Input: xstate (createActor, AnyStateMachine), ./machine-fingerprint, ./run-store (PersistedActor), src/harness/loop/loop-recorder (LoopRecorder)
// Output: stepPersisted(machine, persisted, input, events, recorder?) — restore a persisted actor of any machine (or start one), apply events, return the snapshot and the new persisted form; every start, event and state recorded when a recorder is given
// Pos: src/actors, the generic form of guard-actor.ts for machines that live across hook processes (the body's checkpoint watch); a snapshot of another machine shape starts fresh
import { createActor } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, EventFrom, InputFrom } from 'xstate';
import type { LoopRecorder } from '../harness/loop/loop-recorder.js';
import { machineFingerprint } from './machine-fingerprint.js';
import type { PersistedActor } from './run-store.js';

const fingerprints = new WeakMap<AnyStateMachine, string>();
const fingerprintOf = (machine: AnyStateMachine) => {
  let f = fingerprints.get(machine);
  if (!f) fingerprints.set(machine, (f = machineFingerprint(machine)));
  return f;
};

export interface PersistedStep {
  snapshot: AnyMachineSnapshot;
  persisted: PersistedActor;
  fresh: boolean;
}

export function stepPersisted<M extends AnyStateMachine>(machine: M, persisted: PersistedActor | undefined, input: InputFrom<M>, events: ReadonlyArray<EventFrom<M>>, recorder?: LoopRecorder): PersistedStep {
  const fingerprint = fingerprintOf(machine);
  const usable = persisted && persisted.fingerprint === fingerprint ? persisted.snapshot : undefined;
  let actor = createActor(machine, usable ? { snapshot: usable as never, input } : { input });
  let failed = false;
  actor.subscribe({ error: () => (failed = true) });
  actor.start();
  let fresh = !usable;
  if (failed || (actor.getSnapshot() as AnyMachineSnapshot).status === 'error') {
    actor.stop();
    actor = createActor(machine, { input });
    actor.start();
    fresh = true;
  }
  const state = () => {
    const s = actor.getSnapshot() as AnyMachineSnapshot;
    recorder?.state({ value: s.value, context: s.context, status: s.status });
  };
  if (fresh) {
    recorder?.start(input);
    state();
  }
  for (const event of events) {
    recorder?.event(event as { type: string });
    actor.send(event);
    state();
  }
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  const result = { snapshot, persisted: { fingerprint, snapshot: actor.getPersistedSnapshot() as unknown as Record<string, unknown> }, fresh };
  actor.stop();
  return result;
}
