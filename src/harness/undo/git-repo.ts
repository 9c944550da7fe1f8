// locateRepo(cwd) — the git working tree a folder belongs to (its top folder
// and its git dir, where the index lives), or why there is none: the one answer
// to "can Wukong snapshot here?"
// Pos: src/harness/undo, read-only; a bare repository or a folder inside .git
// has no working tree to snapshot
import type { Said } from '../../../policies/vocabulary/messages/said.js';
import { gitText } from './git-run.js';

export interface Repo {
  /** The working tree's top folder (absolute). */
  top: string;
  /** This worktree's git dir (absolute): its index is `<gitDir>/index`. */
  gitDir: string;
}

/** Why there is no working tree: English, and its catalog words beside it. */
export type Located = { repo: Repo } | { problem: string; problemSaid: Said };

const problem = (id: string, cwd: string) => ({
  id,
  params: { cwd },
});

export async function locateRepo(cwd: string): Promise<Located> {
  try {
    const text = await gitText(
      'rev-parse',
      ['rev-parse', '--show-toplevel', '--absolute-git-dir'],
      { cwd },
    );
    const [top, gitDir] = text.split('\n');
    if (!top || !gitDir)
      return {
        problem: `${cwd} has no git working tree`,
        problemSaid: problem('undo.no-tree', cwd),
      };
    return { repo: { top, gitDir } };
  } catch (error) {
    const message = (error as Error).message;
    if (/not a git repository/i.test(message))
      return {
        problem: `${cwd} is not inside a git repository`,
        problemSaid: problem('undo.no-repo', cwd),
      };
    if (/must be run in a work tree/i.test(message))
      return {
        problem: `${cwd} is not inside a git working tree`,
        problemSaid: problem('undo.not-tree', cwd),
      };
    return {
      problem: message,
      problemSaid: { id: 'undo.git-failed', params: { error: message } },
    };
  }
}
