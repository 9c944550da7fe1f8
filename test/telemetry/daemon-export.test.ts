// The built daemon exports for real: `dist/wukong.cjs serve` with
// OTEL_EXPORTER_OTLP_ENDPOINT in its environment ships a hook's span and
// ledger records to a loopback receiver (the SDK loads inside the ES module
// bundle, its lazy require() calls included), and the hook process itself
// never loads @opentelemetry
// Pos: test/telemetry; the built bundle as subprocesses (`npm test` builds
// first), HOME and the state folder in temporary folders
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { socketPath } from '../../src/hosts/daemon/socket-path.js';
import { repoRoot, tempWorkspace } from '../e2e/cli.js';
import { signals, startReceiver } from './otlp-receiver.js';

const bin = join(repoRoot, 'dist', 'wukong.cjs');
const ws = tempWorkspace();
spawnSync('git', ['init', '-q'], { cwd: ws });
const env = {
  PATH: process.env['PATH'] ?? '',
  HOME: mkdtempSync(join(tmpdir(), 'wukong-otel-e2e-home-')),
  XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'wukong-otel-e2e-state-')),
  XDG_RUNTIME_DIR: '',
  CLAUDE_PROJECT_DIR: ws,
};
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

describe('the built daemon', () => {
  it('exports a hook it answers; the hook process loads no OpenTelemetry', async () => {
    const receiver = await startReceiver();
    cleanups.push(receiver.stop);
    const server = spawn(process.execPath, [bin, 'serve', '--workspace', ws], {
      env: { ...env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let log = '';
    server.stderr.on('data', (d) => (log += d));
    cleanups.push(
      () =>
        new Promise((r) =>
          server.exitCode !== null
            ? r(undefined)
            : (server.once('exit', r), server.kill('SIGTERM')),
        ),
    );
    const pid = `${socketPath(ws, env)}.pid`;
    for (let i = 0; i < 1000 && !existsSync(pid); i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(log).toContain('telemetry on');
    const hook = spawnSync(
      process.execPath,
      [
        '--require',
        join(repoRoot, 'test/telemetry/no-otel-preload.cjs'),
        bin,
        'hook',
        '--event',
        'PreToolUse',
      ],
      {
        env,
        cwd: ws,
        encoding: 'utf8',
        input: JSON.stringify({
          session_id: 'e2e',
          cwd: ws,
          hook_event_name: 'PreToolUse',
          tool_name: 'Bash',
          tool_input: { command: 'rm -rf /' },
          tool_use_id: 'e2e-1',
        }),
      },
    );
    expect(hook.stdout).toContain('"permissionDecision":"deny"');
    expect(hook.stderr).not.toContain('@opentelemetry loaded');
    // Nor could it: neither the launcher nor the hook bundle holds any.
    for (const file of ['wukong.cjs', 'hook.cjs'])
      expect(readFileSync(join(repoRoot, 'dist', file), 'utf8')).not.toContain(
        'opentelemetry',
      );
    const ledger = readFileSync(
      join(
        ws,
        '.wukong/ledger',
        `${new Date().toISOString().slice(0, 10)}.jsonl`,
      ),
      'utf8',
    );
    expect(ledger).toContain('"answeredBy":"daemon"');
    for (let i = 0; i < 500; i++) {
      const { spans, logs } = signals(receiver.received);
      if (spans.length > 0 && logs.length > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const { spans, logs } = signals(receiver.received);
    expect(log).not.toContain('did not load');
    const span = spans.find(
      (s) => s.attributes['gen_ai.tool.call.id'] === 'e2e-1',
    );
    expect(span?.attributes['wukong.decision']).toBe('deny');
    expect(logs.length).toBeGreaterThan(0);
  });
});
