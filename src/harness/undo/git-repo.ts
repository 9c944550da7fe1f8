// locateRepo(cwd) — the git working tree a folder belongs to (its top folder
// and its git dir, where the index lives), or why there is none: the one answer
// to "can Wukong snapshot here?"
// Pos: src/harness/undo, read-only; a bare repository or a folder inside .git
// has no working tree to snapshot
import {
  fragment,
  saidText,
} from '../../../policies/vocabulary/messages/say.js';
import type { SaidParam } from '../../../policies/vocabulary/messages/said.js';
import { errorSaid } from '../../platform/errors/said-error.js';
import { gitText } from './git-run.js';

export interface Repo {
  /** The working tree's top folder (absolute). */
  top: string;
  /** This worktree's git dir (absolute): its index is `<gitDir>/index`. */
  gitDir: string;
}

/** The repository, or why there is none: `problem` the English, `said` it. */
export type Located = { repo: Repo } | { problem: string; said: SaidParam };

const problem = (said: SaidParam): { problem: string; said: SaidParam } => ({
  problem: typeof said === 'object' ? saidText(said, 'en') : String(said),
  said,
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
      return problem(fragment('error.undo.no-tree', { cwd }));
    return { repo: { top, gitDir } };
  } catch (error) {
    const message = (error as Error).message;
    if (/not a git repository/i.test(message))
      return problem(fragment('error.undo.no-repository', { cwd }));
    if (/must be run in a work tree/i.test(message))
      return problem(fragment('error.undo.not-in-tree', { cwd }));
    return problem(errorSaid(error));
  }
}
