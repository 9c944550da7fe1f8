// ensureProxy, proxySocketPath — the allowlisting proxy as a small resident
// process per workspace and allowlist (a hook lives for one call; the proxy
// must outlive it): reuse the live one, else start `wukong sandbox proxy`
// detached and wait for its socket; it exits after idle minutes
// Pos: src/sandbox, the only process start of the sandbox wing besides
// spawn.ts; the proxy itself is proxy.ts
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensurePrivateDir,
  workspaceStateDir,
} from '../platform/store/user-state-dir.js';

type Env = Record<string, string | undefined>;

/** Where the proxy for this workspace and allowlist listens. */
export function proxySocketPath(
  workspace: string,
  allow: readonly string[],
  env: Env = process.env,
): string {
  const tag = createHash('sha256')
    .update(JSON.stringify([...allow].sort()))
    .digest('hex')
    .slice(0, 12);
  return join(workspaceStateDir(workspace, env), `proxy-${tag}.sock`);
}

function alive(socket: string): boolean {
  try {
    if (!statSync(socket).isSocket()) return false;
    const pid = Number(readFileSync(`${socket}.pid`, 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) =>
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The live proxy's socket for `allow`, starting one with `bin`
 * (dist/wukong.cjs) when none runs; undefined when it could not start within a
 * second (the sandbox then has no network at all, and says so).
 */
export function ensureProxy(
  workspace: string,
  allow: readonly string[],
  bin: string,
  env: Env = process.env,
): string | undefined {
  const socket = proxySocketPath(workspace, allow, env);
  if (alive(socket)) return socket;
  try {
    ensurePrivateDir(workspaceStateDir(workspace, env));
  } catch {
    return undefined;
  }
  const child = spawn(
    process.execPath,
    [bin, 'sandbox', 'proxy', '--socket', socket, '--allow', allow.join(',')],
    { detached: true, stdio: 'ignore', env: env as NodeJS.ProcessEnv },
  );
  child.unref();
  for (let i = 0; i < 100; i++) {
    if (alive(socket)) return socket;
    sleep(10);
  }
  return undefined;
}
