// snapshotBeforeTool — PreToolUse's undo step: when the gate does not deny a
// call that destroys or rewrites workspace content (policies/harness/undo
// decides which), the working tree is snapshotted before Claude Code runs it,
// and the ledger records the snapshot (`undo.snapshot`) or why it failed
// Pos: src/hosts/claude-code, a backstop beside the gate, never part of it: a
// failed snapshot is recorded and the call goes on with the gate's answer;
// outside a git repository nothing is taken (deletions keep the gate's ask)
import { resolve } from 'node:path';
import {
  bashSnapshotNeed,
  fileSnapshotNeed,
  type SnapshotNeed,
} from '../../../policies/harness/undo/snapshot-trigger.js';
import { snapshotId } from '../../../policies/harness/undo/snapshot-record.js';
import type { ShellAnalysis } from '../../../policies/security/commands/shell-command.js';
import type { GateDecision } from '../../../policies/vocabulary/gate.js';
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
    const files = subjects.files.map((f) => f.path).join(' ');
    const before = subjects.command ?? (files || input.tool_name);
    const { takeSnapshotIfNeeded } = await import('./undo-snapshot-effects.js');
    const snapshot = await takeSnapshotIfNeeded(
      input.cwd,
      need,
      {
        before: keptText(env.redact(before)),
        tool: input.tool_name,
        reason: need.reason,
        ...(input.session_id ? { session: input.session_id } : {}),
      },
      { now: env.now(), limits: env.config.undo },
    );
    if (!snapshot) return;
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
