// detectStuck — the StuckDetector of seed 004: the same failure, the same tool
// call or the same question `threshold` times → stuck, with what repeated
// Pos: policies/harness/loop, the guard behind the loop machine's stuck state;
// it reads the loop's recent history, it keeps none of its own
import type { Observation } from '../../vocabulary/action.js';
import type { Said } from '../../vocabulary/messages/said.js';
import { sayDetail } from '../../vocabulary/messages/say.js';

export interface StuckInput {
  /**
   * Observations of the segment, oldest first; only the last `window` count for
   * failures.
   */
  observations: readonly Observation[];
  /** Signatures of the proposals, oldest first. */
  proposals: readonly string[];
  /** How often each (normalised) question was asked. */
  questions: Readonly<Record<string, { text: string; count: number }>>;
  threshold: number;
  window: number;
}

export interface StuckVerdict {
  kind: 'failure' | 'tool-call' | 'question';
  key: string;
  count: number;
  /** What repeated, in English; `said` words it in the user's language. */
  detail: string;
  said: Said;
}

export function detectStuck(input: StuckInput): StuckVerdict | null {
  const { threshold } = input;
  const failures = new Map<string, number>();
  for (const o of input.observations.slice(-input.window)) {
    if ((o.outcome !== 'failed' && o.outcome !== 'denied') || !o.failure)
      continue;
    const n = (failures.get(o.failure) ?? 0) + 1;
    failures.set(o.failure, n);
    if (n >= threshold)
      return {
        kind: 'failure',
        key: o.failure,
        count: n,
        ...sayDetail('loop.stuck.failure', {
          count: n,
          window: input.window,
          failure: o.failure.slice(0, 120),
        }),
      };
  }
  const tail = input.proposals.slice(-threshold);
  if (tail.length === threshold && tail.every((s) => s === tail[0])) {
    return {
      kind: 'tool-call',
      key: tail[0] as string,
      count: threshold,
      ...sayDetail('loop.stuck.tool-call', {
        count: threshold,
        key: tail[0] as string,
      }),
    };
  }
  for (const [key, q] of Object.entries(input.questions)) {
    if (q.count >= threshold)
      return {
        kind: 'question',
        key,
        count: q.count,
        ...sayDetail('loop.stuck.question', {
          count: q.count,
          question: q.text.slice(0, 120),
        }),
      };
  }
  return null;
}
