// pipelineMachine and createPipeline — seed 001's verification pipeline as a
// statechart (DESIGN §4)
// Pos: machines, the pipeline's states and routes only: judging is policies',
// effects and persistence are src's. Pure: no I/O, no clock
import { assign, createActor, setup } from 'xstate';
import { limitReached } from '../policies/pipeline/limits.js';
import type { EscalationReason } from '../policies/pipeline/escalation.js';
import type {
  PipelineContext,
  PipelineEvent,
  PipelineInput,
  PipelineOutput,
} from './pipeline.context.js';
import {
  acceptSubmission,
  addEvidence,
  countBacktrack,
  countRedo,
  countRetry,
  initialContext,
  pipelineOutput,
  recordEscalation,
  runDing,
  runHui,
  runJie,
  runShi,
} from './pipeline.context.js';

export const pipelineMachine = setup({
  types: {
    context: {} as PipelineContext,
    events: {} as PipelineEvent,
    input: {} as PipelineInput,
    output: {} as PipelineOutput,
  },
  guards: {
    jieRejects: ({ context }) => context.jie?.verdict === 'REJECT',
    jieAsksRetry: ({ context }) => context.jie?.verdict === 'RETRY',
    dingRejects: ({ context }) => context.ding?.verdict === 'REJECT',
    dingAsksRetry: ({ context }) => context.ding?.verdict === 'RETRY',
    huiBacktracks: ({ context }) => context.hui?.backtrack !== undefined,
    backtrackTargetsJie: ({ context }) =>
      context.hui?.backtrack?.target === 'jie',
    retriesExhausted: ({ context }) =>
      limitReached(context.counters.retries, context.limits.retry),
    backtracksExhausted: ({ context }) =>
      limitReached(context.counters.backtracks, context.limits.backtrack),
    redosExhausted: ({ context }) =>
      limitReached(context.counters.redos, context.limits.redo),
  },
  actions: {
    acceptSubmission: assign(({ context, event }) =>
      event.type === 'SUBMIT' || event.type === 'RESUBMIT'
        ? acceptSubmission(context, event.submission)
        : context,
    ),
    addEvidence: assign(({ context, event }) =>
      event.type === 'VERIFY_RESULT'
        ? addEvidence(context, event.evidence)
        : context,
    ),
    runJie: assign(({ context }) => runJie(context)),
    runDing: assign(({ context }) => runDing(context)),
    runHui: assign(({ context }) => runHui(context)),
    runShi: assign(({ context }) => runShi(context)),
    countRetry: assign(({ context }) => countRetry(context)),
    countBacktrack: assign(({ context }) => countBacktrack(context)),
    countRedo: assign(({ context }) => countRedo(context)),
    escalate: assign(
      ({ context, event }, params: { reason: EscalationReason }) =>
        recordEscalation(
          context,
          params.reason,
          event.type === 'USER_DECISION' ? event.note : undefined,
        ),
    ),
  },
}).createMachine({
  id: 'pipeline',
  context: ({ input }) => initialContext(input),
  initial: 'awaitingOutput',
  states: {
    awaitingOutput: {
      on: {
        SUBMIT: { target: 'jie', actions: 'acceptSubmission' },
        USER_DECISION: {
          target: 'escalated',
          actions: { type: 'escalate', params: { reason: 'user-stop' } },
        },
      },
    },
    jie: {
      initial: 'checking',
      states: {
        checking: {
          entry: 'runJie',
          always: [
            { guard: 'jieRejects', target: '#pipeline.rejected' },
            { guard: 'jieAsksRetry', target: 'retryCounted' },
            { target: '#pipeline.ding' },
          ],
        },
        retryCounted: {
          entry: 'countRetry',
          always: [
            {
              guard: 'retriesExhausted',
              target: '#pipeline.escalated',
              actions: { type: 'escalate', params: { reason: 'retry-limit' } },
            },
            { target: 'retrying' },
          ],
        },
        retrying: {
          on: {
            RESUBMIT: { target: 'checking', actions: 'acceptSubmission' },
            USER_DECISION: {
              target: '#pipeline.escalated',
              actions: { type: 'escalate', params: { reason: 'user-stop' } },
            },
          },
        },
      },
    },
    ding: {
      initial: 'checking',
      states: {
        checking: {
          entry: 'runDing',
          always: [
            { guard: 'dingRejects', target: '#pipeline.rejected' },
            { guard: 'dingAsksRetry', target: 'retryCounted' },
            { target: '#pipeline.hui' },
          ],
        },
        retryCounted: {
          entry: 'countRetry',
          always: [
            {
              guard: 'retriesExhausted',
              target: '#pipeline.escalated',
              actions: { type: 'escalate', params: { reason: 'retry-limit' } },
            },
            { target: 'retrying' },
          ],
        },
        retrying: {
          on: {
            VERIFY_RESULT: { target: 'checking', actions: 'addEvidence' },
            RESUBMIT: { target: '#pipeline.jie', actions: 'acceptSubmission' },
            USER_DECISION: {
              target: '#pipeline.escalated',
              actions: { type: 'escalate', params: { reason: 'user-stop' } },
            },
          },
        },
      },
    },
    hui: {
      initial: 'checking',
      states: {
        checking: {
          entry: 'runHui',
          always: [
            { guard: 'huiBacktracks', target: 'backtracking' },
            { target: '#pipeline.shi' },
          ],
        },
        backtracking: {
          entry: 'countBacktrack',
          always: [
            {
              guard: 'backtracksExhausted',
              target: '#pipeline.escalated',
              actions: {
                type: 'escalate',
                params: { reason: 'backtrack-limit' },
              },
            },
            { guard: 'backtrackTargetsJie', target: '#pipeline.jie' },
            { target: '#pipeline.ding' },
          ],
        },
      },
    },
    shi: {
      entry: 'runShi',
      always: 'completed',
    },
    rejected: {
      entry: 'countRedo',
      always: [
        {
          guard: 'redosExhausted',
          target: 'escalated',
          actions: { type: 'escalate', params: { reason: 'redo-limit' } },
        },
        { target: 'awaitingOutput' },
      ],
    },
    completed: { type: 'final' },
    escalated: { type: 'final' },
  },
  output: ({ context }) => pipelineOutput(context),
});

export function createPipeline(input: PipelineInput) {
  return createActor(pipelineMachine, { input });
}
