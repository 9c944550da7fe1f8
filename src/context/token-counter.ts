// loadTokenCounter — the real tokenizer's countTokens, imported lazily (≈200
// ms) so commands that never count never pay for it, and remembered per text:
// one hook at the 100% stage runs DCP several times over the same messages
// (the archive, then the emergency passes), and tokenizing was most of its time
// Pos: src/context, the tokenizer seam; policies receive the counter as a
// function and stay free of the dependency
import type { TokenCounter } from '../../policies/context/dcp/strategy.js';

let counter: TokenCounter | undefined;

/** Shorter texts are counted again: cheaper than keeping them. */
const MEMO_MIN_CHARS = 256;
/**
 * The memo is dropped whole past this many characters of keys (at most ~16 MB
 * held, in a resident daemon too; a 6 MB transcript's messages fit).
 */
const MEMO_MAX_CHARS = 8 * 1024 * 1024;

export async function loadTokenCounter(): Promise<TokenCounter> {
  if (!counter) {
    const { countTokens } = await import('gpt-tokenizer');
    const memo = new Map<string, number>();
    let held = 0;
    counter = (text: string) => {
      if (text === '') return 0;
      if (text.length < MEMO_MIN_CHARS) return countTokens(text);
      const known = memo.get(text);
      if (known !== undefined) return known;
      const n = countTokens(text);
      if (held + text.length > MEMO_MAX_CHARS) {
        memo.clear();
        held = 0;
      }
      memo.set(text, n);
      held += text.length;
      return n;
    };
  }
  return counter;
}
