// PathOptions, MachinePath, generatePaths — shortest paths to every abstract
// state plus an edge-cover set (one path per edge)
// Pos: src/tooling/paths, path generation for model-based tests of any machine;
// replaying them is replay.ts, asserting is the caller's
import { SaidError } from '../../platform/errors/said-error.js';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import {
  adjacencyMapToArray,
  getAdjacencyMap,
  getShortestPaths,
} from '@xstate/graph';
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
} from 'xstate';

export interface PathOptions {
  input: unknown;
  /**
   * Events to try in a snapshot, with payloads (the default generator sends
   * bare types, which breaks assigns).
   */
  events: (snapshot: AnyMachineSnapshot) => AnyEventObject[];
  /**
   * Abstract state identity: the value plus only the context fields guards
   * read, or the space never ends.
   */
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Transitions the traversal may try before it gives up (an unbounded abstract
   * state never ends); default 50,000.
   */
  limit?: number;
}

export interface MachinePath {
  /**
   * steps[0] is xstate.init; each step's state is the snapshot after its event.
   */
  steps: Array<{ event: AnyEventObject; state: AnyMachineSnapshot }>;
  state: AnyMachineSnapshot;
  kind: 'shortest' | 'edge';
}

const withoutPseudo =
  (events: PathOptions['events']) => (s: AnyMachineSnapshot) =>
    events(s).filter((e) => !e.type.startsWith('xstate.done.state.'));

const eventKey = (e: AnyEventObject) => JSON.stringify(e);

export const DEFAULT_TRAVERSAL_LIMIT = 50_000;

/**
 * @xstate/graph throws a bare 'Traversal limit exceeded' (or runs out of memory
 * without a limit): say what to fix.
 */
function traverse<T>(machine: AnyStateMachine, limit: number, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (
      error instanceof Error &&
      error.message === 'Traversal limit exceeded'
    ) {
      throw new SaidError(
        fragment('error.paths.traversal', { machine: machine.id, limit }),
        { cause: error },
      );
    }
    throw error;
  }
}

export function generatePaths(
  machine: AnyStateMachine,
  options: PathOptions,
): { shortest: MachinePath[]; edges: MachinePath[] } {
  const limit = options.limit ?? DEFAULT_TRAVERSAL_LIMIT;
  const traversal = {
    input: options.input,
    events: withoutPseudo(options.events),
    serializeState: options.serializeState,
    limit,
  } as never;
  const shortest = traverse(machine, limit, () =>
    getShortestPaths(machine, traversal),
  ).map((p): MachinePath => ({
    steps: p.steps as MachinePath['steps'],
    state: p.state as AnyMachineSnapshot,
    kind: 'shortest',
  }));
  const byState = new Map(
    shortest.map((p) => [options.serializeState(p.state), p]),
  );
  const adjacency = adjacencyMapToArray(
    traverse(machine, limit, () =>
      getAdjacencyMap(machine as never, traversal),
    ),
  );
  const edgePaths = adjacency.flatMap(
    ({ state, event, nextState }): MachinePath[] => {
      const head = byState.get(
        options.serializeState(state as AnyMachineSnapshot),
      );
      if (!head) return [];
      return [
        {
          steps: [
            ...head.steps,
            {
              event: event as AnyEventObject,
              state: nextState as AnyMachineSnapshot,
            },
          ],
          state: nextState as AnyMachineSnapshot,
          kind: 'edge',
        },
      ];
    },
  );
  // A path that is a strict prefix of another adds nothing the longer one does
  // not check.
  const keys = edgePaths.map((p) =>
    p.steps.map((s) => eventKey(s.event)).join('|'),
  );
  const sorted = [...keys].sort();
  const isPrefix = (k: string) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] as string) <= k) lo = mid + 1;
      else hi = mid;
    }
    return lo < sorted.length && (sorted[lo] as string).startsWith(`${k}|`);
  };
  const edges = edgePaths.filter((_, i) => !isPrefix(keys[i] as string));
  return { shortest, edges };
}

/** A readable name for a path: its events after init. */
export function pathLabel(
  path: MachinePath,
  describe: (e: AnyEventObject) => string = (e) => e.type,
): string {
  return (
    path.steps
      .slice(1)
      .map((s) => describe(s.event))
      .join(' > ') || '(init)'
  );
}
