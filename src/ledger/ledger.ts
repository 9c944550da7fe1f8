// Input: node:fs, node:crypto (randomUUID), store/file-lock, ./canonical, ./redaction, ./ledger-files, ./chain-head
// Output: openLedger(options) → Ledger with append({runId, traceId?, parentTraceId?, type, data}) → LedgerEntry, appendMany (one lock, one write, one fsync) and redact(data)
// Pos: src/ledger, the only writer of ledger lines: redacts, chains by hash, appends whole lines under the ledger lock, seals a torn tail left by a killed writer. Reading and judging lines is verify's and replay's, not this file's
import { randomUUID } from 'node:crypto';
import { closeSync, constants, fstatSync, fsyncSync, mkdirSync, openSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { LedgerEntry, TornTailData } from '../../policies/vocabulary/ledger.js';
import type { LockOptions } from '../store/file-lock.js';
import { withLock } from '../store/file-lock.js';
import type { ChainHead, TornLine } from './chain-head.js';
import { readChainHead } from './chain-head.js';
import type { EntryFields } from './canonical.js';
import { canonicalJson, entryLine } from './canonical.js';
import { fileForTimestamp, ledgerFiles, ledgerLockPath } from './ledger-files.js';
import type { Redacted, Redactor } from './redaction.js';
import { redactData } from './redaction.js';

export interface LedgerOptions {
  /** The ledger folder, usually `ledgerDir(workspace)` = `<workspace>/.wukong/ledger`. */
  dir: string;
  /** Required: every entry's data passes through it, so no raw secret is ever written. */
  redact: Redactor;
  /** The clock stamping `ts` (and so choosing the day file); tests fix it. */
  now?: () => Date;
  /** fsync each line before append returns (default true): survives power loss, not only a killed process. */
  fsync?: boolean;
  /** Waiting and stale-lock limits of the ledger lock. */
  lock?: LockOptions;
}

export interface AppendInput {
  runId: string;
  /** A fresh UUID when omitted. */
  traceId?: string;
  parentTraceId?: string;
  /** e.g. `gate.decision`, `machine.event`. */
  type: string;
  data?: unknown;
}

export interface Ledger {
  readonly dir: string;
  /** Appends one entry and returns it as written (data redacted, seq, ts and hashes filled in). */
  append(input: AppendInput): LedgerEntry;
  /** Appends several entries in order under one lock, one write() and one fsync; returns them as written. */
  appendMany(inputs: readonly AppendInput[]): LedgerEntry[];
  /** The data as this ledger would write it, and whether redaction changed it. */
  redact(data: unknown): Redacted;
}

function requireText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0) throw new TypeError(`ledger append: \`${field}\` must be a non-empty string, got ${JSON.stringify(value)}`);
  return value;
}

/** Appends `text` with one write() on an O_APPEND descriptor; returns the file's size after it. */
function appendBytes(path: string, text: string, durable: boolean): number {
  // O_NONBLOCK: a FIFO planted as the ledger file (the workspace is the agent's) fails at once instead of hanging the hook.
  const fd = openSync(path, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NONBLOCK ?? 0), 0o644);
  try {
    if (!fstatSync(fd).isFile()) throw new Error(`${path} is not a regular file; the ledger appends only to regular files`);
    const buf = Buffer.from(text, 'utf8');
    // A short write (disk full, a signal) is continued under the same lock, so no other writer's bytes land in between.
    for (let done = 0; done < buf.length; ) done += writeSync(fd, buf, done);
    if (durable) fsyncSync(fd);
    return fstatSync(fd).size;
  } finally {
    closeSync(fd);
  }
}

function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    fsyncSync(fd);
    closeSync(fd);
  } catch {
    // Not every platform fsyncs directories; the file's own fsync still holds.
  }
}

class FileLedger implements Ledger {
  private last: { file: string; size: number; head: ChainHead } | undefined;
  private readonly now: () => Date;
  private readonly durable: boolean;

  constructor(private readonly options: LedgerOptions) {
    this.now = options.now ?? (() => new Date());
    this.durable = options.fsync ?? true;
  }

  get dir(): string {
    return this.options.dir;
  }

  redact(data: unknown): Redacted {
    return redactData(data, this.options.redact);
  }

  append(input: AppendInput): LedgerEntry {
    return this.appendMany([input])[0] as LedgerEntry;
  }

  appendMany(inputs: readonly AppendInput[]): LedgerEntry[] {
    if (inputs.length === 0) return [];
    // Validation, redaction and serialization are the expensive part; all happen before the lock is taken.
    const prepared = inputs.map((input) => {
      const runId = requireText(input.runId, 'runId');
      const type = requireText(input.type, 'type');
      const traceId = input.traceId === undefined ? randomUUID() : requireText(input.traceId, 'traceId');
      const parentTraceId = input.parentTraceId === undefined ? undefined : requireText(input.parentTraceId, 'parentTraceId');
      const data = this.redact(input.data).data;
      return { runId, type, traceId, parentTraceId, data, dataJson: canonicalJson(data) };
    });
    mkdirSync(this.dir, { recursive: true });
    return withLock(
      ledgerLockPath(this.dir),
      () => {
        const files = ledgerFiles(this.dir);
        let { head, torn } = this.chainEnd(files);
        const ts = this.now().toISOString();
        const newest = files[files.length - 1];
        // A clock stepping back over midnight must not write into an older file: files are read in name order.
        const file = newest !== undefined && newest > fileForTimestamp(ts) ? newest : fileForTimestamp(ts);
        const first = prepared[0] as (typeof prepared)[number];
        if (torn.length > 0) head = this.sealTorn(torn, head, file, { runId: first.runId, ts, parentTraceId: first.traceId });
        const written: LedgerEntry[] = [];
        let text = '';
        for (const p of prepared) {
          const fields: EntryFields = { seq: head.seq + 1, ts, runId: p.runId, traceId: p.traceId, ...(p.parentTraceId !== undefined ? { parentTraceId: p.parentTraceId } : {}), type: p.type, prevHash: head.hash };
          const { line, hash } = entryLine(fields, p.dataJson);
          text += `${line}\n`;
          head = { seq: fields.seq, hash };
          written.push({ ...fields, data: p.data, hash });
        }
        const size = appendBytes(join(this.dir, file), text, this.durable);
        if (this.durable && !files.includes(file)) fsyncDir(this.dir);
        this.last = { file, size, head };
        return written;
      },
      this.options.lock,
    );
  }

  /** The chain's end: remembered from this process's own last append when nobody wrote since, read from disk otherwise. */
  private chainEnd(files: string[]): { head: ChainHead; torn: TornLine[] } {
    const newest = files[files.length - 1];
    if (this.last && newest === this.last.file) {
      try {
        if (statSync(join(this.dir, newest)).size === this.last.size) return { head: this.last.head, torn: [] };
      } catch {
        // gone: read it all again
      }
    }
    return readChainHead(this.dir, files);
  }

  /**
   * A writer killed mid-line left bytes after the last entry. They get a newline of their own (so nothing is ever appended
   * onto them) and a `ledger.torn-tail` entry naming file, line and hash, so verify can tell a crash from an edit.
   */
  private sealTorn(torn: TornLine[], head: ChainHead, file: string, at: { runId: string; ts: string; parentTraceId: string }): ChainHead {
    for (const t of torn) if (!t.terminated) appendBytes(join(this.dir, t.file), '\n', this.durable);
    const data: TornTailData = { lines: torn.map(({ file: f, line, bytes, sha256 }) => ({ file: f, line, bytes, sha256 })) };
    const fields: EntryFields = { seq: head.seq + 1, ts: at.ts, runId: at.runId, traceId: randomUUID(), parentTraceId: at.parentTraceId, type: 'ledger.torn-tail', prevHash: head.hash };
    // Not redacted: the ledger made this data from file names, numbers and hashes, and a redactor must not mangle the hashes.
    const { line, hash } = entryLine(fields, canonicalJson(data));
    appendBytes(join(this.dir, file), `${line}\n`, this.durable);
    return { seq: fields.seq, hash };
  }
}

/** Opens (lazily creates) the ledger in `options.dir`. Appends from any number of processes are safe. */
export function openLedger(options: LedgerOptions): Ledger {
  if (typeof options?.redact !== 'function') {
    throw new TypeError('openLedger: `redact` is required — a function that removes secrets from text, because Wukong never writes a raw secret');
  }
  if (typeof options.dir !== 'string' || options.dir.length === 0) throw new TypeError('openLedger: `dir` must name the ledger folder');
  return new FileLedger(options);
}
