// linesBackward(path) — a file's lines from the last to the first, read in chunks from the end: what the appender and `ledger tail` need without reading a whole file
// Pos: src/ledger, bytes and newlines only (no JSON, no hashes); memory is one chunk plus the longest line, whatever the file's size
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

export interface BackLine {
  /** Byte offset of the line's first byte in the file. */
  offset: number;
  /** The line without its newline. */
  bytes: Buffer;
  /** False only for a last line no newline ends (a writer killed mid-line). */
  terminated: boolean;
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

/** The empty string after a final newline is not a line (as in fileLines); an empty line between two newlines is. */
export function* linesBackward(path: string, chunkSize = CHUNK): Generator<BackLine> {
  const fd = openSync(path, 'r');
  try {
    let pos = fstatSync(fd).size;
    /** Pieces of the line being assembled, whose start lies further back; in file order. */
    let pieces: Buffer[] = [];
    let last = true;
    const line = (offset: number, head: Buffer): BackLine | undefined => {
      const bytes = pieces.length > 0 ? Buffer.concat([head, ...pieces]) : head;
      pieces = [];
      const terminated = !last;
      last = false;
      return terminated || bytes.length > 0 ? { offset, bytes, terminated } : undefined;
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
      pieces.unshift(buf.subarray(0, end));
    }
    if (pieces.length > 0 && (pieces.some((p) => p.length > 0) || !last)) {
      const found = line(0, Buffer.alloc(0));
      if (found) yield found;
    }
  } finally {
    closeSync(fd);
  }
}
