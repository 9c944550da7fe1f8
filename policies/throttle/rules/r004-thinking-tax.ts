// r004ThinkingTax — seed 003 §7.3's Thinking Tax signal: a reasoning model
// asked to refactor or weigh a design
// Pos: policies/throttle/rules, an info hint about hidden reasoning tokens;
// §7.3 gives it no id, R004 is ours
import {
  actionsFor,
  defineThrottleRule,
  listed,
  switchModelAction,
  tierName,
} from './rule.js';
import {
  message,
  type MessageId,
  type MessageParams,
} from '../../vocabulary/messages/index.js';

/**
 * Conditions (AND, §7.3): isReasoningModel, and the refactor or decision group
 * matches. Confidence: base 0.45; +0.15 per refactor or decision keyword (at
 * most +0.30); +0.10 when the context is large. A single "方案" stays at 0.60
 * (only strictness high shows it); "重构方案" or "architecture tradeoff" reach
 * 0.75.
 */
export const r004ThinkingTax = defineThrottleRule({
  id: 'R004_THINKING_TAX',
  severity: 'info',
  enabledByDefault: true,
  description: '高推理模型 + 重构或方案取舍：可能产生隐藏输出（§7.3）',
  assess({ features: f, lang }) {
    const t = (id: MessageId, params?: MessageParams) =>
      message(id, lang, params);
    if (!f.isReasoningModel || (!f.hasRefactorIntent && !f.hasDecisionIntent))
      return null;
    const words = [...f.refactorMatches, ...f.decisionMatches];
    const confidencePct =
      45 + Math.min(30, 15 * words.length) + (f.contextLarge ? 10 : 0);
    return {
      confidencePct,
      reasons: [
        t('throttle.reason.tier', { tier: tierName('reasoning') }),
        t('throttle.reason.refactor-decision', { words: listed(words, lang) }),
        t('throttle.reason.context-large', { large: String(f.contextLarge) }),
      ],
      actions: actionsFor('R004_THINKING_TAX', [switchModelAction(lang)], lang),
      message: {
        title: t('throttle.r004.title'),
        body: t('throttle.r004.body'),
      },
    };
  },
});
