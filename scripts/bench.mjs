// Input: dist/index.mjs (the built library), dist/wukong.mjs (the CLI), test/golden/submissions, node:child_process
// Output: printed figures: pipeline verifications per second in-process (median of repeats) and the CLI's start-up
//         wall time as a ratio to `node -e 0`, both sides measured alternately in one run with NODE_EXTRA_CA_CERTS unset
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

// 2. Start-up: `wukong verify` on the shipped example vs an empty node, alternating, medians.
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
const b = median(base);
const c = median(cli);
console.log(`start-up: node -e 0 median ${b.toFixed(1)} ms; wukong verify example median ${c.toFixed(1)} ms; ratio ${(c / b).toFixed(2)} (25 alternating runs, NODE_EXTRA_CA_CERTS unset)`);
