// pipelineMachine and createPipeline — seed 001's verification pipeline as a
// statechart (DESIGN §4): one region per track (feature, fix, refactor,
// direct), each 戒 → 定 → 慧 → 识 with its own guards, and the budgets as states
// Pos: machines, the pipeline's states and routes only: judging is policies',
// effects and persistence are src's. Pure: no I/O, no clock
import { assign, createActor, setup } from 'xstate';
import {
  backtrackStep,
  retryStep,
} from '../policies/pipeline/failure-steps.js';
import { limitReached } from '../policies/pipeline/limits.js';
import type { EscalationReason } from '../policies/pipeline/escalation.js';
import { directTrack } from '../policies/pipeline/tracks/direct.js';
import { featureTrack } from '../policies/pipeline/tracks/feature.js';
import { fixTrack } from '../policies/pipeline/tracks/fix.js';
import { refactorTrack } from '../policies/pipeline/tracks/refactor.js';
import type { Track } from '../policies/vocabulary/track.js';
import type {
  PipelineContext,
  PipelineEvent,
  PipelineInput,
  PipelineOutput,
} from './pipeline.context.js';
import {
  acceptSubmission,
  addEvidence,
  askRootCause,
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
  warnBacktrack,
} from './pipeline.context.js';

export const pipelineMachine = setup({
  types: {
    context: {} as PipelineContext,
    events: {} as PipelineEvent,
    input: {} as PipelineInput,
    output: {} as PipelineOutput,
  },
  guards: {
    isFeatureTrack: ({ context }) => context.track === 'feature',
    isFixTrack: ({ context }) => context.track === 'fix',
    isRefactorTrack: ({ context }) => context.track === 'refactor',
    isDirectTrack: ({ context }) => context.track === 'direct',
    jieRejects: ({ context }) => context.jie?.verdict === 'REJECT',
    jieAsksRetry: ({ context }) => context.jie?.verdict === 'RETRY',
    dingRejects: ({ context }) => context.ding?.verdict === 'REJECT',
    // 定 → 慧: each track's own evidence bar (level and proofs).
    featureEvidenceMet: ({ context: c }) =>
      c.ding !== null && featureTrack.evidenceMet(c.ding, c.avatarKind),
    fixEvidenceMet: ({ context: c }) =>
      c.ding !== null && fixTrack.evidenceMet(c.ding, c.avatarKind),
    refactorEvidenceMet: ({ context: c }) =>
      c.ding !== null && refactorTrack.evidenceMet(c.ding, c.avatarKind),
    directEvidenceMet: ({ context: c }) =>
      c.ding !== null && directTrack.evidenceMet(c.ding, c.avatarKind),
    // 慧's depth on fix: a small fix (or a fast request, an exploration avatar)
    // may skip; feature and refactor have no SKIP route at all.
    fixSkipsHui: ({ context: c }) =>
      c.hui !== null && fixTrack.huiSkipAllowed(c.hui),
    huiBacktracks: ({ context }) => context.hui?.backtrack !== undefined,
    huiGivesFeedback: ({ context }) => context.hui?.verdict === 'FEEDBACK',
    backtrackTargetsJie: ({ context }) =>
      context.hui?.backtrack?.target === 'jie',
    retriesExhausted: ({ context }) =>
      limitReached(context.counters.retries, context.limits.retry),
    rootCauseDue: ({ context }) =>
      retryStep(context.counters.retries, context.limits.retry) ===
      'root-cause',
    backtracksExhausted: ({ context }) =>
      limitReached(context.counters.backtracks, context.limits.backtrack),
    backtrackWarningDue: ({ context }) =>
      backtrackStep(context.counters.backtracks, context.limits.backtrack) ===
      'warn',
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
    askRootCause: assign(({ context }) => askRootCause(context)),
    countBacktrack: assign(({ context }) => countBacktrack(context)),
    warnBacktrack: assign(({ context }) => warnBacktrack(context)),
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
        SUBMIT: [
          {
            guard: 'isFeatureTrack',
            target: 'feature',
            actions: 'acceptSubmission',
          },
          { guard: 'isFixTrack', target: 'fix', actions: 'acceptSubmission' },
          {
            guard: 'isRefactorTrack',
            target: 'refactor',
            actions: 'acceptSubmission',
          },
          {
            guard: 'isDirectTrack',
            target: 'direct',
            actions: 'acceptSubmission',
          },
        ],
        USER_DECISION: {
          target: 'escalated',
          actions: { type: 'escalate', params: { reason: 'user-stop' } },
        },
      },
    },
    feature: {
      description:
        'Feature 轨道: Contract 完整 · L2 + AC 测试全通过 · 完整内观',
      initial: 'jie',
      states: {
        jie: jieGate('feature'),
        ding: dingGate('feature', 'featureEvidenceMet'),
        hui: {
          description: '完整内观: never skipped',
          initial: 'checking',
          states: {
            checking: {
              entry: 'runHui',
              always: [
                { guard: 'huiBacktracks', target: 'backtracking' },
                { guard: 'huiGivesFeedback', target: '#pipeline.feature.shi' },
                { target: '#pipeline.feature.shi' },
              ],
            },
            ...backtrackStates('feature'),
          },
        },
        shi: shiGate(),
      },
    },
    fix: {
      description:
        'Fix 轨道: 安全检查 + 回归风险 · L2 + 复现用例 + 回归测试 · 问题锚点',
      initial: 'jie',
      states: {
        jie: jieGate('fix'),
        ding: dingGate('fix', 'fixEvidenceMet'),
        hui: {
          description: '问题锚点提取: a small fix may skip',
          initial: 'checking',
          states: {
            checking: {
              entry: 'runHui',
              always: [
                { guard: 'fixSkipsHui', target: '#pipeline.fix.shi' },
                { guard: 'huiBacktracks', target: 'backtracking' },
                { guard: 'huiGivesFeedback', target: '#pipeline.fix.shi' },
                { target: '#pipeline.fix.shi' },
              ],
            },
            ...backtrackStates('fix'),
          },
        },
        shi: shiGate(),
      },
    },
    refactor: {
      description:
        'Refactor 轨道: 边界检查 + 行为保持 · L2 + 行为不变证明 · 决策锚点',
      initial: 'jie',
      states: {
        jie: jieGate('refactor'),
        ding: dingGate('refactor', 'refactorEvidenceMet'),
        hui: {
          description: '决策锚点提取: never skipped',
          initial: 'checking',
          states: {
            checking: {
              entry: 'runHui',
              always: [
                { guard: 'huiBacktracks', target: 'backtracking' },
                {
                  guard: 'huiGivesFeedback',
                  target: '#pipeline.refactor.shi',
                },
                { target: '#pipeline.refactor.shi' },
              ],
            },
            ...backtrackStates('refactor'),
          },
        },
        shi: shiGate(),
      },
    },
    direct: {
      description: 'Direct 轨道: 基础安全检查 · L1 可接受 · 慧 skipped',
      initial: 'jie',
      states: {
        jie: jieGate('direct'),
        ding: dingGate('direct', 'directEvidenceMet'),
        hui: {
          // directTrack.rule.skipHui is 'always': judgeHui records the SKIP and
          // its reasons, and the only route is on to 识 (no backtrack, no
          // FEEDBACK on this track; the property tests hold judgeHui to it).
          description: '可跳过: SKIP is the only route',
          entry: 'runHui',
          always: { target: '#pipeline.direct.shi' },
        },
        shi: shiGate(),
      },
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

/**
 * A track's 戒: REJECT ends the output (redo), RETRY counts against the shared
 * retry budget (second failure: root cause first), PASS hands over to 定.
 */
function jieGate(track: Track) {
  return {
    initial: 'checking',
    states: {
      checking: {
        entry: 'runJie',
        always: [
          { guard: 'jieRejects', target: '#pipeline.rejected' },
          { guard: 'jieAsksRetry', target: 'retryCounted' },
          { target: `#pipeline.${track}.ding` },
        ],
      },
      ...retryStates(),
      retrying: {
        ...retryingStates(),
        on: {
          RESUBMIT: { target: 'checking', actions: 'acceptSubmission' },
          USER_DECISION: userStop(),
        },
      },
    },
  } as const;
}

/**
 * A track's 定: REJECT (L0) ends the output, the track's evidence bar hands over
 * to 慧, anything else is a RETRY: new evidence re-enters 定, a new output
 * re-enters 戒.
 */
function dingGate(track: Track, evidenceGuard: `${Track}EvidenceMet`) {
  return {
    initial: 'checking',
    states: {
      checking: {
        entry: 'runDing',
        always: [
          { guard: 'dingRejects', target: '#pipeline.rejected' },
          { guard: evidenceGuard, target: `#pipeline.${track}.hui` },
          { target: 'retryCounted' },
        ],
      },
      ...retryStates(),
      retrying: {
        ...retryingStates(),
        on: {
          VERIFY_RESULT: { target: 'checking', actions: 'addEvidence' },
          RESUBMIT: {
            target: `#pipeline.${track}.jie`,
            actions: 'acceptSubmission',
          },
          USER_DECISION: userStop(),
        },
      },
    },
  } as const;
}

/** The retry budget as a state: escalate at the limit, root cause from the
 * second failure, else a plain repair. */
function retryStates() {
  return {
    retryCounted: {
      entry: 'countRetry',
      always: [
        {
          guard: 'retriesExhausted',
          target: '#pipeline.escalated',
          actions: {
            type: 'escalate',
            params: { reason: 'retry-limit' },
          },
        },
        {
          guard: 'rootCauseDue',
          target: 'retrying.rootCause',
          actions: 'askRootCause',
        },
        { target: 'retrying' },
      ],
    },
  } as const;
}

/** Waiting for the avatar: a plain repair, or a root cause analysis first. */
function retryingStates() {
  return {
    initial: 'repair',
    states: { repair: {}, rootCause: {} },
  } as const;
}

/** The backtrack budget as states: escalate at the limit, warn from the second
 * backtrack, then back to the gate 慧 named. */
function backtrackStates(track: Track) {
  const back = [
    { guard: 'backtrackTargetsJie', target: `#pipeline.${track}.jie` },
    { target: `#pipeline.${track}.ding` },
  ] as const;
  return {
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
        { guard: 'backtrackWarningDue', target: 'backtrackWarned' },
        ...back,
      ],
    },
    backtrackWarned: { entry: 'warnBacktrack', always: [...back] },
  } as const;
}

function shiGate() {
  return {
    entry: 'runShi',
    always: { target: '#pipeline.completed' },
  } as const;
}

function userStop() {
  return {
    target: '#pipeline.escalated',
    actions: { type: 'escalate', params: { reason: 'user-stop' } },
  } as const;
}

export function createPipeline(input: PipelineInput) {
  return createActor(pipelineMachine, { input });
}
