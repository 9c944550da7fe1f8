// gitFamily, gitConfigSites — what git executes: config keys that run a command
// (`-c`, `--config-env`, `git config`, `clone -c`), subcommand options that do
// (`rebase --exec`, `bisect run`, `submodule foreach`, `filter-branch
// --*-filter`, `--upload-pack`, `difftool -x`, `grep -O`), settings that weaken
// it (TLS off, URL rewrites, safe.directory, core.bare), and history rewrites
// (filter-repo, update-ref, replace --graft)
// Pos: policies/security/programs, data from shell-execution.md §1; git's
// environment variables are env.ts's; reset/push/clean are rules/git-history.ts
import type { ShellWord } from './exec-site.js';
import type { ExecSite, ProgramReader } from './exec-site.js';
import { expandArgv, readOptions } from './option-reader.js';
import type { OptionSpec } from './option-reader.js';
import type { MessageId } from '../../vocabulary/messages/message.js';
import { fragment } from '../../vocabulary/messages/say.js';
import { finding, joined, program, shell, textWord } from './sites.js';
import { own } from '../../vocabulary/own.js';

/** Keys whose value is a shell command git runs (lower-cased, `*` any part). */
const EXEC_KEYS: ReadonlyArray<[RegExp, MessageId | '']> = [
  [/^core\.sshcommand$/, 'prog.git.runs.sshcommand'],
  [/^core\.fsmonitor$/, 'prog.git.runs.fsmonitor'],
  [/^core\.(pager|editor|askpass|gitproxy|alternaterefscommand)$/, ''],
  [/^pager\..+$/, 'prog.git.runs.pager'],
  [/^sequence\.editor$/, 'prog.git.runs.sequence-editor'],
  [/^diff\.(external|.+\.command|.+\.textconv)$/, 'prog.git.runs.diff'],
  [/^filter\..+\.(clean|smudge|process)$/, 'prog.git.runs.filter'],
  [/^merge\..+\.driver$/, 'prog.git.runs.merge-driver'],
  [/^(merge|diff)tool\..+\.(cmd|path)$/, 'prog.git.runs.tool'],
  [/^gpg\.(.+\.)?program$|^gpg\.ssh\.defaultkeycommand$/, 'prog.git.runs.gpg'],
  [/^remote\..+\.(uploadpack|receivepack)$/, 'prog.git.runs.pack'],
  [/^uploadpack\.packobjectshook$|^gc\.recentobjectshook$/, ''],
  [/^interactive\.difffilter$|^imap\.tunnel$/, ''],
  [/^trailer\..+\.(cmd|command)$/, 'prog.git.runs.trailer'],
  [/^(man|browser|guitool)\..+\.(cmd|path)$|^instaweb\.(httpd|browser)$/, ''],
  [/^hook\..+\.command$|^sendemail\.(sendmailcmd|tocmd|cccmd|headercmd)$/, ''],
];
/** Keys whose value runs a shell command only when it starts with `!`. */
const BANG_KEYS =
  /^(alias\..+|credential\.(.+\.)?helper|submodule\..+\.update)$/;

/** Keys that weaken git without running anything themselves. */
const WEAKENING: ReadonlyArray<[RegExp, (v: string) => boolean, MessageId]> = [
  [/^http\.(.+\.)?sslverify$/, (v) => isFalse(v), 'prog.git.weak.sslverify'],
  [
    /^http\.(.+\.)?sslcainfo$|^http\.(.+\.)?sslcapath$/,
    () => true,
    'prog.git.weak.sslcainfo',
  ],
  [
    /^url\..+\.(insteadof|pushinsteadof)$/,
    () => true,
    'prog.git.weak.insteadof',
  ],
  [/^remote\..+\.(url|pushurl)$/, () => true, 'prog.git.weak.remote-url'],
  [/^safe\.directory$/, () => true, 'prog.git.weak.safe-directory'],
  [
    /^safe\.barerepository$/,
    (v) => v.toLowerCase() === 'all',
    'prog.git.weak.bare-repository',
  ],
  [/^core\.(bare|worktree)$/, () => true, 'prog.git.weak.layout'],
  [/^core\.hookspath$/, () => true, 'prog.git.weak.hookspath'],
  [
    /^(include\.path|includeif\..+\.path)$/,
    () => true,
    'prog.git.weak.include',
  ],
  [
    /^protocol\.(.+\.)?allow$/,
    (v) => v.toLowerCase() === 'always',
    'prog.git.weak.protocol',
  ],
  [
    /^(transfer|fetch|receive)\.fsckobjects$/,
    (v) => isFalse(v),
    'prog.git.weak.fsck',
  ],
  [/^core\.protect(ntfs|hfs)$/, (v) => isFalse(v), 'prog.git.weak.protect'],
  [
    /^receive\.denycurrentbranch$/,
    (v) => /^(ignore|updateinstead|warn)$/i.test(v),
    'prog.git.weak.deny-current',
  ],
  [
    /^credential\.(.+\.)?helper$/,
    (v) => v === 'store',
    'prog.git.weak.credential-store',
  ],
  [
    /^http\.(.+\.)?(extraheader|proxy|cookiefile)$|^remote\..+\.proxy$/,
    () => true,
    'prog.git.weak.http',
  ],
];

const isFalse = (v: string) => /^(false|no|off|0)$/i.test(v.trim());

/**
 * What setting `key` to `value` makes git run (`persistent`: written to a
 * config file, so it runs later too).
 */
export function gitConfigSites(
  key: string,
  value: ShellWord | undefined,
  how: string,
  persistent: boolean,
): ExecSite[] {
  const k = key.toLowerCase();
  const sites: ExecSite[] = [];
  const what = `${how} ${key}`;
  const runs = EXEC_KEYS.find(([re]) => re.test(k));
  const v = value?.value ?? '';
  const bang = BANG_KEYS.test(k) && v.trimStart().startsWith('!');
  const fsmonitorFlag = k === 'core.fsmonitor' && /^(true|false|0|1)$/i.test(v);
  if (value && (bang || (runs && !fsmonitorFlag))) {
    const command = bang ? v.trimStart().slice(1) : v;
    // `credential.helper=cache`, `gpg.program=gpg2`: a program name is still
    // run, and judged like one.
    sites.push(shell(what, textWord(command, value)));
    if (persistent)
      sites.push(
        finding(
          what,
          'soft-deny',
          fragment('prog.git.config-command', {
            runs: fragment(runs?.[1] || 'prog.git.runs-later'),
          }),
          command,
        ),
      );
    else if (value.dynamic)
      sites.push(
        finding(what, 'soft-deny', fragment('prog.git.dynamic-command'), v),
      );
  }
  for (const [re, test, why] of WEAKENING) {
    if (!re.test(k) || !test(v)) continue;
    if (k.startsWith('credential') && bang) continue;
    sites.push(
      finding(
        what,
        'soft-deny',
        persistent
          ? fragment('prog.git.persistently', { why: fragment(why) })
          : fragment(why),
        v,
      ),
    );
  }
  return sites;
}

/** `k=v` of `-c k=v`. */
function keyValue(word: ShellWord): [string, ShellWord | undefined] {
  const eq = word.value.indexOf('=');
  return eq < 0
    ? [word.value, undefined]
    : [word.value.slice(0, eq), textWord(word.value.slice(eq + 1), word)];
}

/** Long options of the subcommands the rules and this file read (for abbreviations). */
const SUBCOMMAND_LONG: Readonly<Record<string, readonly string[]>> = {
  reset: [
    'hard',
    'soft',
    'mixed',
    'merge',
    'keep',
    'quiet',
    'patch',
    'pathspec-from-file',
    'recurse-submodules',
    'no-refresh',
    'refresh',
  ],
  clean: ['force', 'dry-run', 'quiet', 'exclude', 'interactive'],
  push: [
    'force',
    'force-with-lease',
    'force-if-includes',
    'all',
    'mirror',
    'tags',
    'follow-tags',
    'delete',
    'prune',
    'dry-run',
    'porcelain',
    'receive-pack',
    'exec',
    'repo',
    'set-upstream',
    'verbose',
    'quiet',
    'progress',
    'no-verify',
    'verify',
    'atomic',
    'signed',
    'push-option',
    'thin',
    'no-thin',
    'ipv4',
    'ipv6',
    'recurse-submodules',
  ],
  fetch: [
    'upload-pack',
    'all',
    'append',
    'atomic',
    'depth',
    'deepen',
    'dry-run',
    'force',
    'keep',
    'prune',
    'prune-tags',
    'tags',
    'no-tags',
    'quiet',
    'verbose',
    'progress',
    'jobs',
    'multiple',
    'unshallow',
    'update-shallow',
    'refetch',
    'refmap',
    'recurse-submodules',
    'set-upstream',
  ],
  'ls-remote': [
    'upload-pack',
    'heads',
    'tags',
    'refs',
    'quiet',
    'exit-code',
    'get-url',
    'sort',
    'symref',
    'server-option',
  ],
  clone: [
    'upload-pack',
    'config',
    'template',
    'bare',
    'mirror',
    'origin',
    'branch',
    'depth',
    'single-branch',
    'no-checkout',
    'recurse-submodules',
    'reference',
    'shared',
    'local',
    'no-hardlinks',
    'quiet',
    'verbose',
    'progress',
    'filter',
    'jobs',
    'separate-git-dir',
    'sparse',
    'shallow-since',
    'shallow-exclude',
  ],
  pull: [
    'upload-pack',
    'rebase',
    'ff-only',
    'no-ff',
    'ff',
    'squash',
    'all',
    'force',
    'quiet',
    'verbose',
    'autostash',
    'depth',
    'prune',
    'tags',
    'no-tags',
    'verify',
    'no-verify',
  ],
  rebase: [
    'exec',
    'onto',
    'interactive',
    'abort',
    'continue',
    'skip',
    'root',
    'autosquash',
    'autostash',
    'keep-base',
    'strategy',
    'strategy-option',
    'rebase-merges',
    'update-refs',
    'edit-todo',
    'quit',
    'no-verify',
    'verify',
    'signoff',
    'committer-date-is-author-date',
  ],
  commit: [
    'no-verify',
    'verify',
    'verbose',
    'amend',
    'all',
    'message',
    'file',
    'author',
    'date',
    'signoff',
    'gpg-sign',
    'no-gpg-sign',
    'allow-empty',
    'allow-empty-message',
    'fixup',
    'squash',
    'reuse-message',
    'reedit-message',
    'patch',
    'quiet',
    'dry-run',
    'no-edit',
    'edit',
    'trailer',
    'cleanup',
    'template',
    'only',
    'include',
    'interactive',
    'status',
    'no-status',
  ],
  branch: [
    'delete',
    'force',
    'move',
    'copy',
    'list',
    'all',
    'remotes',
    'verbose',
    'quiet',
    'track',
    'no-track',
    'set-upstream-to',
    'unset-upstream',
    'contains',
    'merged',
    'no-merged',
    'sort',
    'points-at',
    'format',
    'show-current',
    'edit-description',
    'create-reflog',
    'column',
    'color',
  ],
  checkout: [
    'force',
    'merge',
    'ours',
    'theirs',
    'detach',
    'orphan',
    'track',
    'no-track',
    'quiet',
    'patch',
    'conflict',
    'ignore-other-worktrees',
    'progress',
    'recurse-submodules',
    'overlay',
    'no-overlay',
    'pathspec-from-file',
  ],
  stash: [
    'all',
    'include-untracked',
    'keep-index',
    'patch',
    'quiet',
    'message',
    'staged',
    'index',
  ],
  archive: [
    'exec',
    'remote',
    'format',
    'output',
    'prefix',
    'list',
    'verbose',
    'worktree-attributes',
    'add-file',
  ],
  'send-pack': [
    'receive-pack',
    'exec',
    'all',
    'force',
    'dry-run',
    'mirror',
    'atomic',
  ],
  'fetch-pack': [
    'upload-pack',
    'all',
    'quiet',
    'keep',
    'thin',
    'depth',
    'no-progress',
  ],
  grep: [
    'open-files-in-pager',
    'cached',
    'untracked',
    'no-index',
    'ignore-case',
    'line-number',
    'count',
    'files-with-matches',
    'extended-regexp',
    'perl-regexp',
    'fixed-strings',
    'word-regexp',
    'invert-match',
    'recurse-submodules',
    'threads',
    'max-depth',
    'heading',
    'break',
    'all-match',
    'quiet',
  ],
  config: [
    'global',
    'system',
    'local',
    'worktree',
    'file',
    'blob',
    'get',
    'get-all',
    'get-regexp',
    'get-urlmatch',
    'add',
    'replace-all',
    'unset',
    'unset-all',
    'list',
    'edit',
    'rename-section',
    'remove-section',
    'type',
    'bool',
    'int',
    'path',
    'null',
    'name-only',
    'show-origin',
    'show-scope',
    'default',
    'includes',
    'no-includes',
    'fixed-value',
    'comment',
    'all',
    'regexp',
    'value',
  ],
  daemon: [
    'access-hook',
    'base-path',
    'export-all',
    'verbose',
    'reuseaddr',
    'listen',
    'port',
    'enable',
    'disable',
  ],
  'update-ref': ['no-deref', 'stdin', 'create-reflog'],
};

const CONFIG_SCOPES = new Set([
  'global',
  'system',
  'local',
  'worktree',
  'file',
  'blob',
]);
const CONFIG_READS = new Set([
  'get',
  'get-all',
  'get-regexp',
  'get-urlmatch',
  'list',
  'unset',
  'unset-all',
  'rename-section',
  'remove-section',
  'edit',
  'l',
  'e',
]);

function configSites(args: readonly ShellWord[]): ExecSite[] {
  const spec: OptionSpec = {
    long: SUBCOMMAND_LONG['config'],
    valued: ['file', 'blob', 'type', 'default', 'comment', 'value'],
    short: 'f',
    abbreviations: true,
  };
  const { options, operands } = readOptions(args, spec);
  if (options.some((o) => CONFIG_READS.has(o.name))) return [];
  let words = operands.map((i) => args[i] as ShellWord);
  // git 2.46 verbs: `git config set [--global] k v`, `git config get k`.
  if (
    [
      'set',
      'get',
      'list',
      'unset',
      'rename-section',
      'remove-section',
      'edit',
    ].includes(words[0]?.value ?? '')
  ) {
    if (words[0]?.value !== 'set') return [];
    words = words.slice(1);
  }
  const [key, value] = words;
  if (!key || !value) return [];
  const scope = options.find((o) => CONFIG_SCOPES.has(o.name))?.name;
  return gitConfigSites(
    key.value,
    value,
    `git config${scope ? ` --${scope}` : ''}`,
    true,
  );
}

export const GLOBAL: OptionSpec = {
  long: [
    'exec-path',
    'git-dir',
    'work-tree',
    'namespace',
    'config-env',
    'paginate',
    'no-pager',
    'bare',
    'literal-pathspecs',
    'no-replace-objects',
    'no-optional-locks',
    'super-prefix',
    'list-cmds',
    'html-path',
    'man-path',
    'info-path',
    'version',
    'help',
    'attr-source',
    'no-advice',
  ],
  valued: ['git-dir', 'work-tree', 'namespace', 'config-env', 'attr-source'],
  short: 'cC',
  // Top-level options are not abbreviated (shell-execution.md §3).
  abbreviations: false,
  posixStop: true,
};

/** Where the subcommand starts, and the `-c`/`--config-env` sites before it. */
function globalOptions(argv: readonly ShellWord[]): {
  at: number;
  sites: ExecSite[];
} {
  const args = argv.slice(1);
  const { options, operands } = readOptions(args, GLOBAL);
  const sites: ExecSite[] = [];
  for (const o of options) {
    if (o.name === 'c' && o.value) {
      const [key, value] = keyValue(o.value);
      sites.push(...gitConfigSites(key, value, 'git -c', false));
    } else if (o.name === 'config-env' && o.value) {
      const [key, env] = keyValue(o.value);
      sites.push(
        ...gitConfigSites(
          key,
          textWord(`$${env?.value ?? ''}`, { ...o.value, dynamic: true }),
          'git --config-env',
          false,
        ),
      );
    } else if (o.name === 'exec-path' && o.value)
      sites.push(
        finding(
          'git --exec-path',
          'soft-deny',
          fragment('prog.git-exec-path'),
          o.value.value,
        ),
      );
  }
  // operands index args (argv without `git`): the subcommand is argv[at].
  return {
    at: operands[0] === undefined ? argv.length : (operands[0] as number) + 1,
    sites,
  };
}

function subcommandSites(sub: string, args: readonly ShellWord[]): ExecSite[] {
  const what = `git ${sub}`;
  const sites: ExecSite[] = [];
  const spec: OptionSpec = {
    long: own(SUBCOMMAND_LONG, sub) ?? [],
    valued: [
      'exec',
      'upload-pack',
      'receive-pack',
      'config',
      'template',
      'onto',
      'strategy',
      'remote',
      'format',
      'output',
      'prefix',
      'access-hook',
      'message',
      'file',
      'author',
    ],
    optional: ['open-files-in-pager'],
    short:
      sub === 'rebase'
        ? 'xsX'
        : sub === 'clone'
          ? 'ucbo'
          : sub === 'commit'
            ? 'mFCc'
            : sub === 'grep'
              ? 'O'
              : '',
    // Commands parsed with KEEP_UNKNOWN_OPT and shell-script ones do not
    // abbreviate (difftool, filter-branch, submodule).
    abbreviations: ![
      'difftool',
      'filter-branch',
      'submodule',
      'bisect',
    ].includes(sub),
  };
  const { options, operands } = readOptions(args, spec);
  for (const o of options) {
    if (!o.value) continue;
    if (
      o.name === 'exec' ||
      o.name === 'x' ||
      o.name === 'upload-pack' ||
      o.name === 'receive-pack' ||
      (sub === 'clone' && o.name === 'u')
    )
      sites.push(shell(`${what} --${o.name}`, o.value));
    else if (
      sub === 'grep' &&
      (o.name === 'O' || o.name === 'open-files-in-pager')
    )
      sites.push(shell(`${what} -O`, o.value));
    else if (sub === 'daemon' && o.name === 'access-hook')
      sites.push(shell(`${what} --access-hook`, o.value));
    else if (sub === 'clone' && (o.name === 'config' || o.name === 'c')) {
      const [key, value] = keyValue(o.value);
      sites.push(...gitConfigSites(key, value, 'git clone -c', true));
    } else if (sub === 'clone' && o.name === 'template')
      sites.push(
        finding(
          `${what} --template`,
          'soft-deny',
          fragment('prog.git.clone-template'),
          o.value.value,
        ),
      );
  }
  const words = operands.map((i) => args[i] as ShellWord);
  // `git bisect run CMD ARGS…`: everything after `run` is the command, its
  // options included (they are rm's, not git's).
  const runAt = args.findIndex((w) => w.value === 'run');
  if (sub === 'bisect' && words[0]?.value === 'run' && runAt + 1 < args.length)
    sites.push(program('git bisect run', args.slice(runAt + 1)));
  if (sub === 'submodule') {
    const at = args.findIndex((w) => w.value === 'foreach');
    if (at >= 0) {
      const rest = args
        .slice(at + 1)
        .filter(
          (w, i, all) =>
            !(
              w.value === '--recursive' ||
              (w.value === '--quiet' && i < all.length - 1)
            ),
        );
      if (rest.length > 0)
        sites.push(shell('git submodule foreach', joined(rest)));
    }
  }
  if (sub === 'filter-branch') {
    for (let i = 0; i < args.length; i++) {
      const w = args[i]?.value ?? '';
      const m = /^--([a-z-]+-filter)(?:=(.*))?$/.exec(w);
      if (!m) continue;
      const value = m[2] !== undefined ? textWord(m[2], args[i]) : args[++i];
      if (value) sites.push(shell(`git filter-branch --${m[1]}`, value));
    }
    sites.push(
      finding(
        'git filter-branch',
        'soft-deny',
        fragment('prog.git.filter-branch'),
      ),
    );
  }
  if (sub === 'difftool') {
    for (let i = 0; i < args.length; i++) {
      const w = args[i]?.value ?? '';
      if (w === '-x' || w === '--extcmd') {
        const v = args[i + 1];
        if (v) sites.push(shell('git difftool --extcmd', v));
      } else if (w.startsWith('--extcmd='))
        sites.push(
          shell('git difftool --extcmd', textWord(w.slice(9), args[i])),
        );
      else if (/^-x./.test(w))
        sites.push(shell('git difftool -x', textWord(w.slice(2), args[i])));
    }
  }
  if (
    options.some(
      (o) => o.name === 'no-verify' || (sub === 'commit' && o.name === 'n'),
    ) &&
    [
      'commit',
      'push',
      'merge',
      'am',
      'rebase',
      'cherry-pick',
      'revert',
    ].includes(sub)
  )
    sites.push(
      finding(
        `${what} --no-verify`,
        'soft-deny',
        fragment('prog.git.no-verify'),
      ),
    );
  if (sub === 'config') sites.push(...configSites(args));
  // `git remote set-url origin URL` is `remote.origin.url`: the next push of
  // the project goes wherever URL says.
  if (sub === 'remote' && words[0]?.value.toLowerCase() === 'set-url')
    sites.push(
      finding(
        'git remote set-url',
        'soft-deny',
        fragment('prog.git.remote-set-url'),
        words[2]?.value ?? '',
      ),
    );
  if (sub === 'filter-repo')
    sites.push(
      finding('git filter-repo', 'soft-deny', fragment('prog.git.filter-repo')),
    );
  if (sub === 'update-ref' && !options.some((o) => o.name === 'stdin')) {
    const deleting = options.some((o) => o.name === 'd');
    const ref = words[0]?.value ?? '';
    if (deleting || words.length >= 2)
      sites.push(
        finding(
          'git update-ref',
          'soft-deny',
          deleting
            ? fragment('prog.git.update-ref-delete', { ref })
            : fragment('prog.git.update-ref-move', { ref }),
          ref,
        ),
      );
  }
  if (
    sub === 'replace' &&
    options.some((o) => o.name === 'graft' || o.name === 'edit')
  )
    sites.push(
      finding(
        'git replace --graft',
        'soft-deny',
        fragment('prog.git.replace-graft'),
      ),
    );
  if (sub === 'send-email')
    for (const o of options)
      if (/^(sendmail-cmd|to-cmd|cc-cmd|header-cmd)$/.test(o.name) && o.value)
        sites.push(shell(`git send-email --${o.name}`, o.value));
  return sites;
}

const readGit: ProgramReader = (argv) => {
  const { at, sites } = globalOptions(argv);
  const sub = argv[at]?.value;
  if (!sub) return sites;
  return [...sites, ...subcommandSites(sub, argv.slice(at + 1))];
};

/** git's argv with the subcommand's abbreviated long options written out. */
export function expandGitArgv(argv: readonly ShellWord[]): ShellWord[] {
  const { at } = globalOptions(argv);
  const long = own(SUBCOMMAND_LONG, argv[at]?.value ?? '');
  if (!long) return argv as ShellWord[];
  return expandArgv(argv, at + 1, { long, abbreviations: true });
}

export const gitFamily = {
  readers: {
    git: readGit,
    'git-filter-repo': () => [
      finding('git filter-repo', 'soft-deny', fragment('prog.git.filter-repo')),
    ],
  } satisfies Record<string, ProgramReader>,
};
