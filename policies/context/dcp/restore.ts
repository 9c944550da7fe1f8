// restoreTranscript — puts back every pruned block of a pruned transcript from
// the original, by the tool_use_id its placeholder names; findPlaceholders —
// every placeholder of a transcript with the line it sits on
// Pos: policies/context/dcp, the proof that nothing DCP removes is lost: pruned
// + original → the original, block for block
import { blocksOf, resultText } from '../transcript/content.js';
import type {
  ContentBlock,
  Transcript,
  TranscriptRecord,
} from '../transcript/parse-transcript.js';
import type { PlaceholderFacts } from './placeholder.js';
import { parsePlaceholders } from './placeholder.js';

export interface FoundPlaceholder extends PlaceholderFacts {
  line: number;
}

const MARK = '[wukong-dcp ';

function stringLeaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringLeaves(v, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) stringLeaves(v, out);
  return out;
}

export function findPlaceholders(transcript: Transcript): FoundPlaceholder[] {
  const out: FoundPlaceholder[] = [];
  for (const line of transcript.lines) {
    if (!line.record || !line.raw.includes(MARK)) continue;
    for (const b of blocksOf(line.record)) {
      const texts =
        b.type === 'tool_result'
          ? [resultText(b)]
          : b.type === 'tool_use'
            ? stringLeaves(b.input)
            : [];
      for (const text of texts)
        for (const facts of parsePlaceholders(text))
          out.push({ ...facts, line: line.no });
    }
  }
  return out;
}

interface Original {
  use?: ContentBlock;
  result?: ContentBlock;
}

function originals(original: Transcript): Map<string, Original> {
  const map = new Map<string, Original>();
  for (const line of original.lines) {
    if (!line.record) continue;
    for (const b of blocksOf(line.record)) {
      if (b.type === 'tool_use' && typeof b.id === 'string')
        map.set(b.id, { ...map.get(b.id), use: b });
      if (
        b.type === 'tool_result' &&
        typeof b.tool_use_id === 'string' &&
        !map.get(b.tool_use_id)?.result
      )
        map.set(b.tool_use_id, { ...map.get(b.tool_use_id), result: b });
    }
  }
  return map;
}

export class UnresolvedPlaceholder extends Error {}

/**
 * Each placeholder's block gets the original's input or content back; a
 * placeholder whose id the original lacks is an error.
 */
export function restoreTranscript(
  pruned: Transcript,
  original: Transcript,
): string[] {
  const byId = originals(original);
  return pruned.lines.map((line) => {
    if (!line.record || !line.raw.includes(MARK)) return line.raw;
    const record = line.record as TranscriptRecord;
    let changed = false;
    const content = blocksOf(record).map((b) => {
      if (
        b.type === 'tool_use' &&
        JSON.stringify(b.input ?? {}).includes(MARK)
      ) {
        const source = byId.get(b.id ?? '')?.use;
        if (!source)
          throw new UnresolvedPlaceholder(
            `line ${line.no}: no tool_use ${b.id} in the original transcript`,
          );
        changed = true;
        return { ...b, input: source.input };
      }
      if (b.type === 'tool_result' && resultText(b).includes(MARK)) {
        const source = byId.get(b.tool_use_id ?? '')?.result;
        if (!source)
          throw new UnresolvedPlaceholder(
            `line ${line.no}: no tool_result for ${b.tool_use_id} in the original transcript`,
          );
        changed = true;
        return { ...b, content: source.content };
      }
      return b;
    });
    return changed
      ? JSON.stringify({ ...record, message: { ...record.message, content } })
      : line.raw;
  });
}
