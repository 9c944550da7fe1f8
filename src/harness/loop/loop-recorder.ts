// LoopRecorder (machine.start / .event / .state of one actor, the loop's or
// another machine's, and machine.restarted when a persisted snapshot was
// dropped) and its two writers: ledgerRecorder (straight into a Ledger, for the
// library) and bufferedRecorder (entries collected for a hook's one batched
// append)
// Pos: src/harness/loop, where a loop's machine.start / machine.event /
// machine.state entries go, so `wukong ledger replay` can rebuild it; writes
// nothing itself
import type { MachineRecorder } from '../../actors/persisted-machine.js';
import type { Ledger } from '../../platform/ledger/ledger.js';
import {
  machineStateData,
  recordMachineEvent,
  recordMachineStart,
  recordMachineState,
} from '../../platform/ledger/record.js';

/**
 * PersistedMachine's recorder; every writer here also writes
 * `machine.restarted` ({machine, actorId, why}), which replay skips.
 */
export type LoopRecorder = MachineRecorder;

export function ledgerRecorder(
  ledger: Ledger,
  runId: string,
  actorId: string,
  traceId?: string,
  machine = 'loop',
): LoopRecorder {
  const target = { runId, machine, actorId, ...(traceId ? { traceId } : {}) };
  return {
    start: (input) => void recordMachineStart(ledger, target, input),
    event: (event) => void recordMachineEvent(ledger, target, event),
    state: (snapshot) => void recordMachineState(ledger, target, snapshot),
    restarted: (why) =>
      void ledger.append({
        runId,
        ...(traceId ? { traceId } : {}),
        type: 'machine.restarted',
        data: { machine, actorId, why },
      }),
  };
}

export interface BufferedEntry {
  type:
    'machine.start' | 'machine.event' | 'machine.state' | 'machine.restarted';
  data: unknown;
}

/**
 * Collects the entries; the caller appends them (the hook flush marks an event
 * whose redaction changed it).
 */
export function bufferedRecorder(
  actorId: string,
  push: (entry: BufferedEntry) => void,
  machine = 'loop',
): LoopRecorder {
  return {
    start: (input) =>
      push({ type: 'machine.start', data: { machine, actorId, input } }),
    event: (event) =>
      push({ type: 'machine.event', data: { machine, actorId, event } }),
    state: (snapshot) =>
      push({
        type: 'machine.state',
        data: machineStateData({ machine, actorId }, snapshot),
      }),
    restarted: (why) =>
      push({ type: 'machine.restarted', data: { machine, actorId, why } }),
  };
}
