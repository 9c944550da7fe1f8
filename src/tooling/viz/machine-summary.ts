// summarizeMachine(machine, guardLinks) → MachineSummary: its states, its
// events (with the states that take them) and its guards (with their
// transitions and policy links), in definition order
// Pos: src/tooling/viz, the tables beside each diagram on the viz page; reads
// the definition only
import type { AnyStateMachine } from 'xstate';
import {
  allStateNodes,
  allTransitions,
  eventLabel,
  guardName,
  transitionKey,
} from '../graph/transitions.js';
import type { GuardLink } from './guard-links.js';

export interface MachineSummary {
  id: string;
  states: Array<{ id: string; type: string }>;
  events: Array<{ label: string; from: string[]; transitions: string[] }>;
  guards: Array<{
    name: string;
    link: GuardLink | null;
    transitions: string[];
  }>;
  transitionCount: number;
}

/**
 * Guard names used on transitions (first use first), then any set up but
 * unused.
 */
export function guardNamesOf(machine: AnyStateMachine): string[] {
  const used = allTransitions(machine).flatMap((t) => {
    const name = guardName(t);
    return name && name !== 'inline' ? [name] : [];
  });
  return [
    ...new Set([...used, ...Object.keys(machine.implementations.guards ?? {})]),
  ];
}

export function summarizeMachine(
  machine: AnyStateMachine,
  links: readonly GuardLink[],
): MachineSummary {
  const transitions = allTransitions(machine);
  const events = new Map<
    string,
    { label: string; from: Set<string>; transitions: string[] }
  >();
  for (const t of transitions) {
    if (t.eventType === '') continue;
    const label = eventLabel(t);
    const row = events.get(label) ?? {
      label,
      from: new Set<string>(),
      transitions: [],
    };
    row.from.add(t.source.id);
    row.transitions.push(transitionKey(t));
    events.set(label, row);
  }
  const byGuard = new Map<string, string[]>();
  for (const t of transitions) {
    const name = guardName(t);
    if (name)
      byGuard.set(name, [...(byGuard.get(name) ?? []), transitionKey(t)]);
  }
  const names = guardNamesOf(machine);
  if (byGuard.has('inline')) names.push('inline');
  return {
    id: machine.id,
    states: allStateNodes(machine).map((n) => ({
      id: n.id,
      type: n.parent ? n.type : 'machine',
    })),
    events: [...events.values()].map((e) => ({
      label: e.label,
      from: [...e.from],
      transitions: e.transitions,
    })),
    guards: names.map((name) => ({
      name,
      link: links.find((l) => l.guard === name) ?? null,
      transitions: byGuard.get(name) ?? [],
    })),
    transitionCount: transitions.length,
  };
}
