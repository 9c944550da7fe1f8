// verifyLedger(dir) → VerifyReport: every file streamed in order against the
// hash chain, the per-user key (each entry's MAC) and the head kept outside the
// workspace; problems by seq, with file and line
// Pos: src/platform/ledger, the judge of a ledger's integrity; reads only,
// never creates a key or a head. Telling a crash (torn, sealed by a
// ledger.torn-tail entry) from an edit (hash, chain, MAC or head broken) is
// this file's whole job. Memory is O(1) in the ledger's length
import {
  LedgerEntry,
  TornTailData,
} from '../../../policies/vocabulary/ledger.js';
import { privacyProblem } from '../store/user-state-dir.js';
import {
  GENESIS_HASH,
  canonicalJson,
  entryLine,
  sha256Hex,
} from './canonical.js';
import type { EntryFields } from './canonical.js';
import type { AnchorLocation, HeadPoint, LedgerHead } from './ledger-anchor.js';
import { anchorLocation, readHead } from './ledger-anchor.js';
import type { RawLine } from './ledger-files.js';
import { MAX_LINE, fileLines, ledgerFiles } from './ledger-files.js';
import type { LedgerKey } from './ledger-key.js';
import { entryMac, readLedgerKey } from './ledger-key.js';

/**
 * `tampered` a line's own bytes or place are wrong; `missing` the chain skips;
 * `torn` a killed writer's partial line; `forged` a MAC that does not match the
 * key (or is absent where one is due); `truncated` the ledger ends before the
 * head; `rechained` the ledger's entry at a seq the head names has another
 * hash; `unanchored` the key or the head is missing or unusable, so truncation
 * and re-chaining cannot be ruled out (nothing else was found wrong by it).
 */
export type ProblemKind =
  | 'tampered'
  | 'missing'
  | 'torn'
  | 'forged'
  | 'truncated'
  | 'rechained'
  | 'unanchored';

export interface LedgerProblem {
  kind: ProblemKind;
  /**
   * The ledger file, or for a problem of the key or head, that file's path
   * (then `line` is 0).
   */
  file: string;
  line: number;
  /** The entry's seq, when the line holds one. */
  seq?: number;
  message: string;
  /** Torn lines only: whether a later `ledger.torn-tail` entry sealed it. */
  sealed?: boolean;
  /**
   * The same problem on the consecutive entries after this one, reported once:
   * where the run ends and how long it is.
   */
  through?: { seq?: number; file: string; line: number; count: number };
}

export interface AnchorReport {
  keyPath: string;
  headPath: string;
  key: 'ok' | 'missing' | 'unusable';
  keyId: string | null;
  head: 'ok' | 'missing' | 'unusable';
  /**
   * What the head says (even when it could not be trusted), or null without
   * one.
   */
  headSeq: number | null;
  headFile: string | null;
  headAt: string | null;
  /**
   * The first seq written with the key: every entry from it on must carry a
   * valid MAC.
   */
  keySince: number | null;
  /**
   * Times an append found the ledger not ending where the head said (kept in
   * the head, judged here).
   */
  breaks: number;
}

export interface VerifyReport {
  dir: string;
  files: string[];
  /** Lines that hold an entry (a tampered one included). */
  entries: number;
  lastSeq: number;
  ok: boolean;
  /**
   * `intact` (exit 0), `tampered` (exit 1: anything but unanchored problems),
   * `unanchored` (exit 3).
   */
  status: 'intact' | 'tampered' | 'unanchored';
  firstTampered: LedgerProblem | null;
  firstMissing: LedgerProblem | null;
  torn: LedgerProblem[];
  /**
   * Every problem, key and head first, then in ledger order (runs of one
   * problem on consecutive entries merged).
   */
  problems: LedgerProblem[];
  /** Problems past the first MAX_PROBLEMS, counted but not listed. */
  problemsDropped: number;
  /**
   * Entries without a MAC written before the key existed (before `keySince`):
   * chained, but not authenticated.
   */
  unauthenticated: { count: number; firstSeq: number; lastSeq: number } | null;
  anchor: AnchorReport;
}

export interface VerifyOptions {
  /**
   * Where the key and head are (default: derived from `dir` and the
   * environment, as the appender does).
   */
  anchor?: AnchorLocation;
}

const MAX_PROBLEMS = 1000;
const NOT_JSON = Symbol('not JSON');
/**
 * Unparseable lines held while waiting for the entry that may seal them; a
 * crash leaves a handful, not thousands.
 */
const MAX_PENDING = 1000;

interface Previous {
  seq: number;
  hash: string;
  file: string;
  line: number;
}

/**
 * An unparseable line waiting for the entry after it (the line's buffer is
 * reused, so only what is judged is kept).
 */
interface Pending {
  file: string;
  line: number;
  bytes: number;
  terminated: boolean;
  sha256: string;
}

const where = (p: { file: string; line: number }) => `${p.file}:${p.line}`;
const short = (hash: string) => `${hash.slice(0, 12)}…`;

/**
 * The line minus its `hash` and `mac` members, when they sit where the
 * canonical form puts them (right after `data`, before `parentTraceId` or
 * `prevHash`): if that text hashes to `hash`, it is byte for byte what the
 * writer hashed, so content and form are both proven without re-serializing the
 * entry (the costly part of verifying a long ledger).
 */
function hashedText(text: string, entry: LedgerEntry): string | undefined {
  const members = `,"hash":"${entry.hash}"${entry.mac !== undefined ? `,"mac":"${entry.mac}"` : ''}`;
  const at = text.indexOf(members);
  if (at <= 0) return undefined;
  const rest = text.slice(0, at) + text.slice(at + members.length);
  return rest.startsWith(
    entry.parentTraceId !== undefined ? ',"parentTraceId":' : ',"prevHash":',
    at,
  )
    ? rest
    : undefined;
}

/** Checks one entry's own bytes: its hash, then its canonical form. */
export function selfCheck(
  raw: RawLine,
  entry: LedgerEntry,
  text = raw.bytes.toString('utf8'),
): string | undefined {
  const hashed = hashedText(text, entry);
  if (hashed !== undefined && sha256Hex(hashed) === entry.hash)
    return undefined;
  const { hash, data, mac, ...fields } = entry;
  const expected = entryLine(
    fields as EntryFields,
    canonicalJson(data),
    mac === undefined ? undefined : () => mac,
  );
  if (expected.hash !== hash)
    return `hash mismatch: the line's content was changed (its hash field says ${short(hash)}, its content hashes to ${short(expected.hash)})`;
  if (expected.line !== text)
    return 'the line is not in canonical form: its bytes were changed though its content hashes the same';
  return undefined;
}

const HEX64 = /^[0-9a-f]{64}$/;
const ENTRY_KEYS = new Set([
  'seq',
  'ts',
  'runId',
  'traceId',
  'parentTraceId',
  'type',
  'data',
  'prevHash',
  'hash',
  'mac',
]);
const text1 = (v: unknown) => typeof v === 'string' && v.length > 0;

/**
 * LedgerEntry's rules checked by hand (the common case, 1M times); the schema
 * runs only when this says no, for its message.
 */
function looksLikeEntry(v: unknown): v is LedgerEntry {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const e = v as Record<string, unknown>;
  for (const k in e) if (!ENTRY_KEYS.has(k)) return false;
  return (
    Number.isInteger(e['seq']) &&
    (e['seq'] as number) > 0 &&
    text1(e['ts']) &&
    text1(e['runId']) &&
    text1(e['traceId']) &&
    text1(e['type']) &&
    (e['parentTraceId'] === undefined ||
      typeof e['parentTraceId'] === 'string') &&
    'data' in e &&
    typeof e['prevHash'] === 'string' &&
    HEX64.test(e['prevHash']) &&
    typeof e['hash'] === 'string' &&
    HEX64.test(e['hash']) &&
    (e['mac'] === undefined ||
      (typeof e['mac'] === 'string' && HEX64.test(e['mac'])))
  );
}

/** Checks an entry's place in the chain against the entry before it. */
function chainCheck(
  entry: { seq: number; prevHash: string },
  prev: Previous | undefined,
): Pick<LedgerProblem, 'kind' | 'message'> | undefined {
  const expectedSeq = prev ? prev.seq + 1 : 1;
  const before = prev
    ? `after seq ${prev.seq} (${where(prev)})`
    : 'at the start of the ledger';
  if (entry.seq > expectedSeq) {
    const n = entry.seq - expectedSeq;
    return {
      kind: 'missing',
      message: `seq ${entry.seq} follows ${prev ? `seq ${prev.seq} (${where(prev)})` : 'the start of the ledger'}: ${n} entr${n === 1 ? 'y' : 'ies'} (seq ${expectedSeq}${n > 1 ? `–${entry.seq - 1}` : ''}) missing`,
    };
  }
  if (entry.seq < expectedSeq)
    return {
      kind: 'tampered',
      message: `seq ${entry.seq} repeats or goes back ${before}`,
    };
  const expectedPrev = prev ? prev.hash : GENESIS_HASH;
  if (entry.prevHash !== expectedPrev) {
    return {
      kind: 'missing',
      message: prev
        ? `prevHash does not match the hash of seq ${prev.seq} (${where(prev)}): the entry it chained to was replaced or removed`
        : "prevHash of the first entry is not the genesis value: the ledger's first entries were removed",
    };
  }
  return undefined;
}

/**
 * Problems in order, a run of one problem (same code) on consecutive seqs
 * merged into one, the list capped.
 */
class Problems {
  readonly list: LedgerProblem[] = [];
  dropped = 0;
  private lastCode: string | undefined;

  add(problem: LedgerProblem, code: string = problem.message): void {
    const last = this.list[this.list.length - 1];
    const lastSeq = last?.through?.seq ?? last?.seq;
    if (
      last &&
      this.lastCode === code &&
      last.kind === problem.kind &&
      problem.seq !== undefined &&
      lastSeq !== undefined &&
      problem.seq === lastSeq + 1
    ) {
      last.through = {
        seq: problem.seq,
        file: problem.file,
        line: problem.line,
        count: (last.through?.count ?? 1) + 1,
      };
      return;
    }
    this.lastCode = code;
    if (this.list.length >= MAX_PROBLEMS) {
      this.dropped += 1;
      return;
    }
    this.list.push(problem);
  }
}

/** The key, judged without ever creating one. */
function keyFor(
  location: AnchorLocation,
  problems: Problems,
): { key?: LedgerKey; status: AnchorReport['key'] } {
  const unsafe = privacyProblem(location.userDir, 'dir');
  if (unsafe && !unsafe.endsWith('does not exist')) {
    problems.add({
      kind: 'unanchored',
      file: location.userDir,
      line: 0,
      message: `the per-user state folder cannot be trusted (${unsafe}): its key and heads may have been replaced`,
    });
    return { status: 'unusable' };
  }
  try {
    const key = readLedgerKey(location.keyPath);
    return key ? { key, status: 'ok' } : { status: 'missing' };
  } catch (error) {
    problems.add({
      kind: 'unanchored',
      file: location.keyPath,
      line: 0,
      message: `the ledger key cannot be used: ${(error as Error).message}; MACs cannot be checked`,
    });
    return { status: 'unusable' };
  }
}

interface Checkpoint {
  point: HeadPoint;
  /** How to say where the point comes from. */
  source: string;
  seen: boolean;
}

export function verifyLedger(
  dir: string,
  options: VerifyOptions = {},
): VerifyReport {
  const files = ledgerFiles(dir);
  const location = options.anchor ?? anchorLocation(dir);
  const problems = new Problems();

  // The head is read before the ledger: an append racing this walk then only
  // makes the ledger longer than the head.
  const { key, status: keyStatus } = keyFor(location, problems);
  const read = readHead(location.headPath, key);
  let head: LedgerHead | undefined;
  let headStatus: AnchorReport['head'] = 'missing';
  if (read.state === 'unreadable') {
    headStatus = 'unusable';
    problems.add({
      kind: 'unanchored',
      file: location.headPath,
      line: 0,
      message: `the chain head cannot be used: ${read.problem}`,
    });
  } else if (read.state === 'read') {
    head = read.head;
    headStatus = 'ok';
    if (key && head.keyId !== key.id) {
      headStatus = 'unusable';
      problems.add({
        kind: 'unanchored',
        file: location.headPath,
        line: 0,
        message: `the chain head was written with another key (id ${head.keyId}; the key now is ${key.id}): ledger.key was replaced, so the head's MAC and older entries' MACs cannot be checked`,
      });
    } else if (read.macOk === false) {
      headStatus = 'unusable';
      problems.add({
        kind: 'tampered',
        file: location.headPath,
        line: 0,
        message:
          "the chain head's MAC does not match the key: the head was changed outside Wukong",
      });
    }
  }

  const checkpoints: Checkpoint[] = [];
  if (head) {
    checkpoints.push({
      point: { seq: head.seq, hash: head.hash },
      source: `the head kept outside the workspace (written ${head.at}, ${head.file})`,
      seen: false,
    });
    for (const b of head.breaks) {
      if (b.expected)
        checkpoints.push({
          point: b.expected,
          source: `the head as it was when an append at ${b.at} found the ledger ending at seq ${b.found.seq} (${short(b.found.hash)}) instead`,
          seen: false,
        });
      else
        problems.add({
          kind: 'unanchored',
          file: location.headPath,
          line: 0,
          message: `an append at ${b.at} found no usable head (${b.why === 'unreadable' ? 'unreadable or its MAC failed' : b.why}) with the ledger ending at seq ${b.found.seq}: what came before that append cannot be checked against a head`,
        });
      if (b.why === 'key-changed')
        problems.add({
          kind: 'unanchored',
          file: location.headPath,
          line: 0,
          message: `an append at ${b.at} found a head written with another key: ledger.key was replaced; entries before seq ${b.found.seq + 1} carry MACs of the earlier key`,
        });
    }
    if (head.breaksDropped > 0)
      problems.add({
        kind: 'unanchored',
        file: location.headPath,
        line: 0,
        message: `${head.breaksDropped} older breaks were dropped from the head and cannot be checked`,
      });
  }
  const bySeq = new Map<number, Checkpoint[]>();
  for (const c of checkpoints)
    bySeq.set(c.point.seq, [...(bySeq.get(c.point.seq) ?? []), c]);

  const keySince = head && headStatus === 'ok' ? head.keySince : undefined;
  let firstKeyed: number | undefined;
  let legacy: { count: number; firstSeq: number; lastSeq: number } | null =
    null;
  let prev: Previous | undefined;
  let entries = 0;
  let pending: Pending[] = [];

  const resolvePending = (
    sealing: { seq: number; lines: Map<string, string> } | undefined,
  ) => {
    for (const { file, line, bytes, sha256 } of pending) {
      const at = { file, line };
      const sealedAs = sealing?.lines.get(where(at));
      if (sealing && sealedAs === sha256)
        problems.add({
          kind: 'torn',
          ...at,
          sealed: true,
          message: `torn line (${bytes} bytes): a writer was killed mid-line; sealed on its own line by seq ${sealing.seq}`,
        });
      else if (sealing && sealedAs !== undefined)
        problems.add({
          kind: 'tampered',
          ...at,
          message: `torn line changed after seq ${sealing.seq} sealed it (its sha256 differs from the one recorded)`,
        });
      else
        problems.add({
          kind: 'tampered',
          ...at,
          message:
            'the line is not JSON, and no ledger.torn-tail entry accounts for it',
        });
    }
    pending = [];
  };

  for (const file of files) {
    for (const raw of fileLines(dir, file, { reuse: true })) {
      if (raw.overlong !== undefined) {
        resolvePending(undefined);
        problems.add({
          kind: 'tampered',
          file,
          line: raw.line,
          message: `the line is ${raw.overlong} bytes, longer than any entry Wukong writes (${MAX_LINE}); not read`,
        });
        continue;
      }
      const text = raw.bytes.toString('utf8');
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = NOT_JSON;
      }
      if (value === NOT_JSON) {
        if (pending.length >= MAX_PENDING) resolvePending(undefined);
        pending.push({
          file,
          line: raw.line,
          bytes: raw.bytes.length,
          terminated: raw.terminated,
          sha256: sha256Hex(raw.bytes),
        });
        continue;
      }
      entries += 1;
      const at = { file, line: raw.line };
      const result = looksLikeEntry(value)
        ? { success: true as const, data: value }
        : LedgerEntry.safeParse(value);
      if (!result.success) {
        resolvePending(undefined);
        const issue = result.error.issues[0];
        problems.add({
          kind: 'tampered',
          ...at,
          message: `not a ledger entry: field \`${issue?.path.join('.') || '(top level)'}\`: ${issue?.message}`,
        });
        const loose = value as { seq?: unknown; hash?: unknown } | null;
        if (typeof loose?.seq === 'number' && typeof loose.hash === 'string')
          prev = { seq: loose.seq, hash: loose.hash, ...at };
        continue;
      }
      const entry = result.data;
      let sealing: { seq: number; lines: Map<string, string> } | undefined;
      if (entry.type === 'ledger.torn-tail') {
        const data = TornTailData.safeParse(entry.data);
        if (data.success)
          sealing = {
            seq: entry.seq,
            lines: new Map(data.data.lines.map((t) => [where(t), t.sha256])),
          };
      }
      resolvePending(sealing);

      const own = selfCheck(raw, entry, text);
      if (own)
        problems.add(
          { kind: 'tampered', ...at, seq: entry.seq, message: own },
          'hash',
        );
      const link = chainCheck(entry, prev);
      if (link) problems.add({ ...link, ...at, seq: entry.seq });
      checkMac(entry, at);
      for (const c of bySeq.get(entry.seq) ?? []) {
        c.seen = true;
        if (c.point.hash !== entry.hash) {
          problems.add({
            kind: 'rechained',
            ...at,
            seq: entry.seq,
            message: `${c.source} names seq ${c.point.seq} with hash ${short(c.point.hash)}; the ledger's seq ${entry.seq} hashes ${short(entry.hash)}: the ledger was re-chained or replaced up to here`,
          });
        }
      }
      prev = { seq: entry.seq, hash: entry.hash, ...at };
    }
  }

  function checkMac(
    entry: LedgerEntry,
    at: { file: string; line: number },
  ): void {
    if (entry.mac !== undefined) {
      firstKeyed ??= entry.seq;
      if (!key) return;
      if (entryMac(key, entry.hash) === entry.mac) return;
      if (keySince !== undefined && entry.seq < keySince) {
        problems.add(
          {
            kind: 'unanchored',
            ...at,
            seq: entry.seq,
            message: `its MAC is not of the current key: written before seq ${keySince}, when another key was in use; it cannot be checked`,
          },
          'earlier-key',
        );
      } else {
        problems.add(
          {
            kind: 'forged',
            ...at,
            seq: entry.seq,
            message:
              'its MAC does not match the key: written or re-chained by someone without the key',
          },
          'mac',
        );
      }
      return;
    }
    const due =
      keySince !== undefined && entry.seq >= keySince ? keySince : firstKeyed;
    if (due !== undefined) {
      problems.add(
        {
          kind: 'forged',
          ...at,
          seq: entry.seq,
          message: `no MAC, though every entry from seq ${due} on carries one: written by someone without the key`,
        },
        'no-mac',
      );
      return;
    }
    legacy = legacy
      ? { ...legacy, count: legacy.count + 1, lastSeq: entry.seq }
      : { count: 1, firstSeq: entry.seq, lastSeq: entry.seq };
  }

  for (const { file, line, bytes, terminated } of pending) {
    problems.add({
      kind: 'torn',
      file,
      line,
      sealed: false,
      message: `torn line at the end of the ledger (${bytes} bytes${terminated ? '' : ', no newline'}): a writer was killed mid-line; the next append seals it`,
    });
  }

  const lastSeq = prev?.seq ?? 0;
  const end = prev
    ? { file: prev.file, line: prev.line }
    : { file: head?.file ?? '(no ledger file)', line: 0 };
  for (const c of checkpoints) {
    if (c.seen) continue;
    const gone =
      lastSeq < c.point.seq
        ? `entries ${lastSeq + 1}..${c.point.seq} cut`
        : `no entry with seq ${c.point.seq} is left`;
    problems.add({
      kind: 'truncated',
      ...end,
      ...(prev ? { seq: prev.seq } : {}),
      message: `the ledger ends at seq ${lastSeq}, but ${c.source} names seq ${c.point.seq} (hash ${short(c.point.hash)}): ${gone}`,
    });
  }
  if (entries > 0 && !head && read.state === 'missing') {
    problems.add({
      kind: 'unanchored',
      file: location.headPath,
      line: 0,
      message:
        'no chain head outside the workspace: cut or re-chained entries cannot be told from an intact ledger (the next append writes the head)',
    });
  }
  if (entries > 0 && keyStatus === 'missing') {
    problems.add({
      kind: 'unanchored',
      file: location.keyPath,
      line: 0,
      message:
        'no ledger key: MACs cannot be checked, so forged entries cannot be told from real ones',
    });
  }

  // Key and head problems first (they bound what the rest means), then the
  // ledger's own in order.
  const list = [
    ...problems.list.filter((p) => p.line === 0 && p.kind !== 'truncated'),
    ...problems.list.filter((p) => p.line !== 0 || p.kind === 'truncated'),
  ];
  const status = list.some((p) => p.kind !== 'unanchored')
    ? 'tampered'
    : list.length > 0
      ? 'unanchored'
      : 'intact';
  return {
    dir,
    files,
    entries,
    lastSeq,
    ok: list.length === 0 && problems.dropped === 0,
    status: problems.dropped > 0 && status === 'intact' ? 'tampered' : status,
    firstTampered: list.find((p) => p.kind === 'tampered') ?? null,
    firstMissing: list.find((p) => p.kind === 'missing') ?? null,
    torn: list.filter((p) => p.kind === 'torn'),
    problems: list,
    problemsDropped: problems.dropped,
    unauthenticated: legacy,
    anchor: {
      keyPath: location.keyPath,
      headPath: location.headPath,
      key: keyStatus,
      keyId: key?.id ?? null,
      head: headStatus,
      headSeq: head?.seq ?? null,
      headFile: head?.file ?? null,
      headAt: head?.at ?? null,
      keySince: head?.keySince ?? null,
      breaks: head ? head.breaks.length + head.breaksDropped : 0,
    },
  };
}
