// buildFamily — make: a makefile from stdin (-f -) read for its recipes and
// $(shell …), --eval/-E text, command-line variables holding $(shell …), SHELL=
// naming the program recipes run with, -f FILE; makeLines (the shell lines of
// make text)
// Pos: policies/security/programs; `make TARGET` reading the project's own
// Makefile is part B's (scripts run indirectly)
import type { ShellWord } from './exec-site.js';
import type { ExecSite, ProgramReader } from './exec-site.js';
import { readOptions } from './option-reader.js';
import { fragment } from '../../vocabulary/messages/say.js';
import { finding, shell, textWord } from './sites.js';

/** `$(shell CMD)` calls in make text, parentheses balanced. */
function shellCalls(text: string): string[] {
  const out: string[] = [];
  let at = text.indexOf('$(shell');
  while (at >= 0 && out.length < 16) {
    let depth = 0;
    let i = at + 1;
    for (; i < text.length; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')' && --depth === 0) break;
    }
    out.push(text.slice(at + 8, i).trim());
    at = text.indexOf('$(shell', i);
  }
  return out;
}

/** Recipe lines (tab-led, `@-+` stripped) and $(shell …) of a makefile. */
export function makeLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split('\n'))
    if (line.startsWith('\t')) lines.push(line.slice(1).replace(/^[@+-]+/, ''));
  return [...lines, ...shellCalls(text)].filter((l) => l.trim() !== '');
}

const MAKE_SPEC = {
  long: [
    'file',
    'makefile',
    'eval',
    'directory',
    'include-dir',
    'jobs',
    'load-average',
    'keep-going',
    'dry-run',
    'just-print',
    'recon',
    'question',
    'silent',
    'quiet',
    'always-make',
    'environment-overrides',
    'ignore-errors',
    'no-builtin-rules',
    'no-builtin-variables',
    'print-directory',
    'no-print-directory',
    'trace',
    'touch',
    'debug',
    'old-file',
    'assume-old',
    'new-file',
    'assume-new',
    'what-if',
    'output-sync',
    'shuffle',
    'check-symlink-times',
    'warn-undefined-variables',
    'print-data-base',
    'version',
    'help',
    'stop',
    'no-keep-going',
  ],
  valued: [
    'file',
    'makefile',
    'eval',
    'directory',
    'include-dir',
    'old-file',
    'assume-old',
    'new-file',
    'assume-new',
    'what-if',
  ],
  short: 'fECIoWlj',
  abbreviations: true,
};

export function makeSites(args: readonly ShellWord[]): ExecSite[] {
  const { options, operands } = readOptions(args, MAKE_SPEC);
  const sites: ExecSite[] = [];
  // `make -f - <<EOF`: the parser may drop the lone `-` before a heredoc.
  if (options.some((o) => (o.name === 'f' || o.name === 'file') && !o.value))
    sites.push({ kind: 'stdin', what: 'make -f -', lines: makeLines });
  for (const o of options) {
    if (!o.value) continue;
    if (o.name === 'eval' || o.name === 'E')
      for (const line of makeLines(o.value.value.replace(/\\n/g, '\n')))
        sites.push(shell('make --eval', textWord(line, o.value)));
    if (
      (o.name === 'f' || o.name === 'file' || o.name === 'makefile') &&
      ['-', '/dev/stdin'].includes(o.value.value)
    )
      sites.push({ kind: 'stdin', what: 'make -f -', lines: makeLines });
  }
  for (const k of operands) {
    const w = args[k] as ShellWord;
    const m = /^([A-Za-z_][A-Za-z0-9_]*)\s*[:+?]?=(.*)$/s.exec(w.value);
    if (!m) continue;
    for (const call of shellCalls(m[2] as string))
      sites.push(shell(`make ${m[1]}=$(shell)`, textWord(call, w)));
    if (m[1] === 'SHELL' || m[1] === '.SHELLFLAGS' || m[1] === 'MAKEFILES')
      sites.push(
        finding(
          `make ${m[1]}=`,
          'soft-deny',
          fragment('prog.make-shell'),
          m[2],
        ),
      );
  }
  return sites;
}

export const buildFamily = {
  readers: {
    make: (argv) => makeSites(argv.slice(1)),
    gmake: (argv) => makeSites(argv.slice(1)),
  } satisfies Record<string, ProgramReader>,
};
