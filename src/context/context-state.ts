// loadTracker / saveTracker — the context machine as a PersistedMachine in
// current/context-state.json (the versioned, fingerprinted envelope);
// driveTracker — events in, each requested effect performed by the caller's
// handler and its answer sent back, the state saved
// Pos: src/context, the runtime of the context machine: each hook or command is
// a new process, so the machine lives in a file between them; restoring and
// stepping are src/actors/persisted-machine.ts's
import type {
  ContextEvent,
  ContextTrackerContext,
  EffectRequest,
} from '../../machines/context.machine.js';
import { contextMachine } from '../../machines/context.machine.js';
import type { FormThresholds } from '../../policies/vocabulary/context-config.js';
import { readPersisted, writePersisted } from '../actors/persisted-file.js';
import { PersistedMachine } from '../actors/persisted-machine.js';
import { contextPaths } from './context-dir.js';

export type Tracker = PersistedMachine<typeof contextMachine>;

/**
 * The persisted tracker, or a fresh one at the given thresholds when there is
 * none. A state file that does not fit (not JSON, not an envelope, another
 * machine shape, not restorable) starts over too — `restarted` says why: the
 * forms on disk are the truth and the machine only tracks which one is current,
 * so nothing is lost that the next usage event does not bring back, and a hook
 * must not fail on it.
 */
export function loadTracker(
  workspace: string,
  thresholds: FormThresholds,
): Tracker {
  const path = contextPaths(workspace).machineState;
  return PersistedMachine.open(contextMachine, readPersisted(path), {
    onMismatch: 'restart',
    input: { thresholds },
    where: path,
  });
}

export function saveTracker(workspace: string, tracker: Tracker): void {
  writePersisted(contextPaths(workspace).machineState, tracker);
}

/**
 * Performs a requested effect and answers with the event the machine expects.
 */
export type EffectHandler = (request: EffectRequest) => Promise<ContextEvent>;

export interface Drive {
  state: string;
  context: ContextTrackerContext;
  effects: Array<{ request: EffectRequest; answer: ContextEvent }>;
  /**
   * Why the stored state was dropped and the machine started over; absent when
   * it was restored or there was none.
   */
  restarted?: string;
}

const valueText = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : Object.entries(v as Record<string, unknown>)
        .map(([k, c]) => `${k}.${valueText(c)}`)
        .join(',');

export async function driveTracker(
  workspace: string,
  thresholds: FormThresholds,
  events: ContextEvent[],
  perform: EffectHandler,
): Promise<Drive> {
  const tracker = loadTracker(workspace, thresholds);
  const effects: Drive['effects'] = [];
  for (const event of events) {
    tracker.send(event);
    // An effect may be requested by the event itself; at most one per event,
    // answered before the next.
    const request = tracker.snapshot.context.request;
    if (request) {
      let answer: ContextEvent;
      try {
        answer = await perform(request);
      } catch (error) {
        answer = { type: 'EFFECT_FAILED', error: (error as Error).message };
        effects.push({ request, answer });
        tracker.send(answer);
        saveTracker(workspace, tracker);
        throw error;
      }
      effects.push({ request, answer });
      tracker.send(answer);
    }
  }
  saveTracker(workspace, tracker);
  const snap = tracker.snapshot;
  return {
    state: valueText(snap.value),
    context: snap.context,
    effects,
    ...(tracker.restarted ? { restarted: tracker.restarted } : {}),
  };
}
