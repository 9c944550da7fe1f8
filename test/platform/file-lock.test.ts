// tests of the cross-process lock: mutual exclusion over 8 processes, waiting
// then succeeding, timing out with a clear message, recovery of a lock whose
// holder was killed or is too old, re-entry, release on throw
// Pos: test/platform; real processes and real lock files, nothing faked
import {
  existsSync,
  readFileSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LockTimeoutError,
  acquireLock,
  readLockHolder,
  withLock,
} from '../../src/platform/store/file-lock.js';
import { fixture, startNode, tempDir } from './processes.js';

describe('withLock across processes', () => {
  it('gives 8 processes incrementing one plain counter file 200 times each mutual exclusion: 1600, nothing lost', async () => {
    const dir = tempDir();
    const counter = join(dir, 'counter');
    writeFileSync(counter, '0');
    const go = join(dir, 'go');
    const writers = Array.from({ length: 8 }, () =>
      startNode(fixture('counter-writer.mjs'), [
        join(dir, 'counter.lock'),
        counter,
        '200',
        go,
      ]),
    );
    writeFileSync(go, '');
    const results = await Promise.all(writers.map((w) => w.exit));
    expect(results.map((r) => r.stderr)).toEqual(Array(8).fill(''));
    expect(results.map((r) => r.code)).toEqual(Array(8).fill(0));
    expect(readFileSync(counter, 'utf8')).toBe('1600');
    expect(readdirSync(dir).sort()).toEqual(['counter', 'go']);
  });

  it('makes a second taker wait while another process holds the lock, then run once it is released', async () => {
    const dir = tempDir();
    const lock = join(dir, 'state.lock');
    const marker = join(dir, 'released');
    const holder = startNode(fixture('lock-holder.mjs'), [lock, '400', marker]);
    await holder.line('held');
    const ranAfterRelease = withLock(lock, () => existsSync(marker), {
      timeoutMs: 20_000,
    });
    expect(ranAfterRelease).toBe(true);
    expect((await holder.exit).code).toBe(0);
    expect(existsSync(lock)).toBe(false);
  });

  it('gives up after the timeout with an error naming the lock file and its living holder; recovers it once the holder is killed', async () => {
    const dir = tempDir();
    const lock = join(dir, 'state.lock');
    const holder = startNode(fixture('lock-holder.mjs'), [lock, 'forever']);
    const pid = Number((await holder.line('held')).split(' ')[1]);
    let failure: unknown;
    try {
      withLock(lock, () => 'never', { timeoutMs: 250 });
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(LockTimeoutError);
    expect((failure as Error).message).toContain(
      `could not take the lock ${lock} within`,
    );
    expect((failure as Error).message).toContain(
      `held by pid ${pid} on ${hostname()}`,
    );
    expect((failure as LockTimeoutError).holder?.pid).toBe(pid);

    holder.child.kill('SIGKILL');
    expect((await holder.exit).signal).toBe('SIGKILL');
    expect(readLockHolder(lock)?.pid).toBe(pid); // the dead holder's lock is still there…
    expect(
      withLock(lock, () => readLockHolder(lock)?.pid, { timeoutMs: 2_000 }),
    ).toBe(process.pid); // …and recovered at once
    expect(existsSync(lock)).toBe(false);
  });

  it('recovers a lock older than staleMs even when its holder lives, and waits on a young one', () => {
    const dir = tempDir();
    const lock = join(dir, 'old.lock');
    const alive = process.ppid;
    writeFileSync(
      lock,
      JSON.stringify({
        pid: alive,
        host: hostname(),
        token: 'old',
        acquiredAt: Date.now() - 60_000,
      }),
    );
    expect(
      withLock(lock, () => 'ran', { staleMs: 30_000, timeoutMs: 1_000 }),
    ).toBe('ran');
    writeFileSync(
      lock,
      JSON.stringify({
        pid: alive,
        host: hostname(),
        token: 'young',
        acquiredAt: Date.now(),
      }),
    );
    expect(() =>
      withLock(lock, () => 'ran', { staleMs: 30_000, timeoutMs: 150 }),
    ).toThrow(LockTimeoutError);
    expect(readLockHolder(lock)?.token).toBe('young');
  });

  it('judges an empty lock file (a holder killed between create and write) by its age', () => {
    const dir = tempDir();
    const lock = join(dir, 'empty.lock');
    writeFileSync(lock, '');
    expect(() =>
      withLock(lock, () => 'ran', { staleMs: 5_000, timeoutMs: 150 }),
    ).toThrow(/its holder is unknown/);
    const old = new Date(Date.now() - 10_000);
    utimesSync(lock, old, old);
    expect(
      withLock(lock, () => 'ran', { staleMs: 5_000, timeoutMs: 1_000 }),
    ).toBe('ran');
  });
});

describe('withLock in one process', () => {
  it('runs nested calls on the same lock directly, releases after a throw, and creates the lock folder', () => {
    const dir = tempDir();
    const lock = join(dir, 'deep', 'er', 'x.lock');
    const inner = withLock(lock, () =>
      withLock(lock, () => readLockHolder(lock)?.pid),
    );
    expect(inner).toBe(process.pid);
    expect(existsSync(lock)).toBe(false);
    expect(() =>
      withLock(lock, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(existsSync(lock)).toBe(false);
  });

  it('release() by a holder that outlived staleMs and was taken over reports it, and leaves the new holder alone', () => {
    const dir = tempDir();
    const lock = join(dir, 'x.lock');
    const handle = acquireLock(lock, { staleMs: 1_000 }); // within 1 s of staleMs, release checks the token
    writeFileSync(
      lock,
      JSON.stringify({
        pid: process.ppid,
        host: hostname(),
        token: 'someone-else',
        acquiredAt: Date.now(),
      }),
    );
    expect(handle.release()).toBe(false);
    expect(readLockHolder(lock)?.token).toBe('someone-else');
  });
});
