// takeSnapshot(repo, meta, {now, limits}) — the working tree (tracked, modified
// and untracked-but-not-ignored files, and the small hand-made ignored ones such
// as `.env`: policies/harness/undo/ignored-kept.ts) as a git tree under
// refs/wukong/snapshots/<commit>, through a copy of the user's index so only
// changed files are hashed; the user's index, HEAD, branches and stash are
// never touched. An unchanged tree reuses the newest snapshot
// Pos: src/harness/undo, the one writer of snapshots; when to take one is
// policies/harness/undo/snapshot-trigger.ts, restoring is restore-snapshot.ts
import { copyFileSync, lstatSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { SaidError } from '../../platform/errors/said-error.js';
import {
  SNAPSHOT_REF_PREFIX,
  snapshotMessage,
  type SnapshotEntry,
  type SnapshotMeta,
} from '../../../policies/harness/undo/snapshot-record.js';
import {
  ignoredKept,
  type IgnoredFile,
} from '../../../policies/harness/undo/ignored-kept.js';
import type { Repo } from './git-repo.js';
import { NOT_WUKONG_STATE, gitText, literalPath, runGit } from './git-run.js';
import { listSnapshots, pruneSnapshots } from './snapshot-refs.js';
import { sealOf } from './snapshot-seal.js';

export interface Snapshot {
  entry: SnapshotEntry;
  /** False: the working tree equals the newest snapshot, which is reused. */
  created: boolean;
  /** Files git could not read (kept out of the snapshot), as git said. */
  warnings: string;
}

const IDENTITY = { name: 'Wukong', email: 'wukong@localhost' };

/**
 * A private temporary folder holding a copy of the user's index (or none, in a
 * repository without one yet).
 */
export function indexCopy(repo: Repo): { dir: string; index: string } {
  const dir = mkdtempSync(join(tmpdir(), 'wukong-undo-'));
  const index = join(dir, 'index');
  try {
    copyFileSync(join(repo.gitDir, 'index'), index);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }
  return { dir, index };
}

/**
 * The ignored files a snapshot keeps (policies/harness/undo/ignored-kept.ts),
 * from git's list of ignored entries; an ignored folder (node_modules/, dist/)
 * is one entry git does not enter (`--directory`).
 */
async function keptIgnored(repo: Repo, index: string): Promise<string[]> {
  const run = await runGit(
    [
      'ls-files',
      '-z',
      '--others',
      '--ignored',
      '--exclude-standard',
      '--directory',
      '--',
      ':/',
      NOT_WUKONG_STATE,
    ],
    { cwd: repo.top, index },
  );
  if (run.code !== 0) return [];
  const files: IgnoredFile[] = [];
  for (const path of run.stdout.toString('utf8').split('\0')) {
    if (!path) continue;
    // Only names that could be kept are looked at on disk.
    if (path.endsWith('/') || !ignoredKept([{ path, size: 0 }]).length) {
      files.push({ path, size: undefined });
      continue;
    }
    let size: number | undefined;
    try {
      const st = lstatSync(join(repo.top, path));
      size = st.isFile() ? st.size : undefined;
    } catch {
      size = undefined;
    }
    files.push({ path, size });
  }
  return ignoredKept(files);
}

/** The working tree's tree object, written through a copy of the index. */
async function workingTree(
  repo: Repo,
): Promise<{ tree: string; warnings: string }> {
  const { dir, index } = indexCopy(repo);
  try {
    // --ignore-errors: an unreadable file is left out (exit 1), the rest is
    // still added; a fatal error (128) means the index was not written. The
    // ignored files are listed meanwhile (the index only tells ls-files what
    // is tracked, which `add -A` does not change for ignored paths).
    const [add, ignored] = await Promise.all([
      runGit(['add', '-A', '--ignore-errors', '--', ':/', NOT_WUKONG_STATE], {
        cwd: repo.top,
        index,
      }),
      keptIgnored(repo, index),
    ]);
    if (add.code !== 0 && add.code !== 1)
      throw new SaidError(
        fragment('error.undo.git-failed', {
          what: 'add',
          code: add.code,
          stderr: add.stderr.trim() || fragment('error.undo.no-message'),
        }),
      );
    let warnings = add.code === 0 ? '' : add.stderr.trim();
    if (ignored.length) {
      const force = await runGit(
        [
          'add',
          '-f',
          '--ignore-errors',
          '--pathspec-from-file=-',
          '--pathspec-file-nul',
        ],
        {
          cwd: repo.top,
          index,
          input: `${ignored.map(literalPath).join('\0')}\0`,
        },
      );
      // A file gone since the listing is a warning: the rest is kept.
      if (force.code !== 0)
        warnings = [warnings, force.stderr.trim()].filter(Boolean).join('\n');
    }
    const tree = (
      await gitText('write-tree', ['write-tree'], { cwd: repo.top, index })
    ).trim();
    return { tree, warnings };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function takeSnapshot(
  repo: Repo,
  meta: Omit<SnapshotMeta, 'worktree' | 'takenAt'>,
  options: {
    now: Date;
    /** The per-user key that seals the snapshot. */
    key: Buffer;
    limits?: { keep: number; maxAgeDays: number };
  },
): Promise<Snapshot> {
  const [{ tree, warnings }, existing] = await Promise.all([
    workingTree(repo),
    listSnapshots(repo, options.key),
  ]);
  const newest = existing[0];
  if (newest && newest.tree === tree)
    return { entry: newest, created: false, warnings };
  const unsealed = {
    ...meta,
    worktree: repo.top,
    takenAt: options.now.toISOString(),
  };
  const full: SnapshotMeta = {
    ...unsealed,
    seal: sealOf(options.key, tree, unsealed),
  };
  const seconds = Math.floor(options.now.getTime() / 1000);
  const date = `${seconds} +0000`;
  const commit = (
    await gitText('commit-tree', ['commit-tree', tree], {
      cwd: repo.top,
      input: snapshotMessage(full),
      env: {
        GIT_AUTHOR_NAME: IDENTITY.name,
        GIT_AUTHOR_EMAIL: IDENTITY.email,
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_NAME: IDENTITY.name,
        GIT_COMMITTER_EMAIL: IDENTITY.email,
        GIT_COMMITTER_DATE: date,
      },
    })
  ).trim();
  // The ref is named by its commit: writing it again writes the same value.
  await gitText(
    'update-ref',
    ['update-ref', `${SNAPSHOT_REF_PREFIX}${commit}`, commit],
    { cwd: repo.top },
  );
  const entry = { commit, tree, meta: full };
  if (options.limits)
    await pruneSnapshots(
      repo,
      [entry, ...existing],
      options.limits,
      options.now,
    );
  return { entry, created: true, warnings };
}
