// preToolFacts(env, input, delegating) (async: the capsule's makings and the
// body's watch are loaded only when needed) — what PreToolUse hands the gate
// beside the parsed command and paths: the active run, the promise (scope),
// evidence (TDD), running sub-agents (parallel limits), the last tool failure,
// the body's verdict, the handoff capsule of a delegation, and when the session
// began (which scripts get read)
// Pos: src/hosts/claude-code, the read of the session's state before the gates
// run (a lock only when the body's watch steps); the policies stay silent on
// what is absent
import type { BodyVerdict } from '../../../policies/harness/body/body-verdict.js';
import type { GateFacts } from '../../../policies/gate/gate-context.js';
import type { ActiveRun } from '../../../policies/vocabulary/run.js';
import type { HookEnv } from './hook-env.js';
import type { PreToolUse } from './hook-input.js';
import type { LoopScope } from './host-loop.js';
import { loopScope, peekLoop } from './host-loop.js';

/**
 * A sub-agent whose SubagentStop never came stops counting against the parallel
 * limit after this long.
 */
const SUBAGENT_STALE_MS = 2 * 60 * 60 * 1000;

export interface PreToolFacts {
  scope: LoopScope | null;
  run?: ActiveRun;
  /** Facts for every gate of this call. */
  facts: GateFacts;
  /**
   * The body's verdict: goes to the first pre-tool gate only, so each violation
   * is reported once.
   */
  body?: BodyVerdict;
  capsule?: string;
  /**
   * When the session began: scripts changed since then are read and judged with
   * the command that runs them.
   */
  sessionStartedAt?: Date;
  /**
   * The session's run state existed when these facts were read (so a step
   * without a loop has nothing to write).
   */
  stateExists: boolean;
}

/**
 * A delegation's handoff capsule (only with an active loop) and the body's
 * watch (only once a task started it) are loaded when they are needed: the
 * anchor store, the kernel snapshot and the checkpoint machine cost a
 * PreToolUse that needs none of them several milliseconds of module loading.
 */
export async function preToolFacts(
  env: HookEnv,
  input: PreToolUse,
  delegating: boolean,
): Promise<PreToolFacts> {
  const scope = loopScope(env);
  const facts: GateFacts = {};
  if (env.vanished?.length) facts.vanished = env.vanished;
  if (scope?.promise) facts.promise = scope.promise.promise;
  if (scope?.run?.tdd) facts.evidence = env.evidence.list().records;
  const out: PreToolFacts = {
    scope,
    facts,
    stateExists: false,
    ...(scope?.run ? { run: scope.run } : {}),
  };
  // Read without the lock: only the body's watch changes the state, and only
  // once a task has started it.
  const seen = env.runs.read(input.session_id);
  if (!seen) return out;
  out.stateExists = true;
  out.sessionStartedAt = new Date(seen.startedAt);
  if (delegating) {
    const now = env.now().getTime();
    facts.activeSubagents = Object.values(seen.activeSubagents)
      .filter((a) => now - Date.parse(a.startedAt) < SUBAGENT_STALE_MS)
      .map((a) => ({ avatar: a.avatar }));
  }
  if (scope && seen.lastToolFailure) {
    const f = seen.lastToolFailure;
    facts.lastToolFailure = {
      tool: f.tool,
      ...(f.path ? { path: f.path } : {}),
      notFound: f.notFound,
      searchedSince: f.searchedSince,
    };
  }
  if (scope && delegating) {
    const [{ kernelSnapshot }, { compactCapsule }, { activeAnchors }] =
      await Promise.all([
        import('../../harness/loop/kernel-snapshot.js'),
        import('../../../policies/context/prompt/compact-capsule.js'),
        import('./active-anchors.js'),
      ]);
    const view = peekLoop(env, input.session_id, scope, seen);
    const snapshot = kernelSnapshot({
      loop: view.context,
      state: view.state,
      ...(scope.run ? { run: scope.run } : {}),
      ...(scope.promise ? { promise: scope.promise } : {}),
      evidence: env.evidence.list().records,
      anchors: activeAnchors(env.workspace),
    });
    out.capsule = compactCapsule(snapshot, 'handoff').text;
  }
  const watching =
    env.config.body.enforce !== 'off' &&
    !input.agent_type &&
    (seen.actors['body']?.snapshot as { value?: unknown } | undefined)
      ?.value !== undefined;
  if (watching) {
    const { bodyVerdict } = await import('./body-watch.js');
    const body = env.runs.update(input.session_id, env.now(), (state) =>
      bodyVerdict(env, input, state),
    );
    if (body) out.body = body;
  }
  return out;
}
