// truncation and truncateText — seed 002 ✂️ Truncation: an old output longer
// than the limit keeps its head and tail (whole lines), with a marker in the
// middle saying which lines went and how to read them again
// Pos: policies/context/dcp, one strategy; the limit is min(maxChars, seed
// 002's max_output = min(maxTokens, remaining × headroom))
import type { ToolCall } from '../transcript/context-view.js';
import { placeholder } from './placeholder.js';
import type { PruneEdit, StrategyContext } from './strategy.js';
import { facts, free } from './strategy.js';

const NUMBERED = /^\s*(\d+)(?:→|\t)/;
/**
 * Real Claude tokens are ≈2.8 characters of tool output (research note §6):
 * converts the token formula into characters.
 */
const CHARS_PER_TOKEN = 2.8;

export interface Cut {
  head: string;
  tail: string;
  /** 0-based indexes of the first and last removed line. */
  from: number;
  to: number;
  lines: number;
}

/**
 * Whole lines from both ends within `budget` characters; a single line longer
 * than its share is cut inside.
 */
export function truncateText(
  text: string,
  budget: number,
  headShare: number,
): Cut | undefined {
  if (text.length <= budget) return undefined;
  const lines = text.split('\n');
  const headBudget = Math.floor(budget * headShare);
  let used = 0;
  let h = 0;
  while (h < lines.length && used + lines[h]!.length + 1 <= headBudget)
    used += lines[h++]!.length + 1;
  let head = lines.slice(0, h).join('\n');
  if (h === 0) head = lines[0]!.slice(0, headBudget);
  const tailBudget = budget - head.length;
  used = 0;
  let t = lines.length;
  while (t - 1 > h && used + lines[t - 1]!.length + 1 <= tailBudget)
    used += lines[--t]!.length + 1;
  let tail = lines.slice(t).join('\n');
  if (t === lines.length && lines.length - 1 > h)
    tail = lines[lines.length - 1]!.slice(-Math.max(0, tailBudget));
  const from = h;
  const to = t === lines.length && tail !== '' ? lines.length - 1 : t - 1;
  if (to < from) return undefined;
  return { head, tail, from, to, lines: lines.length };
}

function readHint(call: ToolCall, cut: Cut, text: string): string {
  const lines = text.split('\n');
  const first = NUMBERED.exec(lines[cut.from] ?? '');
  const last = NUMBERED.exec(lines[cut.to] ?? '');
  if (call.name !== 'Read' || !call.filePath || !first || !last) return '';
  const offset = Number(first[1]);
  return `; to read them again: Read(file_path=${JSON.stringify(call.filePath)}, offset=${offset}, limit=${Number(last[1]) - offset + 1})`;
}

/**
 * Seed 002: max_output = min(maxTokens, remaining_context × headroom), in
 * characters; a flat maxChars (the aggressive preset, the emergency rescue)
 * only ever lowers it.
 */
export function limitChars(
  ctx: StrategyContext,
  flat: number | null = ctx.maxChars ?? ctx.dcp.truncation.maxChars ?? null,
): number {
  const t = ctx.dcp.truncation;
  const formula = Math.min(
    t.maxTokens,
    ctx.remainingTokens === undefined
      ? Infinity
      : Math.max(0, ctx.remainingTokens) * t.headroom,
  );
  return Math.max(
    0,
    Math.floor(Math.min(flat ?? Infinity, formula * CHARS_PER_TOKEN)),
  );
}

export function truncation(ctx: StrategyContext): PruneEdit[] {
  const flatBudget = limitChars(ctx);
  // Seed 002: a Glob keeps up to 200 paths whatever the flat cap; only the
  // formula bounds it.
  const globBudget = limitChars(ctx, null);
  const t = ctx.dcp.truncation;
  const edits: PruneEdit[] = [];
  for (const call of ctx.view.calls) {
    if (call.resultLine === undefined || !free(ctx, call)) continue;
    if (ctx.keepers.has(call.id)) continue;
    let text = call.output;
    const budget = call.name === 'Glob' ? globBudget : flatBudget;
    if (call.name === 'Glob') {
      const paths = text.split('\n');
      if (paths.length > t.globMaxFiles)
        text = paths.slice(0, t.globMaxFiles).join('\n');
    }
    const cut = truncateText(text, budget, t.headShare);
    if (!cut && text === call.output) continue;
    const removedLines = cut
      ? cut.to - cut.from + 1
      : call.output.split('\n').length - text.split('\n').length;
    const kept = cut ? cut.head.length + cut.tail.length : text.length;
    // The marker's token figure is the share of the output's tokens that went,
    // by characters; the report counts exactly.
    const tokens = Math.round(
      ctx.outputTokens(call) * (1 - kept / call.output.length),
    );
    const part = cut
      ? `lines-${cut.from + 1}-${cut.to + 1}-of-${cut.lines}`
      : `paths-after-${t.globMaxFiles}`;
    const marker = placeholder(
      facts('truncation', call, part, tokens),
      `${removedLines} of ${cut?.lines ?? call.output.split('\n').length} lines of this output were cut${cut ? readHint(call, cut, text) : ''}`,
    );
    const output = cut
      ? `${cut.head}\n${marker}\n${cut.tail}`
      : `${text}\n${marker}`;
    if (output.length >= call.output.length) continue;
    edits.push({
      strategy: 'truncation',
      call,
      output,
      reason: `output of ${call.output.length} characters over the ${budget}-character limit`,
    });
  }
  return edits;
}
