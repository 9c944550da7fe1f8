// StrategyContext (what every strategy reads), PruneEdit (what it proposes),
// TokenCounter, replaceLongStrings
// Pos: policies/context/dcp, the contract between the strategies and the
// planner; a strategy proposes, the planner claims and applies
import type { DcpConfig } from '../../vocabulary/context-config.js';
import type { Json } from '../transcript/parse-transcript.js';
import type { ContextView, ToolCall } from '../transcript/context-view.js';
import type { DcpStrategy, PlaceholderFacts } from './placeholder.js';
import type { ProtectionOf } from './protection.js';

/**
 * Raw tokenizer count of a text (o200k); the Claude factor is applied when
 * reporting.
 */
export type TokenCounter = (text: string) => number;

export interface StrategyContext {
  view: ContextView;
  dcp: DcpConfig;
  protect: ProtectionOf;
  /** Calls already pruned by an earlier strategy: each call is pruned once. */
  claimed: ReadonlySet<string>;
  /** Memoised token count of a call's output. */
  outputTokens: (call: ToolCall) => number;
  count: TokenCounter;
  /**
   * Tokens left in the window, when known: feeds seed 002's max_output formula.
   */
  remainingTokens?: number;
  /**
   * Emergency rescue (seed 000 Stage 3): keep only the most recent calls per
   * tool.
   */
  keepRecent?: Record<string, number>;
  /** Overrides dcp.truncation.maxChars (the emergency rescue tightens it). */
  maxChars?: number;
  /**
   * Calls whose output an accepted dedup or supersede pointed to ("a later call
   * holds it"): they are the only copy left, so nothing truncates them.
   */
  keepers: ReadonlySet<string>;
  /** Seed 002 🗑️ Discard: tool_use ids the agent or the user marked. */
  discard?: ReadonlySet<string>;
}

export interface PruneEdit {
  strategy: DcpStrategy;
  call: ToolCall;
  /**
   * New text of the tool_result (replaces its text; the block keeps its shape).
   */
  output?: string;
  /**
   * New input of the tool_use: the same keys, long payload strings swapped for
   * placeholders.
   */
  input?: Json;
  reason: string;
  /** The later call that now holds what this edit removed. */
  keeper?: ToolCall;
}

/** Untouched: a protected call, or one pruned already. */
export const free = (ctx: StrategyContext, call: ToolCall) =>
  !ctx.claimed.has(call.id) && ctx.protect(call).classes.length === 0;

const IDENTITY_KEYS = new Set(['file_path', 'notebook_path', 'path']);

/**
 * Swaps every string leaf longer than its placeholder for that placeholder,
 * keeping keys, arrays and identity fields (paths), so the input keeps its
 * shape. `only` limits it to some keys. Returns undefined when nothing shrinks.
 */
export function replaceLongStrings(
  input: Json,
  mk: (part: string, value: string) => string,
  only?: ReadonlySet<string>,
): Json | undefined {
  let changed = false;
  const walk = (value: unknown, path: string, key: string): unknown => {
    if (typeof value === 'string') {
      if (IDENTITY_KEYS.has(key) || (only && !only.has(key))) return value;
      // Cheap length check first: the placeholder is at least this long.
      if (value.length <= 160) return value;
      const text = mk(`input.${path}`, value);
      if (text.length >= value.length) return value;
      changed = true;
      return text;
    }
    if (Array.isArray(value))
      return value.map((v, i) => walk(v, `${path}[${i}]`, key));
    if (value && typeof value === 'object') {
      const out: Json = {};
      for (const [k, v] of Object.entries(value as Json))
        out[k] = walk(v, path ? `${path}.${k}` : k, k);
      return out;
    }
    return value;
  };
  const result = walk(input, '', '') as Json;
  return changed ? result : undefined;
}

export const facts = (
  strategy: DcpStrategy,
  call: ToolCall,
  part: string,
  tokens: number,
): PlaceholderFacts => ({
  strategy,
  tool: call.name,
  toolUseId: call.id,
  part,
  tokens,
  ...(call.filePath ? { file: call.filePath } : {}),
});
