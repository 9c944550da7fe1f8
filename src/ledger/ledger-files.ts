// Input: node:fs, node:path
// Output: where a ledger lives (ledgerDir, ledgerLockPath, fileForTimestamp), its files in order (ledgerFiles), and its lines (fileLines)
// Pos: src/ledger, the on-disk layout `.wukong/ledger/<UTC date>.jsonl` in one place; knows bytes and newlines, not hashes
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LEDGER_FILE = /^\d{4}-\d{2}-\d{2}\.jsonl$/;

/** The ledger folder of a workspace. */
export const ledgerDir = (workspace: string) => join(workspace, '.wukong', 'ledger');

/** The lock every appender takes; the Claude Code runtime's state files use their own locks beside them. */
export const ledgerLockPath = (dir: string) => join(dir, '.lock');

/** `2026-11-22T10:00:00.000Z` → `2026-11-22.jsonl` (the UTC date of the entry). */
export const fileForTimestamp = (ts: string) => `${ts.slice(0, 10)}.jsonl`;

/** The ledger's files, oldest first (the names sort by date); none when the folder does not exist. */
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
  /** Whether a newline ends it: only a crashed writer leaves the last line of a file without one. */
  terminated: boolean;
}

/** Every line of one ledger file, the unterminated tail included (the empty string after a final newline is not a line). */
export function* fileLines(dir: string, file: string): Generator<RawLine> {
  const content = readFileSync(join(dir, file));
  let start = 0;
  let line = 1;
  while (start < content.length) {
    const end = content.indexOf(10, start);
    if (end === -1) {
      yield { file, line, bytes: content.subarray(start), terminated: false };
      return;
    }
    yield { file, line, bytes: content.subarray(start, end), terminated: true };
    start = end + 1;
    line += 1;
  }
}

/** The JSON a line holds, or the reason it holds none. */
export function parseLine(bytes: Buffer): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(bytes.toString('utf8')) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}
