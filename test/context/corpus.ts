// LONG_SESSIONS (the five long spotter sessions of the research note),
// firstSegment (the context Claude Code actually compacted), count
// Pos: test/context helper; reads ../shared/corpora in place, never copies it
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countTokens } from 'gpt-tokenizer';

export const corpusDir = join(
  import.meta.dirname,
  '../../../shared/corpora/transcripts',
);

/**
 * The five non-subagent spotter sessions, each with one real compaction
 * (research note §5.1).
 */
export const LONG_SESSIONS = [
  '258c7280-ae70-4798-800f-63464d01a85d',
  '4d5611e5-241a-462a-8d15-5122611a9569',
  '8463c716-a2ea-4c14-9efa-87158ebd9f20',
  'ae4a77f8-aedd-4bc1-888f-c94edc91af04',
  'fa812bfe-b295-4cca-9c2f-fdf01028cb46',
] as const;

export const sessionPath = (id: string) =>
  join(corpusDir, `spotter-${id}.jsonl`);

/**
 * The transcript as it stood when Claude Code compacted it: every line before
 * the first compact boundary.
 */
export function firstSegment(id: string): string {
  const lines = readFileSync(sessionPath(id), 'utf8').split('\n');
  const cut = lines.findIndex((l) =>
    l.includes('"subtype":"compact_boundary"'),
  );
  return `${lines.slice(0, cut).join('\n')}\n`;
}

export const count = (text: string) => (text === '' ? 0 : countTokens(text));
