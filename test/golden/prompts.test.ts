// the golden-prompt regression suite (seed 003 §6.2): precision and recall over
// (prompt, rule) pairs, printed and held above floors; the set's coverage
// Pos: test/golden, behaviour pinned as data; a miss is listed, not hidden, and
// the floors say how many the engine may get wrong
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EditorMode,
  ModelTier,
  RuleDecision,
  Strictness,
  ThrottleRuleId,
} from '../../policies/vocabulary/throttle.js';
import { throttlePrompt } from '../../src/hosts/library/configured/config-entries.js';
import { z } from 'zod';

const GoldenPrompt = z.strictObject({
  id: z.string(),
  lang: z.enum(['zh', 'en', 'mixed']),
  prompt: z.string().min(1),
  mode: EditorMode,
  model: z.string().optional(),
  tier: ModelTier.optional(),
  strictness: Strictness.optional(),
  expect: z.enum(['hit', 'no-hit']),
  rule: ThrottleRuleId.optional(),
  also: z.array(ThrottleRuleId).optional(),
  covers: z.array(z.enum(['negation', 'prompt-tag', 'near-miss'])).optional(),
  files: z.record(z.string(), z.string()).optional(),
  config: z.record(z.string(), z.unknown()).optional(),
  note: z.string().optional(),
});
type GoldenPrompt = z.infer<typeof GoldenPrompt>;

const cases: GoldenPrompt[] = readFileSync(
  join(import.meta.dirname, 'prompts.jsonl'),
  'utf8',
)
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line, i) => {
    const parsed = GoldenPrompt.safeParse(JSON.parse(line));
    if (!parsed.success)
      throw new Error(`prompts.jsonl line ${i + 1}: ${parsed.error.message}`);
    return parsed.data;
  });

/**
 * Floors. The engine is conservative by design (宁漏报, seed 003 §10): a false
 * hint costs the user's trust, a missed one a little money. The set holds the
 * hard cases on purpose. Wrong hints: questions about existing code
 * (解释一下…的实现原理, explain how X is implemented), 实现 and patch as nouns, "compare
 * these two files". Missed ones: requests for code in words §9's keyword list
 * does not have (帮我写, create, add, build). Measured: precision 56/63 = 0.889,
 * recall 56/62 = 0.903. Each floor sits one miss under that figure, so one more
 * wrong or missed hint passes with a printed line and a second fails here
 * rather than in a user's terminal; widening the keyword list to close the
 * recall gaps must not cost precision.
 */
const PRECISION_FLOOR = 0.87;
const RECALL_FLOOR = 0.88;

const sharedWorkspace = mkdtempSync(join(tmpdir(), 'wukong-golden-'));

function workspaceFor(c: GoldenPrompt): string {
  if (!c.files && !c.config) return sharedWorkspace;
  const dir = mkdtempSync(join(tmpdir(), 'wukong-golden-'));
  for (const [path, text] of Object.entries(c.files ?? {})) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  if (c.config)
    writeFileSync(
      join(dir, 'wukong.config.json'),
      JSON.stringify({ throttle: c.config }),
    );
  return dir;
}

function run(c: GoldenPrompt): RuleDecision {
  return throttlePrompt({
    workspace: workspaceFor(c),
    prompt: c.prompt,
    mode: c.mode,
    ...(c.model ? { modelId: c.model } : {}),
    ...(c.tier ? { tier: c.tier } : {}),
    ...(c.strictness ? { strictness: c.strictness } : {}),
    sessionId: c.id,
    now: Date.UTC(2026, 10, 22),
    persist: false,
  }).decision;
}

const expectedRules = (c: GoldenPrompt): string[] =>
  c.expect === 'hit' ? [c.rule as string, ...(c.also ?? [])] : [];

describe(`golden prompts (${cases.length})`, () => {
  it('the set is what seed 003 §6.2 asks and the brief adds: ≥ 80 labelled prompts in zh, en and mixed, hits, near-misses, negations, tags, every rule', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const lang of ['zh', 'en', 'mixed'] as const)
      expect(
        cases.filter((c) => c.lang === lang).length,
        lang,
      ).toBeGreaterThanOrEqual(10);
    expect(
      cases.filter((c) => c.expect === 'hit').length,
    ).toBeGreaterThanOrEqual(30);
    expect(
      cases.filter((c) => c.expect === 'no-hit').length,
    ).toBeGreaterThanOrEqual(30);
    for (const kind of ['negation', 'prompt-tag', 'near-miss'] as const)
      expect(
        cases.filter((c) => c.covers?.includes(kind)).length,
        kind,
      ).toBeGreaterThanOrEqual(10);
    for (const rule of ThrottleRuleId.options)
      expect(
        cases.filter((c) => c.rule === rule).length,
        rule,
      ).toBeGreaterThanOrEqual(3);
    for (const c of cases)
      expect(
        c.expect === 'hit',
        `${c.id}: a hit names its rule, a no-hit none`,
      ).toBe(c.rule !== undefined);
  });

  it(`precision ≥ ${PRECISION_FLOOR} and recall ≥ ${RECALL_FLOOR} over (prompt, rule) pairs; the recommended hit is the labelled rule`, () => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    const perRule = new Map<string, { tp: number; fp: number; fn: number }>(
      ThrottleRuleId.options.map((r) => [r, { tp: 0, fp: 0, fn: 0 }]),
    );
    const misses: string[] = [];
    let recommendedRight = 0;
    for (const c of cases) {
      const decision = RuleDecision.parse(run(c));
      const got = decision.hits.map((h) => h.ruleId);
      const want = expectedRules(c);
      for (const r of got) {
        const row = perRule.get(r)!;
        if (want.includes(r)) {
          tp++;
          row.tp++;
        } else {
          fp++;
          row.fp++;
          misses.push(`FP ${c.id} ${r}: ${c.prompt.slice(0, 48)}`);
        }
      }
      for (const r of want.filter((w) => !got.includes(w))) {
        fn++;
        perRule.get(r)!.fn++;
        misses.push(`FN ${c.id} ${r}: ${c.prompt.slice(0, 48)}`);
      }
      if ((decision.recommendedHit?.ruleId ?? null) === (c.rule ?? null))
        recommendedRight++;
      for (const hit of decision.hits)
        expect(hit.actions[0]?.kind, `${c.id}: continue first`).toBe(
          'continue',
        );
    }
    const precision = tp / (tp + fp);
    const recall = tp / (tp + fn);
    const pct = (x: number) => x.toFixed(3);
    const rows = [...perRule].map(
      ([r, s]) => `  ${r.padEnd(26)} tp ${s.tp}  fp ${s.fp}  fn ${s.fn}`,
    );
    console.log(
      [
        `[golden prompts] ${cases.length} prompts, ${tp + fn} expected hits: precision ${pct(precision)} (${tp}/${tp + fp}), recall ${pct(recall)} (${tp}/${tp + fn}), recommended hit right ${recommendedRight}/${cases.length}`,
        ...rows,
        ...misses.map((m) => `  ${m}`),
      ].join('\n'),
    );
    expect(precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });
});
