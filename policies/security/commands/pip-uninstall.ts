// pipRemovesDependency(command, paths) — whether a `pip uninstall` (pip,
// pip3, `python -m pip`, `uv pip`, a virtual environment's pip) only takes a
// dependency out of an environment, as `npm uninstall` does, or reaches past
// it: root, packages the distribution manages, pip's own tooling, a
// requirements file, an interpreter or a folder outside the workspace
// Pos: policies/security/commands, read by data-words.ts; pure (where a path
// lands is path-place.ts's judgement); PIP_BREAK_SYSTEM_PACKAGES is
// programs/env.ts's
import type { PathContext } from '../paths/path-place.js';
import { placeOf } from '../paths/path-place.js';
import { readOptions } from '../programs/option-reader.js';
import type { OptionSpec } from '../programs/option-reader.js';
import type { ShellCommand, ShellWord } from './shell-command.js';

/**
 * pip's options (general and `uninstall`'s): optparse expands a unique prefix
 * (`--break-sys`), so every long option must be known for the expansion to
 * come out as pip's. `target`, `prefix` and `root` are install's: pip refuses
 * them on uninstall, but they are judged if a pip ever takes them.
 */
const PIP: OptionSpec = {
  long: [
    'help',
    'debug',
    'isolated',
    'require-virtualenv',
    'python',
    'verbose',
    'version',
    'quiet',
    'log',
    'no-input',
    'keyring-provider',
    'proxy',
    'retries',
    'timeout',
    'exists-action',
    'trusted-host',
    'cert',
    'client-cert',
    'cache-dir',
    'no-cache-dir',
    'disable-pip-version-check',
    'no-color',
    'no-python-version-warning',
    'use-feature',
    'use-deprecated',
    'resume-retries',
    'requirement',
    'yes',
    'root-user-action',
    'break-system-packages',
    'target',
    'prefix',
    'root',
  ],
  valued: [
    'python',
    'log',
    'keyring-provider',
    'proxy',
    'retries',
    'timeout',
    'exists-action',
    'trusted-host',
    'cert',
    'client-cert',
    'cache-dir',
    'use-feature',
    'use-deprecated',
    'resume-retries',
    'requirement',
    'root-user-action',
    'target',
    'prefix',
    'root',
  ],
  short: 'r',
  abbreviations: true,
};
/** `uv pip uninstall` (clap: no abbreviations; `--system` is the system's). */
const UV_PIP: OptionSpec = {
  long: [
    'python',
    'system',
    'break-system-packages',
    'requirements',
    'target',
    'prefix',
    'dry-run',
    'offline',
    'no-cache',
    'cache-dir',
    'directory',
    'project',
    'config-file',
  ],
  valued: [
    'python',
    'requirements',
    'target',
    'prefix',
    'cache-dir',
    'directory',
    'project',
    'config-file',
  ],
  short: 'rp',
  abbreviations: false,
};

/**
 * What removing leaves an environment unable to install anything with (pip and
 * its build tooling), by the normalised name (PEP 503).
 */
const PIP_TOOLING = new Set(['pip', 'setuptools', 'wheel', 'distribute']);
/** A requirement's name: `Pip==23.1`, `setup_tools[x]>=1` → `pip`, … */
const packageName = (spec: string) =>
  (spec.split(/[<>=!~;[\s@(]/)[0] ?? '').toLowerCase().replace(/[-_.]+/g, '-');

/** Options whose value names a file or folder pip reads or changes. */
const PATH_OPTIONS = new Set([
  'python',
  'p',
  'requirement',
  'requirements',
  'r',
  'target',
  'prefix',
  'root',
  'config-file',
  'directory',
  'project',
]);
/** Options that aim pip at the interpreter's own, shared environment. */
const SYSTEM_OPTIONS = new Set(['break-system-packages', 'system']);

const inWorkspace = (
  raw: string,
  command: ShellCommand,
  paths: PathContext,
): boolean => {
  const kind = placeOf(raw, paths, {
    ...(command.workdir === undefined ? {} : { workdir: command.workdir }),
  }).kind;
  return kind === 'inside' || kind === 'workspace';
};

/** The words after pip itself and the option table to read them with. */
function pipArguments(
  command: ShellCommand,
): { args: ShellWord[]; spec: OptionSpec; program: ShellWord } | undefined {
  const argv = command.argv;
  const program = argv[0];
  if (!program) return undefined;
  if (/^pip[\d.]*$/.test(command.name))
    return { args: argv.slice(1), spec: PIP, program };
  if (command.name === 'uv' && argv[1]?.value === 'pip')
    return { args: argv.slice(2), spec: UV_PIP, program };
  if (!/^python[\d.]*$/.test(command.name)) return undefined;
  if (argv[1]?.value === '-m' && argv[2]?.value === 'pip')
    return { args: argv.slice(3), spec: PIP, program };
  if (argv[1]?.value === '-mpip')
    return { args: argv.slice(2), spec: PIP, program };
  return undefined;
}

/**
 * `pip uninstall X` removes a dependency its project's requirements or lock
 * file brings back, whichever pip comes first on PATH (the decision: a
 * dependency removal is not a data wipe). It is more than that, and stays a
 * question, when it runs as root or on another machine, names an interpreter
 * outside the workspace (`/usr/bin/python3 -m pip`, `--python`), asks for the
 * distribution's packages (`--break-system-packages`, uv's `--system`),
 * removes pip's own tooling, or takes its list or target from outside the
 * workspace; a word known only at run time is not judged.
 */
export function pipRemovesDependency(
  command: ShellCommand,
  paths: PathContext | undefined,
): boolean {
  if (command.privilege !== undefined || command.remote !== undefined)
    return false;
  const found = pipArguments(command);
  if (!found || !paths) return false;
  const { args, spec, program } = found;
  if (args.some((w) => w.dynamic)) return false;
  if (
    program.value.includes('/') &&
    !inWorkspace(program.value, command, paths)
  )
    return false;
  const { options, operands } = readOptions(args, spec);
  const [sub, ...packages] = operands.map((i) => args[i]?.value ?? '');
  if (sub !== 'uninstall') return false;
  for (const option of options) {
    if (SYSTEM_OPTIONS.has(option.name)) return false;
    if (!PATH_OPTIONS.has(option.name)) continue;
    const value = option.value?.value;
    if (value === undefined) return false;
    // `--python python3` is looked up on PATH, as a bare pip is.
    if (
      (option.name === 'python' || option.name === 'p') &&
      !value.includes('/')
    )
      continue;
    if (!inWorkspace(value, command, paths)) return false;
  }
  return !packages.some((p) => PIP_TOOLING.has(packageName(p)));
}
