// PromptEnvelope, Features, RuleHit, RuleDecision, RuleEngineConfig — seed 003
// §1–§3, names kept exactly — plus ThrottleRuleId (the rules that exist) and
// RuleAction with §7.2's three Doc Drift action kinds
// Pos: policies/vocabulary, shared words; the rule engine that reads and writes
// them is policies/throttle
import * as z from 'zod';
import { STRICTNESS_LEVELS, THROTTLE_RULE_IDS } from './throttle-ids.js';
import { lazySchema } from './lazy-schema.js';

export const EditorMode = lazySchema(() =>
  z.enum(['plan', 'agent', 'ask', 'debug', 'unknown']),
);
export type EditorMode = z.infer<typeof EditorMode>;

export const ModelTier = lazySchema(() =>
  z.enum(['light', 'standard', 'reasoning']),
);
export type ModelTier = z.infer<typeof ModelTier>;

export const ModelInfo = lazySchema(() =>
  z.strictObject({
    id: z.string(),
    provider: z.string().optional(),
    tier: ModelTier,
  }),
);
export type ModelInfo = z.infer<typeof ModelInfo>;

export const ContextSignals = lazySchema(() =>
  z.strictObject({
    promptChars: z.number().nonnegative(),
    promptTokensApprox: z.number().nonnegative().optional(),
    currentFileBytes: z.number().nonnegative().optional(),
    referencedFilesCount: z.number().nonnegative().optional(),
    referencedFilesBytes: z.number().nonnegative().optional(),
    implicitContextBytes: z.number().nonnegative().optional(),
    cerClass: z.enum(['likely_read', 'likely_write', 'unknown']).optional(),
  }),
);
export type ContextSignals = z.infer<typeof ContextSignals>;

export const PromptEnvelope = lazySchema(() =>
  z.strictObject({
    id: z.string(),
    ts: z.number(),
    mode: EditorMode,
    model: ModelInfo,
    promptText: z.string(),
    language: z.enum(['zh', 'en', 'mixed', 'unknown']).optional(),
    context: ContextSignals,
    history: z
      .strictObject({
        lastMode: EditorMode.optional(),
        lastModelId: z.string().optional(),
        recentWarnings: z.number().optional(),
      })
      .optional(),
  }),
);
export type PromptEnvelope = z.infer<typeof PromptEnvelope>;

export const Strictness = lazySchema(() => z.enum(STRICTNESS_LEVELS));
export type Strictness = z.infer<typeof Strictness>;

export const RuleEngineConfig = lazySchema(() =>
  z.strictObject({
    enabled: z.boolean(),
    strictness: Strictness,
    reasoningModelIds: z.array(z.string()),
    keywords: z.strictObject({
      exec: z.array(z.string()),
      decision: z.array(z.string()),
      debug: z.array(z.string()),
      refactor: z.array(z.string()),
    }),
    rules: z.record(
      z.string(),
      z.strictObject({ enabled: z.boolean(), muted: z.boolean() }),
    ),
  }),
);
export type RuleEngineConfig = z.infer<typeof RuleEngineConfig>;

/** Every rule the engine knows (throttle-ids.ts). */
export const ThrottleRuleId = lazySchema(() => z.enum(THROTTLE_RULE_IDS));
export type ThrottleRuleId = z.infer<typeof ThrottleRuleId>;

/**
 * §2's six kinds, plus the three §7.2 gives the Doc Drift Sentinel (open_file,
 * open_folder_readme, generate_templates).
 */
export const RuleActionKind = lazySchema(() =>
  z.enum([
    'continue',
    'cancel',
    'switch_mode',
    'switch_model',
    'open_new_chat',
    'mute_rule',
    'open_file',
    'open_folder_readme',
    'generate_templates',
  ]),
);
export type RuleActionKind = z.infer<typeof RuleActionKind>;

export const RuleAction = lazySchema(() =>
  z.strictObject({
    id: z.string(),
    label: z.string(),
    kind: RuleActionKind,
    payload: z.unknown().optional(),
  }),
);
export type RuleAction = z.infer<typeof RuleAction>;

export const HitSeverity = lazySchema(() => z.enum(['info', 'warn']));
export type HitSeverity = z.infer<typeof HitSeverity>;

export const RuleHit = lazySchema(() =>
  z.strictObject({
    ruleId: z.string(),
    severity: HitSeverity,
    confidence: z.number().min(0).max(1),
    reasons: z.array(z.string()),
    actions: z.array(RuleAction),
    message: z.strictObject({ title: z.string(), body: z.string() }),
  }),
);
export type RuleHit = z.infer<typeof RuleHit>;

export const RuleDecision = lazySchema(() =>
  z.strictObject({
    hits: z.array(RuleHit),
    recommendedHit: RuleHit.optional(),
  }),
);
export type RuleDecision = z.infer<typeof RuleDecision>;

export const Features = lazySchema(() =>
  z.strictObject({
    mode: EditorMode,
    isReasoningModel: z.boolean(),
    hasExecIntent: z.boolean(),
    hasDecisionIntent: z.boolean(),
    hasDebugIntent: z.boolean(),
    hasRefactorIntent: z.boolean(),
    promptLen: z.number(),
    execKeywordMatches: z.array(z.string()),
    negationMatches: z.array(z.string()),
    contextLarge: z.boolean(),
    cerLikelyWrite: z.boolean(),
  }),
);
export type Features = z.infer<typeof Features>;
