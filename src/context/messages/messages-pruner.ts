// MessagesPruner — for a program that owns its Anthropic Messages API history
// (its own loop around `messages.create`): `observe(usage)` after each
// response, `prune(messages)` before each request; the history itself is never
// changed, only the copy sent
// Pos: src/context/messages, the adapter of policies/context/messages for
// Anthropic runners; no SDK import, the message shape is the API's
import type {
  AnthropicMessage,
  PrunedMessages,
} from '../../../policies/context/messages/anthropic-messages.js';
import { pruneMessages } from '../../../policies/context/messages/anthropic-messages.js';
import type { MessagePruneOptions } from '../../../policies/context/messages/prune-options.js';

export interface ResponseUsage {
  input_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

export class MessagesPruner {
  private used: number | undefined;
  constructor(
    private readonly options: Omit<MessagePruneOptions, 'usedTokens'> = {},
  ) {}

  /** The prompt size of the last response (input + cache creation + read). */
  observe(usage: ResponseUsage | undefined): void {
    if (!usage || typeof usage.input_tokens !== 'number') return;
    this.used =
      usage.input_tokens +
      (usage.cache_creation_input_tokens ?? 0) +
      (usage.cache_read_input_tokens ?? 0);
  }

  prune<M extends AnthropicMessage>(messages: readonly M[]): PrunedMessages<M> {
    return pruneMessages(messages, {
      ...this.options,
      ...(this.used !== undefined ? { usedTokens: this.used } : {}),
    });
  }
}
