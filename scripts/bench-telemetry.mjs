// Telemetry's cost to a hook and the daemon's export throughput (issue 18):
// `wukong hook` PreToolUse Bash against `node -e 0`, alternating runs, medians,
// answered by a warm `wukong serve` with OTLP export off and with it on (to a
// loopback receiver), and in-process (no daemon: one spool line) off and on;
// then records per second a fresh daemon ships from a filled spool
// Pos: scripts, section 8b of `npm run bench` (imported by bench.mjs) that also
// runs alone: `node scripts/bench-telemetry.mjs [runs=30] [spoolBatches=2000]`
// (after `npm run build`); figures are printed, never asserted
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startServer as startWukongServe,
  stopServer,
} from './bench-server.mjs';
import { performance } from 'node:perf_hooks';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** A loopback OTLP/HTTP receiver counting spans and log records. */
async function receiver() {
  const state = { records: 0, bytes: 0, first: 0, last: 0 };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const now = performance.now();
      if (!state.first) state.first = now;
      state.last = now;
      state.bytes += body.length;
      const data = JSON.parse(body);
      for (const r of data.resourceSpans ?? [])
        for (const s of r.scopeSpans ?? []) state.records += s.spans.length;
      for (const r of data.resourceLogs ?? [])
        for (const s of r.scopeLogs ?? []) state.records += s.logRecords.length;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  server.on('connection', (s) => s.setNoDelay(true));
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    state,
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}

export async function benchTelemetry({
  root,
  lib,
  env,
  runs = 30,
  spoolBatches = 2000,
}) {
  const home = mkdtempSync(join(tmpdir(), 'wukong-bench-otel-home-'));
  const state = mkdtempSync(join(tmpdir(), 'wukong-bench-otel-state-'));
  const rx = await receiver();
  const off = mkdtempSync(join(tmpdir(), 'wukong-bench-otel-off-'));
  const on = mkdtempSync(join(tmpdir(), 'wukong-bench-otel-on-'));
  const otel = { OTEL_EXPORTER_OTLP_ENDPOINT: rx.url };
  const envFor = (dir, extra = {}) => ({
    ...env,
    HOME: home,
    XDG_RUNTIME_DIR: '',
    XDG_STATE_HOME: state,
    CLAUDE_PROJECT_DIR: dir,
    ...extra,
  });
  const payload = (dir) =>
    JSON.stringify({
      session_id: 'bench',
      cwd: dir,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'npm test -- --run' },
      tool_use_id: 'toolu_bench',
    });
  const time = (args) => {
    const t0 = performance.now();
    spawnSync(process.execPath, args, { env, stdio: 'ignore' });
    return performance.now() - t0;
  };
  const timeHook = (dir, extra) => {
    const t0 = performance.now();
    const r = spawnSync(
      process.execPath,
      [join(root, 'dist/wukong.cjs'), 'hook', '--event', 'PreToolUse'],
      { env: envFor(dir, extra), cwd: dir, input: payload(dir) },
    );
    if (r.status !== 0 || String(r.stdout).includes('failed closed'))
      throw new Error(`wukong hook: ${r.status} ${r.stdout}${r.stderr}`);
    return performance.now() - t0;
  };
  const pidFile = (dir) => `${lib.socketPath(dir, envFor(dir))}.pid`;
  const startServer = (dir, extra) =>
    startWukongServe({
      root,
      dir,
      env: envFor(dir, extra),
      pidFile: pidFile(dir),
    });

  // Hook cost: the daemon's environment carries the endpoint (Claude Code
  // passes no OTEL_* to hooks), so the hook itself is the same in both.
  const serverOff = await startServer(off, {});
  const serverOn = await startServer(on, otel);
  const rows = { base: [], offD: [], onD: [], offP: [], onP: [] };
  const one = () => {
    rows.base.push(time(['-e', '0']));
    rows.offD.push(timeHook(off, { WUKONG_DAEMON: 'on' }));
    rows.onD.push(timeHook(on, { WUKONG_DAEMON: 'on' }));
    rows.offP.push(timeHook(off, { WUKONG_DAEMON: 'off' }));
    rows.onP.push(timeHook(on, { WUKONG_DAEMON: 'off', ...otel }));
  };
  for (let i = 0; i < 5; i++) one();
  for (const k of Object.keys(rows)) rows[k].length = 0;
  for (let i = 0; i < runs; i++) one();
  await stopServer(serverOff);
  await stopServer(serverOn);
  const b = median(rows.base);
  const row = (label, xs) =>
    `  ${label}: median ${median(xs).toFixed(1)} ms, ratio ${(median(xs) / b).toFixed(2)}`;
  console.log(
    `telemetry, wukong hook PreToolUse Bash vs node -e 0 (medians of ${runs} alternating runs; node -e 0 ${b.toFixed(1)} ms):`,
  );
  console.log(row('warm wukong serve, export off', rows.offD));
  console.log(row('warm wukong serve, export on ', rows.onD));
  console.log(row('in-process, export off       ', rows.offP));
  console.log(row('in-process, export on (spool)', rows.onP));

  // Throughput: the spool (the in-process hooks' lines, repeated) shipped by
  // a fresh daemon; counted from the first request received to the last.
  const spool = join(state, 'wukong', 'telemetry', 'spool.jsonl');
  const lines = readFileSync(spool, 'utf8').trim().split('\n');
  const filled = Array.from(
    { length: spoolBatches },
    (_, i) => lines[i % lines.length],
  );
  writeFileSync(spool, `${filled.join('\n')}\n`, { mode: 0o600 });
  const expected = filled.reduce((n, l) => n + JSON.parse(l).length, 0);
  rx.state.records = 0;
  rx.state.bytes = 0;
  rx.state.first = 0;
  const drain = await startServer(on, otel);
  const deadline = Date.now() + 120_000;
  while (rx.state.records < expected && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  await stopServer(drain);
  const seconds = (rx.state.last - rx.state.first) / 1000;
  console.log(
    `  export throughput: ${rx.state.records}/${expected} records from a ${spoolBatches}-batch spool in ${seconds.toFixed(2)} s (first to last request) = ${Math.round(rx.state.records / Math.max(seconds, 0.001))} records/s, ${(rx.state.bytes / 1e6 / Math.max(seconds, 0.001)).toFixed(1)} MB/s of OTLP JSON`,
  );
  await rx.close();
  for (const d of [home, state, off, on])
    rmSync(d, { recursive: true, force: true });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const root = new URL('..', import.meta.url).pathname;
  const lib = await import(join(root, 'dist/claude-code.mjs'));
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  for (const k of Object.keys(env)) if (k.startsWith('OTEL_')) delete env[k];
  const [runs, spoolBatches] = process.argv.slice(2).map(Number);
  await benchTelemetry({
    root,
    lib,
    env,
    runs: Number.isInteger(runs) ? runs : 30,
    spoolBatches: Number.isInteger(spoolBatches) ? spoolBatches : 2000,
  });
}
