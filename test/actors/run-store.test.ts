// RunStore.update on real files: the first update writes the session's state,
// one that changes nothing leaves the file as it was (no rewrite, no fsync),
// one that changes something writes it
// Pos: test/actors, a temp workspace and the real file lock; nothing faked
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RunStore } from '../../src/actors/run-store.js';
import { withLock } from '../../src/platform/store/file-lock.js';

describe('RunStore.update', () => {
  it('writes only when the state changed', () => {
    const ws = mkdtempSync(join(tmpdir(), 'wukong-runs-'));
    const runs = new RunStore(ws, (path, fn) => withLock(path, fn as never));
    const file = join(runs.dir('s1'), 'state.json');
    const t = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));

    expect(
      runs.update('s1', t(1), () => 'nothing changed, but the session is new'),
    ).toBe('nothing changed, but the session is new');
    const first = { ino: statSync(file).ino, text: readFileSync(file, 'utf8') };
    expect(JSON.parse(first.text)).toMatchObject({
      startedAt: t(1).toISOString(),
      updatedAt: t(1).toISOString(),
    });

    expect(runs.update('s1', t(2), (state) => state.counters.toolCalls)).toBe(
      0,
    );
    expect({
      ino: statSync(file).ino,
      text: readFileSync(file, 'utf8'),
    }).toEqual(first);

    runs.update('s1', t(3), (state) => {
      state.counters.toolCalls++;
    });
    const third = JSON.parse(readFileSync(file, 'utf8'));
    expect(statSync(file).ino).not.toBe(first.ino);
    expect(third).toMatchObject({
      startedAt: t(1).toISOString(),
      updatedAt: t(3).toISOString(),
      counters: { toolCalls: 1 },
    });
  });
});
