// programSites, expandAbbreviations, hasProgramReader — the table of programs
// that run code, compiled once from the family files: what a program's argv
// makes it execute, and its argv with abbreviated long options written out
// Pos: policies/security/programs, the one entry the extraction
// (commands/command-recorder.ts) calls; the families hold the data
import { archiveFamily, SED, TAR } from './archive.js';
import { buildFamily } from './build.js';
import { editorsFamily } from './editors.js';
import { envFamily } from './env.js';
import type { ExecSite, ProgramReader, ShellWord } from './exec-site.js';
import { expandGitArgv, gitFamily } from './git.js';
import { expandArgv } from './option-reader.js';
import type { OptionSpec } from './option-reader.js';
import { expandNpmArgv, packageManagersFamily } from './package-managers.js';
import { remoteFamily } from './remote.js';
import { schedulersFamily } from './schedulers.js';
import { own } from '../../vocabulary/own.js';

const READERS: ReadonlyMap<string, ProgramReader> = new Map(
  [
    gitFamily,
    archiveFamily,
    remoteFamily,
    editorsFamily,
    schedulersFamily,
    buildFamily,
    packageManagersFamily,
    envFamily,
  ].flatMap((family) => Object.entries(family.readers)),
);

/** Where `name`'s argv runs strings, programs or loaded code; [] for others. */
export function programSites(
  name: string,
  argv: readonly ShellWord[],
): ExecSite[] {
  const reader = READERS.get(name);
  return reader ? reader(argv) : [];
}

export const hasProgramReader = (name: string) => READERS.has(name);

/** Long options of GNU tools whose abbreviations the rules must read in full. */
const GNU: Readonly<Record<string, OptionSpec>> = {
  tar: TAR,
  rm: {
    long: [
      'force',
      'recursive',
      'interactive',
      'dir',
      'verbose',
      'one-file-system',
      'no-preserve-root',
      'preserve-root',
    ],
    abbreviations: true,
  },
  chmod: {
    long: [
      'recursive',
      'changes',
      'silent',
      'quiet',
      'verbose',
      'reference',
      'preserve-root',
      'no-preserve-root',
    ],
    abbreviations: true,
  },
  chown: {
    long: [
      'recursive',
      'changes',
      'silent',
      'quiet',
      'verbose',
      'reference',
      'preserve-root',
      'no-preserve-root',
      'dereference',
      'no-dereference',
      'from',
    ],
    abbreviations: true,
  },
  sed: SED,
  shred: {
    long: [
      'force',
      'iterations',
      'random-source',
      'size',
      'remove',
      'verbose',
      'exact',
      'zero',
    ],
    abbreviations: true,
  },
  env: {
    long: [
      'ignore-environment',
      'null',
      'unset',
      'chdir',
      'split-string',
      'block-signal',
      'default-signal',
      'ignore-signal',
      'list-signal-handling',
      'debug',
    ],
    abbreviations: true,
  },
  truncate: {
    long: ['no-create', 'io-blocks', 'reference', 'size'],
    abbreviations: true,
  },
};

/**
 * `argv` with every abbreviated long option written out (`git reset --har` →
 * `--hard`, `npm publ` → `publish`, `tar --to-comm` → `--to-command`), for the
 * programs that accept unique prefixes; others unchanged.
 */
export function expandAbbreviations(
  name: string,
  argv: readonly ShellWord[],
): ShellWord[] {
  if (name === 'git') return expandGitArgv(argv);
  if (name === 'npm') return expandNpmArgv(argv);
  const spec = own(GNU, name);
  return spec ? expandArgv(argv, 1, spec) : (argv as ShellWord[]);
}
