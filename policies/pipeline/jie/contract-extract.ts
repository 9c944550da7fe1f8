// extractContract — the contract object an avatar output carries, found in an
// object or at the end of its text — and proseOf
// Pos: policies/pipeline/jie, the reader in front of contract completeness;
// finding no contract is a finding, not an exception
export type ExtractedContract =
  | { ok: true; contract: Record<string, unknown>; text: string }
  | { ok: false; reason: string; text: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseObject(candidate: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(candidate);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spans of top-level `{ ... }` in text, strings respected, in order of
 * appearance.
 */
function topLevelObjectSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"' && depth > 0) inString = true;
    else if (ch === '{') {
      if (depth === 0) start = i;
      depth++;
    } else if (ch === '}' && depth > 0) {
      depth--;
      if (depth === 0) spans.push([start, i + 1]);
    }
  }
  return spans;
}

const FENCE = /```[a-zA-Z]*\s*\n([\s\S]*?)```/g;

/**
 * An avatar ends its final message with its contract JSON (a fenced block or a
 * bare object); the last one wins.
 */
export function extractContract(
  output: string | Record<string, unknown>,
): ExtractedContract {
  if (typeof output !== 'string')
    return { ok: true, contract: output, text: JSON.stringify(output) };
  const fenced = [...output.matchAll(FENCE)].map((m) => m[1] ?? '').reverse();
  for (const block of fenced) {
    const contract = parseObject(block.trim());
    if (contract) return { ok: true, contract, text: output };
  }
  for (const [from, to] of topLevelObjectSpans(output).reverse()) {
    const contract = parseObject(output.slice(from, to));
    if (contract) return { ok: true, contract, text: output };
  }
  return {
    ok: false,
    text: output,
    reason:
      output.trim() === ''
        ? 'the output is empty'
        : 'the output does not end with its contract as a JSON object',
  };
}

/**
 * The prose of any JSON-like value: a string as written, or every string inside
 * it on its own line (avatar outputs, tool responses).
 */
export function proseOf(output: unknown): string {
  if (typeof output === 'string') return output;
  const lines: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') lines.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      Object.values(value).forEach(walk);
  };
  walk(output);
  return lines.join('\n');
}
