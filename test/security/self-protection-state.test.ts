// Tests that vanished state is a finding, never a silent reset: the witness in
// the user-level state records the promise the user set and the sessions whose
// run state exists; a promise deleted, emptied or replaced behind `wukong
// promise` blocks Stop (never forever) with self-protection.vanished; a run
// state deleted mid-session is recorded in the ledger and the next PreToolUse
// asks, once
// Pos: test/security, the real CLI and hook handler on temporary workspaces;
// XDG_STATE_HOME is a temporary folder
import {
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/hosts/cli/main.js';
import { PromiseStore } from '../../src/harness/promise/promise-store.js';
import { StateWitness } from '../../src/harness/promise/state-witness.js';
import { runFolder } from '../../src/actors/run-store.js';
import { hookHarness, verdict } from '../harness/hook-harness.js';

const workspace = () => {
  const ws = realpathSync(mkdtempSync(join(tmpdir(), 'wukong-vanish-')));
  writeFileSync(
    join(ws, 'package.json'),
    JSON.stringify({ name: 'x', scripts: { test: 'node -e 0' } }),
  );
  return ws;
};

async function wukong(ws: string, args: string[]) {
  let out = '';
  let err = '';
  const code = await run(args, {
    cwd: ws,
    env: { CLAUDE_PROJECT_DIR: ws },
    out: (t) => (out += t),
    err: (t) => (err += t),
    readStdin: () => '',
  });
  return { code, out, err };
}

const setPromise = (ws: string) =>
  wukong(ws, [
    'promise',
    'set',
    '--objective',
    'greet the user',
    '--ac',
    'tests pass :: npm test',
  ]);
const promisePath = (ws: string) => join(ws, '.wukong', 'promise.json');
const reason = (out: unknown) => JSON.stringify(out);

describe('the witness of the promise', () => {
  it('lives in the user-level state, records what `promise set` wrote and forgets it on `promise clear`', async () => {
    const ws = workspace();
    const witness = StateWitness.forWorkspace(ws);
    expect(
      witness.dir.startsWith(process.env['XDG_STATE_HOME'] as string),
    ).toBe(true);
    expect((await setPromise(ws)).code).toBe(0);
    const id = JSON.parse(readFileSync(promisePath(ws), 'utf8')).promise.id;
    expect(witness.read().promise?.id).toBe(id);
    expect((await wukong(ws, ['promise', 'clear'])).code).toBe(0);
    expect(witness.read().promise).toBeNull();
  });

  it('is written by a PromiseStore given one, and not by one without', () => {
    const ws = workspace();
    const witness = StateWitness.forWorkspace(ws);
    new PromiseStore(ws).set('x', ['y'], new Date());
    expect(witness.read().promise).toBeNull();
    const stored = new PromiseStore(ws, witness).set('x', ['y'], new Date());
    expect(witness.read().promise?.id).toBe(stored.promise.id);
  });
});

describe('a promise that vanished blocks Stop and says so', () => {
  it.each([
    ['deleted', (ws: string) => rmSync(promisePath(ws)), 'is missing'],
    ['emptied', (ws: string) => writeFileSync(promisePath(ws), ''), 'is empty'],
    [
      'garbled',
      (ws: string) => writeFileSync(promisePath(ws), '{"v":1'),
      'is not JSON',
    ],
    [
      'replaced',
      (ws: string) => {
        const stored = JSON.parse(readFileSync(promisePath(ws), 'utf8'));
        stored.promise.id = '00000000-0000-4000-8000-000000000000';
        writeFileSync(promisePath(ws), JSON.stringify(stored));
      },
      'holds another promise',
    ],
  ])('%s', async (_how, tamper, words) => {
    const ws = workspace();
    await setPromise(ws);
    const h = hookHarness(ws);
    await h.send('UserPromptSubmit', { prompt: 'go' });
    tamper(ws);
    const out = await h.send('Stop', { stop_hook_active: false });
    expect(out?.decision, reason(out)).toBe('block');
    expect(out?.reason).toContain('self-protection.vanished');
    expect(out?.reason).toContain(words);
    expect(out?.reason).toContain('wukong promise set');
    const entry = h.ledger().find((e) => e.type === 'self-protection.vanished');
    expect(entry?.data).toMatchObject({
      what: 'promise',
      path: '.wukong/promise.json',
    });
  });

  it('is never a trap: after hooks.stopBlockLimit blocks the stop goes through, still saying what vanished', async () => {
    const ws = workspace();
    await setPromise(ws);
    const h = hookHarness(ws, { hooks: { stopBlockLimit: 2 } });
    rmSync(promisePath(ws));
    expect((await h.send('Stop', { stop_hook_active: false }))?.decision).toBe(
      'block',
    );
    expect((await h.send('Stop', { stop_hook_active: true }))?.decision).toBe(
      'block',
    );
    const last = await h.send('Stop', { stop_hook_active: true });
    expect(last?.decision).toBeUndefined();
    expect(last?.systemMessage).toContain('vanished');
  });

  it('is no finding when the user cleared it, or never set one', async () => {
    const ws = workspace();
    await setPromise(ws);
    await wukong(ws, ['promise', 'clear']);
    const h = hookHarness(ws);
    expect(await h.send('Stop', { stop_hook_active: false })).toBeNull();
    const fresh = workspace();
    expect(
      await hookHarness(fresh).send('Stop', { stop_hook_active: false }),
    ).toBeNull();
    expect(h.ledger().some((e) => e.type === 'self-protection.vanished')).toBe(
      false,
    );
  });
});

describe('a run state that vanished mid-session', () => {
  it('is recorded in the ledger and the next PreToolUse asks, once', async () => {
    const ws = workspace();
    const h = hookHarness(ws);
    await h.send('UserPromptSubmit', { prompt: 'go' });
    const state = join(
      ws,
      '.wukong',
      'runs',
      runFolder(h.session),
      'state.json',
    );
    expect(StateWitness.forWorkspace(ws).hasSeen(runFolder(h.session))).toBe(
      true,
    );
    expect(verdict(await h.pre('Bash', { command: 'ls' }))).not.toBe('ask');
    rmSync(state);
    const asked = await h.pre('Bash', { command: 'ls' });
    expect(verdict(asked)).toBe('ask');
    expect(asked?.hookSpecificOutput?.permissionDecisionReason).toContain(
      `.wukong/runs/${runFolder(h.session)}/state.json`,
    );
    expect(
      h.ledger().find((e) => e.type === 'self-protection.vanished')?.data,
    ).toMatchObject({ how: 'missing' });
    expect(verdict(await h.pre('Bash', { command: 'ls' }))).not.toBe('ask');
  });

  it('counts an emptied run state as vanished too', async () => {
    const ws = workspace();
    const h = hookHarness(ws);
    await h.send('UserPromptSubmit', { prompt: 'go' });
    writeFileSync(
      join(ws, '.wukong', 'runs', runFolder(h.session), 'state.json'),
      '',
    );
    // The emptied file cannot be read: the hook fails closed, and the loss is
    // on record.
    await expect(h.pre('Bash', { command: 'ls' })).rejects.toThrow();
    expect(
      h.ledger().find((e) => e.type === 'self-protection.vanished')?.data,
    ).toMatchObject({ how: 'empty' });
  });
});
