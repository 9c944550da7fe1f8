// readChainHead — the last entry the next append chains to, and the torn lines
// a crashed writer left after it
// Pos: src/platform/ledger, the appender's view of the ledger's end, read
// backwards from the newest file so an append costs the same on a day-old
// ledger and a year-old one; judging lines (tampering, gaps) is verify's job,
// not this file's
import { closeSync, readSync } from 'node:fs';
import { openRegular } from '../store/regular-file.js';
import { join } from 'node:path';
import { GENESIS_HASH, sha256Hex } from './canonical.js';
import { ledgerFiles } from './ledger-files.js';
import type { BackLine } from './reverse-lines.js';
import { linesBackward } from './reverse-lines.js';

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
  /**
   * Lines after the last entry, oldest first: what a writer killed mid-line
   * left behind.
   */
  torn: TornLine[];
}

const entryLike = (bytes: Buffer): ChainHead | undefined => {
  try {
    const value = JSON.parse(bytes.toString('utf8')) as {
      seq?: unknown;
      hash?: unknown;
    };
    if (typeof value.seq === 'number' && typeof value.hash === 'string')
      return { seq: value.seq, hash: value.hash };
  } catch {
    // not an entry: torn
  }
  return undefined;
};

/**
 * Scans one file backwards until a whole entry line is found or the start of
 * the file is reached.
 */
function scanFile(path: string): { head?: ChainHead; after: BackLine[] } {
  const after: BackLine[] = [];
  for (const line of linesBackward(path, 16 * 1024)) {
    const head = entryLike(line.bytes);
    if (head) return { head, after };
    after.unshift(line);
  }
  return { after };
}

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

/**
 * The 1-based number of the line starting at `offset`, counting newlines a
 * chunk at a time (never the whole file at once).
 */
function countLines(fd: number, offset: number): number {
  let n = 1;
  for (let at = 0; at < offset; at += 1 << 20) {
    const buf = read(fd, at, Math.min(offset, at + (1 << 20)));
    for (let i = buf.indexOf(10); i !== -1; i = buf.indexOf(10, i + 1)) n += 1;
  }
  return n;
}

/**
 * The end of the chain: the newest file's last entry, or an older file's when
 * the newer ones hold only torn lines.
 */
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

function tornLines(
  path: string,
  file: string,
  segments: BackLine[],
): TornLine[] {
  const fd = openRegular(path);
  try {
    const first = countLines(fd, segments[0]!.offset);
    return segments.map((s, i) => ({
      file,
      line: first + i,
      bytes: s.bytes.length,
      sha256: sha256Hex(s.bytes),
      terminated: s.terminated,
    }));
  } finally {
    closeSync(fd);
  }
}
