// Input: policies/vocabulary (LedgerEntry, TornTailData), ./ledger-files, ./canonical
// Output: verifyLedger(dir) → VerifyReport: every file walked in order; the first tampered line, the first missing one, every torn line
// Pos: src/ledger, the judge of a ledger's integrity; reads only. Telling a crash (torn, sealed by a ledger.torn-tail entry) from an edit (hash, chain or sequence broken) is this file's whole job
import { LedgerEntry, TornTailData } from '../../policies/vocabulary/ledger.js';
import { GENESIS_HASH, canonicalJson, entryLine, sha256Hex } from './canonical.js';
import type { EntryFields } from './canonical.js';
import type { RawLine } from './ledger-files.js';
import { fileLines, ledgerFiles, parseLine } from './ledger-files.js';

export type ProblemKind = 'tampered' | 'missing' | 'torn';

export interface LedgerProblem {
  kind: ProblemKind;
  file: string;
  line: number;
  /** The entry's seq, when the line holds one. */
  seq?: number;
  message: string;
  /** Torn lines only: whether a later `ledger.torn-tail` entry sealed it. */
  sealed?: boolean;
}

export interface VerifyReport {
  dir: string;
  files: string[];
  /** Lines that hold an entry (a tampered one included). */
  entries: number;
  lastSeq: number;
  ok: boolean;
  firstTampered: LedgerProblem | null;
  firstMissing: LedgerProblem | null;
  torn: LedgerProblem[];
  /** Every problem, in ledger order. */
  problems: LedgerProblem[];
}

interface Previous {
  seq: number;
  hash: string;
  file: string;
  line: number;
}

interface Candidate {
  raw: RawLine;
  position: number;
  sha256: string;
}

const where = (p: { file: string; line: number }) => `${p.file}:${p.line}`;

/** Checks one entry's own bytes: its hash, then its canonical form. */
export function selfCheck(raw: RawLine, entry: LedgerEntry): string | undefined {
  const { hash, data, ...fields } = entry;
  const expected = entryLine(fields as EntryFields, canonicalJson(data));
  if (expected.hash !== hash) return `hash mismatch: the line's content was changed (its hash field says ${hash.slice(0, 12)}…, its content hashes to ${expected.hash.slice(0, 12)}…)`;
  if (expected.line !== raw.bytes.toString('utf8')) return 'the line is not in canonical form: its bytes were changed though its content hashes the same';
  return undefined;
}

/** Checks an entry's place in the chain against the entry before it. */
function chainCheck(entry: { seq: number; prevHash: string }, prev: Previous | undefined): Pick<LedgerProblem, 'kind' | 'message'> | undefined {
  const expectedSeq = prev ? prev.seq + 1 : 1;
  const before = prev ? `after seq ${prev.seq} (${where(prev)})` : 'at the start of the ledger';
  if (entry.seq > expectedSeq) {
    const n = entry.seq - expectedSeq;
    return { kind: 'missing', message: `seq ${entry.seq} follows ${prev ? `seq ${prev.seq} (${where(prev)})` : 'the start of the ledger'}: ${n} entr${n === 1 ? 'y' : 'ies'} (seq ${expectedSeq}${n > 1 ? `–${entry.seq - 1}` : ''}) missing` };
  }
  if (entry.seq < expectedSeq) return { kind: 'tampered', message: `seq ${entry.seq} repeats or goes back ${before}` };
  const expectedPrev = prev ? prev.hash : GENESIS_HASH;
  if (entry.prevHash !== expectedPrev) {
    return {
      kind: 'missing',
      message: prev
        ? `prevHash does not match the hash of seq ${prev.seq} (${where(prev)}): the entry it chained to was replaced or removed`
        : 'prevHash of the first entry is not the genesis value: the ledger\'s first entries were removed',
    };
  }
  return undefined;
}

export function verifyLedger(dir: string): VerifyReport {
  const files = ledgerFiles(dir);
  const problems: LedgerProblem[] = [];
  const candidates: Candidate[] = [];
  const sealedBy = new Map<string, { sha256: string; seq: number }>();
  let prev: Previous | undefined;
  let entries = 0;
  let position = 0;
  let lastEntryPosition = -1;

  for (const file of files) {
    for (const raw of fileLines(dir, file)) {
      position += 1;
      const parsed = parseLine(raw.bytes);
      if ('error' in parsed) {
        candidates.push({ raw, position, sha256: sha256Hex(raw.bytes) });
        continue;
      }
      entries += 1;
      lastEntryPosition = position;
      const at = { file, line: raw.line };
      const result = LedgerEntry.safeParse(parsed.value);
      if (!result.success) {
        const issue = result.error.issues[0];
        problems.push({ kind: 'tampered', ...at, message: `not a ledger entry: field \`${issue?.path.join('.') || '(top level)'}\`: ${issue?.message}` });
        const loose = parsed.value as { seq?: unknown; hash?: unknown };
        if (typeof loose?.seq === 'number' && typeof loose.hash === 'string') prev = { seq: loose.seq, hash: loose.hash, ...at };
        continue;
      }
      const entry = result.data;
      const own = selfCheck(raw, entry);
      if (own) problems.push({ kind: 'tampered', ...at, seq: entry.seq, message: own });
      const link = chainCheck(entry, prev);
      if (link) problems.push({ ...link, ...at, seq: entry.seq });
      if (entry.type === 'ledger.torn-tail') {
        const data = TornTailData.safeParse(entry.data);
        if (data.success) for (const t of data.data.lines) sealedBy.set(where(t), { sha256: t.sha256, seq: entry.seq });
      }
      prev = { seq: entry.seq, hash: entry.hash, ...at };
    }
  }

  for (const { raw, position: pos, sha256 } of candidates) {
    const at = { file: raw.file, line: raw.line };
    const seal = sealedBy.get(where(at));
    if (seal && seal.sha256 === sha256) {
      problems.push({ kind: 'torn', ...at, sealed: true, message: `torn line (${raw.bytes.length} bytes): a writer was killed mid-line; sealed on its own line by seq ${seal.seq}` });
    } else if (seal) {
      problems.push({ kind: 'tampered', ...at, message: `torn line changed after seq ${seal.seq} sealed it (its sha256 differs from the one recorded)` });
    } else if (pos > lastEntryPosition) {
      problems.push({ kind: 'torn', ...at, sealed: false, message: `torn line at the end of the ledger (${raw.bytes.length} bytes${raw.terminated ? '' : ', no newline'}): a writer was killed mid-line; the next append seals it` });
    } else {
      problems.push({ kind: 'tampered', ...at, message: 'the line is not JSON, and no ledger.torn-tail entry accounts for it' });
    }
  }

  const order = new Map(files.map((f, i) => [f, i]));
  problems.sort((a, b) => (order.get(a.file)! - order.get(b.file)!) || a.line - b.line);
  return {
    dir,
    files,
    entries,
    lastSeq: prev?.seq ?? 0,
    ok: problems.length === 0,
    firstTampered: problems.find((p) => p.kind === 'tampered') ?? null,
    firstMissing: problems.find((p) => p.kind === 'missing') ?? null,
    torn: problems.filter((p) => p.kind === 'torn'),
    problems,
  };
}
