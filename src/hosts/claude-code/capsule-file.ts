// writeCapsule(env, sessionId, cwd) at PreCompact — the run checked at
// pre-context-compile, the loop's compact capsule rendered, checked at
// post-context-compile and written to .wukong/runs/<session>/capsule.md — and
// readCapsule(env, sessionId) at SessionStart after a compaction
// Pos: src/hosts/claude-code, seed 004 Phase 4 in Claude Code: what the
// compaction must not forget (hard-denies, open questions, resume point, gate
// state, write transactions, source anchors) comes back after it
import { join } from 'node:path';
import { compactCapsule } from '../../../policies/context/prompt/compact-capsule.js';
import { workspaceOf } from '../../harness/gate/prepare-context.js';
import { runGate } from '../../harness/gate/run-gate.js';
import { kernelSnapshot } from '../../harness/loop/kernel-snapshot.js';
import { readTextIfExists } from '../../platform/store/atomic-file.js';
import { writeTextRedacted } from '../../platform/store/redacted-file.js';
import type { HookEnv } from './hook-env.js';
import { record } from './hook-env.js';
import { loopScope, peekLoop } from './host-loop.js';
import { activeAnchors } from './active-anchors.js';

const capsulePath = (env: HookEnv, sessionId: string) =>
  join(env.runs.dir(sessionId), 'capsule.md');

export function writeCapsule(
  env: HookEnv,
  sessionId: string,
  cwd: string,
): void {
  const scope = loopScope(env);
  if (!scope) return;
  const where = workspaceOf({ cwd, workspace: env.workspace, home: env.home });
  if (scope.run) {
    const consistent = runGate(
      'pre-context-compile',
      { ...where, run: scope.run },
      { registry: env.registry, now: env.now() },
    );
    record(env, 'gate.decision', {
      checkpoint: 'pre-context-compile',
      subject: scope.run.id,
      decision: consistent,
    });
  }
  const view = env.runs.update(sessionId, env.now(), (state) =>
    peekLoop(env, sessionId, scope, state),
  );
  const snapshot = kernelSnapshot({
    loop: view.context,
    state: view.state,
    ...(scope.run ? { run: scope.run } : {}),
    ...(scope.promise ? { promise: scope.promise } : {}),
    evidence: env.evidence.list().records,
    anchors: activeAnchors(env.workspace),
  });
  const { text, contract } = compactCapsule(snapshot, 'compact');
  const decision = runGate(
    'post-context-compile',
    { ...where, payload: { snapshot, text } },
    { registry: env.registry, now: env.now() },
  );
  record(env, 'gate.decision', {
    checkpoint: 'post-context-compile',
    subject: 'compact capsule',
    decision,
  });
  record(env, 'context.capsule', {
    trace: contract.traceId,
    sections: contract.sections.map((s) => ({
      id: s.id,
      status: s.status,
      chars: s.chars,
    })),
    written: decision.allowed,
  });
  if (decision.allowed) writeTextRedacted(capsulePath(env, sessionId), text);
}

export function readCapsule(
  env: HookEnv,
  sessionId: string,
): string | undefined {
  return readTextIfExists(capsulePath(env, sessionId));
}
