// inferChoice — which of a hint's actions the user took, read from what the
// next prompt was sent with
// Pos: policies/throttle, §5.2's "连续选择 continue" where no dialog exists (a
// Claude Code hook, the CLI): switching mode or model after a hint is taking
// its advice; sending the next prompt unchanged is `continue`
import type {
  EditorMode,
  ModelTier,
  RuleActionKind,
} from '../vocabulary/throttle.js';

export interface PromptSetting {
  mode: EditorMode;
  modelId: string;
  tier: ModelTier;
}

export function inferChoice(
  whenShown: PromptSetting,
  next: PromptSetting,
): Extract<RuleActionKind, 'continue' | 'switch_mode' | 'switch_model'> {
  if (next.mode !== whenShown.mode) return 'switch_mode';
  if (
    next.tier !== whenShown.tier ||
    next.modelId.toLowerCase() !== whenShown.modelId.toLowerCase()
  )
    return 'switch_model';
  return 'continue';
}
