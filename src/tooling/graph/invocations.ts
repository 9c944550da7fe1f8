// invocations(machine) — every `invoke` of every state node: its id, its src
// when it names an actor of setup({ actors }), and the state invoking it
// Pos: src/tooling/graph, reads the definition only; path tests use it to know
// which actors to swap for controllable promises
import type { AnyStateMachine } from 'xstate';
import { allStateNodes } from './transitions.js';

export interface Invocation {
  /**
   * The invoke id: the child's id, and the suffix of its
   * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events.
   */
  id: string;
  /**
   * The name in setup({ actors }) when the invoke names one; null for inline
   * logic, which machine.provide cannot replace.
   */
  src: string | null;
  state: string;
}

export function invocations(machine: AnyStateMachine): Invocation[] {
  const named = new Set(Object.keys(machine.implementations.actors ?? {}));
  return allStateNodes(machine).flatMap((node) =>
    node.invoke.map((inv: { id: string; src: unknown }) => {
      const src =
        typeof inv.src === 'string' && named.has(inv.src) ? inv.src : null;
      return { id: inv.id, src, state: node.id };
    }),
  );
}
