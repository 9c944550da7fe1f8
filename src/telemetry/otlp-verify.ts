// verifyOtlpFile(text) → per workspace, whether the ledger entries found in an
// OTLP JSON file (the collector's file exporter: one LogsData/TracesData per
// line) still form an unbroken hash chain: each entry's hash recomputed from
// the entry it carries, each prevHash the previous hash, no seq missing, no
// seq present twice with different hashes (a re-chained history)
// Pos: src/telemetry, reading only (`wukong ledger verify --otlp FILE`); what
// a ledger entry is and how it is hashed is src/platform/ledger's
import { LedgerEntry } from '../../policies/vocabulary/ledger.js';
import type { Said } from '../../policies/vocabulary/messages/said.js';
import { sayDetail } from '../../policies/vocabulary/messages/say.js';
import type { EntryFields } from '../platform/ledger/canonical.js';
import { canonicalJson, entryHash } from '../platform/ledger/canonical.js';
import { ATTR, LEDGER_EVENT } from './telemetry-records.js';

export type OtlpProblemKind =
  'cut' | 're-chained' | 'tampered' | 'broken-link' | 'unreadable';

export interface OtlpProblem {
  kind: OtlpProblemKind;
  seq?: number;
  /** What is wrong, in English; `said` words it in the user's language. */
  detail: string;
  said: Said;
}

export interface WorkspaceChain {
  workspace: string;
  entries: number;
  firstSeq: number;
  lastSeq: number;
  problems: OtlpProblem[];
}

export interface OtlpVerdict {
  lines: number;
  workspaces: WorkspaceChain[];
  /** Lines that are not OTLP JSON, by line number. */
  unreadable: number[];
  ok: boolean;
}

type AnyValue = {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
};
interface KeyValue {
  key: string;
  value?: AnyValue;
}
interface OtlpLogRecord {
  eventName?: string;
  body?: AnyValue;
  attributes?: KeyValue[];
}
interface LogsData {
  resourceLogs?: Array<{
    scopeLogs?: Array<{ logRecords?: OtlpLogRecord[] }>;
  }>;
}

/** An attribute's value; `intValue` may be a number or a string in OTLP JSON. */
function attr(record: OtlpLogRecord, key: string): string | undefined {
  const value = record.attributes?.find((a) => a.key === key)?.value;
  if (!value) return undefined;
  const v =
    value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue;
  return v === undefined ? undefined : String(v);
}

interface Found {
  seq: number;
  hash: string;
  prevHash: string;
  /** Whether the carried entry hashes to `hash` (undefined: no entry). */
  intact?: boolean;
}

function entryIntact(
  body: string | undefined,
  hash: string,
): boolean | undefined {
  if (body === undefined) return undefined;
  let parsed;
  try {
    parsed = LedgerEntry.safeParse({ ...JSON.parse(body), hash });
  } catch {
    return false;
  }
  if (!parsed.success) return false;
  const { hash: _h, mac: _m, data, ...fields } = parsed.data;
  void _h;
  void _m;
  return entryHash(fields as EntryFields, canonicalJson(data ?? null)) === hash;
}

export function verifyOtlpText(text: string): OtlpVerdict {
  const byWorkspace = new Map<string, Found[]>();
  const unreadable: number[] = [];
  const lines = text.split('\n');
  let count = 0;
  for (const [i, line] of lines.entries()) {
    if (!line.trim()) continue;
    count += 1;
    let data: LogsData;
    try {
      data = JSON.parse(line) as LogsData;
    } catch {
      unreadable.push(i + 1);
      continue;
    }
    for (const resource of data.resourceLogs ?? [])
      for (const scope of resource.scopeLogs ?? [])
        for (const record of scope.logRecords ?? []) {
          if (
            record.eventName !== LEDGER_EVENT &&
            attr(record, ATTR.seq) === undefined
          )
            continue;
          const workspace = attr(record, ATTR.workspace) ?? '(unnamed)';
          const seq = Number(attr(record, ATTR.seq));
          const hash = attr(record, ATTR.hash) ?? '';
          const prevHash = attr(record, ATTR.prevHash) ?? '';
          if (!Number.isInteger(seq)) continue;
          const list = byWorkspace.get(workspace) ?? [];
          list.push({
            seq,
            hash,
            prevHash,
            intact: entryIntact(record.body?.stringValue, hash),
          });
          byWorkspace.set(workspace, list);
        }
  }
  const workspaces: WorkspaceChain[] = [];
  for (const [workspace, found] of byWorkspace) {
    const problems: OtlpProblem[] = [];
    // Exported twice (a retry) is the same entry; the same seq with another
    // hash is a second history.
    const bySeq = new Map<number, Found>();
    for (const f of found) {
      const known = bySeq.get(f.seq);
      if (!known) bySeq.set(f.seq, f);
      else if (known.hash !== f.hash)
        problems.push({
          kind: 're-chained',
          seq: f.seq,
          ...sayDetail('otlp.verify.rechained', {
            seq: f.seq,
            first: `${known.hash.slice(0, 12)}…`,
            second: `${f.hash.slice(0, 12)}…`,
          }),
        });
    }
    const seqs = [...bySeq.keys()].sort((a, b) => a - b);
    let previous: Found | undefined;
    for (const seq of seqs) {
      const f = bySeq.get(seq) as Found;
      if (f.intact === false)
        problems.push({
          kind: 'tampered',
          seq,
          ...sayDetail('otlp.verify.tampered', {
            seq,
            hash: `${f.hash.slice(0, 12)}…`,
          }),
        });
      if (previous) {
        if (seq !== previous.seq + 1)
          problems.push({
            kind: 'cut',
            seq: previous.seq + 1,
            ...sayDetail('otlp.verify.cut', {
              first: previous.seq + 1,
              last: seq - 1,
              before: previous.seq,
              after: seq,
            }),
          });
        else if (f.prevHash !== previous.hash)
          problems.push({
            kind: 'broken-link',
            seq,
            ...sayDetail('otlp.verify.broken-link', {
              seq,
              prev: previous.seq,
            }),
          });
      }
      previous = f;
    }
    workspaces.push({
      workspace,
      entries: seqs.length,
      firstSeq: seqs[0] ?? 0,
      lastSeq: seqs[seqs.length - 1] ?? 0,
      problems,
    });
  }
  workspaces.sort((a, b) => (a.workspace < b.workspace ? -1 : 1));
  return {
    lines: count,
    workspaces,
    unreadable,
    ok: unreadable.length === 0 && workspaces.every((w) => !w.problems.length),
  };
}
