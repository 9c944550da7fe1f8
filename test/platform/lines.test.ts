// Tests of the ledger's two line readers — fileLines (forwards, streamed in
// chunks) and linesBackward (from the end) — against each other on arbitrary
// bytes, and of tailLedger over day files and torn lines
// Pos: test/platform; fast-check picks the contents and chunk sizes, so lines
// spanning chunks, empty lines and missing final newlines all occur
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactRuleMatches } from '../../policies/security/redact-rule-matches.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';
import { fileLines } from '../../src/platform/ledger/ledger-files.js';
import { linesBackward } from '../../src/platform/ledger/reverse-lines.js';
import { tailLedger } from '../../src/platform/ledger/tail-ledger.js';

describe('linesBackward', () => {
  it('yields exactly the lines fileLines yields, in reverse, with their offsets, for any bytes and chunk size', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wukong-lines-'));
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'bc', '\n', '{"x":1}', 'é', '\n\n'), {
          maxLength: 40,
        }),
        fc.integer({ min: 1, max: 9 }),
        (parts, chunk) => {
          const text = parts.join('');
          writeFileSync(join(dir, 'f.jsonl'), text);
          const forward = [...fileLines(dir, 'f.jsonl')].map((l) => [
            l.bytes.toString(),
            l.terminated,
          ]);
          const backward = [...linesBackward(join(dir, 'f.jsonl'), chunk)];
          expect(
            backward.map((l) => [l.bytes.toString(), l.terminated]).reverse(),
          ).toEqual(forward);
          for (const l of backward)
            expect(
              Buffer.from(text)
                .subarray(l.offset, l.offset + l.bytes.length)
                .equals(l.bytes),
            ).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('fileLines', () => {
  it('does not hold a line longer than the limit: it yields its length instead of its bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wukong-lines-'));
    writeFileSync(
      join(dir, 'f.jsonl'),
      `short\n${'x'.repeat(5000)}\nafter\n${'y'.repeat(3000)}`,
    );
    const lines = [...fileLines(dir, 'f.jsonl', { maxLine: 1000 })].map((l) => [
      l.line,
      l.bytes.toString(),
      l.overlong,
      l.terminated,
    ]);
    expect(lines).toEqual([
      [1, 'short', undefined, true],
      [2, '', 5000, true],
      [3, 'after', undefined, true],
      [4, '', 3000, false],
    ]);
  });
});

describe('linesBackward past the limit', () => {
  it('yields an overlong line as its length, not its bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wukong-lines-'));
    writeFileSync(
      join(dir, 'f.jsonl'),
      `short\n${'x'.repeat(5000)}\nafter\n${'y'.repeat(3000)}`,
    );
    const back = [...linesBackward(join(dir, 'f.jsonl'), 64, 1000)].map((l) => [
      l.bytes.toString(),
      l.overlong,
      l.terminated,
    ]);
    expect(back).toEqual([
      ['', 3000, false],
      ['after', undefined, true],
      ['', 5000, true],
      ['short', undefined, true],
    ]);
  });
});

describe('tailLedger', () => {
  it('returns the last n entries oldest first across day files, skipping a torn line, and all of them when n is larger', () => {
    const dir = join(
      mkdtempSync(join(tmpdir(), 'wukong-tail-')),
      '.wukong',
      'ledger',
    );
    let t = Date.parse('2026-11-22T23:59:57Z');
    const ledger = openLedger({
      dir,
      redact: redactRuleMatches,
      now: () => new Date((t += 1000)),
      fsync: false,
    });
    for (let i = 1; i <= 6; i++)
      ledger.append({ runId: 'r', type: 'step', data: { i } });
    writeFileSync(join(dir, '2026-11-23.jsonl'), '{"data":{"torn', {
      flag: 'a',
    });
    expect(tailLedger(dir, 5).map((e) => [e.file, e.entry.seq])).toEqual([
      ['2026-11-22.jsonl', 2],
      ['2026-11-23.jsonl', 3],
      ['2026-11-23.jsonl', 4],
      ['2026-11-23.jsonl', 5],
      ['2026-11-23.jsonl', 6],
    ]);
    expect(tailLedger(dir, 100).map((e) => e.entry.seq)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(tailLedger(join(dir, 'none'), 3)).toEqual([]);
  });
});
