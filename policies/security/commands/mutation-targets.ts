// mutationTargets — every path a command changes, with how: writes, deletes,
// moves (source and destination, and the name a file gets inside a destination
// folder), chmod/chown, links (the link and what it points at), git's working
// tree (checkout/restore/rm/clean/mv/stash -u), editors, patch, sed's `w` and
// find's -fprint; findNames for `find -name`
// Pos: policies/security/commands, knowledge of programs' operands beside
// targets.ts (which it extends, not replaces); judging the paths is the
// self-protection policy's job
import { findExpression } from './find-expression.js';
import { readOptions } from './options.js';
import type { ShellCommand, ShellWord } from './shell-command.js';
import { deleteTargets, writeTargets } from './targets.js';
import { literalWord } from './word.js';
import { optionText } from './wrappers.js';
import { own } from '../../vocabulary/own.js';

/**
 * What a change does to its path: `write` changes the file itself; `delete`,
 * `move` (a source), `meta` (chmod, chown), `tree` (git's working tree, a
 * recursive copy into a folder) and `link` (what a new link points at) reach
 * everything below a folder as well.
 */
export type MutationKind =
  'write' | 'delete' | 'move' | 'meta' | 'tree' | 'link';

export interface Mutation {
  word: ShellWord;
  /** For messages: "rm -rf", "mv source", "> redirection". */
  how: string;
  kind: MutationKind;
  /**
   * The word is relative to this folder, not the command's (`git -C dir`, a
   * symlink's target beside the link).
   */
  relativeTo?: string;
  /**
   * Only what matches below is changed (find -delete, find -exec): the names it
   * selects, `undefined` for any.
   */
  selective?: { names?: string[] };
}

const basename = (path: string) =>
  path.replace(/\/+$/, '').slice(path.replace(/\/+$/, '').lastIndexOf('/') + 1);
const dirname = (path: string) => {
  const trimmed = path.replace(/\/+$/, '');
  const i = trimmed.lastIndexOf('/');
  return i < 0 ? undefined : trimmed.slice(0, i) || '/';
};
const joinWord = (dir: ShellWord, name: ShellWord): ShellWord => ({
  value: `${dir.value.replace(/\/+$/, '')}/${basename(name.value)}`,
  dynamic: dir.dynamic || name.dynamic,
  glob: dir.glob || name.glob,
  tilde: dir.tilde,
});
const operands = (
  command: ShellCommand,
  short = '',
  long: readonly string[] = [],
) => readOptions(command.argv.slice(1), { short, long });

/**
 * The names a find expression selects (`-name`, `-iname`, the last part of
 * `-path`), or undefined when anything may match (no name test, a negation, a
 * regex).
 */
export function findNames(argv: readonly ShellWord[]): string[] | undefined {
  const words = argv.map((w) => w.value);
  const names: string[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string;
    if (
      word === '!' ||
      word === '-not' ||
      word === '-regex' ||
      word === '-iregex'
    )
      return undefined;
    if ((word === '-name' || word === '-iname') && words[i + 1] !== undefined)
      names.push(words[++i] as string);
    else if (
      ['-path', '-ipath', '-wholename', '-iwholename'].includes(word) &&
      words[i + 1] !== undefined
    )
      names.push(basename(words[++i] as string) || '*');
  }
  return names.length > 0 ? names : undefined;
}

/**
 * Copies, moves and installs: the destination, and the name each source gets
 * inside it when it is a folder.
 */
function destinations(
  command: ShellCommand,
  how: string,
  short: string,
  long: readonly string[],
  recursive: boolean,
  out: Mutation[],
): ShellWord[] {
  const read = operands(command, short, long);
  const target = read.values.get('t') ?? read.values.get('target-directory');
  const words = read.operands.map((o) => o.word);
  let sources = words;
  let dest: ShellWord | undefined;
  if (target !== undefined) dest = literalWord(target);
  else if (words.length >= 2) {
    sources = words.slice(0, -1);
    dest = words[words.length - 1] as ShellWord;
  }
  if (!dest || /^[^/]*:/.test(dest.value)) return sources;
  const noTargetDir =
    how !== 'rsync' &&
    (read.flags.has('T') || read.flags.has('no-target-directory'));
  // The destination itself is replaced only when it is a file; a folder
  // receives the sources by their names.
  out.push({ word: dest, how: `${how} destination`, kind: 'write' });
  for (const source of sources) {
    out.push({
      word: joinWord(dest, source),
      how: `${how} destination`,
      kind: recursive ? 'tree' : 'write',
    });
    // `rsync src/ dest`, `cp -r src/. dest` and `cp -rT src dest` copy the
    // folder's contents, whatever their names.
    if ((/\/\.?$/.test(source.value) || noTargetDir) && recursive)
      out.push({
        word: {
          ...dest,
          value: `${dest.value.replace(/\/+$/, '')}/*`,
          glob: true,
        },
        how: `${how} destination`,
        kind: 'tree',
      });
  }
  return sources;
}

/**
 * `ln`: the links made and what they point at (a symlink's relative target is
 * read from the link's folder).
 */
function links(command: ShellCommand, out: Mutation[]): void {
  const read = operands(command, 'St', [
    'suffix',
    'target-directory',
    'backup',
  ]);
  const symbolic = read.flags.has('s') || read.flags.has('symbolic');
  const words = read.operands.map((o) => o.word);
  const dir = read.values.get('t') ?? read.values.get('target-directory');
  let targets = words;
  const made: ShellWord[] = [];
  if (dir !== undefined)
    made.push(...words.map((w) => joinWord(literalWord(dir), w)));
  else if (words.length === 1)
    made.push({
      ...(words[0] as ShellWord),
      value: basename((words[0] as ShellWord).value),
    });
  else if (words.length >= 2) {
    const dest = words[words.length - 1] as ShellWord;
    targets = words.slice(0, -1);
    made.push(dest, ...targets.map((t) => joinWord(dest, t)));
  }
  for (const link of made)
    out.push({ word: link, how: 'ln link', kind: 'write' });
  for (const target of targets) {
    out.push({
      word: target,
      how: symbolic ? 'ln -s target' : 'ln target (a hard link)',
      kind: 'link',
    });
    const beside = made[0] ? dirname(made[0].value) : undefined;
    if (symbolic && beside !== undefined && !target.value.startsWith('/'))
      out.push({
        word: target,
        how: 'ln -s target',
        kind: 'link',
        relativeTo: beside,
      });
  }
}

const GIT_GLOBAL_VALUED = new Set([
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
/** Options of the working-tree subcommands whose next word is their value. */
const GIT_VALUED = new Set([
  '-b',
  '-B',
  '--orphan',
  '-s',
  '--source',
  '--conflict',
  '-e',
  '--exclude',
  '-m',
  '--message',
  '--pathspec-from-file',
  '-t',
  '--track',
]);

/**
 * git commands that change the working tree: the paths they change (a folder or
 * `.` reaches everything below).
 */
function gitTree(command: ShellCommand, out: Mutation[]): void {
  const argv = command.argv;
  let relativeTo: string | undefined;
  let i = 1;
  for (; i < argv.length; i++) {
    const word = optionText(argv[i]?.value ?? '');
    if (word === '-C' && argv[i + 1])
      relativeTo =
        relativeTo === undefined
          ? argv[i + 1]?.value
          : `${relativeTo}/${argv[i + 1]?.value}`;
    if (GIT_GLOBAL_VALUED.has(word)) {
      i++;
      continue;
    }
    if (!word.startsWith('-')) break;
  }
  const sub = argv[i]?.value.toLowerCase();
  if (sub === undefined) return;
  const rest = argv.slice(i + 1);
  const flags = new Set<string>();
  const paths: ShellWord[] = [];
  let ended = false;
  for (let k = 0; k < rest.length; k++) {
    const word = rest[k] as ShellWord;
    const text = optionText(word.value);
    if (!ended && text === '--') {
      ended = true;
      continue;
    }
    if (!ended && text.startsWith('-') && !word.dynamic && text !== '-') {
      const name = text.split('=')[0] as string;
      flags.add(name);
      if (/^-[A-Za-z]{2,}$/.test(name))
        for (const letter of name.slice(1)) flags.add(`-${letter}`);
      if (GIT_VALUED.has(name) && !text.includes('=')) k++;
      continue;
    }
    paths.push(word);
  }
  const add = (
    words: readonly ShellWord[],
    how: string,
    kind: MutationKind,
  ) => {
    for (const word of words)
      out.push({
        word,
        how,
        kind,
        ...(relativeTo !== undefined ? { relativeTo } : {}),
      });
  };
  const has = (...names: string[]) => names.some((n) => flags.has(n));
  switch (sub) {
    case 'checkout':
      // A branch name among them is not a path; read as one it names nothing
      // protected.
      add(paths, 'git checkout', 'tree');
      break;
    case 'restore':
      if (has('--staged', '-S') && !has('--worktree', '-W')) break;
      add(paths, 'git restore', 'tree');
      break;
    case 'rm':
      if (has('--cached')) break;
      add(paths, 'git rm', 'delete');
      break;
    case 'clean':
      if (has('-n', '--dry-run') || !has('-f', '--force')) break;
      add(
        paths.length > 0 ? paths : [literalWord('.')],
        'git clean -f',
        'delete',
      );
      break;
    case 'mv': {
      if (paths.length < 2) break;
      const dest = paths[paths.length - 1] as ShellWord;
      const sources = paths.slice(0, -1);
      add(sources, 'git mv source', 'move');
      add(
        [dest, ...sources.map((s) => joinWord(dest, s))],
        'git mv destination',
        'write',
      );
      break;
    }
    case 'stash': {
      const verb = paths[0]?.value;
      const pushing = verb === undefined || verb === 'push' || verb === 'save';
      if (!pushing || !has('-u', '--include-untracked', '-a', '--all')) break;
      const specs = verb === undefined ? paths : paths.slice(1);
      add(
        specs.length > 0 && verb === 'push' ? specs : [literalWord('.')],
        `git stash ${has('-a', '--all') ? '--all' : '--include-untracked'}`,
        'delete',
      );
      break;
    }
    default:
      break;
  }
}

/**
 * `patch FILE`, and the files a known patch text names (`+++
 * b/.claude/settings.json`).
 */
function patched(
  command: ShellCommand,
  out: Mutation[],
  isGitApply: boolean,
): void {
  if (!isGitApply) {
    const read = operands(command, 'pioDdFrBVYzgx', [
      'strip',
      'input',
      'output',
      'ifdef',
      'directory',
      'fuzz',
      'reject-file',
      'prefix',
      'version-control',
      'basename-prefix',
      'suffix',
      'get',
      'debug',
    ]);
    const file = read.operands[0]?.word;
    if (file) out.push({ word: file, how: 'patch', kind: 'write' });
    for (const key of ['o', 'output', 'r', 'reject-file']) {
      const value = read.values.get(key);
      if (value !== undefined && value !== '-')
        out.push({
          word: literalWord(value),
          how: `patch ${key.length === 1 ? '-' : '--'}${key}`,
          kind: 'write',
        });
    }
  }
  for (const m of (command.stdinText ?? '').matchAll(
    /^(?:\+\+\+|---) (?:[ab]\/)?([^\t\n]+)/gm,
  )) {
    const path = (m[1] as string).trim();
    if (path !== '/dev/null')
      out.push({
        word: literalWord(path),
        how: isGitApply ? 'git apply' : 'patch',
        kind: 'write',
      });
  }
}

/** Files a sed script writes with `w FILE` or the `s///w FILE` flag. */
const EDITORS = new Set([
  'ed',
  'ex',
  'vi',
  'vim',
  'nvim',
  'view',
  'vim.basic',
  'vim.tiny',
  'nano',
  'pico',
  'emacs',
  'micro',
  'joe',
  'kak',
  'hx',
  'mcedit',
]);
const EDITOR_VALUED: Record<string, string> = {
  vim: 'cSuiswWTUdr',
  ex: 'cSuiswWTUdr',
  vi: 'cSuiswWTUdr',
  nvim: 'cSuiswWTUdr',
  view: 'cSuiswWTUdr',
  emacs: 'lLftd',
  ed: 'p',
};

/**
 * Paths the command changes, with what it does to each; `writeTargets` and
 * `deleteTargets` first, then what they leave out.
 */
export function mutationTargets(command: ShellCommand): Mutation[] {
  const out: Mutation[] = [];
  const name = command.name;
  const chmodLike = ['chmod', 'chown', 'chgrp', 'chattr', 'setfacl'].includes(
    name,
  );
  const recursiveFlag = () => {
    const read = operands(command);
    return (
      read.flags.has('R') ||
      read.flags.has('r') ||
      read.flags.has('a') ||
      read.flags.has('recursive') ||
      read.flags.has('archive')
    );
  };
  for (const target of writeTargets(command)) {
    if (target.host !== undefined) continue;
    if (target.how === 'mv source')
      out.push({ word: target.word, how: target.how, kind: 'move' });
    else if (chmodLike)
      out.push({ word: target.word, how: name, kind: 'meta' });
    // cp, install, mv, rsync and ln destinations are read below, with the names sources get inside them.
    // An archive extracted or a download saved into a folder writes whatever names it carries there.
    else if (
      /^tar -x(?: -C)?$|^unzip(?: -d)?$| output directory$/.test(target.how)
    )
      out.push({ word: target.word, how: target.how, kind: 'tree' });
    else if (!(
      / destination$/.test(target.how) &&
      ['cp', 'install', 'mv', 'rsync', 'ln'].includes(name)
    ))
      out.push({ word: target.word, how: target.how, kind: 'write' });
  }
  // `0<>file` opens the file for writing as well (targets.ts reads it as
  // stdin); `>&file` with a name is a write.
  for (const r of command.redirects)
    if (r.op === '<>' && r.fd === 0)
      out.push({ word: r.target, how: '<> redirection', kind: 'write' });
  const deleted = deleteTargets(command);
  if (deleted) {
    const selective = deleted.selective
      ? {
          selective: {
            ...(findNames(command.argv)
              ? { names: findNames(command.argv) as string[] }
              : {}),
          },
        }
      : {};
    for (const word of deleted.operands)
      out.push({
        word,
        how: deleted.verb.replace(/ deletes.*$| removes.*$| overwrites$/, ''),
        kind: 'delete',
        ...selective,
      });
  }
  switch (name) {
    case 'cp':
    case 'install': {
      const read = operands(command);
      const linking =
        read.flags.has('l') ||
        read.flags.has('link') ||
        read.flags.has('s') ||
        read.flags.has('symbolic-link');
      if (name === 'install' && read.flags.has('d')) {
        for (const o of operands(command, 'tSgomb', [
          'target-directory',
          'suffix',
          'group',
          'owner',
          'mode',
          'backup',
        ]).operands)
          out.push({ word: o.word, how: 'install -d', kind: 'write' });
        break;
      }
      const sources = destinations(
        command,
        name,
        'tSgomb',
        ['target-directory', 'suffix', 'group', 'owner', 'mode', 'backup'],
        name === 'cp' && recursiveFlag(),
        out,
      );
      if (linking)
        for (const source of sources)
          out.push({
            word: source,
            how: `cp ${read.flags.has('l') || read.flags.has('link') ? '--link' : '--symbolic-link'} source`,
            kind: 'link',
          });
      break;
    }
    case 'mv':
      destinations(
        command,
        'mv',
        'tS',
        ['target-directory', 'suffix', 'backup'],
        true,
        out,
      );
      break;
    case 'rsync':
      destinations(
        command,
        'rsync',
        'efT',
        [
          'rsh',
          'exclude',
          'include',
          'filter',
          'files-from',
          'temp-dir',
          'partial-dir',
          'log-file',
          'password-file',
          'chmod',
          'chown',
          'backup-dir',
          'compare-dest',
          'link-dest',
        ],
        recursiveFlag(),
        out,
      );
      break;
    case 'ln':
      links(command, out);
      break;
    case 'link': {
      const words = operands(command).operands.map((o) => o.word);
      if (words[0])
        out.push({
          word: words[0],
          how: 'link target (a hard link)',
          kind: 'link',
        });
      if (words[1]) out.push({ word: words[1], how: 'link', kind: 'write' });
      break;
    }
    case 'rmdir':
      for (const o of operands(command).operands)
        out.push({ word: o.word, how: 'rmdir', kind: 'delete' });
      break;
    case 'mkfifo':
    case 'mknod':
    case 'sponge':
      for (const o of operands(command, name === 'mkfifo' ? 'mZ' : 'mZ', [
        'mode',
        'context',
      ]).operands.slice(0, name === 'mknod' ? 1 : undefined))
        out.push({ word: o.word, how: name, kind: 'write' });
      break;
    case 'git':
      gitTree(command, out);
      if (
        /^apply$|^am$/.test(
          command.argv.find((w, k) => k > 0 && !w.value.startsWith('-'))
            ?.value ?? '',
        )
      )
        patched(command, out, true);
      break;
    case 'patch':
      patched(command, out, false);
      break;
    // sed's `w FILE` writes come with writeTargets (targets.ts).
    case 'yq': {
      const read = operands(command, 'IeopP', [
        'indent',
        'expression',
        'output-format',
        'input-format',
      ]);
      if (read.flags.has('i') || read.flags.has('inplace'))
        for (const o of read.operands.slice(read.values.has('e') ? 0 : 1))
          out.push({ word: o.word, how: 'yq -i', kind: 'write' });
      break;
    }
    case 'find': {
      const words = command.argv;
      for (let k = 1; k < words.length; k++) {
        const w = words[k]?.value;
        if (
          (w === '-fprint' ||
            w === '-fprint0' ||
            w === '-fls' ||
            w === '-fprintf') &&
          words[k + 1]
        )
          out.push({
            word: words[k + 1] as ShellWord,
            how: `find ${w}`,
            kind: 'write',
          });
      }
      break;
    }
    default:
      if (EDITORS.has(name)) {
        const read = operands(command, own(EDITOR_VALUED, name) ?? '', [
          'cmd',
          'eval',
          'load',
        ]);
        for (const o of read.operands)
          if (!o.value.startsWith('+'))
            out.push({
              word: o.word,
              how: `${name} (an editor)`,
              kind: 'write',
            });
      }
      break;
  }
  if (chmodLike && recursiveFlag())
    for (const m of out) if (m.kind === 'meta') m.how = `${name} -R`;
  return out;
}

/**
 * The roots of a `find` whose -exec runs `command` (`{}` is each path found),
 * with the names it selects.
 */
export function findParent(
  commands: readonly ShellCommand[],
  command: ShellCommand,
): { roots: ShellWord[]; names?: string[] } | undefined {
  if (!command.foundUnder) return undefined;
  const at = commands.indexOf(command);
  for (let k = at - 1; k >= 0; k--) {
    const candidate = commands[k] as ShellCommand;
    if (candidate.name !== 'find') continue;
    const roots = findExpression(candidate.argv).roots;
    const names = findNames(candidate.argv);
    return {
      roots: roots.length > 0 ? roots : [literalWord('.')],
      ...(names ? { names } : {}),
    };
  }
  return { roots: command.foundUnder.map(literalWord) };
}
