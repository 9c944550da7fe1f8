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
import type { Said } from '../../../policies/vocabulary/messages/said.js';
import { fragment, say } from '../../../policies/vocabulary/messages/say.js';
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
  /** What is wrong, in English (kept as data: `said` words it). */
  message: string;
  said?: Said;
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
): { message: string; said: Said } | undefined {
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
    return say('ledger.verify.hash-mismatch', {
      said: short(hash),
      actual: short(expected.hash),
    });
  if (expected.line !== text) return say('ledger.verify.not-canonical');
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
): Pick<LedgerProblem, 'kind' | 'message' | 'said'> | undefined {
  const expectedSeq = prev ? prev.seq + 1 : 1;
  if (entry.seq > expectedSeq) {
    const n = entry.seq - expectedSeq;
    const before = prev
      ? fragment('ledger.verify.after', { seq: prev.seq, at: where(prev) })
      : fragment('ledger.verify.start');
    return {
      kind: 'missing',
      ...(n === 1
        ? say('ledger.verify.missing-one', {
            seq: entry.seq,
            before,
            first: expectedSeq,
          })
        : say('ledger.verify.missing-many', {
            seq: entry.seq,
            before,
            count: n,
            first: expectedSeq,
            last: entry.seq - 1,
          })),
    };
  }
  if (entry.seq < expectedSeq)
    return {
      kind: 'tampered',
      ...(prev
        ? say('ledger.verify.back-after', {
            seq: entry.seq,
            prev: prev.seq,
            at: where(prev),
          })
        : say('ledger.verify.back-start', { seq: entry.seq })),
    };
  const expectedPrev = prev ? prev.hash : GENESIS_HASH;
  if (entry.prevHash !== expectedPrev) {
    return {
      kind: 'missing',
      ...(prev
        ? say('ledger.verify.prev-hash', { prev: prev.seq, at: where(prev) })
        : say('ledger.verify.prev-genesis')),
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
      ...say('ledger.verify.user-dir', { why: unsafe }),
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
      ...say('ledger.verify.key-unusable', {
        error: (error as Error).message,
      }),
    });
    return { status: 'unusable' };
  }
}

interface Checkpoint {
  point: HeadPoint;
  /** How to say where the point comes from (a fragment of the catalog). */
  source: Said;
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
      ...say('ledger.verify.head-unusable', { problem: read.problemSaid }),
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
        ...say('ledger.verify.head-other-key', {
          headKey: head.keyId,
          key: key.id,
        }),
      });
    } else if (read.macOk === false) {
      headStatus = 'unusable';
      problems.add({
        kind: 'tampered',
        file: location.headPath,
        line: 0,
        ...say('ledger.verify.head-mac'),
      });
    }
  }

  const checkpoints: Checkpoint[] = [];
  if (head) {
    checkpoints.push({
      point: { seq: head.seq, hash: head.hash },
      source: fragment('ledger.verify.source-head', {
        at: head.at,
        file: head.file,
      }),
      seen: false,
    });
    for (const b of head.breaks) {
      if (b.expected)
        checkpoints.push({
          point: b.expected,
          source: fragment('ledger.verify.source-break', {
            at: b.at,
            seq: b.found.seq,
            hash: short(b.found.hash),
          }),
          seen: false,
        });
      else
        problems.add({
          kind: 'unanchored',
          file: location.headPath,
          line: 0,
          ...say('ledger.verify.break-no-head', {
            at: b.at,
            why:
              b.why === 'unreadable'
                ? fragment('ledger.verify.break-unreadable')
                : b.why,
            seq: b.found.seq,
          }),
        });
      if (b.why === 'key-changed')
        problems.add({
          kind: 'unanchored',
          file: location.headPath,
          line: 0,
          ...say('ledger.verify.break-key-changed', {
            at: b.at,
            seq: b.found.seq + 1,
          }),
        });
    }
    if (head.breaksDropped > 0)
      problems.add({
        kind: 'unanchored',
        file: location.headPath,
        line: 0,
        ...say('ledger.verify.breaks-dropped', { count: head.breaksDropped }),
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
          ...say('ledger.verify.torn-sealed', { bytes, seq: sealing.seq }),
        });
      else if (sealing && sealedAs !== undefined)
        problems.add({
          kind: 'tampered',
          ...at,
          ...say('ledger.verify.torn-changed', { seq: sealing.seq }),
        });
      else
        problems.add({
          kind: 'tampered',
          ...at,
          ...say('ledger.verify.not-json'),
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
          ...say('ledger.verify.overlong', {
            bytes: raw.overlong,
            max: MAX_LINE,
          }),
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
          ...say('ledger.verify.not-entry', {
            field: issue?.path.join('.') || '(top level)',
            issue: String(issue?.message),
          }),
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
          { kind: 'tampered', ...at, seq: entry.seq, ...own },
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
            ...say('ledger.verify.rechained', {
              source: c.source,
              seq: c.point.seq,
              hash: short(c.point.hash),
              entrySeq: entry.seq,
              entryHash: short(entry.hash),
            }),
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
            ...say('ledger.verify.earlier-key', { since: keySince }),
          },
          'earlier-key',
        );
      } else {
        problems.add(
          {
            kind: 'forged',
            ...at,
            seq: entry.seq,
            ...say('ledger.verify.forged-mac'),
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
          ...say('ledger.verify.no-mac', { since: due }),
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
      ...say(
        terminated ? 'ledger.verify.torn-end' : 'ledger.verify.torn-end-open',
        { bytes },
      ),
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
        ? fragment('ledger.verify.cut', {
            first: lastSeq + 1,
            last: c.point.seq,
          })
        : fragment('ledger.verify.gone', { seq: c.point.seq });
    problems.add({
      kind: 'truncated',
      ...end,
      ...(prev ? { seq: prev.seq } : {}),
      ...say('ledger.verify.truncated', {
        last: lastSeq,
        source: c.source,
        seq: c.point.seq,
        hash: short(c.point.hash),
        gone,
      }),
    });
  }
  if (entries > 0 && !head && read.state === 'missing') {
    problems.add({
      kind: 'unanchored',
      file: location.headPath,
      line: 0,
      ...say('ledger.verify.no-head'),
    });
  }
  if (entries > 0 && keyStatus === 'missing') {
    problems.add({
      kind: 'unanchored',
      file: location.keyPath,
      line: 0,
      ...say('ledger.verify.no-key'),
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
