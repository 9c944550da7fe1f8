// changedScriptReader({ cwd, home }, since) — a ScriptReader that returns a
// script file's text when the file changed at or after `since` (its ctime), is
// a regular text file and at most 256 KiB; otherwise undefined, or, asked
// strictly (a program option names the file), UNREADABLE_SCRIPT for a file
// that is absent or cannot be read as text
// Pos: src/harness/gate, the one file read the command analysis may ask for;
// which scripts are worth judging is decided here, what they do is the
// policies'
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { UNREADABLE_SCRIPT } from '../../../policies/security/commands/extract.js';
import type { ScriptReader } from '../../../policies/security/commands/extract.js';

export const MAX_SCRIPT_BYTES = 256 * 1024;

/**
 * Where `path` points when the shell sits in `workdir` (as the analysis tracks
 * it from `cd`); undefined when unknown.
 */
function locate(
  path: string,
  workdir: string | undefined,
  where: { cwd: string; home: string },
): string | undefined {
  const expand = (p: string) =>
    p === '~'
      ? where.home
      : p.startsWith('~/')
        ? join(where.home, p.slice(2))
        : p.startsWith('~')
          ? undefined
          : p;
  const file = expand(path);
  if (file === undefined || /\$/.test(file)) return undefined;
  if (isAbsolute(file)) return file;
  if (workdir === '?' || (workdir !== undefined && /\$/.test(workdir)))
    return undefined;
  const dir = workdir === undefined ? where.cwd : expand(workdir);
  return dir === undefined ? undefined : resolve(where.cwd, dir, file);
}

/**
 * Scripts the agent could have written or changed: ctime at or after `since`
 * (the session's start). ctime, unlike mtime, cannot be set back with `touch
 * -d`; a script nobody touched during the session is the user's own and runs as
 * it always did, so it is not re-judged on every call.
 */
export function changedScriptReader(
  where: { cwd: string; home: string },
  since: Date,
): ScriptReader {
  const floor = since.getTime();
  return (path, workdir, strict = false) => {
    // Strictly: what a program would run from a file the gate cannot see is
    // unknown code (an unchanged file stays the user's own).
    const unreadable = strict ? UNREADABLE_SCRIPT : undefined;
    const file = locate(path, workdir, where);
    if (file === undefined) return unreadable;
    let fd: number | undefined;
    try {
      // O_NONBLOCK: a FIFO named like a script must not hang the hook; fstat
      // then turns it away.
      fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
      const stat = fstatSync(fd);
      if (stat.isFile() && stat.ctimeMs < floor) return undefined;
      if (!stat.isFile() || stat.size > MAX_SCRIPT_BYTES) return unreadable;
      const buffer = Buffer.alloc(stat.size);
      const read = readSync(fd, buffer, 0, stat.size, 0);
      const bytes = buffer.subarray(0, read);
      return bytes.includes(0) ? unreadable : bytes.toString('utf8');
    } catch {
      return unreadable;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  };
}
