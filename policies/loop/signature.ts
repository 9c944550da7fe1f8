// Input: nothing but the language
// Output: canonicalText, shortHash, toolSignature, normaliseFailure, normaliseQuestion — stable keys the stuck detector compares
// Pos: policies/loop, deterministic text folding (no crypto import, so it stays a pure policy); collisions only make the detector see a repeat a little early
/** JSON with object keys sorted, so the same input gives the same text whatever order the host sent it in. */
export function canonicalText(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(',')}]`;
  const entries = Object.keys(value as Record<string, unknown>)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalText((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** FNV-1a 64-bit over UTF-16 units, as 16 hex digits. */
export function shortHash(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    h ^= BigInt(text.charCodeAt(i));
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

export const toolSignature = (tool: string, input: unknown) => `${tool}:${shortHash(canonicalText(input))}`;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** The same failure twice reads the same: colours, numbers, hex ids and durations folded, blanks collapsed. */
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
