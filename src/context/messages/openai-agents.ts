// wukongInputFilter — the OpenAI Agents SDK's `callModelInputFilter` that
// prunes every turn's input with seed 002's DCP before the model sees it; the
// run's own history is untouched. With zero configuration it knows how full
// the context is: the SDK hands the filter neither the run's usage nor the last
// response (its arguments are the model data, the agent and the caller's own
// context object), so the prompt about to be sent — instructions and every
// input item — is counted with the project's tokenizer (o200k, OpenAI's own)
// Pos: src/context/messages, an adapter typed against `@openai/agents` (an
// optional peer: imported for types only, so nothing loads it at run time); the
// pruning is policies/context/messages
import type { CallModelInputFilter, ModelInputData } from '@openai/agents';
import type { TokenCounter } from '../../../policies/context/dcp/strategy.js';
import type {
  MessagePruneOptions,
  PruneStats,
} from '../../../policies/context/messages/prune-options.js';
import { pruneResponseItems } from '../../../policies/context/messages/responses-items.js';
import { loadTokenCounter } from '../token-counter.js';

export interface InputFilterOptions extends Omit<
  MessagePruneOptions,
  'usedTokens'
> {
  /**
   * Prompt tokens of the last response when the caller tracks them (the
   * truncation formula's remaining room); when absent or it returns undefined,
   * the prompt about to be sent is counted instead.
   */
  usedTokens?: () => number | undefined;
  /**
   * Told what each turn's prune did (for a log or a meter), and the prompt
   * size the truncation formula used and where it came from.
   */
  onPrune?: (stats: PruneStats, usage: FilterUsage) => void;
}

export interface FilterUsage {
  usedTokens: number;
  source: 'caller' | 'estimated';
}

/** The prompt as the model will get it, counted: instructions and items. */
export function estimatePromptTokens(
  data: ModelInputData,
  count: TokenCounter,
): number {
  let n = data.instructions ? count(data.instructions) : 0;
  for (const item of data.input) n += count(JSON.stringify(item));
  return n;
}

export function wukongInputFilter(
  options: InputFilterOptions = {},
): CallModelInputFilter {
  return async ({ modelData }): Promise<ModelInputData> => {
    const { usedTokens, onPrune: _, ...rest } = options;
    const given = usedTokens?.();
    const usage: FilterUsage =
      given !== undefined
        ? { usedTokens: given, source: 'caller' }
        : {
            usedTokens: estimatePromptTokens(
              modelData,
              options.count ?? (await loadTokenCounter()),
            ),
            source: 'estimated',
          };
    const { messages, stats } = pruneResponseItems(modelData.input, {
      ...rest,
      usedTokens: usage.usedTokens,
    });
    options.onPrune?.(stats, usage);
    return { ...modelData, input: messages };
  };
}
