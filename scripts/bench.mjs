// Input: dist/index.mjs (the built library), dist/wukong.mjs (the CLI), test/golden/submissions, ../shared/corpora/transcripts, node:child_process
// Output: printed figures: pipeline verifications per second in-process (median of repeats); the CLI's start-up wall time as a ratio to
//         `node -e 0` (alternating, NODE_EXTRA_CA_CERTS unset); DCP savings per long session and DCP speed in MB/s of transcript (medians)
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

// 3. DCP: savings on the five long sessions (the contexts Claude Code compacted, research note §5.1) and pruning speed.
const corpus = join(root, '../shared/corpora/transcripts');
const sessions = ['258c7280-ae70-4798-800f-63464d01a85d', '4d5611e5-241a-462a-8d15-5122611a9569', '8463c716-a2ea-4c14-9efa-87158ebd9f20', 'ae4a77f8-aedd-4bc1-888f-c94edc91af04', 'fa812bfe-b295-4cca-9c2f-fdf01028cb46'];
const config = lib.ContextConfig.parse({});
const count = await lib.loadTokenCounter();
const prune = (text) => {
  const result = lib.pruneTranscript(lib.parseTranscript(text), { dcp: config.dcp, count, claudeFactor: config.claudeTokenFactor });
  lib.serializeTranscript(result.lines, true);
  return result;
};
const files = sessions.map((id) => {
  const text = readFileSync(join(corpus, `spotter-${id}.jsonl`), 'utf8');
  const lines = text.split('\n');
  const cut = lines.findIndex((l) => l.includes('"subtype":"compact_boundary"'));
  return { id, text, segment: `${lines.slice(0, cut).join('\n')}\n` };
});
const rows = [];
let before = 0;
let after = 0;
for (const f of files) {
  const r = prune(f.segment);
  before += r.raw.before;
  after += r.raw.after;
  const by = Object.fromEntries(Object.entries(r.byStrategy).map(([k, v]) => [k, v.items]));
  rows.push(`| ${f.id.slice(0, 8)} | ${r.steps} | ${r.raw.before.toLocaleString('en-US')} | ${r.raw.after.toLocaleString('en-US')} | ${r.savedPercent}% | ${by.dedup}/${by.supersede}/${by.purgeErrors}/${by.truncation} | ${r.protectedKept.total} |`);
}
console.log('DCP savings on the five long sessions (first segment = the context Claude Code compacted; o200k message tokens, research note counting):');
console.log('| session | steps | before | after | saved | items dedup/supersede/purge/trunc | protected calls kept |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`| all (token-weighted) | | ${before.toLocaleString('en-US')} | ${after.toLocaleString('en-US')} | ${((100 * (before - after)) / before).toFixed(1)}% | | |  (baseline prototype: 40.4%)`);
const speed = (label, texts) => {
  const bytes = texts.reduce((a, t) => a + Buffer.byteLength(t), 0);
  const speeds = [];
  for (let r = 0; r < 9; r++) {
    const t0 = performance.now();
    for (const t of texts) prune(t);
    speeds.push(bytes / 1e6 / ((performance.now() - t0) / 1000));
  }
  const kept = speeds.slice(2);
  console.log(`DCP speed, ${label} (${(bytes / 1e6).toFixed(1)} MB): parse + prune + token counts + serialise, median ${median(kept).toFixed(1)} MB/s over 7 rounds after 2 warm-up (min ${Math.min(...kept).toFixed(1)}, max ${Math.max(...kept).toFixed(1)})`);
};
speed('five whole transcripts', files.map((f) => f.text));
speed('their first segments (every message counted and pruned)', files.map((f) => f.segment));
