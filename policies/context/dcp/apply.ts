// applyEdits — the transcript's lines with each edit applied: tool_result text
// or tool_use input replaced, every other field and line untouched
// Pos: policies/context/dcp, the writer half of the planner; copies only the
// path to a changed block, so the output keeps the transcript's shape
import type { ContextView } from '../transcript/context-view.js';
import type {
  ContentBlock,
  TranscriptRecord,
} from '../transcript/parse-transcript.js';
import type { PruneEdit } from './strategy.js';

/**
 * A tool_result's content with its text replaced: a string stays a string; in a
 * list, the text parts become one, other parts stay.
 */
export function withText(content: unknown, text: string): unknown {
  if (!Array.isArray(content)) return text;
  const out: unknown[] = [];
  let placed = false;
  for (const part of content as ContentBlock[]) {
    if (part && part.type === 'text') {
      if (!placed) out.push({ ...part, text });
      placed = true;
    } else out.push(part);
  }
  if (!placed) out.unshift({ type: 'text', text });
  return out;
}

export function applyEdits(
  view: ContextView,
  edits: readonly PruneEdit[],
): string[] {
  const lines = view.transcript.lines.map((l) => l.raw);
  const byLine = new Map<
    number,
    Array<{ block: number; change: (b: ContentBlock) => ContentBlock }>
  >();
  const add = (
    line: number,
    block: number,
    change: (b: ContentBlock) => ContentBlock,
  ) => {
    const list = byLine.get(line) ?? [];
    list.push({ block, change });
    byLine.set(line, list);
  };
  for (const edit of edits) {
    const { call } = edit;
    if (edit.input) {
      const input = edit.input;
      add(call.useLine, call.useBlock, (b) => ({ ...b, input }));
    }
    if (edit.output !== undefined && call.resultLine !== undefined) {
      const output = edit.output;
      add(call.resultLine, call.resultBlock!, (b) => ({
        ...b,
        content: withText(b.content, output),
      }));
    }
  }
  for (const [line, changes] of byLine) {
    const record = view.transcript.lines[line]!.record as TranscriptRecord;
    const content = [...(record.message!.content as ContentBlock[])];
    for (const { block, change } of changes)
      content[block] = change(content[block]!);
    lines[line] = JSON.stringify({
      ...record,
      message: { ...record.message, content },
    });
  }
  return lines;
}
