// wordsAreData(command) — whether the words after a program are names the
// program only matches or looks up (a test filter, a test name, a dependency to
// uninstall), never verbs it carries out on data
// Pos: policies/security/commands, read by the verb rules
// (rules/destructive-subcommand.ts) so `pytest -k delete`, `cargo test
// delete_user` and `npm uninstall lodash` are not taken for deletions of data
import type { PathContext } from '../paths/path-place.js';
import { pipRemovesDependency } from './pip-uninstall.js';
import { programName } from './program-name.js';
import type { ShellCommand } from './shell-command.js';
import { own } from '../../vocabulary/own.js';

/** Test runners whose every word is a test path, name or filter. */
const TEST_RUNNERS = new Set([
  'pytest',
  'py.test',
  'jest',
  'vitest',
  'mocha',
  'ava',
  'tap',
  'phpunit',
  'rspec',
  'nextest',
  'tox',
  'nox',
]);
/** Program → its subcommands that run tests. */
const TEST_SUBCOMMANDS: Record<string, RegExp> = {
  go: /^test$/,
  cargo: /^(?:test|nextest|t)$/,
  dotnet: /^test$/,
  npm: /^(?:test|t|tst)$/,
  yarn: /^test$/,
  pnpm: /^test$/,
  bun: /^test$/,
  deno: /^test$/,
  mix: /^test$/,
  swift: /^test$/,
  gradle: /^test$/,
  mvn: /^test$/,
  npx: /^(?:vitest|jest|mocha|playwright|ava)$/,
};
/**
 * Program → its subcommands that remove a dependency from the project: the
 * manifest and lock file (in git) say how to get it back. A bare `pip
 * uninstall` is pipRemovesDependency's; `gem uninstall` and `npm uninstall -g`
 * are not here: they remove a package from the set every project shares.
 */
const UNINSTALL: Record<string, RegExp> = {
  npm: /^(?:uninstall|un|unlink|remove|rm|r)$/,
  yarn: /^remove$/,
  pnpm: /^(?:remove|rm|uninstall|un)$/,
  bun: /^(?:remove|rm)$/,
  uv: /^remove$/,
  poetry: /^remove$/,
  pdm: /^remove$/,
  pipenv: /^uninstall$/,
  cargo: /^remove$/,
  composer: /^remove$/,
  bundle: /^remove$/,
  dotnet: /^remove$/,
};
/** Options that make a package manager act on the shared, global set. */
const GLOBAL = /^(?:-g|--global|--location=global)$/;

/** The first word after the program that is not an option. */
const subcommand = (command: ShellCommand): string | undefined =>
  command.argv
    .slice(1)
    .find((w) => !w.value.startsWith('-'))
    ?.value.toLowerCase();

/** `paths` is where the command runs: pip's files must lie in the workspace. */
export function wordsAreData(
  command: ShellCommand,
  paths?: PathContext,
): boolean {
  const name = command.name;
  if (TEST_RUNNERS.has(name)) return true;
  if (pipRemovesDependency(command, paths)) return true;
  // `python -m pytest -k delete`
  if (/^python[\d.]*$/.test(name)) {
    const at = command.argv.findIndex((w) => w.value === '-m');
    const module = command.argv[at + 1]?.value;
    return at > 0 && module !== undefined && TEST_RUNNERS.has(module);
  }
  const sub = subcommand(command);
  if (sub === undefined) return false;
  if (own(TEST_SUBCOMMANDS, name)?.test(programName(sub))) return true;
  if (command.argv.some((w) => GLOBAL.test(w.value))) return false;
  return own(UNINSTALL, name)?.test(sub) ?? false;
}

/**
 * Tools whose output is the shell setup they document being eval'ed with (`eval
 * "$(ssh-agent -s)"`, `eval "$(pyenv init -)"`): program → the words after it.
 */
const SETUP_PRINTERS: Record<string, RegExp> = {
  'ssh-agent': /^(?:-[sc])?$/,
  pyenv: /^init(?: -| --path)?$/,
  rbenv: /^init -$/,
  nodenv: /^init -$/,
  direnv: /^hook (?:bash|zsh)$/,
  brew: /^shellenv$/,
  opam: /^env$/,
  fnm: /^env(?: --use-on-cd)?$/,
  zoxide: /^init (?:bash|zsh)$/,
  starship: /^init (?:bash|zsh)$/,
  mise: /^activate (?:bash|zsh)$/,
  conda: /^shell\.(?:bash|zsh) hook$/,
};

/** The command prints shell setup a user evals as the tool's docs say. */
export function printsShellSetup(command: ShellCommand): boolean {
  const rest = command.argv
    .slice(1)
    .map((w) => (w.dynamic ? '\u0000' : w.value))
    .join(' ');
  return (
    command.wrappers.length === 0 &&
    (own(SETUP_PRINTERS, command.name)?.test(rest) ?? false)
  );
}
