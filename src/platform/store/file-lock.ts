// withLock(path, fn, options) — a synchronous cross-process lock on a lock
// file; acquireLock, LockTimeoutError, readLockHolder
// Pos: src/platform/store, mutual exclusion between short-lived processes
// (Claude Code hooks, up to 8 at once) for the ledger and state files;
// exclusive create of the lock file, stale recovery (dead pid or too old),
// bounded wait. Not a reader-writer lock
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname, resolve } from 'node:path';
import { readRegularText } from './regular-file.js';

export interface LockOptions {
  /**
   * How long to wait for a lock another process holds before giving up (default
   * 10 s).
   */
  timeoutMs?: number;
  /**
   * A lock held longer than this is stale even if its holder still runs
   * (default 30 s). Keep it above the longest hold.
   */
  staleMs?: number;
}

/** What a lock file says about its holder. */
export interface LockHolder {
  pid: number;
  host: string;
  token: string;
  /** Epoch milliseconds when the lock was taken. */
  acquiredAt: number;
}

export class LockTimeoutError extends Error {
  constructor(
    readonly lockPath: string,
    readonly waitedMs: number,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder
      ? `held by pid ${holder.pid} on ${holder.host} since ${new Date(holder.acquiredAt).toISOString()}`
      : 'its holder is unknown (the lock file is empty or unreadable)';
    super(
      `could not take the lock ${lockPath} within ${waitedMs} ms: ${who}. ` +
        'If that process is gone the lock is recovered automatically; if it hangs, stop it or delete the lock file.',
    );
    this.name = 'LockTimeoutError';
  }
}

export interface LockHandle {
  readonly path: string;
  readonly token: string;
  /**
   * Removes the lock file if it is still ours; false when another process took
   * it over as stale meanwhile.
   */
  release(): boolean;
}

const DEFAULTS = { timeoutMs: 10_000, staleMs: 30_000 };
/**
 * Slack for the time between a holder's clock reading and a taker's (same
 * machine, but not the same instant).
 */
const STALE_MARGIN_MS = 1_000;
/**
 * Waiters poll at most this far apart: the lock is held for well under a
 * millisecond on the ledger's path.
 */
const MAX_POLL_MS = 4;
/** How often a waiter re-reads the lock file to judge whether it is stale. */
const JUDGE_EVERY_MS = 10;
const HOST = hostname();
const SLEEPER = new Int32Array(new SharedArrayBuffer(4));
/**
 * Locks this process holds, so a nested withLock on the same file runs instead
 * of waiting for itself.
 */
const held = new Map<string, { token: string; depth: number }>();

const sleep = (ms: number) => Atomics.wait(SLEEPER, 0, 0, ms);

function errno(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/**
 * The holder a lock file names, or undefined when it is gone, empty or
 * unreadable.
 */
export function readLockHolder(path: string): LockHolder | undefined {
  let text: string;
  try {
    // Lock files sit in the workspace: a FIFO planted as one is refused
    // (thrown), never waited on.
    text = readRegularText(path, 64 * 1024);
  } catch (error) {
    if (errno(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (
      typeof value.pid === 'number' &&
      typeof value.host === 'string' &&
      typeof value.token === 'string' &&
      typeof value.acquiredAt === 'number'
    ) {
      return value as LockHolder;
    }
  } catch {
    // A holder dies or is still writing between create and write: judged by the file's age instead.
  }
  return undefined;
}

/**
 * Whether a process runs (zombies count as gone: they hold nothing any more).
 */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return errno(error) === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return (
      stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
    );
  } catch {
    return true; // no /proc (macOS): kill(0) succeeding is all we know
  }
}

interface Verdict {
  stale: boolean;
  holder: LockHolder | undefined;
}

function judge(path: string, staleMs: number): Verdict | 'gone' {
  const holder = readLockHolder(path);
  let takenAt = holder?.acquiredAt;
  if (takenAt === undefined) {
    try {
      takenAt = statSync(path).mtimeMs;
    } catch (error) {
      if (errno(error) === 'ENOENT') return 'gone';
      throw error;
    }
  }
  if (
    holder &&
    holder.host === HOST &&
    holder.pid !== process.pid &&
    !processAlive(holder.pid)
  ) {
    return { stale: true, holder };
  }
  return { stale: Date.now() - takenAt > staleMs, holder };
}

function createExclusive(path: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if (errno(error) === 'EEXIST') return false;
    if (errno(error) === 'ENOENT') {
      mkdirSync(dirname(path), { recursive: true });
      return createExclusive(path, holder);
    }
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
  } catch (error) {
    closeSync(fd);
    unlinkSync(path);
    throw error;
  }
  closeSync(fd);
  return true;
}

/**
 * Every removal of a lock file another process might have replaced meanwhile (a
 * stale one, or one held past staleMs) happens under its guard file, after
 * re-reading the token: without it, two processes that both judged one lock
 * stale could each delete it, the second deleting the fresh lock the first had
 * just created. The guard is held for a few system calls only.
 */
function underGuard<T>(
  lockPath: string,
  deadline: number,
  staleMs: number,
  fn: () => T,
): T {
  const guard = `${lockPath}.guard`;
  const me: LockHolder = {
    pid: process.pid,
    host: HOST,
    token: randomUUID(),
    acquiredAt: Date.now(),
  };
  const started = Date.now();
  let delay = 0.05;
  while (!createExclusive(guard, me)) {
    const verdict = judge(guard, Math.min(staleMs, 5_000));
    if (verdict !== 'gone' && verdict.stale) {
      removeStaleGuard(guard);
      continue;
    }
    if (Date.now() > deadline)
      throw new LockTimeoutError(
        guard,
        Date.now() - started,
        verdict === 'gone' ? undefined : verdict.holder,
      );
    sleep(delay);
    delay = Math.min(delay * 2, 5);
  }
  try {
    return fn();
  } finally {
    unlinkIfOurs(guard, me.token);
  }
}

/**
 * A guard left by a process that died inside it: moved aside, and put back if
 * it turned out to be a live one.
 */
function removeStaleGuard(guard: string): void {
  const before = readLockHolder(guard);
  const aside = `${guard}.${randomUUID()}.stale`;
  try {
    renameSync(guard, aside);
  } catch (error) {
    if (errno(error) === 'ENOENT') return;
    throw error;
  }
  const moved = readLockHolder(aside);
  if (
    before !== undefined &&
    moved !== undefined &&
    moved.token !== before.token
  ) {
    try {
      linkSync(aside, guard);
    } catch (error) {
      if (errno(error) !== 'EEXIST') throw error;
    }
  }
  unlinkSync(aside);
}

function unlinkIfOurs(path: string, token: string): boolean {
  if (readLockHolder(path)?.token !== token) return false;
  unlinkSync(path);
  return true;
}

/**
 * Takes the lock or throws LockTimeoutError; the caller must release() it
 * (withLock does).
 */
export function acquireLock(
  lockPath: string,
  options: LockOptions = {},
): LockHandle {
  const path = resolve(lockPath);
  const { timeoutMs, staleMs } = { ...DEFAULTS, ...options };
  const started = Date.now();
  const deadline = started + timeoutMs;
  const me: LockHolder = {
    pid: process.pid,
    host: HOST,
    token: randomUUID(),
    acquiredAt: started,
  };
  let delay = 0.05;
  let judgedAt = 0;
  let holder: LockHolder | undefined;
  for (;;) {
    me.acquiredAt = Date.now();
    if (createExclusive(path, me)) break;
    if (Date.now() - judgedAt >= JUDGE_EVERY_MS) {
      judgedAt = Date.now();
      const verdict = judge(path, staleMs);
      if (verdict === 'gone') continue;
      holder = verdict.holder;
      if (verdict.stale) {
        underGuard(path, deadline, staleMs, () => {
          // Remove only the lock judged stale: if it changed meanwhile, someone
          // else recovered it and holds a fresh one.
          const again = judge(path, staleMs);
          if (
            again !== 'gone' &&
            again.stale &&
            again.holder?.token === verdict.holder?.token
          ) {
            try {
              unlinkSync(path);
            } catch (error) {
              if (errno(error) !== 'ENOENT') throw error;
            }
          }
        });
        continue;
      }
    }
    if (Date.now() >= deadline)
      throw new LockTimeoutError(
        path,
        Date.now() - started,
        holder ?? readLockHolder(path),
      );
    sleep(
      Math.min(
        delay * (0.5 + Math.random()),
        Math.max(0, deadline - Date.now()),
      ),
    );
    delay = Math.min(delay * 2, MAX_POLL_MS);
  }
  const token = me.token;
  const takenAt = me.acquiredAt;
  return {
    path,
    token,
    release: () => {
      // Nobody may take over a lock younger than staleMs whose holder lives, so
      // it is still ours: a plain unlink. After that, a stale-taker may have
      // replaced it; then the token is checked under the guard, like every
      // other removal.
      if (Date.now() - takenAt < staleMs - STALE_MARGIN_MS) {
        unlinkSync(path);
        return true;
      }
      return underGuard(path, Date.now() + timeoutMs, staleMs, () =>
        unlinkIfOurs(path, token),
      );
    },
  };
}

/**
 * Runs `fn` while holding the lock file at `lockPath`, then releases it, also
 * when `fn` throws. Synchronous: `fn` must not return a promise (the lock would
 * be gone before it settles). Nested calls on the same path in one process run
 * directly. A holder killed mid-way leaves its lock behind; the next taker
 * recovers it once the holder's pid is dead (same host) or the lock is older
 * than `staleMs`.
 */
export function withLock<T>(
  lockPath: string,
  fn: () => T extends PromiseLike<unknown> ? never : T,
  options: LockOptions = {},
): T {
  const path = resolve(lockPath);
  const mine = held.get(path);
  if (mine) {
    mine.depth += 1;
    try {
      return fn();
    } finally {
      mine.depth -= 1;
    }
  }
  const handle = acquireLock(path, options);
  held.set(path, { token: handle.token, depth: 1 });
  try {
    return fn();
  } finally {
    held.delete(path);
    if (!handle.release()) {
      process.emitWarning(
        `lock ${path} was taken over as stale while this process held it; raise staleMs above the longest hold`,
      );
    }
  }
}
