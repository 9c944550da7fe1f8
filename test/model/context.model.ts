// contextModel — events per context-machine state (usage in every band, manual
// switches, effect answers) and the state identity
// Pos: test/model, the model behind the generated context paths; effects are
// answered by events, as the runtime answers them
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type {
  ContextTrackerContext,
  ContextTrackerInput,
} from '../../machines/context.machine.js';
import { ContextConfig } from '../../policies/vocabulary/context-config.js';

export const contextInput: ContextTrackerInput = {
  thresholds: ContextConfig.parse({}).thresholds,
};

/** One ratio per band: expanded, normal, compact, prune, archive. */
export const RATIOS = [0.3, 0.6, 0.75, 0.9, 0.97] as const;

export function contextEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const usage = RATIOS.map((ratio) => ({ type: 'USAGE', ratio }));
  if (snapshot.matches('forms'))
    return [
      ...usage,
      { type: 'DETAIL' },
      { type: 'BRIEF' },
      { type: 'ARCHIVE' },
      { type: 'LOAD', session: '2026-01-01-task' },
      { type: 'PRUNE' },
    ];
  if (snapshot.matches('pruning'))
    return [
      { type: 'PRUNED', ratio: 0.72 },
      { type: 'PRUNED' },
      { type: 'EFFECT_FAILED', error: 'no transcript' },
      { type: 'USAGE', ratio: 0.9 },
    ];
  if (snapshot.matches('archiving'))
    return [
      { type: 'ARCHIVED', session: '2026-01-01-task' },
      { type: 'EFFECT_FAILED', error: 'disk full' },
      { type: 'USAGE', ratio: 0.97 },
    ];
  if (snapshot.matches('loading'))
    return [
      { type: 'LOADED', session: '2026-01-01-task' },
      { type: 'EFFECT_FAILED', error: 'no archive' },
    ];
  return [];
}

export function serializeContext(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as ContextTrackerContext;
  return JSON.stringify({
    v: snapshot.value,
    b: c.band,
    m: c.manual,
    r: c.request?.kind ?? null,
  });
}
