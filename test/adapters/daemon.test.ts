// Input: node:child_process, src/daemon (askDaemon, socketPath), ../e2e/cli (the built binary), test/e2e/hook-payloads
// Output: the resident `wukong serve`: hooks answered through it (as the ledger records), --status / --stop, a client of another build refused and the server gone, and a hook that finds no server answering itself and starting one
// Pos: test/adapters, the fast path's lifecycle with real processes and a real Unix socket
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { askDaemon } from '../../src/daemon/client.js';
import { socketPath } from '../../src/daemon/socket-path.js';
import { repoRoot, tempWorkspace, wukong } from '../e2e/cli.js';

const bin = join(repoRoot, 'dist', 'wukong.cjs');
const stdinFor = (ws: string) => readFileSync(join(repoRoot, 'test/e2e/hook-payloads/pre-tool-use-eye-writes.json'), 'utf8').replaceAll('__WORKSPACE__', ws);
const waitFor = async (check: () => boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};
const ledgerTypes = (ws: string) =>
  readdirSync(join(ws, '.wukong', 'ledger'))
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readFileSync(join(ws, '.wukong', 'ledger', f), 'utf8').trim().split('\n').map((l) => JSON.parse(l)));
const started: string[] = [];
afterEach(() => {
  for (const ws of started.splice(0)) wukong(['serve', '--stop', '--workspace', ws]);
});

describe('wukong serve', () => {
  it('answers hooks for its workspace, shows its status, and stops', async () => {
    const ws = tempWorkspace();
    started.push(ws);
    const server = spawn(process.execPath, [bin, 'serve', '--workspace', ws], { env: { ...process.env, NODE_EXTRA_CA_CERTS: '' }, stdio: 'ignore' });
    await waitFor(() => existsSync(socketPath(ws)));
    const r = wukong(['hook', '--event', 'PreToolUse'], { cwd: ws, stdin: stdinFor(ws), env: { CLAUDE_PROJECT_DIR: ws, WUKONG_DAEMON: 'on' } });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
    expect(ledgerTypes(ws).find((e) => e.type === 'hook.received')?.data.answeredBy).toBe('daemon');
    expect(wukong(['serve', '--status', '--workspace', ws]).stdout).toMatch(/^running: pid \d+/);
    expect(wukong(['serve', '--stop', '--workspace', ws]).code).toBe(0);
    await new Promise<void>((resolve) => server.on('exit', () => resolve()));
    expect(existsSync(socketPath(ws))).toBe(false);
    expect(wukong(['serve', '--status', '--workspace', ws]).code).toBe(1);
  });

  it('refuses a client of another build and exits, so a stale server never answers', async () => {
    const ws = tempWorkspace();
    started.push(ws);
    const server = spawn(process.execPath, [bin, 'serve', '--workspace', ws], { env: { ...process.env, NODE_EXTRA_CA_CERTS: '' }, stdio: 'ignore' });
    await waitFor(() => existsSync(socketPath(ws)));
    const answer = await askDaemon(socketPath(ws), { v: 1, build: 'some-other-build', argv: ['--version'], cwd: ws, env: {}, stdin: '' }, 3000);
    expect(answer).toMatchObject({ ok: false, reason: 'build-mismatch' });
    await new Promise<void>((resolve) => server.on('exit', () => resolve()));
    expect(existsSync(socketPath(ws))).toBe(false);
  });

  it('a hook that finds no server answers in-process and starts one', async () => {
    const ws = tempWorkspace();
    started.push(ws);
    const r = wukong(['hook', '--event', 'PreToolUse'], { cwd: ws, stdin: stdinFor(ws), env: { CLAUDE_PROJECT_DIR: ws, WUKONG_DAEMON: 'on' } });
    expect(JSON.parse(r.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
    expect(ledgerTypes(ws).find((e) => e.type === 'hook.received')?.data.answeredBy).toBe('process');
    await waitFor(() => existsSync(socketPath(ws)));
    const second = wukong(['hook', '--event', 'PreToolUse'], { cwd: ws, stdin: stdinFor(ws), env: { CLAUDE_PROJECT_DIR: ws, WUKONG_DAEMON: 'on' } });
    expect(JSON.parse(second.stdout).hookSpecificOutput.permissionDecision).toBe('deny');
    expect(ledgerTypes(ws).filter((e) => e.type === 'hook.received').map((e) => e.data.answeredBy)).toEqual(['process', 'daemon']);
  });
});
