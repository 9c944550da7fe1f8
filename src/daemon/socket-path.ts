// Input: node:crypto, node:os, node:path
// Output: socketPath(workspace) — where the resident `wukong serve` of a workspace listens: a private per-user folder, one socket per workspace
// Pos: src/daemon, dependency-free; short enough for the 108-byte Unix socket limit whatever the workspace path is
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function socketDir(): string {
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'u';
  return join(process.env['XDG_RUNTIME_DIR'] ?? tmpdir(), `wukong-${uid}`);
}

export function socketPath(workspace: string): string {
  return join(socketDir(), `${createHash('sha256').update(workspace).digest('hex').slice(0, 20)}.sock`);
}
