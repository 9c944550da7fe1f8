// writeTargets, readTargets, deleteTargets, remoteSpec — the paths a command
// writes (redirections, tee, cp/mv destinations, sed -i, dd of=, curl -o …) and
// reads or uploads (cat, grep, < file, curl -d @file, scp to a host …), each
// with how it touches it
// Pos: policies/security/commands, knowledge of common programs' file operands;
// judging the places is the rules' job
import { fragment } from '../../vocabulary/messages/say.js';
import type { Said } from '../../vocabulary/messages/said.js';
import { codeSite } from './code-site.js';
import { findExpression } from './find-expression.js';
import { readOptions } from './options.js';
import type { ShellCommand, ShellWord } from './shell-command.js';
import { literalWord } from './word.js';

export interface Target {
  word: ShellWord;
  /**
   * How the command touches it, for messages: "> redirection", "tee", "cp
   * destination".
   */
  how: string;
  /** The path is on another machine (`host:/etc/` of scp or rsync). */
  host?: string;
  /** Reading it sends it over the network (curl -d @file, scp to a host). */
  upload?: boolean;
}

const WRITE_OPS = new Set(['>', '>>', '>|', '&>', '&>>', '<>', '>&']);
const READ_OPS = new Set(['<', '<>']);
const isDup = (op: string, target: ShellWord) =>
  (op === '>&' || op === '<&') && /^(?:\d+|-)$/.test(target.value);

/**
 * `host:path` of scp and rsync; undefined for a local path (`./a:b` and `/x:y`
 * are local).
 */
export function remoteSpec(
  value: string,
): { host: string; path: string } | undefined {
  const m = /^(?:[^@/:\s]+@)?([^/:\s]+):(.*)$/.exec(value);
  if (!m || value.startsWith('/') || value.startsWith('.')) return undefined;
  return { host: m[1] as string, path: m[2] || '~' };
}

const operandsOf = (
  command: ShellCommand,
  short = '',
  long: readonly string[] = [],
) => readOptions(command.argv.slice(1), { short, long });

/**
 * GNU chmod reads `-x`, `-w`, `-rwx`, `-755` as its mode, and chattr `-i`:
 * such a word before the operands leaves no mode operand to skip (`chmod -x
 * hook` changes `hook`).
 */
function modeAsOption(command: ShellCommand): boolean {
  const mode =
    command.name === 'chmod'
      ? /^-[rwxXstugoa0-7,+=-]*[rwxXst0-7]/
      : command.name === 'chattr'
        ? /^-[aAcCdDeFijmPsStTux]+$/
        : undefined;
  if (!mode) return false;
  for (const word of command.argv.slice(1)) {
    if (word.value === '--') return false;
    if (!word.value.startsWith('--') && mode.test(word.value)) return true;
  }
  return false;
}

function copyDestination(
  command: ShellCommand,
  short: string,
  long: readonly string[],
): { sources: ShellWord[]; dest?: ShellWord } {
  const read = operandsOf(command, short, long);
  const target = read.values.get('t') ?? read.values.get('target-directory');
  const words = read.operands.map((o) => o.word);
  if (target !== undefined)
    return { sources: words, dest: literalWord(target) };
  if (words.length < 2) return { sources: words };
  return {
    sources: words.slice(0, -1),
    dest: words[words.length - 1] as ShellWord,
  };
}

function transfer(
  command: ShellCommand,
  how: string,
  targets: Target[],
  reads: Target[] | undefined,
  short: string,
  long: readonly string[],
): void {
  const { sources, dest } = copyDestination(command, short, long);
  if (!dest) return;
  const remote = remoteSpec(dest.value);
  if (remote)
    targets.push({
      word: { ...dest, value: remote.path },
      how: `${how} destination`,
      host: remote.host,
    });
  else targets.push({ word: dest, how: `${how} destination` });
  if (reads)
    for (const source of sources)
      if (!remoteSpec(source.value))
        reads.push({
          word: source,
          how: `${how} source`,
          ...(remote ? { upload: true } : {}),
        });
}

/**
 * The files a sed script writes with `w FILE`, `W FILE` or the `w` flag of
 * `s///` (`/dev/stdout` and `/dev/stderr` are output, not files). The script
 * comes from `-e`/`--expression` or the first operand; a `-f` file's commands
 * are not seen here.
 */
export function sedWriteFiles(command: ShellCommand): ShellWord[] {
  const read = operandsOf(command, 'efl', [
    'expression',
    'file',
    'line-length',
  ]);
  const scripts = [read.values.get('e'), read.values.get('expression')].filter(
    (s): s is string => s !== undefined,
  );
  let dynamic = command.argv.some((w) => w.dynamic);
  if (scripts.length === 0 && !read.values.has('f') && read.operands[0]) {
    scripts.push(read.operands[0].word.value);
    dynamic = read.operands[0].word.dynamic;
  }
  const files: ShellWord[] = [];
  for (const script of scripts) {
    for (const piece of script.split(/[;\n]/)) {
      const p = piece.trim().replace(/^[{}]\s*/, '');
      const plain =
        /^(?:[\d$]+|\/(?:[^/\\]|\\.)*\/)?(?:,(?:[\d$]+|\/(?:[^/\\]|\\.)*\/))?\s*!?\s*[wW]\s+(.+)$/.exec(
          p,
        );
      const flag =
        /^(?:[\d$]+|\/(?:[^/\\]|\\.)*\/)?(?:,\S+)?\s*!?\s*s(.)(?:(?!\1).|\\.)*\1(?:(?!\1).|\\.)*\1[gpIiMme0-9]*w\s*(.+)$/.exec(
          p,
        );
      const file = (plain?.[1] ?? flag?.[2])?.trim();
      if (file && !/^\/dev\/(?:stdout|stderr)$/.test(file))
        // sed opens the name as written: no `~` expansion.
        files.push({ ...literalWord(file), dynamic, tilde: false });
    }
  }
  return files;
}

/** Paths the command writes or changes (content, metadata, or existence). */
export function writeTargets(command: ShellCommand): Target[] {
  const targets: Target[] = [];
  for (const r of command.redirects)
    if (
      WRITE_OPS.has(r.op) &&
      !isDup(r.op, r.target) &&
      !(r.op === '<>' && r.fd === 0)
    )
      targets.push({ word: r.target, how: `${r.op} redirection` });
  const all = (words: readonly ShellWord[], how: string) =>
    words.forEach((word) => targets.push({ word, how }));
  switch (command.name) {
    case 'tee':
      all(
        operandsOf(command).operands.map((o) => o.word),
        'tee',
      );
      break;
    case 'cp':
    case 'install':
    case 'ln':
      transfer(command, command.name, targets, undefined, 'tSgomb', [
        'target-directory',
        'suffix',
        'group',
        'owner',
        'mode',
        'backup',
      ]);
      break;
    case 'mv': {
      transfer(command, 'mv', targets, undefined, 'tS', [
        'target-directory',
        'suffix',
        'backup',
      ]);
      // Moving a file away removes it from where it was.
      const { sources } = copyDestination(command, 'tS', [
        'target-directory',
        'suffix',
      ]);
      all(sources, 'mv source');
      break;
    }
    case 'scp':
    case 'rsync':
      transfer(
        command,
        command.name,
        targets,
        undefined,
        command.name === 'scp' ? 'cFiJlLoPS' : 'efT',
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
      );
      break;
    case 'touch':
    case 'mkdir':
    case 'truncate':
      all(
        operandsOf(command, 'dmrtsS', [
          'mode',
          'reference',
          'size',
        ]).operands.map((o) => o.word),
        command.name,
      );
      break;
    case 'chmod':
    case 'chown':
    case 'chgrp':
    case 'chattr':
    case 'setfacl': {
      const read = operandsOf(
        command,
        command.name === 'setfacl' ? 'mMxX' : '',
        ['reference', 'from'],
      );
      const skip =
        read.values.has('reference') ||
        command.name === 'setfacl' ||
        modeAsOption(command)
          ? 0
          : 1;
      all(
        read.operands.slice(skip).map((o) => o.word),
        command.name,
      );
      break;
    }
    case 'sed':
    case 'perl':
    case 'ruby': {
      if (command.name === 'sed') all(sedWriteFiles(command), 'sed w');
      const inPlace = command.argv
        .slice(1)
        .some(
          (w) =>
            /^-[A-Za-z]*i/.test(w.value) || w.value.startsWith('--in-place'),
        );
      if (!inPlace) break;
      const site =
        command.name === 'sed'
          ? undefined
          : codeSite(command.name, command.argv);
      const read = operandsOf(
        command,
        command.name === 'sed' ? 'ef' : 'eEIMmrx',
        ['expression', 'file'],
      );
      const scripted =
        command.name === 'sed' &&
        (read.values.has('e') ||
          read.values.has('f') ||
          read.values.has('expression'));
      const operands = read.operands.filter(
        (o) => !site?.args.includes(o.index),
      );
      all(
        (command.name === 'sed' && !scripted
          ? operands.slice(1)
          : operands
        ).map((o) => o.word),
        `${command.name} -i`,
      );
      break;
    }
    case 'dd':
      for (const word of command.argv.slice(1))
        if (word.value.startsWith('of='))
          targets.push({
            word: { ...word, value: word.value.slice(3) },
            how: 'dd of=',
          });
      break;
    case 'curl':
    case 'wget': {
      const read = operandsOf(
        command,
        command.name === 'curl' ? 'oXdHuFTeEKrwyYzmAbcD' : 'OPoaeUtTwQ',
        [
          'output',
          'output-document',
          'directory-prefix',
          'output-dir',
          'request',
          'data',
          'header',
          'user',
          'form',
          'upload-file',
          'referer',
        ],
      );
      const out =
        read.values.get('o') ??
        read.values.get('output') ??
        read.values.get('output-document') ??
        (command.name === 'wget' ? read.values.get('O') : undefined);
      if (out !== undefined && out !== '-')
        targets.push({ word: literalWord(out), how: `${command.name} output` });
      const dir =
        read.values.get('output-dir') ??
        read.values.get('directory-prefix') ??
        (command.name === 'wget' ? read.values.get('P') : undefined);
      if (dir !== undefined)
        targets.push({
          word: literalWord(dir),
          how: `${command.name} output directory`,
        });
      break;
    }
    // An archive extracted without a folder lands in the current one: the
    // names it carries are not known before it runs.
    case 'tar':
    case 'bsdtar': {
      const read = operandsOf(command, 'CfTXbL', ['directory', 'file']);
      const dir = read.values.get('C') ?? read.values.get('directory');
      const extracting =
        read.flags.has('x') ||
        read.flags.has('extract') ||
        read.flags.has('get') ||
        /^[a-z]*x/.test(command.argv[1]?.value ?? '');
      if (extracting && !read.flags.has('to-stdout') && !read.flags.has('O'))
        targets.push({
          word: literalWord(dir ?? '.'),
          how: dir === undefined ? 'tar -x' : 'tar -x -C',
        });
      break;
    }
    case 'unzip': {
      const read = operandsOf(command, 'dxP', []);
      const dir = read.values.get('d');
      const listing = ['l', 'v', 't', 'p', 'c', 'z', 'Z'].some((f) =>
        read.flags.has(f),
      );
      if (!listing)
        targets.push({
          word: literalWord(dir ?? '.'),
          how: dir === undefined ? 'unzip' : 'unzip -d',
        });
      break;
    }
    case 'ssh-keygen': {
      const read = operandsOf(command, 'fRbCtNnOIVZazEmPFDsrWgMSKw', []);
      const file = read.values.get('f');
      if (read.values.has('R'))
        targets.push({
          word: literalWord(file ?? '~/.ssh/known_hosts'),
          how: 'ssh-keygen -R',
        });
      else if (
        file !== undefined &&
        !['l', 'y', 'F', 'B', 'e', 'i', 'Q', 'k'].some((f) => read.flags.has(f))
      )
        targets.push({ word: literalWord(file), how: 'ssh-keygen -f' });
      break;
    }
    default:
      break;
  }
  return targets;
}

const READERS = new Set([
  'cat',
  'tac',
  'less',
  'more',
  'most',
  'bat',
  'batcat',
  'head',
  'tail',
  'nl',
  'strings',
  'xxd',
  'od',
  'hexdump',
  'base64',
  'base32',
  'view',
  'vi',
  'vim',
  'nvim',
  'nano',
  'emacs',
  'sort',
  'uniq',
  'cut',
  'paste',
  'diff',
  'cmp',
  'comm',
  'column',
  'fold',
  'iconv',
  'zip',
  'gzip',
  'bzip2',
  'xz',
  'zstd',
  'gpg',
  'xclip',
  'pbcopy',
  'wc',
]);
/**
 * Programs whose first operand is a pattern or program, the files come after.
 */
const PATTERN_FIRST = new Set([
  'grep',
  'egrep',
  'fgrep',
  'rg',
  'ag',
  'ack',
  'awk',
  'gawk',
  'sed',
  'jq',
  'yq',
]);

/**
 * Paths whose content the command reads, and whether it sends them off the
 * machine.
 */
export function readTargets(command: ShellCommand): Target[] {
  const reads: Target[] = [];
  for (const r of command.redirects)
    if (
      READ_OPS.has(r.op) &&
      (r.fd === undefined || r.fd === 0) &&
      !isDup(r.op, r.target)
    )
      reads.push({ word: r.target, how: '< redirection' });
  const operands = () =>
    operandsOf(
      command,
      command.name === 'head' || command.name === 'tail' ? 'nc' : '',
      ['lines', 'bytes'],
    ).operands.map((o) => o.word);
  if (READERS.has(command.name)) {
    for (const word of operands()) reads.push({ word, how: command.name });
  } else if (PATTERN_FIRST.has(command.name)) {
    const read = operandsOf(command, 'eEfFmABCdDgtTmM', [
      'regexp',
      'file',
      'max-count',
      'context',
      'after-context',
      'before-context',
      'glob',
      'type',
      'arg',
    ]);
    const patternGiven =
      read.values.has('e') || read.values.has('regexp') || read.values.has('f');
    for (const o of read.operands.slice(patternGiven ? 0 : 1))
      reads.push({ word: o.word, how: command.name });
  } else if (
    command.name === 'cp' ||
    command.name === 'scp' ||
    command.name === 'rsync' ||
    command.name === 'sftp'
  ) {
    transfer(
      command,
      command.name,
      [],
      reads,
      command.name === 'scp' ? 'cFiJlLoPS' : 'tSefT',
      ['target-directory', 'rsh', 'exclude', 'include'],
    );
  } else if (command.name === 'tar') {
    const read = operandsOf(command, 'CfTXbL', ['directory', 'file']);
    if (read.flags.has('c') || /^[a-z]*c/.test(command.argv[1]?.value ?? ''))
      for (const o of read.operands)
        reads.push({ word: o.word, how: 'tar -c' });
  } else if (command.name === 'openssl') {
    const words = command.argv.slice(1);
    words.forEach((w, i) => {
      if (w.value === '-in' && words[i + 1])
        reads.push({ word: words[i + 1] as ShellWord, how: 'openssl -in' });
    });
  }
  uploads(command, reads);
  return reads;
}

/**
 * `curl -d @file`, `-F name=@file`, `-T file`; `wget --post-file=file`; httpie
 * `field@file` and `@file`; `nc host port < file`.
 */
function uploads(command: ShellCommand, reads: Target[]): void {
  const words = command.argv.slice(1);
  const add = (value: string, word: ShellWord, how: string) => {
    if (value && value !== '-')
      reads.push({ word: { ...word, value }, how, upload: true });
  };
  if (command.name === 'curl') {
    for (let i = 0; i < words.length; i++) {
      const w = words[i] as ShellWord;
      const next = words[i + 1];
      if (
        /^(?:-d|--data|--data-binary|--data-raw|--data-urlencode|--json)$/.test(
          w.value,
        ) &&
        next
      ) {
        const m = /^(?:[^=@]*=)?@(.+)$/.exec(next.value);
        if (m) add(m[1] as string, next, `curl ${w.value} @`);
      } else if (/^(?:-F|--form)$/.test(w.value) && next) {
        const m = /^[^=]*=[@<]([^;]+)/.exec(next.value);
        if (m) add(m[1] as string, next, 'curl -F @');
      } else if (/^(?:-T|--upload-file)$/.test(w.value) && next)
        add(next.value, next, 'curl -T');
      else if (/^-d@/.test(w.value)) add(w.value.slice(3), w, 'curl -d @');
    }
  } else if (command.name === 'wget') {
    for (const w of words) {
      const m = /^--(?:post|body)-file=(.+)$/.exec(w.value);
      if (m) add(m[1] as string, w, 'wget --post-file');
    }
  } else if (
    command.name === 'http' ||
    command.name === 'https' ||
    command.name === 'xh'
  ) {
    for (const w of words) {
      const m = /^(?:[\w.-]*(?:=|:=)?)@(.+)$/.exec(w.value);
      if (m && !/^[\w.-]+@[\w.-]+$/.test(w.value))
        add(m[1] as string, w, `${command.name} @file`);
    }
  } else if (
    ['nc', 'ncat', 'netcat', 'socat', 'telnet'].includes(command.name)
  ) {
    for (const r of reads) if (r.how === '< redirection') r.upload = true;
  } else if (
    command.name === 'aws' ||
    command.name === 'gsutil' ||
    command.name === 'rclone' ||
    command.name === 'azcopy'
  ) {
    const operands = readOptions(words, {}).operands.map((o) => o.word);
    const remote = operands.some(
      (w) =>
        /^(?:s3|gs|az|https?):\/\//.test(w.value) || /^[\w-]+:/.test(w.value),
    );
    if (remote)
      for (const w of operands)
        if (
          !/^(?:s3|gs|az|https?):\/\//.test(w.value) &&
          !/^[\w-]+:/.test(w.value) &&
          !/^[a-z0-9-]+$/.test(w.value)
        )
          add(w.value, w, `${command.name} upload`);
  }
}

export interface DeleteTargets {
  operands: ShellWord[];
  recursive: boolean;
  force: boolean;
  /** What the command does to them, for messages: "rm -rf deletes". */
  verb: string;
  /** `verb` as catalog data, for the user's language. */
  verbSaid: Said;
  /**
   * Only what matches is deleted under the operands (find -delete), not the
   * operands themselves.
   */
  selective?: boolean;
}

/** find tests that pick some of what it walks. */
const FIND_TESTS =
  /^-(?:i?name|i?path|i?wholename|i?regex|i?lname|x?type|newer\w*|[acm](?:time|min|newer)|used|size|user|group|nouser|nogroup|empty|perm|links|inum|samefile|uid|gid|readable|writable|executable|fstype|context)$/;

/**
 * What rm, unlink, shred, srm or find -delete removes; undefined for other
 * commands.
 */
export function deleteTargets(
  command: ShellCommand,
): DeleteTargets | undefined {
  if (command.name === 'find') {
    const expression = findExpression(command.argv);
    if (!expression.deletes) return undefined;
    const roots =
      expression.roots.length > 0 ? expression.roots : [literalWord('.')];
    return {
      operands: roots,
      recursive: true,
      force: true,
      verb: 'find -delete removes what it finds under',
      verbSaid: fragment('command.delete.verb.find'),
      // Without a test (`find ~ -delete`) it removes everything it finds.
      selective: command.argv.some((w) => FIND_TESTS.test(w.value)),
    };
  }
  if (!['rm', 'unlink', 'shred', 'srm'].includes(command.name))
    return undefined;
  const options = readOptions(command.argv.slice(1), {
    short: command.name === 'shred' ? 'nsx' : '',
    long: ['iterations', 'size', 'random-source'],
  });
  const recursive = ['r', 'R', 'recursive'].some((f) => options.flags.has(f));
  const force = ['f', 'force'].some((f) => options.flags.has(f));
  const operands = options.operands.map((o) => o.word);
  if (command.name === 'shred')
    return {
      operands,
      recursive: false,
      force: true,
      verb: 'shred overwrites',
      verbSaid: fragment('command.delete.verb.shred'),
    };
  const program = `${command.name}${recursive || force ? ` -${recursive ? 'r' : ''}${force ? 'f' : ''}` : ''}`;
  return {
    operands,
    recursive,
    force,
    verb: `${program} deletes`,
    verbSaid: fragment('command.delete.verb', { program }),
  };
}
