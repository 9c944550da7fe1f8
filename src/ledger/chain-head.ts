// Input: node:fs, ./ledger-files, ./canonical (GENESIS_HASH, sha256Hex)
// Output: readChainHead — the last entry the next append chains to, and the torn lines a crashed writer left after it
// Pos: src/ledger, the appender's view of the ledger's end, read backwards from the newest file so an append costs the same on a day-old ledger and a year-old one; judging lines (tampering, gaps) is verify's job, not this file's
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { GENESIS_HASH, sha256Hex } from './canonical.js';
import { ledgerFiles } from './ledger-files.js';

export interface ChainHead {
  /** 0 for an empty ledger. */
  seq: number;
  /** The last entry's hash as written, or GENESIS_HASH. */
  hash: string;
}

export interface TornLine {
  file: string;
  line: number;
  bytes: number;
  sha256: string;
  /** False when no newline ends it yet: the next append seals it first. */
  terminated: boolean;
}

export interface ChainEnd {
  head: ChainHead;
  /** Lines after the last entry, oldest first: what a writer killed mid-line left behind. */
  torn: TornLine[];
}

interface Segment {
  offset: number;
  bytes: Buffer;
  terminated: boolean;
}

const entryLike = (bytes: Buffer): ChainHead | undefined => {
  try {
    const value = JSON.parse(bytes.toString('utf8')) as { seq?: unknown; hash?: unknown };
    if (typeof value.seq === 'number' && typeof value.hash === 'string') return { seq: value.seq, hash: value.hash };
  } catch {
    // not an entry: torn
  }
  return undefined;
};

function read(fd: number, start: number, end: number): Buffer {
  const buf = Buffer.allocUnsafe(end - start);
  let done = 0;
  while (done < buf.length) {
    const n = readSync(fd, buf, done, buf.length - done, start + done);
    if (n === 0) break;
    done += n;
  }
  return buf.subarray(0, done);
}

/** Scans one file backwards, growing the window until a whole entry line is in it or the start of the file is reached. */
/** Without blocking: a FIFO planted among the ledger files is refused, never waited on. */
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

function scanFile(path: string): { head?: ChainHead; after: Segment[] } {
  const fd = openSync(path, READ_FLAGS);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new Error(`${path} is not a regular file; a ledger file must be one`);
    const size = stat.size;
    for (let window = 4096; ; window *= 4) {
      const start = Math.max(0, size - window);
      const buf = read(fd, start, size);
      const pieces: Segment[] = [];
      let from = 0;
      for (let nl = buf.indexOf(10); nl !== -1; nl = buf.indexOf(10, from)) {
        pieces.push({ offset: start + from, bytes: buf.subarray(from, nl), terminated: true });
        from = nl + 1;
      }
      if (from < buf.length) pieces.push({ offset: start + from, bytes: buf.subarray(from), terminated: false });
      if (start > 0) pieces.shift(); // it may begin mid-line
      for (let i = pieces.length - 1; i >= 0; i--) {
        const head = entryLike(pieces[i]!.bytes);
        if (head) return { head, after: pieces.slice(i + 1) };
      }
      if (start === 0) return { after: pieces };
    }
  } finally {
    closeSync(fd);
  }
}

function countLines(fd: number, offset: number): number {
  const buf = read(fd, 0, offset);
  let n = 1;
  for (let i = buf.indexOf(10); i !== -1; i = buf.indexOf(10, i + 1)) n += 1;
  return n;
}

/** The end of the chain: the newest file's last entry, or an older file's when the newer ones hold only torn lines. */
export function readChainHead(dir: string, files = ledgerFiles(dir)): ChainEnd {
  const torn: TornLine[] = [];
  for (let i = files.length - 1; i >= 0; i--) {
    const file = files[i]!;
    const path = join(dir, file);
    const { head, after } = scanFile(path);
    const lines = after.length > 0 ? tornLines(path, file, after) : [];
    torn.unshift(...lines);
    if (head) return { head, torn };
  }
  return { head: { seq: 0, hash: GENESIS_HASH }, torn };
}

function tornLines(path: string, file: string, segments: Segment[]): TornLine[] {
  const fd = openSync(path, READ_FLAGS);
  try {
    const first = countLines(fd, segments[0]!.offset);
    return segments.map((s, i) => ({ file, line: first + i, bytes: s.bytes.length, sha256: sha256Hex(s.bytes), terminated: s.terminated }));
  } finally {
    closeSync(fd);
  }
}
