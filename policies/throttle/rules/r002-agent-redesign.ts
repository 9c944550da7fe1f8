// r002AgentRedesign — seed 003 §7.1's R002_AGENT_REDESIGN: a choice between
// designs asked in Agent mode
// Pos: policies/throttle/rules, an info hint: Agent mode edits files, so
// deciding there risks rework; severity and confidence are ours (§7.1 leaves
// them open)
import { REDESIGN_CUES } from '../signals/lexicon.js';
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
 * Conditions (AND): mode agent; a redesign cue (选型, 架构对比, compare, pros and
 * cons …), or a decision keyword in a prompt that asks for no refactor; and no
 * request to write code (or one the prompt itself negates). "Implement the
 * design" and "refactor to the new design" are work, not a decision.
 * Confidence: base 0.50; +0.10 per decision keyword (at most +0.20); +0.20 for
 * a redesign cue. One bare "design" stays at 0.60, under the default threshold;
 * a real comparison reaches 0.70–0.90.
 */
export const r002AgentRedesign = defineThrottleRule({
  id: 'R002_AGENT_REDESIGN',
  severity: 'info',
  enabledByDefault: true,
  description: 'Agent 模式 + 重新选型/架构对比/decision 类词（§7.1）',
  assess({ features: f, lang }) {
    const t = (id: MessageId, params?: MessageParams) =>
      message(id, lang, params);
    if (f.mode !== 'agent') return null;
    if (f.hasExecIntent && f.negationMatches.length === 0) return null;
    const cues = distinctPhrases(findPhrases(f.normalized, REDESIGN_CUES));
    if (cues.length === 0 && (!f.hasDecisionIntent || f.hasRefactorIntent))
      return null;
    const confidencePct =
      50 + Math.min(20, 10 * f.decisionMatches.length) + (cues.length ? 20 : 0);
    const reasons = [t('throttle.reason.mode', { mode: modeName(f.mode) })];
    if (f.decisionMatches.length)
      reasons.push(
        t('throttle.reason.decision', {
          words: listed(f.decisionMatches, lang),
        }),
      );
    if (cues.length)
      reasons.push(
        t('throttle.reason.redesign', { words: listed(cues, lang) }),
      );
    if (f.refactorMatches.length)
      reasons.push(
        t('throttle.reason.refactor', {
          words: listed(f.refactorMatches, lang),
        }),
      );
    return {
      confidencePct,
      reasons,
      actions: actionsFor(
        'R002_AGENT_REDESIGN',
        [switchModeAction('plan', t('throttle.r002.action.plan'))],
        lang,
      ),
      message: {
        title: t('throttle.r002.title'),
        body: t('throttle.r002.body'),
      },
    };
  },
});
