// tailLedger(dir, n) — the last n entries, oldest first, read backwards from
// the end of the newest day files
// Pos: src/platform/ledger, what `wukong ledger tail` prints; cost follows n,
// not the ledger's length. Skips lines that hold no entry (verify reports them)
// and loads no schema library, so the CLI starts fast
import { join } from 'node:path';
import type { LedgerEntry } from '../../../policies/vocabulary/ledger.js';
import { ledgerFiles } from './ledger-files.js';
import { linesBackward } from './reverse-lines.js';

export interface TailEntry {
  /** The day file holding it. */
  file: string;
  entry: LedgerEntry;
}

/**
 * The shape of an entry, checked by hand: enough to print it; whether it is
 * genuine is verify's question.
 */
function asEntry(bytes: Buffer): LedgerEntry | undefined {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  const e = value as Partial<Record<keyof LedgerEntry, unknown>> | null;
  if (!e || typeof e !== 'object' || Array.isArray(e)) return undefined;
  const texts = [e.ts, e.runId, e.traceId, e.type, e.prevHash, e.hash];
  if (typeof e.seq !== 'number' || texts.some((t) => typeof t !== 'string'))
    return undefined;
  if (e.parentTraceId !== undefined && typeof e.parentTraceId !== 'string')
    return undefined;
  return value as LedgerEntry;
}

export function tailLedger(dir: string, n: number): TailEntry[] {
  const out: TailEntry[] = [];
  const files = ledgerFiles(dir);
  for (let i = files.length - 1; i >= 0 && out.length < n; i--) {
    const file = files[i]!;
    for (const line of linesBackward(join(dir, file))) {
      const entry = asEntry(line.bytes);
      if (!entry) continue;
      out.push({ file, entry });
      if (out.length === n) break;
    }
  }
  return out.reverse();
}
