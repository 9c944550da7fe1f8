// controllablePromises and replayPath — run one generated path on a real actor,
// resolving invoked promises on cue, checking the abstract state after every
// step and feeding coverage
// Pos: src/tooling/paths, the replay half of model-based testing; it runs the
// real machine, its real guards and policies, nothing mocked
import { createActor, fromPromise } from 'xstate';
import type {
  Actor,
  AnyActorLogic,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
} from 'xstate';
import type { Coverage } from './coverage.js';
import type { MachinePath } from './generate.js';

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors that settle only when a path says `xstate.done.actor.<id>` or
 * `xstate.error.actor.<id>`.
 */
export function controllablePromises(names: readonly string[]) {
  const pending = new Map<string, Deferred>();
  const actors: Record<string, AnyActorLogic> = {};
  for (const name of names) {
    actors[name] = fromPromise<unknown, unknown>(
      ({ self }) =>
        new Promise((resolve, reject) =>
          pending.set(self.id, { resolve, reject }),
        ),
    );
  }
  return { actors, pending };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

export class PathMismatch extends Error {}

export async function replayPath(
  machine: AnyStateMachine,
  path: MachinePath,
  options: {
    input: unknown;
    serializeState: (s: AnyMachineSnapshot) => string;
    coverage?: Coverage;
    pending?: Map<string, Deferred>;
  },
): Promise<AnyMachineSnapshot> {
  options.pending?.clear();
  let failure: unknown;
  // eslint-disable-next-line prefer-const -- inspect reads it while createActor runs, before a const could exist
  let self: Actor<AnyStateMachine> | undefined;
  const actor = createActor(machine, {
    input: options.input,
    inspect: (event) => options.coverage?.observe(event, self),
  });
  self = actor;
  actor.subscribe({ error: (error: unknown) => (failure = error) });
  try {
    for (const [i, step] of path.steps.entries()) {
      const event: AnyEventObject = step.event;
      if (event.type === 'xstate.init') actor.start();
      else if (/^xstate\.(done|error)\.actor\./.test(event.type)) {
        const id = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
        const deferred = options.pending?.get(id);
        if (!deferred)
          throw new PathMismatch(
            `step ${i}: the path expects invoked actor '${id}' to be running, and it is not`,
          );
        options.pending?.delete(id);
        if (event.type.startsWith('xstate.done'))
          deferred.resolve((event as { output?: unknown }).output);
        else deferred.reject((event as { error?: unknown }).error);
        await flush();
      } else actor.send(event);
      if (failure !== undefined) throw failure;
      const actual = options.serializeState(
        actor.getSnapshot() as AnyMachineSnapshot,
      );
      const expected = options.serializeState(step.state);
      if (actual !== expected)
        throw new PathMismatch(
          `step ${i} (${event.type}): expected ${expected}, got ${actual}`,
        );
    }
    return actor.getSnapshot() as AnyMachineSnapshot;
  } finally {
    actor.stop();
  }
}
