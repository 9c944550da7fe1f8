// startServer / stopServer — a `wukong serve` for one workspace, started from
// dist/ and awaited until its pid file is there (it listens by then), and
// stopped with SIGTERM; shared by the hook and telemetry benches
// Pos: scripts, a helper of bench-hook.mjs and bench-telemetry.mjs; not a bench
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** `pidFile`: where this workspace's server writes its pid (lib.socketPath). */
export async function startServer({ root, dir, env, pidFile }) {
  const server = spawn(
    process.execPath,
    [join(root, 'dist/wukong.cjs'), 'serve', '--workspace', dir],
    { env, stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && !existsSync(pidFile))
    await new Promise((r) => setTimeout(r, 20));
  if (!existsSync(pidFile)) throw new Error('wukong serve did not start');
  return server;
}

export const stopServer = (server) =>
  new Promise((resolve) =>
    server.exitCode !== null
      ? resolve()
      : (server.once('exit', resolve), server.kill('SIGTERM')),
  );
