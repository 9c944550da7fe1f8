// blocksOf, resultText, visibleTexts — what of a record the model sees, as
// strings (the unit tokens are counted on)
// Pos: policies/context/transcript, content access shared by DCP, forms and
// error detection; the counting rule is research note §5's
import type { ContentBlock, TranscriptRecord } from './parse-transcript.js';

export function blocksOf(record: TranscriptRecord): ContentBlock[] {
  const content = record.message?.content;
  return Array.isArray(content) ? content : [];
}

/** The text of a tool_result: its string content, or its text blocks joined. */
export function resultText(block: ContentBlock): string {
  const c = block.content;
  if (typeof c === 'string') return c;
  if (!Array.isArray(c)) return '';
  let out = '';
  for (const part of c as ContentBlock[])
    if (part && part.type === 'text' && typeof part.text === 'string')
      out += (out ? '\n' : '') + part.text;
  return out;
}

/** The text a tool_use costs: its name and its JSON input. */
export const toolUseText = (block: ContentBlock): string =>
  `${block.name ?? ''}${JSON.stringify(block.input ?? {})}`;

/**
 * One string per model-visible piece of a block (thinking only when asked:
 * research note §5 leaves it out).
 */
export function blockText(
  block: ContentBlock,
  includeThinking = false,
): string {
  switch (block.type) {
    case 'text':
      return block.text ?? '';
    case 'tool_use':
      return toolUseText(block);
    case 'tool_result':
      return resultText(block);
    case 'thinking':
      return includeThinking ? (block.thinking ?? '') : '';
    default:
      return '';
  }
}

export function visibleTexts(
  record: TranscriptRecord,
  includeThinking = false,
): string[] {
  const content = record.message?.content;
  if (typeof content === 'string') return [content];
  if (!Array.isArray(content)) return [];
  return content
    .map((b) => blockText(b, includeThinking))
    .filter((t) => t !== '');
}
