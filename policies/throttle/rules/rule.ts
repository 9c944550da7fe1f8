// ThrottleRule, RuleInput, RuleAssessment, defineThrottleRule — the shape every
// throttle rule has — and the action builders that put `continue` first and
// `mute_rule` last on every hit (the UX constitution)
// Pos: policies/throttle, the contract between rules and the engine; holds no
// rule itself
import type {
  HitSeverity,
  RuleAction,
  RuleEngineConfig,
  RuleHit,
  ThrottleRuleId,
} from '../../vocabulary/throttle.js';
import type { DocTargetFacts } from '../signals/doc-targets.js';
import type { FeatureDetail } from '../signals/features.js';
import { message, type Lang } from '../../vocabulary/messages/index.js';

/**
 * Facts the runtime gathered from the world (files on disk); the rules stay
 * pure and only read them.
 */
export interface EvaluationFacts {
  docTargets?: DocTargetFacts[];
  /**
   * The user's language (config, else locale) for a prompt that is in neither
   * English nor Chinese; absent: English.
   */
  language?: Lang;
}

export interface RuleInput {
  features: FeatureDetail;
  cfg: RuleEngineConfig;
  facts: EvaluationFacts;
  /** The hint's language: the prompt's own (engine.ts hintLanguage). */
  lang: Lang;
}

/**
 * A rule's view of one prompt when its conditions hold: how sure it is
 * (percent), why, and what to offer.
 */
export interface RuleAssessment {
  confidencePct: number;
  reasons: string[];
  actions: RuleAction[];
  message: RuleHit['message'];
}

export interface ThrottleRule {
  id: ThrottleRuleId;
  severity: HitSeverity;
  /**
   * On when the config does not name the rule (§9 names only R001; R101 is
   * opt-in, §7.2 "可选").
   */
  enabledByDefault: boolean;
  description: string;
  /**
   * Pure. null when the rule's conditions (AND) do not hold; otherwise an
   * assessment the engine thresholds.
   */
  assess(input: RuleInput): RuleAssessment | null;
}

export function defineThrottleRule(rule: ThrottleRule): ThrottleRule {
  if (!/^R\d{3}_[A-Z0-9_]+$/.test(rule.id))
    throw new Error(
      `throttle rule id ${JSON.stringify(rule.id)} must look like R001_NAME`,
    );
  return Object.freeze({ ...rule });
}

export const continueAction = (lang: Lang = 'zh'): RuleAction => ({
  id: 'continue',
  label: message('throttle.action.continue', lang),
  kind: 'continue',
});

export const muteAction = (
  ruleId: ThrottleRuleId,
  lang: Lang = 'zh',
): RuleAction => ({
  id: 'mute_rule',
  label: message('throttle.action.mute', lang),
  kind: 'mute_rule',
  payload: { ruleId },
});

/**
 * continue first, the rule's own suggestions, mute last: never blocks, never
 * takes over (§0.1, §4.5).
 */
export const actionsFor = (
  ruleId: ThrottleRuleId,
  suggestions: RuleAction[],
  lang: Lang = 'zh',
): RuleAction[] => [
  continueAction(lang),
  ...suggestions,
  muteAction(ruleId, lang),
];

export const switchModeAction = (
  mode: 'ask' | 'plan',
  label: string,
): RuleAction => ({
  id: `switch_mode_${mode}`,
  label,
  kind: 'switch_mode',
  payload: { mode },
});

/** §4.5 switch_model: to standard/light (建议目标：Sonnet / GPT non-reasoning). */
export const switchModelAction = (lang: Lang = 'zh'): RuleAction => ({
  id: 'switch_model_standard',
  label: message('throttle.action.switch-model', lang),
  kind: 'switch_model',
  payload: {
    tier: 'standard',
    alternatives: ['light'],
    examples: ['sonnet', 'gpt (non-reasoning)'],
  },
});

const MODE_NAMES: Record<string, string> = {
  plan: 'Plan',
  agent: 'Agent',
  ask: 'Ask',
  debug: 'Debug',
  unknown: 'Unknown',
};
const TIER_NAMES: Record<string, string> = {
  reasoning: 'Reasoning',
  standard: 'Standard',
  light: 'Light',
};
export const modeName = (mode: string): string => MODE_NAMES[mode] ?? mode;
export const tierName = (tier: string): string => TIER_NAMES[tier] ?? tier;
export const listed = (words: readonly string[], lang: Lang = 'zh'): string =>
  words.join(lang === 'zh' ? '、' : ', ');
