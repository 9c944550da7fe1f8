// the scanner's detection rate on true positives (>= 98%) and flag rate on
// false positives (<= 10%), asserted, with every figure and the per-rule misses
// printed
// Pos: test/security, measurement on real data; behaviour on hand-written cases
// is pinned in test/security/secrets.test.ts
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gitleaksRules } from '../../policies/security/secrets/gitleaks-rules.generated.js';
import { scanSecrets } from '../../policies/security/secrets/scan-secrets.js';

interface Sample {
  rule: string;
  kind: 'tp' | 'fp';
  text: string;
  path?: string;
  inDefaultConfig?: boolean;
}

const file = join(
  import.meta.dirname,
  '../../../shared/corpora/secrets/gitleaks-samples.jsonl',
);
const samples: Sample[] = readFileSync(file, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Sample & { text_b64: string })
  .map(({ text_b64, ...row }) => ({
    ...row,
    text: Buffer.from(text_b64, 'base64').toString('utf8'),
  }));

const specific = new Set(
  gitleaksRules.filter((r) => !r.id.includes('generic')).map((r) => r.id),
);
const pct = (n: number, d: number) =>
  `${((100 * n) / d).toFixed(2)}% (${n}/${d})`;

describe('gitleaks corpus', () => {
  // Rules commented out of gitleaks' default config (gcp-service-account,
  // square-secret, trello-access-token) are not in the 222 rules: their samples
  // say nothing about this scanner.
  const inConfig = samples.filter((s) => s.inDefaultConfig !== false);
  // Path-aware samples are scanned with their path, as gitleaks validates them.
  const results = inConfig.map((s) => ({
    sample: s,
    rules: scanSecrets(s.text, s.path ? { path: s.path } : {}).map(
      (f) => f.rule,
    ),
  }));
  const tps = results.filter((r) => r.sample.kind === 'tp');
  const fps = results.filter((r) => r.sample.kind === 'fp');

  it('finds >= 98% of the true positives with the rule they belong to', () => {
    const own = tps.filter((r) => r.rules.includes(r.sample.rule));
    const any = tps.filter((r) => r.rules.length > 0);
    const misses = new Map<string, string[]>();
    for (const r of tps.filter((x) => !x.rules.includes(x.sample.rule)))
      misses.set(r.sample.rule, [
        ...(misses.get(r.sample.rule) ?? []),
        r.rules.join('+') || 'nothing',
      ]);
    console.log(
      `secrets corpus: ${samples.length - inConfig.length} samples of rules outside the default config left out`,
    );
    console.log(
      `secrets corpus: true positives found by their own rule ${pct(own.length, tps.length)}, by any rule ${pct(any.length, tps.length)}`,
    );
    for (const [rule, found] of misses)
      console.log(
        `  missed by ${rule}: ${found.length} (found instead by: ${[...new Set(found)].join(', ')})`,
      );
    expect(own.length / tps.length).toBeGreaterThanOrEqual(0.98);
    expect(any.length / tps.length).toBeGreaterThanOrEqual(0.98);
  });

  it('flags <= 10% of the false positives', () => {
    const own = fps.filter((r) => r.rules.includes(r.sample.rule));
    const any = fps.filter((r) => r.rules.length > 0);
    // gitleaks labels a sample false for one rule; many are another rule's true
    // positive (a Cloudflare global key is a false positive of
    // cloudflare-api-key). A specific rule recognising its own format there is
    // a correct detection; the sample's own rule, generic-api-key and the seed
    // markers finding something are false alarms.
    const falseAlarms = fps.filter((r) =>
      r.rules.some((rule) => rule === r.sample.rule || !specific.has(rule)),
    );
    const crossFormat = any.filter((r) => !falseAlarms.includes(r));
    console.log(
      `secrets corpus: false positives flagged by their own rule ${pct(own.length, fps.length)}; false alarms (own rule, generic-api-key or a seed marker) ${pct(falseAlarms.length, fps.length)}; anything at all ${pct(any.length, fps.length)}`,
    );
    const tally = (rows: typeof fps) => {
      const counts = new Map<string, number>();
      for (const r of rows)
        counts.set(
          `${r.sample.rule} → ${r.rules.join('+')}`,
          (counts.get(`${r.sample.rule} → ${r.rules.join('+')}`) ?? 0) + 1,
        );
      return [...counts].map(([k, n]) => `${k} ×${n}`).join('; ');
    };
    console.log(
      `  another format's secret inside (fp of → found): ${tally(crossFormat)}`,
    );
    console.log(`  false alarms (fp of → found): ${tally(falseAlarms)}`);
    expect(own.length / fps.length).toBeLessThanOrEqual(0.1);
    expect(falseAlarms.length / fps.length).toBeLessThanOrEqual(0.1);
  });
});
