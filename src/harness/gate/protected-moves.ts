// protectedMovesFacts(analysis, places) — for a git command that writes another
// commit's files into the working tree (working-tree-moves.ts), which protected
// files each of its checks would change (GateFacts.protectedMoves): bounded,
// read-only git runs (`diff --name-only`, `rev-parse`, `for-each-ref`) and the
// patch files it applies read; nothing for any other command
// Pos: src/harness/gate, the effect half; judging is
// policies/security/self-protection/working-tree-moves.ts
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ShellAnalysis } from '../../../policies/security/commands/shell-command.js';
import { WORKSPACE_SURFACE_SPECS } from '../../../policies/security/self-protection/working-tree-revert.js';
import {
  aliasOf,
  inlineAlias,
} from '../../../policies/security/self-protection/git-aliases.js';
import {
  aliasKey,
  EMPTY_TREE,
  earlierChange,
  moveKey,
  protectedInPatch,
  workingTreeMove,
} from '../../../policies/security/self-protection/working-tree-moves.js';
import type {
  MoveAnswer,
  MoveCheck,
} from '../../../policies/security/self-protection/working-tree-moves.js';
import { gitDirs, gitRun, unsafeConfig } from './git-facts.js';

/** At most this many git questions per command line. */
const MAX_CHECKS = 16;
/** A patch larger than this is not read: the command asks. */
const MAX_PATCH_BYTES = 8 << 20;

type Dirs = { gitDir: string };

/** Diff options that never run a program the repository configures. */
const DIFF = [
  '-c',
  'core.fsmonitor=false',
  'diff',
  '--no-ext-diff',
  '--no-textconv',
  '--no-renames',
  '--name-only',
  '-z',
];

function names(workspace: string, dirs: Dirs, revs: string[]) {
  const out = gitRun(workspace, dirs, [
    ...DIFF,
    ...revs,
    '--',
    ...WORKSPACE_SURFACE_SPECS,
  ]);
  return out?.split('\0').filter(Boolean);
}

function answer(
  check: MoveCheck,
  workspace: string,
  dirs: Dirs,
  dir: string | undefined,
): MoveAnswer {
  switch (check.kind) {
    case 'diff':
      return (
        names(workspace, dirs, [check.from, check.to]) ??
        // A root commit has no parent: all it holds is what it brings.
        (check.from.endsWith('^')
          ? names(workspace, dirs, [EMPTY_TREE, check.to])
          : undefined) ??
        []
      );
    case 'merge':
      return names(workspace, dirs, [`HEAD...${check.rev}`]) ?? [];
    case 'tree':
      return names(workspace, dirs, [check.rev]) ?? [];
    case 'index':
      return names(workspace, dirs, []) ?? [];
    case 'branch': {
      const local = gitRun(workspace, dirs, [
        'rev-parse',
        '--verify',
        '--quiet',
        `${check.rev}^{commit}`,
      ]);
      // `git switch x` without a local x makes one from the remote branch of
      // that name.
      const revs = local
        ? [check.rev]
        : (gitRun(workspace, dirs, [
            'for-each-ref',
            '--format=%(refname)',
            `refs/remotes/*/${check.rev}`,
          ])
            ?.split('\n')
            .filter(Boolean) ?? []);
      // A switch rewrites the paths that differ between HEAD and the branch
      // (local changes elsewhere are carried over).
      return revs.flatMap((rev) => names(workspace, dirs, ['HEAD', rev]) ?? []);
    }
    case 'patch': {
      if (dir === undefined) return 'unknown';
      const file = resolve(dir, check.file);
      try {
        const stat = statSync(file);
        if (!stat.isFile() || stat.size > MAX_PATCH_BYTES) return 'unknown';
        return protectedInPatch(readFileSync(file, 'latin1'));
      } catch {
        // Missing now: written earlier in the same command line, perhaps.
        return 'unknown';
      }
    }
  }
}

export function protectedMovesFacts(
  analysis: ShellAnalysis,
  places: { cwd: string; workspace: string },
): Record<string, MoveAnswer> | undefined {
  const { commands } = analysis;
  // A command git may run as an alias is looked up before it is judged.
  const aliases = commands.flatMap((command) => {
    const name = aliasOf(command);
    return name !== undefined && inlineAlias(command, name) === undefined
      ? [name]
      : [];
  });
  const direct = commands.some(
    (command, at) =>
      workingTreeMove(command, earlierChange(commands, at)) !== undefined,
  );
  if (aliases.length === 0 && !direct) return undefined;
  const dirs = gitDirs(places.workspace);
  if (!dirs) return undefined;
  const facts: Record<string, MoveAnswer> = {};
  // Config that runs programs or reads files the check cannot see: git is not
  // asked, and every move asks rather than passing unchecked.
  if (unsafeConfig(dirs)) {
    for (const name of aliases) facts[aliasKey(name)] = 'unknown';
    commands.forEach((command, at) => {
      const move = workingTreeMove(command, earlierChange(commands, at), facts);
      for (const check of move?.checks ?? []) facts[moveKey(check)] = 'unknown';
    });
    return facts;
  }
  for (const name of new Set(aliases)) {
    if (!/^[A-Za-z0-9-]+$/.test(name)) {
      facts[aliasKey(name)] = [];
      continue;
    }
    const value = gitRun(places.workspace, dirs, [
      'config',
      '--get',
      '--default=',
      `alias.${name}`,
    ]);
    facts[aliasKey(name)] =
      value === undefined ? 'unknown' : value.trim() ? [value.trim()] : [];
  }
  let asked = 0;
  commands.forEach((command, at) => {
    const move = workingTreeMove(command, earlierChange(commands, at), facts);
    for (const check of move?.checks ?? []) {
      const key = moveKey(check);
      if (key in facts) continue;
      const workdir = command.workdir;
      const dir =
        workdir === '?' || (workdir && /[$~`]/.test(workdir))
          ? undefined
          : resolve(places.cwd, workdir ?? '.');
      facts[key] =
        ++asked > MAX_CHECKS
          ? 'unknown'
          : answer(check, places.workspace, dirs, dir);
    }
  });
  return facts;
}
