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
import type { HookEnv } from './hook-env.js';
import { record } from './hook-env.js';
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

/**
 * The grants a user's prompt stands for, most fitting first: a continue after a
 * budget stop, an answer, new guidance.
 */
function grantsFor(report: StopReport, prompt: string): ResumeGrant[] {
  const text = prompt.trim() || 'continue';
  if (report.reason === 'budget-exhausted')
    return [{ kind: 'continue', grantedBy: 'user prompt' }];
  return [
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
  prompt: string,
):
  | { segment: number; newSegment: boolean; from: StopReport }
  | { refused: string } {
  const output = loop.session.output();
  if (!output) return { refused: 'the loop has not stopped' };
  let reason = 'no grant fits';
  for (const grant of grantsFor(output.report, prompt)) {
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
      grant: grant.kind,
      segment: next.input.segment,
      newSegment: next.newSegment,
    });
    return {
      segment: next.input.segment ?? 1,
      newSegment: next.newSegment,
      from: output.report,
    };
  }
  return { refused: reason };
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
 * loop); a denied call is proposed and gated so
 * the loop sees it; a call past a budget stops the loop. Otherwise the
 * decisions wait for the PostToolUse of the same call.
 * `hostAsks` (the verdict is an ask Claude Code puts to the user) is the loop's
 * one reading of a verdict of its own:
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
        if (loop.session.context.stop?.reason !== 'done') return stopOf(loop);
        resumeHost(env, loop, 'the next task');
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
      if (!loop || loop.session.stopped || !WAITING.has(loop.session.state))
        return null;
      const pending = input.tool_use_id
        ? state.loopPending[input.tool_use_id]
        : undefined;
      if (input.tool_use_id) delete state.loopPending[input.tool_use_id];
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
  | { kind: 'running' }
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
    return report ? { kind: 'stopped', report } : { kind: 'running' };
  });
}

/**
 * UserPromptSubmit: a stopped loop resumes — after a budget stop with a new,
 * equally bounded segment.
 */
export function loopAtPrompt(
  env: HookEnv,
  input: { session_id: string; cwd: string; prompt: string },
): { segment: number; newSegment: boolean; from: StopReport } | null {
  return withHostLoop(env, input.session_id, input.cwd, (loop) => {
    if (!loop || !loop.session.stopped) return null;
    const resumed = resumeHost(env, loop, input.prompt);
    if ('refused' in resumed) {
      record(env, 'loop.resume-refused', {
        key: loop.scope.key,
        why: resumed.refused,
      });
      return null;
    }
    return resumed;
  });
}
