// every generated path of each machine PersistedMachine hosts, walked three
// ways — on a running actor, through XState's pure transition(), and on
// PersistedMachine persisted to JSON and reopened before every event, as hooks
// do — with the same value, status, context, output (and persisted snapshot)
// after every step; the batch machine (invoked pipeline) refused
// Pos: test/model, the guard of the move from createActor to the pure
// `transition`: a difference here is a difference a hook or a `--state` file
// would see
import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
} from 'xstate';
import { batchMachine } from '../../machines/batch.machine.js';
import { checkpointMachine } from '../../machines/checkpoint.machine.js';
import { contextMachine } from '../../machines/context.machine.js';
import { loopMachine } from '../../machines/loop.machine.js';
import { pipelineMachine } from '../../machines/pipeline.machine.js';
import { stopGuardMachine } from '../../machines/stop-guard.machine.js';
import type { StopGuardContext } from '../../machines/stop-guard.machine.js';
import { throttleMachine } from '../../machines/throttle.machine.js';
import { PersistedMachine } from '../../src/actors/persisted-machine.js';
import { generatePaths } from '../../src/tooling/paths/generate.js';
import {
  checkpointEvents,
  checkpointInputs,
  serializeCheckpoint,
} from './checkpoint.model.js';
import {
  contextEvents,
  contextInput,
  serializeContext,
} from './context.model.js';
import { loopEvents, loopInput, serializeLoop } from './loop.model.js';
import {
  pipelineEvents,
  pipelineInput,
  serializePipeline,
} from './pipeline.model.js';
import {
  serializeThrottle,
  throttleEvents,
  throttleInput,
} from './throttle.model.js';

interface Hosted {
  name: string;
  machine: AnyStateMachine;
  input: unknown;
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  serializeState: (snapshot: AnyMachineSnapshot) => string;
}

const stopGuardEvents: AnyEventObject[] = [
  { type: 'STOP', open: [], continuing: false },
  { type: 'STOP', open: ['AC1 unproven'], continuing: false },
  { type: 'STOP', open: ['AC1 unproven'], continuing: true },
  { type: 'USER_PROMPT' },
];

const hosted: Hosted[] = [
  {
    name: 'stop-guard',
    machine: stopGuardMachine,
    input: { limit: 2 },
    events: () => stopGuardEvents,
    serializeState: (s) =>
      JSON.stringify({ v: s.value, b: (s.context as StopGuardContext).blocks }),
  },
  {
    name: 'checkpoint (warn)',
    machine: checkpointMachine,
    input: checkpointInputs.warn,
    events: checkpointEvents,
    serializeState: serializeCheckpoint,
  },
  {
    name: 'checkpoint (enforce)',
    machine: checkpointMachine,
    input: checkpointInputs.enforce,
    events: checkpointEvents,
    serializeState: serializeCheckpoint,
  },
  {
    name: 'loop',
    machine: loopMachine,
    input: loopInput,
    events: loopEvents,
    serializeState: serializeLoop,
  },
  {
    name: 'context',
    machine: contextMachine,
    input: contextInput,
    events: contextEvents,
    serializeState: serializeContext,
  },
  {
    name: 'pipeline',
    machine: pipelineMachine,
    input: pipelineInput,
    events: pipelineEvents,
    serializeState: serializePipeline,
  },
  {
    name: 'throttle',
    machine: throttleMachine,
    input: throttleInput,
    events: throttleEvents,
    serializeState: serializeThrottle,
  },
];

const json = (value: unknown) => JSON.stringify(value);
const view = (s: AnyMachineSnapshot) =>
  json({
    value: s.value,
    status: s.status,
    context: s.context,
    output: s.output,
  });

/**
 * Walks `events` on a running actor, through XState's own pure transition(),
 * and on the host reopened from JSON before each event; returns the steps
 * compared.
 */
function walk(h: Hosted, events: AnyEventObject[]): number {
  const actor = createActor(h.machine, { input: h.input });
  actor.subscribe({ error: () => undefined });
  actor.start();
  let [pure] = initialTransition(h.machine, h.input);
  let host = PersistedMachine.start(h.machine, h.input as never);
  expect(view(host.snapshot)).toBe(view(actor.getSnapshot()));
  expect(view(host.snapshot)).toBe(view(pure));
  for (const [i, event] of events.entries()) {
    const stored: unknown = JSON.parse(json(host.persisted()));
    host = PersistedMachine.open(h.machine, stored, {
      onMismatch: 'refuse',
      where: `${h.name} step ${i}`,
    });
    expect(host.fresh).toBe(false);
    actor.send(event);
    if (pure.status === 'active') [pure] = transition(h.machine, pure, event);
    host.send(event as never);
    const label = `${h.name} after ${events
      .slice(0, i + 1)
      .map((e) => e.type)
      .join(' > ')}`;
    expect(view(host.snapshot), label).toBe(view(actor.getSnapshot()));
    expect(view(host.snapshot), label).toBe(view(pure));
    expect(json(host.persisted().snapshot), label).toBe(
      json(actor.getPersistedSnapshot()),
    );
  }
  actor.stop();
  return events.length;
}

describe('PersistedMachine agrees with a running actor on every generated path, reopened from JSON before each event', () => {
  for (const h of hosted) {
    // Every path replayed on an actor and through JSON: seconds on a quiet
    // machine (the loop's), far more on a loaded one.
    it(
      h.name,
      () => {
        const { shortest, edges } = generatePaths(h.machine, {
          input: h.input,
          events: h.events,
          serializeState: h.serializeState,
        });
        let steps = 0;
        for (const path of [...shortest, ...edges])
          steps += walk(
            h,
            path.steps.slice(1).map((s) => s.event),
          );
        expect(shortest.length + edges.length).toBeGreaterThan(5);
        expect(steps).toBeGreaterThan(shortest.length);
      },
      180_000,
    );
  }

  it('refuses the batch machine: its final pipeline is an invoked child, which the pure transition cannot run', () => {
    expect(() =>
      PersistedMachine.start(batchMachine, {
        batches: ['a'],
        track: 'feature',
        avatar: 'body',
      }),
    ).toThrow(
      /batch invokes actors in batch\.finalVerification \(finalPipeline\).*host this machine with createActor/,
    );
  });
});
