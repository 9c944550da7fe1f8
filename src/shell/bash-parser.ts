// Input: node:v8 (--liftoff-only), node:module (createRequire), web-tree-sitter, tree-sitter-bash's wasm grammar from node_modules
// Output: initBashParser() (one-time async load, shared by every caller), bashParserReady(), analyzeBash(source, {readScript?}) (synchronous once loaded: parse, extract every command, script files the reader hands in included, free the trees), bashWasmFiles(), parserInitMs()
// Pos: src/shell, the only place the wasm runtime lives; policies see the result through the SyntaxNode seam and GateFacts.shell
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import type { Parser as ParserType, Tree } from 'web-tree-sitter';
import { analyzeShell } from '../../policies/jie/security/commands/extract.js';
import type { ScriptReader } from '../../policies/jie/security/commands/extract.js';
import type { ShellAnalysis } from '../../policies/jie/security/commands/shell-command.js';
import type { SyntaxNode } from '../../policies/jie/security/commands/syntax-node.js';

const require = createRequire(import.meta.url);

/** Where the two wasm files live: resolved through node_modules from this module, so the source tree and dist/ both find them. */
export function bashWasmFiles(): { runtime: string; grammar: string } {
  return {
    runtime: require.resolve('web-tree-sitter/web-tree-sitter.wasm'),
    grammar: require.resolve('tree-sitter-bash/tree-sitter-bash.wasm'),
  };
}

let parser: ParserType | undefined;
let loading: Promise<void> | undefined;
let initMs: number | undefined;

async function load(): Promise<void> {
  const t0 = performance.now();
  // Without it V8 tiers the 1.4 MB grammar up with TurboFan in the background, which holds process exit for about a second.
  v8.setFlagsFromString('--liftoff-only');
  const files = bashWasmFiles();
  const { Parser, Language } = await import('web-tree-sitter');
  await Parser.init({ locateFile: () => files.runtime });
  const language = await Language.load(files.grammar);
  const created = new Parser();
  created.setLanguage(language);
  parser = created;
  initMs = performance.now() - t0;
}

/** Loads the parser once; later calls return the same promise. A failed load is retried by the next call. */
export function initBashParser(): Promise<void> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export const bashParserReady = () => parser !== undefined;

/** Milliseconds the first initBashParser() took (import, wasm compile, grammar load); undefined before it finished. */
export const parserInitMs = () => initMs;

/** Every command `source` would run (see policies/jie/security/commands/extract.ts). Call initBashParser() first. */
export function analyzeBash(source: string, options: { maxDepth?: number; readScript?: ScriptReader } = {}): ShellAnalysis {
  const ready = parser;
  if (!ready) throw new Error('the bash parser is not loaded: await initBashParser() first');
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
