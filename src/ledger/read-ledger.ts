// Input: policies/vocabulary (LedgerEntry), ./ledger-files
// Output: readEntries(dir) — every line holding a ledger entry, in order, with its file and line; tailLedger(dir, n) — the last n
// Pos: src/ledger, reading for tail and replay; skips what is not an entry (verify is the one that reports it)
import { LedgerEntry } from '../../policies/vocabulary/ledger.js';
import type { RawLine } from './ledger-files.js';
import { fileLines, ledgerFiles, parseLine } from './ledger-files.js';

export interface ReadEntry {
  file: string;
  line: number;
  entry: LedgerEntry;
  raw: RawLine;
}

function* entriesOf(dir: string, file: string): Generator<ReadEntry> {
  for (const raw of fileLines(dir, file)) {
    const parsed = parseLine(raw.bytes);
    if ('error' in parsed) continue;
    const entry = LedgerEntry.safeParse(parsed.value);
    if (entry.success) yield { file, line: raw.line, entry: entry.data, raw };
  }
}

export function* readEntries(dir: string): Generator<ReadEntry> {
  for (const file of ledgerFiles(dir)) yield* entriesOf(dir, file);
}

/** The last `n` entries, oldest first; reads files newest first and stops once it has enough. */
export function tailLedger(dir: string, n: number): ReadEntry[] {
  const out: ReadEntry[] = [];
  const files = ledgerFiles(dir);
  for (let i = files.length - 1; i >= 0 && out.length < n; i--) {
    const found = [...entriesOf(dir, files[i]!)];
    out.unshift(...found.slice(Math.max(0, found.length - (n - out.length))));
  }
  return out;
}
