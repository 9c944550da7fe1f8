// archiveFamily — text and archive tools that run commands: tar
// (--checkpoint-action=exec, --to-command, -I/--use-compress-program,
// -F/--info-script, --rsh-command), zip (-TT/--unzip-command), sed (the `e`
// command and the `s///e` flag), sort --compress-program, split --filter,
// sqlite3 `.shell`/`.system`; readTarOptions for TAR_OPTIONS
// Pos: policies/security/programs, data from shell-execution.md §2; the words
// these programs only read or write are commands/targets.ts's
import type { ShellWord } from './exec-site.js';
import type { ExecSite, ProgramReader } from './exec-site.js';
import { readOptions } from './option-reader.js';
import type { OptionSpec } from './option-reader.js';
import { fragment } from '../../vocabulary/messages/say.js';
import { finding, shell, textWord } from './sites.js';

export const TAR: OptionSpec = {
  long: [
    'checkpoint',
    'checkpoint-action',
    'to-command',
    'to-stdout',
    'use-compress-program',
    'info-script',
    'new-volume-script',
    'rsh-command',
    'rmt-command',
    'force-local',
    'file',
    'directory',
    'create',
    'extract',
    'list',
    'append',
    'update',
    'gzip',
    'bzip2',
    'xz',
    'zstd',
    'lzma',
    'verbose',
    'exclude',
    'exclude-from',
    'files-from',
    'transform',
    'strip-components',
    'no-same-owner',
    'same-owner',
    'preserve-permissions',
    'owner',
    'group',
    'mode',
    'mtime',
    'sort',
    'totals',
    'wildcards',
    'absolute-names',
    'overwrite',
    'keep-old-files',
    'skip-old-files',
    'remove-files',
    'one-file-system',
    'null',
    'auto-compress',
    'compress',
    'gunzip',
    'ungzip',
    'multi-volume',
    'tape-length',
    'label',
    'numeric-owner',
    'dereference',
    'hard-dereference',
    'ignore-failed-read',
    'warning',
    'xattrs',
    'acls',
    'selinux',
    'format',
    'posix',
    'index-file',
    'delete',
    'diff',
    'compare',
    'concatenate',
    'catenate',
    'test-label',
    'show-transformed-names',
    'record-size',
    'blocking-factor',
  ],
  valued: [
    'checkpoint-action',
    'to-command',
    'use-compress-program',
    'info-script',
    'new-volume-script',
    'rsh-command',
    'rmt-command',
    'file',
    'directory',
    'exclude',
    'exclude-from',
    'files-from',
    'transform',
    'strip-components',
    'owner',
    'group',
    'mode',
    'mtime',
    'sort',
    'format',
    'label',
    'tape-length',
    'index-file',
    'warning',
    'record-size',
    'blocking-factor',
  ],
  short: 'fCIFTXLVbgHNK',
  abbreviations: true,
};

/**
 * tar's words with an old-style first word (`tar czf out.tgz src`: options
 * without a dash, their values following in order) written out as `-c -z -f
 * out.tgz src`.
 */
export function tarWords(args: readonly ShellWord[]): ShellWord[] {
  const first = args[0]?.value ?? '';
  if (!first || first.startsWith('-') || !/^[A-Za-z]+$/.test(first))
    return [...args];
  // Old style: each valued letter takes the next word after the bundle.
  const rest = args.slice(1);
  const words: ShellWord[] = [];
  for (const letter of first) {
    words.push({ ...(args[0] as ShellWord), value: `-${letter}` });
    if (TAR.short?.includes(letter) && rest.length > 0)
      words.push(rest.shift() as ShellWord);
  }
  words.push(...rest);
  return words;
}

function tarSites(args: readonly ShellWord[]): ExecSite[] {
  const words = tarWords(args);
  const { options } = readOptions(words, TAR);
  const sites: ExecSite[] = [];
  for (const o of options) {
    if (!o.value) continue;
    if (o.name === 'checkpoint-action') {
      const m = /^exec=(.*)$/s.exec(o.value.value);
      if (m)
        sites.push(
          shell(
            'tar --checkpoint-action=exec',
            textWord(m[1] as string, o.value),
          ),
        );
    } else if (
      ['to-command', 'info-script', 'new-volume-script', 'F'].includes(o.name)
    )
      sites.push(shell(`tar --${o.name}`, o.value));
    else if (o.name === 'use-compress-program' || o.name === 'I')
      sites.push(shell('tar --use-compress-program', o.value));
    else if (o.name === 'rsh-command' || o.name === 'rmt-command')
      sites.push(shell(`tar --${o.name}`, o.value));
  }
  return sites;
}

const ZIP: OptionSpec = {
  long: [
    'unzip-command',
    'test',
    'recurse-paths',
    'quiet',
    'verbose',
    'junk-paths',
    'move',
    'update',
    'freshen',
    'delete',
    'encrypt',
    'password',
    'exclude',
    'include',
    'output-file',
    'suffixes',
    'compression-method',
  ],
  valued: [
    'unzip-command',
    'password',
    'output-file',
    'suffixes',
    'compression-method',
  ],
  short: 'PbnOt',
  abbreviations: true,
};

function zipSites(args: readonly ShellWord[]): ExecSite[] {
  const sites: ExecSite[] = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i]?.value ?? '';
    if (w === '-TT' && args[i + 1])
      sites.push(shell('zip -TT', args[i + 1] as ShellWord));
    else if (w.startsWith('-TT') && w.length > 3)
      sites.push(shell('zip -TT', textWord(w.slice(3), args[i])));
  }
  const { options } = readOptions(
    args.filter((w) => !w.value.startsWith('-TT')),
    ZIP,
  );
  for (const o of options)
    if (o.name === 'unzip-command' && o.value)
      sites.push(shell('zip --unzip-command', o.value));
  return sites;
}

export const SED: OptionSpec = {
  long: [
    'expression',
    'file',
    'in-place',
    'quiet',
    'silent',
    'sandbox',
    'regexp-extended',
    'separate',
    'null-data',
    'zero-terminated',
    'debug',
    'posix',
    'line-length',
    'follow-symlinks',
    'unbuffered',
  ],
  valued: ['expression', 'file', 'line-length'],
  short: 'efl',
  abbreviations: true,
};

/**
 * The shell commands a sed script runs: `e CMD` commands; the `e` flag of
 * `s///` runs the pattern space, known only at run time.
 */
export function sedScriptSites(script: ShellWord): ExecSite[] {
  const sites: ExecSite[] = [];
  // One command per line or `;`; an address (numbers, $, /re/, ranges, !) comes
  // first.
  for (const raw of script.value.split(/[;\n]/)) {
    const command = raw.replace(
      /^\s*(?:(?:\d+|\$|\/(?:[^/\\]|\\.)*\/)(?:\s*[,~]\s*(?:\d+|\$|\/(?:[^/\\]|\\.)*\/))?)?\s*!?\s*/,
      '',
    );
    if (/^e(?:\s|$)/.test(command)) {
      const text = command.slice(1).trim();
      if (text) sites.push(shell('sed e', textWord(text, script)));
      else sites.push(finding('sed e', 'soft-deny', fragment('prog.sed-e')));
    }
    const s = /^s(.)/.exec(command);
    if (s) {
      const d = s[1] as string;
      const parts = command.slice(2).split(d);
      const flags = parts[2] ?? '';
      if (parts.length >= 3 && /^[gpIimM0-9w]*e/.test(flags))
        sites.push(
          finding('sed s///e', 'soft-deny', fragment('prog.sed-s-e'), command),
        );
    }
  }
  return sites;
}

function sedSites(args: readonly ShellWord[]): ExecSite[] {
  const { options, operands } = readOptions(args, SED);
  if (options.some((o) => o.name === 'sandbox')) return [];
  const scripts = options
    .filter((o) => (o.name === 'e' || o.name === 'expression') && o.value)
    .map((o) => o.value as ShellWord);
  if (
    scripts.length === 0 &&
    !options.some((o) => o.name === 'f' || o.name === 'file') &&
    operands[0] !== undefined
  )
    scripts.push(args[operands[0]] as ShellWord);
  return scripts.flatMap(sedScriptSites);
}

const sortSites = (args: readonly ShellWord[]): ExecSite[] =>
  readOptions(args, {
    long: [
      'compress-program',
      'key',
      'field-separator',
      'output',
      'temporary-directory',
      'unique',
      'numeric-sort',
      'reverse',
      'buffer-size',
      'parallel',
      'files0-from',
      'check',
      'merge',
      'stable',
      'random-sort',
      'version-sort',
      'human-numeric-sort',
      'general-numeric-sort',
      'month-sort',
      'ignore-case',
      'zero-terminated',
      'debug',
      'batch-size',
    ],
    valued: [
      'compress-program',
      'key',
      'field-separator',
      'output',
      'temporary-directory',
      'buffer-size',
      'parallel',
      'files0-from',
      'batch-size',
    ],
    short: 'ktoTS',
    abbreviations: true,
  })
    .options.filter((o) => o.name === 'compress-program' && o.value)
    .map((o) => shell('sort --compress-program', o.value as ShellWord));

const splitSites = (args: readonly ShellWord[]): ExecSite[] =>
  readOptions(args, {
    long: [
      'filter',
      'lines',
      'bytes',
      'line-bytes',
      'number',
      'suffix-length',
      'additional-suffix',
      'numeric-suffixes',
      'hex-suffixes',
      'elide-empty-files',
      'separator',
      'unbuffered',
      'verbose',
    ],
    valued: [
      'filter',
      'lines',
      'bytes',
      'line-bytes',
      'number',
      'suffix-length',
      'additional-suffix',
      'separator',
    ],
    short: 'lbCnat',
    abbreviations: true,
  })
    .options.filter((o) => o.name === 'filter' && o.value)
    .map((o) => shell('split --filter', o.value as ShellWord));

/** sqlite3's dot commands that run a shell command, in any argument. */
function sqliteSites(args: readonly ShellWord[]): ExecSite[] {
  const sites: ExecSite[] = [];
  for (const w of args)
    for (const m of w.value.matchAll(/^\s*\.(?:shell|system)\s+(.+)$/gm))
      sites.push(shell('sqlite3 .shell', textWord(m[1] as string, w)));
  return sites;
}

export const archiveFamily = {
  readers: {
    tar: (argv) => tarSites(argv.slice(1)),
    gtar: (argv) => tarSites(argv.slice(1)),
    bsdtar: (argv) => tarSites(argv.slice(1)),
    zip: (argv) => zipSites(argv.slice(1)),
    sed: (argv) => sedSites(argv.slice(1)),
    gsed: (argv) => sedSites(argv.slice(1)),
    sort: (argv) => sortSites(argv.slice(1)),
    split: (argv) => splitSites(argv.slice(1)),
    sqlite3: (argv) => sqliteSites(argv.slice(1)),
  } satisfies Record<string, ProgramReader>,
};

/** TAR_OPTIONS as if its words were on tar's command line. */
export const tarOptionSites = (value: ShellWord): ExecSite[] =>
  tarSites(
    value.value
      .split(/(?<!\\)\s+/)
      .filter(Boolean)
      .map((w) => textWord(w.replace(/\\(.)/g, '$1'), value)),
  );
