// ignoredKept — which ignored files a snapshot still holds: the hand-made ones
// a delete would lose for good (`.env`, `.env.*`, `.envrc`, `*.local` and
// `*.local.<ext>` settings), each at most IGNORED_MAX_BYTES, at most
// IGNORED_MAX_FILES of them; build output and dependencies stay out (their
// ignored folders are listed as one folder entry and never entered)
// Pos: policies/harness/undo, pure; listing the ignored files and adding them
// to the snapshot is src/harness/undo/take-snapshot.ts
import { posix } from 'node:path';

/** A kept file is small: settings, not data or build output. */
export const IGNORED_MAX_BYTES = 64 * 1024;
/** A workspace with more such files than this keeps the first ones only. */
export const IGNORED_MAX_FILES = 50;

const KEPT_NAME = /^(?:\.env(?:\..+)?|\.envrc|.+\.local(?:\.[A-Za-z0-9]+)?)$/;

export interface IgnoredFile {
  /** Repository-relative, `/`-separated; a folder ends with `/`. */
  path: string;
  /** undefined: not a regular file (a folder, a link, gone). */
  size: number | undefined;
}

/**
 * The paths to add to a snapshot from git's list of ignored entries, in the
 * order given.
 */
export function ignoredKept(files: readonly IgnoredFile[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    if (out.length >= IGNORED_MAX_FILES) break;
    if (file.path.endsWith('/') || file.size === undefined) continue;
    if (file.size > IGNORED_MAX_BYTES) continue;
    if (KEPT_NAME.test(posix.basename(file.path))) out.push(file.path);
  }
  return out;
}
