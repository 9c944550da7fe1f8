// deleteRecoveryFacts(analysis, places) — for every delete operand inside a git
// workspace, what `git status` says about the files it would remove (ignored,
// untracked, changed; clean tracked files are not listed), one git run per
// command, bounded in time and output; gitStatus and gitRun, the runs
// themselves, which protected-changes.ts and protected-moves.ts share
// Pos: src/harness/gate, the effect half of judging a delete by
// recoverability; the judging is policies/security/commands/recoverable.ts. A
// linked worktree or submodule (`.git` a `gitdir:` file) is looked up in the
// repository it names. Runs git with the program-running config it could pick up from the
// repository switched off, and not at all when that config names filters
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import {
  basename,
  dirname,
  isAbsolute,
  join,
  relative,
  resolve,
} from 'node:path';
import type { ShellAnalysis } from '../../../policies/security/commands/shell-command.js';
import { findExpression } from '../../../policies/security/commands/find-expression.js';
import {
  findRecoveryKey,
  recoveryKey,
} from '../../../policies/security/commands/recoverable.js';
import type {
  DeleteRecovery,
  GitFileState,
} from '../../../policies/security/commands/recoverable.js';
import { deleteTargets } from '../../../policies/security/commands/targets.js';
import { realpathDeep } from './resolve-paths.js';

/** At most this many operands are looked up per command. */
const MAX_OPERANDS = 64;
/** At most this many files are listed per operand; more is "truncated". */
const MAX_ENTRIES = 2000;
const GIT_TIMEOUT_MS = 1500;

interface Candidate {
  key: string;
  /** The pathspec, relative to the workspace root. */
  spec: string;
}

/**
 * Where `value` lands under `workdir`, relative to the workspace; undefined
 * outside it or for the workspace itself.
 */
function workspaceRelative(
  value: string,
  workdir: string | undefined,
  places: { cwd: string; workspace: string },
): string | undefined {
  // `:(top)…` and other pathspec magic would change what git looks at.
  if (/^[~:]/.test(value) || value.includes('$')) return undefined;
  if (workdir === '?' || (workdir && /[$~]/.test(workdir))) return undefined;
  const dir = workdir === undefined ? places.cwd : resolve(places.cwd, workdir);
  const written = isAbsolute(value) ? value : resolve(dir, value);
  // `rm -rf link/` deletes what the link leads to: ask git about that. A glob
  // is looked up where its folder leads.
  const glob = /[*?[]/.test(written);
  const absolute = glob
    ? resolve(realpathDeep(dirname(written)), basename(written))
    : realpathDeep(written);
  const rel = relative(places.workspace, absolute);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  return rel;
}

function candidates(
  analysis: ShellAnalysis,
  places: { cwd: string; workspace: string },
): Candidate[] {
  const out: Candidate[] = [];
  for (const command of analysis.commands) {
    if (command.remote || command.inputArgs) continue;
    const read = deleteTargets(command);
    if (!read) continue;
    if (command.name === 'find') {
      // `find ROOT -name PATTERN -delete`: git's pathspec `ROOT/PATTERN`
      // matches PATTERN at any depth, as find does.
      const names = command.argv.filter((w) => w.value === '-name');
      const at = command.argv.findIndex((w) => w.value === '-name');
      const pattern = command.argv[at + 1];
      const roots = findExpression(command.argv).roots;
      const root = roots.length === 1 ? roots[0] : undefined;
      if (
        names.length !== 1 ||
        !pattern ||
        pattern.dynamic ||
        pattern.value.includes('/') ||
        command.argv.some((w) => /^-(?:o|or|not|!)$/.test(w.value))
      )
        continue;
      const rootValue = root?.value ?? '.';
      if (root?.dynamic) continue;
      const base =
        rootValue === '.' && command.workdir === undefined
          ? relative(places.workspace, places.cwd)
          : workspaceRelative(rootValue, command.workdir, places);
      if (base === undefined) continue;
      out.push({
        key: findRecoveryKey(rootValue, pattern.value, command.workdir),
        spec: base === '' ? pattern.value : `${base}/${pattern.value}`,
      });
      continue;
    }
    for (const word of read.operands) {
      if (word.dynamic || word.tilde) continue;
      const rel = workspaceRelative(word.value, command.workdir, places);
      if (rel === undefined || rel === '.git' || rel.startsWith('.git/'))
        continue;
      out.push({ key: recoveryKey(word.value, command.workdir), spec: rel });
    }
  }
  return out.slice(0, MAX_OPERANDS);
}

/**
 * The repository of `workspace`: its `.git` folder, or where a `.git` file
 * (`gitdir: …`, a linked worktree or a submodule) leads, with the folder that
 * holds the shared config (a worktree's `commondir`).
 */
export function gitDirs(
  workspace: string,
): { gitDir: string; commonDir: string } | undefined {
  const marker = join(workspace, '.git');
  try {
    if (statSync(marker).isDirectory())
      return { gitDir: marker, commonDir: marker };
    // A .git file is one line; a larger one is not git's.
    if (statSync(marker).size > 4096) return undefined;
    const line = /^gitdir: *(.+?)\s*$/m.exec(readFileSync(marker, 'utf8'));
    if (!line?.[1]) return undefined;
    const gitDir = resolve(workspace, line[1]);
    if (!statSync(gitDir).isDirectory()) return undefined;
    let commonDir = gitDir;
    const common = join(gitDir, 'commondir');
    if (existsSync(common))
      commonDir = resolve(gitDir, readFileSync(common, 'utf8').trim());
    return { gitDir, commonDir };
  } catch {
    return undefined;
  }
}

/**
 * Repository config that would make `git status` run a program (a clean filter
 * on a racy file) or read config the check cannot see: the facts are then not
 * looked up, and the delete asks. A linked worktree reads its common config and
 * its own `config.worktree`.
 */
export function unsafeConfig(dirs: {
  gitDir: string;
  commonDir: string;
}): boolean {
  const files = [join(dirs.commonDir, 'config')];
  const own = join(dirs.gitDir, 'config.worktree');
  if (existsSync(own)) files.push(own);
  try {
    return files.some((file) =>
      /^\s*\[\s*(?:filter|include|includeIf)\b/im.test(
        readFileSync(file, 'utf8'),
      ),
    );
  } catch {
    return true;
  }
}

const STATES: Record<string, GitFileState> = {
  '!!': 'ignored',
  '??': 'untracked',
};

/** Whether `path` lies under the pathspec (a path or a glob over paths). */
function under(path: string, spec: string): boolean {
  if (/[*?[]/.test(spec)) {
    const pattern = spec
      .split('')
      .map((ch) =>
        ch === '*'
          ? '.*'
          : ch === '?'
            ? '.'
            : /[\w/-]/.test(ch)
              ? ch
              : `\\${ch}`,
      )
      .join('');
    return new RegExp(`^${pattern}(?:/|$)`).test(path);
  }
  return path === spec || path.startsWith(`${spec}/`);
}

/**
 * `git status --porcelain=v1 -z` in `workspace` with `options` over `specs`,
 * the program-running config off and the repository named outright; undefined
 * when git fails or times out.
 */
export function gitStatus(
  workspace: string,
  dirs: { gitDir: string },
  options: readonly string[],
  specs: readonly string[],
): string | undefined {
  return gitRun(workspace, dirs, [
    '-c',
    'core.fsmonitor=false',
    '-c',
    'core.untrackedCache=false',
    // A global excludes file the agent could write would turn untracked
    // work into "ignored": only the repository's own ignore rules count.
    '-c',
    'core.excludesFile=/dev/null',
    '--no-optional-locks',
    'status',
    '--porcelain=v1',
    '-z',
    '--ignore-submodules=all',
    '--no-renames',
    ...options,
    '--',
    ...specs,
  ]);
}

/**
 * One bounded, read-only git run in this workspace's own repository; its
 * output, or undefined when git failed, timed out or said too much.
 */
export function gitRun(
  workspace: string,
  dirs: { gitDir: string },
  args: readonly string[],
): string | undefined {
  try {
    return execFileSync('git', ['-C', workspace, ...args], {
      encoding: 'utf8',
      timeout: GIT_TIMEOUT_MS,
      maxBuffer: 4 << 20,
      stdio: ['ignore', 'pipe', 'ignore'],
      env: {
        ...process.env,
        // This workspace and its own .git, whatever core.worktree or the
        // caller's environment say.
        GIT_DIR: dirs.gitDir,
        GIT_WORK_TREE: workspace,
        GIT_OPTIONAL_LOCKS: '0',
        GIT_TERMINAL_PROMPT: '0',
      },
    });
  } catch {
    return undefined;
  }
}

export function deleteRecoveryFacts(
  analysis: ShellAnalysis,
  places: { cwd: string; workspace: string },
): Record<string, DeleteRecovery> | undefined {
  const wanted = candidates(analysis, places);
  if (wanted.length === 0) return undefined;
  const dirs = gitDirs(places.workspace);
  if (!dirs || unsafeConfig(dirs)) return undefined;
  const output = gitStatus(
    places.workspace,
    dirs,
    ['--ignored=matching', '--untracked-files=all'],
    // A glob operand is a glob pathspec; any other is taken literally.
    wanted.map((c) => (/[*?[]/.test(c.spec) ? c.spec : `:(literal)${c.spec}`)),
  );
  if (output === undefined) return undefined;
  const entries = output
    .split('\0')
    .filter((line) => line.length > 3)
    .map((line) => ({
      state: STATES[line.slice(0, 2)] ?? ('changed' as GitFileState),
      path: line.slice(3).replace(/\/$/, ''),
    }));
  const facts: Record<string, DeleteRecovery> = {};
  for (const c of wanted) {
    // An entry for a folder above the operand (`!! .secrets/` for `rm
    // .secrets/key`) speaks for it too.
    const mine = entries.filter(
      (e) => under(e.path, c.spec) || c.spec.startsWith(`${e.path}/`),
    );
    const before = facts[c.key];
    // The same operand under two meanings: both sets of files count.
    const all = [...(before?.entries ?? []), ...mine];
    facts[c.key] = {
      entries: all.slice(0, MAX_ENTRIES),
      ...(all.length > MAX_ENTRIES ? { truncated: true } : {}),
    };
  }
  return facts;
}
