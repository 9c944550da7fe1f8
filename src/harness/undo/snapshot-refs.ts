// allSnapshots(repo), listSnapshots(repo, key) and pruneSnapshots — the
// snapshots under refs/wukong/snapshots/, newest first (all of them, or this
// worktree's sealed with the user's key), and retention applied by deleting
// refs (no reflog is kept for them, so git's own gc frees the objects)
// Pos: src/harness/undo, the refs only; what retention drops is
// policies/harness/undo/snapshot-retention.ts
import {
  SNAPSHOT_REF_PREFIX,
  parseSnapshotMessage,
  type SnapshotEntry,
} from '../../../policies/harness/undo/snapshot-record.js';
import { snapshotsToPrune } from '../../../policies/harness/undo/snapshot-retention.js';
import type { Repo } from './git-repo.js';
import { gitText, runGit } from './git-run.js';
import { isSealed } from './snapshot-seal.js';

const byNewest = (a: SnapshotEntry, b: SnapshotEntry) =>
  Date.parse(b.meta.takenAt) - Date.parse(a.meta.takenAt);

/** Every snapshot of the repository (all worktrees), newest first. */
export async function allSnapshots(repo: Repo): Promise<SnapshotEntry[]> {
  const text = await gitText(
    'for-each-ref',
    [
      'for-each-ref',
      '--format=%(objectname)%00%(tree)%00%(contents)%00',
      SNAPSHOT_REF_PREFIX,
    ],
    { cwd: repo.top },
  );
  const out: SnapshotEntry[] = [];
  for (const record of text.split('\0\n')) {
    const [commit, tree, message] = record.split('\0');
    if (!commit || !tree || message === undefined) continue;
    const meta = parseSnapshotMessage(message);
    if (meta) out.push({ commit, tree, meta });
  }
  return out.sort(byNewest);
}

/**
 * This worktree's snapshots sealed with `key` (Wukong's own), newest first;
 * refs anyone else wrote under the prefix are passed over.
 */
export async function listSnapshots(
  repo: Repo,
  key: Buffer,
): Promise<SnapshotEntry[]> {
  return (await allSnapshots(repo)).filter(
    (s) => s.meta.worktree === repo.top && isSealed(key, s),
  );
}

/**
 * Deletes what retention drops among `snapshots` (this worktree's); returns the
 * dropped ones.
 */
export async function pruneSnapshots(
  repo: Repo,
  snapshots: readonly SnapshotEntry[],
  limits: { keep: number; maxAgeDays: number },
  now: Date,
): Promise<SnapshotEntry[]> {
  const drop = snapshotsToPrune(snapshots, limits, now);
  if (drop.length === 0) return [];
  const input = drop
    .map((s) => `delete ${SNAPSHOT_REF_PREFIX}${s.commit} ${s.commit}\n`)
    .join('');
  // A concurrent prune may have deleted some already: the batch fails as a
  // whole then, and the next snapshot prunes again.
  await runGit(['update-ref', '--stdin'], { cwd: repo.top, input });
  return drop;
}
