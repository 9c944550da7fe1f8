// codeSite — where a shell, an interpreter or a SQL client takes its code from:
// an argument (`-c`, `-e`), stdin, a file
// Pos: policies/security/commands, per-language option reading; what the code
// does is interpreter-code.ts's and the policies' job
import type { ShellWord } from './shell-command.js';
import { own } from '../../vocabulary/own.js';

export interface CodeSite {
  /**
   * `shell`, `python`, `node`, `perl`, `ruby`, `php`, `lua`, `r`,
   * `applescript`, `powershell`, `awk`, `sql`.
   */
  language: string;
  /**
   * argv indices of the words holding the code (`-e` may repeat); empty when
   * the code is not an argument.
   */
  args: number[];
  /** The program reads its code from stdin (no -c, no script file). */
  stdin: boolean;
  /**
   * argv index of a script-file operand (`bash <(curl …)` names a file the
   * shell runs).
   */
  file?: number;
  /**
   * `-c` was given without its code (`xargs bash -c`): the code arrives with
   * the input items.
   */
  missing?: boolean;
}

const SHELLS = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'ksh',
  'mksh',
  'ash',
  'yash',
  'posh',
  'fish',
  'csh',
  'tcsh',
  'rbash',
]);
const isPython = (name: string) => /^(?:python|pypy)[0-9.]*$/.test(name);

interface Spec {
  language: string;
  /** Options whose next word is code (`-e`), repeatable. */
  code: readonly string[];
  /** Options whose next word is a value, not code. */
  valued: readonly string[];
  /** Code may be attached: `-cprint(1)`. */
  attached?: boolean;
  /** The first positional is the code, not a file (awk). */
  positionalCode?: boolean;
  /** The second positional is the code (sqlite3 DB 'SQL'). */
  secondPositionalCode?: boolean;
  /**
   * Options that end the search: the program runs a module or a file named by
   * them (`python -m`, `php -f`).
   */
  stop?: readonly string[];
  /**
   * No code without `code` flags: positionals are files or databases, stdin is
   * data unless nothing else is given.
   */
  stdinIsCode?: boolean;
}

const SPECS: Record<string, Spec> = {
  python: {
    language: 'python',
    code: ['-c'],
    valued: ['-W', '-X', '--check-hash-based-pycs'],
    attached: true,
    stop: ['-m'],
    stdinIsCode: true,
  },
  node: {
    language: 'node',
    code: ['-e', '--eval', '-p', '--print'],
    valued: [
      '-r',
      '--require',
      '--import',
      '--loader',
      '--experimental-loader',
      '-C',
      '--conditions',
      '--input-type',
      '--title',
      '--env-file',
    ],
    stdinIsCode: true,
  },
  bun: {
    language: 'node',
    code: ['-e', '--eval', '-p', '--print'],
    valued: ['-r', '--preload', '--cwd', '--env-file'],
    stdinIsCode: false,
  },
  perl: { language: 'perl', code: ['-e', '-E'], valued: [], stdinIsCode: true },
  ruby: {
    language: 'ruby',
    code: ['-e'],
    valued: ['-r', '-I', '-C', '-E', '--encoding'],
    stdinIsCode: true,
  },
  php: {
    language: 'php',
    code: ['-r'],
    valued: ['-d', '-c', '-z'],
    stop: ['-f'],
    stdinIsCode: true,
  },
  lua: { language: 'lua', code: ['-e'], valued: ['-l'], stdinIsCode: true },
  rscript: { language: 'r', code: ['-e'], valued: [], stdinIsCode: false },
  osascript: {
    language: 'applescript',
    code: ['-e'],
    valued: ['-l'],
    stdinIsCode: true,
  },
  pwsh: {
    language: 'powershell',
    code: ['-c', '-command', '-encodedcommand', '-ec'],
    valued: ['-file', '-f', '-executionpolicy', '-ep'],
    stdinIsCode: false,
  },
  awk: {
    language: 'awk',
    code: [],
    valued: ['-F', '-v', '-f', '--field-separator', '--assign', '--file'],
    positionalCode: true,
    stop: ['-f', '--file'],
  },
  psql: {
    language: 'sql',
    code: ['-c', '--command'],
    valued: [
      '-d',
      '-h',
      '-p',
      '-U',
      '-o',
      '-v',
      '-P',
      '-T',
      '-L',
      '--dbname',
      '--host',
      '--port',
      '--username',
      '--set',
    ],
    stop: ['-f', '--file'],
    stdinIsCode: true,
  },
  mysql: {
    language: 'sql',
    code: ['-e', '--execute'],
    valued: [
      '-u',
      '-h',
      '-P',
      '-D',
      '-S',
      '--user',
      '--host',
      '--port',
      '--database',
      '--socket',
    ],
    stdinIsCode: true,
  },
  sqlite3: {
    language: 'sql',
    code: ['-cmd'],
    valued: ['-separator', '-nullvalue', '-newline'],
    secondPositionalCode: true,
    stdinIsCode: true,
  },
  clickhouse: {
    language: 'sql',
    code: ['-q', '--query'],
    valued: ['-h', '--host', '--port', '-u', '--user', '-d', '--database'],
    stdinIsCode: true,
  },
  mongosh: {
    language: 'node',
    code: ['--eval'],
    valued: [
      '--host',
      '--port',
      '-u',
      '--username',
      '--authenticationDatabase',
    ],
    stdinIsCode: true,
  },
  tclsh: {
    language: 'tcl',
    code: [],
    valued: ['-encoding'],
    stdinIsCode: true,
  },
  expect: {
    language: 'tcl',
    code: ['-c'],
    valued: ['-f', '-D'],
    stdinIsCode: false,
  },
  rails: {
    language: 'ruby',
    code: [],
    valued: ['-e', '--environment'],
    positionalCode: true,
  },
};

const ALIASES: Record<string, string> = {
  nodejs: 'node',
  deno: 'node',
  ruby3: 'ruby',
  luajit: 'lua',
  r: 'rscript',
  powershell: 'pwsh',
  gawk: 'awk',
  mawk: 'awk',
  nawk: 'awk',
  mariadb: 'mysql',
  duckdb: 'sqlite3',
  'clickhouse-client': 'clickhouse',
  mongo: 'mongosh',
  'gitlab-rails': 'rails',
  wish: 'tclsh',
  jimsh: 'tclsh',
};

const STDIN_FILES = new Set([
  '-',
  '/dev/stdin',
  '/dev/fd/0',
  '/proc/self/fd/0',
]);

function shellSite(argv: readonly ShellWord[]): CodeSite {
  let command = false;
  let stdin = false;
  for (let i = 1; i < argv.length; i++) {
    const word = argv[i]?.value ?? '';
    if (word === '--') {
      const file = i + 1 < argv.length ? i + 1 : undefined;
      return command
        ? {
            language: 'shell',
            args: file === undefined ? [] : [file],
            stdin: false,
            ...(file === undefined ? { missing: true } : {}),
          }
        : {
            language: 'shell',
            args: [],
            stdin: file === undefined,
            ...(file === undefined ? {} : { file }),
          };
    }
    if (
      word === '-o' ||
      word === '+o' ||
      word === '-O' ||
      word === '+O' ||
      word === '--rcfile' ||
      word === '--init-file'
    ) {
      i++;
      continue;
    }
    if (word.startsWith('--')) continue;
    if (/^[-+][A-Za-z]+$/.test(word)) {
      if (word.startsWith('-') && word.includes('c')) command = true;
      if (word.startsWith('-') && word.includes('s')) stdin = true;
      continue;
    }
    if (command) return { language: 'shell', args: [i], stdin: false };
    if (stdin) return { language: 'shell', args: [], stdin: true };
    return STDIN_FILES.has(word)
      ? { language: 'shell', args: [], stdin: true }
      : { language: 'shell', args: [], stdin: false, file: i };
  }
  return command
    ? { language: 'shell', args: [], stdin: false, missing: true }
    : { language: 'shell', args: [], stdin: true };
}

function specSite(
  spec: Spec,
  argv: readonly ShellWord[],
): CodeSite | undefined {
  const args: number[] = [];
  const positionals: number[] = [];
  for (let i = 1; i < argv.length; i++) {
    const raw = argv[i]?.value ?? '';
    const word = spec.language === 'powershell' ? raw.toLowerCase() : raw;
    if (word === '--') {
      for (let k = i + 1; k < argv.length; k++) positionals.push(k);
      break;
    }
    if (spec.stop?.includes(word)) return undefined;
    if (spec.code.includes(word)) {
      if (i + 1 < argv.length) args.push(i + 1);
      i++;
      if (spec.language === 'powershell') break;
      continue;
    }
    if (spec.valued.includes(word)) {
      i++;
      continue;
    }
    if (
      spec.attached &&
      spec.code.some(
        (flag) =>
          word.startsWith(flag) &&
          word.length > flag.length &&
          !word.startsWith('--'),
      )
    ) {
      args.push(i);
      continue;
    }
    if (word.startsWith('-') && word.length > 1) {
      // Perl and Ruby bundle flags: `-pie 's/a/b/'` ends in e, so the next word
      // is code.
      if (
        (spec.language === 'perl' || spec.language === 'ruby') &&
        /^-[A-Za-z]+$/.test(word) &&
        /[eE]$/.test(word)
      ) {
        if (i + 1 < argv.length) args.push(i + 1);
        i++;
      }
      continue;
    }
    if (args.length > 0 && !spec.positionalCode) break;
    positionals.push(i);
    if (spec.positionalCode || !spec.secondPositionalCode) break;
    if (positionals.length === 2) break;
  }
  if (spec.positionalCode)
    return positionals[0] === undefined
      ? undefined
      : { language: spec.language, args: [positionals[0]], stdin: false };
  if (spec.secondPositionalCode && positionals[1] !== undefined)
    args.push(positionals[1]);
  if (args.length > 0) return { language: spec.language, args, stdin: false };
  if (spec.secondPositionalCode || spec.language === 'sql')
    return { language: spec.language, args: [], stdin: true };
  if (positionals.length > 0) {
    const first = positionals[0] as number;
    return argv[first]?.value === '-'
      ? { language: spec.language, args: [], stdin: true }
      : { language: spec.language, args: [], stdin: false, file: first };
  }
  return {
    language: spec.language,
    args: [],
    stdin: spec.stdinIsCode ?? false,
  };
}

/**
 * Where `argv` (wrappers already removed, `name` its program name) takes code
 * from; undefined for other programs.
 */
export function codeSite(
  name: string,
  argv: readonly ShellWord[],
): CodeSite | undefined {
  if (SHELLS.has(name)) return shellSite(argv);
  // `source FILE` runs FILE in this shell; `source /dev/stdin <<< '…'` runs its
  // input.
  if (name === 'source' || name === '.') {
    const file = argv[1];
    if (!file) return undefined;
    return STDIN_FILES.has(file.value)
      ? { language: 'shell', args: [], stdin: true }
      : { language: 'shell', args: [], stdin: false, file: 1 };
  }
  if (name === 'deno' && argv[1]?.value === 'eval')
    return argv.length > 2
      ? { language: 'node', args: [2], stdin: false }
      : undefined;
  if (
    (name === 'rails' || name === 'gitlab-rails') &&
    !['runner', 'r'].includes(argv[1]?.value ?? '')
  )
    return undefined;
  if (name === 'rails' || name === 'gitlab-rails') {
    const site = specSite(SPECS['rails'] as Spec, argv.slice(1));
    return site && { ...site, args: site.args.map((i) => i + 1) };
  }
  if (name === 'cockroach' && argv[1]?.value === 'sql') {
    const site = specSite(SPECS['mysql'] as Spec, argv.slice(1));
    return site && { ...site, args: site.args.map((i) => i + 1) };
  }
  const key = isPython(name)
    ? 'python'
    : /^perl[0-9.]*$/.test(name)
      ? 'perl'
      : (own(ALIASES, name) ?? name);
  const spec = own(SPECS, key);
  return spec ? specSite(spec, argv) : undefined;
}

export const isShell = (name: string) => SHELLS.has(name);
