// editorsFamily — editors, pagers and debuggers that run commands: vim/vi/ex/
// nvim (-c, +cmd, --cmd: `!cmd`, `system()`, `:r !`, `-S`/`-u` files), emacs
// (--eval shell-command / call-process / delete-*, -l), less/more (+!cmd), man
// (-P/--pager, -H), gdb (-ex/--eval-command `shell`, `!`, `python`, -x), expect
// -c (spawn/exec); exCommandSites, gdbCommandSites
// Pos: policies/security/programs, data from shell-execution.md §2; the
// PAGER/EDITOR/LESSOPEN variables are env.ts's
import type { ShellWord } from './exec-site.js';
import type { ExecSite, ProgramReader } from './exec-site.js';
import { readOptions } from './option-reader.js';
import type { OptionSpec } from './option-reader.js';
import { fragment } from '../../vocabulary/messages/say.js';
import { finding, program, shell, textWord } from './sites.js';

const STRINGS = /"((?:[^"\\]|\\.)*)"|'([^']*)'/g;

/**
 * An Ex line split at its `|` separators; a `|` inside a quoted string is the
 * string's (`call system('a | sh')`).
 */
function exBars(text: string): string[] {
  const parts: string[] = [];
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '|') {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** What one Ex command line (`:!rm -rf ~`, `call system("…")`) runs; `|` separates commands. */
export function exCommandSites(command: ShellWord, what: string): ExecSite[] {
  const sites: ExecSite[] = [];
  const text = command.value.replace(/^[\s:]+/, '');
  // `!cmd` takes the rest of the line, bars included.
  const bang =
    /^(?:\d*,?\d*|%)?\s*(?:r(?:ead)?\s*|w(?:rite)?\s*|silent!?\s*)?!(.*)$/s.exec(
      text,
    );
  if (bang) return [shell(`${what} !`, textWord(bang[1] as string, command))];
  for (const part of exBars(text)) {
    const p = part.trim().replace(/^:+/, '');
    if (/^(?:ter(?:minal)?)\s+(.+)/.test(p))
      sites.push(
        shell(`${what} terminal`, textWord(p.replace(/^\w+\s+/, ''), command)),
      );
    for (const m of p.matchAll(
      /\b(?:system|systemlist|job_start|term_start|jobstart|termopen)\s*\(\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)')/g,
    ))
      sites.push(
        shell(`${what} system()`, textWord(m[1] ?? m[2] ?? '', command)),
      );
    if (
      /\b(?:system|systemlist|job_start|term_start|jobstart|termopen)\s*\(\s*[^"'\s]/.test(
        p,
      )
    )
      sites.push(
        finding(
          `${what} system()`,
          'soft-deny',
          fragment('prog.editor-system'),
        ),
      );
    if (/^(?:py(?:thon)?3?|pyx?|perl|ruby|lua)\b/.test(p))
      sites.push(
        finding(
          `${what} ${p.split(/\s/)[0]}`,
          'soft-deny',
          fragment('prog.editor-interpreter'),
        ),
      );
    if (/^(?:so(?:urce)?|runtime)\b/.test(p))
      sites.push(
        finding(
          `${what} source`,
          'soft-deny',
          fragment('prog.editor-source'),
          p,
        ),
      );
  }
  return sites;
}

function vimSites(tool: string, args: readonly ShellWord[]): ExecSite[] {
  const sites: ExecSite[] = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i] as ShellWord;
    if ((w.value === '-c' || w.value === '--cmd') && args[i + 1]) {
      sites.push(
        ...exCommandSites(args[i + 1] as ShellWord, `${tool} ${w.value}`),
      );
      i++;
    } else if (
      w.value.startsWith('+') &&
      w.value.length > 1 &&
      !/^\+\d+$/.test(w.value)
    )
      sites.push(...exCommandSites(textWord(w.value.slice(1), w), `${tool} +`));
    else if ((w.value === '-S' || w.value === '-u') && args[i + 1]) {
      const file = args[i + 1]?.value ?? '';
      if (!/^(NONE|NORC|DEFAULTS)$/.test(file))
        sites.push(
          finding(
            `${tool} ${w.value}`,
            'soft-deny',
            fragment('prog.ex-script'),
            file,
          ),
        );
      i++;
    } else if (w.value === '--') break;
  }
  return sites;
}

/** Strings run as shell commands by emacs lisp, and lisp that deletes or runs programs. */
export function emacsSites(args: readonly ShellWord[]): ExecSite[] {
  const sites: ExecSite[] = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i]?.value ?? '';
    const eq = /^--?eval=(.*)$/s.exec(w);
    const expr = eq
      ? textWord(eq[1] as string, args[i])
      : /^--?eval$/.test(w)
        ? args[++i]
        : undefined;
    if (/^(-l|--load)$/.test(w) && args[i + 1]) {
      sites.push(
        finding(
          'emacs --load',
          'soft-deny',
          fragment('prog.emacs-load'),
          args[++i]?.value,
        ),
      );
      continue;
    }
    if (!expr) continue;
    for (const m of expr.value.matchAll(
      /\((?:shell-command(?:-to-string)?|async-shell-command|compile)\s+"((?:[^"\\]|\\.)*)"/g,
    ))
      sites.push(
        shell(
          'emacs --eval shell-command',
          textWord((m[1] as string).replace(/\\(.)/g, '$1'), expr),
        ),
      );
    for (const m of expr.value.matchAll(
      /\((?:call-process|start-process|process-lines)\s+((?:"(?:[^"\\]|\\.)*"\s*|nil\s*|t\s*)+)/g,
    )) {
      const words = [...(m[1] as string).matchAll(STRINGS)].map((s) =>
        textWord(s[1] ?? s[2] ?? '', expr),
      );
      if (words.length > 0) sites.push(program('emacs call-process', words));
    }
    if (
      /\((?:delete-directory|delete-file|write-region|make-process|shell-command|call-process|start-process|eval|load)\b/.test(
        expr.value,
      ) &&
      sites.length === 0
    )
      sites.push(
        finding(
          'emacs --eval',
          'soft-deny',
          fragment('prog.emacs-eval'),
          expr.value,
        ),
      );
  }
  return sites;
}

function lessSites(tool: string, args: readonly ShellWord[]): ExecSite[] {
  const sites: ExecSite[] = [];
  for (const w of args) {
    const m = /^\+(?:\+)?[!|](.*)$/s.exec(w.value);
    if (m) sites.push(shell(`${tool} +!`, textWord(m[1] as string, w)));
  }
  return sites;
}

function manSites(args: readonly ShellWord[]): ExecSite[] {
  return readOptions(args, {
    long: [
      'pager',
      'html',
      'prompt',
      'config-file',
      'manpath',
      'sections',
      'locale',
      'systems',
      'extension',
      'all',
      'apropos',
      'whatis',
      'local-file',
      'where',
      'path',
      'location',
      'catman',
      'recode',
      'preprocessor',
      'ditroff',
      'troff-device',
      'gxditview',
      'no-hyphenation',
      'no-justification',
      'regex',
      'wildcard',
      'names-only',
      'ignore-case',
      'match-case',
      'encoding',
      'debug',
      'default',
    ],
    valued: [
      'pager',
      'prompt',
      'config-file',
      'manpath',
      'sections',
      'locale',
      'systems',
      'extension',
      'recode',
      'preprocessor',
      'encoding',
    ],
    optional: ['html'],
    short: 'PCMSLmerEp',
    abbreviations: true,
  })
    .options.filter(
      (o) =>
        (o.name === 'P' ||
          o.name === 'pager' ||
          o.name === 'H' ||
          o.name === 'html') &&
        o.value,
    )
    .map((o) => shell(`man --${o.name}`, o.value as ShellWord));
}

/** One gdb command: `shell CMD`, `!CMD`, `python CODE`, `pipe … | CMD`. */
export function gdbCommandSites(command: ShellWord): ExecSite[] {
  const text = command.value.trim();
  const m = /^(?:shell\s+|!\s*)(.*)$/s.exec(text);
  if (m) return [shell('gdb shell', textWord(m[1] as string, command))];
  const pipe = /^(?:pipe|\|)\s.*?\|\s*(.*)$/s.exec(text);
  if (pipe) return [shell('gdb pipe', textWord(pipe[1] as string, command))];
  if (/^(?:python|py|python-interactive|pi|guile|gu)\b/.test(text)) {
    const code = text.replace(/^\S+\s*/, '');
    const sites: ExecSite[] = [];
    for (const s of code.matchAll(
      /\b(?:system|popen|check_output|call|run|Popen)\s*\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/g,
    ))
      sites.push(shell('gdb python', textWord(s[1] ?? s[2] ?? '', command)));
    if (sites.length === 0 && /\b(?:os|subprocess|shutil|open)\b/.test(code))
      sites.push(
        finding('gdb python', 'soft-deny', fragment('prog.gdb-python'), code),
      );
    return sites;
  }
  return [];
}

/** gdb's options (getopt_long_only: `-command` is `--command`). */
export const GDB: OptionSpec = {
  long: [
    'ex',
    'iex',
    'eval-command',
    'init-eval-command',
    'command',
    'init-command',
    'batch',
    'batch-silent',
    'args',
    'core',
    'pid',
    'directory',
    'quiet',
    'silent',
    'nx',
    'nh',
    'tui',
    'cd',
    'data-directory',
    'symbols',
    'exec',
    'se',
    'readnow',
    'readnever',
    'write',
    'interpreter',
    'tty',
    'version',
    'help',
    'configuration',
    'statistics',
    'return-child-result',
  ],
  valued: [
    'eval-command',
    'init-eval-command',
    'command',
    'init-command',
    'core',
    'pid',
    'directory',
    'cd',
    'data-directory',
    'symbols',
    'exec',
    'se',
    'interpreter',
    'tty',
    'ex',
    'iex',
    'x',
    'ix',
  ],
  short: 'xcpdsesb',
  abbreviations: true,
  singleDashLong: true,
};

function gdbSites(args: readonly ShellWord[]): ExecSite[] {
  const { options } = readOptions(args, GDB);
  const sites: ExecSite[] = [];
  for (const o of options) {
    if (!o.value) continue;
    if (['eval-command', 'init-eval-command', 'ex', 'iex'].includes(o.name))
      sites.push(...gdbCommandSites(o.value));
    else if (['command', 'init-command', 'x', 'ix'].includes(o.name))
      sites.push(
        finding(
          `gdb -${o.name}`,
          'soft-deny',
          fragment('prog.gdb-commands'),
          o.value.value,
        ),
      );
  }
  return sites;
}

export const editorsFamily = {
  readers: {
    vim: (argv) => vimSites('vim', argv.slice(1)),
    vi: (argv) => vimSites('vi', argv.slice(1)),
    nvim: (argv) => vimSites('nvim', argv.slice(1)),
    ex: (argv) => vimSites('ex', argv.slice(1)),
    view: (argv) => vimSites('view', argv.slice(1)),
    vimdiff: (argv) => vimSites('vimdiff', argv.slice(1)),
    gvim: (argv) => vimSites('gvim', argv.slice(1)),
    emacs: (argv) => emacsSites(argv.slice(1)),
    less: (argv) => lessSites('less', argv.slice(1)),
    more: (argv) => lessSites('more', argv.slice(1)),
    man: (argv) => manSites(argv.slice(1)),
    gdb: (argv) => gdbSites(argv.slice(1)),
  } satisfies Record<string, ProgramReader>,
};
