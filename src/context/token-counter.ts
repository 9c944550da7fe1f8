// loadTokenCounter — the real tokenizer's countTokens, imported lazily (≈200
// ms) so commands that never count never pay for it
// Pos: src/context, the tokenizer seam; policies receive the counter as a
// function and stay free of the dependency
import type { TokenCounter } from '../../policies/context/dcp/strategy.js';

let counter: TokenCounter | undefined;

export async function loadTokenCounter(): Promise<TokenCounter> {
  if (!counter) {
    const { countTokens } = await import('gpt-tokenizer');
    counter = (text: string) => (text === '' ? 0 : countTokens(text));
  }
  return counter;
}
