// extractFeatures — seed 003 §3's Features from an envelope (tags applied, text
// normalized, keyword groups, negations, contextLarge per §3.2) plus the detail
// the rules need (every group's matches, the effective mode/tier)
// Pos: policies/throttle, step 1 of evaluate (§2); it decides nothing, the
// rules do
import type {
  EditorMode,
  Features,
  ModelTier,
  PromptEnvelope,
  RuleEngineConfig,
} from '../../vocabulary/throttle.js';
import { extractTargetPaths } from './doc-targets.js';
import { FILE_OPERATION_HINTS, NEGATIONS } from './lexicon.js';
import { matchesModelId, tierForModel } from './model-tier.js';
import type { PhraseMatch } from './normalize.js';
import { distinctPhrases, findPhrases, normalizeText } from './normalize.js';
import type { PromptTags } from './prompt-tags.js';
import { parsePromptTags } from './prompt-tags.js';

/** §3.2: referencedFilesBytes >= 512KB or referencedFilesCount >= 8. */
export const CONTEXT_LARGE_BYTES = 512 * 1024;
export const CONTEXT_LARGE_FILES = 8;

export interface FeatureDetail extends Features {
  /** The prompt with its tags removed: what the rules read. */
  text: string;
  normalized: string;
  tags: PromptTags;
  tier: ModelTier;
  modelId: string;
  decisionMatches: string[];
  debugMatches: string[];
  refactorMatches: string[];
  fileOperationHints: string[];
  /** File paths the prompt names. */
  targetPaths: string[];
}

/** Unknown is false (宁漏报). */
export function isContextLarge(context: PromptEnvelope['context']): boolean {
  return (
    (context.referencedFilesBytes ?? 0) >= CONTEXT_LARGE_BYTES ||
    (context.referencedFilesCount ?? 0) >= CONTEXT_LARGE_FILES
  );
}

/**
 * A tag is the user speaking about this prompt, so it wins over the envelope
 * (§8.2 标签覆盖).
 */
function effectiveModel(
  envelope: PromptEnvelope,
  cfg: RuleEngineConfig,
  tags: PromptTags,
): { modelId: string; tier: ModelTier; reasoning: boolean } {
  if (tags.tier)
    return {
      modelId: tags.modelId ?? envelope.model.id,
      tier: tags.tier,
      reasoning: tags.tier === 'reasoning',
    };
  if (tags.modelId) {
    const tier = tierForModel(tags.modelId, cfg.reasoningModelIds);
    return { modelId: tags.modelId, tier, reasoning: tier === 'reasoning' };
  }
  const reasoning =
    envelope.model.tier === 'reasoning' ||
    matchesModelId(envelope.model.id, cfg.reasoningModelIds);
  return {
    modelId: envelope.model.id,
    tier: reasoning ? 'reasoning' : envelope.model.tier,
    reasoning,
  };
}

const phrases = (normalized: string, list: readonly string[]): string[] =>
  distinctPhrases(findPhrases(normalized, list));

export function extractFeatures(
  envelope: PromptEnvelope,
  cfg: RuleEngineConfig,
): FeatureDetail {
  const { text, tags } = parsePromptTags(envelope.promptText);
  const normalized = normalizeText(text);
  const mode: EditorMode = tags.mode ?? envelope.mode;
  const model = effectiveModel(envelope, cfg, tags);
  const exec: PhraseMatch[] = findPhrases(normalized, cfg.keywords.exec);
  const decisionMatches = phrases(normalized, cfg.keywords.decision);
  const debugMatches = phrases(normalized, cfg.keywords.debug);
  const refactorMatches = phrases(normalized, cfg.keywords.refactor);
  const targetPaths = extractTargetPaths(text);
  const fileOperationHints = [
    ...phrases(normalized, FILE_OPERATION_HINTS),
    ...targetPaths.slice(0, 3),
  ];
  return {
    mode,
    isReasoningModel: model.reasoning,
    hasExecIntent: exec.length > 0,
    hasDecisionIntent: decisionMatches.length > 0,
    hasDebugIntent: debugMatches.length > 0,
    hasRefactorIntent: refactorMatches.length > 0,
    promptLen: [...text].length,
    execKeywordMatches: distinctPhrases(exec),
    // Each occurrence counts (§4.3 "可叠加"): "no code … no code" is said twice.
    negationMatches: findPhrases(normalized, NEGATIONS).map((m) => m.phrase),
    contextLarge: isContextLarge(envelope.context),
    cerLikelyWrite: envelope.context.cerClass === 'likely_write',
    text,
    normalized,
    tags,
    tier: model.tier,
    modelId: model.modelId,
    decisionMatches,
    debugMatches,
    refactorMatches,
    fileOperationHints,
    targetPaths,
  };
}

/** The seed's Features, without the detail (what §3 names, field for field). */
export function seedFeatures(detail: FeatureDetail): Features {
  const {
    mode,
    isReasoningModel,
    hasExecIntent,
    hasDecisionIntent,
    hasDebugIntent,
    hasRefactorIntent,
    promptLen,
    execKeywordMatches,
    negationMatches,
    contextLarge,
    cerLikelyWrite,
  } = detail;
  return {
    mode,
    isReasoningModel,
    hasExecIntent,
    hasDecisionIntent,
    hasDebugIntent,
    hasRefactorIntent,
    promptLen,
    execKeywordMatches,
    negationMatches,
    contextLarge,
    cerLikelyWrite,
  };
}
