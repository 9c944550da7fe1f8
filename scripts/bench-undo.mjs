// benchUndoSnapshot — the undo snapshot (src/harness/undo/take-snapshot.ts,
// bundled on the fly) of a 10,000-file git working tree with 10 changed files
// (7 modified, 3 untracked): median and max of 11 runs, each after changing the
// 10 files again so no run reuses the last snapshot; and the hook's check of
// one written file (`git ls-files --others --modified`)
// Pos: scripts, part of `npm run bench`; figures printed, never asserted
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
/**
 * CPU seconds of this process's finished children (user + system), from
 * /proc/self/stat (Linux; 10 ms ticks): what the git runs cost, whatever the
 * load of the machine.
 */
const childCpuMs = () => {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .slice(readFileSync('/proc/self/stat', 'utf8').lastIndexOf(')') + 2)
      .split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return NaN;
  }
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function load() {
  const out = mkdtempSync(join(tmpdir(), 'wukong-bench-undo-code-'));
  const file = join(out, 'undo.mjs');
  await build({
    stdin: {
      contents: `export { takeSnapshot } from './src/harness/undo/take-snapshot.ts';\nexport { runGit } from './src/harness/undo/git-run.ts';`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: file,
    logLevel: 'error',
  });
  return import(pathToFileURL(file).href);
}

export async function benchUndoSnapshot() {
  const { takeSnapshot, runGit } = await load();
  const ws = mkdtempSync(join(tmpdir(), 'wukong-bench-undo-'));
  // The bench's own git runs no automatic gc or maintenance: `git commit` of
  // ten thousand loose objects (over gc.auto's 6,700) started a detached
  // `git maintenance run --auto` that was still writing packs into .git when
  // the cleanup removed the folder (ENOTEMPTY). The snapshot's git runs pass
  // the same two settings (src/harness/undo/git-run.ts SAFE).
  const git = (...args) =>
    execFileSync(
      'git',
      ['-c', 'gc.auto=0', '-c', 'maintenance.auto=false', ...args],
      {
        cwd: ws,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'b',
          GIT_AUTHOR_EMAIL: 'b@b',
          GIT_COMMITTER_NAME: 'b',
          GIT_COMMITTER_EMAIL: 'b@b',
        },
      },
    );
  git('init', '-q');
  for (let d = 0; d < 100; d++) {
    mkdirSync(join(ws, `dir${d}`));
    for (let f = 0; f < 100; f++)
      writeFileSync(
        join(ws, `dir${d}`, `file${f}.ts`),
        `export const v${d}_${f} = ${d * 100 + f};\n`.repeat(20),
      );
  }
  // The index written after the files (as in a real workspace), so git's
  // racy-clean check does not re-hash them all.
  await new Promise((r) => setTimeout(r, 1100));
  git('add', '-A');
  git('commit', '-q', '-m', 'ten thousand files');
  const repo = { top: ws, gitDir: join(ws, '.git') };
  const change = (round) => {
    for (let i = 0; i < 7; i++)
      writeFileSync(
        join(ws, `dir${i * 13}`, `file${i}.ts`),
        `changed ${round}\n`,
      );
    for (let i = 0; i < 3; i++)
      writeFileSync(join(ws, `new${i}.txt`), `untracked ${round}\n`);
  };
  // A key of the bench's own: the user's ledger key is never touched.
  const key = randomBytes(32);
  const times = [];
  let cpu = 0;
  let now = Date.parse('2026-11-24T12:00:00Z');
  for (let round = 0; round < 13; round++) {
    change(round);
    const c0 = childCpuMs();
    const t0 = performance.now();
    const s = await takeSnapshot(
      repo,
      { before: `rm round ${round}`, tool: 'Bash', reason: 'bench' },
      {
        now: new Date((now += 1000)),
        key,
        limits: { keep: 100, maxAgeDays: 14 },
      },
    );
    const ms = performance.now() - t0;
    if (!s.created) throw new Error('the bench reused a snapshot');
    if (round >= 2) {
      times.push(ms);
      cpu += childCpuMs() - c0;
    }
  }
  const checks = [];
  for (let i = 0; i < 11; i++) {
    const t0 = performance.now();
    await runGit(
      [
        'ls-files',
        '-z',
        '--others',
        '--modified',
        '--exclude-standard',
        '--',
        ':(top,literal)dir0/file0.ts',
      ],
      { cwd: ws },
    );
    checks.push(performance.now() - t0);
  }
  // The listing of ignored files a snapshot adds (run beside git add -A, on
  // the machine's other core when one is free), timed alone.
  const listing = [];
  for (let i = 0; i < 11; i++) {
    const t0 = performance.now();
    await runGit(
      [
        'ls-files',
        '-z',
        '--others',
        '--ignored',
        '--exclude-standard',
        '--directory',
        '--',
        ':/',
      ],
      { cwd: ws },
    );
    listing.push(performance.now() - t0);
  }
  console.log(
    `undo snapshot of a 10,000-file git working tree with 10 changed files (7 modified, 3 untracked; copy of the index, git add -A, write-tree, commit-tree, update-ref, retention): median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (11 runs after 2 warm-ups; target ≤ 300 ms), git's CPU time (user + system) ${(cpu / times.length).toFixed(0)} ms per snapshot; the hook's check of one written file for uncommitted work: median ${median(checks).toFixed(1)} ms; the ignored-file listing (kept .env files), alone: median ${median(listing).toFixed(1)} ms; load average ${loadavg()[0].toFixed(1)}`,
  );
  rmSync(ws, { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await benchUndoSnapshot();
