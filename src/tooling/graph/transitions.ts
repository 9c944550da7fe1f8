// allStateNodes, allTransitions (event and `always` edges alike),
// transitionKey, guardName, eventLabel
// Pos: src/tooling/graph, the one walk over a machine's definition that viz and
// path coverage share; toDirectedGraph drops `always`, this does not
import type {
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
} from 'xstate';

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return out;
}

/**
 * Every transition a state node defines, `always` edges included, in definition
 * order.
 */
export function nodeTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

export function allTransitions(
  machine: AnyStateMachine,
): AnyTransitionDefinition[] {
  return allStateNodes(machine).flatMap(nodeTransitions);
}

export function guardName(t: AnyTransitionDefinition): string | undefined {
  const guard = t.guard as unknown;
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard)
    return String((guard as { type: unknown }).type);
  return 'inline';
}

/**
 * `SUBMIT`, `always`, `done: <actor>`, `error: <actor>`, `done` (a compound
 * state's onDone), `after 1000ms` (a delayed transition).
 */
export function eventLabel(t: AnyTransitionDefinition): string {
  const type = t.eventType;
  if (type === '') return 'always';
  if (type.startsWith('xstate.done.actor.'))
    return `done: ${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.'))
    return `error: ${type.slice('xstate.error.actor.'.length)}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after)
    return `after ${after[1]}${/^\d+$/.test(after[1] as string) ? 'ms' : ''}`;
  return type;
}

/**
 * Stable identity of a transition: source, event, position among its siblings,
 * targets.
 */
export function transitionKey(t: AnyTransitionDefinition): string {
  const siblings =
    t.eventType === ''
      ? (t.source.always ?? [])
      : (t.source.transitions.get(t.eventType) ?? []);
  const targets =
    (t.target ?? []).map((n: AnyStateNode) => n.id).join(',') || '(self)';
  return `${t.source.id} --${t.eventType || '(always)'}#${siblings.indexOf(t)}--> ${targets}`;
}
