// lastPromptTokens — the real prompt size of the context's last API call (input
// + cache creation + cache read), from its `usage`
// Pos: policies/context/transcript; the provider's own count is authoritative
// and free (research note §4), the tokenizer estimates deltas
import type { ContextView } from './context-view.js';

export function lastPromptTokens(view: ContextView): number | undefined {
  for (let k = view.lines.length - 1; k >= 0; k--) {
    const record = view.transcript.lines[view.lines[k]!]!.record!;
    if (record.type !== 'assistant') continue;
    const u = record.message?.usage as Record<string, unknown> | undefined;
    if (!u || typeof u['input_tokens'] !== 'number') continue;
    const n = (k: string) => (typeof u[k] === 'number' ? (u[k] as number) : 0);
    return (
      n('input_tokens') +
      n('cache_creation_input_tokens') +
      n('cache_read_input_tokens')
    );
  }
  return undefined;
}
