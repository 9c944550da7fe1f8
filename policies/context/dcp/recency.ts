// recency — seed 000 Stage 3 可剪枝的工具及保留数量: only the newest N calls of Glob,
// Grep, Read, Bash, WebSearch, WebFetch keep their output
// Pos: policies/context/dcp, the emergency-only strategy (never in a plain
// prune); protected calls still count towards the N kept
import type { ToolCall } from '../transcript/context-view.js';
import { placeholder } from './placeholder.js';
import type { PruneEdit, StrategyContext } from './strategy.js';
import { facts, free } from './strategy.js';

export function recency(ctx: StrategyContext): PruneEdit[] {
  const keep = ctx.keepRecent;
  if (!keep) return [];
  const seen = new Map<string, number>();
  const edits: PruneEdit[] = [];
  const calls = ctx.view.calls;
  for (let i = calls.length - 1; i >= 0; i--) {
    const call: ToolCall = calls[i]!;
    const limit = keep[call.name];
    if (limit === undefined || call.resultLine === undefined) continue;
    const n = (seen.get(call.name) ?? 0) + 1;
    seen.set(call.name, n);
    if (n <= limit || !free(ctx, call)) continue;
    const text = placeholder(
      facts('recency', call, 'output', ctx.outputTokens(call)),
      `only the ${limit} most recent ${call.name} calls keep their output in an emergency rescue`,
    );
    if (text.length < call.output.length)
      edits.push({
        strategy: 'recency',
        call,
        output: text,
        reason: `older than the ${limit} most recent ${call.name} calls`,
      });
  }
  return edits;
}
