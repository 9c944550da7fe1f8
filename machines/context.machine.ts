// contextMachine and createContextTracker — seed 002's form switching (< 50%
// expanded, 50–70% normal, 70–85% compact + reminder, 85–95% DCP, > 95%
// archive), the manual switches, and the prune / archive / load effects
// requested of the runtime
// Pos: machines, the Ruyi forms as a statechart. Pure: the runtime reads
// `request`, performs the effect and answers PRUNED, ARCHIVED, LOADED or
// EFFECT_FAILED; usage arrives as USAGE {ratio}. A manual choice holds until
// usage crosses into another band
import { assign, createActor, setup } from 'xstate';
import type {
  ContextForm,
  Notice,
  UsageBand,
} from '../policies/context/usage-bands.js';
import {
  bandNotice,
  bandRank,
  formOfBand,
  usageBand,
} from '../policies/context/usage-bands.js';
import type { FormThresholds } from '../policies/vocabulary/context-config.js';

export interface EffectRequest {
  kind: 'prune' | 'archive' | 'load';
  reason: 'usage' | 'manual';
  ratio: number;
  session?: string;
}

export interface ContextTrackerContext {
  thresholds: FormThresholds;
  ratio: number;
  band: UsageBand;
  form: ContextForm;
  manual: { form: ContextForm; band: UsageBand } | null;
  request: EffectRequest | null;
  notice: Notice | null;
  counts: { prunes: number; archives: number; loads: number; failures: number };
  lastSession: string | null;
}

export interface ContextTrackerInput {
  thresholds: FormThresholds;
  ratio?: number;
}

export type ContextEvent =
  | { type: 'USAGE'; ratio: number }
  | { type: 'DETAIL' }
  | { type: 'BRIEF' }
  | { type: 'ARCHIVE' }
  | { type: 'LOAD'; session?: string }
  | { type: 'PRUNE' }
  | { type: 'PRUNED'; ratio?: number }
  | { type: 'ARCHIVED'; session: string }
  | { type: 'LOADED'; session: string }
  | { type: 'EFFECT_FAILED'; error: string };

const bandFor = (c: ContextTrackerContext, ratio: number) =>
  usageBand(ratio, c.thresholds);

export const contextMachine = setup({
  types: {
    context: {} as ContextTrackerContext,
    events: {} as ContextEvent,
    input: {} as ContextTrackerInput,
  },
  guards: {
    entersArchive: ({ context, event }) =>
      event.type === 'USAGE' &&
      bandFor(context, event.ratio) === 'archive' &&
      context.band !== 'archive',
    entersPrune: ({ context, event }) =>
      event.type === 'USAGE' &&
      bandFor(context, event.ratio) === 'prune' &&
      bandRank(context.band) < bandRank('prune'),
    manualHolds: ({ context }, params: { form: ContextForm }) =>
      context.manual?.form === params.form &&
      context.manual.band === context.band,
    bandIs: ({ context }, params: { form: ContextForm }) =>
      formOfBand(context.band) === params.form,
  },
  actions: {
    recordUsage: assign(({ context, event }) => {
      if (event.type !== 'USAGE') return {};
      const band = bandFor(context, event.ratio);
      const rose = bandRank(band) > bandRank(context.band);
      return {
        ratio: event.ratio,
        band,
        manual:
          context.manual && context.manual.band === band
            ? context.manual
            : null,
        notice: rose ? bandNotice(band, event.ratio) : context.notice,
      };
    }),
    setForm: assign((_, params: { form: ContextForm }) => ({
      form: params.form,
    })),
    setManual: assign(({ context }, params: { form: ContextForm }) => ({
      manual: { form: params.form, band: context.band },
    })),
    request: assign(
      ({ context, event }, params: { kind: EffectRequest['kind'] }) => ({
        request: {
          kind: params.kind,
          reason:
            event.type === 'USAGE' ? ('usage' as const) : ('manual' as const),
          ratio: context.ratio,
          ...(event.type === 'LOAD' && event.session
            ? { session: event.session }
            : {}),
        },
      }),
    ),
    clearRequest: assign({ request: null }),
    recordPruned: assign(({ context, event }) => {
      if (event.type !== 'PRUNED') return {};
      const ratio = event.ratio ?? context.ratio;
      return {
        ratio,
        band: bandFor(context, ratio),
        counts: { ...context.counts, prunes: context.counts.prunes + 1 },
        notice: {
          level: 'info' as const,
          id: 'ctx.notice.pruned' as const,
          params: { pct: `${Math.round(ratio * 100)}%` },
        },
      };
    }),
    recordArchived: assign(({ context, event }) =>
      event.type === 'ARCHIVED'
        ? {
            lastSession: event.session,
            counts: {
              ...context.counts,
              archives: context.counts.archives + 1,
            },
            notice: {
              level: 'info' as const,
              id: 'ctx.notice.archived' as const,
              params: { session: event.session },
            },
          }
        : {},
    ),
    recordLoaded: assign(({ context, event }) =>
      event.type === 'LOADED'
        ? {
            lastSession: event.session,
            counts: { ...context.counts, loads: context.counts.loads + 1 },
            manual: { form: 'compact' as const, band: context.band },
            notice: {
              level: 'info' as const,
              id: 'ctx.notice.loaded' as const,
              params: { session: event.session },
            },
          }
        : {},
    ),
    recordFailure: assign(({ context, event }) =>
      event.type === 'EFFECT_FAILED'
        ? {
            counts: {
              ...context.counts,
              failures: context.counts.failures + 1,
            },
            notice: {
              level: 'red' as const,
              id: 'ctx.notice.failed' as const,
              params: { error: event.error },
            },
          }
        : {},
    ),
  },
}).createMachine({
  id: 'context',
  context: ({ input }) => {
    const ratio = input.ratio ?? 0;
    const band = usageBand(ratio, input.thresholds);
    return {
      thresholds: input.thresholds,
      ratio,
      band,
      form: formOfBand(band),
      manual: null,
      request: null,
      notice: null,
      counts: { prunes: 0, archives: 0, loads: 0, failures: 0 },
      lastSession: null,
    };
  },
  initial: 'forms',
  states: {
    forms: {
      initial: 'routing',
      on: {
        USAGE: [
          {
            guard: 'entersArchive',
            target: 'archiving',
            actions: 'recordUsage',
          },
          { guard: 'entersPrune', target: 'pruning', actions: 'recordUsage' },
          { target: '.routing', actions: 'recordUsage' },
        ],
        DETAIL: {
          target: '.expanded',
          actions: { type: 'setManual', params: { form: 'expanded' } },
        },
        BRIEF: {
          target: '.compact',
          actions: { type: 'setManual', params: { form: 'compact' } },
        },
        ARCHIVE: 'archiving',
        LOAD: 'loading',
        PRUNE: 'pruning',
      },
      states: {
        routing: {
          always: [
            {
              guard: { type: 'manualHolds', params: { form: 'expanded' } },
              target: 'expanded',
            },
            {
              guard: { type: 'manualHolds', params: { form: 'compact' } },
              target: 'compact',
            },
            {
              guard: { type: 'bandIs', params: { form: 'expanded' } },
              target: 'expanded',
            },
            {
              guard: { type: 'bandIs', params: { form: 'normal' } },
              target: 'normal',
            },
            { target: 'compact' },
          ],
        },
        /** 🔶 巨形态: < 50%, or 详细说说. */
        expanded: { entry: { type: 'setForm', params: { form: 'expanded' } } },
        /** 🔹 常形态: 50–70%. */
        normal: { entry: { type: 'setForm', params: { form: 'normal' } } },
        /**
         * 🔸 缩形态: ≥ 70% (with the yellow reminder), after pruning and
         * archiving, or 简要概括.
         */
        compact: { entry: { type: 'setForm', params: { form: 'compact' } } },
      },
    },
    /**
     * 🟠 DCP requested (85%, or 修剪上下文); the runtime answers PRUNED with the
     * ratio after.
     */
    pruning: {
      entry: { type: 'request', params: { kind: 'prune' } },
      exit: 'clearRequest',
      on: {
        PRUNED: { target: 'forms', actions: 'recordPruned' },
        EFFECT_FAILED: { target: 'forms', actions: 'recordFailure' },
        USAGE: { actions: 'recordUsage' },
      },
    },
    /**
     * 🔴 存档 requested (95%, or 存档一下): three forms written; the session
     * continues from the compact form.
     */
    archiving: {
      entry: { type: 'request', params: { kind: 'archive' } },
      exit: 'clearRequest',
      on: {
        ARCHIVED: { target: 'forms', actions: 'recordArchived' },
        EFFECT_FAILED: { target: 'forms', actions: 'recordFailure' },
        USAGE: { actions: 'recordUsage' },
      },
    },
    /** 加载上下文: the latest (or named) archive becomes current. */
    loading: {
      entry: { type: 'request', params: { kind: 'load' } },
      exit: 'clearRequest',
      on: {
        LOADED: { target: 'forms.compact', actions: 'recordLoaded' },
        EFFECT_FAILED: { target: 'forms', actions: 'recordFailure' },
      },
    },
  },
});

export function createContextTracker(input: ContextTrackerInput) {
  return createActor(contextMachine, { input });
}
