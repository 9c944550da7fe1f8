// batchMachine and createBatch — seed 001's 并行验证规则: quick three-gate check per
// batch, the next batch only after a pass, a failed batch stops the run until
// it is fixed and retried, and a full pipeline (invoked) at the end
// Pos: machines, batch routing only; file existence and syntax results come in
// as event data from src, the machine does no I/O
import { assign, createActor, sendTo, setup } from 'xstate';
import type { BatchOutput } from '../policies/pipeline/batch/quick-check.js';
import { quickCheck } from '../policies/pipeline/batch/quick-check.js';
import type { Lang } from '../policies/vocabulary/messages/index.js';
import { limitReached } from '../policies/pipeline/limits.js';
import type { PipelineLimits } from '../policies/pipeline/limits.js';
import type { AvatarId } from '../policies/vocabulary/avatar.js';
import type { VerdictFinding } from '../policies/vocabulary/finding.js';
import type { Track } from '../policies/vocabulary/track.js';
import type { PipelineEvent, PipelineOutput } from './pipeline.context.js';
import { defaultLimits } from './pipeline.context.js';
import { pipelineMachine } from './pipeline.machine.js';

export interface BatchInput {
  /** Batch names in the order they must pass. */
  batches: string[];
  track: Track;
  /** The avatar whose integrated output the final pipeline verifies. */
  avatar: AvatarId;
  task?: string;
  limits?: Partial<PipelineLimits>;
  /** The language of the findings (default English). */
  language?: Lang;
}

export interface BatchRecord {
  batch: string;
  attempt: number;
  passed: boolean;
  findings: VerdictFinding[];
}

export interface BatchContext {
  batches: string[];
  index: number;
  track: Track;
  avatar: AvatarId;
  task: string | null;
  limits: PipelineLimits;
  /** Failed attempts of the current batch. */
  retries: number;
  last: BatchRecord | null;
  records: BatchRecord[];
  final: PipelineOutput | null;
  stopReason: string | null;
  /** Absent in a batch saved before it existed: English. */
  lang?: Lang;
}

export type BatchEvent =
  | { type: 'BATCH_DONE'; batch: string; outputs: BatchOutput[] }
  | { type: 'STOP'; reason?: string }
  | PipelineEvent;

export interface BatchOutcome {
  status: 'completed' | 'escalated' | 'stopped';
  records: BatchRecord[];
  final: PipelineOutput | null;
  stopReason: string | null;
}

export const batchMachine = setup({
  types: {
    context: {} as BatchContext,
    events: {} as BatchEvent,
    input: {} as BatchInput,
    output: {} as BatchOutcome,
  },
  actors: { finalPipeline: pipelineMachine },
  guards: {
    namesCurrentBatch: ({ context, event }) =>
      event.type === 'BATCH_DONE' &&
      event.batch === context.batches[context.index],
    batchFailed: ({ context }) => context.last?.passed === false,
    moreBatches: ({ context }) => context.index + 1 < context.batches.length,
    batchRetriesExhausted: ({ context }) =>
      limitReached(context.retries, context.limits.retry),
    pipelineCompleted: ({ event }) =>
      (event as { output?: PipelineOutput }).output?.status === 'completed',
  },
  actions: {
    checkBatch: assign(({ context, event }) => {
      if (event.type !== 'BATCH_DONE') return {};
      const check = quickCheck(
        event.batch,
        event.outputs,
        context.lang ?? 'en',
      );
      const record: BatchRecord = {
        batch: event.batch,
        attempt: context.retries + 1,
        passed: check.passed,
        findings: check.findings,
      };
      return { last: record, records: [...context.records, record] };
    }),
    nextBatch: assign(({ context }) => ({
      index: context.index + 1,
      retries: 0,
    })),
    countBatchRetry: assign(({ context }) => ({
      retries: context.retries + 1,
    })),
    stopOnRetries: assign(({ context }) => ({
      stopReason: `batch ${context.batches[context.index]} failed ${context.retries} times; fix it with the user before going on`,
    })),
    stopByUser: assign(({ event }) => ({
      stopReason:
        event.type === 'STOP'
          ? (event.reason ?? 'stopped by the user')
          : 'stopped',
    })),
    keepFinal: assign(({ event }) => ({
      final: (event as { output?: PipelineOutput }).output ?? null,
    })),
    forwardToPipeline: sendTo(
      'finalPipeline',
      ({ event }) => event as PipelineEvent,
    ),
  },
}).createMachine({
  id: 'batch',
  context: ({ input }) => ({
    batches: input.batches,
    index: 0,
    track: input.track,
    avatar: input.avatar,
    task: input.task ?? null,
    limits: { ...defaultLimits(), ...input.limits },
    retries: 0,
    last: null,
    records: [],
    final: null,
    stopReason: null,
    lang: input.language ?? 'en',
  }),
  initial: 'running',
  states: {
    running: {
      initial: 'awaitingBatch',
      on: { STOP: { target: 'stopped', actions: 'stopByUser' } },
      states: {
        awaitingBatch: {
          on: {
            BATCH_DONE: {
              guard: 'namesCurrentBatch',
              target: 'checking',
              actions: 'checkBatch',
            },
          },
        },
        checking: {
          always: [
            { guard: 'batchFailed', target: 'failureCounted' },
            {
              guard: 'moreBatches',
              target: 'awaitingBatch',
              actions: 'nextBatch',
            },
            { target: '#batch.finalVerification' },
          ],
        },
        failureCounted: {
          entry: 'countBatchRetry',
          always: [
            {
              guard: 'batchRetriesExhausted',
              target: '#batch.stopped',
              actions: 'stopOnRetries',
            },
            { target: 'failed' },
          ],
        },
        failed: {
          on: {
            BATCH_DONE: {
              guard: 'namesCurrentBatch',
              target: 'checking',
              actions: 'checkBatch',
            },
          },
        },
      },
    },
    finalVerification: {
      invoke: {
        id: 'finalPipeline',
        src: 'finalPipeline',
        input: ({ context }) => ({
          track: context.track,
          avatar: context.avatar,
          limits: context.limits,
          ...(context.task ? { task: context.task } : {}),
          language: context.lang ?? 'en',
        }),
        onDone: [
          {
            guard: 'pipelineCompleted',
            target: 'completed',
            actions: 'keepFinal',
          },
          { target: 'escalated', actions: 'keepFinal' },
        ],
      },
      on: {
        SUBMIT: { actions: 'forwardToPipeline' },
        RESUBMIT: { actions: 'forwardToPipeline' },
        VERIFY_RESULT: { actions: 'forwardToPipeline' },
        USER_DECISION: { actions: 'forwardToPipeline' },
      },
    },
    completed: { type: 'final', output: { status: 'completed' } },
    escalated: { type: 'final', output: { status: 'escalated' } },
    stopped: { type: 'final', output: { status: 'stopped' } },
  },
  // The root's done event carries the output of the final state reached (XState
  // types it loosely).
  output: ({ context, event }) => ({
    status: (event as unknown as { output: { status: BatchOutcome['status'] } })
      .output.status,
    records: context.records,
    final: context.final,
    stopReason: context.stopReason,
  }),
});

export function createBatch(input: BatchInput) {
  return createActor(batchMachine, { input });
}
