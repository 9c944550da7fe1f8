// startDaemon — launch `wukong serve` for a workspace in the background, at
// most once per few seconds (a marker file in the private folder keeps eight
// parallel hooks from starting eight), only when the private folder is safe
// Pos: src/hosts/daemon, called after a hook answered in-process because no
// server did (none, a stale socket left by a killed one, a server of another
// build); the server itself decides whether one already answers and exits if so
import { spawn } from 'node:child_process';
import { closeSync, openSync, rmSync, statSync } from 'node:fs';
import { ensurePrivateDir } from '../../platform/store/user-state-dir.js';
import { startingPath } from './server.js';
import { daemonPlace } from './socket-path.js';

const STARTING_TTL_MS = 10_000;

/**
 * Variables that describe one hook's own run and must not stick to a server it
 * starts.
 */
const HOOK_ONLY_ENV = ['WUKONG_DAEMON_REFUSED', 'WUKONG_SERVED'];

export function startDaemon(
  workspace: string,
  bin: string,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const place = daemonPlace(workspace, env);
  if ('problem' in place) return false;
  try {
    ensurePrivateDir(place.dir);
  } catch {
    return false; // a folder someone else owns or can write: no server there (the hook has recorded why)
  }
  const marker = startingPath(place.socket);
  try {
    const age = Date.now() - statSync(marker).mtimeMs;
    if (age < STARTING_TTL_MS) return false;
    rmSync(marker, { force: true });
  } catch {
    // no marker: nobody is starting one
  }
  try {
    closeSync(openSync(marker, 'wx', 0o600));
  } catch {
    return false;
  }
  const childEnv: NodeJS.ProcessEnv = { ...env, WUKONG_DAEMON: 'off' };
  for (const key of HOOK_ONLY_ENV) delete childEnv[key];
  const child = spawn(
    process.execPath,
    [bin, 'serve', '--workspace', workspace],
    { detached: true, stdio: 'ignore', env: childEnv },
  );
  child.unref();
  return true;
}
