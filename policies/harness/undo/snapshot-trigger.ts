// bashSnapshotNeed, fileSnapshotNeed — whether a tool call the gate lets
// through (or asks about) should be preceded by a snapshot of the working tree:
// always (deletes, moves, git commands that rewrite the working tree, mass and
// in-place edits, code the gate cannot read), only if a named file holds work
// git does not have (a Write or an overwriting Bash write), or not at all
// Pos: policies/harness/undo, pure; the snapshot itself is src/harness/undo,
// the call site the PreToolUse hook. Reads the command extraction and the
// gate's findings, never the disk
import { posix } from 'node:path';
import { mutationTargets } from '../../security/commands/mutation-targets.js';
import type {
  ShellAnalysis,
  ShellCommand,
  ShellWord,
} from '../../security/commands/shell-command.js';
import { gitSubcommand } from '../../security/commands/rules/git-history.js';

export type SnapshotNeed =
  | { kind: 'none' }
  /** Snapshot before the call, whatever the files' state. */
  | { kind: 'always'; reason: string }
  /**
   * Snapshot only when one of these absolute paths exists and is untracked
   * (not ignored) or modified: otherwise git already holds its content.
   */
  | { kind: 'if-changed'; paths: string[]; reason: string };

/**
 * The gate's command policies whose findings mean "this destroys or rewrites
 * content": the gate asks, and whatever the user answers, a snapshot is taken
 * first.
 */
export const DESTROYING_POLICIES: ReadonlySet<string> = new Set([
  'command.delete',
  'command.git-history',
  'command.mass-change',
  'command.data-wipe',
  'command.inline-code',
]);

/**
 * git subcommands that change files in the working tree (beyond those
 * mutationTargets already reads): reset, stash, merges and patches.
 */
const GIT_TREE_WRITERS = new Set([
  'reset',
  'checkout',
  'restore',
  'switch',
  'clean',
  'stash',
  'rm',
  'mv',
  'merge',
  'rebase',
  'pull',
  'cherry-pick',
  'revert',
  'am',
  'apply',
  'read-tree',
  'checkout-index',
  'filter-branch',
]);

/** Programs that only read what they are given (with run-time operands too). */
const LOOKS_ONLY = new Set([
  'grep',
  'egrep',
  'fgrep',
  'rg',
  'cat',
  'head',
  'tail',
  'wc',
  'ls',
  'file',
  'stat',
  'echo',
  'printf',
  'du',
  'md5sum',
  'sha256sum',
]);

/** Code whose effects on files the extraction reads itself. */
const READ_CODE = new Set(['shell', 'awk', 'sql']);

/** Writes that only add: they lose nothing that was there. */
const ADDING = /^(?:>>|&>>) redirection$|^touch$|^mkdir$|^install -d$/;

interface Where {
  /** The tool call's working directory (absolute). */
  cwd: string;
  home: string;
}

/**
 * The absolute path a literal word names, or undefined when it is only known at
 * run time (a variable, a glob, an unknowable `cd`).
 */
function literalPath(
  word: ShellWord,
  command: ShellCommand,
  where: Where,
  relativeTo?: string,
): string | undefined {
  if (word.dynamic || word.glob) return undefined;
  if (command.workdir === '?') return undefined;
  let value = word.value;
  if (word.tilde) {
    if (!/^~(?:\/|$)/.test(value)) return undefined;
    value = posix.join(where.home, value.slice(1));
  }
  const base = posix.resolve(
    where.cwd,
    command.workdir ?? '.',
    relativeTo ?? '.',
  );
  return posix.resolve(base, value);
}

/** Why one command needs a snapshot, or the paths that decide it. */
function commandNeed(
  command: ShellCommand,
  where: Where,
  paths: string[],
): string | undefined {
  if (command.remote) return undefined;
  const git = gitSubcommand(command);
  if (git && GIT_TREE_WRITERS.has(git.sub))
    return `git ${git.sub} changes the working tree`;
  for (const mutation of mutationTargets(command)) {
    if (mutation.kind === 'link') continue;
    if (mutation.kind === 'meta') continue;
    if (mutation.kind !== 'write') return mutation.how;
    if (ADDING.test(mutation.how)) continue;
    const path = literalPath(
      mutation.word,
      command,
      where,
      mutation.relativeTo,
    );
    if (path === undefined)
      return `${mutation.how} to a path known at run time`;
    paths.push(path);
  }
  return undefined;
}

/**
 * What a Bash call needs: `analysis` is the gate's extraction of it
 * (`GateFacts.shell`), `policies` the ids of the findings the gate raised.
 */
export function bashSnapshotNeed(
  analysis: ShellAnalysis | undefined,
  policies: Iterable<string>,
  where: Where,
): SnapshotNeed {
  for (const policy of policies)
    if (DESTROYING_POLICIES.has(policy))
      return { kind: 'always', reason: policy };
  if (!analysis)
    return { kind: 'always', reason: 'the command was not parsed' };
  const problem = analysis.problems[0];
  if (problem)
    return { kind: 'always', reason: `${problem.kind}: ${problem.detail}` };
  const paths: string[] = [];
  for (const command of analysis.commands) {
    // Shell code the extraction could read is in `commands` already; other code
    // may change any file.
    const code = command.code;
    if (code && (code.text === undefined || !READ_CODE.has(code.language)))
      return { kind: 'always', reason: `${code.language} code runs` };
    // Operands only known at run time (xargs, find -exec {}): whatever it
    // changes cannot be listed.
    if (
      (command.inputArgs || command.foundUnder) &&
      !LOOKS_ONLY.has(command.name)
    )
      return {
        kind: 'always',
        reason: `${command.name} with run-time operands`,
      };
    const reason = commandNeed(command, where, paths);
    if (reason !== undefined) return { kind: 'always', reason };
  }
  return paths.length
    ? { kind: 'if-changed', paths: [...new Set(paths)], reason: 'overwrites' }
    : { kind: 'none' };
}

/** Claude Code's tools that replace a file's content. */
export const FILE_WRITING_TOOLS: ReadonlySet<string> = new Set([
  'Write',
  'Edit',
  'MultiEdit',
  'NotebookEdit',
]);

/** What a Write, Edit, MultiEdit or NotebookEdit of `paths` needs. */
export function fileSnapshotNeed(
  tool: string,
  paths: readonly string[],
): SnapshotNeed {
  if (!FILE_WRITING_TOOLS.has(tool) || paths.length === 0)
    return { kind: 'none' };
  return { kind: 'if-changed', paths: [...paths], reason: `${tool} rewrites` };
}
