// restoreSnapshot(repo, {from, to, path, clean}) — puts the working tree (or
// one path) back to a snapshot: what differs between the snapshot just taken of
// the present (`from`) and the target (`to`) is checked out of the target byte
// for byte, modes and symlinks included, through a temporary index; files
// created after the target are left alone unless `clean`, which removes them
// Pos: src/harness/undo, the one writer of the working tree; the user's index,
// HEAD, branches and stash stay untouched. Ignored files are in a snapshot
// only when small and hand-made (`.env`: policies/harness/undo/ignored-kept.ts);
// the other ignored ones are neither restored nor removed
import { lstatSync, rmSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SnapshotEntry } from '../../../policies/harness/undo/snapshot-record.js';
import type { Repo } from './git-repo.js';
import { NOT_WUKONG_STATE, gitText, literalPath } from './git-run.js';
import { indexCopy } from './take-snapshot.js';

export interface Restored {
  /** Paths (repository-relative) written from the target. */
  written: string[];
  /** Paths removed (`clean`): created after the target. */
  removed: string[];
  /** Paths created after the target and left where they are. */
  leftAlone: string[];
  /**
   * Paths `clean` would remove but did not: a folder on the way is a symlink.
   */
  skipped: string[];
  /**
   * Submodules that differ: a snapshot records a submodule as its commit only
   * (git does not enter it), so its files are not put back; `git submodule
   * update --init <path>` brings them from the submodule's own repository.
   */
  submodules: string[];
}

interface Change {
  status: string;
  path: string;
  /** A gitlink (mode 160000) on either side: a submodule. */
  submodule: boolean;
}

/** `git diff-tree -r -z` output: `:old new oldsha newsha S\0path\0` records. */
function parseDiff(text: string): Change[] {
  const parts = text.split('\0');
  const out: Change[] = [];
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const head = parts[i] as string;
    const path = parts[i + 1] as string;
    const status = head.slice(head.lastIndexOf(' ') + 1);
    if (!head.startsWith(':') || !path) break;
    const [oldMode, newMode] = head.slice(1).split(' ');
    out.push({
      status: status.charAt(0),
      path,
      submodule: oldMode === '160000' || newMode === '160000',
    });
  }
  return out;
}

/** Every folder between the top and the file is a real folder, not a link. */
function plainFolders(top: string, path: string): boolean {
  const parts = path.split('/').slice(0, -1);
  let at = top;
  for (const part of parts) {
    at = join(at, part);
    try {
      if (!lstatSync(at).isDirectory()) return false;
    } catch {
      return false;
    }
  }
  return true;
}

function removeFile(top: string, path: string): boolean {
  if (!plainFolders(top, path)) return false;
  try {
    unlinkSync(join(top, path));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Folders the removal emptied go too, up to the top.
  for (let dir = dirname(path); dir !== '.' && dir !== '/'; dir = dirname(dir))
    try {
      rmdirSync(join(top, dir));
    } catch {
      break;
    }
  return true;
}

export async function restoreSnapshot(
  repo: Repo,
  options: {
    from: SnapshotEntry;
    to: SnapshotEntry;
    /** Repository-relative path to restore alone (a file or a folder). */
    path?: string;
    clean?: boolean;
  },
): Promise<Restored> {
  const diff = await gitText(
    'diff-tree',
    [
      'diff-tree',
      '-r',
      '-z',
      '--no-renames',
      options.from.tree,
      options.to.tree,
      '--',
      options.path !== undefined ? literalPath(options.path) : ':/',
      NOT_WUKONG_STATE,
    ],
    { cwd: repo.top },
  );
  const all = parseDiff(diff);
  const changes = all.filter((c) => !c.submodule);
  const written = changes.filter((c) => c.status !== 'D').map((c) => c.path);
  const created = changes.filter((c) => c.status === 'D').map((c) => c.path);
  const out: Restored = {
    written,
    removed: [],
    leftAlone: [],
    skipped: [],
    submodules: all.filter((c) => c.submodule).map((c) => c.path),
  };
  if (options.clean)
    for (const path of created)
      (removeFile(repo.top, path) ? out.removed : out.skipped).push(path);
  else out.leftAlone = created;
  if (written.length) {
    const { dir, index } = indexCopy(repo);
    try {
      await gitText('read-tree', ['read-tree', options.to.tree], {
        cwd: repo.top,
        index,
      });
      await gitText(
        'checkout-index',
        ['checkout-index', '-f', '-z', '--stdin'],
        { cwd: repo.top, index, input: `${written.join('\0')}\0` },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return out;
}
