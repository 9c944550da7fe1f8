// unit tests of the pure rule engine: seed 003 §6.1's T1–T5 verbatim, §3
// features, §4 R001's formula and copy, §7 rules, §8.2 tags, §9 defaults
// Pos: test/throttle, the engine on hand-made envelopes; the golden prompts pin
// its behaviour on realistic ones, the runtime has its own file
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateDetailed } from '../../policies/throttle/engine.js';
import { extractFeatures } from '../../policies/throttle/signals/features.js';
import {
  docDeficits,
  extractTargetPaths,
} from '../../policies/throttle/signals/doc-targets.js';
import {
  matchesModelId,
  tierForModel,
} from '../../policies/throttle/signals/model-tier.js';
import {
  findPhrases,
  normalizeText,
} from '../../policies/throttle/signals/normalize.js';
import { parsePromptTags } from '../../policies/throttle/signals/prompt-tags.js';
import {
  ThrottleConfig,
  WukongConfig,
  ruleEngineConfig,
} from '../../policies/vocabulary/config.js';
import type {
  EditorMode,
  ModelTier,
  PromptEnvelope,
  RuleEngineConfig,
} from '../../policies/vocabulary/throttle.js';
import { RuleDecision } from '../../policies/vocabulary/throttle.js';
import { describeZodError } from '../../src/platform/errors/usage-error.js';

const defaults = (): RuleEngineConfig =>
  ruleEngineConfig(ThrottleConfig.parse({}));
const cfgWith = (over: Partial<RuleEngineConfig>): RuleEngineConfig => ({
  ...defaults(),
  ...over,
});
const MODEL: Record<ModelTier, string> = {
  reasoning: 'claude-opus-4-1',
  standard: 'claude-sonnet-4-5',
  light: 'claude-haiku-4-5',
};

function envelope(
  mode: EditorMode,
  tier: ModelTier,
  promptText: string,
  context: Partial<PromptEnvelope['context']> = {},
): PromptEnvelope {
  return {
    id: 'e1',
    ts: 1_000,
    mode,
    model: { id: MODEL[tier], tier },
    promptText,
    context: { promptChars: promptText.length, ...context },
  };
}

const fired = (d: RuleDecision) => d.hits.map((h) => h.ruleId);

describe('seed 003 §6.1 最小单元测试集', () => {
  it('T1：Plan + Reasoning + “实现这段逻辑” → 触发 warn', () => {
    const d = evaluate(
      envelope('plan', 'reasoning', '实现这段逻辑'),
      defaults(),
    );
    expect(d.recommendedHit?.ruleId).toBe('R001_PLAN_EXEC_REASONING');
    expect(d.recommendedHit?.severity).toBe('warn');
    expect(d.recommendedHit?.confidence).toBe(0.75);
  });

  it('T2：Plan + Reasoning + “不要代码，只讲思路” → 不触发或低置信度不足', () => {
    for (const strictness of ['low', 'medium', 'high'] as const) {
      expect(
        evaluate(
          envelope('plan', 'reasoning', '不要代码，只讲思路'),
          cfgWith({ strictness }),
        ).hits,
      ).toEqual([]);
    }
  });

  it('T3：Ask + Reasoning + “实现这段逻辑” → 不触发（模式不符）', () => {
    expect(
      evaluate(
        envelope('ask', 'reasoning', '实现这段逻辑'),
        cfgWith({ strictness: 'high' }),
      ).hits,
    ).toEqual([]);
  });

  it('T4：Plan + Standard/Light + “实现这段逻辑” → 不触发（模型不符）', () => {
    expect(
      evaluate(
        envelope('plan', 'standard', '实现这段逻辑'),
        cfgWith({ strictness: 'high' }),
      ).hits,
    ).toEqual([]);
    expect(
      evaluate(
        envelope('plan', 'light', '实现这段逻辑'),
        cfgWith({ strictness: 'high' }),
      ).hits,
    ).toEqual([]);
  });

  it('T5：Plan + Reasoning + “写伪代码” → 触发但置信度下降（high 可能触发，low 不触发）', () => {
    const high = evaluate(
      envelope('plan', 'reasoning', '写伪代码'),
      cfgWith({ strictness: 'high' }),
    );
    expect(high.recommendedHit?.ruleId).toBe('R001_PLAN_EXEC_REASONING');
    expect(high.recommendedHit?.confidence).toBe(0.55);
    expect(high.recommendedHit!.confidence).toBeLessThan(0.75);
    expect(
      evaluate(
        envelope('plan', 'reasoning', '写伪代码'),
        cfgWith({ strictness: 'medium' }),
      ).hits,
    ).toEqual([]);
    expect(
      evaluate(
        envelope('plan', 'reasoning', '写伪代码'),
        cfgWith({ strictness: 'low' }),
      ).hits,
    ).toEqual([]);
  });
});

describe('R001 (§4)', () => {
  const confidenceOf = (prompt: string, context = {}) => {
    const d = evaluateDetailed(
      envelope('plan', 'reasoning', prompt, context),
      cfgWith({ strictness: 'high' }),
    );
    return d.candidates.find((c) => c.ruleId === 'R001_PLAN_EXEC_REASONING')
      ?.confidence;
  };

  it('adds 0.15 per strong exec keyword up to +0.30, 0.10 for a file operation, and subtracts 0.20 per negation', () => {
    expect(confidenceOf('implement it')).toBe(0.75);
    expect(confidenceOf('implement it, write code')).toBe(0.9);
    expect(confidenceOf('implement it, write code, generate code')).toBe(0.9);
    expect(confidenceOf('实现这段逻辑，修改这个文件')).toBe(0.85);
    expect(confidenceOf('implement the patch in src/cache.ts')).toBe(1);
    expect(confidenceOf('implement it, no code, pseudocode only')).toBe(0.35);
    expect(
      confidenceOf('implement, but no code, no code, no code, no code'),
    ).toBe(0);
  });

  it('carries the seed copy, the reasons and the four actions, continue first', () => {
    const hit = evaluate(
      envelope('plan', 'reasoning', '实现这段逻辑'),
      defaults(),
    ).recommendedHit!;
    expect(hit.message.title).toBe('可能在 Plan 模式下过度加速');
    expect(hit.message.body).toBe(
      '检测到你在 **Plan 模式**下请求代码实现，当前使用的是**高推理模型**。\n这可能会消耗较多资源。\n建议：先在 Ask 模式确认方案，或切换更快模型继续规划。',
    );
    expect(hit.reasons.slice(0, 4)).toEqual([
      '当前模式：Plan',
      '模型等级：Reasoning',
      '命中执行关键词：实现',
      '上下文偏大：false',
    ]);
    expect(hit.actions.map((a) => a.kind)).toEqual([
      'continue',
      'switch_mode',
      'switch_model',
      'mute_rule',
    ]);
    expect(hit.actions[1]?.payload).toEqual({ mode: 'ask' });
    expect(hit.actions[2]?.payload).toMatchObject({
      tier: 'standard',
      alternatives: ['light'],
    });
    expect(
      RuleDecision.parse(
        evaluate(envelope('plan', 'reasoning', '实现这段逻辑'), defaults()),
      ),
    ).toBeTruthy();
  });

  it('reads the reasoning tier from the configured model ids as well as from the envelope', () => {
    const env = {
      ...envelope('plan', 'standard', '实现这段逻辑'),
      model: { id: 'o1-preview', tier: 'standard' as const },
    };
    expect(fired(evaluate(env, defaults()))).toEqual([
      'R001_PLAN_EXEC_REASONING',
    ]);
    expect(
      fired(evaluate(env, cfgWith({ reasoningModelIds: ['claude-opus'] }))),
    ).toEqual([]);
  });

  it('stays silent when disabled, muted, or the engine is off (§5.1, §2 快速退出)', () => {
    const env = envelope('plan', 'reasoning', '实现这段逻辑');
    expect(
      evaluate(
        env,
        cfgWith({
          rules: { R001_PLAN_EXEC_REASONING: { enabled: true, muted: true } },
        }),
      ).hits,
    ).toEqual([]);
    expect(
      evaluate(
        env,
        cfgWith({
          rules: { R001_PLAN_EXEC_REASONING: { enabled: false, muted: false } },
        }),
      ).hits,
    ).toEqual([]);
    expect(evaluate(env, cfgWith({ enabled: false })).hits).toEqual([]);
  });
});

describe('§3 feature extraction', () => {
  it('normalizes: lower case, punctuation to spaces, spaces collapsed, none between Han characters', () => {
    expect(normalizeText('  Implement: the  FILE!!  ')).toBe(
      'implement the file',
    );
    expect(normalizeText('写 代码，don’t   stop')).toBe('写代码 dont stop');
    expect(normalizeText('ＡＰＰＬＹ　ＤＩＦＦ')).toBe('apply diff');
  });

  it('matches Latin keywords at word starts with inflections, never inside another word', () => {
    const words = (text: string, list: string[]) =>
      findPhrases(normalizeText(text), list).map((m) => m.text);
    expect(
      words('we implemented it and patched things', ['implement', 'patch']),
    ).toEqual(['implemented', 'patched']);
    expect(
      words('dispatch the event, decode it', ['patch', 'code it']),
    ).toEqual([]);
    expect(words('写伪代码，再写一段代码', ['写代码'])).toEqual([
      '写伪代码',
      '写一段代码',
    ]);
    expect(words('pseudocode only', ['pseudocode only', 'pseudocode'])).toEqual(
      ['pseudocode only'],
    );
  });

  it('counts at most 16 occurrences of a phrase, so a pasted log of repeats stays cheap and clamps to 0', () => {
    const text = '实现 no code '.repeat(20_000);
    const f = extractFeatures(envelope('plan', 'reasoning', text), defaults());
    expect(f.negationMatches).toHaveLength(16);
    const d = evaluateDetailed(
      envelope('plan', 'reasoning', text),
      cfgWith({ strictness: 'high' }),
    );
    expect(
      d.candidates.find((c) => c.ruleId === 'R001_PLAN_EXEC_REASONING')
        ?.confidence,
    ).toBe(0);
  });

  it('extracts the seed Features with its groups, negations and contextLarge (§3.2)', () => {
    const f = extractFeatures(
      envelope('plan', 'reasoning', '重构方案：先别写代码，看 stack trace', {
        referencedFilesCount: 8,
      }),
      defaults(),
    );
    expect(f).toMatchObject({
      mode: 'plan',
      isReasoningModel: true,
      hasExecIntent: true,
      hasDecisionIntent: true,
      hasDebugIntent: true,
      hasRefactorIntent: true,
      execKeywordMatches: ['写代码'],
      contextLarge: true,
      cerLikelyWrite: false,
    });
    expect(f.negationMatches).toContain('别写代码');
    const large = (ctx: Partial<PromptEnvelope['context']>) =>
      extractFeatures(envelope('plan', 'reasoning', 'x', ctx), defaults())
        .contextLarge;
    expect(large({ referencedFilesBytes: 512 * 1024 })).toBe(true);
    expect(
      large({ referencedFilesBytes: 512 * 1024 - 1, referencedFilesCount: 7 }),
    ).toBe(false);
    expect(large({})).toBe(false);
  });
});

describe('§8.2 prompt tags', () => {
  it('reads the three tag forms and strips them from the text the rules see', () => {
    expect(
      parsePromptTags('[mode:plan] [tier:reasoning] 实现这段逻辑'),
    ).toEqual({
      text: '实现这段逻辑',
      tags: {
        mode: 'plan',
        tier: 'reasoning',
        found: ['[mode:plan]', '[tier:reasoning]'],
      },
    });
    expect(parsePromptTags('mode=ask tier=light implement it')).toMatchObject({
      text: 'implement it',
      tags: { mode: 'ask', tier: 'light' },
    });
    expect(parsePromptTags('implement it /plan /reasoning')).toMatchObject({
      text: 'implement it',
      tags: { mode: 'plan', tier: 'reasoning' },
    });
    expect(parsePromptTags('please [model:o1] implement it')).toMatchObject({
      text: 'please implement it',
      tags: { modelId: 'o1' },
    });
  });

  it('leaves prose alone: key=value and /word only open or close the prompt; unknown values are not tags', () => {
    expect(parsePromptTags('set mode=ask in the config').tags.found).toEqual(
      [],
    );
    expect(parsePromptTags('see docs/plan and /plan it').tags.found).toEqual(
      [],
    );
    expect(parsePromptTags('[mode:turbo] go').tags.found).toEqual([]);
  });

  it('overrides mode and tier, and a tier tag beats the model id', () => {
    expect(
      fired(
        evaluate(
          envelope(
            'ask',
            'standard',
            '[mode:plan] [tier:reasoning] 实现这段逻辑',
          ),
          defaults(),
        ),
      ),
    ).toEqual(['R001_PLAN_EXEC_REASONING']);
    expect(
      fired(
        evaluate(
          envelope('plan', 'reasoning', '实现这段逻辑 /light'),
          defaults(),
        ),
      ),
    ).toEqual([]);
    expect(
      fired(
        evaluate(
          envelope('plan', 'reasoning', 'mode=ask 实现这段逻辑'),
          defaults(),
        ),
      ),
    ).toEqual([]);
  });
});

describe('model tiers', () => {
  it('matches configured ids across provider prefixes and version suffixes only', () => {
    const ids = ['claude-opus', 'o1'];
    expect(
      [
        'claude-opus-4-1-20250805',
        'anthropic/claude-opus-4',
        'claude-opus[1m]',
        'o1',
        'o1-preview',
        'openai/o1',
      ].every((id) => matchesModelId(id, ids)),
    ).toBe(true);
    expect(
      ['o10', 'gpt-4o1', 'claude-sonnet-4-5', 'my-claude-opus'].some((id) =>
        matchesModelId(id, ids),
      ),
    ).toBe(false);
    expect([
      tierForModel('claude-opus-4', ids),
      tierForModel('claude-haiku-4-5', ids),
      tierForModel('gpt-4o-mini', ids),
      tierForModel('claude-sonnet-4-5', ids),
    ]).toEqual(['reasoning', 'light', 'light', 'standard']);
  });
});

describe('§7.1 more rules and conflict resolution', () => {
  it('R002: a design choice asked in Agent mode, not an implementation', () => {
    expect(
      fired(
        evaluate(
          envelope(
            'agent',
            'standard',
            '我们要重新选型消息队列，Kafka 和 RabbitMQ 的优缺点？',
          ),
          defaults(),
        ),
      ),
    ).toEqual(['R002_AGENT_REDESIGN']);
    expect(
      fired(
        evaluate(
          envelope('agent', 'standard', 'implement the design we agreed on'),
          defaults(),
        ),
      ),
    ).toEqual([]);
    expect(
      fired(
        evaluate(
          envelope('agent', 'standard', 'what is the design of this module'),
          defaults(),
        ),
      ),
    ).toEqual([]);
  });

  it('R003: a large restructuring asked in Debug mode; a mention of a past refactor is not one', () => {
    const d = evaluate(
      envelope('debug', 'standard', '报错了，顺便把整个模块重构一下'),
      defaults(),
    );
    expect(d.recommendedHit).toMatchObject({
      ruleId: 'R003_DEBUG_REFACTOR',
      severity: 'warn',
      confidence: 0.8,
    });
    expect(d.recommendedHit?.actions.map((a) => a.kind)).toEqual([
      'continue',
      'switch_mode',
      'open_new_chat',
      'mute_rule',
    ]);
    expect(
      fired(
        evaluate(
          envelope(
            'debug',
            'standard',
            'this crash came from the last refactor',
          ),
          defaults(),
        ),
      ),
    ).toEqual([]);
  });

  it('R004 Thinking Tax: a reasoning model asked to weigh designs; R001 wins the conflict by severity', () => {
    expect(
      fired(
        evaluate(
          envelope(
            'ask',
            'reasoning',
            'refactor the architecture, what are the tradeoffs?',
          ),
          defaults(),
        ),
      ),
    ).toEqual(['R004_THINKING_TAX']);
    const both = evaluate(
      envelope(
        'plan',
        'reasoning',
        'implement the refactor of the architecture',
      ),
      defaults(),
    );
    expect(fired(both)).toEqual([
      'R001_PLAN_EXEC_REASONING',
      'R004_THINKING_TAX',
    ]);
    expect(both.recommendedHit?.ruleId).toBe('R001_PLAN_EXEC_REASONING');
  });

  it('between equal severities the higher confidence is recommended', () => {
    const d = evaluate(
      envelope(
        'agent',
        'reasoning',
        'compare two architecture designs: pros and cons, tradeoff',
      ),
      defaults(),
    );
    expect(fired(d).sort()).toEqual([
      'R002_AGENT_REDESIGN',
      'R004_THINKING_TAX',
    ]);
    const [a, b] = d.hits;
    expect(a!.confidence).toBeGreaterThanOrEqual(b!.confidence);
    expect(d.recommendedHit).toBe(a);
  });
});

describe('§7.2 R101 Doc Drift Sentinel (pure half)', () => {
  const long = `请在 src/cache.py 里实现一个 LRU 缓存，${'要求支持过期时间、容量上限和命中统计，'.repeat(10)}`;
  const on = () =>
    cfgWith({
      rules: { R101_DOC_DRIFT_SENTINEL: { enabled: true, muted: false } },
    });
  const facts = (fileHead: string[] | null, readmeHead: string[] | null) => ({
    docTargets: [
      {
        path: 'src/cache.py',
        fileHead,
        readmePath: 'src/README.md',
        readmeHead,
      },
    ],
  });

  it('finds the files a prompt names', () => {
    expect(
      extractTargetPaths(
        'fix @src/a.ts:12 and `lib/b.py`, see https://x.io/c.js and README.md。',
      ),
    ).toEqual(['src/a.ts', 'lib/b.py', 'README.md']);
  });

  it('fires on a long implementation prompt naming a source file without a header or README, and offers templates', () => {
    const d = evaluate(
      envelope('agent', 'standard', long),
      on(),
      facts(['import os', 'def f(): pass'], null),
    );
    expect(d.recommendedHit).toMatchObject({
      ruleId: 'R101_DOC_DRIFT_SENTINEL',
      severity: 'info',
      confidence: 0.85,
    });
    expect(d.recommendedHit?.message.title).toBe('可能缺少最小定位注释');
    expect(d.recommendedHit?.actions.map((a) => a.kind)).toEqual([
      'continue',
      'open_file',
      'generate_templates',
      'mute_rule',
    ]);
    const templates = (
      d.recommendedHit?.actions[2]?.payload as {
        templates: Array<{ path: string; text: string }>;
      }
    ).templates;
    expect(templates.map((t) => t.path)).toEqual([
      'src/cache.py',
      'src/README.md',
    ]);
    expect(templates[0]?.text).toMatch(/^# Input: .*\n# Output: .*\n# Pos: /);
  });

  it('errs towards silence: off by default, no facts, a partial header, a described folder, a short prompt', () => {
    expect(
      fired(
        evaluate(
          envelope('agent', 'standard', long),
          defaults(),
          facts(['x'], null),
        ),
      ),
    ).toEqual([]);
    expect(
      fired(evaluate(envelope('agent', 'standard', long), on(), {})),
    ).toEqual([]);
    expect(
      fired(
        evaluate(
          envelope('agent', 'standard', long),
          on(),
          facts(['# Input: os'], ['# src', '', 'role']),
        ),
      ),
    ).toEqual([]);
    expect(
      fired(
        evaluate(
          envelope('agent', 'standard', '在 src/cache.py 里实现缓存'),
          on(),
          facts(['x'], null),
        ),
      ),
    ).toEqual([]);
    expect(
      docDeficits([
        {
          path: 'data/a.json',
          fileHead: ['{}'],
          readmePath: 'data/README.md',
          readmeHead: null,
        },
      ]),
    ).toEqual([]);
  });
});

describe('§9 default config', () => {
  it('is the seed JSON, field for field, plus the §5.2 numbers', () => {
    expect(ThrottleConfig.parse({})).toEqual({
      enabled: true,
      strictness: 'medium',
      reasoningModelIds: ['claude-opus', 'claude-4.5-opus', 'o1', 'grok-4'],
      keywords: {
        exec: [
          '写代码',
          '实现',
          '生成代码',
          '补全代码',
          '改代码',
          '直接给代码',
          'apply diff',
          'patch',
          'implement',
          'write code',
          'generate code',
          'code it',
          'edit the file',
        ],
        decision: ['方案', '取舍', 'tradeoff', 'design'],
        debug: ['报错', '复现', 'stack trace', 'repro'],
        refactor: ['重构', 'refactor', 'redesign', 'architecture'],
      },
      rules: { R001_PLAN_EXEC_REASONING: { enabled: true, muted: false } },
      cooldownMinutes: 5,
      continuesToInfo: 3,
    });
  });

  it('names a bad field and what is allowed', () => {
    const message = (raw: unknown) => {
      const r = WukongConfig.safeParse(raw);
      return r.success
        ? 'ok'
        : describeZodError(r.error, 'wukong.config.json', WukongConfig);
    };
    expect(message({ throttle: { strictness: 'extreme' } })).toMatch(
      /field `throttle\.strictness`: .*allowed: "low", "medium", "high"/,
    );
    expect(message({ throttle: { rules: { R999: { muted: true } } } })).toMatch(
      /field `throttle\.rules`: unknown field `R999`; allowed: R001_PLAN_EXEC_REASONING, R002_AGENT_REDESIGN/,
    );
    expect(message({ throttle: { keywords: { exec: ['ok', ''] } } })).toMatch(
      /field `throttle\.keywords\.exec\[1\]`/,
    );
    expect(message({ throttle: { speed: 1 } })).toMatch(
      /unknown field `speed`; allowed: enabled, strictness, reasoningModelIds, keywords, rules, cooldownMinutes, continuesToInfo/,
    );
  });
});
