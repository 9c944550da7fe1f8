// Input: zod, xstate (createActor); machines/context.machine, runtime/machine-fingerprint, ./context-dir, store/atomic-file, cli/usage-error
// Output: loadTracker / saveTracker — the context machine persisted in current/context-state.json (versioned, fingerprinted); driveTracker — one event in, the requested effect performed by the caller's handler, its answer sent back, the state saved
// Pos: src/context, the runtime of the context machine: each hook or command is a new process, so the machine lives in a file between them
import * as z from 'zod';
import { createActor } from 'xstate';
import type { Snapshot } from 'xstate';
import type { ContextEvent, ContextTrackerContext, EffectRequest } from '../../machines/context.machine.js';
import { contextMachine } from '../../machines/context.machine.js';
import type { FormThresholds } from '../../policies/vocabulary/context-config.js';
import { UsageError } from '../platform/errors/usage-error.js';
import { machineFingerprint } from '../actors/machine-fingerprint.js';
import { readTextIfExists } from '../platform/store/atomic-file.js';
import { writeJsonRedacted } from '../platform/store/redacted-file.js';
import { contextPaths } from './context-dir.js';

type Tracker = ReturnType<typeof createActor<typeof contextMachine>>;

const FINGERPRINT = machineFingerprint(contextMachine);
const Envelope = z.object({ v: z.literal(1), machine: z.literal('context'), fingerprint: z.string(), snapshot: z.record(z.string(), z.unknown()) });

function started(actor: Tracker, where: string): Tracker {
  let failure: unknown;
  actor.subscribe({ error: (e) => (failure = e) });
  actor.start();
  if (failure !== undefined || actor.getSnapshot().status === 'error') throw new UsageError(`${where}: the context machine could not be restored (${String(failure)})`);
  return actor;
}

/** The persisted tracker, or a fresh one (at the given thresholds) when there is none or it was written by another machine shape. */
export function loadTracker(workspace: string, thresholds: FormThresholds): Tracker {
  const path = contextPaths(workspace).machineState;
  const text = readTextIfExists(path);
  if (text !== undefined) {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new UsageError(`${path} is not valid JSON (${(error as Error).message}); delete it to start the context machine over`);
    }
    const env = Envelope.safeParse(raw);
    if (!env.success) throw new UsageError(`${path} is not a context-machine state file; delete it to start over`);
    // A state written by an older machine shape is not restorable; the forms on disk are unaffected, so start over.
    if (env.data.fingerprint === FINGERPRINT) {
      return started(createActor(contextMachine, { snapshot: env.data.snapshot as unknown as Snapshot<unknown>, input: { thresholds } }), path);
    }
  }
  return started(createActor(contextMachine, { input: { thresholds } }), 'new context machine');
}

export function saveTracker(workspace: string, actor: Tracker): void {
  writeJsonRedacted(contextPaths(workspace).machineState, { v: 1, machine: 'context', fingerprint: FINGERPRINT, snapshot: actor.getPersistedSnapshot() }, 1);
}

/** Performs a requested effect and answers with the event the machine expects. */
export type EffectHandler = (request: EffectRequest) => Promise<ContextEvent>;

export interface Drive {
  state: string;
  context: ContextTrackerContext;
  effects: Array<{ request: EffectRequest; answer: ContextEvent }>;
}

const valueText = (v: unknown): string => (typeof v === 'string' ? v : Object.entries(v as Record<string, unknown>).map(([k, c]) => `${k}.${valueText(c)}`).join(','));

export async function driveTracker(workspace: string, thresholds: FormThresholds, events: ContextEvent[], perform: EffectHandler): Promise<Drive> {
  const actor = loadTracker(workspace, thresholds);
  const effects: Drive['effects'] = [];
  try {
    for (const event of events) {
      actor.send(event);
      // An effect may be requested by the event itself; at most one per event, answered before the next.
      const request = actor.getSnapshot().context.request;
      if (request) {
        let answer: ContextEvent;
        try {
          answer = await perform(request);
        } catch (error) {
          answer = { type: 'EFFECT_FAILED', error: (error as Error).message };
          effects.push({ request, answer });
          actor.send(answer);
          saveTracker(workspace, actor);
          throw error;
        }
        effects.push({ request, answer });
        actor.send(answer);
      }
    }
    saveTracker(workspace, actor);
    const snap = actor.getSnapshot();
    return { state: valueText(snap.value), context: snap.context, effects };
  } finally {
    actor.stop();
  }
}
