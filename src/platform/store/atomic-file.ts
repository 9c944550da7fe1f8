// writeFileAtomic (temp file + fsync + rename: a reader sees the old file or
// the new one, never half; mode and fsync adjustable) and readTextIfExists (a
// regular file only, read without blocking, at most 64 MiB)
// Pos: src/platform/store, the only way Wukong replaces a file; appending (the
// ledger) and locking live beside it, not here
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { readRegularText } from './regular-file.js';

export interface AtomicWriteOptions {
  /** The new file's mode (default 0644; private state uses 0600). */
  mode?: number;
  /**
   * fsync the file and its folder (default true). Off only where a lost write
   * is detected later and harmless.
   */
  durable?: boolean;
}

export function writeFileAtomic(
  path: string,
  content: string,
  options: AtomicWriteOptions = {},
): void {
  const dir = dirname(path);
  const durable = options.durable ?? true;
  mkdirSync(dir, { recursive: true });
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx', options.mode ?? 0o644);
  try {
    writeSync(fd, content);
    if (durable) fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    unlinkSync(tmp);
    throw error;
  }
  closeSync(fd);
  renameSync(tmp, path);
  if (!durable) return;
  try {
    const dirFd = openSync(dir, 'r');
    fsyncSync(dirFd);
    closeSync(dirFd);
  } catch {
    // Directory fsync is not supported everywhere; the rename itself is already atomic.
  }
}

/**
 * State, config and archive files live in the workspace, which the agent can
 * write: a FIFO planted there must not hang a hook.
 */
const MAX_TEXT_BYTES = 64 * 1024 * 1024;

export function readTextIfExists(path: string): string | undefined {
  try {
    return readRegularText(path, MAX_TEXT_BYTES);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
