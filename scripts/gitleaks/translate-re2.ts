// translateRe2(pattern, {stripLazyPrefix, keywords, capUnbounded}) → JS
// {source, flags} with RE2's matches + strippedPrefix, maxNewlines, maxLength,
// keywordInMatch
// Pos: scripts/gitleaks, build-time only (the generator calls it; the product
// ships its output); not a general RE2 engine
import { emitJs } from './re2-emit.js';
import {
  capRepeats,
  keywordsGuaranteed,
  maxLength,
  maxNewlines,
  stripPrefix,
} from './re2-facts.js';
import { parseRe2 } from './re2-parse.js';

export interface Translation {
  /**
   * JS RegExp source with the same matches as the RE2 pattern (prefix stripped
   * when asked).
   */
  source: string;
  /**
   * `i` when the whole pattern is case-insensitive; otherwise case-insensitive
   * parts are spelled out.
   */
  flags: string;
  /**
   * Longest lazy `[\w.-]` prefix removed from the start (0 when none, or when
   * not every alternative had one).
   */
  strippedPrefix: number;
  maxNewlines: number;
  maxLength: number;
  /**
   * Every match contains one of `options.keywords` (false when none are given
   * or it cannot be proven).
   */
  keywordInMatch: boolean;
}

export interface TranslateOptions {
  stripLazyPrefix?: boolean;
  keywords?: readonly string[];
  /** Replace `*`, `+` and `{n,}` by `{0,cap}`, `{1,cap}`, `{n,cap}`. */
  capUnbounded?: number;
}

export function translateRe2(
  pattern: string,
  options: TranslateOptions = {},
): Translation {
  const ast = parseRe2(pattern);
  const strippedPrefix = options.stripLazyPrefix ? stripPrefix(ast) : 0;
  // Facts about the pattern are taken before capping: they describe what RE2
  // would match.
  const newlines = maxNewlines(ast);
  const length = maxLength(ast);
  const keywordInMatch =
    (options.keywords?.length ?? 0) > 0 &&
    keywordsGuaranteed(ast, options.keywords ?? []);
  if (options.capUnbounded !== undefined) capRepeats(ast, options.capUnbounded);
  const { source, flags } = emitJs(ast);
  return {
    source,
    flags,
    strippedPrefix,
    maxNewlines: newlines,
    maxLength: length,
    keywordInMatch,
  };
}
