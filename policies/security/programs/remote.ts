// remoteFamily — network tools that run a local program: ssh/scp/sftp (-o
// ProxyCommand, LocalCommand, KnownHostsCommand, -S, sftp -D), rsync (-e/--rsh,
// --rsync-path; no abbreviations: popt), wget --use-askpass, apt-get -o APT
// hooks, gcc -wrapper; sshOptionSites for one `-o` value
// Pos: policies/security/programs, data from shell-execution.md §2; what ssh
// runs on the other machine is special-wrappers.ts's peelSsh
import type { ShellWord } from './exec-site.js';
import type { ExecSite, ProgramReader } from './exec-site.js';
import { readOptions } from './option-reader.js';
import { fragment } from '../../vocabulary/messages/say.js';
import { finding, program, shell, textWord } from './sites.js';

const SSH_EXEC = /^(proxycommand|localcommand|knownhostscommand)$/;
const SSH_LOAD = /^(pkcs11provider|securitykeyprovider)$/;

/** One `-o Key=Value` (or `Key Value`) of ssh, scp or sftp. */
export function sshOptionSites(option: ShellWord, tool: string): ExecSite[] {
  const m = /^\s*([A-Za-z0-9]+)\s*(?:=|\s)\s*(.*)$/s.exec(option.value);
  if (!m) return [];
  const key = (m[1] as string).toLowerCase();
  const value = textWord(m[2] as string, option);
  if (SSH_EXEC.test(key)) return [shell(`${tool} -o ${m[1]}`, value)];
  if (SSH_LOAD.test(key))
    return [
      finding(
        `${tool} -o ${m[1]}`,
        'soft-deny',
        fragment('prog.ssh-load'),
        value.value,
      ),
    ];
  return [];
}

function sshLike(tool: string, args: readonly ShellWord[]): ExecSite[] {
  const short =
    tool === 'ssh'
      ? 'bcDEeFIiJLlmOoPpQRSWw'
      : tool === 'scp'
        ? 'cFiJlooPSX'
        : 'aBbcDFiJloPRSs';
  const { options, operands } = readOptions(args, {
    short,
    abbreviations: false,
  });
  const sites: ExecSite[] = [];
  for (const o of options) {
    if (!o.value) continue;
    if (o.name === 'o') sites.push(...sshOptionSites(o.value, tool));
    else if (o.name === 'S' && tool !== 'ssh')
      sites.push(shell(`${tool} -S`, o.value));
    else if (o.name === 'D' && tool === 'sftp')
      sites.push(shell('sftp -D', o.value));
  }
  void operands;
  return sites;
}

function rsyncSites(args: readonly ShellWord[]): ExecSite[] {
  const sites: ExecSite[] = [];
  for (let i = 0; i < args.length; i++) {
    const w = args[i]?.value ?? '';
    const next = args[i + 1];
    if ((w === '-e' || w === '--rsh' || w === '--rsync-path') && next) {
      sites.push(shell(`rsync ${w}`, next));
      i++;
    } else if (/^--(rsh|rsync-path)=/.test(w))
      sites.push(
        shell(
          `rsync ${w.slice(0, w.indexOf('='))}`,
          textWord(w.slice(w.indexOf('=') + 1), args[i]),
        ),
      );
    else if (/^-[a-zA-Z]*e./.test(w) && !w.startsWith('--'))
      sites.push(
        shell('rsync -e', textWord(w.slice(w.indexOf('e') + 1), args[i])),
      );
    else if (/^-[a-zA-Z]*e$/.test(w) && next) {
      sites.push(shell('rsync -e', next));
      i++;
    }
  }
  return sites;
}

export const remoteFamily = {
  readers: {
    ssh: (argv) => sshLike('ssh', argv.slice(1)),
    scp: (argv) => sshLike('scp', argv.slice(1)),
    sftp: (argv) => sshLike('sftp', argv.slice(1)),
    rsync: (argv) => rsyncSites(argv.slice(1)),
    wget: (argv) =>
      readOptions(argv.slice(1), {
        long: [
          'use-askpass',
          'output-document',
          'post-file',
          'post-data',
          'header',
          'user',
          'password',
          'quiet',
          'continue',
          'recursive',
          'no-check-certificate',
        ],
        valued: [
          'use-askpass',
          'output-document',
          'post-file',
          'post-data',
          'header',
          'user',
          'password',
        ],
        short: 'OoaPe',
        abbreviations: true,
      })
        .options.filter((o) => o.name === 'use-askpass' && o.value)
        .map((o) => shell('wget --use-askpass', o.value as ShellWord)),
    'apt-get': (argv) => aptSites(argv.slice(1)),
    apt: (argv) => aptSites(argv.slice(1)),
    gcc: (argv) => wrapperSites('gcc', argv.slice(1)),
    'g++': (argv) => wrapperSites('g++', argv.slice(1)),
    cc: (argv) => wrapperSites('cc', argv.slice(1)),
  } satisfies Record<string, ProgramReader>,
};

function aptSites(args: readonly ShellWord[]): ExecSite[] {
  const sites: ExecSite[] = [];
  for (const o of readOptions(args, { short: 'oct', abbreviations: false })
    .options) {
    if (o.name !== 'o' || !o.value) continue;
    const m =
      /^([^=]*(?:Pre-Invoke|Post-Invoke|Pre-Install-Pkgs|Post-Invoke-Success)[^=]*)=(.*)$/is.exec(
        o.value.value,
      );
    if (m)
      sites.push(
        shell(`apt-get -o ${m[1]}`, textWord(m[2] as string, o.value)),
      );
  }
  return sites;
}

function wrapperSites(tool: string, args: readonly ShellWord[]): ExecSite[] {
  const at = args.findIndex((w) => w.value === '-wrapper');
  const value = args[at + 1];
  if (at < 0 || !value) return [];
  const [prog, ...rest] = value.value.split(',');
  return [
    program(
      `${tool} -wrapper`,
      [prog ?? '', ...rest].map((v) => textWord(v, value)),
    ),
  ];
}
