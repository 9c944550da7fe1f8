// contextView — the model-visible part of a transcript (main chain after the
// last compaction), its assistant steps and tool calls
// Pos: policies/context/transcript, the shared index DCP, forms, error
// detection and token counting read; it changes nothing
import { posix } from 'node:path';
import { blocksOf, resultText } from './content.js';
import type {
  ContentBlock,
  Json,
  Transcript,
  TranscriptRecord,
} from './parse-transcript.js';
import type { LineRange } from './read-range.js';
import { readRange, writtenRange } from './read-range.js';

export interface ToolCall {
  id: string;
  name: string;
  input: Json;
  /**
   * Assistant step (0-based) of the call: one step per API response
   * (message.id).
   */
  step: number;
  /**
   * User turn of the call: how many human prompts came before it (0 when none
   * did); seed 002's turn protection counts these.
   */
  turn: number;
  useLine: number;
  useBlock: number;
  resultLine?: number;
  resultBlock?: number;
  isError: boolean;
  /** The result's text ('' when there is none yet). */
  output: string;
  /**
   * The file the call reads or writes (absolute, normalised), or the folder
   * Grep/Glob searched.
   */
  filePath?: string;
  /**
   * For a successful Read: the lines it returned. For a write tool: the lines
   * it produced.
   */
  range?: LineRange;
}

export interface ContextView {
  transcript: Transcript;
  /**
   * Index (into transcript.lines) of the first line after the last compact
   * boundary.
   */
  start: number;
  /** Indexes of model-visible user and assistant lines, in order. */
  lines: number[];
  steps: number;
  /** Human prompts in the context (tool results and meta messages excluded). */
  turns: number;
  /** Assistant step per line index (assistant lines only). */
  stepOfLine: Map<number, number>;
  calls: ToolCall[];
  callById: Map<string, ToolCall>;
  /** Whether this is a subagent's own transcript (every record a sidechain). */
  subagent: boolean;
  sessionId?: string;
  cwd?: string;
}

export const WRITE_TOOLS = new Set([
  'Write',
  'Edit',
  'MultiEdit',
  'NotebookEdit',
]);

function pathOf(input: Json, cwd: string | undefined): string | undefined {
  const raw = input['file_path'] ?? input['notebook_path'] ?? input['path'];
  if (typeof raw !== 'string' || raw === '') return undefined;
  return posix.normalize(
    raw.startsWith('/') || !cwd ? raw : posix.join(cwd, raw),
  );
}

// The compaction summary is marked transcript-only, yet it is the first message
// the model gets after a compaction.
const isContextRecord = (r: TranscriptRecord) =>
  (r.type === 'user' || r.type === 'assistant') &&
  (r['isVisibleInTranscriptOnly'] !== true || r['isCompactSummary'] === true);

/**
 * A prompt a person typed: text content, no tool result, not one Claude Code
 * injected (isMeta) and not the compaction summary.
 */
export function isHumanPrompt(r: TranscriptRecord): boolean {
  if (r.type !== 'user' || r['isMeta'] === true) return false;
  if (r['isCompactSummary'] === true) return false;
  const content = r.message?.content;
  if (typeof content === 'string') return content.trim() !== '';
  return (
    Array.isArray(content) &&
    content.length > 0 &&
    content.every((b) => b.type !== 'tool_result')
  );
}

export function contextView(transcript: Transcript): ContextView {
  const { lines } = transcript;
  let start = 0;
  let anyMain = false;
  for (let i = 0; i < lines.length; i++) {
    const r = lines[i]!.record;
    if (!r) continue;
    if (r.type === 'system' && r['subtype'] === 'compact_boundary')
      start = i + 1;
    if (isContextRecord(r) && r.isSidechain !== true) anyMain = true;
  }
  const subagent = !anyMain;
  const view: number[] = [];
  const stepOfLine = new Map<number, number>();
  const calls: ToolCall[] = [];
  const callById = new Map<string, ToolCall>();
  let steps = 0;
  let turns = 0;
  let lastMessageId: string | undefined;
  let sessionId: string | undefined;
  let cwd: string | undefined;
  for (let i = start; i < lines.length; i++) {
    const r = lines[i]!.record;
    if (!r || !isContextRecord(r) || (!subagent && r.isSidechain === true))
      continue;
    view.push(i);
    sessionId ??= typeof r.sessionId === 'string' ? r.sessionId : undefined;
    if (typeof r.cwd === 'string') cwd = r.cwd;
    if (r.type === 'assistant') {
      const id = r.message?.id;
      if (id === undefined || id !== lastMessageId) steps++;
      lastMessageId = id;
      const step = steps - 1;
      stepOfLine.set(i, step);
      blocksOf(r).forEach((b: ContentBlock, j) => {
        if (b.type !== 'tool_use' || typeof b.id !== 'string') return;
        const input = (
          b.input && typeof b.input === 'object' ? b.input : {}
        ) as Json;
        const name = b.name ?? '';
        const filePath = pathOf(input, r.cwd);
        const call: ToolCall = {
          id: b.id,
          name,
          input,
          step,
          turn: turns,
          useLine: i,
          useBlock: j,
          isError: false,
          output: '',
          ...(filePath ? { filePath } : {}),
        };
        calls.push(call);
        callById.set(b.id, call);
      });
    } else {
      if (isHumanPrompt(r)) turns++;
      blocksOf(r).forEach((b, j) => {
        if (b.type !== 'tool_result' || typeof b.tool_use_id !== 'string')
          return;
        const call = callById.get(b.tool_use_id);
        if (!call || call.resultLine !== undefined) return;
        call.resultLine = i;
        call.resultBlock = j;
        call.isError = b.is_error === true;
        call.output = resultText(b);
        const side = r['toolUseResult'];
        if (!call.isError && call.name === 'Read') {
          const range = readRange(call.output, side);
          if (range) call.range = range;
        } else if (!call.isError && WRITE_TOOLS.has(call.name)) {
          const range = writtenRange(call.name, call.input, side);
          if (range) call.range = range;
        }
      });
    }
  }
  return {
    transcript,
    start,
    lines: view,
    steps,
    turns,
    stepOfLine,
    calls,
    callById,
    subagent,
    ...(sessionId ? { sessionId } : {}),
    ...(cwd ? { cwd } : {}),
  };
}
