// LineRange, readRange (the lines a Read returned), covers, writtenRange (the
// lines an Edit or Write produced)
// Pos: policies/context/transcript, line arithmetic behind range-aware
// deduplication and write supersession
import type { Json } from './parse-transcript.js';

export interface LineRange {
  start: number;
  end: number;
  /** Lines in the whole file, when the transcript says. */
  total?: number;
}

// Claude Code's Read prints `cat -n` lines: spaces, the number, then → (older
// versions: a tab).
const NUMBERED = /^\s*(\d+)(?:→|\t)/;

function lineNumberAt(text: string, fromEnd: boolean): number | undefined {
  if (!fromEnd) {
    const nl = text.indexOf('\n');
    const m = NUMBERED.exec(nl < 0 ? text : text.slice(0, nl));
    return m ? Number(m[1]) : undefined;
  }
  let end = text.length;
  // The last numbered line: skip trailing blank lines and notes such as
  // <system-reminder> blocks.
  for (let guard = 0; guard < 200 && end > 0; guard++) {
    const nl = text.lastIndexOf('\n', end - 1);
    const m = NUMBERED.exec(text.slice(nl + 1, end));
    if (m) return Number(m[1]);
    end = nl;
  }
  return undefined;
}

/**
 * The lines a successful Read returned, from its numbered output (the side
 * object, when present, adds the file's length).
 */
export function readRange(text: string, side: unknown): LineRange | undefined {
  const file = (
    side as
      | {
          file?: { startLine?: number; numLines?: number; totalLines?: number };
        }
      | undefined
  )?.file;
  const start = lineNumberAt(text, false);
  const end = lineNumberAt(text, true);
  if (start !== undefined && end !== undefined && end >= start) {
    return {
      start,
      end,
      ...(typeof file?.totalLines === 'number'
        ? { total: file.totalLines }
        : {}),
    };
  }
  if (
    file &&
    typeof file.startLine === 'number' &&
    typeof file.numLines === 'number' &&
    file.numLines > 0
  ) {
    return {
      start: file.startLine,
      end: file.startLine + file.numLines - 1,
      ...(typeof file.totalLines === 'number'
        ? { total: file.totalLines }
        : {}),
    };
  }
  return undefined;
}

export const covers = (outer: LineRange, inner: LineRange) =>
  outer.start <= inner.start && outer.end >= inner.end;

/**
 * Lines of the file an Edit or Write left behind, from its structured patch; a
 * Write covers the whole new content.
 */
export function writtenRange(
  tool: string,
  input: Json,
  side: unknown,
): LineRange | undefined {
  if (tool === 'Write' && typeof input['content'] === 'string') {
    const content = input['content'] as string;
    const lines =
      content === ''
        ? 1
        : content.split('\n').length - (content.endsWith('\n') ? 1 : 0);
    return { start: 1, end: Math.max(1, lines) };
  }
  const patch = (
    side as
      | { structuredPatch?: Array<{ newStart?: number; newLines?: number }> }
      | undefined
  )?.structuredPatch;
  if (!Array.isArray(patch) || patch.length === 0) return undefined;
  let start = Infinity;
  let end = -Infinity;
  for (const hunk of patch) {
    if (typeof hunk?.newStart !== 'number' || typeof hunk.newLines !== 'number')
      return undefined;
    start = Math.min(start, hunk.newStart);
    end = Math.max(end, hunk.newStart + Math.max(hunk.newLines, 1) - 1);
  }
  return Number.isFinite(start) ? { start, end } : undefined;
}
