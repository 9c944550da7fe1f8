// printed figures: pipeline and throttle throughput, adviseOnPrompt per call,
// the bash parser's cold init and runGate('pre-tool', Bash) p50/p99/max of
// per-command median wall times over the commands and adversarial corpora,
// with the load average (and self-protection's share), CLI
// start-up and the hook's three start-up ratios to `node -e 0` (warm daemon,
// cold in-process, a fresh daemon's first request), ledger append latency and
// what the head outside the workspace adds, `ledger tail -n 20` and `ledger
// verify` (peak RSS) on 1M entries, secret scan and redact() MB/s, DCP savings
// and speed, `wukong viz --check` time, pathSuite generation and replay time, a
// 1 MB command through the hook (in-process and the built CLI), the sandbox's
// overhead on `true` (wrapped minus bare), the undo snapshot of a 10,000-file
// working tree with 10 changed files, the live context rescue's 70 / 85 / 100%
// stages on a ~6 MB transcript
// Pos: scripts, `npm run bench`; numbers are printed, never asserted (timed
// unit tests lie on noisy machines)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchHeadCost, benchLedgerAtScale } from './bench-ledger.mjs';
import { benchHookStartup } from './bench-hook.mjs';
import { benchDeferred } from './bench-deferred.mjs';
import { benchTelemetry } from './bench-telemetry.mjs';
import { benchPackage } from './bench-package.mjs';
import { benchSandbox } from './bench-sandbox.mjs';
import { mixedText } from './mixed-text.mjs';

const root = new URL('..', import.meta.url).pathname;
// The library as users import it: every public subpath (package.json
// "exports"), merged into one namespace.
const subpaths = [
  'index',
  'gate',
  'pipeline',
  'context',
  'throttle',
  'harness',
  'ledger',
  'claude-code',
  'testing',
];
const lib = Object.assign(
  {},
  ...(await Promise.all(
    subpaths.map((name) => import(join(root, `dist/${name}.mjs`))),
  )),
);
// The ledger key and heads of every ledger the bench writes go to a scratch
// per-user folder, never the real one.
const { mkdtempSync: mkScratch } = await import('node:fs');
process.env.XDG_STATE_HOME = mkScratch(
  join((await import('node:os')).tmpdir(), 'wukong-bench-state-'),
);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

// 1. In-process: every golden case's first submission through a fresh pipeline.
const dir = join(root, 'test/golden/submissions');
const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
const inputs = cases
  .map((c) => lib.Submission.parse(c.steps[0].submission))
  .map((s) => ({ s, row: lib.resolveAvatar(s.avatar) }));
const rounds = [];
for (let r = 0; r < 15; r++) {
  const t0 = performance.now();
  for (const { s, row } of inputs) {
    const actor = lib.createPipeline({ track: s.track, avatar: row.id });
    actor.start();
    actor.send({ type: 'SUBMIT', submission: s });
    actor.stop();
  }
  rounds.push((performance.now() - t0) / inputs.length);
}
const perSubmission = median(rounds.slice(3));
console.log(
  `pipeline in-process: ${inputs.length} golden submissions x 12 rounds, median ${(perSubmission * 1000).toFixed(0)} µs per submission (${Math.round(1000 / perSubmission)} verifications/s)`,
);

// 1b. In-process: every golden prompt through the pure engine, and
// adviseOnPrompt (config, state file, envelope) per call.
const prompts = readFileSync(join(root, 'test/golden/prompts.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l));
const cfg = lib.ruleEngineConfig(lib.ThrottleConfig.parse({}));
const envelopes = prompts.map((p, i) => ({
  id: String(i),
  ts: 0,
  mode: p.mode,
  model: { id: p.model ?? 'unknown', tier: p.tier ?? 'standard' },
  promptText: p.prompt,
  context: { promptChars: p.prompt.length },
}));
const evalRounds = [];
for (let r = 0; r < 15; r++) {
  const t0 = performance.now();
  for (const e of envelopes) lib.evaluate(e, cfg);
  evalRounds.push((performance.now() - t0) / envelopes.length);
}
const perPrompt = median(evalRounds.slice(3));
console.log(
  `throttle evaluate in-process: ${envelopes.length} golden prompts x 12 rounds, median ${(perPrompt * 1000).toFixed(0)} µs per prompt (${Math.round(1000 / perPrompt)} evaluations/s)`,
);
const { mkdtempSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const ws = mkdtempSync(join(tmpdir(), 'wukong-bench-'));
const adviseTimes = [];
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  lib.adviseOnPrompt({
    workspace: ws,
    prompt: prompts[i % prompts.length].prompt,
    permissionMode: 'plan',
    modelId: 'claude-opus-4-1',
    sessionId: 'bench',
    now: 1_800_000_000_000 + i * 61_000,
  });
  adviseTimes.push(performance.now() - t0);
}
console.log(
  `adviseOnPrompt in-process (reads config, reads and writes .wukong/throttle.json): median ${(median(adviseTimes.slice(20)) * 1000).toFixed(0)} µs per call over 180 calls`,
);

const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;

// 2. The bash parser: cold init (import + wasm compile + grammar load) in fresh
//    processes, then runGate over the corpus.
const coldScript = `const m = await import(${JSON.stringify(join(root, 'dist/gate.mjs'))}); await m.initBashParser(); console.log(m.parserInitMs());`;
const colds = [];
for (let i = 0; i < 7; i++) {
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', coldScript],
    { env, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`parser init failed: ${r.stderr}`);
  colds.push(Number(r.stdout.trim()));
}
await lib.initBashParser();
console.log(
  `bash parser cold init: median ${median(colds).toFixed(1)} ms over 7 fresh processes (this process: ${lib.parserInitMs().toFixed(1)} ms)`,
);

const corpus = readFileSync(
  join(root, '../shared/corpora/commands/commands.jsonl'),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line).cmd);
const registry = new lib.PolicyRegistry(lib.securityPolicies());
const where = {
  cwd: '/home/user/project',
  workspace: '/home/user/project',
  home: '/home/user',
  toolName: 'Bash',
};
const gate = (command) =>
  lib.runGate(
    'pre-tool',
    { ...where, command, facts: { shell: lib.analyzeBash(command) } },
    { registry, traceId: 'bench' },
  );
const us = (x) => `${x.toFixed(0)} µs`;
// The adversarial corpus of issue 13 (test/security/adversarial), its commands
// judged the same way (the files its rows set up are not read here).
const adversarialCommands = readdirSync(join(root, 'test/security/adversarial'))
  .filter((f) => f.endsWith('.jsonl'))
  .flatMap((f) =>
    readFileSync(join(root, 'test/security/adversarial', f), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line).command),
  );
// A fixed piece of CPU work timed beside every command (sorting the same 3,000
// numbers): on a shared machine its figures move with the load as the gate's
// do, so the ratio of the two is the figure to compare between runs.
const baselineNumbers = Array.from(
  { length: 3000 },
  (_, i) => (i * 7919) % 3001,
);
const baseline = () => [...baselineNumbers].sort((a, b) => a - b);
const wallUs = (f) => {
  const t0 = performance.now();
  f();
  return (performance.now() - t0) * 1000;
};
const loadNow = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
// Each command is timed ROUNDS times (rounds interleaved, so a burst of load
// hits every command alike) and its median taken: the per-call cost without
// the one-off pauses (GC, preemption by other processes) any single sample
// may carry; p50 and p99 are then taken across commands. Wall time only:
// process.cpuUsage() counts every thread of the process (V8's GC and compiler
// helper threads included), so it charged background work to whichever
// command happened to be running and its p99 measured those threads, not the
// gate.
const ROUNDS = 7;
for (const [name, commands] of [
  ['the commands corpus', corpus],
  ['the adversarial corpus', adversarialCommands],
]) {
  for (let r = 0; r < 2; r++) for (const command of commands) gate(command);
  const perCommand = commands.map(() => []);
  const base = [];
  const loadBefore = loadNow();
  for (let r = 0; r < ROUNDS; r++) {
    commands.forEach((command, i) => {
      perCommand[i].push(wallUs(() => gate(command)));
      if (i % 10 === 0) base.push(wallUs(baseline));
    });
  }
  const medians = perCommand.map((v) => median(v)).sort((a, b) => a - b);
  const p50 = quantile(medians, 0.5);
  const baseP50 = median(base);
  console.log(
    `runGate('pre-tool', Bash) over ${name}, parse included: ${commands.length} commands x ${ROUNDS} rounds, ` +
      `each command's median wall time: p50 ${us(p50)}, p99 ${us(quantile(medians, 0.99))}, max ${us(medians[medians.length - 1])} ` +
      `(targets: p50 <= 150 µs, p99 <= 1 ms); fixed baseline (sort 3,000 numbers) median ${us(baseP50)}, gate p50 / baseline ${(p50 / baseP50).toFixed(2)}; ` +
      `load average ${loadBefore} before, ${loadNow()} after`,
  );
}

// Self-protection's share of that: the same corpus judged with and without the
// policy, parse excluded, alternating rounds.
const parsedCorpus = corpus.map((command) => ({
  command,
  shell: lib.analyzeBash(command),
}));
const withoutSelf = new lib.PolicyRegistry(
  lib.securityPolicies().filter((p) => p.id !== 'self-protection'),
);
const perCommand = (reg) => {
  const t0 = performance.now();
  for (const { command, shell } of parsedCorpus)
    lib.runGate(
      'pre-tool',
      { ...where, command, facts: { shell } },
      { registry: reg, traceId: 'bench' },
    );
  return ((performance.now() - t0) * 1000) / parsedCorpus.length;
};
perCommand(registry);
perCommand(withoutSelf);
const judgedWith = [];
const judgedWithout = [];
for (let r = 0; r < 9; r++) {
  judgedWithout.push(perCommand(withoutSelf));
  judgedWith.push(perCommand(registry));
}
console.log(
  `self-protection over the commands corpus (parse excluded, 9 alternating rounds): security policies without it median ${us(median(judgedWithout))} per command, with it ${us(median(judgedWith))}; ratio ${(median(judgedWith) / median(judgedWithout)).toFixed(2)}`,
);

// 3. Start-up: `wukong verify`, `wukong check command` and `wukong throttle` vs
//    an empty node, alternating, medians.
const time = (args) => {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, {
    env,
    cwd: root,
    stdio: 'ignore',
  });
  if (r.status !== 0 && args[0] !== '-e')
    throw new Error(`${args.join(' ')} exited ${r.status}`);
  return performance.now() - t0;
};
const base = [];
const cli = [];
const check = [];
const example = [
  'dist/wukong.cjs',
  'verify',
  'examples/feature-pass.json',
  '--json',
];
const checkArgs = [
  'dist/wukong.cjs',
  'check',
  'command',
  'git status && npm test',
  '--json',
];
const timeCheck = () => {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, checkArgs, {
    env,
    cwd: root,
    stdio: 'ignore',
  });
  if (r.status !== 0) throw new Error(`wukong check exited ${r.status}`);
  return performance.now() - t0;
};
for (let i = 0; i < 3; i++) {
  time(['-e', '0']);
  time(example);
  timeCheck();
}
for (let i = 0; i < 25; i++) {
  base.push(time(['-e', '0']));
  cli.push(time(example));
  check.push(timeCheck());
}
const throttleArgs = [
  'dist/wukong.cjs',
  'throttle',
  '--no-persist',
  '--mode',
  'plan',
  '--model',
  'claude-opus-4-1',
  '--json',
  '实现这段逻辑',
];
const throttleCli = [];
for (let i = 0; i < 3; i++) time(throttleArgs);
for (let i = 0; i < 25; i++) {
  base.push(time(['-e', '0']));
  throttleCli.push(time(throttleArgs));
}
const b = median(base);
const c = median(cli);
const t = median(throttleCli);
console.log(
  `start-up: node -e 0 median ${b.toFixed(1)} ms; wukong verify example median ${c.toFixed(1)} ms; ratio ${(c / b).toFixed(2)} (alternating runs, NODE_EXTRA_CA_CERTS unset)`,
);
console.log(
  `start-up: wukong throttle --no-persist median ${t.toFixed(1)} ms; ratio ${(t / b).toFixed(2)} to node -e 0 (25 alternating runs)`,
);
console.log(
  `start-up: wukong check command median ${median(check).toFixed(1)} ms; ratio ${(median(check) / b).toFixed(2)} to node -e 0 (25 alternating runs)`,
);

// 4. Ledger appends: one writer in-process, then 8 writer processes at once on
//    one ledger; per-append latency, fsync on and off.
const { writeFileSync } = await import('node:fs');
const { spawn } = await import('node:child_process');
const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[
    Math.min(xs.length - 1, Math.floor(xs.length * p))
  ];
const usOfMs = (ms) => `${(ms * 1000).toFixed(0)} µs`;
const benchDir = mkdtempSync(join(tmpdir(), 'wukong-bench-ledger-'));
/** About the size of a recorded gate decision with one finding. */
const entryData = {
  checkpoint: 'pre-tool',
  allowed: false,
  verb: 'ask',
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
    command: 'rm -rf build && npm run build',
    cwd: '/work/project',
  },
};
function solo(fsync, n) {
  const ledger = lib.openLedger({
    dir: join(benchDir, `solo-${fsync}`),
    redact: lib.redact,
    fsync,
  });
  const samples = [];
  for (let i = 0; i < n + 50; i++) {
    const t0 = performance.now();
    ledger.append({ runId: 'bench', type: 'gate.decision', data: entryData });
    if (i >= 50) samples.push(performance.now() - t0);
  }
  return samples;
}
const writerCode = `
import { existsSync } from 'node:fs';
const lib = { ...(await import(${JSON.stringify(join(root, 'dist/ledger.mjs'))})), ...(await import(${JSON.stringify(join(root, 'dist/index.mjs'))})) };
const [dir, n, fsync, go] = process.argv.slice(1);
const data = JSON.parse(process.env.ENTRY_DATA);
const ledger = lib.openLedger({ dir, redact: lib.redact, fsync: fsync === 'true', lock: { timeoutMs: 120000 } });
const pause = new Int32Array(new SharedArrayBuffer(4));
while (!existsSync(go)) Atomics.wait(pause, 0, 0, 1);
const samples = [];
for (let i = 0; i < Number(n); i++) {
  const t0 = performance.now();
  ledger.append({ runId: 'writer-' + process.pid, type: 'gate.decision', data });
  samples.push(performance.now() - t0);
}
process.stdout.write(JSON.stringify(samples));`;
async function contended(fsync, perWriter) {
  const dir = join(benchDir, `eight-${fsync}`);
  const go = join(benchDir, `go-${fsync}`);
  const children = Array.from({ length: 8 }, () => {
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        writerCode,
        dir,
        String(perWriter),
        String(fsync),
        go,
      ],
      { env: { ...env, ENTRY_DATA: JSON.stringify(entryData) } },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    return new Promise((resolve, reject) =>
      child.on('exit', (code) =>
        code === 0
          ? resolve(JSON.parse(out))
          : reject(new Error(`bench writer exited ${code}`)),
      ),
    );
  });
  await new Promise((r) => setTimeout(r, 1500)); // let all eight start before they are released together
  const t0 = performance.now();
  writeFileSync(go, '');
  const samples = (await Promise.all(children)).flat();
  const wall = performance.now() - t0;
  const report = lib.verifyLedger(dir);
  if (!report.ok || report.entries !== 8 * perWriter)
    throw new Error(
      `bench ledger not intact: ${JSON.stringify(report.problems.slice(0, 3))}`,
    );
  return { samples, wall };
}
for (const fsync of [false, true]) {
  const s = solo(fsync, fsync ? 400 : 3000);
  console.log(
    `ledger append, 1 writer in-process, fsync ${fsync ? 'on ' : 'off'}: median ${usOfMs(median(s))}, p99 ${usOfMs(percentile(s, 0.99))} (${s.length} appends of a ~${JSON.stringify(entryData).length}-byte gate decision)`,
  );
}
for (const fsync of [false, true]) {
  const perWriter = fsync ? 60 : 250;
  const { samples, wall } = await contended(fsync, perWriter);
  console.log(
    `ledger append, 8 writer processes at once, fsync ${fsync ? 'on ' : 'off'}: median ${usOfMs(median(samples))}, p99 ${usOfMs(percentile(samples, 0.99))}; ${samples.length} appends in ${wall.toFixed(0)} ms (${Math.round((samples.length / wall) * 1000)} appends/s), ledger verified intact`,
  );
}
// 4b. The head kept outside the workspace (its cost per append), and the ledger
// at 1M entries: tail and verify.
benchHeadCost({ lib });
await benchLedgerAtScale({ root, lib, env });
// 5. DCP: savings on the five long sessions (the contexts Claude Code
//    compacted, research note §5.1) and pruning speed.
const transcriptsDir = join(root, '../shared/corpora/transcripts');
const sessions = [
  '258c7280-ae70-4798-800f-63464d01a85d',
  '4d5611e5-241a-462a-8d15-5122611a9569',
  '8463c716-a2ea-4c14-9efa-87158ebd9f20',
  'ae4a77f8-aedd-4bc1-888f-c94edc91af04',
  'fa812bfe-b295-4cca-9c2f-fdf01028cb46',
];
const count = await lib.loadTokenCounter();
// Each preset at the moment Claude Code compacted: the remaining room comes
// from the last real `usage` (seed 002's max_output formula reads it).
const presetConfig = (preset) => lib.ContextConfig.parse({ dcp: { preset } });
const config = presetConfig('aggressive');
const remainingOf = (transcript, c) => {
  const view = lib.contextView(transcript);
  for (let k = view.lines.length - 1; k >= 0; k--) {
    const u = transcript.lines[view.lines[k]].record.message?.usage;
    if (u && typeof u.input_tokens === 'number')
      return (
        c.window -
        (u.input_tokens +
          (u.cache_creation_input_tokens ?? 0) +
          (u.cache_read_input_tokens ?? 0))
      );
  }
  return undefined;
};
const prune = (text, c = config) => {
  const transcript = lib.parseTranscript(text);
  const remaining = remainingOf(transcript, c);
  const result = lib.pruneTranscript(transcript, {
    dcp: c.dcp,
    count,
    claudeFactor: c.claudeTokenFactor,
    ...(remaining !== undefined ? { remainingTokens: remaining } : {}),
  });
  lib.serializeTranscript(result.lines, true);
  return result;
};
const files = sessions.map((id) => {
  const text = readFileSync(
    join(transcriptsDir, `spotter-${id}.jsonl`),
    'utf8',
  );
  const lines = text.split('\n');
  const cut = lines.findIndex((l) =>
    l.includes('"subtype":"compact_boundary"'),
  );
  return { id, text, segment: `${lines.slice(0, cut).join('\n')}\n` };
});
for (const preset of ['seed', 'aggressive']) {
  const c = presetConfig(preset);
  const rows = [];
  let before = 0;
  let after = 0;
  for (const f of files) {
    const r = prune(f.segment, c);
    before += r.raw.before;
    after += r.raw.after;
    const by = Object.fromEntries(
      Object.entries(r.byStrategy).map(([k, v]) => [k, v.items]),
    );
    rows.push(
      `| ${f.id.slice(0, 8)} | ${r.steps} | ${r.raw.before.toLocaleString('en-US')} | ${r.raw.after.toLocaleString('en-US')} | ${r.savedPercent}% | ${by.dedup}/${by.supersede}/${by.purgeErrors}/${by.truncation} | ${r.protectedKept.total} |`,
    );
  }
  console.log(
    `DCP savings, preset ${preset}, on the five long sessions (first segment = the context Claude Code compacted; o200k message tokens, research note counting):`,
  );
  console.log(
    '| session | steps | before | after | saved | items dedup/supersede/purge/trunc | protected calls kept |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(
    `| all (token-weighted) | | ${before.toLocaleString('en-US')} | ${after.toLocaleString('en-US')} | ${((100 * (before - after)) / before).toFixed(1)}% | | |  (baseline prototype: 40.4%)`,
  );
}
const speed = (label, texts) => {
  const bytes = texts.reduce((a, t) => a + Buffer.byteLength(t), 0);
  const speeds = [];
  for (let r = 0; r < 9; r++) {
    const t0 = performance.now();
    for (const t of texts) prune(t);
    speeds.push(bytes / 1e6 / ((performance.now() - t0) / 1000));
  }
  const kept = speeds.slice(2);
  console.log(
    `DCP speed, ${label} (${(bytes / 1e6).toFixed(1)} MB): parse + prune + token counts + serialise, median ${median(kept).toFixed(1)} MB/s over 7 rounds after 2 warm-up (min ${Math.min(...kept).toFixed(1)}, max ${Math.max(...kept).toFixed(1)})`,
  );
};
speed(
  'five whole transcripts',
  files.map((f) => f.text),
);
speed(
  'their first segments (every message counted and pruned)',
  files.map((f) => f.segment),
);

// 6. Secret scanning: 10 MB of realistic mixed text (transcript JSON, tool
//    logs, prose, code) with real-format secrets sprinkled.
const mixed = mixedText(root);
const mb = Buffer.byteLength(mixed.text) / 1e6;
const timed = (fn, repeats) => {
  const times = [];
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return median(times);
};
lib.scanSecrets(mixed.text); // warm-up: compiles the rules and the keyword automaton
lib.redact(mixed.text);
const lines = mixed.text.split('\n');
// Scan, redact and line-by-line redact alternate within each round, so load on
// the machine hits all three alike.
const scanTimes = [];
const redactTimes = [];
const lineTimes = [];
let findings = [];
for (let round = 0; round < 9; round++) {
  let t0 = performance.now();
  findings = lib.scanSecrets(mixed.text);
  scanTimes.push(performance.now() - t0);
  t0 = performance.now();
  lib.redact(mixed.text);
  redactTimes.push(performance.now() - t0);
  t0 = performance.now();
  for (const line of lines) lib.redact(line);
  lineTimes.push(performance.now() - t0);
}
const [scanMs, redactMs, linesMs] = [
  median(scanTimes),
  median(redactTimes),
  median(lineTimes),
];
const kinds = Object.entries(mixed.parts)
  .map(([k, n]) => `${k} ${(n / 1e6).toFixed(1)} MB`)
  .join(', ');
const sprinkledFound = mixed.sprinkled.filter((rule) =>
  findings.some((f) => f.rule === rule),
).length;
console.log(
  `secret scan: ${mb.toFixed(1)} MB of mixed text (${kinds}), median of 9: ${scanMs.toFixed(0)} ms = ${(mb / (scanMs / 1000)).toFixed(0)} MB/s; ${findings.length} findings, ${sprinkledFound}/${mixed.sprinkled.length} sprinkled secrets' rules among them`,
);
console.log(
  `redact(): whole text median ${redactMs.toFixed(0)} ms = ${(mb / (redactMs / 1000)).toFixed(0)} MB/s; line by line (${lines.length} calls) median ${linesMs.toFixed(0)} ms = ${(mb / (linesMs / 1000)).toFixed(0)} MB/s`,
);

// The first scan of a process compiles the rules and the keyword automaton:
// measured in fresh processes.
const scanColdScript = `import(${JSON.stringify(join(root, 'dist/index.mjs'))}).then((lib) => { const t0 = performance.now(); lib.scanSecrets('export TOKEN=abcdefgh1234'); process.stdout.write(String(performance.now() - t0)); })`;
const cold = Array.from({ length: 7 }, () =>
  Number(
    spawnSync(process.execPath, ['-e', scanColdScript], {
      env,
      encoding: 'utf8',
    }).stdout,
  ),
);
console.log(
  `secret scan cold start (first call in a fresh process: rules and automaton built): median of 7 ${median(cold).toFixed(1)} ms`,
);

// 7. Adversarial 100 KB single lines: the patterns that make backtracking
//    regexes (and a naive gitleaks port) blow up.
const keywords = [
  ...new Set([
    'api_key',
    'token',
    'secret',
    'password',
    'curl',
    'facebook',
    'ghp_',
    'akia',
    'xoxb-',
    'eyj',
    '-----begin',
  ]),
];
const fill = (unit) =>
  unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000);
const adversarial = {
  'keywords joined by _': fill(`${keywords.join('_')}_`),
  'keywords joined by =': fill(`${keywords.join('=')}=`),
  'a keyword then 100 KB of word characters': `api_key_${'a'.repeat(99_992)}`,
  'key = then a 100 KB value': `secret_key = "${'Ab1'.repeat(33_328)}`,
  '-----BEGIN PRIVATE KEY----- repeated': fill('-----BEGIN PRIVATE KEY-----'),
  'password=x repeated': fill('password=x '),
  'curl -u a:b repeated (worst found)': fill('curl -u a:b '),
};
for (const [name, line] of Object.entries(adversarial)) {
  console.log(
    `adversarial 100 KB line, ${name}: scan median of 5 ${timed(() => lib.scanSecrets(line), 5).toFixed(1)} ms`,
  );
}

// 8. The Claude Code hook's cost per tool call against `node -e 0`, three ways
//    (scripts/bench-hook.mjs, also runnable alone).
await benchHookStartup({ root, lib, env });

// 8b. Telemetry: the hook with the daemon's OTLP export off and on, in-process
//     with and without the spool line, and the daemon's export throughput
//     (scripts/bench-telemetry.mjs, also runnable alone).
await benchTelemetry({
  root,
  lib,
  env: Object.fromEntries(
    Object.entries(env).filter(([k]) => !k.startsWith('OTEL_')),
  ),
});

// 9. `wukong viz --check`: every machine laid out by elkjs, drawn as SVG, the
//    page rendered, 19+ files compared; against node -e 0.
{
  const timeViz = () => {
    const t0 = performance.now();
    const r = spawnSync(
      process.execPath,
      [join(root, 'dist/wukong.cjs'), 'viz', '--check'],
      { env, cwd: root },
    );
    if (r.status !== 0)
      throw new Error(
        `wukong viz --check exited ${r.status}: ${r.stdout}${r.stderr}`,
      );
    return performance.now() - t0;
  };
  timeViz();
  const base = [];
  const viz = [];
  for (let i = 0; i < 7; i++) {
    base.push(time(['-e', '0']));
    viz.push(timeViz());
  }
  console.log(
    `wukong viz --check (${lib.machineCatalog.length} machines laid out, SVG + index.html): median ${median(viz).toFixed(0)} ms; node -e 0 median ${median(base).toFixed(1)} ms (7 alternating runs)`,
  );
}

// 10. pathSuite in-process on the throttle machine (a model of plain data, as a
//     user writes one): path generation, then every path replayed.
{
  const throttle = lib.machineCatalog.find(
    (m) => m.name === 'throttle',
  ).machine;
  const model = {
    input: {
      ruleId: 'R001_PLAN_EXEC_REASONING',
      cooldownMs: 300_000,
      continuesToInfo: 2,
    },
    events: (s) => {
      const base = s.context.lastShownAt ?? 0;
      const within = base + 60_000;
      const after = base + s.context.cooldownMs;
      return [
        { type: 'HIT', ts: within, severity: 'warn' },
        { type: 'HIT', ts: after, severity: 'warn' },
        { type: 'CLOCK', ts: within },
        { type: 'CLOCK', ts: after },
        ...['continue', 'switch_model', 'mute_rule'].map((choice) => ({
          type: 'CHOICE',
          ts: base + 1_000,
          choice,
        })),
        { type: 'MUTE', ts: base + 1_000 },
        { type: 'UNMUTE', ts: within },
        { type: 'UNMUTE', ts: after },
      ];
    },
    serializeState: (s) =>
      JSON.stringify({
        v: s.value,
        shown: s.context.lastShownAt !== null,
        streak: Math.min(s.context.continueStreak, s.context.continuesToInfo),
      }),
  };
  const gen = [];
  const replay = [];
  let tests = 0;
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    const suite = lib.pathSuite(throttle, model);
    const t1 = performance.now();
    for (const t of suite.tests) await t.run();
    replay.push(performance.now() - t1);
    gen.push(t1 - t0);
    tests = suite.tests.length;
  }
  console.log(
    `pathSuite(throttle): ${tests} paths generated in median ${median(gen).toFixed(1)} ms, all replayed on real actors in median ${median(replay).toFixed(1)} ms (${((median(replay) / tests) * 1000).toFixed(0)} µs per path; 7 rounds)`,
  );
}

// 11. Seed 004's loop (issue 7): one LoopKernel round in-process; the same
//     round restored from a persisted snapshot as a hook does; VerifyPlan per
//     command; the Claude Code hook pair (PreToolUse + PostToolUse) handled
//     in-process with the loop and the body watch off vs on (a promise set,
//     body.enforce warn); `wukong audit` on this repository.
{
  const {
    mkdtempSync: mkd,
    rmSync: rmd,
    writeFileSync: wr,
  } = await import('node:fs');
  const budget = {
    maxTurns: 1e6,
    maxToolCalls: 1e6,
    maxVerifyAttempts: 1e6,
    maxWallClockMs: 1e9,
    maxContextChars: 1e9,
    maxDelegations: 1e6,
  };
  const decision = (traceId) => ({
    allowed: true,
    checkpoint: 'pre-tool',
    findings: [],
    traceId,
    authorized: [],
  });
  const round = (actor, i) => {
    actor.send({
      type: 'PROPOSE',
      plan: {
        kind: 'tool',
        id: `p${i}`,
        tool: 'Read',
        signature: `Read:${i % 7}`,
      },
      at: i,
    });
    actor.send({ type: 'GATED', decisions: [decision(`t${i}`)], at: i });
    actor.send({
      type: 'OBSERVED',
      observation: {
        planId: `p${i}`,
        source: 'tool',
        outcome: 'ok',
        outputChars: 100,
        evidenceIds: [],
      },
      at: i,
    });
    actor.send({
      type: 'EVALUATED',
      evaluation: { verdict: 'continue', findings: [], traceId: `e${i}` },
      at: i,
    });
  };
  const rounds = [];
  for (let r = 0; r < 9; r++) {
    const actor = lib
      .createLoop({ runId: 'bench', startedAt: 0, budget })
      .start();
    const t0 = performance.now();
    for (let i = 0; i < 400; i++) round(actor, i);
    rounds.push((performance.now() - t0) / 400);
    actor.stop();
  }
  const noRecords = () => ({ start() {}, event() {}, state() {} });
  const restored = [];
  for (let r = 0; r < 5; r++) {
    let persisted;
    const t0 = performance.now();
    for (let i = 0; i < 200; i++) {
      const session = lib.LoopSession.open(
        { runId: 'bench', startedAt: 0, budget },
        noRecords,
        persisted,
      );
      round({ send: (e) => session.send(e) }, i);
      persisted = JSON.parse(JSON.stringify(session.persisted()));
      session.close();
    }
    restored.push((performance.now() - t0) / 200);
  }
  console.log(
    `loop round (PROPOSE → GATED → OBSERVED → EVALUATED) in-process: median ${(median(rounds.slice(2)) * 1000).toFixed(0)} µs per round over 400-round runs; restored from a JSON snapshot each round (as a hook does, decisions kept in context): median ${(median(restored) * 1000).toFixed(0)} µs per round over 200-round runs`,
  );

  await lib.initBashParser();
  const verifyCommands = [
    'npm test',
    'npm run check',
    'npm run missing',
    "node -e 'x'",
    'npx x',
    'npm test && rm -rf /',
    'pnpm test:unit',
    'npm test -- rate-limit',
  ];
  const scripts = { test: 'vitest', check: 'tsc', 'test:unit': 'vitest unit' };
  const vp = [];
  for (let r = 0; r < 9; r++) {
    const t0 = performance.now();
    for (let i = 0; i < 50; i++)
      for (const c of verifyCommands)
        lib.judgeVerifyCommand(c, {
          scripts,
          analysis: lib.analyzeBash(c),
          allow: { scripts: null, commands: [] },
        });
    vp.push((performance.now() - t0) / (50 * verifyCommands.length));
  }
  console.log(
    `VerifyPlan (tree-sitter parse + judge) per command: median ${(median(vp.slice(2)) * 1000).toFixed(0)} µs over ${verifyCommands.length} commands x 50`,
  );

  const pairCost = async (active) => {
    const ws = mkd(join(tmpdir(), 'wukong-bench-loop-'));
    wr(
      join(ws, 'package.json'),
      JSON.stringify({ scripts: { test: 'vitest' } }),
    );
    if (active)
      new lib.PromiseStore(ws).set(
        'bench',
        ['tests pass :: npm test'],
        new Date(),
      );
    const config = lib.WukongConfig.parse({
      body: { enforce: active ? 'warn' : 'off' },
    });
    const send = async (event, fields) => {
      const made = lib.makeHookEnv(
        ws,
        config,
        () => new Date(),
        '/home/nobody',
      );
      await lib.handleHookInput(
        { session_id: 'bench', cwd: ws, hook_event_name: event, ...fields },
        made.env,
      );
      lib.flushRecords(made, 'bench');
    };
    await send('UserPromptSubmit', { prompt: 'go' });
    const times = [];
    for (let i = 0; i < 60; i++) {
      const t0 = performance.now();
      await send('PreToolUse', {
        tool_name: 'Read',
        tool_input: { file_path: join(ws, 'package.json') },
        tool_use_id: `t${i}`,
      });
      await send('PostToolUse', {
        tool_name: 'Read',
        tool_input: { file_path: join(ws, 'package.json') },
        tool_use_id: `t${i}`,
        tool_response: '{}',
      });
      times.push(performance.now() - t0);
    }
    rmd(ws, { recursive: true, force: true });
    return median(times.slice(10));
  };
  const off = await pairCost(false);
  const on = await pairCost(true);
  console.log(
    `Claude Code hook pair (PreToolUse + PostToolUse Read) in-process incl. ledger fsync: loop and body watch off median ${off.toFixed(2)} ms; loop active (promise) + body watch (warn) median ${on.toFixed(2)} ms; ratio ${(on / off).toFixed(2)} (50 pairs after 10 warm-up)`,
  );

  const audits = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    const r = spawnSync(
      process.execPath,
      [join(root, 'dist/wukong.cjs'), 'audit', '--json'],
      { cwd: root, env: { ...process.env, NODE_EXTRA_CA_CERTS: '' } },
    );
    if (r.status !== 0)
      throw new Error(`wukong audit exited ${r.status}: ${r.stderr}`);
    audits.push(performance.now() - t0);
  }
  console.log(
    `wukong audit --json on this repository (fitness over every source file): median ${median(audits).toFixed(0)} ms over 5 runs`,
  );
}

// 12. A 1 MB command through the hook (issue 11): PreToolUse then PostToolUse
//     handled in-process, ledger write included, for four shapes (many `&&`
//     segments, one huge word, many pipes, a huge heredoc); then `wukong hook`
//     on the built CLI, answered by `wukong serve` and in-process, against node
//     -e 0. Target: the hook's own work for 1 MB <= 100 ms.
{
  const {
    mkdtempSync: mkd,
    rmSync: rmd,
    existsSync: exists,
  } = await import('node:fs');
  const { spawn: spawnChild } = await import('node:child_process');
  await lib.initBashParser();
  const MB = 1_000_000;
  const fill = (unit) => {
    let s = '';
    let i = 0;
    while (s.length < MB) s += unit(i++);
    return s;
  };
  const shapes = {
    'many && segments': `${fill((i) => `npm test -- f${i} && `)}true`,
    'one huge word': `echo ${'a'.repeat(MB)}`,
    'many pipes': `${fill((i) => `cat f${i} | `)}wc -l`,
    'a huge heredoc': `cat <<'EOF'\n${'a line of the heredoc body\n'.repeat(Math.ceil(MB / 26))}EOF\n`,
  };
  const config = lib.WukongConfig.parse({});
  const rows = [];
  for (const [name, command] of Object.entries(shapes)) {
    const ws = mkd(join(tmpdir(), 'wukong-bench-1mb-'));
    const send = async (event, fields) => {
      const t0 = performance.now();
      const made = lib.makeHookEnv(
        ws,
        config,
        () => new Date(),
        '/home/nobody',
      );
      await lib.handleHookInput(
        { session_id: 'bench', cwd: ws, hook_event_name: event, ...fields },
        made.env,
      );
      lib.flushRecords(made, 'bench');
      return performance.now() - t0;
    };
    const pre = [];
    const post = [];
    for (let i = 0; i < 9; i++) {
      pre.push(
        await send('PreToolUse', {
          tool_name: 'Bash',
          tool_input: { command },
          tool_use_id: `t${i}`,
        }),
      );
      post.push(
        await send('PostToolUse', {
          tool_name: 'Bash',
          tool_input: { command },
          tool_use_id: `t${i}`,
          tool_response: { stdout: 'ok', stderr: '' },
        }),
      );
    }
    rows.push(
      `${name} PreToolUse ${median(pre.slice(2)).toFixed(1)} ms, PostToolUse ${median(post.slice(2)).toFixed(1)} ms`,
    );
    rmd(ws, { recursive: true, force: true });
  }
  console.log(
    `1 MB command through the hook in-process (handleHookInput + ledger flush, median of 7 after 2 warm-up): ${rows.join('; ')} (target <= 100 ms)`,
  );

  // The largest command that is still parsed: 64 KiB, tree-sitter parse +
  // extraction + every command policy, process CPU time.
  const registry64 = new lib.PolicyRegistry(lib.securityPolicies());
  const at = {
    cwd: '/home/user/project',
    workspace: '/home/user/project',
    home: '/home/user',
    toolName: 'Bash',
  };
  const limitRows = [];
  for (const [name, unit] of [
    ['many pipes', (i) => `cat f${i} | `],
    ['many && segments', (i) => `npm test -- f${i} && `],
    ['many substitutions', (i) => `echo $(cat f${i}) `],
  ]) {
    const cpu = [];
    const warm = fill((i) => unit(i)).slice(0, 16 * 1024);
    lib.runGate(
      'pre-tool',
      { ...at, command: warm, facts: { shell: lib.analyzeBash(warm) } },
      { registry: registry64, traceId: 'bench' },
    );
    for (const size of [32 * 1024, 64 * 1024 - 16]) {
      const command = fill((i) => unit(i)).slice(0, size);
      const runs = [];
      for (let i = 0; i < 5; i++) {
        const c0 = process.cpuUsage();
        lib.runGate(
          'pre-tool',
          { ...at, command, facts: { shell: lib.analyzeBash(command) } },
          { registry: registry64, traceId: 'bench' },
        );
        const d = process.cpuUsage(c0);
        runs.push((d.user + d.system) / 1000);
      }
      cpu.push(median(runs));
    }
    limitRows.push(
      `${name} 32 KiB ${cpu[0].toFixed(0)} ms, 64 KiB ${cpu[1].toFixed(0)} ms (x${(cpu[1] / cpu[0]).toFixed(2)})`,
    );
  }
  console.log(
    `at the parse limit, runGate('pre-tool') with the parse (process CPU time, median of 5): ${limitRows.join('; ')}`,
  );

  const ws = mkd(join(tmpdir(), 'wukong-bench-1mb-cli-'));
  const payloadOf = (command) =>
    JSON.stringify({
      session_id: 'bench',
      cwd: ws,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command },
      tool_use_id: 'toolu_bench',
    });
  const big = payloadOf(shapes['many && segments']);
  const short = payloadOf('rm -rf build');
  const hookEnv = { ...env, CLAUDE_PROJECT_DIR: ws };
  const timeHook = (extra, payload = big) => {
    const t0 = performance.now();
    const r = spawnSync(
      process.execPath,
      [join(root, 'dist/wukong.cjs'), 'hook', '--event', 'PreToolUse'],
      { env: { ...hookEnv, ...extra }, cwd: ws, input: payload },
    );
    if (r.status !== 0 || !r.stdout.includes('"ask"'))
      throw new Error(
        `wukong hook on a 1 MB command: exit ${r.status}, ${r.stdout.slice(0, 200)}${r.stderr}`,
      );
    return performance.now() - t0;
  };
  const server = spawnChild(
    process.execPath,
    [join(root, 'dist/wukong.cjs'), 'serve', '--workspace', ws],
    { env: hookEnv, stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !exists(`${lib.socketPath(ws)}.pid`))
    await new Promise((r) => setTimeout(r, 50));
  for (let i = 0; i < 3; i++) {
    time(['-e', '0']);
    timeHook({ WUKONG_DAEMON: 'on' });
  }
  const base = [];
  const served = [];
  const servedShort = [];
  const inProcess = [];
  for (let i = 0; i < 11; i++) {
    base.push(time(['-e', '0']));
    served.push(timeHook({ WUKONG_DAEMON: 'on' }));
    servedShort.push(timeHook({ WUKONG_DAEMON: 'on' }, short));
    inProcess.push(timeHook({ WUKONG_DAEMON: 'off' }));
  }
  server.kill('SIGTERM');
  const b = median(base);
  console.log(
    `1 MB command through the built CLI (node dist/wukong.cjs hook --event PreToolUse, many && segments, asked): node -e 0 median ${b.toFixed(1)} ms; ` +
      `answered by wukong serve median ${median(served).toFixed(1)} ms (a short command the same way: ${median(servedShort).toFixed(1)} ms); in-process median ${median(inProcess).toFixed(1)} ms (11 alternating runs, NODE_EXTRA_CA_CERTS unset)`,
  );
  rmd(ws, { recursive: true, force: true });
}

await benchDeferred(root);
benchPackage(root);
// The sandbox's overhead on `true`, wrapped minus bare.
await benchSandbox({ root });
// The undo snapshot of a 10,000-file working tree (issue 14).
await (await import('./bench-undo.mjs')).benchUndoSnapshot();
// The live context rescue's three stages on a large transcript (issue 16).
await (await import('./bench-context.mjs')).benchContextStages();
