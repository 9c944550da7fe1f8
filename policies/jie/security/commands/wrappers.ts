// Input: ./shell-command (ShellWord, Via), ./word (literalWord), ./program-name
// Output: peelWrapper — one wrapper taken off a command (sudo, env, nice, timeout, xargs, watch, ssh, parallel …) and what it runs
// Pos: policies/jie/security/commands, the wrapper table as data plus the few wrappers that need their own reading; pure
import { programName } from './program-name.js';
import type { ShellWord, Via } from './shell-command.js';
import { literalWord } from './word.js';

/** How a wrapper's own options are read before the wrapped command starts. */
interface OptionSpec {
  /** Short options that take a value (`-u root`, `-uroot`). */
  short?: string;
  /** Long options that take a value when written without `=`. */
  long?: readonly string[];
  /** Positional words the wrapper consumes before the command (timeout's duration, chroot's new root). */
  positionals?: number;
  /** `NAME=value` words before the command set its environment (env, sudo). */
  assignments?: boolean;
  /** `nice -19`: a dash and digits is an option. */
  numeric?: boolean;
  /** Raises privileges for the wrapped command. */
  privilege?: boolean;
}

const WRAPPERS: Record<string, OptionSpec> = {
  sudo: { short: 'ugCDhprtTU', long: ['user', 'group', 'close-from', 'chdir', 'host', 'prompt', 'role', 'type', 'command-timeout', 'other-user'], assignments: true, privilege: true },
  doas: { short: 'uC', privilege: true },
  pkexec: { long: ['user'], privilege: true },
  run0: { short: 'ugD', long: ['user', 'group', 'chdir', 'description', 'property', 'unit', 'setenv', 'nice', 'slice'], privilege: true },
  env: { short: 'uCSP', long: ['unset', 'chdir', 'split-string', 'default-signal', 'ignore-signal', 'block-signal'], assignments: true },
  builtin: {},
  exec: { short: 'a' },
  nohup: {},
  timeout: { short: 'sk', long: ['signal', 'kill-after'], positionals: 1 },
  time: { short: 'fo', long: ['format', 'output'] },
  nice: { short: 'n', long: ['adjustment'], numeric: true },
  stdbuf: { short: 'ioe', long: ['input', 'output', 'error'] },
  ionice: { short: 'cnpPu', long: ['class', 'classdata', 'pid', 'pgid', 'uid'] },
  chrt: { short: 'TPD', long: ['sched-runtime', 'sched-period', 'sched-deadline'], positionals: 1 },
  taskset: { positionals: 1 },
  setsid: {},
  unbuffer: {},
  caffeinate: { short: 'tw' },
  strace: { short: 'abeEIoOpPsSuUX', long: ['output', 'trace', 'signal', 'attach', 'user', 'string-limit'] },
  ltrace: { short: 'aAeEnloOpsu', long: ['output', 'library'] },
  chroot: { long: ['userspec', 'groups'], positionals: 1 },
  nsenter: { short: 'tSGwr', long: ['target', 'setuid', 'setgid', 'wd', 'root'] },
  unshare: { short: 'SGRw', long: ['setuid', 'setgid', 'root', 'wd', 'map-user', 'map-group'] },
  firejail: {},
  torsocks: { short: 'uapP' },
  proxychains: { short: 'f' },
  proxychains4: { short: 'f' },
  'dbus-launch': {},
  'dbus-run-session': {},
  'xvfb-run': { short: 'nsfepl', long: ['server-num', 'server-args', 'auth-file', 'error-file'] },
  catchsegv: {},
  'systemd-run': { short: 'pEuM', long: ['unit', 'property', 'description', 'slice', 'uid', 'gid', 'nice', 'working-directory', 'setenv', 'machine', 'on-calendar'] },
  busybox: {},
  toybox: {},
  noglob: {},
  rlwrap: { short: 'afhHlpPsStbcCDeimnoqrRvwz' },
  'docker-compose': {},
};

/** Two-word runners (`uv run CMD`, `poetry run CMD`) read like wrappers once their verb is seen. */
const RUNNERS: Record<string, { verb: readonly string[]; spec: OptionSpec }> = {
  uv: { verb: ['run'], spec: { short: 'pw', long: ['with', 'python', 'project', 'directory', 'env-file', 'extra', 'group', 'package', 'with-requirements', 'index'] } },
  poetry: { verb: ['run'], spec: {} },
  pipenv: { verb: ['run'], spec: {} },
  pdm: { verb: ['run'], spec: {} },
  hatch: { verb: ['run'], spec: {} },
  rye: { verb: ['run'], spec: {} },
  bundle: { verb: ['exec'], spec: {} },
  conda: { verb: ['run'], spec: { short: 'np', long: ['name', 'prefix', 'cwd'] } },
  mise: { verb: ['exec', 'x'], spec: {} },
};

export type Peel =
  /** The wrapper runs `rest` (empty when it has no command: `sudo -s`, a bare `env`). */
  | { kind: 'inner'; wrapper: string; rest: ShellWord[]; privilege?: boolean; inputArgs?: boolean; via?: Via; replace?: string }
  /** The wrapper hands a string to a shell: `eval`, `watch`, `su -c`, `flock -c`, `script -c`, `ssh HOST cmd`. */
  | { kind: 'script'; wrapper: string; script: ShellWord[]; via: Via; privilege?: boolean; remote?: string }
  /** `command -v rm`: names a program, runs nothing. */
  | { kind: 'query'; wrapper: string }
  /** `parallel`: one command per input, and command lines given as inputs. */
  | { kind: 'parallel'; children: ShellWord[][]; scripts: ShellWord[]; inputArgs: boolean };

const DASHES = /^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/;
/** Look-alike dashes (`‐‐hard`) read as `-`: a pasted option should not slip past a rule. */
export const optionText = (word: string) => (DASHES.test(word) ? word.replace(/^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]+/, (m) => '-'.repeat(m.length)) : word);

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/** Index in `args` where the wrapped command starts (args.length when none), skipping the wrapper's options. */
export function commandStart(args: readonly ShellWord[], spec: OptionSpec, values: Map<string, string> = new Map()): number {
  let positionals = spec.positionals ?? 0;
  for (let i = 0; i < args.length; i++) {
    const word = optionText(args[i]?.value ?? '');
    if (word === '--') return positionals > 0 ? skipPositionals(i + 1, positionals, args.length) : i + 1;
    if (word === '-' && spec.assignments) continue; // env -: start from an empty environment
    if (word.startsWith('--') && word.length > 2) {
      const eq = word.indexOf('=');
      const name = eq < 0 ? word.slice(2) : word.slice(2, eq);
      if (eq < 0 && spec.long?.includes(name)) {
        values.set(name, args[i + 1]?.value ?? '');
        i++;
      } else values.set(name, eq < 0 ? '' : word.slice(eq + 1));
      continue;
    }
    if (word.startsWith('-') && word.length > 1) {
      if (spec.numeric && /^-\d+$/.test(word)) continue;
      for (let k = 1; k < word.length; k++) {
        const flag = word[k] ?? '';
        if (spec.short?.includes(flag)) {
          const attached = word.slice(k + 1);
          values.set(flag, attached || (args[i + 1]?.value ?? ''));
          if (!attached) i++;
          break;
        }
        values.set(flag, '');
      }
      continue;
    }
    if (spec.assignments && ASSIGNMENT.test(word)) continue;
    if (positionals > 0) {
      positionals--;
      continue;
    }
    return i;
  }
  return args.length;
}

const skipPositionals = (from: number, count: number, length: number) => Math.min(from + count, length);

const XARGS: OptionSpec = { short: 'adEeIiLlnPsJRS', long: ['arg-file', 'delimiter', 'eof', 'replace', 'max-lines', 'max-args', 'max-procs', 'max-chars', 'process-slot-var'] };
/** xargs options whose value is optional and must be attached (`-i{}`, `-l5`, `-e END`). */
const XARGS_OPTIONAL = 'iel';

function peelXargs(args: ShellWord[]): Peel {
  let replace: string | undefined;
  let i = 0;
  for (; i < args.length; i++) {
    const word = args[i]?.value ?? '';
    if (word === '--') {
      i++;
      break;
    }
    if (word.startsWith('--') && word.length > 2) {
      const eq = word.indexOf('=');
      const name = eq < 0 ? word.slice(2) : word.slice(2, eq);
      if (name === 'replace') replace = eq < 0 || word.slice(eq + 1) === '' ? '{}' : word.slice(eq + 1);
      else if (eq < 0 && XARGS.long?.includes(name)) i++;
      continue;
    }
    if (word.startsWith('-') && word.length > 1) {
      const flag = word[1] ?? '';
      if (XARGS_OPTIONAL.includes(flag)) {
        if (flag === 'i') replace = word.slice(2) || '{}';
        continue;
      }
      if (XARGS.short?.includes(flag)) {
        const value = word.length > 2 ? word.slice(2) : (args[i + 1]?.value ?? '');
        if (flag === 'I' || flag === 'J') replace = value;
        if (word.length === 2) i++;
      }
      continue;
    }
    break;
  }
  return { kind: 'inner', wrapper: 'xargs', rest: args.slice(i), inputArgs: true, via: 'xargs', ...(replace ? { replace } : {}) };
}

function peelParallel(args: ShellWord[]): Peel {
  const marker = args.findIndex((w) => w.value === ':::' || w.value === '::::' || w.value === ':::+');
  const head = marker < 0 ? args : args.slice(0, marker);
  const inputs = marker < 0 ? [] : args.slice(marker + 1).filter((w) => !/^::::?\+?$/.test(w.value));
  let i = 0;
  const valued = new Set(['-j', '-S', '--sshlogin', '--jobs', '-P', '--delay', '--timeout', '--results', '--joblog', '-d', '--delimiter', '-a', '--arg-file', '--colsep', '-I', '--tagstring', '--workdir', '--wd', '-n', '--max-args', '--tmpdir']);
  for (; i < head.length; i++) {
    const word = head[i]?.value ?? '';
    if (word === '--') {
      i++;
      break;
    }
    if (!word.startsWith('-')) break;
    if (valued.has(word)) i++;
  }
  const template = head.slice(i);
  if (template.length === 0) return { kind: 'parallel', children: [], scripts: inputs, inputArgs: marker < 0 };
  const placeholder = template.some((w) => w.value.includes('{}'));
  const children = inputs.slice(0, 16).map((input) =>
    placeholder ? template.map((w) => ({ ...w, value: w.value.split('{}').join(input.value), dynamic: w.dynamic || input.dynamic })) : [...template, input],
  );
  // Without :::, `{}` (or the appended argument) is each input line: known only at run time.
  const fromInput = template.map((w) => (w.value.includes('{}') ? { ...w, dynamic: true } : w));
  return { kind: 'parallel', children: marker < 0 ? [fromInput] : children, scripts: [], inputArgs: marker < 0 };
}

const SSH_VALUED = 'bcDEeFIiJLlmOopQRSWwB';

function peelSsh(args: ShellWord[]): Peel {
  let i = 0;
  for (; i < args.length; i++) {
    const word = args[i]?.value ?? '';
    if (word === '--') {
      i++;
      break;
    }
    if (!word.startsWith('-') || word.length < 2) break;
    const flag = word[word.length - 1] ?? '';
    if (SSH_VALUED.includes(flag) && word.length === 2) i++;
    else if (SSH_VALUED.includes(word[1] ?? '') && word.length > 2 && !/^-[a-zA-Z]*$/.test(word)) continue;
  }
  const host = args[i]?.value;
  const script = args.slice(i + 1);
  if (host === undefined || script.length === 0) return { kind: 'inner', wrapper: 'ssh', rest: [] };
  return { kind: 'script', wrapper: 'ssh', script, via: 'remote', remote: host };
}

/** `docker exec [opts] CONTAINER cmd…`, `kubectl exec [opts] POD -- cmd…`: the command runs elsewhere. */
function peelContainerExec(tool: string, args: ShellWord[]): Peel | undefined {
  if (args[0]?.value !== 'exec') return undefined;
  const rest = args.slice(1);
  const dashDash = rest.findIndex((w) => w.value === '--');
  if (tool === 'kubectl' || tool === 'oc') {
    if (dashDash < 0) return undefined;
    const target = rest.slice(0, dashDash).filter((w) => !w.value.startsWith('-')).pop()?.value ?? tool;
    return { kind: 'script', wrapper: `${tool} exec`, script: rest.slice(dashDash + 1), via: 'remote', remote: target };
  }
  const start = commandStart(rest, { short: 'eluwA', long: ['env', 'env-file', 'user', 'workdir', 'detach-keys'] });
  const container = rest[start]?.value;
  const script = rest.slice(start + 1);
  if (container === undefined || script.length === 0) return undefined;
  return { kind: 'script', wrapper: `${tool} exec`, script, via: 'remote', remote: container };
}

/** The word given to `-c` / `--command` anywhere before `--` (`su root -c 'cmd'`, `flock lock -c 'cmd'`, `script -qc 'cmd'`). */
function optionWord(args: readonly ShellWord[], flag: string, long: string): ShellWord | undefined {
  for (let i = 0; i < args.length; i++) {
    const word = args[i]?.value ?? '';
    if (word === '--') return undefined;
    if (word === `--${long}`) return args[i + 1] ?? literalWord('');
    if (word.startsWith(`--${long}=`)) return { ...(args[i] as ShellWord), value: word.slice(long.length + 3) };
    if (/^-[A-Za-z]+$/.test(word) && word.includes(flag)) {
      const at = word.indexOf(flag);
      if (at === word.length - 1) return args[i + 1] ?? literalWord('');
      return { ...(args[i] as ShellWord), value: word.slice(at + 1) };
    }
  }
  return undefined;
}

/** su, flock and script run a string through a shell when given `-c`; otherwise su opens a shell and flock runs its command. */
function peelCommandOption(wrapper: string, args: ShellWord[], spec: OptionSpec, privilege: boolean): Peel {
  const script = optionWord(args, 'c', 'command');
  if (script !== undefined) return { kind: 'script', wrapper, script: [script], via: wrapper === 'su' ? 'su' : 'shell-c', ...(privilege ? { privilege } : {}) };
  if (wrapper !== 'flock') return { kind: 'inner', wrapper, rest: [], ...(privilege ? { privilege } : {}) };
  return { kind: 'inner', wrapper, rest: args.slice(commandStart(args, spec)) };
}

/** Takes one wrapper off `argv`; undefined when argv[0] is not a wrapper. */
export function peelWrapper(argv: readonly ShellWord[]): Peel | undefined {
  const head = argv[0];
  if (!head || head.dynamic) return undefined;
  const name = programName(head.value);
  const args = argv.slice(1);
  switch (name) {
    case 'command': {
      const start = commandStart(args, {});
      if (args.slice(0, start).some((w) => /^-[A-Za-z]*[vV]/.test(w.value))) return { kind: 'query', wrapper: name };
      return { kind: 'inner', wrapper: name, rest: args.slice(start) };
    }
    case 'eval':
      return { kind: 'script', wrapper: name, script: args, via: 'eval' };
    case 'watch': {
      const values = new Map<string, string>();
      const start = commandStart(args, { short: 'nqd', long: ['interval', 'differences'] }, values);
      if (values.has('x') || values.has('exec')) return { kind: 'inner', wrapper: name, rest: args.slice(start) };
      return args.length > start ? { kind: 'script', wrapper: name, script: args.slice(start), via: 'watch' } : { kind: 'inner', wrapper: name, rest: [] };
    }
    case 'su':
      return peelCommandOption(name, args, {}, true);
    case 'flock':
      return peelCommandOption(name, args, { short: 'wE', long: ['timeout', 'conflict-exit-code'], positionals: 1 }, false);
    case 'script':
      return peelCommandOption(name, args, {}, false);
    case 'xargs':
      return peelXargs(args);
    case 'parallel':
      return peelParallel(args);
    case 'ssh':
      return peelSsh(args);
    case 'docker':
    case 'podman':
    case 'kubectl':
    case 'oc':
      return peelContainerExec(name, args);
    default:
      break;
  }
  const runner = RUNNERS[name];
  if (runner) {
    if (!runner.verb.includes(args[0]?.value ?? '')) return undefined;
    const rest = args.slice(1);
    return { kind: 'inner', wrapper: `${name} ${args[0]?.value}`, rest: rest.slice(commandStart(rest, runner.spec)) };
  }
  const spec = WRAPPERS[name];
  if (!spec) return undefined;
  const values = new Map<string, string>();
  const start = commandStart(args, spec, values);
  let rest = args.slice(start);
  if (name === 'env') {
    const split = values.get('S') ?? values.get('split-string');
    if (split !== undefined) rest = [...split.split(/\s+/).filter(Boolean).map(literalWord), ...rest];
  }
  if (name === 'busybox' || name === 'toybox') rest = args.filter((w) => !w.value.startsWith('--'));
  return { kind: 'inner', wrapper: name, rest, ...(spec.privilege ? { privilege: true } : {}) };
}
