// issue 19, the 1 ms line for a new workflow: the subset reader
// (policies/security/deferred/yaml-subset.ts) reads a text exactly as `yaml`
// does or not at all — on hand-picked cases, on every YAML file of the
// corpora, the deferred fixtures and node_modules (whole and block by block),
// and on random block-style texts and their random edits (differential
// property: when the subset answers, `yaml` reads the text cleanly to the
// same value)
// Pos: test/security, real `yaml`, no mock
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  YAML_OPTIONS,
  yamlBlocks,
} from '../../policies/security/deferred/yaml-blocks.js';
import { readYamlSubset } from '../../policies/security/deferred/yaml-subset.js';

/** `yaml`'s reading: its value, or 'unclean' on an error or a warning. */
function reference(text: string): { value: unknown } | 'unclean' {
  const doc = parseDocument(text, YAML_OPTIONS);
  if (doc.errors.length || doc.warnings.length) return 'unclean';
  return { value: doc.toJS(YAML_OPTIONS) as unknown };
}

/** The property: the subset is silent, or it agrees with `yaml`. */
function agrees(text: string): boolean {
  const fast = readYamlSubset(text);
  if (!fast) return true;
  const ref = reference(text);
  return ref !== 'unclean' && isDeepStrictEqual(fast.value, ref.value);
}

function expectAgrees(text: string) {
  const fast = readYamlSubset(text);
  if (!fast) return;
  expect({ text, value: fast.value }).toEqual({
    text,
    value: (reference(text) as { value: unknown }).value,
  });
  expect(agrees(text)).toBe(true);
}

describe('the subset reads as yaml does', () => {
  const read: [string, string, unknown][] = [
    [
      'a job of steps',
      'build:\n  runs-on: ubuntu-latest\n  timeout-minutes: 30\n  steps:\n    - uses: actions/checkout@v4\n      with:\n        fetch-depth: 0\n    - run: npm ci # install\n',
      {
        build: {
          'runs-on': 'ubuntu-latest',
          'timeout-minutes': 30,
          steps: [
            { uses: 'actions/checkout@v4', with: { 'fetch-depth': 0 } },
            { run: 'npm ci' },
          ],
        },
      },
    ],
    [
      'the core schema',
      'a: true\nb: False\nc: ~\nd: null\ne:\nf: 0o17\ng: 0x1F\nh: 012\ni: 3.10\nj: 1e3\nk: .inf\nl: -.Inf\nm: yes\nn: on\no: 1.2.3\n',
      {
        a: true,
        b: false,
        c: null,
        d: null,
        e: null,
        f: 15,
        g: 31,
        h: 12,
        i: 3.1,
        j: 1000,
        k: Infinity,
        l: -Infinity,
        m: 'yes',
        n: 'on',
        o: '1.2.3',
      },
    ],
    [
      'literal and folded scripts',
      'a: |\n  echo one\n    indented\n\n  echo two  \nb: >-\n  one\n  two\n\n  three\nc: |+\n  kept\n\nd: x\n',
      {
        a: 'echo one\n  indented\n\necho two  \n',
        b: 'one two\nthree',
        c: 'kept\n\n',
        d: 'x',
      },
    ],
    [
      'quotes, flow sequences and indentless sequences',
      `a: "x # y"\nb: 'it''s'\nc: [ubuntu-latest, "3.10", 'b', 3.10]\nd:\n- x\n- y\ne: []\n`,
      {
        a: 'x # y',
        b: "it's",
        c: ['ubuntu-latest', '3.10', 'b', 3.1],
        d: ['x', 'y'],
        e: [],
      },
    ],
    [
      'an indented job block',
      '  job1:\n    steps:\n      - run: |\n          make\n',
      { job1: { steps: [{ run: 'make\n' }] } },
    ],
  ];
  for (const [what, text, value] of read)
    it(`reads ${what}`, () => {
      expect(readYamlSubset(text)).toEqual({ value });
      expectAgrees(text);
    });

  const refused: [string, string][] = [
    ['an anchor', 'a: &x 1\n'],
    ['an alias', 'a: *x\n'],
    ['a tag', 'a: !!str 1\n'],
    ['a merge key', 'a:\n  <<: {b: 1}\n'],
    ['a flow mapping', 'a: {b: 1}\n'],
    ['a flow sequence over lines', 'a: [b,\n  c]\n'],
    ['a multi-line plain scalar', 'a: b\n  c\n'],
    ['a multi-line quoted scalar', 'a: "b\n  c"\n'],
    ['an escape', 'a: "b\\tc"\n'],
    ['an explicit key', '? a\n: b\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['a quoted key', '"a": 1\n'],
    ['an indentation indicator', 'a: |2\n   b\n'],
    ['a second document', 'a: 1\n---\nb: 2\n'],
    ['a directive', '%YAML 1.2\n---\na: 1\n'],
    ['a tab', 'a:\n\t- b\n'],
    ['a carriage return', 'a: 1\r\n'],
    ['a nested compact mapping', 'a: b: c\n'],
    ['a sequence in a sequence', 'a:\n  - - b\n'],
    ['a top-level sequence', '- a\n'],
    ['a scalar document', 'a\n'],
    ['a __proto__ key', '__proto__: 1\n'],
  ];
  for (const [what, text] of refused)
    it(`is silent on ${what}`, () => {
      expect(readYamlSubset(text)).toBeUndefined();
    });
});

/** Every YAML text the tree and the corpora hold. */
function yamlFiles(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string, depth: number) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const full = join(dir, name);
      let st;
      try {
        st = statSync(full);
      } catch {
        continue;
      }
      if (st.isDirectory()) {
        if (depth < 8) walk(full, depth + 1);
      } else if (/\.ya?ml$/.test(name) && st.size < 500_000)
        out.push([full, readFileSync(full, 'utf8')]);
      else if (name.endsWith('.jsonl') && full.includes('deferred'))
        for (const line of readFileSync(full, 'utf8').split('\n')) {
          if (!line.trim()) continue;
          const row = JSON.parse(line) as Record<string, unknown>;
          for (const v of Object.values(row))
            if (typeof v === 'string' && /^[\w-]+:/m.test(v))
              out.push([`${full}:${String(row['path'] ?? '')}`, v]);
        }
    }
  };
  const root = join(import.meta.dirname, '..', '..');
  walk(join(root, '..', 'shared', 'corpora'), 0);
  walk(join(root, 'test', 'security', 'adversarial', 'deferred'), 0);
  walk(join(root, 'node_modules'), 0);
  return out;
}

describe('the subset on every real YAML text at hand', () => {
  const files = yamlFiles();

  it('finds the real workflows (the corpus is not empty)', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.some(([f]) => f.includes('.github/workflows/'))).toBe(true);
  });

  it('agrees with yaml on each text whole and on each of its blocks', () => {
    let blocks = 0;
    let read = 0;
    for (const [file, text] of files) {
      expect({ file, agrees: agrees(text) }).toEqual({ file, agrees: true });
      const split = yamlBlocks(text);
      if ('fallback' in split) continue;
      for (const b of split.blocks) {
        blocks++;
        if (readYamlSubset(b.text)) read++;
        expect({ file, block: b.job ?? b.key, agrees: agrees(b.text) }).toEqual(
          { file, block: b.job ?? b.key, agrees: true },
        );
      }
    }
    // Most real blocks are in the subset (the fast path is the usual one).
    expect(read / blocks).toBeGreaterThan(0.8);
  });
});

// Random block-style texts: the shapes real workflows use, with the
// scalars and headers that differ between readers.
/** Scalars inside the subset (most texts should be read, not refused). */
const SAFE_SCALARS = [
  'npm ci',
  'echo "hi" && make',
  "it's",
  '${{ secrets.TOKEN }}',
  'a#b',
  'a:b',
  '-x',
  '--flag',
  '::set-output name=x',
  '[a, b]',
  '["3.10", \'y\']',
  '[]',
  '"q # r"',
  "'it''s'",
  'x # comment',
  'é ü 中',
  'true',
  'null',
  '~',
  '0',
  '-0',
  '012',
  '0o17',
  '0x1F',
  '3.10',
  '1e3',
  '.inf',
  '.NaN',
  'yes',
  'on',
];
const SCALARS = [
  'npm ci',
  'echo "hi"',
  "it's",
  '${{ secrets.TOKEN }}',
  'a#b',
  'a #b',
  'a: b',
  'a:b',
  'x:',
  '- x',
  '-x',
  '--flag',
  '? x',
  '?x',
  ':x',
  '::set-output name=x',
  '@x',
  '`x`',
  '%x',
  '&a x',
  '*a',
  '!t x',
  '|',
  '>',
  '[a, b]',
  '[ "x", \'y\' ]',
  '[a,]',
  '[,a]',
  '[a, [b]]',
  '[a b, c]',
  '[1, 0x1F, .5, -1, ~, null]',
  '[]',
  '[ ]',
  '{}',
  '{a: 1}',
  '"q"',
  '""',
  "''",
  "'q'",
  "'it''s'",
  '"a\\"b"',
  '"a \\t b"',
  '"unterminated',
  "'x' y",
  '"x" # c',
  'x  ',
  'é ü 中',
  '\u00a0x\u00a0',
  '\u3000',
  'a # c',
  '#c',
  'true',
  'True',
  'TRUE',
  'tRUE',
  'false',
  'null',
  'Null',
  'NULL',
  '~',
  '0',
  '-0',
  '+5',
  '012',
  '0o17',
  '0o8',
  '0x1F',
  '0xg',
  '1_000',
  '1.0',
  '3.10',
  '.5',
  '5.',
  '1e3',
  '1E-2',
  '.inf',
  '-.Inf',
  '+.INF',
  '.NaN',
  '.nan',
  'nan',
  'inf',
  'yes',
  'on',
  'Off',
  '12345678901234567890',
  '1.2.3',
  '---',
  '...',
  'a\\b',
];
const SAFE_KEYS = ['run', 'name', 'runs-on', 'with', 'env', 'steps', 'job_1'];
const KEYS = [
  'a.b',
  'on',
  'true',
  'null',
  'x y',
  '"q"',
  "'q'",
  '__proto__',
  'constructor',
  '1',
  '3.9',
  '-a',
  'a:b',
  '<<',
  '? k',
];

const keyArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SAFE_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom(...KEYS) },
);

type Tree =
  | { t: 'map'; entries: [string, Tree][] }
  | { t: 'seq'; items: Tree[] }
  | { t: 'scalar'; v: string }
  | { t: 'block'; header: string; lines: string[] };

const BLOCK_LINES = [
  'echo one',
  'echo two  ',
  '  more indented',
  '    deeper',
  '',
  ' ',
  '   ',
  '      ',
  '# not a comment',
  'x: y',
  '- z',
  'end',
];
const HEADERS = [
  '|',
  '|-',
  '|+',
  '>',
  '>-',
  '>+',
  '|2',
  '>1',
  '| # c',
  '|#c',
  '|  ',
  '|x',
];

const treeArb: fc.Arbitrary<Tree> = fc.letrec<{ tree: Tree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      t: fc.constant('scalar' as const),
      v: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...SAFE_SCALARS) },
        { weight: 1, arbitrary: fc.constantFrom(...SCALARS) },
      ),
    }),
    fc.record({
      t: fc.constant('block' as const),
      header: fc.constantFrom(...HEADERS),
      lines: fc.array(fc.constantFrom(...BLOCK_LINES), {
        minLength: 0,
        maxLength: 6,
      }),
    }),
    fc.record({
      t: fc.constant('map' as const),
      entries: fc.array(fc.tuple(keyArb, tie('tree')), {
        minLength: 1,
        maxLength: 4,
      }),
    }),
    fc.record({
      t: fc.constant('seq' as const),
      items: fc.array(tie('tree'), { minLength: 1, maxLength: 3 }),
    }),
  ),
})).tree;

interface Style {
  step: number;
  indentless: boolean;
  comments: boolean;
  blanks: boolean;
}

/** A tree written as block-style YAML at `indent`. */
function render(tree: Tree, indent: number, s: Style): string[] {
  const pad = ' '.repeat(indent);
  const extra = (lines: string[]) =>
    lines.flatMap((l, i) => [
      ...(s.comments && i % 3 === 1 ? [`${pad}# note`] : []),
      ...(s.blanks && i % 4 === 2 ? [''] : []),
      l,
    ]);
  if (tree.t === 'map')
    return extra(
      tree.entries.flatMap(([k, v]) => head(`${pad}${k}:`, v, indent, s)),
    );
  if (tree.t === 'seq')
    return extra(tree.items.flatMap((v) => head(`${pad}-`, v, indent, s)));
  return [`${pad}${tree.t === 'scalar' ? tree.v : tree.header}`];
}

/** `lead` (a key or a dash) followed by the value, inline or below. */
function head(lead: string, v: Tree, indent: number, s: Style): string[] {
  if (v.t === 'scalar') return [`${lead} ${v.v}`];
  if (v.t === 'block')
    return [
      `${lead} ${v.header}`,
      ...v.lines.map((l) => (l === '' ? '' : ' '.repeat(indent + s.step) + l)),
    ];
  if (lead.endsWith('-') && v.t === 'map') {
    // The compact form `- key: value`.
    const [first, ...rest] = render(v, indent + 2, s);
    return [`${lead} ${(first ?? '').trimStart()}`, ...rest];
  }
  const inner =
    v.t === 'seq' && s.indentless && lead.endsWith(':')
      ? indent
      : indent + s.step;
  return [lead, ...render(v, inner, s)];
}

const styleArb = fc.record({
  step: fc.integer({ min: 1, max: 4 }),
  indentless: fc.boolean(),
  comments: fc.boolean(),
  blanks: fc.boolean(),
});

const docArb = fc
  .tuple(
    fc.array(fc.tuple(keyArb, treeArb), {
      minLength: 1,
      maxLength: 4,
    }),
    styleArb,
    fc.integer({ min: 0, max: 2 }),
    fc.constantFrom('', '\n', '\n\n', '\n  \n'),
  )
  .map(
    ([entries, style, base, end]) =>
      render({ t: 'map', entries }, base * 2, style).join('\n') + end,
  );

/** Pieces a random edit inserts: YAML's structure characters and lines. */
const PIECES = [
  ' ',
  '  ',
  '\n',
  '\n  ',
  ':',
  ': ',
  '- ',
  '-',
  '#',
  ' #',
  '&a ',
  '*a',
  '!',
  '[',
  ']',
  '{',
  '}',
  ',',
  '|',
  '>',
  '"',
  "'",
  '\\',
  '?',
  '---\n',
  'x',
  '\u00a0',
];

const editArb = fc.record({
  at: fc.nat(),
  cut: fc.nat({ max: 6 }),
  put: fc.array(fc.constantFrom(...PIECES), { maxLength: 3 }),
});

describe('the subset agrees with yaml (differential property)', () => {
  it('on random block-style texts', () => {
    let read = 0;
    fc.assert(
      fc.property(docArb, (text) => {
        if (readYamlSubset(text)) read++;
        return agrees(text);
      }),
      { numRuns: 3000 },
    );
    // The generator reaches the subset, not only its refusals.
    expect(read).toBeGreaterThan(300);
  });

  it('on random edits of them', () => {
    fc.assert(
      fc.property(
        docArb,
        fc.array(editArb, { minLength: 1, maxLength: 3 }),
        (text, edits) => {
          let t = text;
          for (const e of edits) {
            const at = e.at % (t.length + 1);
            t = t.slice(0, at) + e.put.join('') + t.slice(at + e.cut);
            if (!agrees(t)) return false;
          }
          return true;
        },
      ),
      { numRuns: 3000 },
    );
  });
});
