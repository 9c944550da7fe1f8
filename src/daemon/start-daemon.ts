// Input: node:child_process, node:fs, ./socket-path
// Output: startDaemon — launch `wukong serve` for a workspace in the background, at most once per few seconds (a marker file guards against eight parallel hooks each starting one)
// Pos: src/daemon, called after a hook answered in-process because no server did; the server itself decides whether one already runs
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs';
import { socketDir, socketPath } from './socket-path.js';

const STARTING_TTL_MS = 10_000;

export function startDaemon(workspace: string, bin: string): boolean {
  mkdirSync(socketDir(), { recursive: true, mode: 0o700 });
  const marker = `${socketPath(workspace)}.starting`;
  try {
    const age = Date.now() - statSync(marker).mtimeMs;
    if (age < STARTING_TTL_MS) return false;
    rmSync(marker, { force: true });
  } catch {
    // no marker: nobody is starting one
  }
  try {
    closeSync(openSync(marker, 'wx'));
  } catch {
    return false;
  }
  const child = spawn(process.execPath, [bin, 'serve', '--workspace', workspace], { detached: true, stdio: 'ignore', env: { ...process.env, WUKONG_DAEMON: 'off' } });
  child.unref();
  return true;
}
