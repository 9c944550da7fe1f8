// seedLifecycle (a new anchor seeded and stored) and advanceLifecycle (one
// event applied to a stored stage + context)
// Pos: src/context, runs the pure anchor machine over the index's stored data;
// no actor outlives a call, so any process can resume it
import { initialTransition, transition } from 'xstate';
import type {
  AnchorEvent,
  AnchorLifecycleInput,
} from '../../machines/anchor.machine.js';
import { anchorMachine } from '../../machines/anchor.machine.js';
import type {
  AnchorLifecycle,
  AnchorStage,
} from '../../policies/context/anchors/anchor-lifecycle.js';

export interface StoredLifecycle {
  stage: AnchorStage;
  lifecycle: AnchorLifecycle;
}

type Snapshot = ReturnType<typeof initialTransition<typeof anchorMachine>>[0];

function stageOf(snapshot: Snapshot): AnchorStage {
  const value = snapshot.value as string | { live: string };
  const stage = typeof value === 'string' ? value : value.live;
  return (stage === 'reviewing' ? 'dormant' : stage) as AnchorStage;
}

const valueOf = (stage: AnchorStage) =>
  stage === 'dormant' || stage === 'matured' || stage === 'fruition'
    ? { live: stage }
    : stage;

export function seedLifecycle(input: AnchorLifecycleInput): StoredLifecycle {
  const [seeded] = initialTransition(anchorMachine, input);
  const [stored] = transition(anchorMachine, seeded, {
    type: 'STORED',
    at: input.at,
  });
  return { stage: stageOf(stored), lifecycle: stored.context };
}

/**
 * The stage and context after `event`; an event the stage does not take leaves
 * both as they were.
 */
export function advanceLifecycle(
  stored: StoredLifecycle,
  event: AnchorEvent,
): StoredLifecycle {
  const snapshot = anchorMachine.resolveState({
    value: valueOf(stored.stage),
    context: stored.lifecycle,
  });
  const [next] = transition(anchorMachine, snapshot, event);
  return { stage: stageOf(next), lifecycle: next.context };
}
