// takeSnapshotIfNeeded — the git side of PreToolUse's undo step, loaded only
// when a call needs a snapshot: find the working tree, check the named files
// for uncommitted work, snapshot (sealed, pruned) — so the many calls that need
// none never load child_process or the key
// Pos: src/hosts/claude-code, behind undo-before-tool.ts (which decides and
// records); the plumbing is src/harness/undo
import type { SnapshotNeed } from '../../../policies/harness/undo/snapshot-trigger.js';
import type { SnapshotMeta } from '../../../policies/harness/undo/snapshot-record.js';
import { locateRepo, type Repo } from '../../harness/undo/git-repo.js';
import { literalPath, runGit } from '../../harness/undo/git-run.js';
import {
  takeSnapshot,
  type Snapshot,
} from '../../harness/undo/take-snapshot.js';
import { undoKey } from '../../harness/undo/undo-key.js';
import { isAbsolute, relative } from 'node:path';

/**
 * Whether any of `paths` inside the working tree is untracked (not ignored) or
 * differs from the index: work git does not have yet.
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

/**
 * The snapshot taken, or undefined when none was due (no git working tree, or
 * no named file holds uncommitted work).
 */
export async function takeSnapshotIfNeeded(
  cwd: string,
  need: Exclude<SnapshotNeed, { kind: 'none' }>,
  meta: Omit<SnapshotMeta, 'worktree' | 'takenAt' | 'seal'>,
  options: { now: Date; limits: { keep: number; maxAgeDays: number } },
): Promise<Snapshot | undefined> {
  const located = await locateRepo(cwd);
  if ('problem' in located) return undefined;
  const repo = located.repo;
  if (
    need.kind === 'if-changed' &&
    !(await holdsUncommittedWork(repo, need.paths))
  )
    return undefined;
  return takeSnapshot(repo, meta, { ...options, key: undoKey() });
}
