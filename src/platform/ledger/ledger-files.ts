// where a ledger lives (ledgerDir, ledgerLockPath, fileForTimestamp), its files
// in order (ledgerFiles), and its lines (fileLines, streamed a chunk at a time)
// Pos: src/platform/ledger, the on-disk layout `.wukong/ledger/<UTC
// date>.jsonl` in one place; knows bytes and newlines, not hashes
import { closeSync, readdirSync, readSync } from 'node:fs';
import { openRegular } from '../store/regular-file.js';
import { join } from 'node:path';

const LEDGER_FILE = /^\d{4}-\d{2}-\d{2}\.jsonl$/;

/** The ledger folder of a workspace. */
export const ledgerDir = (workspace: string) =>
  join(workspace, '.wukong', 'ledger');

/**
 * The lock every appender takes; the Claude Code runtime's state files use
 * their own locks beside them.
 */
export const ledgerLockPath = (dir: string) => join(dir, '.lock');

/**
 * `2026-11-22T10:00:00.000Z` → `2026-11-22.jsonl` (the UTC date of the entry).
 */
export const fileForTimestamp = (ts: string) => `${ts.slice(0, 10)}.jsonl`;

/**
 * The ledger's files, oldest first (the names sort by date); none when the
 * folder does not exist.
 */
export function ledgerFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => LEDGER_FILE.test(name))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export interface RawLine {
  file: string;
  /** 1-based. */
  line: number;
  /** The line's bytes without its newline. */
  bytes: Buffer;
  /**
   * Whether a newline ends it: only a crashed writer leaves the last line of a
   * file without one.
   */
  terminated: boolean;
  /**
   * Set (to the line's length) when the line is longer than MAX_LINE: its bytes
   * are then not kept (empty).
   */
  overlong?: number;
}

/**
 * Longer than any entry Wukong writes (bodies are recorded as digests): a
 * longer line is not held in memory.
 */
export const MAX_LINE = 64 << 20;

/**
 * How much of a file is read at once: memory stays bounded by this (and the
 * longest line), whatever the file's size.
 */
const CHUNK = 1 << 20;

/**
 * Every line of one ledger file, the unterminated tail included (the empty
 * string after a final newline is not a line). Streams: the file is read a
 * chunk at a time, so a year-long ledger costs no more memory than a day's.
 * With `reuse`, one chunk buffer serves the whole file and a line's bytes are
 * valid only until the next line is asked for (verify copies what it keeps):
 * fresh 1 MiB buffers per chunk pile up outside the JS heap until a full GC.
 */
export function* fileLines(
  dir: string,
  file: string,
  options: { reuse?: boolean; maxLine?: number } = {},
): Generator<RawLine> {
  const fd = openRegular(join(dir, file));
  try {
    let line = 1;
    let carry: Buffer[] = [];
    /**
     * Bytes of the current line seen so far, kept in `carry` only up to
     * MAX_LINE.
     */
    let carried = 0;
    const shared = options.reuse ? Buffer.allocUnsafe(CHUNK) : undefined;
    const max = options.maxLine ?? MAX_LINE;
    const whole = (piece: Buffer, terminated: boolean): RawLine => {
      const length = carried + piece.length;
      const raw: RawLine =
        length > max
          ? { file, line, bytes: Buffer.alloc(0), terminated, overlong: length }
          : {
              file,
              line,
              bytes:
                carry.length > 0 ? Buffer.concat([...carry, piece]) : piece,
              terminated,
            };
      carry = [];
      carried = 0;
      return raw;
    };
    for (;;) {
      const chunk = shared ?? Buffer.allocUnsafe(CHUNK);
      const n = readSync(fd, chunk, 0, CHUNK, null);
      if (n === 0) break;
      const buf = chunk.subarray(0, n);
      let start = 0;
      for (
        let end = buf.indexOf(10);
        end !== -1;
        end = buf.indexOf(10, start)
      ) {
        yield whole(buf.subarray(start, end), true);
        line += 1;
        start = end + 1;
      }
      // What is left of the chunk starts the next line; copied when the buffer
      // is about to be read into again.
      if (start < buf.length) {
        const rest = buf.subarray(start);
        if (carried + rest.length <= max)
          carry.push(shared ? Buffer.from(rest) : rest);
        else carry = [];
        carried += rest.length;
      }
    }
    if (carried > 0) yield whole(Buffer.alloc(0), false);
  } finally {
    closeSync(fd);
  }
}

/** The JSON a line holds, or the reason it holds none. */
export function parseLine(
  bytes: Buffer,
): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(bytes.toString('utf8')) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}
