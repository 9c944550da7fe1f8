// bwrapArgv — a SandboxProfile as bubblewrap's argv around one bash command, in
// the order research/sandbox.md §2 verified (root, /dev, /proc, a private
// /tmp and /run, the workspace, pins, read-only surfaces, hidden secrets), with
// the three escapes a naive profile allows closed (--cap-drop ALL, .git pinned,
// --new-session); the network bridge to the allowlisting proxy when one runs;
// SANDBOX_MARK, PROXY_PORT
// Pos: src/sandbox, pure; running it is spawn.ts, quoting it for Claude Code
// wrap-command.ts
import type { SandboxProfile } from './profile.js';

/** `$0` of the inner shell: a stable word users can recognise in ps. */
export const SANDBOX_MARK = 'wukong-sbx';
/** Where the proxy's Unix socket and the agent's appear inside. */
export const INNER_DIR = '/tmp/.wukong-sbx';
/** The inner shell's variable holding the fd the final folder goes to. */
const CWD_FD_VAR = '__wukong_sbx_fd';
/** The loopback port the bridge serves the proxy on inside the sandbox. */
export const PROXY_PORT = 3128;

export interface ArgvOptions {
  bwrap: string;
  /** The working folder inside (the call's cwd). */
  cwd: string;
  /** The host Unix socket of the allowlisting proxy (no network without). */
  proxySocket?: string;
  /** socat, for the bridge inside the sandbox and git over ssh. */
  socat?: string;
  /** The user's ssh-agent socket, bound in (never the key files). */
  agentSocket?: string;
  /** The shell that runs the command (default /bin/bash). */
  shell?: string;
  /**
   * Write the folder the command ends in (`pwd -P`) to fd 3 when it succeeds,
   * as Claude Code's own Bash wrapper does to its cwd file, so the shell
   * around the sandbox can `cd` there (wrap-command.ts carriedCwdCommand).
   */
  reportCwd?: boolean;
}

/**
 * The inner script: with a proxy, start the bridge and wait (at most ~1 s) for
 * its listener in /proc/net/tcp (port 3128 = 0C38, state 0A), then run the
 * command, passed as `$1` so it needs no quoting (an argv: exec'd as it is).
 */
function innerScript(
  bridge: boolean,
  socat: string | undefined,
  argv: boolean,
  reportCwd: boolean,
): string {
  // The command runs in this same shell, as `bash -c` would run it (no second
  // bash to start), with the positional parameters cleared first.
  let run = argv ? 'exec "$@"' : 'eval "set --; $1"';
  // The folder is reported only on success, as Claude Code's `eval '…' &&
  // pwd -P >| file` does (a failed command keeps the old cwd there too); fd 3
  // moves to a free fd first so a command's own `exec 3>file` cannot catch it.
  if (reportCwd && !argv)
    run = `exec {${CWD_FD_VAR}}>&3 3>&-\n${run} && pwd -P >&"$${CWD_FD_VAR}"`;
  if (!bridge || !socat) return run;
  return [
    `${socat} TCP-LISTEN:${PROXY_PORT},bind=127.0.0.1,fork,reuseaddr UNIX-CONNECT:${INNER_DIR}/proxy.sock 2>/dev/null &`,
    'for i in {1..2000}; do t=$(</proc/net/tcp); [[ $t == *":0C38 00000000:0000 0A"* ]] && break; done',
    run,
  ].join('\n');
}

/**
 * `command`: one bash command line (run by `bash -c`), or an argv run directly
 * (a VerifyPlan: no shell).
 */
export function bwrapArgv(
  profile: SandboxProfile,
  command: string | readonly string[],
  opts: ArgvOptions,
): string[] {
  const shell = opts.shell ?? '/bin/bash';
  const a: string[] = [opts.bwrap];
  a.push('--die-with-parent', '--new-session');
  a.push('--unshare-user', '--disable-userns');
  a.push('--unshare-pid', '--unshare-ipc', '--unshare-uts');
  a.push('--unshare-cgroup-try', '--unshare-net');
  a.push('--cap-drop', 'ALL');
  a.push('--ro-bind', '/', '/');
  a.push('--dev', '/dev', '--proc', '/proc');
  // Private /tmp; /run hidden (sockets such as docker.sock, the session bus).
  a.push('--tmpfs', '/tmp', '--tmpfs', '/run');
  for (const dir of profile.writable) a.push('--bind', dir, dir);
  for (const dir of profile.pinned) a.push('--bind', dir, dir);
  for (const path of profile.readOnly) a.push('--ro-bind', path, path);
  for (const dir of profile.hiddenDirs)
    a.push('--tmpfs', dir, '--remount-ro', dir);
  for (const file of profile.hiddenFiles)
    a.push('--ro-bind', '/dev/null', file);
  a.push('--dir', INNER_DIR);
  const bridge =
    opts.proxySocket !== undefined && profile.network.allow.length > 0;
  if (bridge && opts.proxySocket) {
    a.push('--ro-bind', opts.proxySocket, `${INNER_DIR}/proxy.sock`);
    const url = `http://127.0.0.1:${PROXY_PORT}`;
    for (const name of [
      'HTTP_PROXY',
      'HTTPS_PROXY',
      'ALL_PROXY',
      'http_proxy',
      'https_proxy',
      'all_proxy',
      'npm_config_proxy',
      'npm_config_https_proxy',
    ])
      a.push('--setenv', name, url);
    const local = 'localhost,127.0.0.1,::1';
    a.push('--setenv', 'NO_PROXY', local, '--setenv', 'no_proxy', local);
    if (opts.socat)
      a.push(
        '--setenv',
        'GIT_SSH_COMMAND',
        `ssh -o ProxyCommand='${opts.socat} - PROXY:127.0.0.1:%h:%p,proxyport=${PROXY_PORT}'`,
      );
  }
  if (opts.agentSocket) {
    a.push('--bind', opts.agentSocket, `${INNER_DIR}/agent.sock`);
    a.push('--setenv', 'SSH_AUTH_SOCK', `${INNER_DIR}/agent.sock`);
  }
  a.push('--setenv', 'TMPDIR', '/tmp', '--setenv', 'WUKONG_SANDBOX', '1');
  // HOME is read-only: package caches go to the private /tmp (per command,
  // nothing persists outside the workspace).
  a.push('--setenv', 'npm_config_cache', '/tmp/.npm-cache');
  a.push('--setenv', 'XDG_CACHE_HOME', '/tmp/.cache');
  a.push('--chdir', opts.cwd);
  const direct = typeof command !== 'string';
  a.push(
    '--',
    shell,
    '-c',
    innerScript(bridge, opts.socat, direct, opts.reportCwd === true),
  );
  a.push(SANDBOX_MARK);
  if (direct) a.push(...command);
  else a.push(command);
  return a;
}
