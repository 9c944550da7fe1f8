// Tests that a session's persisted actors written by machines of another shape
// (the stop guard, the loop, the body watch) are restarted by the hooks, each
// restart recorded as machine.restarted with both fingerprints, the run state
// rewritten in the current envelope, and the ledger still replays
// Pos: test/harness, the `restart` answer of src/actors/persisted-machine.ts at
// its hook call sites; hooks run in-process on a real workspace and ledger
// (./hook-harness)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PromiseStore } from '../../src/harness/promise/promise-store.js';
import { replayLedger } from '../../src/platform/ledger/replay.js';
import { NOW, workspace } from './fixtures.js';
import { hookHarness } from './hook-harness.js';

const OLD = '0000000000000000';

describe('session actors of another machine shape', () => {
  it('are restarted by the hooks, each restart recorded with both fingerprints, and the ledger still replays', async () => {
    const ws = workspace();
    new PromiseStore(ws).set(
      'greet the user',
      ['greeting test passes :: npm test'],
      new Date(NOW.getTime() - 1000),
    );
    const h = hookHarness(ws);
    await h.send('UserPromptSubmit', { prompt: 'greet the user' });
    await h.pre('Read', { file_path: join(ws, 'package.json') });
    await h.post('Read', { file_path: join(ws, 'package.json') }, '{}');
    const blocked = await h.send('Stop', {
      stop_hook_active: false,
      last_assistant_message: 'done',
    });
    expect(blocked?.reason).toMatch(/block 1 of 3/);

    const file = join(ws, '.wukong', 'runs', h.session, 'state.json');
    const state = JSON.parse(readFileSync(file, 'utf8'));
    const keys = Object.keys(state.actors).sort();
    expect(keys).toEqual([
      'body',
      expect.stringMatching(/^loop:promise:/),
      'stop',
    ]);
    for (const key of keys) state.actors[key].fingerprint = OLD;
    writeFileSync(file, JSON.stringify(state));

    // The guard starts over: a block of the old guard is not counted again, and
    // the Stop still blocks.
    const again = await h.send('Stop', {
      stop_hook_active: true,
      last_assistant_message: 'done',
    });
    expect(again?.reason).toMatch(/block 1 of 3/);
    await h.pre('Read', { file_path: join(ws, 'package.json') });

    const restarts = h
      .ledger()
      .filter((e) => e.type === 'machine.restarted')
      .map((e) => e.data);
    expect(restarts.map((d) => d['machine']).sort()).toEqual([
      'checkpoint',
      'loop',
      'stopGuard',
    ]);
    for (const d of restarts)
      expect(d['why']).toMatch(
        new RegExp(
          `was written by a ${d['machine']} of another shape \\(fingerprint ${OLD}, this build's [0-9a-f]{16}\\)$`,
        ),
      );
    expect(restarts.find((d) => d['machine'] === 'stopGuard')).toMatchObject({
      actorId: 'stop',
    });

    const after = JSON.parse(readFileSync(file, 'utf8'));
    for (const key of keys)
      expect(after.actors[key]).toMatchObject({
        v: 1,
        machine: expect.any(String),
        fingerprint: expect.not.stringMatching(OLD),
      });
    const replay = replayLedger(join(ws, '.wukong', 'ledger'));
    expect(replay.actors.flatMap((a) => a.errors)).toEqual([]);
    expect(replay.ok).toBe(true);
  });
});
