// openRegular, readRegularText, readRegularTail, readRegularHead — bounded,
// non-blocking reads of a file a hook payload (or the workspace, which the
// agent can write) names: only regular files, at most N bytes, never a wait on
// a FIFO or a device
// Pos: src/platform/store, dependency-free; every transcript or payload-named
// file the hooks read goes through here. Not for files that may legitimately be
// special (stdin): those are the caller's business
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import type { Stats } from 'node:fs';

/**
 * Why a file was not read: it is not a regular file (FIFO, socket, device,
 * folder) or is larger than the caller allows. `code` keeps ENOENT and friends
 * distinguishable for callers that treat a missing file as "nothing there".
 */
export class UnreadableFileError extends Error {
  constructor(
    readonly path: string,
    message: string,
    readonly code: 'ENOTREG' | 'ETOOBIG',
  ) {
    super(message);
    this.name = 'UnreadableFileError';
  }
}

/**
 * O_NONBLOCK: opening a FIFO with no writer (or a tty) would otherwise wait
 * forever; on a regular file it changes nothing.
 */
const FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

function kindOf(stat: Stats): string {
  if (stat.isFIFO()) return 'a FIFO';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isDirectory()) return 'a folder';
  return 'not a regular file';
}

/**
 * An fd of `path` opened without blocking, for reading, when it is a regular
 * file (else UnreadableFileError, fd closed). The caller closes it. fstat on
 * the open fd, not stat on the path: the file checked is the file read.
 */
export function openRegular(path: string): number {
  const fd = openSync(path, FLAGS);
  let stat: Stats;
  try {
    stat = fstatSync(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!stat.isFile()) {
    closeSync(fd);
    throw new UnreadableFileError(
      path,
      `${path} is ${kindOf(stat)}; only a regular file is read here`,
      'ENOTREG',
    );
  }
  return fd;
}

/**
 * Opens `path` with openRegular and hands the fd and its size to `fn`; closes
 * it afterwards.
 */
function withRegular<T>(path: string, fn: (fd: number, size: number) => T): T {
  const fd = openRegular(path);
  try {
    return fn(fd, fstatSync(fd).size);
  } finally {
    closeSync(fd);
  }
}

function readRange(fd: number, start: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const n = readSync(fd, buffer, done, length - done, start + done);
    if (n === 0) break; // the file shrank meanwhile
    done += n;
  }
  return buffer.subarray(0, done);
}

/**
 * The whole file as UTF-8; throws UnreadableFileError when it is not a regular
 * file or is larger than `maxBytes`.
 */
export function readRegularText(path: string, maxBytes: number): string {
  return withRegular(path, (fd, size) => {
    if (size > maxBytes)
      throw new UnreadableFileError(
        path,
        `${path} is ${size} bytes; at most ${maxBytes} are read here`,
        'ETOOBIG',
      );
    return readRange(fd, 0, size).toString('utf8');
  });
}

/**
 * The last `maxBytes` bytes (all of a smaller file) and where they start: a
 * caller cutting lines drops the first when `start > 0`.
 */
export function readRegularTail(
  path: string,
  maxBytes: number,
): { text: string; start: number } {
  return withRegular(path, (fd, size) => {
    const start = Math.max(0, size - maxBytes);
    return { text: readRange(fd, start, size - start).toString('utf8'), start };
  });
}

/** The first `maxBytes` bytes (all of a smaller file). */
export function readRegularHead(path: string, maxBytes: number): string {
  return withRegular(path, (fd, size) =>
    readRange(fd, 0, Math.min(size, maxBytes)).toString('utf8'),
  );
}
