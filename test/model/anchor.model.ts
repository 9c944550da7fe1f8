// anchorModel — events per anchor-lifecycle state (fresh and stale clock ticks
// included) and the abstract state identity
// Pos: test/model, the model behind the generated anchor paths; times are fixed
// strings, the machine reads no clock
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AnchorLifecycleInput } from '../../machines/anchor.machine.js';

export const anchorInput: AnchorLifecycleInput = {
  id: 'D001',
  at: '2026-01-01T00:00:00.000Z',
  staleAfterDays: 30,
};

const soon = '2026-01-05T00:00:00.000Z';
const late = '2026-06-01T00:00:00.000Z';

export function anchorEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const retire: AnyEventObject[] = [
    { type: 'UPDATE', at: soon, note: 'revised' },
    { type: 'OBSOLETE', at: soon, reason: 'superseded by D002' },
  ];
  if (snapshot.matches('seeded'))
    return [{ type: 'STORED', at: anchorInput.at }];
  if (snapshot.matches({ live: 'dormant' }))
    return [
      { type: 'MATCHED', at: soon, task: 'auth' },
      { type: 'TICK', at: soon },
      { type: 'TICK', at: late },
      ...retire,
    ];
  if (snapshot.matches({ live: 'matured' }))
    return [
      { type: 'MATCHED', at: soon },
      { type: 'APPLIED', at: soon },
      { type: 'TICK', at: soon },
      { type: 'TICK', at: late },
      ...retire,
    ];
  if (snapshot.matches({ live: 'fruition' }))
    return [
      { type: 'APPLIED', at: soon },
      { type: 'MATCHED', at: soon },
      { type: 'TICK', at: soon },
      { type: 'TICK', at: late },
      ...retire,
    ];
  if (snapshot.matches('updated'))
    return [{ type: 'STORED', at: soon }, retire[1]!];
  return [];
}

/**
 * The value and the status (the stale guard's effect); counters grow without
 * bound and stay out of the identity.
 */
export function serializeAnchor(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ v: snapshot.value, s: snapshot.context.status });
}
