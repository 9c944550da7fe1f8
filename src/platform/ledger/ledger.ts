// openLedger(options) → Ledger with append({runId, traceId?, parentTraceId?,
// type, data}) → LedgerEntry, appendMany (one lock, one write, one fsync),
// sync() / syncInBackground() (the fsync a deferred ledger still owes) and
// redact(data)
// Pos: src/platform/ledger, the only writer of ledger lines: redacts, chains by
// hash, MACs each line with the per-user key, appends whole lines under the
// ledger lock, seals a torn tail left by a killed writer, then moves the head
// kept outside the workspace. Reading and judging lines is verify's and
// replay's, not this file's
import { randomUUID } from 'node:crypto';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { SaidError } from '../errors/said-error.js';
import {
  closeSync,
  constants,
  fstatSync,
  fsync,
  fsyncSync,
  mkdirSync,
  openSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type {
  LedgerEntry,
  TornTailData,
} from '../../../policies/vocabulary/ledger.js';
import type { LockOptions } from '../store/file-lock.js';
import { withLock } from '../store/file-lock.js';
import type { ChainHead, TornLine } from './chain-head.js';
import { readChainHead } from './chain-head.js';
import type { EntryFields } from './canonical.js';
import { canonicalJson, entryLine } from './canonical.js';
import type { AnchorLocation, HeadRead } from './ledger-anchor.js';
import {
  anchorInsideWorkspace,
  anchorLocation,
  ensureAnchorDirs,
  inherit,
  readHead,
  writeHead,
} from './ledger-anchor.js';
import {
  fileForTimestamp,
  ledgerFiles,
  ledgerLockPath,
} from './ledger-files.js';
import type { LedgerKey } from './ledger-key.js';
import { entryMac, loadOrCreateLedgerKey } from './ledger-key.js';
import type { Redacted, Redactor } from './redaction.js';
import { redactData } from './redaction.js';

export interface LedgerOptions {
  /**
   * The ledger folder, usually `ledgerDir(workspace)` =
   * `<workspace>/.wukong/ledger`.
   */
  dir: string;
  /**
   * Required: every entry's data passes through it, so no raw secret is ever
   * written.
   */
  redact: Redactor;
  /** The clock stamping `ts` (and so choosing the day file); tests fix it. */
  now?: () => Date;
  /**
   * fsync each line before append returns (default true): survives power loss,
   * not only a killed process. `'deferred'`: the lines are written (a killed
   * process loses nothing) and fsynced at the next sync() — the resident
   * daemon calls it right after the answer leaves, so the fsync is off the
   * hook's path; a power cut in between can lose the last lines, and verify
   * then reports them missing against the head (loud, never silent).
   */
  fsync?: boolean | 'deferred';
  /** Waiting and stale-lock limits of the ledger lock. */
  lock?: LockOptions;
  /**
   * Where the key and the chain head live (default: derived from `dir` and
   * $XDG_STATE_HOME / $HOME, see ledger-anchor.ts). Never inside the workspace.
   */
  anchor?: AnchorLocation;
  /**
   * fsync the head file too (default false: a head lost to a power cut is an
   * older head, which verify still accepts).
   */
  headFsync?: boolean;
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
  /**
   * Appends one entry and returns it as written (data redacted, seq, ts and
   * hashes filled in).
   */
  append(input: AppendInput): LedgerEntry;
  /**
   * Appends several entries in order under one lock, one write() and one fsync;
   * returns them as written.
   */
  appendMany(inputs: readonly AppendInput[]): LedgerEntry[];
  /**
   * fsyncs what a `'deferred'` ledger wrote since the last sync (a no-op for
   * the others); throws when the disk refuses.
   */
  sync(): void;
  /**
   * sync() on libuv's thread pool: the caller's event loop stays free while
   * the disk works (a busy disk held the resident server's loop for tens of
   * milliseconds, and the next hook waited behind it); rejects when the disk
   * refuses.
   */
  syncInBackground(): Promise<void>;
  /**
   * The data as this ledger would write it, and whether redaction changed it.
   */
  redact(data: unknown): Redacted;
}

function requireText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0)
    throw new TypeError(
      `ledger append: \`${field}\` must be a non-empty string, got ${JSON.stringify(value)}`,
    );
  return value;
}

/**
 * Appends `text` with one write() on an O_APPEND descriptor; returns the file's
 * size after it.
 */
function appendBytes(path: string, text: string, durable: boolean): number {
  // O_NONBLOCK: a FIFO planted as the ledger file (the workspace is the
  // agent's) fails at once instead of hanging the hook.
  const fd = openSync(
    path,
    constants.O_WRONLY |
      constants.O_APPEND |
      constants.O_CREAT |
      (constants.O_NONBLOCK ?? 0),
    0o644,
  );
  try {
    if (!fstatSync(fd).isFile())
      throw new SaidError(fragment('error.ledger.not-regular', { path }));
    const buf = Buffer.from(text, 'utf8');
    // A short write (disk full, a signal) is continued under the same lock, so
    // no other writer's bytes land in between.
    for (let done = 0; done < buf.length;) done += writeSync(fd, buf, done);
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

/**
 * Opens `path` here and fsyncs it on the thread pool (fs.fsync), closing it
 * once the disk has answered.
 */
function fsyncOffThread(path: string, flags: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let fd: number;
    try {
      fd = openSync(path, flags);
    } catch (error) {
      reject(error as Error);
      return;
    }
    fsync(fd, (error) => {
      try {
        closeSync(fd);
      } catch {
        // the fsync's outcome is what counts
      }
      if (error) reject(error);
      else resolve();
    });
  });
}

class FileLedger implements Ledger {
  /**
   * This process's own last append: the ledger's end and the head it wrote,
   * valid while the newest file keeps its size.
   */
  private last:
    | { file: string; size: number; head: ChainHead; anchored: HeadRead }
    | undefined;
  private readonly now: () => Date;
  private readonly durable: boolean;
  /** Files written and folders given a new file since the last sync(). */
  private readonly unsynced = { files: new Set<string>(), dirs: false };
  private keyed: { anchor: AnchorLocation; key: LedgerKey } | undefined;

  constructor(private readonly options: LedgerOptions) {
    this.now = options.now ?? (() => new Date());
    this.durable = options.fsync === true || options.fsync === undefined;
  }

  sync(): void {
    const { files, dirs } = this.unsynced;
    if (files.size === 0) return;
    this.unsynced.dirs = false;
    for (const path of [...files]) {
      files.delete(path);
      const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
    if (dirs) fsyncDir(this.dir);
  }

  syncInBackground(): Promise<void> {
    const { files, dirs } = this.unsynced;
    if (files.size === 0) return Promise.resolve();
    this.unsynced.dirs = false;
    const paths = [...files];
    files.clear();
    const done = paths.map((path) =>
      fsyncOffThread(path, constants.O_RDONLY | constants.O_NOFOLLOW),
    );
    // As fsyncDir: not every platform fsyncs folders; the files' own fsyncs
    // still hold.
    if (dirs)
      done.push(fsyncOffThread(this.dir, constants.O_RDONLY).catch(() => {}));
    return Promise.all(done).then(() => undefined);
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
    // Validation, redaction and serialization are the expensive part; all
    // happen before the lock is taken.
    const prepared = inputs.map((input) => {
      const runId = requireText(input.runId, 'runId');
      const type = requireText(input.type, 'type');
      const traceId =
        input.traceId === undefined
          ? randomUUID()
          : requireText(input.traceId, 'traceId');
      const parentTraceId =
        input.parentTraceId === undefined
          ? undefined
          : requireText(input.parentTraceId, 'parentTraceId');
      const data = this.redact(input.data).data;
      return {
        runId,
        type,
        traceId,
        parentTraceId,
        data,
        dataJson: canonicalJson(data),
      };
    });
    mkdirSync(this.dir, { recursive: true });
    // The key is loaded (or made) before the lock and before any byte is
    // written: without it nothing is appended.
    const { anchor, key } = this.keying();
    const macOf = (hash: string) => entryMac(key, hash);
    return withLock(
      ledgerLockPath(this.dir),
      () => {
        const files = ledgerFiles(this.dir);
        const end = this.chainEnd(files);
        let { head } = end;
        const ts = this.now().toISOString();
        const newest = files[files.length - 1];
        // A clock stepping back over midnight must not write into an older
        // file: files are read in name order.
        const file =
          newest !== undefined && newest > fileForTimestamp(ts)
            ? newest
            : fileForTimestamp(ts);
        const carried = inherit(
          end.anchored ?? readHead(anchor.headPath, key),
          head,
          key,
          ts,
        );
        const first = prepared[0] as (typeof prepared)[number];
        let mac = '';
        if (end.torn.length > 0)
          ({ head, mac } = this.sealTorn(
            end.torn,
            head,
            file,
            { runId: first.runId, ts, parentTraceId: first.traceId },
            macOf,
          ));
        const written: LedgerEntry[] = [];
        let text = '';
        for (const p of prepared) {
          const fields: EntryFields = {
            seq: head.seq + 1,
            ts,
            runId: p.runId,
            traceId: p.traceId,
            ...(p.parentTraceId !== undefined
              ? { parentTraceId: p.parentTraceId }
              : {}),
            type: p.type,
            prevHash: head.hash,
          };
          const line = entryLine(fields, p.dataJson, macOf);
          text += `${line.line}\n`;
          head = { seq: fields.seq, hash: line.hash };
          mac = line.mac as string;
          written.push({ ...fields, data: p.data, hash: line.hash, mac });
        }
        const size = appendBytes(join(this.dir, file), text, this.durable);
        if (this.durable && !files.includes(file)) fsyncDir(this.dir);
        if (this.options.fsync === 'deferred') {
          this.unsynced.files.add(join(this.dir, file));
          if (!files.includes(file)) this.unsynced.dirs = true;
        }
        // Only after the lines are durable (deferred: written, and ordered
        // before the head's rename by ext4's journal): a head never names an
        // entry a killed process could lose.
        const writtenHead = writeHead(
          anchor,
          {
            v: 1,
            workspace: anchor.workspace,
            seq: head.seq,
            hash: head.hash,
            mac,
            file,
            at: ts,
            keyId: key.id,
            ...carried,
          },
          key,
          this.options.headFsync ?? false,
        );
        this.last = {
          file,
          size,
          head,
          anchored: { state: 'read', head: writtenHead, macOk: true },
        };
        return written;
      },
      this.options.lock,
    );
  }

  /**
   * The anchor and the key, found (and the key made) once per ledger object.
   */
  private keying(): { anchor: AnchorLocation; key: LedgerKey } {
    if (this.keyed) return this.keyed;
    const anchor = this.options.anchor ?? anchorLocation(this.dir);
    const inside = anchorInsideWorkspace(anchor);
    if (inside)
      throw new SaidError(fragment('error.ledger.refused', { why: inside }));
    ensureAnchorDirs(anchor);
    this.keyed = { anchor, key: loadOrCreateLedgerKey(anchor.userDir) };
    return this.keyed;
  }

  /**
   * The chain's end: remembered from this process's own last append when nobody
   * wrote since (with the head it wrote then), read from disk otherwise (and
   * the head read again by the caller).
   */
  private chainEnd(files: string[]): {
    head: ChainHead;
    torn: TornLine[];
    anchored?: HeadRead;
  } {
    const newest = files[files.length - 1];
    if (this.last && newest === this.last.file) {
      try {
        if (statSync(join(this.dir, newest)).size === this.last.size)
          return {
            head: this.last.head,
            torn: [],
            anchored: this.last.anchored,
          };
      } catch {
        // gone: read it all again
      }
    }
    return readChainHead(this.dir, files);
  }

  /**
   * A writer killed mid-line left bytes after the last entry. They get a
   * newline of their own (so nothing is ever appended onto them) and a
   * `ledger.torn-tail` entry naming file, line and hash, so verify can tell a
   * crash from an edit.
   */
  private sealTorn(
    torn: TornLine[],
    head: ChainHead,
    file: string,
    at: { runId: string; ts: string; parentTraceId: string },
    macOf: (hash: string) => string,
  ): { head: ChainHead; mac: string } {
    for (const t of torn)
      if (!t.terminated)
        appendBytes(join(this.dir, t.file), '\n', this.durable);
    const data: TornTailData = {
      lines: torn.map(({ file: f, line, bytes, sha256 }) => ({
        file: f,
        line,
        bytes,
        sha256,
      })),
    };
    const fields: EntryFields = {
      seq: head.seq + 1,
      ts: at.ts,
      runId: at.runId,
      traceId: randomUUID(),
      parentTraceId: at.parentTraceId,
      type: 'ledger.torn-tail',
      prevHash: head.hash,
    };
    // Not redacted: the ledger made this data from file names, numbers and
    // hashes, and a redactor must not mangle the hashes.
    const { line, hash, mac } = entryLine(fields, canonicalJson(data), macOf);
    appendBytes(join(this.dir, file), `${line}\n`, this.durable);
    return { head: { seq: fields.seq, hash }, mac: mac as string };
  }
}

/**
 * Opens (lazily creates) the ledger in `options.dir`. Appends from any number
 * of processes are safe.
 */
export function openLedger(options: LedgerOptions): Ledger {
  if (typeof options?.redact !== 'function') {
    throw new TypeError(
      'openLedger: `redact` is required — a function that removes secrets from text, because Wukong never writes a raw secret',
    );
  }
  if (typeof options.dir !== 'string' || options.dir.length === 0)
    throw new TypeError('openLedger: `dir` must name the ledger folder');
  return new FileLedger(options);
}
