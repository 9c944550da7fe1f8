// runLauncher — runs the launcher's code (./launcher.ts, which the build embeds
// in dist/wukong.cjs as one string) compiled with V8's code cache of a warm
// hook (dist/wukong.cjs.cache), so a hook its daemon answers neither parses the
// launcher nor compiles the functions it calls (measured: ~1.6-1.9 ms less CPU
// per warm hook); without a usable cache, the same code compiled afresh
// Pos: src/hosts/cli, used by ./launcher-stub.ts (the process entry) and by the
// build's ./launcher-code-cache.ts; node:fs and node:vm only. The cache runs as
// this process's code, so it is used only when it is no easier to change than
// dist/wukong.cjs itself (same owner, writable by nobody else) and was made by
// this very build (V8 itself checks little more than the source's length)
import {
  closeSync,
  constants as fsConstants,
  fstatSync,
  openSync,
  readSync,
  statSync,
  writeSync,
} from 'node:fs';
import { Script } from 'node:vm';
import { BUILD_ID } from './build-id.js';

export type LauncherCacheState =
  'accepted' | 'rejected' | 'missing' | 'stale' | 'untrusted' | 'failed';

/** Where the cache of the launcher at `file` lives. */
export const launcherCachePath = (file: string) => `${file}.cache`;

/** The first line of the cache file: the build it was made by. */
export const launcherCacheHeader = (build: string) =>
  Buffer.from(`wukong-launcher-cache ${build}\n`, 'latin1');

/** A cache larger than this is not a launcher's (today ~60 KB). */
const MAX_CACHE_BYTES = 4 * 1024 * 1024;

/** What the CommonJS loader gives a module: the launcher gets the same. */
export interface CommonJs {
  exports: unknown;
  require: NodeJS.Require;
  module: { exports: unknown };
  filename: string;
  dirname: string;
  /**
   * import() as the caller's module does it: code compiled from a cache has
   * lost what import() needs (Node: "A dynamic import callback was not
   * specified"), so the launcher imports dist/cli.mjs through this.
   */
  importModule: (url: string) => Promise<unknown>;
}

/**
 * The source as V8 compiles it: the CommonJS wrapper around the code, and
 * `__wukong_import` (launcher.ts uses it when it is a function).
 */
export const wrapLauncher = (source: string) =>
  `(function (exports, require, module, __filename, __dirname, __wukong_import) {${source}\n})`;

/**
 * The cache's V8 bytes, or why there are none: O_NOFOLLOW and O_NONBLOCK (a
 * symlink or a FIFO planted as the cache is refused without waiting), a regular
 * file of the launcher's owner that neither group nor others may write, with
 * this build's header.
 */
export function readLauncherCache(file: string): {
  data?: Buffer;
  state: LauncherCacheState;
} {
  let fd: number;
  try {
    fd = openSync(
      launcherCachePath(file),
      fsConstants.O_RDONLY |
        (fsConstants.O_NOFOLLOW ?? 0) |
        (fsConstants.O_NONBLOCK ?? 0),
    );
  } catch (error) {
    return {
      state:
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? 'missing'
          : 'untrusted',
    };
  }
  try {
    const stat = fstatSync(fd);
    if (
      !stat.isFile() ||
      stat.size > MAX_CACHE_BYTES ||
      stat.uid !== statSync(file).uid ||
      (stat.mode & 0o022) !== 0
    )
      return { state: 'untrusted' };
    const raw = Buffer.allocUnsafe(stat.size);
    let got = 0;
    while (got < raw.length) {
      const n = readSync(fd, raw, got, raw.length - got, got);
      if (n <= 0) break;
      got += n;
    }
    const header = launcherCacheHeader(BUILD_ID);
    if (
      got !== raw.length ||
      raw.length <= header.length ||
      !raw.subarray(0, header.length).equals(header)
    )
      return { state: 'stale' };
    return { data: raw.subarray(header.length), state: 'accepted' };
  } finally {
    closeSync(fd);
  }
}

/**
 * Compiles the launcher's code as a Script (what a cache is made from and
 * consumed by); `cachedData` when there is a cache.
 */
export function compileLauncher(
  source: string,
  filename: string,
  cachedData?: Buffer,
): Script {
  return new Script(wrapLauncher(source), {
    filename,
    ...(cachedData ? { cachedData } : {}),
  });
}

/**
 * Runs the launcher's `source` as the module `cjs`: from the code cache when
 * it is usable, else compiled by Node as any CommonJS file. Returns what
 * became of the cache (WUKONG_TRACE_STARTUP=1 prints it).
 */
export function runLauncher(source: string, cjs: CommonJs): LauncherCacheState {
  let state: LauncherCacheState;
  let run: ((...args: unknown[]) => void) | undefined;
  try {
    const read = readLauncherCache(cjs.filename);
    state = read.state;
    if (read.data) {
      const script = compileLauncher(source, cjs.filename, read.data);
      if (script.cachedDataRejected) state = 'rejected';
      run = script.runInThisContext() as (...args: unknown[]) => void;
    }
  } catch {
    // a refused read, a cache V8 cannot even be handed: compiled below
    state = 'failed';
    run = undefined;
  }
  if (process.env['WUKONG_TRACE_STARTUP'] === '1')
    writeSync(2, `wukong: launcher cache ${state}\n`);
  run ??= compileLauncher(source, cjs.filename).runInThisContext() as (
    ...args: unknown[]
  ) => void;
  run(
    cjs.exports,
    cjs.require,
    cjs.module,
    cjs.filename,
    cjs.dirname,
    cjs.importModule,
  );
  return state;
}
