// evaluate(envelope, cfg, facts?) — seed 003 §2's pipeline — and
// evaluateDetailed (features and every rule's confidence, for explanations and
// the golden suite), builtinThrottleRules, ruleSwitch, decide (§7.1 conflict
// resolution)
// Pos: policies/throttle's front door; pure and synchronous. Cooldown across
// calls is not here: it needs memory of earlier calls, which is the throttle
// machine's (machines/throttle.machine.ts), driven by src/throttle
import type {
  PromptEnvelope,
  RuleDecision,
  RuleEngineConfig,
  RuleHit,
  ThrottleRuleId,
} from '../vocabulary/throttle.js';
import {
  meetsThreshold,
  severityRank,
  THRESHOLDS,
  toConfidence,
} from './confidence.js';
import type { FeatureDetail } from './signals/features.js';
import { extractFeatures } from './signals/features.js';
import type { EvaluationFacts, ThrottleRule } from './rules/rule.js';
import {
  hintLanguage,
  message,
  textLanguage,
} from '../vocabulary/messages/index.js';
import { r001PlanExecReasoning } from './rules/r001-plan-exec-reasoning.js';
import { r002AgentRedesign } from './rules/r002-agent-redesign.js';
import { r003DebugRefactor } from './rules/r003-debug-refactor.js';
import { r004ThinkingTax } from './rules/r004-thinking-tax.js';
import { r101DocDriftSentinel } from './rules/r101-doc-drift-sentinel.js';

/**
 * In registry order, which is also the tie-break after severity and confidence.
 */
export const builtinThrottleRules: readonly ThrottleRule[] = [
  r001PlanExecReasoning,
  r002AgentRedesign,
  r003DebugRefactor,
  r004ThinkingTax,
  r101DocDriftSentinel,
];

/**
 * §5.1 per-rule switches: the config's entry if it names the rule, else the
 * rule's own default, never muted.
 */
export function ruleSwitch(
  cfg: RuleEngineConfig,
  rule: Pick<ThrottleRule, 'id' | 'enabledByDefault'>,
): { enabled: boolean; muted: boolean } {
  const entry = cfg.rules[rule.id];
  return {
    enabled: entry?.enabled ?? rule.enabledByDefault,
    muted: entry?.muted ?? false,
  };
}

/**
 * One rule's outcome for one prompt: why it stayed silent, or its confidence
 * against the threshold.
 */
export interface RuleCandidate {
  ruleId: ThrottleRuleId;
  status: 'disabled' | 'muted' | 'conditions-unmet' | 'below-threshold' | 'hit';
  confidence?: number;
}

export interface DetailedEvaluation {
  decision: RuleDecision;
  features: FeatureDetail | null;
  candidates: RuleCandidate[];
  /** The threshold in force (§4.3, by strictness). */
  threshold: number;
}

const order = (rules: readonly ThrottleRule[]) =>
  new Map(rules.map((r, i) => [r.id as string, i]));

/**
 * §7.1 冲突解决: hits ranked by severity, then confidence (then registry order);
 * the first is recommendedHit.
 */
export function decide(
  hits: readonly RuleHit[],
  rules: readonly ThrottleRule[] = builtinThrottleRules,
): RuleDecision {
  const rank = order(rules);
  const sorted = [...hits].sort(
    (a, b) =>
      severityRank(b.severity) - severityRank(a.severity) ||
      b.confidence - a.confidence ||
      (rank.get(a.ruleId) ?? 99) - (rank.get(b.ruleId) ?? 99),
  );
  return sorted[0] ? { hits: sorted, recommendedHit: sorted[0] } : { hits: [] };
}

export function evaluateDetailed(
  envelope: PromptEnvelope,
  cfg: RuleEngineConfig,
  facts: EvaluationFacts = {},
  rules: readonly ThrottleRule[] = builtinThrottleRules,
): DetailedEvaluation {
  const threshold = THRESHOLDS[cfg.strictness] / 100;
  // 0) 快速退出
  if (!cfg.enabled)
    return {
      decision: { hits: [] },
      features: null,
      candidates: [],
      threshold,
    };
  // 1) Feature extraction
  const features = extractFeatures(envelope, cfg);
  if (features.normalized === '')
    return { decision: { hits: [] }, features, candidates: [], threshold };
  // 2) Rule evaluation; 3) mute (cooldown is the machine's); 4) actions +
  //    message come with each assessment
  const candidates: RuleCandidate[] = [];
  const hits: RuleHit[] = [];
  // A hint speaks the prompt's language: English prompts get English.
  const lang = hintLanguage(
    envelope.language ?? textLanguage(envelope.promptText),
    facts.language ?? 'en',
  );
  for (const rule of rules) {
    const { enabled, muted } = ruleSwitch(cfg, rule);
    if (!enabled || muted) {
      candidates.push({
        ruleId: rule.id,
        status: enabled ? 'muted' : 'disabled',
      });
      continue;
    }
    const assessment = rule.assess({ features, cfg, facts, lang });
    if (!assessment) {
      candidates.push({ ruleId: rule.id, status: 'conditions-unmet' });
      continue;
    }
    const confidence = toConfidence(assessment.confidencePct);
    const passes = meetsThreshold(assessment.confidencePct, cfg.strictness);
    candidates.push({
      ruleId: rule.id,
      status: passes ? 'hit' : 'below-threshold',
      confidence,
    });
    if (!passes) continue;
    if (assessment.actions[0]?.kind !== 'continue')
      throw new Error(
        `throttle rule ${rule.id} offered no 'continue' first; every hint must let the user go on`,
      );
    hits.push({
      ruleId: rule.id,
      severity: rule.severity,
      confidence,
      reasons: [
        ...assessment.reasons,
        message('throttle.reason.confidence', lang, {
          confidence: confidence.toFixed(2),
          threshold: threshold.toFixed(2),
          strictness: cfg.strictness,
        }),
      ],
      actions: assessment.actions,
      message: assessment.message,
    });
  }
  // 5) Return decision
  return { decision: decide(hits, rules), features, candidates, threshold };
}

/**
 * Seed 003 §2: `evaluate(envelope, cfg): RuleDecision`. `facts` carries what
 * the runtime read on disk (R101).
 */
export function evaluate(
  envelope: PromptEnvelope,
  cfg: RuleEngineConfig,
  facts: EvaluationFacts = {},
): RuleDecision {
  return evaluateDetailed(envelope, cfg, facts).decision;
}
