// parseTranscript — a Claude Code transcript as lines, each with its raw text
// and parsed record; TranscriptError naming the bad line
// Pos: policies/context/transcript, the one JSONL reader; keeps every line's
// raw text so that unchanged lines are written back byte for byte
import { fragment, saidText } from '../../vocabulary/messages/say.js';
import type { Said } from '../../vocabulary/messages/said.js';

export type Json = Record<string, unknown>;

export interface ContentBlock {
  type: string;
  text?: string;
  thinking?: string;
  id?: string;
  name?: string;
  input?: Json;
  tool_use_id?: string;
  content?: unknown;
  is_error?: boolean;
}

export interface TranscriptRecord extends Json {
  type?: string;
  uuid?: string;
  isSidechain?: boolean;
  agentId?: string;
  cwd?: string;
  sessionId?: string;
  timestamp?: string;
  message?: {
    id?: string;
    role?: string;
    content?: string | ContentBlock[];
    usage?: Json;
    model?: string;
  };
}

export interface TranscriptLine {
  /** 1-based line number in the file. */
  no: number;
  raw: string;
  /** Null for a blank line or a torn last line (kept verbatim). */
  record: TranscriptRecord | null;
}

export interface Transcript {
  lines: TranscriptLine[];
  /** Whether the file ended with a newline (kept on output). */
  trailingNewline: boolean;
  /**
   * Lines kept verbatim because they were not JSON: only ever a torn last line.
   */
  tornLastLine: number | null;
}

export class TranscriptError extends Error {
  /** What it said, for the edge to word (its message is the English). */
  readonly said: Said;
  constructor(
    said: Said,
    readonly line: number,
  ) {
    super(saidText(said, 'en'));
    this.name = 'TranscriptError';
    this.said = said;
  }
}

/**
 * A corrupt line in the middle is an error naming it; a torn last line (a
 * writer cut short) is kept as it is.
 */
export function parseTranscript(text: string): Transcript {
  const trailingNewline = text.endsWith('\n');
  const body = trailingNewline ? text.slice(0, -1) : text;
  const raws = body === '' ? [] : body.split('\n');
  let tornLastLine: number | null = null;
  const lines = raws.map((raw, i): TranscriptLine => {
    const no = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '') return { no, raw, record: null };
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (error) {
      if (i === raws.length - 1 && !trailingNewline) {
        tornLastLine = no;
        return { no, raw, record: null };
      }
      throw new TranscriptError(
        fragment('error.transcript.line-not-json', {
          line: no,
          error: (error as Error).message,
        }),
        no,
      );
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      throw new TranscriptError(
        fragment('error.transcript.line-not-object', {
          line: no,
          kind: Array.isArray(value) ? 'an array' : typeof value,
        }),
        no,
      );
    }
    return { no, raw, record: value as TranscriptRecord };
  });
  return { lines, trailingNewline, tornLastLine };
}

export function serializeTranscript(
  lines: readonly string[],
  trailingNewline: boolean,
): string {
  return lines.join('\n') + (trailingNewline && lines.length ? '\n' : '');
}
