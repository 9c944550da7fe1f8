// The per-user ledger key (32 random bytes in <userStateDir>/ledger.key, mode
// 0600, in a 0700 folder) and the MACs made with it
// Pos: src/platform/ledger, the only code that reads or creates the key; it
// never copies it, prints it or writes it into a workspace. Where the head
// lives is ledger-anchor.ts's business
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  lstatSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir } from '../store/user-state-dir.js';

export const KEY_FILE = 'ledger.key';
const KEY_BYTES = 32;

export interface LedgerKey {
  readonly bytes: Buffer;
  /**
   * A short public name of the key (sha256 of it, 16 hex digits): tells two
   * keys apart, reveals nothing of either.
   */
  readonly id: string;
}

/**
 * A key file that exists but must not be trusted (wrong owner, readable by
 * others, wrong size, a symlink).
 */
export class LedgerKeyError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`ledger key ${path}: ${problem}`);
    this.name = 'LedgerKeyError';
  }
}

const errno = (error: unknown) => (error as NodeJS.ErrnoException).code;

const keyOf = (bytes: Buffer): LedgerKey => ({
  bytes,
  id: createHash('sha256')
    .update('wukong.ledger.key-id\n')
    .update(bytes)
    .digest('hex')
    .slice(0, 16),
});

/**
 * The key at `path`, or undefined when there is none. Refuses (LedgerKeyError)
 * a key anyone but this user could read or replace: whoever reads it can forge
 * entries, whoever replaces it can make every entry look forged.
 */
export function readLedgerKey(path: string): LedgerKey | undefined {
  let stat;
  try {
    stat = lstatSync(path);
  } catch (error) {
    if (errno(error) === 'ENOENT') return undefined;
    throw new LedgerKeyError(
      path,
      `cannot be read (${(error as Error).message})`,
    );
  }
  if (!stat.isFile())
    throw new LedgerKeyError(
      path,
      `is not a regular file (${stat.isSymbolicLink() ? 'a symlink' : 'another kind'})`,
    );
  const uid =
    typeof process.getuid === 'function' ? process.getuid() : undefined;
  if (uid !== undefined && stat.uid !== uid)
    throw new LedgerKeyError(
      path,
      `belongs to uid ${stat.uid}, not to this user (uid ${uid})`,
    );
  if (uid !== undefined && (stat.mode & 0o077) !== 0)
    throw new LedgerKeyError(
      path,
      `has mode ${(stat.mode & 0o777).toString(8)}; it must be 600 (only its owner may read it)`,
    );
  const bytes = readFileSync(path);
  if (bytes.length !== KEY_BYTES)
    throw new LedgerKeyError(
      path,
      `holds ${bytes.length} bytes, not ${KEY_BYTES}; move it aside only if you know why it changed`,
    );
  return keyOf(bytes);
}

/**
 * The user's key, created by the first writer that finds none: 32 bytes go to a
 * temporary file opened with O_EXCL and mode 0600, which is fsynced and then
 * hard-linked to `ledger.key`. link() fails when the name exists, so of two
 * first writers exactly one wins and the other reads the winner's key; nobody
 * ever reads a half-written key.
 */
export function loadOrCreateLedgerKey(userDir: string): LedgerKey {
  const path = join(userDir, KEY_FILE);
  ensurePrivateDir(userDir);
  const existing = readLedgerKey(path);
  if (existing) return existing;
  const tmp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(tmp, 'wx', 0o600);
  try {
    try {
      writeSync(fd, randomBytes(KEY_BYTES));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    linkSync(tmp, path);
  } catch (error) {
    if (errno(error) !== 'EEXIST') throw error;
  } finally {
    try {
      unlinkSync(tmp);
    } catch {
      // already gone
    }
  }
  try {
    const dirFd = openSync(userDir, 'r');
    fsyncSync(dirFd);
    closeSync(dirFd);
  } catch {
    // not every platform fsyncs folders; the link itself is atomic
  }
  const key = readLedgerKey(path);
  if (!key)
    throw new LedgerKeyError(path, 'vanished right after it was created');
  return key;
}

/**
 * An entry's MAC: HMAC-SHA256 over its hash (which covers every other field),
 * domain-separated from the head's.
 */
export const entryMac = (key: LedgerKey, hash: string) =>
  createHmac('sha256', key.bytes)
    .update(`wukong.ledger.entry.v1\n${hash}`)
    .digest('hex');

/** The head file's MAC, over the canonical JSON of every other field of it. */
export const headMac = (key: LedgerKey, canonicalHead: string) =>
  createHmac('sha256', key.bytes)
    .update(`wukong.ledger.head.v1\n${canonicalHead}`)
    .digest('hex');
