// bashGateContext(command, where, extra, scripts?) and pathGateContext(path,
// access, where) — a GateContext ready for runGate, with the parsed commands
// (scripts changed since a time read and judged with them) and resolved paths
// in its facts; prepareBashContext (loads the parser when the command needs
// it: the plain subset does not); workspaceOf (cwd,
// workspace, home and Wukong's own folders, resolved)
// Pos: src/harness/gate, the one-liner a hook or the CLI calls before
// runGate('pre-tool', …); it performs the effects, the policies judge
import { homedir } from 'node:os';
import type {
  GateFacts,
  GateInput,
} from '../../../policies/gate/gate-context.js';
import type { ShellAnalysis } from '../../../policies/security/commands/shell-command.js';
import { mutationTargets } from '../../../policies/security/commands/mutation-targets.js';
import {
  deleteTargets,
  readTargets,
  writeTargets,
} from '../../../policies/security/commands/targets.js';
import type { WukongDirs } from '../../../policies/gate/gate-context.js';
import {
  analyzeBash,
  withBashParser,
} from '../../platform/shell/bash-parser.js';
import { findWorkspace, realDirectory, resolvePaths } from './resolve-paths.js';
import { deleteRecoveryFacts } from './git-facts.js';
import { protectedUncommittedFacts } from './protected-changes.js';
import { protectedMovesFacts } from './protected-moves.js';
import { changedScriptReader } from './script-reader.js';
import { wukongDirs } from './wukong-dirs.js';

export interface Where {
  /** Where the tool runs. */
  cwd: string;
  /**
   * The project root; defaults to the git root of cwd, or cwd outside a
   * repository.
   */
  workspace?: string;
  home?: string;
  /**
   * Wukong's folders outside the workspace; defaults to what the environment
   * says (src/harness/gate/wukong-dirs.ts).
   */
  wukongDirs?: WukongDirs;
}

/**
 * The places (cwd, workspace, home, Wukong's folders) resolved as workspaceOf
 * gives them.
 */
export type Places = ReturnType<typeof workspaceOf>;

/**
 * What the caller adds to a built context (the tool, the run, the content
 * written …): any checkpoint's fields.
 */
export type Extra = Partial<GateInput>;

/**
 * A built context: the places, the tool, the subject and the facts looked up,
 * with the caller's `extra` as given, so runGate checks it against its
 * checkpoint.
 */
export type PreparedContext<E extends Extra = Extra, S = object> = Places & {
  toolName: string;
  facts: GateFacts;
} & S &
  Omit<E, 'facts'>;

/**
 * Which script files a command runs are read and judged with it: those changed
 * at or after `changedSince` (a session's start).
 */
export interface ScriptPolicy {
  changedSince?: Date;
}

/**
 * cwd, workspace, home and Wukong's own folders with symlinks resolved, so the
 * policies compare like with like.
 */
export function workspaceOf(where: Where): {
  cwd: string;
  workspace: string;
  home: string;
  wukongDirs: WukongDirs;
} {
  const cwd = realDirectory(where.cwd);
  return {
    cwd,
    workspace: realDirectory(where.workspace ?? findWorkspace(cwd)),
    home: realDirectory(where.home ?? homedir()),
    wukongDirs: where.wukongDirs ?? wukongDirs(),
  };
}

/**
 * The static paths the commands touch, so symlinks among them can be followed
 * (after a `cd` they are left to the lexical rules).
 */
function touchedPaths(analysis: ShellAnalysis): string[] {
  const paths: string[] = [];
  for (const command of analysis.commands) {
    if (command.remote || command.workdir !== undefined) continue;
    const words = [...writeTargets(command), ...readTargets(command)].map(
      (t) => (t.host ? undefined : t.word),
    );
    words.push(...(deleteTargets(command)?.operands ?? []));
    // Links, git's working tree, editors, the names files get in a destination
    // folder (self-protection).
    words.push(
      ...mutationTargets(command)
        .filter((m) => m.relativeTo === undefined)
        .map((m) => m.word),
    );
    for (const word of words) {
      if (!word || word.dynamic) continue;
      paths.push(word.value);
      // `link/*`: the folder listed, which may be a symlink elsewhere.
      const listed = word.glob ? /^([^*?[]+)\/\*$/.exec(word.value) : null;
      if (listed?.[1]) paths.push(listed[1]);
    }
  }
  return paths;
}

/**
 * A GateContext for a Bash tool call; the parser must be loaded unless every
 * text it parses is in the plain subset (BashParserNeeded otherwise; see
 * prepareBashContext).
 */
export function bashGateContext<E extends Extra = object>(
  command: string,
  where: Where,
  extra: E = {} as E,
  scripts: ScriptPolicy = {},
): PreparedContext<E, { command: string }> {
  const places = workspaceOf(where);
  const shell = analyzeBash(
    command,
    scripts.changedSince
      ? { readScript: changedScriptReader(places, scripts.changedSince) }
      : {},
  );
  const deleteRecovery = deleteRecoveryFacts(shell, places);
  const protectedUncommitted = protectedUncommittedFacts(
    shell,
    places.workspace,
  );
  const protectedMoves = protectedMovesFacts(shell, places);
  return {
    ...places,
    toolName: 'Bash',
    command,
    ...extra,
    facts: {
      ...extra.facts,
      shell,
      resolvedPaths: resolvePaths(touchedPaths(shell), places),
      ...(deleteRecovery ? { deleteRecovery } : {}),
      ...(protectedUncommitted ? { protectedUncommitted } : {}),
      ...(protectedMoves ? { protectedMoves } : {}),
    },
  };
}

export async function prepareBashContext<E extends Extra = object>(
  command: string,
  where: Where,
  extra: E = {} as E,
  scripts: ScriptPolicy = {},
): Promise<PreparedContext<E, { command: string }>> {
  // A plain command (`npm test`, `git status`) is judged without waiting for
  // the wasm parser: its tree is tree-sitter's own (simple-bash.ts).
  return withBashParser(() => bashGateContext(command, where, extra, scripts));
}

/** A GateContext for a tool reading or writing one file. */
export function pathGateContext<E extends Extra = object>(
  path: string,
  access: 'read' | 'write',
  where: Where,
  extra: E = {} as E,
): PreparedContext<E, { path: string; access: 'read' | 'write' }> {
  const places = workspaceOf(where);
  return {
    ...places,
    toolName: access === 'write' ? 'Write' : 'Read',
    path,
    access,
    ...extra,
    facts: { ...extra.facts, resolvedPaths: resolvePaths([path], places) },
  };
}
