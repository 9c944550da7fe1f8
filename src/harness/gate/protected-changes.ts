// protectedUncommittedFacts(analysis, workspace) — for a command that throws
// away uncommitted work (`git stash`, `git reset --hard` …), which of the
// protected files inside the workspace git tracks with uncommitted changes
// (GateFacts.protectedUncommitted); one bounded `git status`, and none for any
// other command
// Pos: src/harness/gate, the effect half; judging is
// policies/security/self-protection/working-tree-revert.ts
import type { ShellAnalysis } from '../../../policies/security/commands/shell-command.js';
import {
  WORKSPACE_SURFACE_SPECS,
  workingTreeRevert,
} from '../../../policies/security/self-protection/working-tree-revert.js';
import { gitDirs, gitStatus, unsafeConfig } from './git-facts.js';

export function protectedUncommittedFacts(
  analysis: ShellAnalysis,
  workspace: string,
): string[] | undefined {
  if (!analysis.commands.some((c) => workingTreeRevert(c))) return undefined;
  const dirs = gitDirs(workspace);
  if (!dirs || unsafeConfig(dirs)) return undefined;
  const output = gitStatus(
    workspace,
    dirs,
    ['--untracked-files=no'],
    WORKSPACE_SURFACE_SPECS,
  );
  if (output === undefined) return undefined;
  return output
    .split('\0')
    .filter((line) => line.length > 3 && !/^(?:\?\?|!!)/.test(line))
    .map((line) => line.slice(3));
}
