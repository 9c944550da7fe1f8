// canonicalJson, jsonSafe, sha256Hex, entryLine / entryHash (a ledger line, its
// hash and its MAC), contextDigest, GENESIS_HASH
// Pos: src/platform/ledger, the one definition of "the same bytes": what the
// ledger hashes, what verify recomputes, what replay compares
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { LedgerEntry } from '../../../policies/vocabulary/ledger.js';

/** prevHash of the first entry of a ledger. */
export const GENESIS_HASH = '0'.repeat(64);

const LONE_SURROGATE =
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * The value as JSON would carry it (undefined dropped, Dates as strings, toJSON
 * applied) with lone surrogates made U+FFFD, so canonical serialization never
 * throws on text cut in the middle of a character. Refuses what JSON cannot
 * hold (BigInt, cycles) with a clear error.
 */
export function jsonSafe(value: unknown): unknown {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    throw new TypeError(
      `ledger data must be JSON (${(error as Error).message})`,
      { cause: error },
    );
  }
  if (text === undefined) return null;
  return JSON.parse(text, (_key, v: unknown) =>
    typeof v === 'string' && LONE_SURROGATE.test(v)
      ? v.replace(LONE_SURROGATES, '\uFFFD')
      : v,
  );
}

/**
 * RFC 8785: keys sorted by UTF-16 code units, no whitespace, ECMAScript number
 * form. `value` must already be jsonSafe.
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined)
    throw new TypeError('a value with no JSON form cannot be canonicalized');
  return text;
}

export const sha256Hex = (text: string | Uint8Array) =>
  createHash('sha256').update(text).digest('hex');

/**
 * Every field of an entry except `hash` and `mac`; `data` travels as its
 * canonical JSON, serialized once outside the lock.
 */
export type EntryFields = Omit<LedgerEntry, 'hash' | 'mac' | 'data'>;

function assemble(
  fields: EntryFields,
  dataJson: string,
  hash?: string,
  mac?: string,
): string {
  const parts: [string, string][] = [['data', dataJson]];
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) parts.push([key, canonicalJson(value)]);
  if (hash !== undefined) parts.push(['hash', JSON.stringify(hash)]);
  if (mac !== undefined) parts.push(['mac', JSON.stringify(mac)]);
  parts.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${parts.map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',')}}`;
}

/**
 * sha256 over the canonical serialization of every field but `hash` and `mac`.
 */
export const entryHash = (fields: EntryFields, dataJson: string) =>
  sha256Hex(assemble(fields, dataJson));

/**
 * The line as written (without its newline): the canonical JSON of the whole
 * entry, hash included, and `mac` when a keyed function is given. The MAC is
 * over the hash, which already covers every other field (prevHash too).
 */
export function entryLine(
  fields: EntryFields,
  dataJson: string,
  macOf?: (hash: string) => string,
): { line: string; hash: string; mac?: string } {
  const hash = entryHash(fields, dataJson);
  const mac = macOf?.(hash);
  return {
    line: assemble(fields, dataJson, hash, mac),
    hash,
    ...(mac !== undefined ? { mac } : {}),
  };
}

/**
 * sha256 of a machine context's canonical JSON: what a `machine.state`
 * checkpoint records and replay recomputes.
 */
export const contextDigest = (context: unknown) =>
  sha256Hex(canonicalJson(jsonSafe(context)));
