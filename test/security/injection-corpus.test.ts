// the injection detector on the injection corpus with a fixed split: rows are
// halved by the hash of their text (sha256, first 32 bits even → tuning half,
// odd → held-back half); rules were tuned looking at the tuning half only, and
// the figures that count are the held-back half's: at least 50% of injections
// flagged at most 1% of benign texts. Both halves and every category printed
// Pos: test/security, measurement on real external data; never copies the
// corpus
import { createHash } from 'node:crypto';
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

/** The documented split: sha256(text), first 8 hex digits, parity. */
const halfOf = (text: string): 'tune' | 'held' =>
  parseInt(createHash('sha256').update(text).digest('hex').slice(0, 8), 16) %
    2 ===
  0
    ? 'tune'
    : 'held';

interface Tally {
  n: number;
  flagged: number;
}
const rate = (t: Tally) => t.flagged / t.n;
const pct = (t: Tally) => `${(100 * rate(t)).toFixed(1)}%`;

function measure(half: 'tune' | 'held') {
  const byCategory = new Map<string, Tally & { label: string }>();
  const total = {
    injection: { n: 0, flagged: 0 },
    benign: { n: 0, flagged: 0 },
  };
  for (const row of rows) {
    if (halfOf(row.text) !== half) continue;
    const flagged = injectionSignals(row.text).length > 0 ? 1 : 0;
    const entry = byCategory.get(row.category) ?? {
      label: row.label,
      n: 0,
      flagged: 0,
    };
    entry.n++;
    entry.flagged += flagged;
    byCategory.set(row.category, entry);
    total[row.label].n++;
    total[row.label].flagged += flagged;
  }
  return { byCategory, ...total };
}

describe('injection phrasing and structure on the injection corpus', () => {
  const tune = measure('tune');
  const held = measure('held');

  it('prints both halves per category', () => {
    const lines = (name: string, m: ReturnType<typeof measure>) => [
      `[injection] ${name}: flagged ${pct(m.injection)} of ${m.injection.n} injections, ${pct(m.benign)} of ${m.benign.n} benign`,
      ...[...m.byCategory]
        .sort()
        .map(
          ([c, e]) =>
            `  ${e.label.padEnd(9)} ${c.padEnd(32)} ${String(e.flagged).padStart(3)}/${String(e.n).padEnd(3)} ${pct(e)}`,
        ),
    ];
    console.log(
      [...lines('tuning half', tune), ...lines('held-back half', held)].join(
        '\n',
      ),
    );
    expect(
      tune.injection.n + tune.benign.n + held.injection.n + held.benign.n,
    ).toBe(940);
    expect(Math.min(held.injection.n, held.benign.n)).toBeGreaterThan(200);
  });

  it('held-back half: at least 50% of injections flagged at no more than 1% of benign texts', () => {
    expect(rate(held.injection)).toBeGreaterThanOrEqual(0.5);
    expect(rate(held.benign)).toBeLessThanOrEqual(0.01);
  });

  it('tuning half: no more than 1% of benign texts flagged either', () => {
    expect(rate(tune.benign)).toBeLessThanOrEqual(0.01);
    expect(rate(tune.injection)).toBeGreaterThanOrEqual(0.5);
  });
});
