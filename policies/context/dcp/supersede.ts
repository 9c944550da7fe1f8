// supersede — seed 002 📝 Supersede (覆盖过时的文件读取 / Supersede Writes): the payload
// of a Write or Edit whose lines a later successful Read shows, and the output
// of a Read whose file a later Write rewrote whole
// Pos: policies/context/dcp, one strategy and the one deliberate exception to
// tool protection: a write's call, file path and result stay, only its written
// text goes, because the later Read holds the file as it now is. Turns, files
// and anchors still bind it
import type { ToolCall } from '../transcript/context-view.js';
import { WRITE_TOOLS } from '../transcript/context-view.js';
import { covers } from '../transcript/read-range.js';
import { placeholder } from './placeholder.js';
import type { PruneEdit, StrategyContext } from './strategy.js';
import { facts, free, replaceLongStrings } from './strategy.js';

const PAYLOAD = new Set([
  'content',
  'old_string',
  'new_string',
  'new_source',
  'edits',
]);
/**
 * A write's result longer than this (an update that echoes a snippet) goes too.
 */
const RESULT_KEEP = 200;

function supersededWrite(
  ctx: StrategyContext,
  call: ToolCall,
  reader: ToolCall,
): PruneEdit | undefined {
  const why = `a later Read (${reader.id}) shows lines ${reader.range!.start}-${reader.range!.end} of the file as it now is`;
  const input = replaceLongStrings(
    call.input,
    (part, value) =>
      placeholder(facts('supersede', call, part, ctx.count(value)), why),
    PAYLOAD,
  );
  const outText =
    call.output.length > RESULT_KEEP
      ? placeholder(
          facts('supersede', call, 'output', ctx.outputTokens(call)),
          why,
        )
      : undefined;
  const output =
    outText !== undefined && outText.length < call.output.length
      ? outText
      : undefined;
  if (!input && output === undefined) return undefined;
  return {
    strategy: 'supersede',
    call,
    ...(input ? { input } : {}),
    ...(output !== undefined ? { output } : {}),
    reason: why,
    keeper: reader,
  };
}

function supersededRead(
  ctx: StrategyContext,
  call: ToolCall,
  writer: ToolCall,
): PruneEdit | undefined {
  if (!free(ctx, call)) return undefined;
  const why = `the file was later rewritten whole by Write (${writer.id}), whose content is the file as written`;
  const output = placeholder(
    facts('supersede', call, 'output', ctx.outputTokens(call)),
    why,
  );
  return output.length < call.output.length
    ? { strategy: 'supersede', call, output, reason: why, keeper: writer }
    : undefined;
}

export function supersede(ctx: StrategyContext): PruneEdit[] {
  const edits: PruneEdit[] = [];
  const { calls } = ctx.view;
  const laterReads = new Map<string, ToolCall[]>();
  const laterWrite = new Map<string, ToolCall>();
  for (let i = calls.length - 1; i >= 0; i--) {
    const call = calls[i]!;
    if (!call.filePath || call.isError || call.resultLine === undefined)
      continue;
    if (call.name === 'Read' && call.range) {
      const writer = laterWrite.get(call.filePath);
      const edit =
        writer && !ctx.claimed.has(call.id)
          ? supersededRead(ctx, call, writer)
          : undefined;
      if (edit) edits.push(edit);
      laterReads.set(call.filePath, [
        ...(laterReads.get(call.filePath) ?? []),
        call,
      ]);
      continue;
    }
    if (!WRITE_TOOLS.has(call.name) || !call.range) continue;
    if (call.name === 'Write') laterWrite.set(call.filePath, call);
    if (ctx.protect(call).hard || ctx.claimed.has(call.id)) continue;
    const reader = (laterReads.get(call.filePath) ?? []).find((r) =>
      covers(r.range!, call.range!),
    );
    const edit = reader && supersededWrite(ctx, call, reader);
    if (edit) edits.push(edit);
  }
  return edits;
}
