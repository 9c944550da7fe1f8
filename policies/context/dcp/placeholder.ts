// DcpStrategy, placeholder (the text that replaces pruned content) and
// parsePlaceholders (reads them back out of any text)
// Pos: policies/context/dcp, the one format of what DCP leaves behind: what was
// removed, why, and how to get it back (tool, file, tool_use_id)
export const DCP_STRATEGIES = [
  'dedup',
  'supersede',
  'purgeErrors',
  'truncation',
  'recency',
  'discard',
] as const;
export type DcpStrategy = (typeof DCP_STRATEGIES)[number];

export interface PlaceholderFacts {
  strategy: DcpStrategy;
  tool: string;
  toolUseId: string;
  /** What was removed: 'output', 'input.content', 'lines 41-380' … */
  part: string;
  tokens: number;
  file?: string;
}

const HOW_BACK: Record<DcpStrategy, string> = {
  dedup: 'a later identical call holds the newer result',
  supersede: 'a later call shows the file as it now is',
  purgeErrors: 'the call failed; its error is kept',
  truncation: 'the output was cut to its head and tail',
  recency: 'only the most recent calls of this tool keep their output',
  discard: 'marked as no longer needed (seed 002 Discard)',
};

function getBack(facts: PlaceholderFacts): string {
  const original = `wukong context restore (tool_use_id above)`;
  if (facts.file && facts.tool !== 'Grep' && facts.tool !== 'Glob')
    return `Read the file again, or ${original}`;
  if (facts.tool === 'Bash' || facts.tool === 'Grep' || facts.tool === 'Glob')
    return `run it again, or ${original}`;
  return original;
}

/**
 * `[wukong-dcp strategy=… tool=… tool_use_id=… part=… tokens=… file="…"] Why.
 * Get it back: how.`
 */
export function placeholder(
  facts: PlaceholderFacts,
  why = HOW_BACK[facts.strategy],
): string {
  const file = facts.file ? ` file=${JSON.stringify(facts.file)}` : '';
  return `[wukong-dcp strategy=${facts.strategy} tool=${facts.tool} tool_use_id=${facts.toolUseId} part=${facts.part} tokens=${facts.tokens}${file}] Pruned: ${why}. Get it back: ${getBack(facts)}.`;
}

const TAG =
  /\[wukong-dcp strategy=(\w+) tool=(\S+) tool_use_id=(\S+) part=(\S+) tokens=(\d+)(?: file=("(?:[^"\\]|\\.)*"))?\]/g;

export function parsePlaceholders(text: string): PlaceholderFacts[] {
  if (!text.includes('[wukong-dcp ')) return [];
  const out: PlaceholderFacts[] = [];
  for (const m of text.matchAll(TAG)) {
    const facts: PlaceholderFacts = {
      strategy: m[1] as DcpStrategy,
      tool: m[2]!,
      toolUseId: m[3]!,
      part: m[4]!,
      tokens: Number(m[5]),
    };
    if (m[6]) facts.file = JSON.parse(m[6]) as string;
    out.push(facts);
  }
  return out;
}
