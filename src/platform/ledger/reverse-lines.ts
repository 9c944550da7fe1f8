// linesBackward(path) — a file's lines from the last to the first, read in
// chunks from the end: what the appender and `ledger tail` need without reading
// a whole file
// Pos: src/platform/ledger, bytes and newlines only (no JSON, no hashes);
// memory is one chunk plus the longest line, whatever the file's size
import { closeSync, fstatSync, readSync } from 'node:fs';
import { openRegular } from '../store/regular-file.js';
import { MAX_LINE } from './ledger-files.js';

export interface BackLine {
  /** Byte offset of the line's first byte in the file. */
  offset: number;
  /** The line without its newline. */
  bytes: Buffer;
  /** False only for a last line no newline ends (a writer killed mid-line). */
  terminated: boolean;
  /**
   * Set (to the line's length) when the line is longer than `maxLine`: its
   * bytes are then not kept (empty).
   */
  overlong?: number;
}

const CHUNK = 64 * 1024;

function readAt(fd: number, start: number, end: number): Buffer {
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
 * The empty string after a final newline is not a line (as in fileLines); an
 * empty line between two newlines is.
 */
export function* linesBackward(
  path: string,
  chunkSize = CHUNK,
  maxLine = MAX_LINE,
): Generator<BackLine> {
  const fd = openRegular(path);
  try {
    let pos = fstatSync(fd).size;
    /**
     * Pieces of the line being assembled, whose start lies further back; in
     * file order (dropped past maxLine).
     */
    let pieces: Buffer[] = [];
    let held = 0;
    let last = true;
    const line = (offset: number, head: Buffer): BackLine | undefined => {
      const length = held + head.length;
      const bytes =
        length > maxLine
          ? Buffer.alloc(0)
          : pieces.length > 0
            ? Buffer.concat([head, ...pieces])
            : head;
      pieces = [];
      held = 0;
      const terminated = !last;
      last = false;
      if (!terminated && length === 0) return undefined;
      return length > maxLine
        ? { offset, bytes, terminated, overlong: length }
        : { offset, bytes, terminated };
    };
    while (pos > 0) {
      const start = Math.max(0, pos - chunkSize);
      const buf = readAt(fd, start, pos);
      pos = start;
      let end = buf.length;
      while (end > 0) {
        const nl = buf.lastIndexOf(10, end - 1);
        if (nl === -1) break;
        const found = line(start + nl + 1, buf.subarray(nl + 1, end));
        if (found) yield found;
        end = nl;
      }
      if (held + end <= maxLine) pieces.unshift(buf.subarray(0, end));
      else pieces = [];
      held += end;
    }
    if (held > 0 || (pieces.length > 0 && !last)) {
      const found = line(0, Buffer.alloc(0));
      if (found) yield found;
    }
  } finally {
    closeSync(fd);
  }
}
