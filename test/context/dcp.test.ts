// unit tests of each DCP strategy and each protection on transcripts built call
// by call
// Pos: test/context; the same rules on real sessions are
// test/context/dcp-corpus.test.ts
import { countTokens } from 'gpt-tokenizer';
import { describe, expect, it } from 'vitest';
import { parsePlaceholders } from '../../policies/context/dcp/placeholder.js';
import { pruneTranscript } from '../../policies/context/dcp/plan.js';
import { restoreTranscript } from '../../policies/context/dcp/restore.js';
import { truncateText } from '../../policies/context/dcp/truncation.js';
import { proposeDiscards } from '../../policies/context/dcp/discard.js';
import { protectionOf } from '../../policies/context/dcp/protection.js';
import { contextView } from '../../policies/context/transcript/context-view.js';
import {
  parseTranscript,
  TranscriptError,
} from '../../policies/context/transcript/parse-transcript.js';
import type { DcpConfig } from '../../policies/vocabulary/context-config.js';
import { ContextConfig } from '../../policies/vocabulary/context-config.js';
import { numbered, TranscriptBuilder } from './transcript-builder.js';

// The step-by-step rules below are checked under the aggressive preset (steps
// protected, seed 000's 2000-character cap); the seed preset's own rules have
// their block at the end.
const defaults = ContextConfig.parse({ dcp: { preset: 'aggressive' } });
const MAX_CHARS = 2000;
const count = (s: string) => (s ? countTokens(s) : 0);

function prune(
  b: TranscriptBuilder,
  dcp: Partial<DcpConfig> = {},
  extra: {
    keepRecent?: Record<string, number>;
    remainingTokens?: number;
    discard?: string[];
  } = {},
) {
  const original = parseTranscript(b.text());
  const result = pruneTranscript(original, {
    dcp: { ...defaults.dcp, ...dcp },
    count,
    claudeFactor: 1.1,
    ...extra,
  });
  const pruned = parseTranscript(`${result.lines.join('\n')}\n`);
  const view = contextView(pruned);
  const out = (id: string) => view.callById.get(id)!.output;
  const input = (id: string) => view.callById.get(id)!.input;
  const strategyOf = (id: string) =>
    result.items.find((i) => i.toolUseId === id)?.strategy;
  expect(restoreTranscript(pruned, original)).toEqual(
    original.lines.map((l) => l.raw),
  );
  return { result, out, input, strategyOf, original };
}

const big = numbered(1, 300);
const readSide = (total: number, start = 1, n = total) => ({
  type: 'text',
  file: {
    filePath: '/work/app/src/a.ts',
    content: '',
    numLines: n,
    startLine: start,
    totalLines: total,
  },
});

describe('transcript parsing', () => {
  it('names a corrupt line and keeps a torn last line verbatim', () => {
    expect(() =>
      parseTranscript('{"type":"user"}\nnot json\n{"type":"user"}\n'),
    ).toThrow(TranscriptError);
    expect(() =>
      parseTranscript('{"type":"user"}\nnot json\n{"type":"user"}\n'),
    ).toThrow(/line 2 is not JSON/);
    expect(() => parseTranscript('[1,2]\n')).toThrow(/line 1 is an array/);
    const t = parseTranscript('{"type":"user"}\n{"type":"assis');
    expect(t.tornLastLine).toBe(2);
    expect(t.lines[1]!.raw).toBe('{"type":"assis');
  });

  it('counts one step per assistant message id and starts the context after the last compaction', () => {
    const b = new TranscriptBuilder();
    b.user('first');
    b.step(
      [
        { name: 'Bash', input: { command: 'ls' } },
        { name: 'Bash', input: { command: 'pwd' } },
      ],
      'two calls, one step',
    );
    b.lines.push({
      type: 'system',
      subtype: 'compact_boundary',
      compactMetadata: { trigger: 'auto', preTokens: 1 },
    });
    b.user('after');
    b.step([{ name: 'Bash', input: { command: 'date' } }]);
    const view = contextView(parseTranscript(b.text()));
    expect(view.steps).toBe(1);
    expect(view.calls.map((c) => c.input['command'])).toEqual(['date']);
  });
});

describe('deduplication', () => {
  it('prunes the older of two identical calls and keeps the newest; Bash descriptions do not count', () => {
    const b = new TranscriptBuilder();
    const [old] = b.step([
      {
        name: 'Bash',
        input: { command: 'git status', description: 'status' },
        output: 'x'.repeat(2500),
      },
    ]);
    const [mid] = b.step([
      {
        name: 'Grep',
        input: { pattern: 'foo', path: 'src' },
        output: 'src/a.ts:1:foo\n'.repeat(40),
      },
    ]);
    b.step([
      {
        name: 'Grep',
        input: { path: '/work/app/src', pattern: 'foo' },
        output: 'src/a.ts:1:foo\n'.repeat(40),
      },
    ]);
    const [newer] = b.step([
      {
        name: 'Bash',
        input: { command: 'git status', description: 'again' },
        output: 'x'.repeat(2500),
      },
    ]);
    b.idle(5);
    const { out, strategyOf } = prune(b);
    expect(strategyOf(old!)).toBe('dedup');
    expect(strategyOf(mid!)).toBe('dedup');
    // The keeper is the only copy left: never truncated.
    expect(out(newer!)).toBe('x'.repeat(2500));
    expect(parsePlaceholders(out(old!))[0]).toMatchObject({
      strategy: 'dedup',
      tool: 'Bash',
      toolUseId: old,
    });
  });

  it('prunes a Read whose lines a later Read of the same file covers, and keeps one that is only partly covered', () => {
    const b = new TranscriptBuilder();
    const [part] = b.step([
      {
        name: 'Read',
        input: { file_path: 'src/a.ts', offset: 50, limit: 50 },
        output: numbered(50, 99),
        side: readSide(300, 50, 50),
      },
    ]);
    const [wide] = b.step([
      {
        name: 'Read',
        input: { file_path: '/work/app/src/b.ts', offset: 250, limit: 100 },
        output: numbered(250, 300),
      },
    ]);
    b.step([
      {
        name: 'Read',
        input: { file_path: '/work/app/src/a.ts' },
        output: big,
        side: readSide(300),
      },
    ]);
    b.step([
      {
        name: 'Read',
        input: { file_path: '/work/app/src/b.ts', offset: 1, limit: 260 },
        output: numbered(1, 260),
      },
    ]);
    b.idle(5);
    const { strategyOf } = prune(b, {
      strategies: { ...defaults.dcp.strategies, truncation: false },
    });
    expect(strategyOf(part!)).toBe('dedup');
    expect(strategyOf(wide!)).toBeUndefined();
  });

  it('does not let a failed newer call replace an older success', () => {
    const b = new TranscriptBuilder();
    const [ok] = b.step([
      {
        name: 'Bash',
        input: { command: 'npm test' },
        output: 'passed\n'.repeat(100),
      },
    ]);
    b.step([
      {
        name: 'Bash',
        input: { command: 'npm test' },
        output: 'Exit code 1\nboom',
        isError: true,
      },
    ]);
    b.idle(5);
    expect(
      prune(b, {
        strategies: { ...defaults.dcp.strategies, truncation: false },
      }).strategyOf(ok!),
    ).toBeUndefined();
  });
});

describe('supersede', () => {
  it('swaps the payload of an Edit whose lines a later Read shows, keeping the path and the call', () => {
    const b = new TranscriptBuilder();
    const [edit] = b.step([
      {
        name: 'Edit',
        input: {
          file_path: '/work/app/src/a.ts',
          old_string: 'o'.repeat(400),
          new_string: 'n'.repeat(400),
          replace_all: false,
        },
        output: 'The file /work/app/src/a.ts has been updated successfully.',
        side: {
          structuredPatch: [
            { oldStart: 10, oldLines: 3, newStart: 10, newLines: 4 },
          ],
        },
      },
    ]);
    const [read] = b.step([
      {
        name: 'Read',
        input: { file_path: '/work/app/src/a.ts' },
        output: big,
        side: readSide(300),
      },
    ]);
    b.idle(5);
    const { input, strategyOf, result } = prune(b);
    expect(strategyOf(edit!)).toBe('supersede');
    expect(input(edit!)['file_path']).toBe('/work/app/src/a.ts');
    expect(input(edit!)['replace_all']).toBe(false);
    expect(String(input(edit!)['new_string'])).toMatch(
      /^\[wukong-dcp strategy=supersede tool=Edit/,
    );
    expect(result.items.find((i) => i.toolUseId === edit)!.reason).toContain(
      read!,
    );
  });

  it('prunes a Read of a file a later Write rewrote whole, and never touches a write whose later Read does not cover it', () => {
    const b = new TranscriptBuilder();
    const [read] = b.step([
      {
        name: 'Read',
        input: { file_path: '/work/app/src/c.ts' },
        output: numbered(1, 120),
        side: readSide(120),
      },
    ]);
    const [write] = b.step([
      {
        name: 'Write',
        input: {
          file_path: '/work/app/src/c.ts',
          content: 'new content\n'.repeat(100),
        },
        output: 'File created successfully',
      },
    ]);
    b.step([
      {
        name: 'Read',
        input: { file_path: '/work/app/src/c.ts', offset: 90, limit: 10 },
        output: numbered(90, 99),
      },
    ]);
    b.idle(5);
    const { strategyOf } = prune(b);
    expect(strategyOf(read!)).toBe('supersede');
    expect(strategyOf(write!)).toBeUndefined();
  });
});

describe('purge errors', () => {
  it('replaces the long inputs of a call that failed N steps ago and keeps its error text', () => {
    const b = new TranscriptBuilder();
    const long = `python3 - <<'EOF'\n${'print(1)\n'.repeat(60)}EOF`;
    const [failed] = b.step([
      {
        name: 'Bash',
        input: { command: long },
        output: 'Exit code 1\nTraceback: boom',
        isError: true,
      },
    ]);
    b.idle(3);
    const [recent] = b.step([
      {
        name: 'Bash',
        input: { command: long + ' ' },
        output: 'Exit code 1\nagain',
        isError: true,
      },
    ]);
    b.idle(3);
    const { out, input, strategyOf } = prune(b);
    expect(strategyOf(failed!)).toBe('purgeErrors');
    expect(out(failed!)).toBe('Exit code 1\nTraceback: boom');
    expect(String(input(failed!)['command'])).toContain('strategy=purgeErrors');
    expect(strategyOf(recent!)).toBeUndefined();
  });
});

describe('truncation', () => {
  it('keeps head and tail within the limit and says which lines went and how to read them again', () => {
    const b = new TranscriptBuilder();
    const [read] = b.step([
      {
        name: 'Read',
        input: { file_path: '/work/app/src/a.ts' },
        output: big,
        side: readSide(300),
      },
    ]);
    b.idle(5);
    const { out, strategyOf } = prune(b);
    expect(strategyOf(read!)).toBe('truncation');
    const text = out(read!);
    expect(text.startsWith(big.slice(0, 500))).toBe(true);
    expect(text.endsWith(big.slice(-300))).toBe(true);
    const marker = text.split('\n').find((l) => l.startsWith('[wukong-dcp'))!;
    const m =
      /Read\(file_path="\/work\/app\/src\/a\.ts", offset=(\d+), limit=(\d+)\)/.exec(
        marker,
      )!;
    const kept = text.split('\n').filter((l) => !l.startsWith('[wukong-dcp'));
    expect(kept.length + Number(m[2])).toBe(300);
    expect(kept.join('\n').length).toBeLessThanOrEqual(MAX_CHARS);
  });

  it('applies seed 002 max_output = min(maxTokens, remaining × headroom) when little room is left', () => {
    const text = 'abc\n'.repeat(1000);
    expect(truncateText(text, 5000, 2 / 3)).toBeUndefined();
    const cut = truncateText(text, 100, 2 / 3)!;
    expect(cut.head.length + cut.tail.length).toBeLessThanOrEqual(100);
    const b = new TranscriptBuilder();
    const [bash] = b.step([
      {
        name: 'Bash',
        input: { command: 'cat log' },
        output: 'log line\n'.repeat(150),
      },
    ]);
    b.idle(5);
    expect(prune(b).strategyOf(bash!)).toBeUndefined();
    const { out } = prune(b, {}, { remainingTokens: 200 });
    expect(
      out(bash!)
        .split('\n')
        .filter((l) => !l.startsWith('[wukong'))
        .join('\n').length,
    ).toBeLessThanOrEqual(280);
  });
});

describe('protection', () => {
  const longRead = (file: string) => ({
    name: 'Read',
    input: { file_path: file },
    output: big,
    side: readSide(300),
  });

  it('never prunes the last N assistant steps', () => {
    const b = new TranscriptBuilder();
    const [old] = b.step([longRead('/work/app/src/a.ts')]);
    b.idle(2);
    const [recent] = b.step([longRead('/work/app/src/b.ts')]);
    b.idle(1);
    const r = prune(b, { turnProtection: 4 });
    expect(r.strategyOf(old!)).toBe('truncation');
    expect(r.out(recent!)).toBe(big);
    expect(prune(b, { turnProtection: 6 }).strategyOf(old!)).toBeUndefined();
  });

  it('never prunes protected tools, and the list is configurable', () => {
    const b = new TranscriptBuilder();
    const [task] = b.step([
      {
        name: 'Task',
        input: {
          description: 'explore',
          prompt: 'p',
          subagent_type: 'Explore',
        },
        output: 'report\n'.repeat(400),
      },
    ]);
    const [todo] = b.step([
      {
        name: 'TodoWrite',
        input: { todos: [{ content: 'x'.repeat(3000), status: 'pending' }] },
        output: 'ok '.repeat(900),
      },
    ]);
    const [out2] = b.step([
      {
        name: 'TaskOutput',
        input: { task_id: 'b1' },
        output: 'report\n'.repeat(400),
      },
    ]);
    b.idle(5);
    const r = prune(b);
    expect(r.strategyOf(task!)).toBeUndefined();
    expect(r.strategyOf(todo!)).toBeUndefined();
    expect(r.strategyOf(out2!)).toBe('truncation');
    expect(
      prune(b, { protectedTools: ['TaskOutput'] }).strategyOf(out2!),
    ).toBeUndefined();
    expect(prune(b, { protectedTools: ['TaskOutput'] }).strategyOf(task!)).toBe(
      'truncation',
    );
  });

  it('never prunes protected file patterns: a bare pattern matches the base name, one with a slash the path', () => {
    const b = new TranscriptBuilder();
    const [md] = b.step([longRead('/work/app/docs/design.md')]);
    const [ts] = b.step([longRead('/work/app/src/a.ts')]);
    b.idle(5);
    expect(prune(b).strategyOf(md!)).toBeUndefined();
    expect(prune(b).strategyOf(ts!)).toBe('truncation');
    expect(
      prune(b, { protectedFilePatterns: ['**/src/**'] }).strategyOf(ts!),
    ).toBeUndefined();
  });

  it('never prunes a call whose input or output cites an anchor like [D001], and reports the ids', () => {
    const b = new TranscriptBuilder();
    const [cited] = b.step([
      {
        name: 'Bash',
        input: { command: 'cat notes' },
        output: `per [C002] and [D001]\n${'z'.repeat(3000)}`,
      },
    ]);
    const [plain] = b.step([
      {
        name: 'Bash',
        input: { command: 'cat other' },
        output: `per D001 and [X001]\n${'z'.repeat(3000)}`,
      },
    ]);
    b.idle(5);
    const r = prune(b);
    expect(r.strategyOf(cited!)).toBeUndefined();
    expect(r.strategyOf(plain!)).toBe('truncation');
    expect(r.result.anchorsProtected).toEqual(['C002', 'D001']);
    expect(r.result.protectedKept.anchors).toBe(1);
  });

  it('keeps only the most recent calls per tool in an emergency (seed 000 keep counts)', () => {
    const b = new TranscriptBuilder();
    const globs = Array.from(
      { length: 5 },
      (_, i) =>
        b.step([
          {
            name: 'Glob',
            input: { pattern: `**/*.${i}` },
            output: `src/file${i}.ts\n`.repeat(30),
          },
        ])[0]!,
    );
    b.idle(5);
    const r = prune(
      b,
      { strategies: { ...defaults.dcp.strategies, truncation: false } },
      { keepRecent: { Glob: 3 } },
    );
    expect(globs.map((id) => r.strategyOf(id) ?? 'kept')).toEqual([
      'recency',
      'recency',
      'kept',
      'kept',
      'kept',
    ]);
    expect(r.result.byStrategy.recency.items).toBe(2);
  });
});

describe('the seed preset (seed 002 to the letter)', () => {
  const seed = ContextConfig.parse({}).dcp;
  const seedPrune = (
    b: TranscriptBuilder,
    extra: { remainingTokens?: number; discard?: string[] } = {},
    dcp: Partial<DcpConfig> = {},
  ) => prune(b, { ...seed, ...dcp }, extra);
  const longRead = (file: string, lines = 300) => ({
    name: 'Read',
    input: { file_path: file },
    output: numbered(1, lines),
    side: readSide(lines),
  });

  it('protects the last four user turns however many steps they took, and prunes calls of older turns', () => {
    const b = new TranscriptBuilder();
    b.user('look at the config');
    const [oldBash] = b.step([
      {
        name: 'Bash',
        input: { command: 'cat cfg' },
        output: 'v1\n'.repeat(200),
      },
    ]);
    for (let t = 0; t < 4; t++) {
      b.user(`turn ${t + 2}`);
      b.idle(3);
    }
    b.step([
      {
        name: 'Bash',
        input: { command: 'cat cfg' },
        output: 'v1\n'.repeat(200),
      },
    ]);
    const [recentA] = b.step([
      {
        name: 'Grep',
        input: { pattern: 'x' },
        output: 'a.ts:1:x\n'.repeat(50),
      },
    ]);
    b.idle(20);
    const [recentB] = b.step([
      {
        name: 'Grep',
        input: { pattern: 'x' },
        output: 'a.ts:1:x\n'.repeat(50),
      },
    ]);
    const r = seedPrune(b);
    expect(r.strategyOf(oldBash!)).toBe('dedup');
    // Twenty steps apart, but in the same (last) user turn: both kept.
    expect(r.strategyOf(recentA!)).toBeUndefined();
    expect(r.strategyOf(recentB!)).toBeUndefined();
    expect(
      seedPrune(b, {}, { protectionUnit: 'steps' }).strategyOf(recentA!),
    ).toBe('dedup');
  });

  it('truncates by min(50000, remaining × 0.5) tokens, not a flat 2000 characters', () => {
    const b = new TranscriptBuilder();
    b.user('read it');
    const [read] = b.step([longRead('/work/app/src/a.ts')]);
    for (let t = 0; t < 4; t++) b.user(`turn ${t}`).idle(1);
    // 300 numbered lines ≈ 15,000 characters: far under the formula's limit.
    expect(seedPrune(b).strategyOf(read!)).toBeUndefined();
    expect(
      seedPrune(b, { remainingTokens: 100_000 }).strategyOf(read!),
    ).toBeUndefined();
    // 2,000 tokens left → 1,000 tokens ≈ 2,800 characters kept.
    const { out, strategyOf } = seedPrune(b, { remainingTokens: 2000 });
    expect(strategyOf(read!)).toBe('truncation');
    const kept = out(read!)
      .split('\n')
      .filter((l) => !l.startsWith('[wukong-dcp'))
      .join('\n');
    expect(kept.length).toBeLessThanOrEqual(2800);
    expect(kept.length).toBeGreaterThan(2000);
  });

  it('never truncates the Read that dedup or supersede kept as the newer copy', () => {
    const b = new TranscriptBuilder();
    b.user('go');
    const [first] = b.step([longRead('/work/app/src/a.ts')]);
    const [second] = b.step([longRead('/work/app/src/a.ts')]);
    for (let t = 0; t < 4; t++) b.user(`turn ${t}`).idle(1);
    const r = seedPrune(b, { remainingTokens: 2000 });
    expect(r.strategyOf(first!)).toBe('dedup');
    expect(r.strategyOf(second!)).toBeUndefined();
    expect(r.out(second!)).toBe(numbered(1, 300));
  });

  it('does not take a failing and a passing run of the same command for duplicates', () => {
    const b = new TranscriptBuilder();
    b.user('fix the test');
    const [fail] = b.step([
      {
        name: 'Bash',
        input: { command: 'npm test' },
        output: `FAIL test/a.test.ts\n${'  at x\n'.repeat(60)}`,
      },
    ]);
    const [pass] = b.step([
      {
        name: 'Bash',
        input: { command: 'npm test' },
        output: `PASS test/a.test.ts\n${'  ok\n'.repeat(60)}`,
      },
    ]);
    const [again] = b.step([
      {
        name: 'Bash',
        input: { command: 'npm test' },
        output: `PASS test/a.test.ts\n${'  ok\n'.repeat(60)}`,
      },
    ]);
    for (let t = 0; t < 4; t++) b.user(`turn ${t}`).idle(1);
    const r = seedPrune(b);
    expect(r.strategyOf(fail!)).toBeUndefined();
    expect(r.strategyOf(pass!)).toBe('dedup');
    expect(r.strategyOf(again!)).toBeUndefined();
  });

  it("keeps 200 paths of a long Glob, even under the aggressive preset's 2000-character cap", () => {
    const b = new TranscriptBuilder();
    b.user('find them');
    const paths = Array.from(
      { length: 500 },
      (_, i) => `/work/app/src/deep/folder/file-${i}.ts`,
    );
    const [glob] = b.step([
      { name: 'Glob', input: { pattern: '**/*.ts' }, output: paths.join('\n') },
    ]);
    for (let t = 0; t < 4; t++) b.user(`turn ${t}`).idle(5);
    for (const preset of ['seed', 'aggressive'] as const) {
      const { out, strategyOf } = seedPrune(b, {}, { preset });
      expect(strategyOf(glob!)).toBe('truncation');
      const kept = out(glob!)
        .split('\n')
        .filter((l) => !l.startsWith('[wukong-dcp'));
      expect(kept).toEqual(paths.slice(0, 200));
    }
  });

  it('discards what the agent or user marked, never a protected call, and proposes searches already followed up', () => {
    const b = new TranscriptBuilder();
    b.user('where is the parser');
    const [grep] = b.step([
      {
        name: 'Grep',
        input: { pattern: 'parse' },
        output: `/work/app/src/parser.ts\n${'/work/app/src/other.ts\n'.repeat(30)}`,
      },
    ]);
    const [read] = b.step([longRead('/work/app/src/parser.ts', 40)]);
    const [todo] = b.step([
      {
        name: 'TodoWrite',
        input: { todos: [] },
        output: 'todo '.repeat(200),
      },
    ]);
    for (let t = 0; t < 4; t++) b.user(`turn ${t}`).idle(1);
    const original = parseTranscript(b.text());
    const view = contextView(original);
    const proposals = proposeDiscards(view, protectionOf(view, seed));
    expect(proposals).toEqual([
      expect.objectContaining({ toolUseId: grep, kind: 'search', safe: true }),
    ]);
    const r = seedPrune(b, { discard: [grep!, todo!] });
    expect(r.strategyOf(grep!)).toBe('discard');
    expect(r.strategyOf(todo!)).toBeUndefined();
    expect(r.strategyOf(read!)).toBeUndefined();
    expect(
      seedPrune(
        b,
        { discard: [grep!] },
        { strategies: { ...seed.strategies, discard: false } },
      ).strategyOf(grep!),
    ).toBeUndefined();
  });
});
