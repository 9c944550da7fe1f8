// workingTreeMove (git commands that write another commit's files into the
// working tree: merge, pull, rebase, cherry-pick, revert, switch, checkout of
// a branch, reset --hard/--keep/--merge to a commit, stash pop/apply,
// read-tree -u, checkout-index -f, apply, am; bisect and sparse-checkout,
// which git decides), the git questions that tell which protected files they
// would change, earlierChange (a git command earlier in the line makes those
// answers stale), and judgeMove — a commit the agent
// built with plumbing (`hash-object`, `commit-tree`) and then merged rewrites
// .claude/settings.json as surely as `echo > .claude/settings.json`
// Pos: policies/security/self-protection, pure: git's answers are the
// runtime's fact (GateFacts.protectedMoves); without them nothing is found
import { fragment, say } from '../../vocabulary/messages/index.js';
import type { Said } from '../../vocabulary/messages/said.js';
import { own } from '../../vocabulary/own.js';
import { GLOBAL_VALUED, gitSubcommand } from '../commands/rules/git-history.js';
import type { ShellCommand } from '../commands/shell-command.js';
import { LEAVE, userWay } from './path-judge.js';
import type { Hit } from './path-judge.js';
import { surfaceOf } from './working-tree-revert.js';
import {
  aliasOf,
  expandAlias,
  GIT_BUILTINS,
  inlineAlias,
} from './git-aliases.js';

/** One question for git, answered with the protected paths it names. */
export type MoveCheck =
  /** `git diff --name-only FROM TO`: what moving from one to the other changes. */
  | { kind: 'diff'; from: string; to: string }
  /** `git diff --name-only HEAD...REV`: what merging REV brings. */
  | { kind: 'merge'; rev: string }
  /**
   * `git diff --name-only REV`: where REV's files differ from the files on
   * disk (what making the working tree REV's writes, wherever HEAD points).
   */
  | { kind: 'tree'; rev: string }
  /** switch/checkout REV, or the remote branch of that name git would track. */
  | { kind: 'branch'; rev: string }
  /** `git diff --name-only`: where the index differs from the files. */
  | { kind: 'index' }
  /** The file names a patch file changes. */
  | { kind: 'patch'; file: string };

/** The protected paths a check names; `unknown` when it could not be read. */
export type MoveAnswer = readonly string[] | 'unknown';

export interface Move {
  /** For messages: `git merge`. */
  how: string;
  checks: MoveCheck[];
  /** Why what it writes cannot be known before it runs. */
  unknown?: Said;
  /** Patch text the command reads from a heredoc or an echo. */
  patchText?: string;
}

declare module '../../gate/gate-context.js' {
  interface GateFacts {
    /**
     * Per MoveCheck (moveKey), the protected workspace paths git says it
     * changes; looked up only for a command that moves the working tree.
     */
    protectedMoves?: Readonly<Record<string, MoveAnswer>>;
  }
}

/** The tree of no files: `switch --orphan` empties the working tree. */
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/** The fact key under which the runtime answers what alias NAME stands for. */
export const aliasKey = (name: string) => `alias ${name}`;

export const moveKey = (check: MoveCheck): string =>
  check.kind === 'diff'
    ? `diff ${check.from} ${check.to}`
    : check.kind === 'index'
      ? 'index'
      : check.kind === 'patch'
        ? `patch ${check.file}`
        : `${check.kind} ${check.rev}`;

/** Options taking a separate value, per subcommand (short letters, long names). */
const VALUED: Record<string, { short: string; long: string[] }> = {
  merge: {
    short: 'mFsX',
    long: ['message', 'file', 'strategy', 'strategy-option', 'into-name'],
  },
  pull: {
    short: 'sXoj',
    long: [
      'strategy',
      'strategy-option',
      'depth',
      'deepen',
      'shallow-since',
      'shallow-exclude',
      'upload-pack',
      'negotiation-tip',
      'jobs',
      'server-option',
    ],
  },
  rebase: {
    short: 'sXx',
    long: ['onto', 'strategy', 'strategy-option', 'exec'],
  },
  'cherry-pick': { short: 'mX', long: ['mainline', 'strategy-option'] },
  revert: { short: 'mX', long: ['mainline', 'strategy-option'] },
  switch: { short: 'cC', long: ['create', 'force-create', 'orphan'] },
  checkout: { short: 'bB', long: ['orphan'] },
  reset: { short: '', long: [] },
  stash: { short: 'm', long: ['message'] },
  'read-tree': { short: '', long: ['index-output'] },
  'checkout-index': { short: '', long: ['stage'] },
  apply: { short: 'pC', long: ['exclude', 'include', 'directory'] },
  am: { short: 'pC', long: ['exclude', 'include', 'directory'] },
};

interface Read {
  operands: string[];
  /** Options given, short letters and long names, with their values. */
  options: Map<string, string>;
  dashDash: number;
}

function readArgs(sub: string, args: readonly string[]): Read {
  const valued = own(VALUED, sub) ?? { short: '', long: [] };
  const options = new Map<string, string>();
  const operands: string[] = [];
  let dashDash = -1;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (dashDash >= 0) operands.push(arg);
    else if (arg === '--') dashDash = operands.length;
    else if (arg.startsWith('--')) {
      const [name = '', value] = arg.slice(2).split(/=(.*)/s);
      if (value === undefined && valued.long.includes(name))
        options.set(name, args[++i] ?? '');
      else options.set(name, value ?? '');
    } else if (arg.startsWith('-') && arg.length > 1) {
      for (let j = 1; j < arg.length; j++) {
        const letter = arg[j] as string;
        if (valued.short.includes(letter)) {
          const rest = arg.slice(j + 1);
          options.set(letter, rest || (args[++i] ?? ''));
          break;
        }
        options.set(letter, '');
      }
    } else operands.push(arg);
  }
  return { operands, options, dashDash };
}

const SEQUENCER = ['abort', 'quit', 'skip', 'show-current-patch', 'edit-todo'];

/** `-` names the branch before; a bare number, that stash entry. */
const revOf = (word: string) => (word === '-' ? '@{-1}' : word);

/**
 * Why a revision cannot be asked about before the command runs; undefined
 * when it can.
 */
function unknownRev(word: string): Said | undefined {
  return /[$`]/.test(word) || word.startsWith('-')
    ? fragment('self.move-unknown.rev', { rev: word })
    : undefined;
}

/** git options or variables that point it at another repository or tree. */
function redirected(command: ShellCommand): Said | undefined {
  if (/(?:^|\s)GIT_(?:DIR|WORK_TREE|INDEX_FILE|COMMON_DIR)=/.test(command.text))
    return fragment('self.move-unknown.variable');
  const words = command.argv.slice(1).map((w) => w.value);
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (!word.startsWith('-')) break;
    if (/^--(?:git-dir|work-tree|namespace)(?:=|$)/.test(word))
      return fragment('self.move-unknown.option', {
        option: word.split('=')[0] as string,
      });
    if (word === '-C') {
      const dir = words[i + 1] ?? '';
      if (
        dir.startsWith('/') ||
        dir.split('/').includes('..') ||
        /[$`~]/.test(dir)
      )
        return fragment('self.move-unknown.option', { option: `-C ${dir}` });
    }
    if (GLOBAL_VALUED.has(word)) i++;
  }
  return undefined;
}

function moveOf(sub: string, args: readonly string[]): Move | undefined {
  const read = readArgs(sub, args);
  const { operands, options } = read;
  const has = (...names: string[]) => names.some((n) => options.has(n));
  const how = `git ${sub}`;
  if (has(...SEQUENCER, 'continue')) return undefined;
  const merges = (revs: readonly string[]) =>
    revs.map((rev): MoveCheck => ({ kind: 'merge', rev: revOf(rev) }));
  switch (sub) {
    case 'merge':
      return {
        how,
        checks: merges(operands.length ? operands : ['@{u}']),
      };
    case 'pull': {
      // It fetches, then merges what arrived: the refs it merges are not the
      // ones git holds now, except from the repository itself (`pull . x`).
      const [repo, ...refspecs] = operands;
      const sources = refspecs
        .map((r) => r.replace(/^\+/, '').split(':')[0] ?? '')
        .filter(Boolean);
      return repo === '.' && sources.length > 0
        ? { how, checks: merges(sources) }
        : { how, checks: [], unknown: fragment('self.move-unknown.fetch') };
    }
    case 'sparse-checkout':
      return ['set', 'add', 'init', 'reapply'].includes(operands[0] ?? '')
        ? { how, checks: [], unknown: fragment('self.move-unknown.sparse') }
        : undefined;
    case 'bisect':
      return [
        'start',
        'good',
        'bad',
        'new',
        'old',
        'skip',
        'reset',
        'run',
      ].includes(operands[0] ?? '')
        ? { how, checks: [], unknown: fragment('self.move-unknown.bisect') }
        : undefined;
    case 'rebase': {
      const checks = merges([operands[0] ?? '@{u}']);
      const onto = options.get('onto');
      if (onto !== undefined) checks.push(...merges([onto]));
      if (operands[1] !== undefined)
        checks.push({ kind: 'branch', rev: operands[1] });
      return { how, checks };
    }
    case 'cherry-pick':
    case 'revert': {
      if (has('stdin'))
        return {
          how,
          checks: [],
          unknown: fragment('self.move-unknown.stdin'),
        };
      const checks: MoveCheck[] = [];
      for (const rev of operands) {
        if (rev.startsWith('^')) continue;
        const range = /^(.*?)\.\.\.?(.*)$/.exec(rev);
        checks.push(
          range
            ? { kind: 'diff', from: range[1] || 'HEAD', to: range[2] || 'HEAD' }
            : { kind: 'diff', from: `${rev}^`, to: rev },
        );
      }
      return { how, checks };
    }
    case 'switch': {
      if (has('orphan'))
        return {
          how,
          checks: [{ kind: 'tree', rev: EMPTY_TREE }],
        };
      const start = operands[0];
      return start === undefined
        ? undefined
        : { how, checks: [{ kind: 'branch', rev: revOf(start) }] };
    }
    case 'checkout': {
      // Paths after `--` or a second operand: path mode, which the path rules
      // judge; `git checkout REV --` alone is a switch.
      const before =
        read.dashDash >= 0 ? operands.slice(0, read.dashDash) : operands;
      // `-p REV`: the hunks of REV (or of the index) a `yes |` accepts; paths
      // given after it are not read: every protected file is checked.
      if (has('p', 'patch'))
        return {
          how,
          checks: [
            before[0] === undefined
              ? { kind: 'index' }
              : { kind: 'tree', rev: before[0] },
          ],
        };
      if (read.dashDash >= 0 && operands.length > read.dashDash)
        return undefined;
      if (before.length !== 1 || has('pathspec-from-file')) return undefined;
      return {
        how,
        checks: [{ kind: 'branch', rev: revOf(before[0] as string) }],
      };
    }
    case 'reset': {
      if (!has('hard', 'keep', 'merge')) return undefined;
      const rev = operands[0];
      return rev === undefined || read.dashDash === 0
        ? undefined
        : { how, checks: [{ kind: 'tree', rev }] };
    }
    case 'stash': {
      const [verb, ref] =
        operands[0] === 'branch' ? ['branch', operands[2]] : operands;
      if (verb !== 'pop' && verb !== 'apply' && verb !== 'branch')
        return undefined;
      const entry =
        ref === undefined
          ? 'stash@{0}'
          : /^\d+$/.test(ref)
            ? `stash@{${ref}}`
            : ref;
      return { how, checks: [{ kind: 'diff', from: `${entry}^1`, to: entry }] };
    }
    case 'read-tree': {
      if (!has('u')) return undefined;
      if (has('prefix'))
        return {
          how,
          checks: [],
          unknown: fragment('self.move-unknown.prefix'),
        };
      const rev = operands[operands.length - 1];
      return rev === undefined
        ? undefined
        : { how, checks: [{ kind: 'tree', rev }] };
    }
    case 'checkout-index':
      if (!has('f', 'force')) return undefined;
      if (has('prefix'))
        return {
          how,
          checks: [],
          unknown: fragment('self.move-unknown.prefix'),
        };
      return { how, checks: [{ kind: 'index' }] };
    case 'apply':
    case 'am': {
      if (
        sub === 'apply' &&
        has('cached', 'check', 'stat', 'numstat', 'summary') &&
        !has('index', '3', '3way')
      )
        return undefined;
      const files = operands.filter((f) => f !== '-');
      if (files.length === 0) return { how, checks: [] };
      return {
        how,
        checks: files.map((file): MoveCheck => ({ kind: 'patch', file })),
      };
    }
    default:
      return undefined;
  }
}

/** git subcommands that move refs, HEAD or the index. */
const LOCAL_STATE = new Set([
  'add',
  'am',
  'apply',
  'branch',
  'checkout',
  'cherry-pick',
  'commit',
  'merge',
  'mv',
  'read-tree',
  'rebase',
  'reset',
  'restore',
  'revert',
  'rm',
  'stash',
  'switch',
  'symbolic-ref',
  'update-index',
  'update-ref',
]);

/**
 * How `command` changes what a later git command starts from: `fetch` (remote
 * refs, FETCH_HEAD), `local` (HEAD, a ref, the index), or not at all.
 */
export function changesGitState(
  command: ShellCommand,
): 'fetch' | 'local' | undefined {
  const git = gitSubcommand(command);
  if (!git) return undefined;
  if (
    git.sub === 'fetch' ||
    git.sub === 'pull' ||
    (git.sub === 'remote' && git.args.includes('update'))
  )
    return 'fetch';
  return LOCAL_STATE.has(git.sub) ? 'local' : undefined;
}

/** What the commands before index `at` change, fetches first. */
export function earlierChange(
  commands: readonly ShellCommand[],
  at: number,
): 'fetch' | 'local' | undefined {
  let found: 'fetch' | 'local' | undefined;
  for (const command of commands.slice(0, Math.max(0, at))) {
    const change = changesGitState(command);
    if (change === 'fetch') return change;
    found ??= change;
  }
  return found;
}

/**
 * The working-tree move `command` makes, if it is one; `earlier`: a git
 * command before it in the same line changes the refs or the index it starts
 * from, so git's answers now are not the ones that will count.
 */
export function workingTreeMove(
  command: ShellCommand,
  earlier?: 'fetch' | 'local',
  answers?: Readonly<Record<string, MoveAnswer>>,
): Move | undefined {
  const git = gitSubcommand(command);
  if (!git) return undefined;
  let { sub, args } = git;
  const name = aliasOf(command);
  if (name !== undefined) {
    // `git co evil` with `co = checkout`: judged as what it stands for.
    const found = answers?.[aliasKey(name)];
    const expansion =
      inlineAlias(command, name) ??
      (Array.isArray(found) ? found[0] : undefined);
    if (expansion === undefined && found !== 'unknown') return undefined;
    const expanded =
      expansion === undefined ? 'unsure' : expandAlias(expansion, args);
    if (expanded === 'shell') return undefined;
    if (expanded === 'unsure' || !GIT_BUILTINS.has(expanded.sub)) {
      const inner =
        expanded === 'unsure' ? undefined : moveOf(expanded.sub, expanded.args);
      if (expanded !== 'unsure' && !inner && GIT_BUILTINS.has(expanded.sub))
        return undefined;
      return {
        how: `git ${name}`,
        checks: [],
        unknown: fragment('self.move-unknown.alias', { name }),
      };
    }
    ({ sub, args } = expanded);
  }
  const move = moveOf(sub, args);
  if (!move) return undefined;
  if (earlier && move.checks.some((c) => c.kind !== 'patch'))
    return {
      how: move.how,
      checks: [],
      unknown: fragment(
        earlier === 'fetch'
          ? 'self.move-unknown.fetch'
          : 'self.move-unknown.earlier',
      ),
    };
  const away = redirected(command);
  if (away) return { how: move.how, checks: [], unknown: away };
  for (const check of move.checks) {
    const words =
      check.kind === 'diff'
        ? [check.from, check.to]
        : check.kind === 'index'
          ? []
          : check.kind === 'patch'
            ? [check.file]
            : [check.rev];
    const why = words.map(unknownRev).find(Boolean);
    if (why) return { how: move.how, checks: [], unknown: why };
  }
  if ((git.sub === 'apply' || git.sub === 'am') && move.checks.length === 0) {
    if (command.stdinText !== undefined)
      return { ...move, patchText: command.stdinText };
    return { ...move, unknown: fragment('self.move-unknown.stdin') };
  }
  return move;
}

/** The file names a patch's headers name (`diff --git`, `---`, `+++`, renames). */
export function patchNames(text: string): string[] {
  const names = new Set<string>();
  const header =
    /^(?:diff --git a\/(\S+) b\/(\S+)|(?:---|\+\+\+) (\S+)|(?:rename|copy) (?:from|to) (.+))$/gm;
  for (const m of text.matchAll(header))
    for (const name of m.slice(1))
      if (name && name !== '/dev/null') names.add(name);
  return [...names];
}

/**
 * The protected paths a patch changes: any name whose trailing components are
 * a protected surface (`-p` and `--directory` only move where it lands).
 */
export function protectedInPatch(text: string): string[] {
  const hits = new Set<string>();
  for (const name of patchNames(text)) {
    const parts = name.split('/');
    for (let i = 0; i < parts.length; i++) {
      const rest = parts.slice(i).join('/');
      if (surfaceOf(rest)) hits.add(rest);
    }
  }
  return [...hits];
}

/** A move that reaches a protected file: hard-deny; one git cannot tell: ask. */
export function judgeMove(
  command: ShellCommand,
  answers: Readonly<Record<string, MoveAnswer>> | undefined,
  earlier?: 'fetch' | 'local',
): Hit[] {
  const move = workingTreeMove(command, earlier, answers);
  if (!move) return [];
  const paths = new Set<string>(
    move.patchText === undefined ? [] : protectedInPatch(move.patchText),
  );
  let unknown = move.unknown;
  if (answers)
    for (const check of move.checks) {
      const answer = answers[moveKey(check)] ?? [];
      if (answer === 'unknown')
        unknown ??=
          check.kind === 'patch'
            ? fragment('self.move-unknown.file', { file: check.file })
            : fragment('self.move-unknown.config');
      else for (const path of answer) paths.add(path);
    }
  const path = [...paths][0];
  const surface = path === undefined ? undefined : surfaceOf(path);
  if (path !== undefined && surface)
    return [
      {
        severity: 'hard-deny',
        subject: command.text,
        ...say('self.deny-move', { how: move.how, path, userWay }),
        next: LEAVE,
      },
    ];
  if (unknown && answers)
    return [
      {
        severity: 'soft-deny',
        subject: command.text,
        ...say('self.ask-move', { how: move.how, why: unknown }),
        next: LEAVE,
      },
    ];
  return [];
}
