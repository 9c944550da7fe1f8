// undoStatus(cwd) and undoWorkspace(cwd, {id, path, clean, now, limits}) — the
// user's side of undo: whether snapshots can be taken here (and how many there
// are), and putting the working tree back to one after snapshotting the
// present, so the undo itself can be undone
// Pos: src/harness/undo, what `wukong undo` and the doctor call; the words on
// the screen are src/hosts/cli/undo-command.ts
import { isAbsolute, relative, resolve } from 'node:path';
import {
  snapshotId,
  type SnapshotEntry,
} from '../../../policies/harness/undo/snapshot-record.js';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import type { SaidParam } from '../../../policies/vocabulary/messages/said.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import { locateRepo, type Repo } from './git-repo.js';
import { restoreSnapshot, type Restored } from './restore-snapshot.js';
import { listSnapshots } from './snapshot-refs.js';
import { takeSnapshot } from './take-snapshot.js';
import { undoKey } from './undo-key.js';

export type UndoStatus =
  | {
      available: true;
      top: string;
      snapshots: number;
      newest?: SnapshotEntry;
    }
  | { available: false; why: string; whySaid: SaidParam };

/** Whether Wukong can snapshot the workspace at `cwd`, and what it holds. */
export async function undoStatus(
  cwd: string,
  key: Buffer = undoKey(),
): Promise<UndoStatus> {
  const located = await locateRepo(cwd);
  if ('problem' in located)
    return {
      available: false,
      why: `${located.problem}: Wukong cannot snapshot before deletions here, so they keep the gate's question`,
      whySaid: fragment('error.undo.cannot-snapshot', {
        problem: located.said,
      }),
    };
  const list = await listSnapshots(located.repo, key);
  return {
    available: true,
    top: located.repo.top,
    snapshots: list.length,
    ...(list[0] ? { newest: list[0] } : {}),
  };
}

/** The repository of `cwd`, or a UsageError saying why there is none. */
export async function repoOf(cwd: string): Promise<Repo> {
  const located = await locateRepo(cwd);
  if ('problem' in located)
    throw new UsageError(
      fragment('error.undo.no-repo', { problem: located.said }),
    );
  return located.repo;
}

/** The snapshot an id (a prefix of its commit, 4 digits at least) names. */
export function pickSnapshot(
  list: readonly SnapshotEntry[],
  id: string | undefined,
): SnapshotEntry {
  if (id === undefined) {
    const newest = list[0];
    if (!newest) throw new UsageError(fragment('error.undo.no-snapshot'));
    return newest;
  }
  if (!/^[0-9a-f]{4,40}$/i.test(id))
    throw new UsageError(
      fragment('error.undo.bad-id', { id: JSON.stringify(id) }),
    );
  const hits = list.filter((s) => s.commit.startsWith(id.toLowerCase()));
  if (hits.length === 1) return hits[0] as SnapshotEntry;
  throw new UsageError(
    hits.length === 0
      ? fragment('error.undo.unknown-id', { id })
      : fragment('error.undo.ambiguous', {
          id,
          count: hits.length,
          ids: hits.map((h) => snapshotId(h.commit)).join(', '),
        }),
  );
}

/** A path the user gave, relative to the repository's top, inside it. */
export function repoPath(repo: Repo, cwd: string, path: string): string {
  const rel = relative(repo.top, resolve(cwd, path));
  if (rel.startsWith('..') || isAbsolute(rel))
    throw new UsageError(
      fragment('error.undo.outside', {
        path: JSON.stringify(path),
        top: repo.top,
      }),
    );
  return rel === '' ? '.' : rel.split('\\').join('/');
}

export interface Undone extends Restored {
  target: SnapshotEntry;
  /**
   * The snapshot of the present taken first: `wukong undo <its id>` undoes this
   * undo.
   */
  before: SnapshotEntry;
}

export async function undoWorkspace(
  cwd: string,
  options: {
    id?: string;
    path?: string;
    clean?: boolean;
    now: Date;
    /** The sealing key; default: this user's (undoKey). */
    key?: Buffer;
  },
): Promise<Undone> {
  const key = options.key ?? undoKey();
  const repo = await repoOf(cwd);
  const target = pickSnapshot(await listSnapshots(repo, key), options.id);
  const path =
    options.path === undefined ? undefined : repoPath(repo, cwd, options.path);
  const args = [
    snapshotId(target.commit),
    ...(path !== undefined ? ['--path', path] : []),
    ...(options.clean ? ['--clean'] : []),
  ];
  const present = await takeSnapshot(
    repo,
    {
      before: `wukong undo ${args.join(' ')}`,
      tool: 'wukong undo',
      reason: 'undo',
    },
    // No pruning here: the target, however old, is what is being restored; the
    // next snapshot the hook takes prunes.
    { now: options.now, key },
  );
  const restored = await restoreSnapshot(repo, {
    from: present.entry,
    to: target,
    ...(path !== undefined ? { path } : {}),
    ...(options.clean ? { clean: true } : {}),
  });
  return { ...restored, target, before: present.entry };
}
