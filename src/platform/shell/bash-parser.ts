// initBashParser() (one-time async load, shared by every caller),
// bashParserReady(), analyzeBash(source, {readScript?}) (synchronous once
// loaded: parse, extract every command, script files the reader hands in
// included, free the trees), bashWasmFiles(), parserInitMs(),
// useCompiledBashWasm(wasm) (wasm compiled early by the launcher)
// Pos: src/platform/shell, the only place the wasm runtime lives; policies see
// the result through the SyntaxNode seam and GateFacts.shell
import v8 from 'node:v8';
import type { Parser as ParserType, Tree } from 'web-tree-sitter';
import { analyzeShell } from '../../../policies/security/commands/extract.js';
import type { ScriptReader } from '../../../policies/security/commands/extract.js';
import type { ShellAnalysis } from '../../../policies/security/commands/shell-command.js';
import type { SyntaxNode } from '../../../policies/security/commands/syntax-node.js';
import type { BashWasm, WasmModule } from './bash-wasm.js';
import { compileBashWasm, wasmApi } from './bash-wasm.js';

export { bashWasmFiles } from './bash-wasm.js';

let parser: ParserType | undefined;
let loading: Promise<void> | undefined;
let initMs: number | undefined;
let compiled: Promise<BashWasm> | undefined;

/**
 * Hands in the wasm a caller started compiling early (the launcher does, before
 * it loads the hook bundle); the next load uses it.
 */
export function useCompiledBashWasm(wasm: Promise<BashWasm>): void {
  compiled ??= wasm;
}

async function load(): Promise<void> {
  // process.hrtime, not performance.now(): the global `performance` loads
  // node:perf_hooks (~0.8 ms) on first use.
  const t0 = process.hrtime.bigint();
  // Without it V8 tiers the 1.4 MB grammar up with TurboFan in the background,
  // which holds process exit for about a second.
  v8.setFlagsFromString('--liftoff-only');
  const handed = compiled;
  compiled = undefined;
  const [{ Parser, Language }, wasm] = await Promise.all([
    import('web-tree-sitter'),
    handed ?? compileBashWasm(),
  ]);
  // Compiled modules, not paths: web-tree-sitter then reads no file and reaches
  // for no dynamic import of its own. Emscripten's instantiateWasm hook only
  // has a success callback: a failed instantiation rejects through `failed`.
  let fail: (error: unknown) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  await Promise.race([
    Parser.init({
      instantiateWasm: (
        imports: object,
        done: (instance: object, module: WasmModule) => void,
      ) => {
        wasmApi()
          .instantiate(wasm.runtime, imports)
          .then((instance) => done(instance, wasm.runtime), fail);
        return {};
      },
    }),
    failed,
  ]);
  const created = new Parser();
  created.setLanguage(Language.loadSync(wasm.grammar));
  parser = created;
  initMs = Number(process.hrtime.bigint() - t0) / 1e6;
}

/**
 * Loads the parser once; later calls return the same promise. A failed load is
 * retried by the next call.
 */
export function initBashParser(): Promise<void> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export const bashParserReady = () => parser !== undefined;

/**
 * Milliseconds the first initBashParser() took (import, wasm compile, grammar
 * load); undefined before it finished.
 */
export const parserInitMs = () => initMs;

/**
 * Every command `source` would run (see policies/security/commands/extract.ts).
 * Call initBashParser() first.
 */
export function analyzeBash(
  source: string,
  options: { maxDepth?: number; readScript?: ScriptReader } = {},
): ShellAnalysis {
  const ready = parser;
  if (!ready)
    throw new Error(
      'the bash parser is not loaded: await initBashParser() first',
    );
  const trees: Tree[] = [];
  const parse = (text: string): SyntaxNode => {
    const tree = ready.parse(text);
    if (!tree) throw new Error('tree-sitter returned no tree');
    trees.push(tree);
    return tree.rootNode;
  };
  try {
    return analyzeShell(source, { parse, ...options });
  } finally {
    for (const tree of trees) tree.delete();
  }
}
