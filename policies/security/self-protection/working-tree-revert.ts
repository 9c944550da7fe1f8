// workingTreeRevert (git commands that throw away uncommitted changes to
// tracked files: `stash`, `reset --hard|--merge|--keep`, `checkout -f`,
// `switch --discard-changes`), WORKSPACE_SURFACE_SPECS (the protected paths
// inside the workspace, as git pathspecs) and judgeRevert — reverting an
// uncommitted `wukong init` (its hooks in .claude/settings.json) silences
// Wukong as surely as deleting the file
// Pos: policies/security/self-protection, pure: which files have uncommitted
// changes is the runtime's fact (GateFacts.protectedUncommitted, from `git
// status`); without it nothing is found here
import { posix } from 'node:path';
import { fragment, say } from '../../vocabulary/messages/index.js';
import { gitSubcommand } from '../commands/rules/git-history.js';
import type { ShellCommand } from '../commands/shell-command.js';
import { LEAVE, userWay } from './path-judge.js';
import type { Hit } from './path-judge.js';
import { PROTECTED_SURFACES } from './protected-surfaces.js';

declare module '../../gate/gate-context.js' {
  interface GateFacts {
    /**
     * Protected files inside the workspace that git tracks and that have
     * uncommitted changes (staged or not), workspace-relative; looked up only
     * for a command that reverts the working tree.
     */
    protectedUncommitted?: readonly string[];
  }
}

/** The workspace's protected surfaces as git pathspecs (`:(glob)` form). */
export const WORKSPACE_SURFACE_SPECS: readonly string[] =
  PROTECTED_SURFACES.filter((s) => s.root === 'workspace').map(
    (s) => `:(glob)${s.path}${s.subtree ? '/**' : ''}`,
  );

/** The same surfaces, for matching what git answers. */
const SURFACE_MATCHERS = PROTECTED_SURFACES.filter(
  (s) => s.root === 'workspace',
).map((s) => {
  const last = s.path.split('/').pop() ?? '';
  const dir = posix.dirname(s.path);
  const pattern = new RegExp(
    `^${last.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`,
  );
  return { surface: s, dir, pattern };
});

/** The protected surface a workspace-relative path belongs to. */
export function surfaceOf(path: string) {
  for (const { surface, dir, pattern } of SURFACE_MATCHERS) {
    if (surface.subtree) {
      if (path === surface.path || path.startsWith(`${surface.path}/`))
        return surface;
    } else if (
      posix.dirname(path) === dir &&
      pattern.test(posix.basename(path))
    )
      return surface;
  }
  return undefined;
}

export interface Revert {
  /** For messages: `git stash`, `git reset --hard`. */
  how: string;
  /** The pathspecs it reverts, as written; empty: the whole repository. */
  specs: string[];
}

const flagsOf = (args: readonly string[]) =>
  new Set(
    args
      .slice(0, args.includes('--') ? args.indexOf('--') : args.length)
      .flatMap((a) =>
        a.startsWith('--')
          ? [a.split('=')[0] as string]
          : /^-[A-Za-z]+$/.test(a)
            ? [...a.slice(1)].map((l) => `-${l}`)
            : [],
      ),
  );

/**
 * The pathspecs of `git stash [push]`: after `--`, else push's operands (its
 * message skipped); none (the whole repository) for `save MESSAGE` or specs
 * read from a file.
 */
function stashSpecs(args: readonly string[], verb: string | undefined) {
  if (args.some((a) => a.startsWith('--pathspec-from-file'))) return [];
  const dd = args.indexOf('--');
  if (dd >= 0) return args.slice(dd + 1);
  if (verb !== 'push') return [];
  const specs: string[] = [];
  for (let i = args.indexOf('push') + 1; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '-m' || a === '--message') i++;
    else if (!a.startsWith('-')) specs.push(a);
  }
  return specs;
}

/** Whether `command` throws away uncommitted changes to tracked files. */
export function workingTreeRevert(command: ShellCommand): Revert | undefined {
  const git = gitSubcommand(command);
  if (!git) return undefined;
  const { sub, args } = git;
  const flags = flagsOf(args);
  const has = (...names: string[]) => names.some((n) => flags.has(n));
  switch (sub) {
    case 'stash': {
      // The first word that is not an option or the message: `git stash -m
      // wip` is a push too.
      const verb = args.find(
        (a, i) =>
          !a.startsWith('-') &&
          args[i - 1] !== '-m' &&
          args[i - 1] !== '--message',
      );
      const dd = args.indexOf('--');
      const pushing =
        verb === undefined ||
        verb === 'push' ||
        verb === 'save' ||
        (dd >= 0 && args.indexOf(verb) > dd);
      if (!pushing) return undefined;
      return { how: 'git stash', specs: stashSpecs(args, verb) };
    }
    case 'reset':
      return has('--hard', '--merge', '--keep')
        ? {
            how: `git reset ${[...flags].find((f) => ['--hard', '--merge', '--keep'].includes(f))}`,
            specs: [],
          }
        : undefined;
    case 'checkout':
      return has('-f', '--force')
        ? { how: 'git checkout --force', specs: [] }
        : undefined;
    case 'switch':
      return has('-f', '--force', '--discard-changes')
        ? { how: 'git switch --discard-changes', specs: [] }
        : undefined;
    default:
      return undefined;
  }
}

/**
 * A revert that reaches an uncommitted protected file: hard-deny, naming it.
 * `base` is where the command's pathspecs are relative to, from the workspace.
 */
export function judgeRevert(
  command: ShellCommand,
  uncommitted: readonly string[] | undefined,
  base: string,
): Hit[] {
  if (!uncommitted || uncommitted.length === 0) return [];
  const revert = workingTreeRevert(command);
  if (!revert) return [];
  const specs = revert.specs.map((s) =>
    /[$`*?[]/.test(s) || s.startsWith(':')
      ? '.'
      : posix.normalize(posix.join(base, s)),
  );
  const reached = uncommitted.filter(
    (path) =>
      specs.length === 0 ||
      specs.some(
        (s) => s === '.' || s === '' || path === s || path.startsWith(`${s}/`),
      ),
  );
  const path = reached[0];
  const surface = path === undefined ? undefined : surfaceOf(path);
  if (path === undefined || !surface) return [];
  return [
    {
      severity: 'hard-deny',
      subject: command.text,
      ...say('self.deny-revert', {
        how: revert.how,
        path,
        what: fragment(surface.whatId),
        userWay,
      }),
      next: LEAVE,
    },
  ];
}
