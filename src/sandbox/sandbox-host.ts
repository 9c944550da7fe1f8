// makeSandboxHost — what a host (the PreToolUse hook, the daemon) needs from
// the sandbox wing: whether it can run (cached probe), and a Bash command
// wrapped for one workspace and cwd (the hook input's `cwd`: the folder Claude
// Code's shell is in), its final `cd` carried back out, the proxy started when
// the allowlist is not empty
// Pos: src/sandbox, the seam the Claude Code hook is tested through; the
// decision when to wrap is src/hosts/claude-code/sandbox-answer.ts
import { SaidError } from '../platform/errors/said-error.js';
import { fragment } from '../../policies/vocabulary/messages/say.js';
import { existsSync, realpathSync } from 'node:fs';
import type { SandboxConfig } from '../../policies/vocabulary/sandbox-config.js';
import { userStateDir } from '../platform/store/user-state-dir.js';
import { bwrapArgv } from './bwrap-argv.js';
import type { SandboxStatus } from './detect.js';
import { sandboxStatus } from './detect.js';
import { ensureProxy } from './proxy-process.js';
import { carriedCwdCommand } from './wrap-command.js';
import { profileOf } from './workspace-profile.js';

type Env = Record<string, string | undefined>;

export interface Wrapped {
  command: string;
  /** The network the command has: the allowlist through the proxy, or none. */
  network: 'allowlist' | 'none';
  /** Why the allowlist is not reachable although configured. */
  networkProblem?: string;
}

export interface SandboxHost {
  status(): SandboxStatus;
  wrap(command: string, cwd: string): Wrapped;
}

/**
 * `bin`: dist/wukong.cjs, which starts the proxy (`wukong sandbox proxy`);
 * without it a configured allowlist cannot be served and the command has no
 * network. `statusOf`: where the status comes from (a resident daemon passes
 * one it remembers for a while instead of probing PATH and /proc per call).
 */
export function makeSandboxHost(
  workspace: string,
  config: SandboxConfig,
  env: Env = process.env,
  bin?: string,
  statusOf: () => SandboxStatus = () =>
    sandboxStatus({ env, cacheDir: userStateDir(env) }),
): SandboxHost {
  let status: SandboxStatus | undefined;
  const get = () => (status ??= statusOf());
  return {
    status: get,
    wrap(command, cwd) {
      const s = get();
      if (!s.available || !s.bwrap)
        throw new SaidError(
          fragment('error.sandbox.cannot-run', { reason: s.reason }),
        );
      const allow = config.network.allow;
      const profile = profileOf(workspace, { env, networkAllow: allow });
      let proxySocket: string | undefined;
      let networkProblem: string | undefined;
      if (allow.length) {
        if (!s.socat)
          networkProblem =
            'socat is not installed (apt-get install socat), so the allowlist cannot be bridged into the sandbox';
        else if (!bin)
          networkProblem = 'no wukong executable to start the proxy with';
        else {
          proxySocket = ensureProxy(workspace, allow, realpathSync(bin), env);
          if (!proxySocket)
            networkProblem = 'the proxy did not start within a second';
        }
      }
      const agent = env['SSH_AUTH_SOCK'];
      const argv = bwrapArgv(profile, command, {
        bwrap: s.bwrap,
        cwd,
        reportCwd: true,
        ...(proxySocket ? { proxySocket } : {}),
        ...(s.socat ? { socat: s.socat } : {}),
        ...(agent && agent.startsWith('/') && existsSync(agent)
          ? { agentSocket: agent }
          : {}),
      });
      return {
        command: carriedCwdCommand(argv),
        network: proxySocket ? 'allowlist' : 'none',
        ...(networkProblem ? { networkProblem } : {}),
      };
    },
  };
}
