// Decisions as OpenTelemetry, end to end on real parts: a loopback OTLP/HTTP
// receiver gets the spans and ledger log records of a scripted session (the
// daemon's hub, the official SDK) with the expected attributes and no raw
// secret; with the receiver stopped, 100 in-process hooks still answer and the
// spool holds their records, which the next hub ships when the receiver is
// back; `ledger verify --otlp` on what was received catches a cut and a
// re-chained workspace
// Pos: test/telemetry; hooks run in-process through the CLI's run(), HOME and
// the state folder outside the workspace
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ResidentCache } from '../../src/hosts/daemon/resident-cache.js';
import { run } from '../../src/hosts/cli/main.js';
import { spoolStatus } from '../../src/telemetry/spool.js';
import { TelemetryHub } from '../../src/telemetry/telemetry-hub.js';
import { tempWorkspace } from '../e2e/cli.js';
import { ALNUM, fakeToken } from '../security/fake-secrets.js';
import { signals, startReceiver } from './otlp-receiver.js';

const SECRET = fakeToken('ghp_', ALNUM, 36, 18);
const TOKEN = 'Bearer-collector-token-1234';
const home = mkdtempSync(join(tmpdir(), 'wukong-otel-home-'));
const state = mkdtempSync(join(tmpdir(), 'wukong-otel-state-'));
const ws = tempWorkspace();
execFileSync('git', ['init', '-q'], { cwd: ws });

const baseEnv = (url: string) => ({
  HOME: home,
  XDG_STATE_HOME: state,
  CLAUDE_PROJECT_DIR: ws,
  WUKONG_DAEMON: 'off',
  OTEL_EXPORTER_OTLP_ENDPOINT: url,
  OTEL_EXPORTER_OTLP_HEADERS: `authorization=${TOKEN}`,
  OTEL_SERVICE_NAME: 'wukong-test',
});

async function hook(
  env: Record<string, string>,
  payload: Record<string, unknown>,
  resident?: ResidentCache,
) {
  let out = '';
  const code = await run(
    ['hook', '--event', String(payload['hook_event_name'])],
    {
      cwd: ws,
      env: resident ? { ...env, WUKONG_SERVED: '1' } : env,
      out: (t) => (out += t),
      err: () => {},
      readStdin: () =>
        JSON.stringify({ session_id: 'sess-1', cwd: ws, ...payload }),
      ...(resident ? { resident, stillWanted: () => true } : {}),
    },
  );
  expect(code).toBe(0);
  return out.trim() ? JSON.parse(out) : null;
}

const pre = (command: string, id: string) => ({
  hook_event_name: 'PreToolUse',
  tool_name: 'Bash',
  tool_input: { command },
  tool_use_id: id,
});

const stops: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe('decisions as OpenTelemetry', () => {
  let otlpFile = '';

  it('ships a scripted session through the daemon: spans, ledger records, no secret', async () => {
    const receiver = await startReceiver();
    stops.push(receiver.stop);
    const env = baseEnv(receiver.url);
    const hub = new TelemetryHub(env, { delayMs: 20 });
    stops.push(() => hub.shutdown(1000));
    const resident = new ResidentCache(hub);
    await hook(
      env,
      { hook_event_name: 'SessionStart', source: 'startup' },
      resident,
    );
    const denied = await hook(env, pre('rm -rf /', 'tool-1'), resident);
    expect(denied?.hookSpecificOutput?.permissionDecision).toBe('deny');
    await hook(env, pre(`echo ${SECRET} > notes.txt`, 'tool-2'), resident);
    await hook(
      env,
      {
        hook_event_name: 'PostToolUse',
        tool_name: 'Bash',
        tool_input: { command: 'ls' },
        tool_response: { stdout: SECRET, stderr: '', interrupted: false },
        tool_use_id: 'tool-3',
      },
      resident,
    );
    await hub.flush(5000);
    const { spans, logs } = signals(receiver.received);
    const paths = new Set(receiver.received.map((r) => r.path));
    expect(paths).toEqual(new Set(['/v1/traces', '/v1/logs']));
    // The header went to the collector, never into a body.
    expect(receiver.received[0]?.headers['authorization']).toBe(TOKEN);
    const all = receiver.received.map((r) => r.body).join('\n');
    expect(all).not.toContain(SECRET);
    expect(all).not.toContain(TOKEN);
    const resource = JSON.parse(receiver.received[0]!.body);
    expect(JSON.stringify(resource)).toContain('wukong-test');

    const deny = spans.find(
      (s) => s.attributes['gen_ai.tool.call.id'] === 'tool-1',
    );
    expect(deny?.name).toBe('wukong.hook PreToolUse');
    expect(deny?.attributes).toMatchObject({
      'session.id': 'sess-1',
      'gen_ai.tool.name': 'Bash',
      'wukong.hook.event': 'PreToolUse',
      'wukong.decision': 'deny',
      'wukong.hook.answered_by': 'daemon',
    });
    expect(deny?.attributes['wukong.policy.severities']).toContain('hard-deny');
    expect(
      (deny?.attributes['wukong.policy.names'] as string[]).length,
    ).toBeGreaterThan(0);
    expect(deny?.attributes['wukong.checkpoint']).toContain('pre-tool');
    // The span's trace id is the ledger's trace id of the call.
    expect(deny?.traceId).toBe(
      String(deny?.attributes['wukong.ledger.trace_id']).replace(/-/g, ''),
    );
    // Every ledger entry as a log record, in one unbroken chain.
    const seqs = logs
      .map((l) => Number(l.attributes['wukong.ledger.seq']))
      .sort((a, b) => a - b);
    expect(seqs[0]).toBe(1);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    for (const log of logs) {
      expect(log.eventName).toBe('wukong.ledger.entry');
      expect(log.attributes['wukong.ledger.hash']).toMatch(/^[0-9a-f]{64}$/);
      expect(log.attributes['wukong.ledger.prev_hash']).toMatch(
        /^[0-9a-f]{64}$/,
      );
      expect(log.traceId).toMatch(/^[0-9a-f]{32}$/);
    }
    otlpFile = join(state, 'received.jsonl');
    writeFileSync(
      otlpFile,
      receiver.received.map((r) => r.body).join('\n') + '\n',
    );
  });

  it('ledger verify --otlp: intact, then a cut and a re-chained workspace', async () => {
    const verify = async (file: string) => {
      let out = '';
      const code = await run(['ledger', 'verify', '--otlp', file], {
        cwd: ws,
        env: {},
        out: (t) => (out += t),
        err: (t) => (out += t),
        readStdin: () => '',
      });
      return { code, out };
    };
    const intact = await verify(otlpFile);
    expect(intact.out).toContain('intact');
    expect(intact.code).toBe(0);

    const lines = (await import('node:fs'))
      .readFileSync(otlpFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const logLines = lines.filter((l) => l.resourceLogs);
    const records = () =>
      logLines.flatMap((l) =>
        l.resourceLogs.flatMap(
          (r: { scopeLogs: Array<{ logRecords: unknown[] }> }) =>
            r.scopeLogs.flatMap((s) => s.logRecords),
        ),
      ) as Array<{
        attributes: Array<{
          key: string;
          value: { intValue?: number | string; stringValue?: string };
        }>;
      }>;
    const seqOf = (r: ReturnType<typeof records>[number]) =>
      Number(
        r.attributes.find((a) => a.key === 'wukong.ledger.seq')?.value.intValue,
      );
    // A cut: the record of seq 2 removed from every line.
    const cut = logLines.map((l) => ({
      resourceLogs: l.resourceLogs.map(
        (r: { scopeLogs: Array<{ logRecords: unknown[] }> }) => ({
          ...r,
          scopeLogs: r.scopeLogs.map((s) => ({
            ...s,
            logRecords: (s.logRecords as ReturnType<typeof records>).filter(
              (x) => seqOf(x) !== 2,
            ),
          })),
        }),
      ),
    }));
    const cutFile = join(state, 'cut.jsonl');
    writeFileSync(cutFile, cut.map((l) => JSON.stringify(l)).join('\n') + '\n');
    const cutResult = await verify(cutFile);
    expect(cutResult.code).toBe(1);
    expect(cutResult.out).toMatch(/cut: seq 2/);

    // Re-chained: seq 3 exported again with another hash (a rewritten history).
    const third = JSON.parse(
      JSON.stringify(records().find((r) => seqOf(r) === 3)),
    );
    const hashAttr = third.attributes.find(
      (a: { key: string }) => a.key === 'wukong.ledger.hash',
    );
    hashAttr.value.stringValue = 'f'.repeat(64);
    const rechainedFile = join(state, 'rechained.jsonl');
    writeFileSync(
      rechainedFile,
      [
        ...lines.map((l) => JSON.stringify(l)),
        JSON.stringify({
          resourceLogs: [{ scopeLogs: [{ logRecords: [third] }] }],
        }),
      ].join('\n') + '\n',
    );
    const rechained = await verify(rechainedFile);
    expect(rechained.code).toBe(1);
    expect(rechained.out).toMatch(/re-chained: seq 3/);
  });

  it('with the receiver stopped 100 hooks answer, the spool keeps them, the next daemon ships them', async () => {
    const receiver = await startReceiver();
    const port = receiver.port;
    await receiver.stop();
    const env = {
      ...baseEnv(`http://127.0.0.1:${port}`),
      XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'wukong-otel-spool-')),
    };
    for (let i = 0; i < 100; i++) {
      const answer = await hook(env, pre('git status', `spool-${i}`));
      // Answered (a pass: sandboxed or no decision, never a failure).
      expect(JSON.stringify(answer ?? {})).not.toContain('failed closed');
    }
    const held = spoolStatus(env);
    expect(held.spooledBatches).toBe(100);
    expect(held.drops.records).toBe(0);

    const back = await startReceiver(port);
    stops.push(back.stop);
    const hub = new TelemetryHub(env, { delayMs: 20 });
    stops.push(() => hub.shutdown(1000));
    await hub.start(
      (
        await import('../../src/telemetry/telemetry-settings.js')
      ).telemetrySettings(env, {
        resourceAttributes: {},
        spoolMaxBytes: 8 << 20,
      }) as never,
    );
    await hub.flush(10_000);
    const { spans } = signals(back.received);
    const ids = new Set(spans.map((s) => s.attributes['gen_ai.tool.call.id']));
    for (let i = 0; i < 100; i++) expect(ids.has(`spool-${i}`)).toBe(true);
    expect(spoolStatus(env).spooledBatches).toBe(0);
  });

  it('a collector that refuses never delays the daemon: the records go to the spool', async () => {
    const receiver = await startReceiver();
    const port = receiver.port;
    await receiver.stop();
    const env = {
      ...baseEnv(`http://127.0.0.1:${port}`),
      XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'wukong-otel-down-')),
    };
    const hub = new TelemetryHub(env, { delayMs: 20, exportTimeoutMs: 300 });
    const resident = new ResidentCache(hub);
    for (let i = 0; i < 5; i++)
      await hook(env, pre('git status', `down-${i}`), resident);
    await hub.flush(5000);
    await new Promise((r) => setTimeout(r, 200));
    const status = spoolStatus(env);
    expect(status.lastExport?.ok).toBe(false);
    expect(status.spooledRecords).toBeGreaterThanOrEqual(5);
    await hub.shutdown(1000);
  });

  it('a full spool drops new records and says so', async () => {
    const env = {
      ...baseEnv('http://127.0.0.1:9'),
      XDG_STATE_HOME: mkdtempSync(join(tmpdir(), 'wukong-otel-cap-')),
    };
    writeFileSync(
      join(ws, 'wukong.config.json'),
      JSON.stringify({ telemetry: { spoolMaxBytes: 4096 } }),
    );
    try {
      for (let i = 0; i < 10; i++)
        await hook(env, pre('git status', `cap-${i}`));
    } finally {
      (await import('node:fs')).rmSync(join(ws, 'wukong.config.json'));
    }
    const status = spoolStatus(env);
    expect(status.spooledBytes).toBeLessThanOrEqual(4096);
    expect(status.drops.records).toBeGreaterThan(0);
    let out = '';
    const code = await run(['telemetry', 'status'], {
      cwd: ws,
      env,
      out: (t) => (out += t),
      err: () => {},
      readStdin: () => '',
    });
    expect(code).toBe(1);
    expect(out).toMatch(/DROPPED: \d+ records/);
    expect(out).not.toContain(TOKEN);
  });
});
