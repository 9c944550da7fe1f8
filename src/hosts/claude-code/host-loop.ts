// loopScope, withHostLoop and the hook steps of the LoopKernel inside Claude
// Code: loopBeforeTool (PreToolUse), loopAfterTool (PostToolUse), loopAtStop
// (Stop), loopAtPrompt (UserPromptSubmit: a stopped loop resumes, a budget stop
// with a new segment)
// Pos: src/hosts/claude-code, Claude Code as the loop's host: PreToolUse is the
// gate, PostToolUse the observation (turns and tool calls are counted there),
// Stop the generator's claim. Active only with a CompletionPromise or an active
// run; otherwise every step is a no-op
import type { LoopInput } from '../../../machines/loop.context.js';
import { inputOf, resumeInput } from '../../../machines/loop.context.js';
import type { Verb } from '../../../policies/gate/decision.js';
import { costOf, wouldExceed } from '../../../policies/harness/loop/budget.js';
import type { GateDecision } from '../../../policies/vocabulary/gate.js';
import type {
  ResumeGrant,
  StopReport,
} from '../../../policies/vocabulary/loop.js';
import type { ActiveRun } from '../../../policies/vocabulary/run.js';
import { workspaceOf } from '../../harness/gate/prepare-context.js';
import { evaluatorFor, shipGateFor } from '../../harness/loop/loop-effects.js';
import { bufferedRecorder } from '../../harness/loop/loop-recorder.js';
import type { LoopSession } from '../../harness/loop/loop-session.js';
import type { LoopEffects } from '../../harness/loop/loop-steps.js';
import {
  claimStep,
  observeStep,
  proposeStep,
} from '../../harness/loop/loop-steps.js';
import type { StoredPromise } from '../../harness/promise/promise-store.js';
import type { RunState } from '../../actors/run-store.js';
import { RunRegistry } from '../../harness/runs/run-registry.js';
import { authorizes } from '../../harness/gate/authorization.js';
import { ResumeRequests } from '../../harness/loop/resume-request.js';
import { resumeIntent } from '../../../policies/harness/loop/resume-phrase.js';
import { approveAsk, liveGrants } from './approved-asks.js';
import type { HookEnv } from './hook-env.js';
import { hookLanguage, record } from './hook-env.js';
import {
  findingText,
  message,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { loopSessions } from './loop-runtime.js';
import type { ToolResult } from './tool-plan.js';
import { observationOf, planOfTool } from './tool-plan.js';

export interface LoopScope {
  /**
   * The actor key in the session's run state: one loop per run (or per
   * promise), so a run switch never shares one.
   */
  key: string;
  run?: ActiveRun;
  promise?: StoredPromise;
}

export interface HostLoop {
  scope: LoopScope;
  session: LoopSession;
  effects: LoopEffects;
}

const WAITING = new Set(['reason', 'repair']);
/**
 * Decisions PreToolUse kept for a PostToolUse that never came (the user
 * declined) are dropped after an hour.
 */
const PENDING_MS = 60 * 60 * 1000;

/**
 * The active run and the promise it answers to; null when neither exists (the
 * loop is not active).
 */
export function loopScope(env: HookEnv): LoopScope | null {
  const run = new RunRegistry(env.workspace).active();
  const stored = env.promises.read();
  const promise =
    stored &&
    (!run || run.promiseId === null || run.promiseId === stored.promise.id)
      ? stored
      : undefined;
  if (!run && !promise) return null;
  return {
    key: run ? `loop:${run.id}` : `loop:promise:${promise!.promise.id}`,
    ...(run ? { run } : {}),
    ...(promise ? { promise } : {}),
  };
}

function freshInput(
  env: HookEnv,
  sessionId: string,
  scope: LoopScope,
): LoopInput {
  return {
    runId: sessionId,
    startedAt: env.now().getTime(),
    budget: { ...env.config.loop.budget },
    promise: scope.promise?.promise ?? null,
    promiseSince: scope.promise?.createdAt ?? null,
    plan: {
      paths: scope.run?.plan.paths ?? [],
      mode: scope.run?.mode ?? 'normal',
      riskSignals: scope.run?.riskSignals ?? [],
    },
    stuck: {
      threshold: env.config.loop.stuckThreshold,
      window: env.config.loop.stuckWindow,
    },
  };
}

function effectsFor(env: HookEnv, scope: LoopScope, cwd: string): LoopEffects {
  return {
    gate: () => {
      throw new Error(
        'inside Claude Code every action is gated by PreToolUse; the loop never gates on its own',
      );
    },
    evaluate: evaluatorFor(env.evidence),
    shipGate: shipGateFor({
      registry: env.registry,
      evidence: env.evidence,
      where: workspaceOf({ cwd, workspace: env.workspace, home: env.home }),
      ...(scope.run ? { run: scope.run } : {}),
      now: env.now,
      record: (decision) =>
        record(env, 'gate.decision', {
          checkpoint: 'pre-phase-transition',
          subject: 'ship',
          decision,
        }),
    }),
    now: () => env.now().getTime(),
  };
}

const recorderFor = (env: HookEnv, key: string) => (instance: number) =>
  bufferedRecorder(`${key}#${instance}`, (e) =>
    env.records.push({ ...e, traceId: env.traceId }),
  );

/**
 * Runs `fn` with the session's loop restored (or started) under the run-state
 * lock, and persists it afterwards.
 */
export function withHostLoop<T>(
  env: HookEnv,
  sessionId: string,
  cwd: string,
  fn: (loop: HostLoop | null, state: RunState) => T,
  known?: LoopScope | null,
): T {
  const scope = known === undefined ? loopScope(env) : known;
  return env.runs.update(sessionId, env.now(), (state) => {
    if (!scope) return fn(null, state);
    const loop: HostLoop = {
      scope,
      session: loopSessions().open(
        freshInput(env, sessionId, scope),
        recorderFor(env, scope.key),
        state.actors[scope.key],
      ),
      effects: effectsFor(env, scope, cwd),
    };
    try {
      return fn(loop, state);
    } finally {
      state.actors[scope.key] = loop.session.persisted();
      loop.session.close();
    }
  });
}

/** Why a stopped loop may resume: the user's phrase, or `wukong resume`. */
export interface ResumeCause {
  via: 'prompt' | 'cli' | 'next-task' | 'run-answer';
  guidance?: string;
}

/**
 * The grants an explicit resume stands for, most fitting first: a continue
 * after a budget stop; the user's live Authorizations that cover what blocked
 * the loop; an answer; guidance. None lifts a hard-deny: an unsafe stop resumes
 * with its hard-denies carried, and the gate denies the same action again.
 */
function grantsFor(
  env: HookEnv,
  report: StopReport,
  cause: ResumeCause,
): ResumeGrant[] {
  const text =
    cause.guidance ??
    (cause.via === 'cli'
      ? 'the user resumed the loop (wukong resume)'
      : 'the user asked to continue');
  if (report.reason === 'budget-exhausted')
    return [
      {
        kind: 'continue',
        grantedBy: cause.via === 'cli' ? 'wukong resume' : 'user prompt',
      },
    ];
  const now = env.now();
  const covering = liveGrants(env).filter((a) =>
    report.findings.some((f) => authorizes(a, f, now)),
  );
  return [
    ...covering.map((authorization): ResumeGrant => ({
      kind: 'authorize',
      authorization,
    })),
    { kind: 'answer', answer: text },
    { kind: 'guidance', text },
  ];
}

/**
 * Replaces a stopped loop by the next one the grant allows; returns the new
 * segment, or why nothing resumed.
 */
export function resumeHost(
  env: HookEnv,
  loop: HostLoop,
  cause: ResumeCause,
):
  | { segment: number; newSegment: boolean; from: StopReport; grant: string }
  | { refused: string } {
  const output = loop.session.output();
  if (!output) return { refused: 'the loop has not stopped' };
  let reason = 'no grant fits';
  for (const grant of grantsFor(env, output.report, cause)) {
    const next = resumeInput(
      { input: inputOf(loop.session.context), output },
      grant,
      env.now().getTime(),
    );
    if ('refused' in next) {
      reason = next.refused;
      continue;
    }
    loop.session.close();
    loop.session = loopSessions().open(
      next.input,
      recorderFor(env, loop.scope.key),
    );
    record(env, 'loop.resumed', {
      key: loop.scope.key,
      from: output.report.reason,
      via: cause.via,
      grant: grant.kind,
      ...(grant.kind === 'authorize'
        ? { authorization: grant.authorization }
        : {}),
      segment: next.input.segment,
      newSegment: next.newSegment,
      hardDenies: output.carry.hardDenies.map((f) => f.id),
    });
    return {
      segment: next.input.segment ?? 1,
      newSegment: next.newSegment,
      from: output.report,
      grant: grant.kind,
    };
  }
  return { refused: reason };
}

/**
 * A loop blocked on a run's blocking question the user has since answered
 * (`wukong run question answer`): the structured answer the stop asked for,
 * which resumes it. Null when the stop was about anything else, or a question
 * is still open.
 */
function answeredQuestion(
  report: StopReport,
  run: ActiveRun | undefined,
): { answer: string; questionId: string } | null {
  if (report.reason !== 'blocked' || !run) return null;
  const ids = report.findings
    .filter((f) => f.policy === 'source-write' && f.severity === 'hard-deny')
    .map((f) => /:(Q\d+)$/.exec(f.subject ?? '')?.[1]);
  if (ids.length === 0 || ids.length !== report.findings.length) return null;
  const answers = ids.map(
    (id) => run.questions.find((q) => q.id === id)?.answer,
  );
  if (answers.some((a) => a === undefined)) return null;
  return { answer: answers[0] as string, questionId: ids[0] as string };
}

/** The user's pending `wukong resume`, if any (user-level state). */
const resumeRequests = (env: HookEnv) =>
  env.witness ? new ResumeRequests(env.witness.dir) : undefined;

/**
 * A `wukong resume` the user gave resumes a stopped loop at its next hook; the
 * request is taken once. So does the structured answer to the blocking question
 * the loop stopped on.
 */
function resumeFromCli(
  env: HookEnv,
  loop: HostLoop,
): ReturnType<typeof resumeHost> | null {
  const report = loop.session.context.stop;
  const answered = report ? answeredQuestion(report, loop.scope.run) : null;
  if (answered)
    return resumeHost(env, loop, {
      via: 'run-answer',
      guidance: answered.answer,
    });
  const requests = resumeRequests(env);
  const pending = requests?.peek(env.now());
  if (!requests || !pending) return null;
  requests.clear();
  return resumeHost(env, loop, {
    via: 'cli',
    ...(pending.guidance ? { guidance: pending.guidance } : {}),
  });
}

const NO_RECORDS = { start() {}, event() {}, state() {} };

/**
 * The session's loop as it stands, read without changing or recording anything
 * (for capsules and facts).
 */
export function peekLoop(
  env: HookEnv,
  sessionId: string,
  scope: LoopScope,
  state: RunState,
): { context: LoopSession['context']; state: string } {
  const session = loopSessions().open(
    freshInput(env, sessionId, scope),
    () => NO_RECORDS,
    state.actors[scope.key],
  );
  const view = { context: session.context, state: session.state };
  session.close();
  return view;
}

const stopOf = (loop: HostLoop) =>
  loop.session.stopped ? loop.session.context.stop : null;

/**
 * PreToolUse: a stopped loop refuses every tool (a done one starts the next
 * loop); a denied call is proposed and gated so the loop sees it; a call past a
 * budget stops the loop. Otherwise the decisions wait for the PostToolUse of
 * the same call. `hostAsks` (the verdict is an ask Claude Code puts to the
 * user) is the loop's one reading of a verdict of its own:
 * policies/gate/decision.ts loopRefusal.
 */
export function loopBeforeTool(
  env: HookEnv,
  input: {
    session_id: string;
    cwd: string;
    tool_name: string;
    tool_input: Record<string, unknown>;
    tool_use_id?: string;
  },
  decisions: GateDecision[],
  verb: Verb,
  known?: LoopScope | null,
): StopReport | null {
  return withHostLoop(
    env,
    input.session_id,
    input.cwd,
    (loop, state) => {
      if (!loop) return null;
      const now = env.now();
      for (const [id, p] of Object.entries(state.loopPending))
        if (now.getTime() - Date.parse(p.at) > PENDING_MS)
          delete state.loopPending[id];
      if (loop.session.stopped) {
        if (loop.session.context.stop?.reason === 'done')
          resumeHost(env, loop, {
            via: 'next-task',
            guidance: 'the next task',
          });
        else {
          const resumed = resumeFromCli(env, loop);
          if (!resumed || 'refused' in resumed) return stopOf(loop);
        }
      }
      if (!WAITING.has(loop.session.state)) {
        record(env, 'loop.skipped', {
          key: loop.scope.key,
          state: loop.session.state,
          tool: input.tool_name,
        });
        return null;
      }
      const plan = planOfTool(
        input.tool_name,
        input.tool_input,
        input.tool_use_id,
      );
      const c = loop.session.context;
      const ticked = {
        ...c.usage,
        wallClockMs: Math.max(c.usage.wallClockMs, now.getTime() - c.startedAt),
      };
      if (verb === 'deny' || wouldExceed(ticked, c.budget, costOf(plan))) {
        proposeStep(loop.session, plan, loop.effects, {
          decisions,
          hostAsks: verb === 'ask',
        });
        return stopOf(loop);
      }
      if (input.tool_use_id)
        state.loopPending[input.tool_use_id] = {
          decisions,
          hostAsks: verb === 'ask',
          at: now.toISOString(),
        };
      return null;
    },
    known,
  );
}

/**
 * PostToolUse: the call becomes one full round — proposed, gated (with
 * PreToolUse's decisions), observed, evaluated; `bookkeeping` updates the
 * session's counters under the same lock.
 */
export function loopAfterTool(
  env: HookEnv,
  input: {
    session_id: string;
    cwd: string;
    tool_name: string;
    tool_input: Record<string, unknown>;
    tool_use_id?: string;
  },
  result: Omit<ToolResult, 'plan' | 'tool'>,
  postDecision: GateDecision,
  known?: LoopScope | null,
  bookkeeping?: (state: RunState) => void,
): StopReport | null {
  return withHostLoop(
    env,
    input.session_id,
    input.cwd,
    (loop, state) => {
      bookkeeping?.(state);
      // The call ran: an ask about it was approved by the user.
      const approved = approveAsk(env, state, input);
      if (!loop || loop.session.stopped || !WAITING.has(loop.session.state))
        return null;
      const waiting = input.tool_use_id
        ? state.loopPending[input.tool_use_id]
        : undefined;
      if (input.tool_use_id) delete state.loopPending[input.tool_use_id];
      // The loop sees the approval as what it is: an Authorization of the
      // soft-denies it was asked about, for this call only.
      const pending =
        waiting && approved.length
          ? {
              ...waiting,
              hostAsks: false,
              decisions: (waiting.decisions as GateDecision[]).map((d) => ({
                ...d,
                authorized: [
                  ...new Set([
                    ...d.authorized,
                    ...d.findings
                      .filter(
                        (f) =>
                          f.severity === 'soft-deny' && approved.includes(f.id),
                      )
                      .map((f) => f.id),
                  ]),
                ],
              })),
            }
          : waiting;
      const plan = planOfTool(
        input.tool_name,
        input.tool_input,
        input.tool_use_id,
      );
      proposeStep(loop.session, plan, loop.effects, {
        decisions: pending
          ? (pending.decisions as GateDecision[])
          : [postDecision],
        hostAsks: pending?.hostAsks ?? false,
      });
      if (loop.session.state === 'act')
        observeStep(
          loop.session,
          observationOf({ ...result, plan, tool: input.tool_name }),
          loop.effects,
        );
      return stopOf(loop);
    },
    known,
  );
}

export type StopOutcome =
  | { kind: 'inactive' }
  /**
   * Still running; `unmet`: the promise's doneWhen conditions the evaluator
   * found not to hold at this claim.
   */
  | { kind: 'running'; unmet: string[] }
  | { kind: 'stopped'; report: StopReport };

/**
 * Stop: the agent claims it is done; the evaluator and the ship gate decide. A
 * loop already stopped reports why.
 */
export function loopAtStop(
  env: HookEnv,
  input: { session_id: string; cwd: string; last_assistant_message?: string },
): StopOutcome {
  return withHostLoop(env, input.session_id, input.cwd, (loop): StopOutcome => {
    if (!loop) return { kind: 'inactive' };
    if (!loop.session.stopped && WAITING.has(loop.session.state))
      claimStep(loop.session, input.last_assistant_message ?? '', loop.effects);
    const report = stopOf(loop);
    if (report) return { kind: 'stopped', report };
    const unmet = (loop.session.context.evaluation?.findings ?? [])
      .filter((f) => f.policy === 'promise.done-when')
      .map((f) => findingText(f, hookLanguage(env)));
    return { kind: 'running', unmet };
  });
}

export type PromptResume =
  | {
      kind: 'resumed';
      segment: number;
      newSegment: boolean;
      from: StopReport;
      grant: string;
    }
  /** Stopped, and the prompt did not ask to resume: the loop stays stopped. */
  | { kind: 'held'; report: StopReport };

/**
 * UserPromptSubmit: a stopped loop resumes only on an explicit resume — a
 * prompt that opens with a resume phrase (policies/harness/loop/
 * resume-phrase.ts) or a pending `wukong resume`; after a budget stop with a
 * new, equally bounded segment. A done loop starts the next one on any prompt
 * (a new task).
 */
export function loopAtPrompt(
  env: HookEnv,
  input: { session_id: string; cwd: string; prompt: string },
): PromptResume | null {
  return withHostLoop(env, input.session_id, input.cwd, (loop) => {
    if (!loop || !loop.session.stopped) return null;
    const report = loop.session.context.stop as StopReport;
    const intent = resumeIntent(input.prompt);
    let resumed: ReturnType<typeof resumeHost> | null;
    if (report.reason === 'done')
      resumed = resumeHost(env, loop, { via: 'next-task' });
    else if (intent)
      resumed = resumeHost(env, loop, {
        via: 'prompt',
        ...(intent.guidance ? { guidance: intent.guidance } : {}),
      });
    else resumed = resumeFromCli(env, loop);
    if (resumed && !('refused' in resumed))
      return { kind: 'resumed', ...resumed };
    record(env, 'loop.resume-refused', {
      key: loop.scope.key,
      why: resumed
        ? resumed.refused
        : 'the prompt does not ask to resume (say "continue" / "继续", or run wukong resume)',
    });
    return { kind: 'held', report };
  });
}

/**
 * What the user and the agent are told about a loop a prompt did not resume.
 */
export function heldNotice(report: StopReport, lang: Lang = 'en'): string {
  return message(
    report.findings.some((f) => f.severity === 'hard-deny')
      ? 'loop.held-hard'
      : 'loop.held',
    lang,
    {
      reason: report.reason,
      summary: findingText(
        { message: report.summary, said: report.summarySaid },
        lang,
      ),
      word: '继续',
    },
  );
}
