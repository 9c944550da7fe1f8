// benchDeferred: the in-process decision on a Write of a 100 KB package.json
// and a 100 KB GitHub workflow that plant something to run later (issue 19):
// the runtime's facts (the file before read from disk, the planted commands
// parsed) plus runGate('pre-write') with the default registry; and the
// deferred part alone (facts + deferredFindings), each p50 and p99
// Pos: scripts, a section of `npm run bench`; target p50 <= 1 ms for the
// deferred part (the default registry adds the secret scan of 100 KB)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

/** A package.json of about `bytes` with many ordinary scripts. */
function bigPackage(bytes) {
  const scripts = { build: 'tsc -p .', test: 'vitest run' };
  const dependencies = {};
  for (
    let i = 0;
    JSON.stringify({ scripts, dependencies }).length < bytes;
    i++
  ) {
    scripts[`task:${i}`] = `node scripts/task-${i}.js --flag ${i}`;
    dependencies[`package-number-${i}`] = `^${i % 9}.${i % 7}.0`;
  }
  return { name: 'big', version: '1.0.0', scripts, dependencies };
}

/** A workflow of about `bytes`: many jobs of ordinary steps. */
function bigWorkflow(bytes) {
  let text = 'name: CI\non:\n  push:\n  pull_request:\njobs:\n';
  for (let i = 0; text.length < bytes; i++)
    text += `  job${i}:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci\n      - run: npm run task:${i} -- --shard ${i}\n`;
  return text;
}

export async function benchDeferred(root) {
  console.log(
    `deferred execution: load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const gate = await import(join(root, 'dist/gate.mjs'));
  const { loadConfig } = await import(join(root, 'dist/index.mjs'));
  await gate.initBashParser();
  const ws = mkdtempSync(join(tmpdir(), 'wukong-bench-deferred-'));
  const registry = gate.defaultRegistry(loadConfig(ws).config);
  const pkg = bigPackage(100_000);
  const before = JSON.stringify(pkg, null, 2);
  const after = JSON.stringify(
    {
      ...pkg,
      scripts: { ...pkg.scripts, postinstall: 'node scripts/setup.js' },
    },
    null,
    2,
  );
  const wf = bigWorkflow(100_000);
  // Each surface twice: an edit of the existing file (its text before read
  // from disk) and a brand-new file (nothing before: the whole text read).
  const cases = [
    ['package.json', before, after, 'edit'],
    ['package.json', null, after, 'new file'],
    [
      '.github/workflows/ci.yml',
      wf,
      `${wf}      - run: node scripts/report.js\n`,
      'edit',
    ],
    [
      '.github/workflows/ci.yml',
      null,
      `${wf}      - run: node scripts/report.js\n`,
      'new file',
    ],
  ];
  const { mkdirSync } = await import('node:fs');
  mkdirSync(join(ws, '.github/workflows'), { recursive: true });
  for (const [name, text, written, kind] of cases) {
    const path = join(ws, name);
    if (text === null) rmSync(path, { force: true });
    else writeFileSync(path, text);
    const where = { cwd: ws, workspace: ws, home: tmpdir(), toolName: 'Write' };
    // Each call writes a text not seen before (a number changes), so the
    // after-text is read afresh every time; the before-text is the same file,
    // whose reading the policy keeps between calls (as the daemon would).
    let n = 0;
    const fresh = () =>
      name === 'package.json'
        ? written.replace('"version": "1.0.0"', `"version": "1.0.${(n += 1)}"`)
        : `${written}# ${(n += 1)}\n`;
    const decide = async () => {
      const content = fresh();
      const deferred = await gate.prepareDeferredWrite({ path, content }, ws);
      return gate.runGate(
        'pre-write',
        { ...where, path, access: 'write', content, facts: { deferred } },
        { registry, traceId: 'bench' },
      );
    };
    const deferredOnly = async () => {
      const content = fresh();
      const deferred = await gate.prepareDeferredWrite({ path, content }, ws);
      // The readings the runtime made, as the policy uses them; a text it did
      // not read (none here) would be read afresh by the policy.
      const read = (surface, text) =>
        deferred.readings.find(
          (r) => r.format === surface.format && r.text === text,
        )?.reading;
      return gate.deferredFindings(path, deferred.before[path], content, read);
    };
    // The baseline, in the same run: JSON.parse of the 100 KB package.json.
    const baseline = async () => JSON.parse(after);
    const verb = gate.decisionVerb(await decide());
    let base;
    for (const [label, fn] of [
      ['baseline JSON.parse of the 100 KB package.json', baseline],
      ['deferred facts + deferredFindings', deferredOnly],
      ["runGate('pre-write', default registry) with the facts", decide],
    ]) {
      for (let i = 0; i < 20; i++) await fn();
      const times = [];
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now();
        await fn();
        times.push(performance.now() - t0);
      }
      const p50 = quantile(times, 0.5);
      base ??= p50;
      console.log(
        `deferred execution, Write of a ${(written.length / 1000).toFixed(0)} KB ${name}, ${kind} (decision: ${verb}), ${label}: ` +
          `p50 ${p50.toFixed(3)} ms, p99 ${quantile(times, 0.99).toFixed(3)} ms over 200 runs` +
          (fn === baseline
            ? ''
            : `, ${(p50 / base).toFixed(1)}x the baseline`) +
          (fn === deferredOnly ? ' (target: p50 <= 1 ms)' : ''),
      );
    }
  }
}
