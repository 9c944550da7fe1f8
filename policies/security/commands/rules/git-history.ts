// gitHistoryPolicy, gitSubcommand — git commands that lose work or rewrite
// history (seed 000 不可逆操作: git reset --hard, git push --force): reset
// --hard/--merge, push --force/+ref/--mirror/--delete, clean -f, branch -D/-f,
// checkout and restore of paths, switch -f, stash drop/clear,
// filter-branch/filter-repo, reflog expire, gc --prune=now, update-ref -d,
// worktree remove -f, tag -d, symbolic-ref --delete, pull --force
// Pos: policies/security/commands/rules, soft-deny (ask and back up); `push
// --force-with-lease` is the safe form and passes
import type { ShellCommand } from '../shell-command.js';
import { optionText } from '../wrappers.js';
import type { Said } from '../../../vocabulary/messages/said.js';
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import { ask, defineCommandPolicy } from './define-command-policy.js';

export const GLOBAL_VALUED = new Set([
  '-C',
  '-c',
  '--git-dir',
  '--work-tree',
  '--namespace',
  '--exec-path',
  '--super-prefix',
  '--config-env',
  '--list-cmds',
]);

/**
 * git's subcommand (lower-cased) and the words after it, global options (`-C
 * dir`, `-c k=v`, `--git-dir=…`, `--`) skipped.
 */
export function gitSubcommand(
  command: ShellCommand,
): { sub: string; args: string[] } | undefined {
  if (command.name !== 'git') return undefined;
  const words = command.argv.slice(1).map((w) => optionText(w.value));
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word === '--') {
      const sub = words[i + 1];
      return sub === undefined || sub.startsWith('-')
        ? undefined
        : { sub: sub.toLowerCase(), args: words.slice(i + 2) };
    }
    if (GLOBAL_VALUED.has(word)) {
      i++;
      continue;
    }
    if (word.startsWith('-')) continue;
    return { sub: word.toLowerCase(), args: words.slice(i + 1) };
  }
  return undefined;
}

/**
 * Short letters and long names among `args` up to `--`, long names lower-cased
 * (`-Dv` → D, v).
 */
function flagsOf(args: readonly string[]): Set<string> {
  const flags = new Set<string>();
  for (const arg of args) {
    if (arg === '--') break;
    if (arg.startsWith('--'))
      flags.add(arg.slice(2).split('=')[0]?.toLowerCase() ?? '');
    else if (/^-[A-Za-z]+$/.test(arg))
      for (const letter of arg.slice(1)) flags.add(letter);
  }
  return flags;
}

const afterDashDash = (args: readonly string[]) => {
  const i = args.indexOf('--');
  return i < 0 ? [] : args.slice(i + 1);
};

const LEASE = /^--force-with-lease(?:=.*)?$|^--force-if-includes$/i;

function push(args: readonly string[]): Said | undefined {
  const flags = flagsOf(args);
  if (flags.has('mirror')) return fragment('why.git.push-mirror');
  if (
    flags.has('delete') ||
    flags.has('d') ||
    args.some((a) => /^:[^/]/.test(a))
  )
    return fragment('why.git.push-delete');
  if (flags.has('prune')) return fragment('why.git.push-prune');
  const forced = args.some(
    (a) =>
      (/^--force/i.test(a) && !LEASE.test(a)) ||
      /^-[A-Za-z]*f[A-Za-z]*$/.test(a) ||
      /^\+[^+]/.test(a),
  );
  // A plain --force (or -f) beside a lease wins: git then forces without the
  // check (git-push(1)), so the lease only exempts a push without one.
  const plain = args.some(
    (a) => /^--force$/i.test(a) || /^-[A-Za-z]*f[A-Za-z]*$/.test(a),
  );
  if (forced && (plain || !args.some((a) => LEASE.test(a))))
    return fragment('why.git.push-force');
  return undefined;
}

function checkout(args: readonly string[]): Said | undefined {
  const positionals: string[] = [];
  let creating = false;
  let force = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--') {
      return args.length > i + 1
        ? fragment('why.git.checkout-paths')
        : undefined;
    }
    if (arg.startsWith('--')) {
      const [name, value] = arg.slice(2).toLowerCase().split('=', 2) as [
        string,
        string | undefined,
      ];
      if (name === 'force') force = true;
      else if (name === 'pathspec-from-file')
        return fragment('why.git.checkout-pathspec');
      else if (name === 'orphan') {
        creating = true;
        if (value === undefined) i++;
      } else if (
        ['conflict', 'unified', 'inter-hunk-context'].includes(name) &&
        value === undefined
      )
        i++;
      else if (
        name === 'track' &&
        value === undefined &&
        ['direct', 'inherit'].includes(args[i + 1] ?? '')
      )
        i++;
      else if (
        name === 'recurse-submodules' &&
        value === undefined &&
        ['checkout', 'on-demand'].includes(args[i + 1] ?? '')
      )
        i++;
      continue;
    }
    if (/^-[A-Za-z]/.test(arg)) {
      for (let k = 1; k < arg.length; k++) {
        const letter = arg[k] as string;
        if (letter === 'f') force = true;
        if (letter === 'b' || letter === 'B' || letter === 'U') {
          if (letter !== 'U') creating = true;
          if (k === arg.length - 1) i++;
          break;
        }
      }
      continue;
    }
    positionals.push(arg);
  }
  if (force) return fragment('why.git.checkout-force');
  if (!creating && positionals.length >= 2)
    return fragment('why.git.checkout-ref-paths');
  if (
    !creating &&
    positionals.length === 1 &&
    /^(?:\.|\.\/|:\/|\*.*)$/.test(positionals[0] as string)
  )
    return fragment('why.git.checkout-dot');
  return undefined;
}

function restore(args: readonly string[]): Said | undefined {
  const flags = flagsOf(args);
  if (flags.has('help') || flags.has('h')) return undefined;
  const staged = flags.has('staged') || flags.has('S');
  const worktree = flags.has('worktree') || flags.has('W');
  const operands = args.filter((a) => !a.startsWith('-'));
  if (operands.length === 0 && afterDashDash(args).length === 0)
    return undefined;
  if (staged && !worktree) return undefined;
  return fragment('why.git.restore');
}

function judge(sub: string, args: readonly string[]): Said | undefined {
  const flags = flagsOf(args);
  const first = args.find((a) => !a.startsWith('-'))?.toLowerCase();
  switch (sub) {
    case 'reset':
      if (flags.has('hard')) return fragment('why.git.reset-hard');
      if (flags.has('merge')) return fragment('why.git.reset-merge');
      return undefined;
    case 'push':
      return push(args);
    case 'clean':
      return flags.has('f') || flags.has('force')
        ? fragment('why.git.clean')
        : undefined;
    case 'branch':
      if (
        flags.has('D') ||
        ((flags.has('d') || flags.has('delete')) &&
          (flags.has('f') || flags.has('force')))
      )
        return fragment('why.git.branch-delete');
      if (flags.has('f') || flags.has('force'))
        return fragment('why.git.branch-force');
      return undefined;
    case 'checkout':
      return checkout(args);
    case 'switch': {
      // -c/-C take the new branch's name, attached or not: `-cfeature` is not
      // -f.
      const before = args.includes('--')
        ? args.slice(0, args.indexOf('--'))
        : args;
      const forced = before.some(
        (a) =>
          a === '--force' ||
          a === '--discard-changes' ||
          (/^-[A-Za-z]+$/.test(a) && /^[^cC]*f/.test(a.slice(1))),
      );
      return forced ? fragment('why.git.switch-force') : undefined;
    }
    case 'restore':
      return restore(args);
    case 'stash':
      return first === 'drop' || first === 'clear'
        ? fragment('why.git.stash', { verb: first })
        : undefined;
    case 'filter-branch':
    case 'filter-repo':
      return fragment('why.git.filter', { sub });
    case 'reflog':
      return first === 'expire' || first === 'delete'
        ? fragment('why.git.reflog', { verb: first })
        : undefined;
    case 'gc':
      return args.some((a) => /^--prune=(?:now|all)$/i.test(a))
        ? fragment('why.git.gc')
        : undefined;
    case 'update-ref':
      return flags.has('d') ? fragment('why.git.update-ref') : undefined;
    case 'tag':
      // A tag never pushed lives only here; an annotated one's object and
      // message go with it.
      return flags.has('d') || flags.has('delete')
        ? fragment('why.git.tag-delete')
        : undefined;
    case 'symbolic-ref':
      return flags.has('d') || flags.has('delete')
        ? fragment('why.git.symbolic-ref')
        : undefined;
    case 'pull':
      // --force goes to the fetch: local branches named by a refspec are
      // overwritten even when the update drops their commits.
      return flags.has('f') || flags.has('force')
        ? fragment('why.git.pull-force')
        : undefined;
    case 'worktree': {
      if (first !== 'remove') return undefined;
      const before = args.slice(
        0,
        args.includes('--') ? args.indexOf('--') : args.length,
      );
      return before.some((a) => a === '--force' || /^-[A-Za-z]*f/.test(a))
        ? fragment('why.git.worktree-remove')
        : undefined;
    }
    default:
      return undefined;
  }
}

export const gitHistoryPolicy = defineCommandPolicy({
  id: 'command.git-history',
  description:
    'git commands that lose uncommitted work or rewrite shared history',
  check(command) {
    const git = gitSubcommand(command);
    if (!git) return [];
    const reason = judge(git.sub, git.args);
    if (!reason) return [];
    return [
      {
        severity: 'soft-deny',
        ...say('command.git-history', {
          reason,
          remote: command.remote
            ? fragment('command.on-remote.paren', { remote: command.remote })
            : '',
        }),
        next: ask(sayDetail('command.git-history.next')),
      },
    ];
  },
});
