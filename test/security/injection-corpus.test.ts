// the injection detector's rate per category, printed; a floor that it
// separates injections from benign text at all
// Pos: test/security, measurement on real external data (issue 3 asks for
// figures, no threshold yet); never copies the corpus
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { injectionSignals } from '../../policies/security/untrusted/injection-signals.js';

interface Row {
  text: string;
  label: 'injection' | 'benign';
  category: string;
}

const corpus = join(
  import.meta.dirname,
  '../../../shared/corpora/injection/injection.jsonl',
);
const rows: Row[] = readFileSync(corpus, 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Row);

describe('injection phrasing on the injection corpus', () => {
  it('flags injections per category more often than benign text, and prints the figures', () => {
    const byCategory = new Map<
      string,
      { label: string; n: number; flagged: number }
    >();
    for (const row of rows) {
      const entry = byCategory.get(row.category) ?? {
        label: row.label,
        n: 0,
        flagged: 0,
      };
      entry.n++;
      if (injectionSignals(row.text).length > 0) entry.flagged++;
      byCategory.set(row.category, entry);
    }
    const total = (label: string) =>
      [...byCategory.values()]
        .filter((e) => e.label === label)
        .reduce((a, e) => ({ n: a.n + e.n, flagged: a.flagged + e.flagged }), {
          n: 0,
          flagged: 0,
        });
    const inj = total('injection');
    const ben = total('benign');
    const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
    const lines = [...byCategory]
      .sort()
      .map(
        ([c, e]) =>
          `  ${e.label.padEnd(9)} ${c.padEnd(32)} flagged ${String(e.flagged).padStart(3)}/${String(e.n).padEnd(3)} ${pct(e.flagged, e.n)}`,
      );
    console.log(
      `[injection] detection ${pct(inj.flagged, inj.n)} of ${inj.n} injections; false flags ${pct(ben.flagged, ben.n)} of ${ben.n} benign\n${lines.join('\n')}`,
    );
    expect(rows.length).toBe(940);
    expect(inj.flagged / inj.n).toBeGreaterThan(2 * (ben.flagged / ben.n));
  });
});
