// The ledger at scale: a 1M-entry ledger built once with the real appender,
// then `wukong ledger tail -n 20` (median of 9, against node -e 0) and `wukong
// ledger verify` with its peak RSS; and what the head outside the workspace
// adds to an append
// Pos: scripts, a section of `npm run bench` (imported by bench.mjs) that also
// runs alone: `node scripts/bench-ledger.mjs [entries]`; figures are printed,
// never asserted
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * About the size of a recorded gate decision with one finding, as the other
 * ledger rows use.
 */
const entryData = (i) => ({
  checkpoint: 'pre-tool',
  allowed: i % 7 !== 0,
  verb: i % 7 ? 'allow' : 'ask',
  findings: [
    {
      id: 'irreversible:rm -rf build',
      policy: 'irreversible',
      severity: 'soft-deny',
      message: 'rm -rf build deletes files for good',
      nextAction: { kind: 'ask-user', detail: 'confirm the deletion' },
    },
  ],
  subject: {
    toolName: 'Bash',
    command: `npm test -- --shard ${i % 16}`,
    cwd: '/work/project',
  },
});

export async function benchLedgerAtScale({
  root,
  lib,
  env,
  entries = 1_000_000,
}) {
  const scratch = mkdtempSync(join(tmpdir(), 'wukong-bench-scale-'));
  // Key and heads in a scratch per-user folder, for this process and for the
  // CLI it spawns.
  const state = join(scratch, 'state');
  const savedState = process.env.XDG_STATE_HOME;
  process.env.XDG_STATE_HOME = state;
  const childEnv = { ...env, XDG_STATE_HOME: state };
  try {
    // 1. Build: the real appender (hash, MAC, lock, head), 5,000 entries per
    //    appendMany, 100,000 per UTC day.
    const ws = join(scratch, 'ws');
    const dir = join(ws, '.wukong', 'ledger');
    let day = 0;
    let written = 0;
    const start = Date.parse('2026-01-01T00:00:00Z');
    const ledger = lib.openLedger({
      dir,
      redact: (t) => t,
      fsync: false,
      now: () => new Date(start + day * 86_400_000 + (written % 100_000) * 500),
    });
    const t0 = performance.now();
    while (written < entries) {
      day = Math.floor(written / 100_000);
      const n = Math.min(5_000, entries - written);
      ledger.appendMany(
        Array.from({ length: n }, (_, k) => ({
          runId: 'bench',
          type: 'gate.decision',
          data: entryData(written + k),
        })),
      );
      written += n;
    }
    const buildMs = performance.now() - t0;
    const files = readdirSync(dir).filter((f) => f.endsWith('.jsonl'));
    const bytes = files.reduce((a, f) => a + statSync(join(dir, f)).size, 0);
    console.log(
      `ledger at scale: ${entries.toLocaleString('en-US')} entries built with the real appender (fsync off, 5,000 per appendMany) in ${(buildMs / 1000).toFixed(1)} s; ${files.length} day files, ${(bytes / 1e6).toFixed(0)} MB`,
    );

    // 2. `ledger tail -n 20`: fresh processes, alternating with node -e 0,
    //    medians of 9 after 2 warm-up.
    const run = (args) => {
      const t = performance.now();
      const r = spawnSync(process.execPath, args, {
        env: childEnv,
        cwd: ws,
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      });
      return { ms: performance.now() - t, r };
    };
    const tail = [];
    const base = [];
    for (let i = 0; i < 11; i++) {
      base.push(run(['-e', '0']).ms);
      const { ms, r } = run([
        join(root, 'dist/wukong.cjs'),
        'ledger',
        'tail',
        '-n',
        '20',
      ]);
      if (r.status !== 0 || !r.stdout.includes(`#${entries} `))
        throw new Error(
          `ledger tail failed (${r.status}): ${r.stderr}${r.stdout.slice(0, 300)}`,
        );
      tail.push(ms);
    }
    const inProcess = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      lib.tailLedger(dir, 20);
      inProcess.push(performance.now() - t);
    }
    console.log(
      `ledger tail -n 20 on ${entries.toLocaleString('en-US')} entries: wukong ledger tail median ${median(tail.slice(2)).toFixed(1)} ms (node -e 0 median ${median(base.slice(2)).toFixed(1)} ms; 9 alternating runs after 2 warm-up); tailLedger in-process median ${median(inProcess).toFixed(2)} ms (target: <= 50 ms)`,
    );

    // 3. `ledger verify`: one fresh process, its peak RSS reported from inside
    //    by a preloaded exit hook.
    const rssHook = join(scratch, 'report-rss.cjs');
    writeFileSync(
      rssHook,
      "process.on('exit', () => process.stderr.write(`\\nmaxRSS ${process.resourceUsage().maxRSS}\\n`));\n",
    );
    const verify = run([
      '-r',
      rssHook,
      join(root, 'dist/wukong.cjs'),
      'ledger',
      'verify',
    ]);
    const rss = Number(/maxRSS (\d+)/.exec(verify.r.stderr)?.[1]);
    if (verify.r.status !== 0)
      throw new Error(
        `ledger verify exited ${verify.r.status}: ${verify.r.stdout.slice(0, 500)}${verify.r.stderr}`,
      );
    console.log(
      `ledger verify on ${entries.toLocaleString('en-US')} entries (${(bytes / 1e6).toFixed(0)} MB, chain + MAC + head): ${(verify.ms / 1000).toFixed(1)} s, peak RSS ${(rss / 1024).toFixed(0)} MB (target: <= 100 MB); ${verify.r.stdout.trim().split('\n')[0].slice(0, 60)}…`,
    );
  } finally {
    process.env.XDG_STATE_HOME = savedState;
    if (savedState === undefined) delete process.env.XDG_STATE_HOME;
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * What the head adds to one append: the same appends with the head written
 * without fsync (the default) and with it.
 */
export function benchHeadCost({ lib }) {
  const scratch = mkdtempSync(join(tmpdir(), 'wukong-bench-head-'));
  const saved = process.env.XDG_STATE_HOME;
  process.env.XDG_STATE_HOME = join(scratch, 'state');
  try {
    const rows = [];
    for (const fsync of [false, true]) {
      const times = { off: [], on: [] };
      const ledgers = {
        off: lib.openLedger({
          dir: join(scratch, `h-${fsync}-off`),
          redact: lib.redact,
          fsync,
        }),
        on: lib.openLedger({
          dir: join(scratch, `h-${fsync}-on`),
          redact: lib.redact,
          fsync,
          headFsync: true,
        }),
      };
      const n = fsync ? 300 : 2000;
      for (let i = 0; i < n + 40; i++) {
        for (const which of ['off', 'on']) {
          const t = performance.now();
          ledgers[which].append({
            runId: 'bench',
            type: 'gate.decision',
            data: entryData(i),
          });
          if (i >= 40) times[which].push(performance.now() - t);
        }
      }
      rows.push(
        `ledger fsync ${fsync ? 'on' : 'off'}: head without fsync median ${(median(times.off) * 1000).toFixed(0)} µs, head fsynced median ${(median(times.on) * 1000).toFixed(0)} µs (${n} alternating appends each)`,
      );
    }
    // The head write alone, as the appender does it (one O_APPEND line) and as
    // a file replace would (temp file + rename).
    const path = join(scratch, 'head.jsonl');
    const line = `\n${JSON.stringify({ v: 1, seq: 1, hash: 'a'.repeat(64), mac: 'b'.repeat(64), headMac: 'c'.repeat(64), file: '2026-01-01.jsonl', at: new Date().toISOString(), breaks: [] })}\n`;
    const appendOnly = [];
    const replace = [];
    for (let i = 0; i < 2000; i++) {
      let t = performance.now();
      const fd = openSync(path, 'a', 0o600);
      writeSync(fd, line);
      closeSync(fd);
      appendOnly.push(performance.now() - t);
      t = performance.now();
      const tmp = `${path}.${i}.tmp`;
      const fd2 = openSync(tmp, 'wx', 0o600);
      writeSync(fd2, line);
      closeSync(fd2);
      renameSync(tmp, `${path}.replaced`);
      replace.push(performance.now() - t);
    }
    console.log(
      `ledger head outside the workspace, per append: ${rows.join('; ')}; the head write alone: one appended line median ${(median(appendOnly) * 1000).toFixed(0)} µs, a temp file + rename median ${(median(replace) * 1000).toFixed(0)} µs (2000 alternating)`,
    );
  } finally {
    process.env.XDG_STATE_HOME = saved;
    if (saved === undefined) delete process.env.XDG_STATE_HOME;
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('..', import.meta.url).pathname;
  const lib = {
    ...(await import(join(root, 'dist/ledger.mjs'))),
    ...(await import(join(root, 'dist/index.mjs'))),
  };
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  benchHeadCost({ lib });
  await benchLedgerAtScale({
    root,
    lib,
    env,
    entries: Number(process.argv[2] ?? 1_000_000),
  });
}
