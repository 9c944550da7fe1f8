// r001PlanExecReasoning and r001Confidence — seed 003 §4,
// R001_PLAN_EXEC_REASONING, to the letter
// Pos: policies/throttle/rules, the v0.1 rule: Plan mode + reasoning model + a
// request for code; warns, never blocks
import type { FeatureDetail } from '../signals/features.js';
import {
  actionsFor,
  defineThrottleRule,
  listed,
  modeName,
  switchModeAction,
  switchModelAction,
  tierName,
} from './rule.js';
import {
  message,
  type MessageId,
  type MessageParams,
} from '../../vocabulary/messages/index.js';

/**
 * §4.3: base 0.60; +0.15 per strong exec keyword (at most +0.30); -0.20 per
 * negation (可叠加); +0.10 when the prompt hints at a file operation; clamped by
 * the engine. Percent.
 */
export function r001Confidence(
  f: Pick<
    FeatureDetail,
    'execKeywordMatches' | 'negationMatches' | 'fileOperationHints'
  >,
): number {
  return (
    60 +
    Math.min(30, 15 * f.execKeywordMatches.length) -
    20 * f.negationMatches.length +
    (f.fileOperationHints.length > 0 ? 10 : 0)
  );
}

export const r001PlanExecReasoning = defineThrottleRule({
  id: 'R001_PLAN_EXEC_REASONING',
  severity: 'warn',
  enabledByDefault: true,
  description: 'Plan 模式 + 高推理模型 + 执行倾向（§4.1 AND）',
  assess({ features: f, lang }) {
    const t = (id: MessageId, params?: MessageParams) =>
      message(id, lang, params);
    if (f.mode !== 'plan' || !f.isReasoningModel || !f.hasExecIntent)
      return null;
    const reasons = [
      t('throttle.reason.mode', { mode: modeName(f.mode) }),
      t('throttle.reason.tier', { tier: tierName('reasoning') }),
      t('throttle.reason.exec', { words: listed(f.execKeywordMatches, lang) }),
      t('throttle.reason.context-large', { large: String(f.contextLarge) }),
    ];
    if (f.negationMatches.length)
      reasons.push(
        t('throttle.reason.negation', {
          words: listed(f.negationMatches, lang),
        }),
      );
    if (f.fileOperationHints.length)
      reasons.push(
        t('throttle.reason.file-ops', {
          words: listed(f.fileOperationHints, lang),
        }),
      );
    if (f.tags.found.length)
      reasons.push(t('throttle.reason.tags', { tags: f.tags.found.join(' ') }));
    return {
      confidencePct: r001Confidence(f),
      reasons,
      actions: actionsFor(
        'R001_PLAN_EXEC_REASONING',
        [
          switchModeAction('ask', t('throttle.r001.action.ask')),
          switchModelAction(lang),
        ],
        lang,
      ),
      message: {
        title: t('throttle.r001.title'),
        body: t('throttle.r001.body'),
      },
    };
  },
});
