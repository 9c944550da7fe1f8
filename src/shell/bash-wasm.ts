// The bash parser's two wasm files (web-tree-sitter's runtime, tree-sitter-bash's grammar): where they are, and compiling them
// Pos: src/shell, dependency-free so the launcher can start compiling before it loads the hook bundle; instantiating and parsing are bash-parser.ts's job
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A compiled wasm module, opaque here. */
export type WasmModule = object;

/** The part of Node's WebAssembly global used by the parser (the TypeScript libs this project compiles against declare none of it). */
export interface WasmApi {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: object): Promise<object>;
}

export const wasmApi = (): WasmApi => (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

export interface BashWasm {
  runtime: WasmModule;
  grammar: WasmModule;
}

/** Where the two wasm files live: resolved through node_modules from this module, so the source tree and dist/ both find them. */
export function bashWasmFiles(): { runtime: string; grammar: string } {
  const require = createRequire(import.meta.url);
  return {
    runtime: require.resolve('web-tree-sitter/web-tree-sitter.wasm'),
    grammar: require.resolve('tree-sitter-bash/tree-sitter-bash.wasm'),
  };
}

/**
 * Compiles both files. WebAssembly.compile hands the work to V8's background threads, so a caller that does not await
 * at once keeps its own thread for loading JavaScript meanwhile (with lazy wasm compilation off, see HOOK_V8_FLAGS).
 */
export function compileBashWasm(files?: { runtime: string; grammar: string }): Promise<BashWasm> {
  try {
    const wasm = wasmApi();
    const { runtime, grammar } = files ?? bashWasmFiles();
    return Promise.all([wasm.compile(readFileSync(runtime)), wasm.compile(readFileSync(grammar))]).then(([runtimeModule, grammarModule]) => ({ runtime: runtimeModule, grammar: grammarModule }));
  } catch (error) {
    return Promise.reject(error);
  }
}
