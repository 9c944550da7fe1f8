// treeSitterTree(source) (tree-sitter-bash's own tree as plain data),
// firstDifference(a, b), corpusCommandLines() (every command line of the
// corpora the subset is measured on)
// Pos: test/platform helper of the simple-bash differential tests; the real
// wasm parser, loaded once, nothing faked
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Language, Parser } from 'web-tree-sitter';
import type { SyntaxNode } from '../../policies/security/commands/syntax-node.js';
import { bashWasmFiles } from '../../src/platform/shell/bash-wasm.js';

let parser: Parser | undefined;

/** Loads tree-sitter-bash (once). */
export async function loadTreeSitter(): Promise<void> {
  if (parser) return;
  const files = bashWasmFiles();
  await Parser.init({ locateFile: () => files.runtime });
  const created = new Parser();
  created.setLanguage(await Language.load(files.grammar));
  parser = created;
}

interface RawNode {
  type: string;
  text: string;
  isNamed: boolean;
  isMissing: boolean;
  hasError: boolean;
  children: ReadonlyArray<RawNode | null>;
}

function plain(n: RawNode): SyntaxNode {
  return {
    type: n.type,
    text: n.text,
    isNamed: n.isNamed,
    isMissing: n.isMissing,
    hasError: n.hasError,
    children: n.children.map((c) => plain(c as RawNode)),
  };
}

/** tree-sitter's tree for `source`, as plain objects (loadTreeSitter first). */
export function treeSitterTree(source: string): SyntaxNode {
  if (!parser) throw new Error('call loadTreeSitter() first');
  const tree = parser.parse(source);
  if (!tree) throw new Error('tree-sitter returned no tree');
  try {
    return plain(tree.rootNode as unknown as RawNode);
  } finally {
    tree.delete();
  }
}

/**
 * Where two trees first differ (a path of types and the field), or undefined
 * when every node agrees in type, text, isNamed, isMissing, hasError and
 * children, in order.
 */
export function firstDifference(
  a: SyntaxNode,
  b: SyntaxNode,
  path = '',
): string | undefined {
  const here = `${path}/${a.type}`;
  for (const key of [
    'type',
    'text',
    'isNamed',
    'isMissing',
    'hasError',
  ] as const)
    if (a[key] !== b[key])
      return `${here}: ${key} ${JSON.stringify(a[key])} vs ${JSON.stringify(b[key])}`;
  if (a.children.length !== b.children.length)
    return `${here}: ${a.children.length} children vs ${b.children.length} (${b.children.map((c) => c.type).join(' ')})`;
  for (let i = 0; i < a.children.length; i++) {
    const d = firstDifference(
      a.children[i] as SyntaxNode,
      b.children[i] as SyntaxNode,
      `${here}[${i}]`,
    );
    if (d) return d;
  }
  return undefined;
}

const corpora = join(import.meta.dirname, '../../../shared/corpora');
const adversarial = join(import.meta.dirname, '../security/adversarial');

function jsonl(file: string): unknown[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
}

function adversarialFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? adversarialFiles(join(dir, e.name))
      : e.name.endsWith('.jsonl')
        ? [join(dir, e.name)]
        : [],
  );
}

/** Bash tool calls' commands in a Claude Code transcript line, if any. */
function transcriptCommands(row: unknown): string[] {
  const content = (row as { message?: { content?: unknown } }).message?.content;
  if (!Array.isArray(content)) return [];
  return content.flatMap((part: unknown) => {
    const p = part as { type?: unknown; name?: unknown; input?: unknown };
    const command = (p.input as { command?: unknown } | undefined)?.command;
    return p.type === 'tool_use' &&
      p.name === 'Bash' &&
      typeof command === 'string'
      ? [command]
      : [];
  });
}

/**
 * Every command line of the corpora, by corpus: the commands corpus (`cmd`),
 * the adversarial corpus (`command`, each class and the deferred files), the
 * Bash calls of the real transcripts.
 */
export function corpusCommandLines(): Record<string, string[]> {
  const commands = jsonl(join(corpora, 'commands/commands.jsonl')).map(
    (r) => (r as { cmd: string }).cmd,
  );
  const adversarialCommands = adversarialFiles(adversarial)
    .flatMap(jsonl)
    .flatMap((r) => {
      const command = (r as { command?: unknown }).command;
      return typeof command === 'string' ? [command] : [];
    });
  const transcripts = readdirSync(join(corpora, 'transcripts'))
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => jsonl(join(corpora, 'transcripts', f)))
    .flatMap(transcriptCommands);
  return { commands, adversarial: adversarialCommands, transcripts };
}
