// snapshotBeforeTool — PreToolUse's undo step: when the gate does not deny a
// call that destroys or rewrites workspace content (policies/harness/undo
// decides which), the working tree is snapshotted before Claude Code runs it,
// and the ledger records the snapshot (`undo.snapshot`) or why it failed
// Pos: src/hosts/claude-code, a backstop beside the gate, never part of it: a
// failed snapshot is recorded and the call goes on with the gate's answer;
// outside a git repository nothing is taken (deletions keep the gate's ask)
import { isAbsolute, relative, resolve } from 'node:path';
import {
  bashSnapshotNeed,
  fileSnapshotNeed,
  type SnapshotNeed,
} from '../../../policies/harness/undo/snapshot-trigger.js';
import { snapshotId } from '../../../policies/harness/undo/snapshot-record.js';
import type { ShellAnalysis } from '../../../policies/security/commands/shell-command.js';
import type { GateDecision } from '../../../policies/vocabulary/gate.js';
import { locateRepo, type Repo } from '../../harness/undo/git-repo.js';
import { literalPath, runGit } from '../../harness/undo/git-run.js';
import { takeSnapshot } from '../../harness/undo/take-snapshot.js';
import { undoKey } from '../../harness/undo/undo-key.js';
import type { HookEnv } from './hook-env.js';
import { record } from './hook-env.js';
import type { PreToolUse } from './hook-input.js';
import { keptText } from './long-command.js';
import type { ToolSubjects } from './tool-subjects.js';

/**
 * The first need that asks for a snapshot outright, else every path to check.
 */
function merged(needs: readonly SnapshotNeed[]): SnapshotNeed {
  const always = needs.find((n) => n.kind === 'always');
  if (always) return always;
  const paths = needs.flatMap((n) => (n.kind === 'if-changed' ? n.paths : []));
  const reason = needs.find((n) => n.kind === 'if-changed');
  return reason && reason.kind === 'if-changed'
    ? { kind: 'if-changed', paths, reason: reason.reason }
    : { kind: 'none' };
}

/**
 * Whether any of `paths` inside the working tree is untracked (not ignored)
 * or differs from the index: work git does not have yet.
 */
async function holdsUncommittedWork(
  repo: Repo,
  paths: readonly string[],
): Promise<boolean> {
  const inside = paths
    .map((p) => relative(repo.top, p))
    .filter((r) => r !== '' && !r.startsWith('..') && !isAbsolute(r));
  if (inside.length === 0) return false;
  const run = await runGit(
    [
      'ls-files',
      '-z',
      '--others',
      '--modified',
      '--exclude-standard',
      '--',
      ...inside.map(literalPath),
    ],
    { cwd: repo.top },
  );
  // Unknown (git failed): snapshot rather than lose work.
  return run.code !== 0 || run.stdout.length > 0;
}

export async function snapshotBeforeTool(
  env: HookEnv,
  input: PreToolUse,
  subjects: ToolSubjects,
  shells: ReadonlyArray<ShellAnalysis | undefined>,
  decisions: readonly GateDecision[],
): Promise<void> {
  if (!env.config.undo.enabled) return;
  const policies = decisions.flatMap((d) => d.findings.map((f) => f.policy));
  const where = { cwd: input.cwd, home: env.home };
  const needs: SnapshotNeed[] = shells.map((shell) =>
    bashSnapshotNeed(shell, policies, where),
  );
  needs.push(
    fileSnapshotNeed(
      input.tool_name,
      subjects.files
        .filter((f) => f.access === 'write' && f.path)
        .map((f) => resolve(input.cwd, f.path)),
    ),
  );
  const need = merged(needs);
  if (need.kind === 'none') return;
  try {
    const located = await locateRepo(input.cwd);
    if ('problem' in located) return;
    const repo = located.repo;
    if (
      need.kind === 'if-changed' &&
      !(await holdsUncommittedWork(repo, need.paths))
    )
      return;
    const files = subjects.files.map((f) => f.path).join(' ');
    const before = subjects.command ?? (files || input.tool_name);
    const snapshot = await takeSnapshot(
      repo,
      {
        before: keptText(env.redact(before)),
        tool: input.tool_name,
        reason: need.reason,
        ...(input.session_id ? { session: input.session_id } : {}),
      },
      { now: env.now(), key: undoKey(), limits: env.config.undo },
    );
    record(env, 'undo.snapshot', {
      id: snapshotId(snapshot.entry.commit),
      created: snapshot.created,
      reason: need.reason,
      ...(snapshot.warnings ? { warnings: snapshot.warnings } : {}),
    });
  } catch (error) {
    record(env, 'undo.snapshot-failed', {
      reason: need.reason,
      error: env.redact((error as Error).message),
    });
  }
}
