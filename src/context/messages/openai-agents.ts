// wukongInputFilter — the OpenAI Agents SDK's `callModelInputFilter` that
// prunes every turn's input with seed 002's DCP before the model sees it; the
// run's own history is untouched
// Pos: src/context/messages, an adapter typed against `@openai/agents` (an
// optional peer: imported for types only, so nothing loads it at run time); the
// pruning is policies/context/messages
import type { CallModelInputFilter, ModelInputData } from '@openai/agents';
import type {
  MessagePruneOptions,
  PruneStats,
} from '../../../policies/context/messages/prune-options.js';
import { pruneResponseItems } from '../../../policies/context/messages/responses-items.js';

export interface InputFilterOptions extends Omit<
  MessagePruneOptions,
  'usedTokens'
> {
  /**
   * Prompt tokens of the last response when the caller tracks them (the
   * truncation formula's remaining room); absent, the formula's 50k cap.
   */
  usedTokens?: () => number | undefined;
  /** Told what each turn's prune did (for a log or a meter). */
  onPrune?: (stats: PruneStats) => void;
}

export function wukongInputFilter(
  options: InputFilterOptions = {},
): CallModelInputFilter {
  return ({ modelData }): ModelInputData => {
    const { usedTokens, onPrune: _, ...rest } = options;
    const used = usedTokens?.();
    const { messages, stats } = pruneResponseItems(modelData.input, {
      ...rest,
      ...(used !== undefined ? { usedTokens: used } : {}),
    });
    options.onPrune?.(stats);
    return { ...modelData, input: messages };
  };
}
