// envSites — environment variables that make a program run a command or load
// code (GIT_SSH_COMMAND, PAGER, EDITOR, LESSOPEN, BASH_ENV, LD_PRELOAD,
// NODE_OPTIONS=--require, PYTHONSTARTUP, PERL5OPT, TAR_OPTIONS, MAKEFLAGS,
// GIT_CONFIG_*, npm_config_script_shell …), set by `VAR=v cmd`, `env`,
// `export`; envFamily (the env and sudo readers)
// Pos: policies/security/programs, data from shell-execution.md §1b and §2b
import type { ShellWord } from './exec-site.js';
import { tarOptionSites } from './archive.js';
import { makeSites } from './build.js';
import type { ExecSite, ProgramReader } from './exec-site.js';
import { gitConfigSites } from './git.js';
import type { MessageId } from '../../vocabulary/messages/message.js';
import { fragment } from '../../vocabulary/messages/say.js';
import { finding, shell, textWord } from './sites.js';
import { own } from '../../vocabulary/own.js';

export interface Assignment {
  name: string;
  value: ShellWord;
}

/** Variables whose value is a command line some program runs. */
const COMMAND_VARS = new Set([
  'GIT_SSH_COMMAND',
  'GIT_SSH',
  'GIT_PAGER',
  'GIT_EDITOR',
  'GIT_SEQUENCE_EDITOR',
  'GIT_EXTERNAL_DIFF',
  'GIT_ASKPASS',
  'SSH_ASKPASS',
  'GIT_PROXY_COMMAND',
  'GIT_MAN_VIEWER',
  'PAGER',
  'MANPAGER',
  'EDITOR',
  'VISUAL',
  'SUDO_EDITOR',
  'KUBE_EDITOR',
  'SYSTEMD_EDITOR',
  'FCEDIT',
  'RSYNC_RSH',
  'RSYNC_CONNECT_PROG',
  'PROMPT_COMMAND',
  'BROWSER',
  'SYSTEMD_PAGER',
  'AWS_PAGER',
]);
/** Variables that load code or a library into the program. */
const LOAD_VARS: Readonly<Record<string, MessageId>> = {
  LD_PRELOAD: 'prog.env.ld-preload',
  LD_AUDIT: 'prog.env.ld-audit',
  PYTHONSTARTUP: 'prog.env.pythonstartup',
  PERL5OPT: 'prog.env.perl5opt',
  PERL5DB: 'prog.env.perl5db',
  PHP_INI_SCAN_DIR: 'prog.env.php-ini',
  GIT_CONFIG_GLOBAL: 'prog.env.git-config-global',
  GIT_CONFIG_SYSTEM: 'prog.env.git-config-system',
  GIT_EXEC_PATH: 'prog.git-exec-path',
  GIT_TEMPLATE_DIR: 'prog.env.git-template',
  MAKEFILES: 'prog.env.makefiles',
  npm_config_script_shell: 'prog.env.npm-script-shell',
  npm_config_node_options: 'prog.env.npm-node-options',
  npm_config_git: 'prog.env.npm-git',
  npm_config_editor: 'prog.env.npm-editor',
  ZDOTDIR: 'prog.env.zdotdir',
};

const hasSubstitution = (v: string) => /\$\(|`/.test(v);

function oneVar(name: string, value: ShellWord): ExecSite[] {
  const v = value.value;
  if (v === '' && !value.dynamic) return [];
  const what = `${name}=`;
  if (COMMAND_VARS.has(name)) return [shell(what, value)];
  if (name === 'LESSOPEN' || name === 'LESSCLOSE')
    return [
      shell(
        what,
        textWord(v.replace(/^\|{1,2}-?|^-/, '').replace(/%s/g, 'FILE'), value),
      ),
    ];
  if (name === 'LESS' && /\+[!|]/.test(v))
    return [shell(what, textWord(v.replace(/^.*?\+[!|]/s, ''), value))];
  if (name === 'BASH_ENV' || name === 'ENV') {
    // bash expands the value before sourcing it: `$(…)` runs.
    const sites: ExecSite[] = [
      finding(what, 'soft-deny', fragment('prog.env.bash-env'), v),
    ];
    if (hasSubstitution(v)) sites.push(shell(what, textWord(`: ${v}`, value)));
    return sites;
  }
  if (/^(PS0|PS1|PS2|PS4)$/.test(name) && hasSubstitution(v))
    return [shell(what, textWord(`: "${v}"`, value))];
  if (name.startsWith('BASH_FUNC_'))
    return [
      finding(what, 'soft-deny', fragment('prog.env.bash-func'), v),
      shell(what, textWord(`__wukong_f ${v}`, value)),
    ];
  if (
    name === 'NODE_OPTIONS' &&
    /(^|\s)(-r|--require|--import|--loader|--experimental-loader|--experimental-specifier-resolution)\b/.test(
      v,
    )
  )
    return [finding(what, 'soft-deny', fragment('prog.env.node-options'), v)];
  if (name === 'RUBYOPT' && /(^|\s)-r/.test(v))
    return [finding(what, 'soft-deny', fragment('prog.env.rubyopt'), v)];
  if (name === 'PYTHONWARNINGS' && /::[\w.]*\./.test(v))
    return [finding(what, 'soft-deny', fragment('prog.env.pythonwarnings'), v)];
  if (name === 'PYTHONBREAKPOINT' && v !== '0')
    return [
      finding(what, 'soft-deny', fragment('prog.env.pythonbreakpoint'), v),
    ];
  if (name === 'GIT_SSL_NO_VERIFY')
    return [finding(what, 'soft-deny', fragment('prog.env.git-ssl'), v)];
  if (name === 'GIT_ALLOW_PROTOCOL' && /\bext\b/.test(v))
    return [finding(what, 'soft-deny', fragment('prog.env.git-protocol'), v)];
  if (name === 'NODE_TLS_REJECT_UNAUTHORIZED' && v === '0')
    return [finding(what, 'soft-deny', fragment('prog.env.node-tls'), v)];
  // pip reads every option from PIP_<OPTION>: this one lets it remove or
  // replace the packages the distribution manages (PEP 668).
  if (
    name === 'PIP_BREAK_SYSTEM_PACKAGES' &&
    (value.dynamic || !/^(?:0|false|no|off)$/i.test(v))
  )
    return [finding(what, 'soft-deny', fragment('prog.env.pip-break'), v)];
  if (name === 'TAR_OPTIONS') return tarOptionSites(value);
  if (name === 'ZIPOPT' && /-TT/.test(v))
    return [shell(what, textWord(v.replace(/^.*?-TT\s*/s, ''), value))];
  if (name === 'MAKEFLAGS' || name === 'GNUMAKEFLAGS')
    // `--eval=…` holds spaces: read its text, not split words.
    return /--eval|(^|\s)-E|\$\(shell/.test(v)
      ? [
          ...makeSites([
            textWord('--eval', value),
            textWord(v.replace(/^.*?(?:--eval=?|-E\s*)/s, ''), value),
          ]),
          finding(what, 'soft-deny', fragment('prog.env.makeflags'), v),
        ]
      : [];
  if (name === 'GIT_CONFIG_PARAMETERS')
    return [
      ...v.matchAll(/'([^']*)'\s*=\s*'([^']*)'|'([^'=]*)=([^']*)'/g),
    ].flatMap((m) =>
      gitConfigSites(
        m[1] ?? m[3] ?? '',
        textWord(m[2] ?? m[4] ?? '', value),
        'GIT_CONFIG_PARAMETERS',
        false,
      ),
    );
  const load = own(LOAD_VARS, name);
  if (load) return [finding(what, 'soft-deny', fragment(load), v)];
  return [];
}

/** What a set of assignments makes the command (or every later one) run. */
export function envSites(assignments: readonly Assignment[]): ExecSite[] {
  const sites = assignments.flatMap((a) => oneVar(a.name, a.value));
  // GIT_CONFIG_KEY_n / GIT_CONFIG_VALUE_n pairs.
  for (const a of assignments) {
    const m = /^GIT_CONFIG_KEY_(\d+)$/.exec(a.name);
    if (!m) continue;
    const value = assignments.find(
      (b) => b.name === `GIT_CONFIG_VALUE_${m[1]}`,
    )?.value;
    sites.push(
      ...gitConfigSites(a.value.value, value, 'GIT_CONFIG_KEY', false),
    );
  }
  return sites;
}

/** `NAME=value` words as assignments. */
export function assignmentsIn(words: readonly ShellWord[]): Assignment[] {
  const out: Assignment[] = [];
  for (const w of words) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*(?:%%)?)=(.*)$/s.exec(w.value);
    if (m)
      out.push({ name: m[1] as string, value: textWord(m[2] as string, w) });
  }
  return out;
}

/** env and sudo set variables before the command they run. */
const leadingAssignments: ProgramReader = (argv) => {
  const words: ShellWord[] = [];
  for (const w of argv.slice(1)) {
    if (w.value.startsWith('-')) continue;
    if (!/^[A-Za-z_][A-Za-z0-9_]*(?:%%)?=/.test(w.value)) break;
    words.push(w);
  }
  return envSites(assignmentsIn(words));
};

export const envFamily = {
  readers: {
    env: leadingAssignments,
    sudo: leadingAssignments,
    export: (argv) => envSites(assignmentsIn(argv.slice(1))),
    declare: (argv) =>
      argv.some((w) => /^-\w*x/.test(w.value))
        ? envSites(assignmentsIn(argv.slice(1)))
        : [],
  } satisfies Record<string, ProgramReader>,
};
