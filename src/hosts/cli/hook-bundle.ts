// The in-process hook as one CommonJS file (dist/hook.cjs), compiled with the
// V8 code cache the build wrote beside it (dist/hook.cjs.cache; PreToolUse's
// own, dist/hook.cjs.pre-tool-use.cache)
// Pos: src/hosts/cli, used by the launcher when no daemon answered and by the
// build that writes the cache; a missing, stale or untrusted cache costs a
// compile, never a wrong answer
import { isAscii } from 'node:buffer';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';
import type { BashWasm } from '../../platform/shell/bash-wasm.js';
import { BUILD_ID } from './build-id.js';
import type { CommandIO } from './io.js';

/**
 * The V8 flags the build's code caches are made under, and so the flags a hook
 * must still have when it compiles the bundle (V8 rejects a cache made under
 * other flags): V8's defaults. The bash parser's `--liftoff-only`
 * (bash-wasm.ts) is set only when its wasm is compiled, after the bundle, so a
 * hook that never needs the wasm never loads node:v8 (and node:stream with
 * it, ~2 ms). The cache writer puts back the defaults its warm-ups changed
 * (`V8_DEFAULTS_AFTER_WASM`) before it writes. Eager wasm compilation
 * (--no-wasm-lazy-compilation) was measured and lost: compiling every function
 * of the 1.4 MB grammar takes longer than loading the bundle.
 */
export const V8_DEFAULTS_AFTER_WASM =
  '--no-liftoff-only --wasm-tier-up --wasm-dynamic-tiering';

export interface HookBundle {
  hookCommand(argv: string[], io: CommandIO): Promise<number>;
  useCompiledBashWasm(wasm: Promise<BashWasm>): void;
}

export type CacheState =
  'accepted' | 'rejected' | 'missing' | 'stale' | 'untrusted';

/**
 * The events with a code cache of their own, made from their warm-ups alone:
 * PreToolUse runs before every tool call, and a cache holding only what it
 * runs is ~14% smaller than the one of every event (less to read and
 * deserialize on each call). Every other event uses `hook.cjs.cache`.
 */
export const OWN_CACHE_EVENTS = ['PreToolUse'] as const;
export type CacheFor = (typeof OWN_CACHE_EVENTS)[number] | 'all';

const cacheName = (cacheFor: CacheFor) =>
  cacheFor === 'all' ? 'hook.cjs.cache' : 'hook.cjs.pre-tool-use.cache';

export const hookBundleFiles = (
  distDir: string,
  cacheFor: CacheFor = 'all',
) => ({
  bundle: join(distDir, 'hook.cjs'),
  cache: join(distDir, cacheName(cacheFor)),
});

/** The cache an event's hook is compiled with. */
export const cacheForEvent = (event: string): CacheFor =>
  (OWN_CACHE_EVENTS as readonly string[]).includes(event)
    ? (event as CacheFor)
    : 'all';

/**
 * The cache file starts with the build id it was made for: V8 itself checks
 * little more than the source's length.
 */
export const cacheHeader = (build: string) =>
  Buffer.from(`wukong-code-cache ${build}\n`, 'latin1');

/**
 * The cached code runs as this process's code, so it must be no easier to
 * change than the bundle itself.
 */
function trusted(cache: string, bundle: string): boolean {
  const c = statSync(cache);
  return c.uid === statSync(bundle).uid && (c.mode & 0o022) === 0;
}

function readCache(files: { bundle: string; cache: string }): {
  data?: Buffer;
  state: CacheState;
} {
  let raw: Buffer;
  try {
    raw = readFileSync(files.cache);
  } catch {
    return { state: 'missing' };
  }
  if (!trusted(files.cache, files.bundle)) return { state: 'untrusted' };
  const header = cacheHeader(BUILD_ID);
  if (
    raw.length <= header.length ||
    !raw.subarray(0, header.length).equals(header)
  )
    return { state: 'stale' };
  return { data: raw.subarray(header.length), state: 'accepted' };
}

/**
 * Compiles the bundle (with cachedData when given) and runs its top level as
 * CommonJS; returns its exports and the Script.
 */
export function compileHookBundle(
  bundle: string,
  cachedData?: Buffer,
): { exports: HookBundle; script: Script } {
  // The build writes the bundle in ASCII (non-ASCII escaped): decoded as
  // latin1 it is the same text at a fifth of UTF-8 decoding's cost (~1 ms
  // instead of ~5 for 1.3 MB). Any other byte means another file: UTF-8 then.
  const raw = readFileSync(bundle);
  const source = raw.toString(isAscii(raw) ? 'latin1' : 'utf8');
  const script = new Script(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    { filename: bundle, ...(cachedData ? { cachedData } : {}) },
  );
  const module = { exports: {} as HookBundle };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    createRequire(bundle),
    module,
    bundle,
    dirname(bundle),
  );
  return { exports: module.exports, script };
}

/**
 * Loads dist/hook.cjs for this process, compiled with the event's own cache
 * (the cache of every event when the build made none for it or its file is
 * missing); undefined when the build has no bundle (then the launcher uses the
 * ESM CLI).
 */
export function loadHookBundle(
  distDir: string,
  event = '',
): { hook: HookBundle; cache: CacheState; cacheFile: string } | undefined {
  const own = hookBundleFiles(distDir, cacheForEvent(event));
  let bundleExists = true;
  try {
    statSync(own.bundle);
  } catch {
    bundleExists = false;
  }
  if (!bundleExists) return undefined;
  let files = own;
  let cache = readCache(files);
  if (cache.state === 'missing' && cacheForEvent(event) !== 'all') {
    files = hookBundleFiles(distDir);
    cache = readCache(files);
  }
  const { exports, script } = compileHookBundle(files.bundle, cache.data);
  return {
    hook: exports,
    cache: cache.data && script.cachedDataRejected ? 'rejected' : cache.state,
    cacheFile: basename(files.cache),
  };
}
