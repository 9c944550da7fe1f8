// sandboxedSpawn, sandboxArgv — run one bash command inside the workspace's
// sandbox (bubblewrap, the profile of profileOf, the allowlisting proxy for the
// run's lifetime when the allowlist is not empty) and collect its output; what
// `wukong/sandbox` exports to embedded runners and LoopRuntime runs VerifyPlans
// through
// Pos: src/sandbox, the wing's process start (fitness CHILD_PROCESS_ALLOWED);
// an unavailable sandbox is an error naming why, never a silent bare run
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bwrapArgv } from './bwrap-argv.js';
import { sandboxStatus } from './detect.js';
import type { SandboxProfile } from './profile.js';
import { startProxy } from './proxy.js';
import { profileOf } from './workspace-profile.js';

type Env = Record<string, string | undefined>;

export interface SandboxedSpawnOptions {
  workspace: string;
  /** Default: the workspace. */
  cwd?: string;
  env?: Env;
  /** `sandbox.network.allow`; empty or absent: no network at all. */
  networkAllow?: readonly string[];
  /** A profile built elsewhere (default: profileOf(workspace)). */
  profile?: SandboxProfile;
  timeoutMs?: number;
  /** Bytes of stdout and stderr kept each (default 1 MiB). */
  maxOutput?: number;
}

export interface SandboxedRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export class SandboxUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`the sandbox cannot run here: ${reason}`);
    this.name = 'SandboxUnavailableError';
  }
}

/**
 * The argv that runs `command` (a bash line, or an argv run without a shell)
 * sandboxed, bwrap first.
 */
export function sandboxArgv(
  command: string | readonly string[],
  opts: SandboxedSpawnOptions & { proxySocket?: string },
): string[] {
  const env = opts.env ?? process.env;
  const status = sandboxStatus({ env });
  if (!status.available || !status.bwrap)
    throw new SandboxUnavailableError(status.reason);
  const profile =
    opts.profile ??
    profileOf(opts.workspace, {
      env,
      networkAllow: opts.networkAllow ?? [],
    });
  const agent = env['SSH_AUTH_SOCK'];
  return bwrapArgv(profile, command, {
    bwrap: status.bwrap,
    cwd: opts.cwd ?? profile.workspace,
    ...(opts.proxySocket ? { proxySocket: opts.proxySocket } : {}),
    ...(status.socat ? { socat: status.socat } : {}),
    ...(agent && agent.startsWith('/') && existsSync(agent)
      ? { agentSocket: agent }
      : {}),
  });
}

export async function sandboxedSpawn(
  command: string,
  opts: SandboxedSpawnOptions,
): Promise<SandboxedRun> {
  const allow = opts.networkAllow ?? opts.profile?.network.allow ?? [];
  let dir: string | undefined;
  let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
  try {
    let proxySocket: string | undefined;
    if (allow.length) {
      dir = mkdtempSync(join(tmpdir(), 'wukong-proxy-'));
      proxySocket = join(dir, 'proxy.sock');
      proxy = await startProxy({ socket: proxySocket, allow });
    }
    const argv = sandboxArgv(command, {
      ...opts,
      networkAllow: allow,
      ...(proxySocket ? { proxySocket } : {}),
    });
    const max = opts.maxOutput ?? 1024 * 1024;
    return await new Promise<SandboxedRun>((done, fail) => {
      const child = spawn(argv[0] as string, argv.slice(1), {
        env: (opts.env ?? process.env) as NodeJS.ProcessEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      let timedOut = false;
      child.stdout.on('data', (b: Buffer) => {
        if (stdout.length < max) stdout += b.toString('utf8');
      });
      child.stderr.on('data', (b: Buffer) => {
        if (stderr.length < max) stderr += b.toString('utf8');
      });
      const timer = opts.timeoutMs
        ? setTimeout(() => {
            timedOut = true;
            child.kill('SIGKILL');
          }, opts.timeoutMs)
        : undefined;
      child.on('error', fail);
      child.on('close', (code, signal) => {
        if (timer) clearTimeout(timer);
        done({ code, signal, stdout, stderr, timedOut });
      });
    });
  } finally {
    proxy?.closeAllConnections();
    await new Promise<void>((r) => (proxy ? proxy.close(() => r()) : r()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}
