// canonicalText, shortHash, toolSignature, normaliseFailure, normaliseQuestion
// — stable keys the stuck detector compares
// Pos: policies/harness/loop, deterministic text folding (no crypto import, so
// it stays a pure policy); collisions only make the detector see a repeat a
// little early
/**
 * JSON with object keys sorted, so the same input gives the same text whatever
 * order the host sent it in.
 */
export function canonicalText(value: unknown): string {
  if (value === null || typeof value !== 'object')
    return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(',')}]`;
  const entries = Object.keys(value as Record<string, unknown>)
    .sort()
    .map(
      (k) =>
        `${JSON.stringify(k)}:${canonicalText((value as Record<string, unknown>)[k])}`,
    );
  return `{${entries.join(',')}}`;
}

/**
 * FNV-1a 64-bit over UTF-16 units, as 16 hex digits. The 64-bit product is
 * taken in two 32-bit halves (prime = 2^40 + 0x1b3), exact in doubles: BigInt
 * arithmetic per character made a 1 MB command cost a hook over 10 ms.
 */
export function shortHash(text: string): string {
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < text.length; i++) {
    lo ^= text.charCodeAt(i);
    const low = (lo >>> 0) * 0x1b3;
    hi =
      (hi * 0x1b3 + Math.floor(low / 0x100000000) + (lo >>> 0) * 0x100) >>> 0;
    lo = low >>> 0;
  }
  return (
    (hi >>> 0).toString(16).padStart(8, '0') +
    (lo >>> 0).toString(16).padStart(8, '0')
  );
}

export const toolSignature = (tool: string, input: unknown) =>
  `${tool}:${shortHash(canonicalText(input))}`;

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/**
 * The same failure twice reads the same: colours, numbers, hex ids and
 * durations folded, blanks collapsed.
 */
export function normaliseFailure(text: string): string {
  return text
    .replace(ANSI, '')
    .toLowerCase()
    .replace(/\b0x[0-9a-f]+\b|\b[0-9a-f]{8,}\b/g, '#')
    .replace(/\d+(?:\.\d+)?/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

export const normaliseQuestion = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
