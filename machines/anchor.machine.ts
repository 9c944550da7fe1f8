// anchorMachine and createAnchorLifecycle — seed 002's 种子生命周期: seeded → dormant
// → matured → fruition → updated | obsolete
// Pos: machines, one anchor's lifecycle, states and routes only; time and
// matches arrive as events (STORED, MATCHED, APPLIED, TICK, UPDATE, OBSOLETE,
// each with `at`), the store persists the snapshot. Pure: no I/O, no clock
import { assign, createActor, setup } from 'xstate';
import type { AnchorLifecycle } from '../policies/context/anchors/anchor-lifecycle.js';
import { isStale } from '../policies/context/anchors/anchor-lifecycle.js';

export interface AnchorLifecycleInput {
  id: string;
  at: string;
  status?: 'active' | 'unverified';
  staleAfterDays: number;
}

export type AnchorEvent =
  | { type: 'STORED'; at: string }
  | { type: 'MATCHED'; at: string; task?: string }
  | { type: 'APPLIED'; at: string }
  | { type: 'TICK'; at: string }
  | { type: 'UPDATE'; at: string; note?: string }
  | { type: 'OBSOLETE'; at: string; reason: string };

export const anchorMachine = setup({
  types: {
    context: {} as AnchorLifecycle,
    events: {} as AnchorEvent,
    input: {} as AnchorLifecycleInput,
  },
  guards: {
    stale: ({ context, event }) => isStale(context, event.at),
  },
  actions: {
    seen: assign(({ event }) => ({ lastSeenAt: event.at })),
    countMatch: assign(({ context, event }) => ({
      matches: context.matches + 1,
      lastMatchedAt: event.at,
      lastSeenAt: event.at,
    })),
    countApplied: assign(({ context, event }) => ({
      applied: context.applied + 1,
      lastAppliedAt: event.at,
      lastSeenAt: event.at,
    })),
    revise: assign(({ context, event }) => ({
      version: context.version + 1,
      status: 'active' as const,
      updatedAt: event.at,
      lastSeenAt: event.at,
    })),
    markUnverified: assign({ status: 'unverified' as const }),
    retire: assign(({ event }) => ({
      status: 'obsolete' as const,
      obsoleteReason: event.type === 'OBSOLETE' ? event.reason : null,
    })),
  },
}).createMachine({
  id: 'anchor',
  context: ({ input }) => ({
    id: input.id,
    status: input.status ?? 'active',
    version: 1,
    matches: 0,
    applied: 0,
    createdAt: input.at,
    lastSeenAt: input.at,
    lastMatchedAt: null,
    lastAppliedAt: null,
    updatedAt: null,
    obsoleteReason: null,
    staleAfterDays: input.staleAfterDays,
  }),
  initial: 'seeded',
  states: {
    /** 播种: extracted and written, not yet in the store's index. */
    seeded: {
      on: { STORED: { target: 'live.dormant', actions: 'seen' } },
    },
    /** The live stages: any of them may be revised or retired (更新/废弃). */
    live: {
      initial: 'dormant',
      on: {
        UPDATE: { target: 'updated', actions: 'revise' },
        OBSOLETE: { target: 'obsolete', actions: 'retire' },
      },
      states: {
        /** 休眠: stored, waiting to be cited. */
        dormant: {
          on: {
            MATCHED: { target: 'matured', actions: 'countMatch' },
            TICK: 'reviewing',
          },
        },
        /**
         * 内观: a clock tick checks whether the seed went stale while it slept.
         */
        reviewing: {
          always: [
            { guard: 'stale', target: 'dormant', actions: 'markUnverified' },
            { target: 'dormant' },
          ],
        },
        /** 成熟: a new task matched it; it is loaded when an avatar starts. */
        matured: {
          on: {
            MATCHED: { actions: 'countMatch' },
            // 内观 reviews every live seed: one not seen for too long goes back
            // to sleep as ⚠️ 待验证, whatever it did before.
            TICK: {
              guard: 'stale',
              target: 'dormant',
              actions: 'markUnverified',
            },
            APPLIED: { target: 'fruition', actions: 'countApplied' },
          },
        },
        /** 果报: it guided a decision; a new match matures it again. */
        fruition: {
          on: {
            APPLIED: { actions: 'countApplied' },
            TICK: {
              guard: 'stale',
              target: 'dormant',
              actions: 'markUnverified',
            },
            MATCHED: { target: 'matured', actions: 'countMatch' },
          },
        },
      },
    },
    /** 更新: revised; storing the new version puts it back to sleep. */
    updated: {
      on: {
        STORED: { target: 'live.dormant', actions: 'seen' },
        OBSOLETE: { target: 'obsolete', actions: 'retire' },
      },
    },
    /** 废弃: kept for the record, never loaded again. */
    obsolete: { type: 'final' },
  },
});

export function createAnchorLifecycle(input: AnchorLifecycleInput) {
  return createActor(anchorMachine, { input });
}
