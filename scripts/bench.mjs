// Input: dist/index.mjs (the built library), dist/wukong.mjs (the CLI), test/golden/submissions, ../shared/corpora/commands, node:child_process
// Output: printed figures: pipeline verifications per second, the bash parser's cold init, runGate('pre-tool', Bash) p50/p99/max over the commands corpus, and the CLI's start-up (verify, check) against `node -e 0`
// Pos: scripts, `npm run bench`; numbers are printed, never asserted (timed unit tests lie on noisy machines)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = new URL('..', import.meta.url).pathname;
const lib = await import(join(root, 'dist/index.mjs'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

// 1. In-process: every golden case's first submission through a fresh pipeline.
const dir = join(root, 'test/golden/submissions');
const cases = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
const inputs = cases.map((c) => lib.Submission.parse(c.steps[0].submission)).map((s) => ({ s, row: lib.resolveAvatar(s.avatar) }));
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
console.log(`pipeline in-process: ${inputs.length} golden submissions x 12 rounds, median ${(perSubmission * 1000).toFixed(0)} µs per submission (${Math.round(1000 / perSubmission)} verifications/s)`);

const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;

// 2. The bash parser: cold init (import + wasm compile + grammar load) in fresh processes, then runGate over the corpus.
const coldScript = `const m = await import(${JSON.stringify(join(root, 'dist/index.mjs'))}); await m.initBashParser(); console.log(m.parserInitMs());`;
const colds = [];
for (let i = 0; i < 7; i++) {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', coldScript], { env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`parser init failed: ${r.stderr}`);
  colds.push(Number(r.stdout.trim()));
}
await lib.initBashParser();
console.log(`bash parser cold init: median ${median(colds).toFixed(1)} ms over 7 fresh processes (this process: ${lib.parserInitMs().toFixed(1)} ms)`);

const corpus = readFileSync(join(root, '../shared/corpora/commands/commands.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line).cmd);
const registry = new lib.PolicyRegistry(lib.securityPolicies());
const where = { cwd: '/home/user/project', workspace: '/home/user/project', home: '/home/user', toolName: 'Bash' };
const gate = (command) => lib.runGate('pre-tool', { ...where, command, facts: { shell: lib.analyzeBash(command) } }, { registry, traceId: 'bench' });
for (let r = 0; r < 2; r++) for (const command of corpus) gate(command);
const wall = [];
const cpu = [];
for (let r = 0; r < 5; r++) {
  for (const command of corpus) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    gate(command);
    wall.push((performance.now() - t0) * 1000);
    const c = process.cpuUsage(c0);
    cpu.push(c.user + c.system);
  }
}
wall.sort((a, b) => a - b);
cpu.sort((a, b) => a - b);
const us = (x) => `${x.toFixed(0)} µs`;
console.log(
  `runGate('pre-tool', Bash) over the commands corpus, parse included: ${corpus.length} commands x 5 rounds; ` +
    `wall p50 ${us(quantile(wall, 0.5))}, p99 ${us(quantile(wall, 0.99))}, max ${us(wall[wall.length - 1])}; ` +
    `process CPU time p50 ${us(quantile(cpu, 0.5))}, p99 ${us(quantile(cpu, 0.99))} (targets: p50 <= 150 µs, p99 <= 1 ms)`,
);

// 3. Start-up: `wukong verify` and `wukong check command` vs an empty node, alternating, medians.
const time = (args) => {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { env, cwd: root, stdio: 'ignore' });
  if (r.status !== 0 && args[0] !== '-e') throw new Error(`${args.join(' ')} exited ${r.status}`);
  return performance.now() - t0;
};
const base = [];
const cli = [];
const check = [];
const example = ['dist/wukong.mjs', 'verify', 'examples/feature-pass.json', '--json'];
const checkArgs = ['dist/wukong.mjs', 'check', 'command', 'git status && npm test', '--json'];
const timeCheck = () => {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, checkArgs, { env, cwd: root, stdio: 'ignore' });
  if (r.status !== 0) throw new Error(`wukong check exited ${r.status}`);
  return performance.now() - t0;
};
for (let i = 0; i < 3; i++) (time(['-e', '0']), time(example), timeCheck());
for (let i = 0; i < 25; i++) {
  base.push(time(['-e', '0']));
  cli.push(time(example));
  check.push(timeCheck());
}
const b = median(base);
const c = median(cli);
const k = median(check);
console.log(`start-up: node -e 0 median ${b.toFixed(1)} ms; wukong verify example median ${c.toFixed(1)} ms, ratio ${(c / b).toFixed(2)}; wukong check command median ${k.toFixed(1)} ms, ratio ${(k / b).toFixed(2)} (25 alternating runs, NODE_EXTRA_CA_CERTS unset)`);
