// initBashParser() (one-time async load, shared by every caller),
// bashParserReady(), analyzeBash(source, {readScript?}) (synchronous: parse,
// the plain subset without the wasm, extract every command, script files the
// reader hands in included, free the trees), withBashParser(work) (runs work,
// loading the parser only when a text needs it), BashParserNeeded, BashMisread
// (tree-sitter-bash read a line break inside a command: asked, never passed),
// bashWasmFiles(), parserInitMs(), useCompiledBashWasm(wasm) (wasm compiled
// early by the launcher)
// Pos: src/platform/shell, the only place the wasm runtime lives; policies see
// the result through the SyntaxNode seam and GateFacts.shell
import type { Parser as ParserType, Tree } from 'web-tree-sitter';
import { analyzeShell } from '../../../policies/security/commands/extract.js';
import type { ScriptReader } from '../../../policies/security/commands/extract.js';
import type { ShellAnalysis } from '../../../policies/security/commands/shell-command.js';
import type { SyntaxNode } from '../../../policies/security/commands/syntax-node.js';
import type { BashWasm, WasmModule } from './bash-wasm.js';
import { compileBashWasm, wasmApi } from './bash-wasm.js';
import { parseSimpleBash } from './simple-bash.js';

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
  // compileBashWasm sets V8's --liftoff-only (the launcher's early compile
  // did too) before any wasm is compiled or instantiated.
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
 * analyzeBash met a text outside the plain subset before the parser was loaded:
 * await initBashParser() and call it again (withBashParser does).
 */
export class BashParserNeeded extends Error {
  constructor() {
    super('the bash parser is not loaded: await initBashParser() first');
    this.name = 'BashParserNeeded';
  }
}

/**
 * tree-sitter-bash misreads a pipeline of three or more commands followed,
 * lines later, by `&&`, `||` or a redirection: it reads the line breaks
 * between as blanks, so the commands on the lines between become words of
 * the pipeline's last command (`cat x | grep y | sort⏎rm -rf ~⏎true && true`
 * is one `sort` whose words are `rm -rf ~ true`), hidden from every policy.
 * A command node with a line break between two of its children that no
 * backslash escapes is that misreading (bash ends a simple command at an
 * unescaped line break; a line break inside a child, a quoted string or a
 * here-document body, is the child's).
 */
export class BashMisread extends Error {
  constructor() {
    super(
      'tree-sitter-bash read a line break inside a command as a blank (it does after a pipeline of three or more commands): the text cannot be read reliably',
    );
    this.name = 'BashMisread';
  }
}

function misreadLineBreak(tree: Tree, text: string): boolean {
  const cursor = tree.walk();
  try {
    for (;;) {
      if (cursor.nodeType === 'command' && cursor.gotoFirstChild()) {
        let end = cursor.endIndex;
        while (cursor.gotoNextSibling()) {
          for (let i = end; i < cursor.startIndex; i++)
            if (text[i] === '\n' && text[i - 1] !== '\\') return true;
          end = cursor.endIndex;
        }
        cursor.gotoParent();
      }
      if (cursor.gotoFirstChild()) continue;
      while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) return false;
    }
  } finally {
    cursor.delete();
  }
}

/**
 * Every command `source` would run (see policies/security/commands/extract.ts).
 * Each text parsed (the command, and what it re-parses: bash -c, scripts…)
 * goes to parseSimpleBash first, whose trees are tree-sitter's own on its
 * subset, then to tree-sitter. Throws BashParserNeeded when a text needs
 * tree-sitter and initBashParser() has not finished.
 */
export function analyzeBash(
  source: string,
  options: { maxDepth?: number; readScript?: ScriptReader } = {},
): ShellAnalysis {
  const ready = parser;
  const trees: Tree[] = [];
  let needed = false;
  const parse = (text: string): SyntaxNode => {
    const simple = parseSimpleBash(text);
    if (simple) return simple;
    if (!ready) {
      // The extraction reads a parser's error as a finding: the flag, not this
      // throw, is what the caller sees.
      needed = true;
      throw new BashParserNeeded();
    }
    const tree = ready.parse(text);
    if (!tree) throw new Error('tree-sitter returned no tree');
    trees.push(tree);
    // The extraction reads the throw as a parse error: at least asked.
    if (text.includes('\n') && misreadLineBreak(tree, text))
      throw new BashMisread();
    return tree.rootNode;
  };
  try {
    const analysis = analyzeShell(source, { parse, ...options });
    if (needed) throw new BashParserNeeded();
    return analysis;
  } finally {
    for (const tree of trees) tree.delete();
  }
}

/**
 * Runs `work` (which calls analyzeBash) without the parser when every text it
 * parses is in the plain subset; otherwise loads the parser and runs it again.
 * `work` must be free of effects that matter twice (it reads, it does not
 * write).
 */
export async function withBashParser<T>(work: () => T): Promise<T> {
  if (!parser)
    try {
      return work();
    } catch (error) {
      if (!(error instanceof BashParserNeeded)) throw error;
      await initBashParser();
    }
  return work();
}
