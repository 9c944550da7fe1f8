// discard and proposeDiscards — seed 002 🗑️ Discard (AI辅助策略): the outputs of
// calls the agent or the user marked as no longer needed become placeholders;
// the proposal lists what may go (old search results whose files were read
// since, errors a later identical call got past) with the seed's 安全? column
// Pos: policies/context/dcp, one strategy; it acts only on ids given to it and
// every protection still binds (an anchor's call, a recent turn, a protected
// tool or file is never discarded)
import type { ContextView, ToolCall } from '../transcript/context-view.js';
import { message, type Lang } from '../../vocabulary/messages/index.js';
import { placeholder } from './placeholder.js';
import type { ProtectionOf } from './protection.js';
import type { PruneEdit, StrategyContext } from './strategy.js';
import { facts, free } from './strategy.js';

export function discard(ctx: StrategyContext): PruneEdit[] {
  const marked = ctx.discard;
  if (!marked?.size) return [];
  const edits: PruneEdit[] = [];
  for (const call of ctx.view.calls) {
    if (!marked.has(call.id) || call.resultLine === undefined) continue;
    if (!free(ctx, call)) continue;
    const output = placeholder(
      facts('discard', call, 'output', ctx.outputTokens(call)),
    );
    if (output.length < call.output.length)
      edits.push({
        strategy: 'discard',
        call,
        output,
        reason: 'marked for discard',
      });
  }
  return edits;
}

export interface DiscardProposal {
  toolUseId: string;
  tool: string;
  /** The seed's 类型 column: search, error. */
  kind: 'search' | 'error';
  reason: string;
  /** The seed's 安全? column: false when the output may hold a decision. */
  safe: boolean;
}

const SEARCH = new Set(['Grep', 'Glob', 'WebSearch']);
const DECISION = /\b(decid|decision|chose|must not|never)\w*|决策|约束|必须/i;

/**
 * What 内观悟空 would offer to drop: a search whose hits were read afterwards
 * (已找到目标), and a failed call that the same tool later got past (已修复).
 * Unprotected calls only; the caller decides (seed: 执行丢弃或等待确认).
 */
export function proposeDiscards(
  view: ContextView,
  protect: ProtectionOf,
  lang: Lang = 'en',
): DiscardProposal[] {
  const out: DiscardProposal[] = [];
  const calls = view.calls;
  const later = (i: number, test: (c: ToolCall) => boolean) =>
    calls.slice(i + 1).find(test);
  calls.forEach((call, i) => {
    if (call.resultLine === undefined || protect(call).classes.length) return;
    const safe = !DECISION.test(call.output);
    if (SEARCH.has(call.name) && !call.isError) {
      const read = later(
        i,
        (c) =>
          c.name === 'Read' &&
          c.filePath !== undefined &&
          call.output.includes(c.filePath.split('/').pop()!),
      );
      if (read)
        out.push({
          toolUseId: call.id,
          tool: call.name,
          kind: 'search',
          reason: message('ctx.discard.found', lang, {
            path: read.filePath ?? '',
            id: read.id,
          }),
          safe,
        });
      return;
    }
    if (call.isError) {
      const fixed = later(
        i,
        (c) =>
          c.name === call.name &&
          !c.isError &&
          c.resultLine !== undefined &&
          (c.filePath ?? '') === (call.filePath ?? ''),
      );
      if (fixed)
        out.push({
          toolUseId: call.id,
          tool: call.name,
          kind: 'error',
          reason: message('ctx.discard.fixed', lang, {
            tool: fixed.name,
            id: fixed.id,
          }),
          safe,
        });
    }
  });
  return out;
}
