// readEntries(dir) — every line holding a ledger entry, in order, with its file
// and line (streamed)
// Pos: src/platform/ledger, reading for replay, the audit and the ledger view;
// skips what is not an entry (verify is the one that reports it). The tail is
// tail-ledger.ts's
import { LedgerEntry } from '../../../policies/vocabulary/ledger.js';
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
