// Input: dist/index.mjs (the built library), dist/wukong.mjs (the CLI), test/golden/submissions, node:child_process, ./mixed-text.mjs
// Output: printed figures: pipeline verifications/s in-process, CLI start-up vs `node -e 0`, secret scan and redact() MB/s on 10 MB of mixed text, scanner cold start, 100 KB adversarial lines
// Pos: scripts, `npm run bench`; numbers are printed, never asserted (timed unit tests lie on noisy machines)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { mixedText } from './mixed-text.mjs';

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

// 3. Secret scanning: 10 MB of realistic mixed text (transcript JSON, tool logs, prose, code) with real-format secrets sprinkled.
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
// Scan, redact and line-by-line redact alternate within each round, so load on the machine hits all three alike.
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
const [scanMs, redactMs, linesMs] = [median(scanTimes), median(redactTimes), median(lineTimes)];
const kinds = Object.entries(mixed.parts).map(([k, n]) => `${k} ${(n / 1e6).toFixed(1)} MB`).join(', ');
const sprinkledFound = mixed.sprinkled.filter((rule) => findings.some((f) => f.rule === rule)).length;
console.log(`secret scan: ${mb.toFixed(1)} MB of mixed text (${kinds}), median of 9: ${scanMs.toFixed(0)} ms = ${(mb / (scanMs / 1000)).toFixed(0)} MB/s; ${findings.length} findings, ${sprinkledFound}/${mixed.sprinkled.length} sprinkled secrets' rules among them`);
console.log(`redact(): whole text median ${redactMs.toFixed(0)} ms = ${(mb / (redactMs / 1000)).toFixed(0)} MB/s; line by line (${lines.length} calls) median ${linesMs.toFixed(0)} ms = ${(mb / (linesMs / 1000)).toFixed(0)} MB/s`);

// The first scan of a process compiles the rules and the keyword automaton: measured in fresh processes.
const coldScript = `import(${JSON.stringify(join(root, 'dist/index.mjs'))}).then((lib) => { const t0 = performance.now(); lib.scanSecrets('export TOKEN=abcdefgh1234'); process.stdout.write(String(performance.now() - t0)); })`;
const cold = Array.from({ length: 7 }, () => Number(spawnSync(process.execPath, ['-e', coldScript], { env, encoding: 'utf8' }).stdout));
console.log(`secret scan cold start (first call in a fresh process: rules and automaton built): median of 7 ${median(cold).toFixed(1)} ms`);

// 4. Adversarial 100 KB single lines: the patterns that make backtracking regexes (and a naive gitleaks port) blow up.
const keywords = [...new Set(['api_key', 'token', 'secret', 'password', 'curl', 'facebook', 'ghp_', 'akia', 'xoxb-', 'eyj', '-----begin'])];
const fill = (unit) => unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000);
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
  console.log(`adversarial 100 KB line, ${name}: scan median of 5 ${timed(() => lib.scanSecrets(line), 5).toFixed(1)} ms`);
}
