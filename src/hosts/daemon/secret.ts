// readSecret / loadOrCreateSecret — the per-user daemon secret: 64 random bytes
// in `<private folder>/daemon.secret` (the answer key, then the request token:
// proof.ts), mode 0600, created atomically by whoever needs it first (a linked
// temp file: two creators never end up with two secrets)
// Pos: src/hosts/daemon, read by the hook client and the server, created by the
// server; a file that is not this user's own, readable by others or of another
// size is refused, never repaired
import { WordedError } from '../../platform/errors/worded-error.js';
import {
  closeSync,
  constants,
  fstatSync,
  fsyncSync,
  linkSync,
  openSync,
  readSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

export const SECRET_BYTES = 64;
export const secretPath = (dir: string) => join(dir, 'daemon.secret');

/**
 * O_NOFOLLOW: a symlink planted as the secret is refused; O_NONBLOCK: so is a
 * FIFO, without waiting on it.
 */
const FLAGS =
  constants.O_RDONLY |
  (constants.O_NOFOLLOW ?? 0) |
  (constants.O_NONBLOCK ?? 0);

/** The secret, `'missing'`, or why the file there cannot be trusted. */
export function readSecret(
  dir: string,
): Buffer | 'missing' | { problem: string } {
  const path = secretPath(dir);
  let fd: number;
  try {
    fd = openSync(path, FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'missing';
    return {
      problem: `${path} cannot be opened (${code === 'ELOOP' ? 'it is a symlink' : code})`,
    };
  }
  try {
    const stat = fstatSync(fd);
    const me =
      typeof process.getuid === 'function' ? process.getuid() : undefined;
    if (!stat.isFile()) return { problem: `${path} is not a regular file` };
    if (me !== undefined && stat.uid !== me)
      return {
        problem: `${path} belongs to uid ${stat.uid}, not to this user (uid ${me})`,
      };
    if (me !== undefined && stat.mode & 0o077)
      return {
        problem: `${path} has mode ${(stat.mode & 0o777).toString(8)}: others may read or write it (must be 600)`,
      };
    if (stat.size !== SECRET_BYTES)
      return {
        problem: `${path} holds ${stat.size} bytes, not ${SECRET_BYTES}`,
      };
    const secret = Buffer.alloc(SECRET_BYTES);
    if (readSync(fd, secret, 0, SECRET_BYTES, 0) !== SECRET_BYTES)
      return { problem: `${path} could not be read whole` };
    return secret;
  } finally {
    closeSync(fd);
  }
}

/**
 * The secret, created when there is none: written to a temp file of mode 0600
 * and linked into place, so a second creator racing this one gets EEXIST and
 * reads the winner's. `dir` must already be the private folder.
 */
export function loadOrCreateSecret(
  dir: string,
  random: (n: number) => Buffer,
): Buffer {
  const existing = readSecret(dir);
  if (Buffer.isBuffer(existing)) return existing;
  if (existing !== 'missing')
    throw new WordedError(
      `the daemon secret is unsafe: ${existing.problem}; delete it to have a new one made`,
      {
        id: 'error.daemon.secret-unsafe',
        params: { problem: existing.problem },
      },
    );
  const tmp = join(
    dir,
    `secret.${process.pid}.${random(4).toString('hex')}.tmp`,
  );
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    writeSync(fd, random(SECRET_BYTES));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, secretPath(dir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(tmp);
  }
  const made = readSecret(dir);
  if (!Buffer.isBuffer(made))
    throw new WordedError(
      `the daemon secret could not be made: ${made === 'missing' ? 'it vanished' : made.problem}`,
      {
        id: 'error.daemon.secret-not-made',
        params: {
          problem:
            made === 'missing'
              ? { id: 'error.daemon.secret-vanished' }
              : made.problem,
        },
      },
    );
  return made;
}
