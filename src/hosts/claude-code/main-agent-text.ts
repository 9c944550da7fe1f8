// mainAgentTextSincePrompt(transcriptPath) — the main agent's text since the
// user's last prompt, read from the tail of the Claude Code transcript (where
// its CHECKPOINT should be); a sub-agent's final text from its own transcript
// Pos: src/hosts/claude-code, a bounded disk read for the body's self-check; it
// parses only the last 128 KiB, so a long session costs the same as a short
// one, and a FIFO or device named as the transcript is refused, never waited on
import { readRegularTail } from '../../platform/store/regular-file.js';

const TAIL_BYTES = 128 * 1024;

function tailLines(path: string): string[] {
  const { text, start } = readRegularTail(path, TAIL_BYTES);
  const lines = text.split('\n');
  return start > 0 ? lines.slice(1) : lines;
}

interface Record {
  type?: string;
  isSidechain?: boolean;
  message?: { role?: string; content?: unknown };
}

const isPrompt = (r: Record) =>
  r.type === 'user' &&
  (typeof r.message?.content === 'string' ||
    (Array.isArray(r.message?.content) &&
      (r.message.content as Array<{ type?: string }>).some(
        (b) => b?.type === 'text',
      )));

/**
 * The assistant's text blocks after the last user prompt (tool results are not
 * prompts); '' when the transcript cannot be read. `chain: 'sidechain'` reads a
 * sub-agent's own transcript (agent_transcript_path), whose every record is
 * a sidechain one.
 */
export function mainAgentTextSincePrompt(
  transcriptPath: string | undefined,
  chain: 'main' | 'sidechain' = 'main',
): string {
  if (!transcriptPath) return '';
  let lines: string[];
  try {
    lines = tailLines(transcriptPath);
  } catch {
    return '';
  }
  const records: Record[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    try {
      records.push(JSON.parse(line) as Record);
    } catch {
      // a line cut by the tail window, or a torn write
    }
  }
  const main = records.filter(
    (r) => (r.isSidechain === true) === (chain === 'sidechain'),
  );
  let from = 0;
  for (let i = main.length - 1; i >= 0; i--) {
    if (isPrompt(main[i]!)) {
      from = i + 1;
      break;
    }
  }
  const texts: string[] = [];
  for (const r of main.slice(from)) {
    if (r.type !== 'assistant') continue;
    const content = r.message?.content;
    if (typeof content === 'string') texts.push(content);
    else if (Array.isArray(content))
      for (const b of content as Array<{ type?: string; text?: unknown }>)
        if (b?.type === 'text' && typeof b.text === 'string')
          texts.push(b.text);
  }
  return texts.join('\n');
}
