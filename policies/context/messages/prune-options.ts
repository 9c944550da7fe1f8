// MessagePruneOptions and pruneRecords — the one pass every message shape
// shares: records in transcript form (one per message or item), DCP run over
// them, each changed record handed back with the prune's figures
// Pos: policies/context/messages, the bridge from a runner's own message list
// to pruneTranscript; pure (the tokenizer comes in as a function, a cheap
// estimate when none does)
import { pruneTranscript } from '../dcp/plan.js';
import type { PruneResult } from '../dcp/plan.js';
import type { TokenCounter } from '../dcp/strategy.js';
import { parseTranscript } from '../transcript/parse-transcript.js';
import type { TranscriptRecord } from '../transcript/parse-transcript.js';
import type { DcpConfig } from '../../vocabulary/context-config.js';
import { ContextConfig } from '../../vocabulary/context-config.js';

export interface MessagePruneOptions {
  /** The `context` section (window, dcp, …); the defaults when absent. */
  config?: ContextConfig;
  /** Shortcut for config.dcp.preset. */
  preset?: DcpConfig['preset'];
  /**
   * Prompt tokens the last response used (its `usage`): with the window it
   * gives seed 002's remaining room for the truncation formula.
   */
  usedTokens?: number;
  /** Raw tokenizer count; chars / 3.4 (≈ o200k on tool output) when absent. */
  count?: TokenCounter;
  /** Seed 002 Discard: tool call ids marked as no longer needed. */
  discard?: readonly string[];
  /**
   * The runner's tool names mapped to Claude Code's (`{ read_file: 'Read',
   * shell: 'Bash' }`) so protection, dedup and truncation rules apply.
   */
  toolAliases?: Readonly<Record<string, string>>;
}

export interface PruneStats {
  tokensBefore: number;
  tokensAfter: number;
  saved: number;
  savedPercent: number;
  items: PruneResult['items'];
  byStrategy: PruneResult['byStrategy'];
}

/** Research note §6: 1 o200k token ≈ 3.4 characters of this kind of text. */
export const estimateTokens: TokenCounter = (text) =>
  text === '' ? 0 : Math.ceil(text.length / 3.4);

const DEFAULTS = ContextConfig.parse({});

/**
 * Runs DCP over records (null for an item DCP cannot see: it stays as it is)
 * and returns the pruned record of each index that changed.
 */
export function pruneRecords(
  records: ReadonlyArray<TranscriptRecord | null>,
  o: MessagePruneOptions,
): { changed: Map<number, TranscriptRecord>; stats: PruneStats } {
  const config = o.config ?? DEFAULTS;
  const dcp = o.preset ? { ...config.dcp, preset: o.preset } : config.dcp;
  const lines = records.map((r) =>
    r ? JSON.stringify(r) : JSON.stringify({ type: 'opaque' }),
  );
  const transcript = parseTranscript(`${lines.join('\n')}\n`);
  const result = pruneTranscript(transcript, {
    dcp,
    count: o.count ?? estimateTokens,
    claudeFactor: config.claudeTokenFactor,
    ...(o.usedTokens !== undefined
      ? { remainingTokens: config.window - o.usedTokens }
      : {}),
    ...(o.discard ? { discard: o.discard } : {}),
  });
  const changed = new Map<number, TranscriptRecord>();
  result.lines.forEach((line, i) => {
    if (line !== lines[i] && records[i])
      changed.set(i, JSON.parse(line) as TranscriptRecord);
  });
  return {
    changed,
    stats: {
      tokensBefore: result.tokensBefore,
      tokensAfter: result.tokensAfter,
      saved: result.saved,
      savedPercent: result.savedPercent,
      items: result.items,
      byStrategy: result.byStrategy,
    },
  };
}
