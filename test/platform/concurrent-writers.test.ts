// the proof that concurrent appends never interleave, lose or duplicate a line:
// 8 × 200 entries, all there, one chain
// Pos: test/platform; real processes released together on a go file so they
// contend for the same lock and file
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LedgerEntry } from '../../policies/vocabulary/ledger.js';
import { verifyLedger } from '../../src/platform/ledger/verify.js';
import { wukong } from '../e2e/cli.js';
import { fixture, startNode, tempDir } from './processes.js';

describe('8 writer processes appending to one ledger at once', () => {
  it('leaves exactly 1600 whole entries, seq 1..1600 without gap or duplicate, each writer in its own order, one intact chain', async () => {
    const workspace = tempDir();
    const dir = join(workspace, '.wukong', 'ledger');
    const go = join(workspace, 'go');
    const writers = Array.from({ length: 8 }, (_, id) =>
      startNode(fixture('append-writer.mjs'), [dir, String(id), '200', go]),
    );
    writeFileSync(go, '');
    const results = await Promise.all(writers.map((w) => w.exit));
    expect(results.map((r) => [r.code, r.stderr])).toEqual(
      Array(8).fill([0, '']),
    );

    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.jsonl'))
      .sort();
    const text = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n');
    expect(lines).toHaveLength(1600);
    const entries = lines.map((line) => LedgerEntry.parse(JSON.parse(line)));
    expect(entries.map((e) => e.seq)).toEqual(
      Array.from({ length: 1600 }, (_, i) => i + 1),
    );
    for (let id = 0; id < 8; id++) {
      const own = entries
        .filter((e) => e.runId === `writer-${id}`)
        .map((e) => (e.data as { n: number }).n);
      expect(own).toEqual(Array.from({ length: 200 }, (_, n) => n));
    }
    expect(text).not.toMatch(/s3cret-/);
    expect(verifyLedger(dir)).toMatchObject({
      ok: true,
      entries: 1600,
      lastSeq: 1600,
      problems: [],
    });
    const cli = wukong(['ledger', 'verify'], { cwd: workspace });
    expect([cli.code, cli.stdout]).toEqual([
      0,
      expect.stringMatching(
        new RegExp(
          `^intact: 1600 entries in ${files.length} file${files.length === 1 ? '' : 's'} \\(last seq 1600\\) in ${dir}; hash chain, MACs and the head kept outside the workspace \\(seq 1600, written [^)]+\\) agree\n$`,
        ),
      ),
    ]);
  });
});
