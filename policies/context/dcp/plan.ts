// pruneTranscript — DCP over a transcript: the pruned lines, token totals
// before and after, savings by strategy, protected calls, items
// Pos: policies/context/dcp's front door; pure (the tokenizer comes in as a
// function), so the CLI, the rescue and the bench share it
import { anchorRefs } from '../anchors/anchor-refs.js';
import type { DcpConfig } from '../../vocabulary/context-config.js';
import { blocksOf, blockText, toolUseText } from '../transcript/content.js';
import type { ContextView, ToolCall } from '../transcript/context-view.js';
import { contextView } from '../transcript/context-view.js';
import type { Transcript } from '../transcript/parse-transcript.js';
import { applyEdits } from './apply.js';
import { dedup } from './dedup.js';
import { discard } from './discard.js';
import { resolvePreset } from './presets.js';
import type { DcpStrategy } from './placeholder.js';
import { DCP_STRATEGIES } from './placeholder.js';
import type { ProtectedClass } from './protection.js';
import { PROTECTED_CLASSES, protectionOf } from './protection.js';
import { purgeErrors } from './purge-errors.js';
import { recency } from './recency.js';
import type { PruneEdit, StrategyContext, TokenCounter } from './strategy.js';
import { supersede } from './supersede.js';
import { truncation } from './truncation.js';

export interface PruneOptions {
  dcp: DcpConfig;
  count: TokenCounter;
  /** Real Claude tokens per tokenizer token (1.10). */
  claudeFactor: number;
  remainingTokens?: number;
  /** Emergency rescue only: seed 000's per-tool keep counts. */
  keepRecent?: Record<string, number>;
  maxChars?: number;
  includeThinking?: boolean;
  /** Seed 002 Discard: tool_use ids the agent or the user marked. */
  discard?: readonly string[];
}

export interface PruneItem {
  strategy: DcpStrategy;
  toolUseId: string;
  tool: string;
  filePath?: string;
  /** 1-based line numbers of the tool_use and (if pruned) the tool_result. */
  lines: number[];
  part: 'output' | 'input' | 'input+output';
  tokensBefore: number;
  tokensAfter: number;
  saved: number;
  reason: string;
}

export type ProtectedKept = Record<ProtectedClass, number> & { total: number };

export interface PruneResult {
  /**
   * Estimated Claude tokens of the model-visible messages (tokenizer ×
   * claudeFactor).
   */
  tokensBefore: number;
  tokensAfter: number;
  saved: number;
  savedPercent: number;
  /**
   * The tokenizer's own counts (o200k), the unit of the research note's
   * baseline.
   */
  raw: { before: number; after: number };
  byStrategy: Record<DcpStrategy, { items: number; saved: number }>;
  protectedKept: ProtectedKept;
  /** Anchor ids cited by calls kept for anchor protection. */
  anchorsProtected: string[];
  items: PruneItem[];
  steps: number;
  calls: number;
  /** The pruned transcript's lines (unchanged lines byte for byte). */
  lines: string[];
}

const STRATEGY_RUNS: Record<
  DcpStrategy,
  (ctx: StrategyContext) => PruneEdit[]
> = { dedup, supersede, purgeErrors, recency, truncation, discard };
const ORDER: DcpStrategy[] = [
  'discard',
  'dedup',
  'supersede',
  'purgeErrors',
  'recency',
  'truncation',
];
const ENABLED: Record<DcpStrategy, keyof DcpConfig['strategies'] | null> = {
  dedup: 'deduplication',
  supersede: 'supersedeWrites',
  purgeErrors: 'purgeErrors',
  truncation: 'truncation',
  recency: null,
  discard: 'discard',
};

function countView(
  view: ContextView,
  count: TokenCounter,
  outputTokens: (c: ToolCall) => number,
  includeThinking: boolean,
) {
  const resultCall = new Map<string, ToolCall>();
  for (const c of view.calls)
    if (c.resultLine !== undefined)
      resultCall.set(`${c.resultLine}:${c.resultBlock}`, c);
  const inputTokens = new Map<string, number>();
  let total = 0;
  for (const i of view.lines) {
    const record = view.transcript.lines[i]!.record!;
    const content = record.message?.content;
    if (typeof content === 'string') {
      total += count(content);
      continue;
    }
    blocksOf(record).forEach((b, j) => {
      const call =
        b.type === 'tool_result' ? resultCall.get(`${i}:${j}`) : undefined;
      if (call) total += outputTokens(call);
      else if (b.type === 'tool_use' && typeof b.id === 'string') {
        const n = count(toolUseText(b));
        inputTokens.set(b.id, n);
        total += n;
      } else {
        const text = blockText(b, includeThinking);
        if (text) total += count(text);
      }
    });
  }
  return { total, inputTokens };
}

export function pruneTranscript(
  transcript: Transcript,
  options: PruneOptions,
): PruneResult {
  const view = contextView(transcript);
  options = { ...options, dcp: resolvePreset(options.dcp) };
  const protect = protectionOf(view, options.dcp);
  const memo = new Map<string, number>();
  const outputTokens = (call: ToolCall) => {
    let n = memo.get(call.id);
    if (n === undefined) memo.set(call.id, (n = options.count(call.output)));
    return n;
  };
  const { total, inputTokens } = countView(
    view,
    options.count,
    outputTokens,
    options.includeThinking ?? false,
  );
  const claimed = new Set<string>();
  const keepers = new Set<string>();
  const ctx: StrategyContext = {
    keepers,
    ...(options.discard ? { discard: new Set(options.discard) } : {}),
    view,
    dcp: options.dcp,
    protect,
    claimed,
    outputTokens,
    count: options.count,
    ...(options.remainingTokens !== undefined
      ? { remainingTokens: options.remainingTokens }
      : {}),
    ...(options.keepRecent ? { keepRecent: options.keepRecent } : {}),
    ...(options.maxChars !== undefined ? { maxChars: options.maxChars } : {}),
  };
  const edits: PruneEdit[] = [];
  for (const strategy of ORDER) {
    const flag = ENABLED[strategy];
    if (flag && !options.dcp.strategies[flag]) continue;
    for (const edit of STRATEGY_RUNS[strategy](ctx)) {
      if (claimed.has(edit.call.id)) continue;
      claimed.add(edit.call.id);
      if (edit.keeper) keepers.add(edit.keeper.id);
      edits.push(edit);
    }
  }
  const lines = applyEdits(view, edits);
  const byStrategy = Object.fromEntries(
    DCP_STRATEGIES.map((s) => [s, { items: 0, saved: 0 }]),
  ) as PruneResult['byStrategy'];
  let rawSaved = 0;
  const items = edits.map((edit): PruneItem => {
    const { call } = edit;
    let before = 0;
    let after = 0;
    if (edit.output !== undefined) {
      before += outputTokens(call);
      after += options.count(edit.output);
    }
    if (edit.input) {
      before +=
        inputTokens.get(call.id) ??
        options.count(
          toolUseText({ type: 'tool_use', name: call.name, input: call.input }),
        );
      after += options.count(
        toolUseText({ type: 'tool_use', name: call.name, input: edit.input }),
      );
    }
    rawSaved += before - after;
    const item: PruneItem = {
      strategy: edit.strategy,
      toolUseId: call.id,
      tool: call.name,
      ...(call.filePath ? { filePath: call.filePath } : {}),
      lines: [
        call.useLine + 1,
        ...(edit.output !== undefined && call.resultLine !== undefined
          ? [call.resultLine + 1]
          : []),
      ],
      part:
        edit.input && edit.output !== undefined
          ? 'input+output'
          : edit.input
            ? 'input'
            : 'output',
      tokensBefore: Math.round(before * options.claudeFactor),
      tokensAfter: Math.round(after * options.claudeFactor),
      saved: Math.round((before - after) * options.claudeFactor),
      reason: edit.reason,
    };
    byStrategy[edit.strategy].items++;
    byStrategy[edit.strategy].saved += item.saved;
    return item;
  });
  const protectedKept = Object.fromEntries([
    ...PROTECTED_CLASSES.map((c) => [c, 0]),
    ['total', 0],
  ]) as ProtectedKept;
  const anchorIds = new Set<string>();
  for (const call of view.calls) {
    if (claimed.has(call.id)) continue;
    const classes = protect(call).classes;
    for (const c of classes) protectedKept[c]++;
    if (classes.length) protectedKept.total++;
    if (classes.includes('anchors'))
      for (const id of anchorRefs(
        `${JSON.stringify(call.input)}\n${call.output}`,
      ))
        anchorIds.add(id);
  }
  const tokensBefore = Math.round(total * options.claudeFactor);
  const tokensAfter = Math.round((total - rawSaved) * options.claudeFactor);
  return {
    tokensBefore,
    tokensAfter,
    saved: tokensBefore - tokensAfter,
    savedPercent: total === 0 ? 0 : Math.round((1000 * rawSaved) / total) / 10,
    raw: { before: total, after: total - rawSaved },
    byStrategy,
    protectedKept,
    anchorsProtected: [...anchorIds].sort(),
    items,
    steps: view.steps,
    calls: view.calls.length,
    lines,
  };
}
