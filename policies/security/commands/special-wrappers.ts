// peelXargs, peelParallel, peelSsh, peelContainerExec, peelCommandOption — the
// wrappers that need their own reading
// Pos: policies/security/commands, xargs' optional values, parallel's :::,
// ssh's host, docker/kubectl exec, su/flock/script -c
import type { ShellWord } from './shell-command.js';
import { commandStart } from './wrapper-options.js';
import type { Peel, WrapperOptions } from './wrapper-options.js';
import { literalWord } from './word.js';

const XARGS: WrapperOptions = {
  short: 'adEeIiLlnPsJRS',
  long: [
    'arg-file',
    'delimiter',
    'eof',
    'replace',
    'max-lines',
    'max-args',
    'max-procs',
    'max-chars',
    'process-slot-var',
  ],
};
/**
 * xargs options whose value is optional and must be attached (`-i{}`, `-l5`,
 * `-e END`).
 */
const XARGS_OPTIONAL = 'iel';

export function peelXargs(args: ShellWord[]): Peel {
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
      if (name === 'replace')
        replace =
          eq < 0 || word.slice(eq + 1) === '' ? '{}' : word.slice(eq + 1);
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
        const value =
          word.length > 2 ? word.slice(2) : (args[i + 1]?.value ?? '');
        if (flag === 'I' || flag === 'J') replace = value;
        if (word.length === 2) i++;
      }
      continue;
    }
    break;
  }
  return {
    kind: 'inner',
    wrapper: 'xargs',
    rest: args.slice(i),
    inputArgs: true,
    via: 'xargs',
    ...(replace ? { replace } : {}),
  };
}

export function peelParallel(args: ShellWord[]): Peel {
  const marker = args.findIndex(
    (w) => w.value === ':::' || w.value === '::::' || w.value === ':::+',
  );
  const head = marker < 0 ? args : args.slice(0, marker);
  const inputs =
    marker < 0
      ? []
      : args.slice(marker + 1).filter((w) => !/^::::?\+?$/.test(w.value));
  let i = 0;
  const valued = new Set([
    '-j',
    '-S',
    '--sshlogin',
    '--jobs',
    '-P',
    '--delay',
    '--timeout',
    '--results',
    '--joblog',
    '-d',
    '--delimiter',
    '-a',
    '--arg-file',
    '--colsep',
    '-I',
    '--tagstring',
    '--workdir',
    '--wd',
    '-n',
    '--max-args',
    '--tmpdir',
  ]);
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
  if (template.length === 0)
    return {
      kind: 'parallel',
      children: [],
      scripts: inputs,
      inputArgs: marker < 0,
    };
  const placeholder = template.some((w) => w.value.includes('{}'));
  const children = inputs.slice(0, 16).map((input) =>
    placeholder
      ? template.map((w) => ({
          ...w,
          value: w.value.split('{}').join(input.value),
          dynamic: w.dynamic || input.dynamic,
        }))
      : [...template, input],
  );
  // Without :::, `{}` (or the appended argument) is each input line: known only
  // at run time.
  const fromInput = template.map((w) =>
    w.value.includes('{}') ? { ...w, dynamic: true } : w,
  );
  return {
    kind: 'parallel',
    children: marker < 0 ? [fromInput] : children,
    scripts: [],
    inputArgs: marker < 0,
  };
}

const SSH_VALUED = 'bcDEeFIiJLlmOopQRSWwB';

export function peelSsh(args: ShellWord[]): Peel {
  let i = 0;
  for (; i < args.length; i++) {
    const word = args[i]?.value ?? '';
    if (word === '--') {
      i++;
      break;
    }
    if (!word.startsWith('-') || word.length < 2) break;
    // `-p 22` and `-vp 22` take the next word; `-p22` and `-tt` do not: the
    // first letter that takes a value ends the cluster.
    const valued = [...word.slice(1)].findIndex((l) => SSH_VALUED.includes(l));
    if (valued === word.length - 2) i++;
  }
  const host = args[i]?.value;
  const script = args.slice(i + 1);
  if (host === undefined || script.length === 0)
    return { kind: 'inner', wrapper: 'ssh', rest: [] };
  return {
    kind: 'script',
    wrapper: 'ssh',
    script,
    via: 'remote',
    remote: host,
  };
}

/**
 * `docker exec [opts] CONTAINER cmd…`, `kubectl exec [opts] POD -- cmd…`: the
 * command runs elsewhere.
 */
export function peelContainerExec(
  tool: string,
  args: ShellWord[],
): Peel | undefined {
  if (args[0]?.value !== 'exec') return undefined;
  const rest = args.slice(1);
  const dashDash = rest.findIndex((w) => w.value === '--');
  if (tool === 'kubectl' || tool === 'oc') {
    if (dashDash < 0) return undefined;
    const target =
      rest
        .slice(0, dashDash)
        .filter((w) => !w.value.startsWith('-'))
        .pop()?.value ?? tool;
    return {
      kind: 'script',
      wrapper: `${tool} exec`,
      script: rest.slice(dashDash + 1),
      via: 'remote',
      remote: target,
    };
  }
  const start = commandStart(rest, {
    short: 'eluwA',
    long: ['env', 'env-file', 'user', 'workdir', 'detach-keys'],
  });
  const container = rest[start]?.value;
  const script = rest.slice(start + 1);
  if (container === undefined || script.length === 0) return undefined;
  return {
    kind: 'script',
    wrapper: `${tool} exec`,
    script,
    via: 'remote',
    remote: container,
  };
}

/**
 * The word given to `-c` / `--command` anywhere before `--` (`su root -c
 * 'cmd'`, `flock lock -c 'cmd'`, `script -qc 'cmd'`).
 */
function optionWord(
  args: readonly ShellWord[],
  flag: string,
  long: string,
): ShellWord | undefined {
  for (let i = 0; i < args.length; i++) {
    const word = args[i]?.value ?? '';
    if (word === '--') return undefined;
    if (word === `--${long}`) return args[i + 1] ?? literalWord('');
    if (word.startsWith(`--${long}=`))
      return { ...(args[i] as ShellWord), value: word.slice(long.length + 3) };
    if (/^-[A-Za-z]+$/.test(word) && word.includes(flag)) {
      const at = word.indexOf(flag);
      if (at === word.length - 1) return args[i + 1] ?? literalWord('');
      return { ...(args[i] as ShellWord), value: word.slice(at + 1) };
    }
  }
  return undefined;
}

/**
 * su, flock and script run a string through a shell when given `-c`; otherwise
 * su opens a shell and flock runs its command.
 */
export function peelCommandOption(
  wrapper: string,
  args: ShellWord[],
  spec: WrapperOptions,
  privilege: boolean,
): Peel {
  const script = optionWord(args, 'c', 'command');
  if (script !== undefined)
    return {
      kind: 'script',
      wrapper,
      script: [script],
      via: wrapper === 'su' ? 'su' : 'shell-c',
      ...(privilege ? { privilege } : {}),
    };
  if (wrapper !== 'flock')
    return {
      kind: 'inner',
      wrapper,
      rest: [],
      ...(privilege ? { privilege } : {}),
    };
  return { kind: 'inner', wrapper, rest: args.slice(commandStart(args, spec)) };
}
