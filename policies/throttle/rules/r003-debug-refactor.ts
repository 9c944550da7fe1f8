// r003DebugRefactor — seed 003 §7.1's R003_DEBUG_REFACTOR: a large
// restructuring asked for in Debug mode
// Pos: policies/throttle/rules, a warn hint: mixing a fix with a rewrite loses
// the repro; severity and confidence are ours (§7.1 leaves them open)
import { RESTRUCTURE_CUES, SCALE_CUES } from '../signals/lexicon.js';
import { distinctPhrases, findPhrases } from '../signals/normalize.js';
import {
  actionsFor,
  defineThrottleRule,
  listed,
  modeName,
  switchModeAction,
} from './rule.js';
import {
  message,
  type MessageId,
  type MessageParams,
} from '../../vocabulary/messages/index.js';

/**
 * Conditions (AND): mode debug; the refactor group or a restructure cue (架构改造,
 * 重写, rewrite …). Confidence: base 0.45; +0.15 per refactor keyword or
 * restructure cue (at most +0.30); +0.20 when the prompt speaks of scale (大规模,
 * 整个, entire, across the codebase …). "This bug came from the refactor" stays
 * at 0.60; "大规模重构" is 0.80. warn, because the cost is real: the fix and its
 * evidence drown in the rewrite, and the context grows with it.
 */
export const r003DebugRefactor = defineThrottleRule({
  id: 'R003_DEBUG_REFACTOR',
  severity: 'warn',
  enabledByDefault: true,
  description: 'Debug 模式 + 大规模重构/架构改造类词（§7.1）',
  assess({ features: f, lang }) {
    const t = (id: MessageId, params?: MessageParams) =>
      message(id, lang, params);
    if (f.mode !== 'debug') return null;
    const restructure = distinctPhrases(
      findPhrases(f.normalized, RESTRUCTURE_CUES),
    );
    if (!f.hasRefactorIntent && restructure.length === 0) return null;
    const scale = distinctPhrases(findPhrases(f.normalized, SCALE_CUES));
    const confidencePct =
      45 +
      Math.min(30, 15 * (f.refactorMatches.length + restructure.length)) +
      (scale.length ? 20 : 0);
    const reasons = [
      t('throttle.reason.mode', { mode: modeName(f.mode) }),
      t('throttle.reason.restructure', {
        words: listed([...f.refactorMatches, ...restructure], lang),
      }),
    ];
    if (scale.length)
      reasons.push(t('throttle.reason.scale', { words: listed(scale, lang) }));
    return {
      confidencePct,
      reasons,
      actions: actionsFor(
        'R003_DEBUG_REFACTOR',
        [
          switchModeAction('plan', t('throttle.r003.action.plan')),
          {
            id: 'open_new_chat',
            label: t('throttle.r003.action.new-chat'),
            kind: 'open_new_chat',
          },
        ],
        lang,
      ),
      message: {
        title: t('throttle.r003.title'),
        body: t('throttle.r003.body'),
      },
    };
  },
});
