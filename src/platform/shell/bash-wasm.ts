// The bash parser's two wasm files (web-tree-sitter's runtime,
// tree-sitter-bash's grammar): where they are, and compiling them
// Pos: src/platform/shell, dependency-free so the launcher can start compiling
// before it loads the hook bundle; instantiating and parsing are
// bash-parser.ts's job
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A compiled wasm module, opaque here. */
export type WasmModule = object;

/**
 * The part of Node's WebAssembly global used by the parser (the TypeScript libs
 * this project compiles against declare none of it).
 */
export interface WasmApi {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: object): Promise<object>;
}

export const wasmApi = (): WasmApi =>
  (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

export interface BashWasm {
  runtime: WasmModule;
  grammar: WasmModule;
}

/**
 * A file of a package, from the nearest node_modules folder that holds the
 * package, walking up from this module as Node does: the source tree and dist/
 * both find them. Node's own resolver costs ~3 ms on its first call in a
 * process (the package.json and its exports map); it still answers when the
 * walk finds no such folder, and says why when nothing does.
 */
function packageFile(pkg: string, file: string): string {
  // The built package: dist/wasm beside the bundle (dist/x.mjs, dist/hook.cjs)
  // or one level up (dist/chunks/x.mjs); only there, so no folder of the user's
  // is ever searched for a parser.
  const here = dirname(fileURLToPath(import.meta.url));
  for (const dist of [here, dirname(here)]) {
    const shipped = join(dist, 'wasm', file);
    if (existsSync(join(dist, 'wukong.cjs')) && existsSync(shipped))
      return shipped;
  }
  for (let dir = here; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', pkg)))
      return join(dir, 'node_modules', pkg, file);
    if (dirname(dir) === dir)
      return createRequire(import.meta.url).resolve(`${pkg}/${file}`);
  }
}

/** Where the two wasm files live. */
export function bashWasmFiles(): { runtime: string; grammar: string } {
  return {
    runtime: packageFile('web-tree-sitter', 'web-tree-sitter.wasm'),
    grammar: packageFile('tree-sitter-bash', 'tree-sitter-bash.wasm'),
  };
}

/**
 * Sets V8's `--liftoff-only` before any wasm is compiled: without it V8 tiers
 * the 1.4 MB grammar up with TurboFan in the background, which holds process
 * exit for about a second. node:v8 is required here, on the first compile, not
 * at load: it brings node:stream (~2 ms of a cold hook that never parses with
 * the wasm), and the hook bundle's code cache is made under V8's default
 * flags, so they are changed only after it is compiled.
 */
function liftoffOnly(): void {
  (
    createRequire(import.meta.url)('node:v8') as typeof import('node:v8')
  ).setFlagsFromString('--liftoff-only');
}

/**
 * Compiles both files. WebAssembly.compile decodes and validates on V8's
 * background threads, so a caller that does not await at once keeps its own
 * thread for loading JavaScript meanwhile (function bodies compile lazily, at
 * first call).
 */
export function compileBashWasm(files?: {
  runtime: string;
  grammar: string;
}): Promise<BashWasm> {
  try {
    liftoffOnly();
    const wasm = wasmApi();
    const { runtime, grammar } = files ?? bashWasmFiles();
    return Promise.all([
      wasm.compile(readFileSync(runtime)),
      wasm.compile(readFileSync(grammar)),
    ]).then(([runtimeModule, grammarModule]) => ({
      runtime: runtimeModule,
      grammar: grammarModule,
    }));
  } catch (error) {
    return Promise.reject(error);
  }
}
