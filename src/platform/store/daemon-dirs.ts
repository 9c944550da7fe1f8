// daemonDirs — every folder a resident `wukong serve` of this user may keep its
// socket and secret in: $XDG_RUNTIME_DIR/wukong, <user state dir>/run,
// /run/user/<uid>/wukong
// Pos: src/platform/store, dependency-free; where the daemon may live, not
// which one it uses (hosts/daemon/socket-path.ts picks) nor whether it is safe
// (the client checks). Self-protection guards them all
import { isAbsolute, join } from 'node:path';
import { userStateDir } from './user-state-dir.js';

type Env = Record<string, string | undefined>;

/**
 * The per-user runtime folder, only when it is absolute (the XDG spec ignores a
 * relative one).
 */
export function runtimeWukongDir(env: Env = process.env): string | undefined {
  const runtime = env['XDG_RUNTIME_DIR'];
  return runtime && isAbsolute(runtime) ? join(runtime, 'wukong') : undefined;
}

export const stateRunDir = (env: Env = process.env): string =>
  join(userStateDir(env), 'run');

/**
 * `/run/user/<uid>/wukong`: the short fallback when the other places make a
 * socket path too long.
 */
export const runUserWukongDir = (): string | undefined =>
  typeof process.getuid === 'function'
    ? `/run/user/${process.getuid()}/wukong`
    : undefined;

export function daemonDirs(env: Env = process.env): string[] {
  return [runtimeWukongDir(env), stateRunDir(env), runUserWukongDir()].filter(
    (d): d is string => d !== undefined,
  );
}
