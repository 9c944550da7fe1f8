// properties of the throttle: confidence always within 0..1 and continue always
// first; a muted rule never fires; no rule shows twice within its cooldown
// Pos: test/property, random prompts and random sequences of prompts, clocks,
// mode switches and mutes over the real engine and machines
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateDetailed } from '../../policies/throttle/engine.js';
import { NEGATIONS } from '../../policies/throttle/signals/lexicon.js';
import {
  ThrottleConfig,
  ruleEngineConfig,
} from '../../policies/vocabulary/config.js';
import type {
  EditorMode,
  ModelTier,
  PromptEnvelope,
  RuleEngineConfig,
} from '../../policies/vocabulary/throttle.js';
import { ThrottleRuleId } from '../../policies/vocabulary/throttle.js';
import type { ThrottleSettings } from '../../src/throttle/throttle-session.js';
import {
  setRuleMuted,
  throttleTurn,
} from '../../src/throttle/throttle-session.js';
import type { ThrottleState } from '../../src/throttle/throttle-state.js';
import { emptyThrottleState } from '../../src/throttle/throttle-state.js';

const base = ruleEngineConfig(ThrottleConfig.parse({}));
const allWords = [
  ...base.keywords.exec,
  ...base.keywords.decision,
  ...base.keywords.debug,
  ...base.keywords.refactor,
  ...NEGATIONS,
];
const mode = fc.constantFrom<EditorMode>(
  'plan',
  'agent',
  'ask',
  'debug',
  'unknown',
);
const tier = fc.constantFrom<ModelTier>('light', 'standard', 'reasoning');
const tagOrNot = fc.constantFrom(
  '',
  '[mode:plan] ',
  '/plan /reasoning ',
  'mode=ask tier=light ',
  '[tier:reasoning] ',
  ' /debug',
);
const prompt = fc
  .tuple(
    fc.array(
      fc.oneof(
        fc.constantFrom(...allWords),
        fc.string({ maxLength: 12 }),
        fc.constantFrom('src/a.ts', '，', '!', '这个文件', 'vs', '大规模'),
      ),
      { maxLength: 12 },
    ),
    tagOrNot,
  )
  .map(([parts, tag]) => `${tag}${parts.join(' ')}`);
const context = fc.record({
  promptChars: fc.nat(5000),
  referencedFilesCount: fc.option(fc.nat(20), { nil: undefined }),
  referencedFilesBytes: fc.option(fc.nat(2_000_000), { nil: undefined }),
});
const allOn = (): RuleEngineConfig['rules'] =>
  Object.fromEntries(
    ThrottleRuleId.options.map((r) => [r, { enabled: true, muted: false }]),
  );

const envelopeOf = (
  m: EditorMode,
  t: ModelTier,
  text: string,
  ts = 0,
  ctx: Partial<PromptEnvelope['context']> = {},
): PromptEnvelope => ({
  id: 'p',
  ts,
  mode: m,
  model: { id: t === 'reasoning' ? 'o1' : 'claude-sonnet-4-5', tier: t },
  promptText: text,
  context: { promptChars: text.length, ...ctx },
});

const docFacts = {
  docTargets: [
    {
      path: 'src/a.ts',
      fileHead: ['export const a = 1;'],
      readmePath: 'src/README.md',
      readmeHead: null,
    },
  ],
};

describe('throttle properties', () => {
  it('every confidence lies within 0..1, and every hit offers continue first', () => {
    fc.assert(
      fc.property(
        mode,
        tier,
        prompt,
        context,
        fc.constantFrom('low', 'medium', 'high') as fc.Arbitrary<
          'low' | 'medium' | 'high'
        >,
        (m, t, text, ctx, strictness) => {
          const { decision, candidates } = evaluateDetailed(
            envelopeOf(m, t, text, 0, ctx),
            { ...base, strictness, rules: allOn() },
            docFacts,
          );
          for (const c of candidates)
            if (c.confidence !== undefined)
              expect(c.confidence >= 0 && c.confidence <= 1).toBe(true);
          for (const hit of decision.hits) {
            expect(hit.confidence >= 0 && hit.confidence <= 1).toBe(true);
            expect(hit.actions[0]?.kind).toBe('continue');
          }
          expect(decision.recommendedHit).toBe(decision.hits[0]);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a rule muted in the config never fires', () => {
    fc.assert(
      fc.property(
        mode,
        tier,
        prompt,
        context,
        fc.constantFrom(...ThrottleRuleId.options),
        (m, t, text, ctx, muted) => {
          const rules = { ...allOn(), [muted]: { enabled: true, muted: true } };
          const { decision } = evaluateDetailed(
            envelopeOf(m, t, text, 0, ctx),
            { ...base, strictness: 'high', rules },
            docFacts,
          );
          expect(decision.hits.map((h) => h.ruleId)).not.toContain(muted);
        },
      ),
      { numRuns: 1000 },
    );
  });

  // Prompts that make each rule fire at strictness high, so sequences exercise
  // every rule's machine.
  const firing = [
    '实现这段逻辑',
    '[mode:plan] implement the patch',
    '/debug 大规模重构整个模块',
    'mode=agent 重新选型，优缺点？',
    '重构方案的取舍',
    '你好',
  ];
  const step = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.record({
        kind: fc.constant('prompt' as const),
        dt: fc.oneof(
          fc.integer({ min: 0, max: 90_000 }),
          fc.integer({ min: 0, max: 7 * 60_000 }),
        ),
        text: fc.constantFrom(...firing),
        mode,
        tier,
        session: fc.constantFrom('a', 'b'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constantFrom('mute' as const, 'unmute' as const),
        dt: fc.integer({ min: 0, max: 60_000 }),
        rule: fc.constantFrom(...ThrottleRuleId.options),
      }),
    },
  );
  const settings = (cooldownMs: number): ThrottleSettings => ({
    cfg: { ...base, strictness: 'high', rules: allOn() },
    cooldownMs,
    continuesToInfo: 3,
  });

  it('no rule shows twice within its cooldown, and a muted rule shows nothing until unmuted, whatever the sequence', () => {
    const seen = { shown: 0, cooling: 0, muted: 0 };
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 1, maxLength: 40 }),
        fc.constantFrom(60_000, 300_000),
        (steps, cooldownMs) => {
          const s = settings(cooldownMs);
          let state: ThrottleState = emptyThrottleState();
          let now = Date.UTC(2026, 10, 22);
          const lastShown = new Map<string, number>();
          const muted = new Set<string>();
          for (const st of steps) {
            now += st.dt;
            if (st.kind !== 'prompt') {
              state = setRuleMuted(state, st.rule, st.kind === 'mute', now, s);
              if (st.kind === 'mute') muted.add(st.rule);
              else muted.delete(st.rule);
              continue;
            }
            const turn = throttleTurn(
              state,
              {
                envelope: envelopeOf(st.mode, st.tier, st.text, now),
                sessionId: st.session,
                facts: docFacts,
              },
              s,
            );
            state = turn.state;
            for (const hit of turn.decision.hits) {
              expect(muted.has(hit.ruleId), `${hit.ruleId} is muted`).toBe(
                false,
              );
              const previous = lastShown.get(hit.ruleId);
              if (previous !== undefined)
                expect(
                  now - previous,
                  `${hit.ruleId} shown again after ${now - previous} ms`,
                ).toBeGreaterThanOrEqual(cooldownMs);
              lastShown.set(hit.ruleId, now);
              seen.shown++;
            }
            for (const held of turn.heldBack) {
              expect(
                held.reason === 'muted'
                  ? muted.has(held.ruleId)
                  : !muted.has(held.ruleId),
              ).toBe(true);
              seen[held.reason === 'muted' ? 'muted' : 'cooling']++;
            }
          }
        },
      ),
      { numRuns: 200 },
    );
    console.log(
      `[throttle properties] sequences showed ${seen.shown} hints, held back ${seen.cooling} by cooldowns and ${seen.muted} by mutes`,
    );
    // The sequences did exercise what the property is about: hints shown, held
    // back by cooldowns and by mutes.
    expect(seen.shown).toBeGreaterThan(200);
    expect(seen.cooling).toBeGreaterThan(25);
    expect(seen.muted).toBeGreaterThan(5);
  });
});
