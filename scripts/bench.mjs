// Input: dist/index.mjs (the built library), dist/wukong.mjs (the CLI), test/golden/submissions, test/golden/prompts.jsonl, node:child_process
// Output: printed figures: pipeline verifications and throttle evaluations per second in-process (medians of repeats), adviseOnPrompt
//         per call with its state file, and `wukong verify` / `wukong throttle` start-up as ratios to `node -e 0` (alternating, NODE_EXTRA_CA_CERTS unset)
// Pos: scripts, `npm run bench`; numbers are printed, never asserted (timed unit tests lie on noisy machines)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = new URL('..', import.meta.url).pathname;
const lib = await import(join(root, 'dist/index.mjs'));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

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

// 1b. In-process: every golden prompt through the pure engine, and adviseOnPrompt (config, state file, envelope) per call.
const prompts = readFileSync(join(root, 'test/golden/prompts.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const cfg = lib.ruleEngineConfig(lib.ThrottleConfig.parse({}));
const envelopes = prompts.map((p, i) => ({ id: String(i), ts: 0, mode: p.mode, model: { id: p.model ?? 'unknown', tier: p.tier ?? 'standard' }, promptText: p.prompt, context: { promptChars: p.prompt.length } }));
const evalRounds = [];
for (let r = 0; r < 15; r++) {
  const t0 = performance.now();
  for (const e of envelopes) lib.evaluate(e, cfg);
  evalRounds.push((performance.now() - t0) / envelopes.length);
}
const perPrompt = median(evalRounds.slice(3));
console.log(`throttle evaluate in-process: ${envelopes.length} golden prompts x 12 rounds, median ${(perPrompt * 1000).toFixed(0)} µs per prompt (${Math.round(1000 / perPrompt)} evaluations/s)`);
const { mkdtempSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const ws = mkdtempSync(join(tmpdir(), 'wukong-bench-'));
const adviseTimes = [];
for (let i = 0; i < 200; i++) {
  const t0 = performance.now();
  lib.adviseOnPrompt({ workspace: ws, prompt: prompts[i % prompts.length].prompt, permissionMode: 'plan', modelId: 'claude-opus-4-1', sessionId: 'bench', now: 1_800_000_000_000 + i * 61_000 });
  adviseTimes.push(performance.now() - t0);
}
console.log(`adviseOnPrompt in-process (reads config, reads and writes .wukong/throttle.json): median ${(median(adviseTimes.slice(20)) * 1000).toFixed(0)} µs per call over 180 calls`);

// 2. Start-up: `wukong verify` and `wukong throttle` vs an empty node, alternating, medians.
const env = { ...process.env };
delete env.NODE_EXTRA_CA_CERTS;
const time = (args) => {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { env, cwd: root, stdio: 'ignore' });
  if (r.status !== 0 && args[0] !== '-e') throw new Error(`${args.join(' ')} exited ${r.status}`);
  return performance.now() - t0;
};
const base = [];
const cli = [];
const example = ['dist/wukong.mjs', 'verify', 'examples/feature-pass.json', '--json'];
for (let i = 0; i < 3; i++) (time(['-e', '0']), time(example));
for (let i = 0; i < 25; i++) {
  base.push(time(['-e', '0']));
  cli.push(time(example));
}
const throttleArgs = ['dist/wukong.mjs', 'throttle', '--no-persist', '--mode', 'plan', '--model', 'claude-opus-4-1', '--json', '实现这段逻辑'];
const throttleCli = [];
for (let i = 0; i < 3; i++) time(throttleArgs);
for (let i = 0; i < 25; i++) {
  base.push(time(['-e', '0']));
  throttleCli.push(time(throttleArgs));
}
const b = median(base);
const c = median(cli);
const t = median(throttleCli);
console.log(`start-up: node -e 0 median ${b.toFixed(1)} ms; wukong verify example median ${c.toFixed(1)} ms; ratio ${(c / b).toFixed(2)} (alternating runs, NODE_EXTRA_CA_CERTS unset)`);
console.log(`start-up: wukong throttle --no-persist median ${t.toFixed(1)} ms; ratio ${(t / b).toFixed(2)} to node -e 0 (25 alternating runs)`);
