// benchContextStages — the live rescue's cost on a large transcript: the
// corpora's long sessions concatenated to ~5 MB (compaction boundaries
// dropped, so all of it is live context), then the 70 / 85 / 100% stages
// driven through `onUsage` as UserPromptSubmit / PostToolUse do, each stage in
// a fresh process like a hook; ms per stage (median of repeats, each in a
// fresh workspace), bytes written (every write,
// overwrites included, counted at node:fs) and archives written, against
// reading the transcript alone in the same run. Also runnable alone: `node
// scripts/bench-context.mjs [repeats]`
// Pos: scripts, a section of `npm run bench`; figures are printed, never
// asserted
import fs, {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const corpus = join(root, '../shared/corpora/transcripts');
const SOURCES = [
  'spotter-4d5611e5-241a-462a-8d15-5122611a9569.jsonl',
  'spotter-258c7280-ae70-4798-800f-63464d01a85d.jsonl',
];
const SESSION = 'bench-context-0001';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * What the library writes, counted where every write goes through
 * (writeFileAtomic: writeSync into a temporary file, renameSync into place);
 * an archive is one meta.json renamed into sessions/.
 */
const written = { bytes: 0, archives: 0 };
function countWrites() {
  const { writeSync, renameSync } = fs;
  fs.writeSync = (fd, data, ...rest) => {
    written.bytes +=
      typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
    return writeSync(fd, data, ...rest);
  };
  fs.renameSync = (from, to) => {
    if (/[/\\]sessions[/\\][^/\\]+[/\\]meta\.json$/.test(String(to)))
      written.archives++;
    return renameSync(from, to);
  };
  syncBuiltinESMExports();
}

function largeTranscript() {
  const lines = SOURCES.flatMap((f) =>
    readFileSync(join(corpus, f), 'utf8')
      .split('\n')
      .filter((l) => l && !l.includes('"compact_boundary"')),
  );
  return `${lines.join('\n')}\n`;
}

/** One assistant response carrying the usage at `ratio` of a 200k window. */
function usageLine(ratio, n) {
  return `${JSON.stringify({
    parentUuid: null,
    isSidechain: false,
    type: 'assistant',
    sessionId: SESSION,
    uuid: `bench-${n}`,
    timestamp: new Date(Date.UTC(2026, 0, 2, 0, 0, n)).toISOString(),
    message: {
      id: `msg_bench_${n}`,
      type: 'message',
      role: 'assistant',
      model: 'claude-opus-4-6',
      content: [{ type: 'text', text: `step ${n}` }],
      usage: {
        input_tokens: 5,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: Math.round(ratio * 200_000) - 5,
        output_tokens: 20,
      },
    },
  })}\n`;
}

/**
 * One stage as one hook runs it: a fresh process (nothing remembered from an
 * earlier stage), the transcript read alone first, then `onUsage`.
 */
async function oneStage(ws, transcript, n) {
  countWrites();
  const lib = await import(join(root, 'dist/context.mjs'));
  const t0 = performance.now();
  readFileSync(transcript, 'utf8');
  const read = performance.now() - t0;
  const t = performance.now();
  const out = await lib.onUsage({
    workspace: ws,
    config: lib.ContextConfig.parse({}),
    transcriptPath: transcript,
    sessionId: SESSION,
    now: new Date(Date.UTC(2026, 0, 2, 0, 1, n)),
  });
  const ms = performance.now() - t;
  if (!out.agent) throw new Error(`stage ${n} said nothing`);
  process.stdout.write(JSON.stringify({ read, ms, ...written }));
}

export async function benchContextStages({ repeats = 5 } = {}) {
  const text = largeTranscript();
  const mb = Buffer.byteLength(text) / 1e6;
  const stages = [
    ['70%', 0.72],
    ['85%', 0.86],
    ['100%', 1.0],
  ];
  const runs = Object.fromEntries(stages.map(([s]) => [s, []]));
  const reads = [];
  for (let r = 0; r < repeats; r++) {
    const ws = mkdtempSync(join(tmpdir(), 'wukong-bench-context-'));
    const transcript = join(ws, 'session.jsonl');
    writeFileSync(transcript, text);
    let n = 0;
    for (const [stage, ratio] of stages) {
      appendFileSync(transcript, usageLine(ratio, ++n));
      const child = spawnSync(
        process.execPath,
        [fileURLToPath(import.meta.url), '--stage', ws, transcript, String(n)],
        { encoding: 'utf8' },
      );
      if (child.status !== 0)
        throw new Error(`the ${stage} stage failed: ${child.stderr}`);
      const one = JSON.parse(child.stdout);
      runs[stage].push(one);
      reads.push(one.read);
    }
    rmSync(ws, { recursive: true, force: true });
  }
  const read = median(reads);
  console.log(
    `\nLive context rescue on a ${mb.toFixed(1)} MB transcript (${SOURCES.length} corpus sessions concatenated, compaction boundaries dropped): onUsage per stage, each in a fresh process as a hook runs it, median of ${repeats} (fresh workspace each):`,
  );
  console.log(
    `  reading the transcript alone (readFileSync, same processes): ${read.toFixed(1)} ms`,
  );
  for (const [stage] of stages) {
    const m = median(runs[stage].map((x) => x.ms));
    console.log(
      `  ${stage.padStart(4)}: ${m.toFixed(0)} ms (${(m / read).toFixed(1)}× the read), ${(median(runs[stage].map((x) => x.bytes)) / 1024).toFixed(0)} KB written, ${median(runs[stage].map((x) => x.archives))} archive(s) written`,
    );
  }
}

if (process.argv[2] === '--stage')
  await oneStage(process.argv[3], process.argv[4], Number(process.argv[5]));
else if (import.meta.url === `file://${process.argv[1]}`)
  await benchContextStages({ repeats: Number(process.argv[2] ?? 5) });
