// Input: node:os, node:path
// Output: socketPath(workspace) — where the resident `wukong serve` of a workspace listens: a private per-user folder, one socket per workspace
// Pos: src/daemon, dependency-free and crypto-free (loading node:crypto costs the hook's client ~3 ms); short enough for the 108-byte socket limit
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function socketDir(): string {
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'u';
  return join(process.env['XDG_RUNTIME_DIR'] ?? tmpdir(), `wukong-${uid}`);
}

/** Two FNV-1a 32-bit hashes with different offsets: a name per workspace, not a security boundary (the folder is 0700). */
function fnv(text: string, offset: number): string {
  let h = offset >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

export function socketPath(workspace: string): string {
  return join(socketDir(), `${fnv(workspace, 0x811c9dc5)}${fnv(workspace, 0x050c5d1f)}.sock`);
}
