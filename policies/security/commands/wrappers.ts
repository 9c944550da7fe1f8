// peelWrapper — one wrapper taken off a command (sudo, env, nice, timeout,
// xargs, watch, ssh, parallel …) and what it runs; re-exports optionText,
// commandStart, Peel
// Pos: policies/security/commands, the wrapper table as data and the dispatch;
// the wrappers needing their own reading are special-wrappers.ts
import { programName } from './program-name.js';
import type { ShellWord } from './shell-command.js';
import {
  peelCommandOption,
  peelContainerExec,
  peelParallel,
  peelSsh,
  peelXargs,
} from './special-wrappers.js';
import { commandStart } from './wrapper-options.js';
import type { Peel, WrapperOptions } from './wrapper-options.js';
import { literalWord } from './word.js';
import { own } from '../../vocabulary/own.js';

export { commandStart, optionText } from './wrapper-options.js';
export type { Peel } from './wrapper-options.js';

const WRAPPERS: Record<string, WrapperOptions> = {
  sudo: {
    short: 'ugCDhprtTU',
    long: [
      'user',
      'group',
      'close-from',
      'chdir',
      'host',
      'prompt',
      'role',
      'type',
      'command-timeout',
      'other-user',
    ],
    assignments: true,
    privilege: true,
  },
  doas: { short: 'uC', privilege: true },
  pkexec: { long: ['user'], privilege: true },
  run0: {
    short: 'ugD',
    long: [
      'user',
      'group',
      'chdir',
      'description',
      'property',
      'unit',
      'setenv',
      'nice',
      'slice',
    ],
    privilege: true,
  },
  env: {
    short: 'uCSP',
    long: [
      'unset',
      'chdir',
      'split-string',
      'default-signal',
      'ignore-signal',
      'block-signal',
    ],
    assignments: true,
  },
  builtin: {},
  exec: { short: 'a' },
  nohup: {},
  timeout: { short: 'sk', long: ['signal', 'kill-after'], positionals: 1 },
  time: { short: 'fo', long: ['format', 'output'] },
  nice: { short: 'n', long: ['adjustment'], numeric: true },
  stdbuf: { short: 'ioe', long: ['input', 'output', 'error'] },
  ionice: {
    short: 'cnpPu',
    long: ['class', 'classdata', 'pid', 'pgid', 'uid'],
  },
  chrt: {
    short: 'TPD',
    long: ['sched-runtime', 'sched-period', 'sched-deadline'],
    positionals: 1,
  },
  taskset: { positionals: 1 },
  setsid: {},
  unbuffer: {},
  caffeinate: { short: 'tw' },
  strace: {
    short: 'abeEIoOpPsSuUX',
    long: ['output', 'trace', 'signal', 'attach', 'user', 'string-limit'],
  },
  ltrace: { short: 'aAeEnloOpsu', long: ['output', 'library'] },
  chroot: { long: ['userspec', 'groups'], positionals: 1 },
  nsenter: {
    short: 'tSGwr',
    long: ['target', 'setuid', 'setgid', 'wd', 'root'],
  },
  unshare: {
    short: 'SGRw',
    long: ['setuid', 'setgid', 'root', 'wd', 'map-user', 'map-group'],
  },
  firejail: {},
  torsocks: { short: 'uapP' },
  proxychains: { short: 'f' },
  proxychains4: { short: 'f' },
  'dbus-launch': {},
  'dbus-run-session': {},
  'xvfb-run': {
    short: 'nsfepl',
    long: ['server-num', 'server-args', 'auth-file', 'error-file'],
  },
  catchsegv: {},
  'systemd-run': {
    short: 'pEuM',
    long: [
      'unit',
      'property',
      'description',
      'slice',
      'uid',
      'gid',
      'nice',
      'working-directory',
      'setenv',
      'machine',
      'on-calendar',
    ],
  },
  busybox: {},
  toybox: {},
  noglob: {},
  rlwrap: { short: 'afhHlpPsStbcCDeimnoqrRvwz' },
  'docker-compose': {},
};

/**
 * Two-word runners (`uv run CMD`, `poetry run CMD`) read like wrappers once
 * their verb is seen.
 */
const RUNNERS: Record<
  string,
  { verb: readonly string[]; spec: WrapperOptions }
> = {
  uv: {
    verb: ['run'],
    spec: {
      short: 'pw',
      long: [
        'with',
        'python',
        'project',
        'directory',
        'env-file',
        'extra',
        'group',
        'package',
        'with-requirements',
        'index',
      ],
    },
  },
  poetry: { verb: ['run'], spec: {} },
  pipenv: { verb: ['run'], spec: {} },
  pdm: { verb: ['run'], spec: {} },
  hatch: { verb: ['run'], spec: {} },
  rye: { verb: ['run'], spec: {} },
  bundle: { verb: ['exec'], spec: {} },
  conda: {
    verb: ['run'],
    spec: { short: 'np', long: ['name', 'prefix', 'cwd'] },
  },
  mise: { verb: ['exec', 'x'], spec: {} },
};

/** Takes one wrapper off `argv`; undefined when argv[0] is not a wrapper. */
export function peelWrapper(argv: readonly ShellWord[]): Peel | undefined {
  const head = argv[0];
  if (!head || head.dynamic) return undefined;
  const name = programName(head.value);
  const args = argv.slice(1);
  switch (name) {
    case 'command': {
      const start = commandStart(args, {});
      if (args.slice(0, start).some((w) => /^-[A-Za-z]*[vV]/.test(w.value)))
        return { kind: 'query', wrapper: name };
      return { kind: 'inner', wrapper: name, rest: args.slice(start) };
    }
    case 'eval':
      return { kind: 'script', wrapper: name, script: args, via: 'eval' };
    case 'watch': {
      const values = new Map<string, string>();
      const start = commandStart(
        args,
        { short: 'nqd', long: ['interval', 'differences'] },
        values,
      );
      if (values.has('x') || values.has('exec'))
        return { kind: 'inner', wrapper: name, rest: args.slice(start) };
      return args.length > start
        ? {
            kind: 'script',
            wrapper: name,
            script: args.slice(start),
            via: 'watch',
          }
        : { kind: 'inner', wrapper: name, rest: [] };
    }
    case 'su':
      return peelCommandOption(name, args, {}, true);
    case 'flock':
      return peelCommandOption(
        name,
        args,
        {
          short: 'wE',
          long: ['timeout', 'conflict-exit-code'],
          positionals: 1,
        },
        false,
      );
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
  const runner = own(RUNNERS, name);
  if (runner) {
    if (!runner.verb.includes(args[0]?.value ?? '')) return undefined;
    const rest = args.slice(1);
    return {
      kind: 'inner',
      wrapper: `${name} ${args[0]?.value}`,
      rest: rest.slice(commandStart(rest, runner.spec)),
    };
  }
  const spec = own(WRAPPERS, name);
  if (!spec) return undefined;
  const values = new Map<string, string>();
  const start = commandStart(args, spec, values);
  let rest = args.slice(start);
  if (name === 'env') {
    // getopt_long takes any unique prefix: `--split-s=…`.
    const split =
      values.get('S') ??
      [...values].find(
        ([k]) => k.length >= 2 && 'split-string'.startsWith(k),
      )?.[1];
    if (split !== undefined)
      rest = [...split.split(/\s+/).filter(Boolean).map(literalWord), ...rest];
  }
  if (name === 'busybox' || name === 'toybox')
    rest = args.filter((w) => !w.value.startsWith('--'));
  return {
    kind: 'inner',
    wrapper: name,
    rest,
    ...(spec.privilege ? { privilege: true } : {}),
  };
}
