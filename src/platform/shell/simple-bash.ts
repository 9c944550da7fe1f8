// parseSimpleBash(source): the tree tree-sitter-bash gives for a small, plain
// subset of bash (simple commands joined by `;` `&&` `||` `|`), else undefined
// Pos: src/platform/shell, dependency-free and tiny so the launcher's bundle can
// ask it whether a command needs the wasm parser at all; not a shell parser:
// anything outside the subset is tree-sitter's (bash-parser.ts)
import type { SyntaxNode } from '../../../policies/security/commands/syntax-node.js';

// Why this is safe: the subset is exact, not approximate. Every tree this
// returns deep-equals the one tree-sitter-bash builds for the same text (a
// differential property test over generated and corpus commands proves it,
// test/platform/simple-bash.test.ts), and anything this file is not certain of
// is `undefined`, which sends the text to tree-sitter. So the extraction sees
// the same nodes whichever parser answered.

/** Characters of a plain word: no quoting, expansion, glob or operator. */
const WORD = /^[A-Za-z0-9_./:@%+,=-]+$/;
/**
 * A command name: letters, digits, `_ . / -` only, not starting with a digit or
 * `-`. No `=` (an assignment), and no `@ % + : ,` (after a name at a
 * statement's start tree-sitter's scanner reads them as an operator: `a@`,
 * `a+:a` are ERRORs).
 */
const NAME = /^[A-Za-z_./][A-Za-z0-9_./-]*$/;
/** What tree-sitter-bash's lexer reads as a `number`. */
const NUMBER = /^-?[0-9]+$/;
/** A word that starts like a number but is not one: left to tree-sitter. */
const NUMBERISH = /^-?[0-9]/;
/** `NAME=value` before a command. */
const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=(.+)$/s;
/** Inside double quotes: no expansion, escape, history or line break. */
const STRING_CONTENT = /^[^"`$\\!\r\n]+$/;
/** Inside single quotes: anything but the quote and a line break. */
const RAW_CONTENT = /^[^'\r\n]*$/;
/**
 * Words tree-sitter-bash reads as keywords or as other statements
 * (declaration_command, unset_command, test_command) in command position.
 */
const RESERVED = new Set([
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'case',
  'esac',
  'for',
  'select',
  'while',
  'until',
  'do',
  'done',
  'in',
  'function',
  'time',
  'coproc',
  'declare',
  'typeset',
  'export',
  'readonly',
  'local',
  'unset',
  'unsetenv',
]);
/** Longest first, so `&&` is not read as `&`. */
const OPERATORS = ['&&', '||', ';', '|'] as const;
type Operator = (typeof OPERATORS)[number];
/** Commands longer than this go to tree-sitter (no quadratic surprises). */
const MAX_LENGTH = 4096;

const leaf = (type: string, text: string, isNamed = true): SyntaxNode => ({
  type,
  text,
  isNamed,
  isMissing: false,
  hasError: false,
  children: [],
});

const node = (
  type: string,
  text: string,
  children: SyntaxNode[],
): SyntaxNode => ({
  type,
  text,
  isNamed: true,
  isMissing: false,
  hasError: false,
  children,
});

interface Token {
  /** A word's node, or an operator. */
  value: SyntaxNode | Operator;
  start: number;
  end: number;
}

/** One word at `at` (its node and end), or undefined outside the subset. */
function word(source: string, at: number): Token | undefined {
  const quote = source[at];
  if (quote === "'" || quote === '"') {
    const close = source.indexOf(quote, at + 1);
    if (close < 0) return undefined;
    const content = source.slice(at + 1, close);
    const text = source.slice(at, close + 1);
    let value: SyntaxNode;
    if (quote === "'") {
      if (!RAW_CONTENT.test(content)) return undefined;
      value = leaf('raw_string', text);
    } else {
      if (content !== '' && !STRING_CONTENT.test(content)) return undefined;
      // `" "`: tree-sitter makes the blank part of the closing quote's node.
      if (content !== '' && content.trim() === '') return undefined;
      value = node('string', text, [
        leaf('"', '"', false),
        ...(content === '' ? [] : [leaf('string_content', content)]),
        leaf('"', '"', false),
      ]);
    }
    return { value, start: at, end: close + 1 };
  }
  let end = at;
  while (end < source.length && !' ;&|'.includes(source[end] as string)) end++;
  const text = source.slice(at, end);
  // `==` `=~` open a test-like argument (an operator node): tree-sitter's.
  if (!WORD.test(text) || text.startsWith('=')) return undefined;
  const value = NUMBER.test(text) ? leaf('number', text) : leaf('word', text);
  return { value, start: at, end };
}

/** Words and operators, or undefined outside the subset. */
function tokens(source: string): Token[] | undefined {
  const out: Token[] = [];
  let at = 0;
  let spaced = true;
  while (at < source.length) {
    if (source[at] === ' ') {
      at++;
      spaced = true;
      continue;
    }
    const operator = OPERATORS.find((o) => source.startsWith(o, at));
    if (operator) {
      // `;;` `|&` `&` `||` runs: other grammar, tree-sitter's.
      const next = source[at + operator.length];
      if (next === ';' || next === '&' || next === '|') return undefined;
      out.push({ value: operator, start: at, end: at + operator.length });
      at += operator.length;
      spaced = true;
      continue;
    }
    // Two pieces of one word (`a"b"`) are a concatenation: tree-sitter's.
    if (!spaced) return undefined;
    const next = word(source, at);
    if (!next) return undefined;
    out.push(next);
    at = next.end;
    spaced = false;
  }
  return out;
}

class Reader {
  private at = 0;
  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private text(first: Token, last: Token): string {
    return this.source.slice(first.start, last.end);
  }

  program(): SyntaxNode | undefined {
    const children: SyntaxNode[] = [];
    while (this.peek()) {
      const statement = this.list();
      if (!statement) return undefined;
      children.push(statement.node);
      const next = this.peek();
      if (!next) break;
      if (next.value !== ';') return undefined;
      children.push(leaf(';', ';', false));
      this.at++;
    }
    if (children.length === 0) return undefined;
    return node('program', this.source, children);
  }

  /** Pipelines joined by `&&` / `||`, left-associative. */
  private list(): { node: SyntaxNode; first: Token; last: Token } | undefined {
    let left = this.pipeline();
    if (!left) return undefined;
    for (;;) {
      const operator = this.peek();
      if (operator?.value !== '&&' && operator?.value !== '||') return left;
      // `a | b | c && d`: tree-sitter nests the list inside the pipeline
      // (pipeline(a | list(pipeline(b | c) && d))); not rebuilt here.
      if (left.node.type === 'pipeline' && left.node.children.length > 3)
        return undefined;
      this.at++;
      const right = this.pipeline();
      if (!right) return undefined;
      left = {
        node: node('list', this.text(left.first, right.last), [
          left.node,
          leaf(operator.value, operator.value, false),
          right.node,
        ]),
        first: left.first,
        last: right.last,
      };
    }
  }

  /** Commands joined by `|`, one flat node. */
  private pipeline():
    { node: SyntaxNode; first: Token; last: Token } | undefined {
    const first = this.command();
    if (!first) return undefined;
    const children = [first.node];
    let last = first.last;
    while (this.peek()?.value === '|') {
      this.at++;
      const next = this.command();
      if (!next) return undefined;
      children.push(leaf('|', '|', false), next.node);
      last = next.last;
    }
    if (children.length === 1) return first;
    return {
      node: node('pipeline', this.text(first.first, last), children),
      first: first.first,
      last,
    };
  }

  /** `NAME=value … name argument …`. */
  private command():
    { node: SyntaxNode; first: Token; last: Token } | undefined {
    const first = this.peek();
    const children: SyntaxNode[] = [];
    let name: SyntaxNode | undefined;
    let last: Token | undefined;
    for (let token = first; token; token = this.peek()) {
      if (typeof token.value === 'string') break;
      this.at++;
      last = token;
      if (name) {
        children.push(token.value);
        continue;
      }
      const text = token.value.text;
      if (token.value.type !== 'word' && token.value.type !== 'number')
        return undefined;
      const assignment = ASSIGNMENT.exec(text);
      // `_=1 a` is a command named `_=1` to tree-sitter (`_` is special).
      if (assignment?.[1] === '_') return undefined;
      if (assignment) {
        const value = word(assignment[2] as string, 0);
        if (!value || value.end !== (assignment[2] as string).length)
          return undefined;
        children.push(
          node('variable_assignment', text, [
            leaf('variable_name', assignment[1] as string),
            leaf('=', '=', false),
            value.value as SyntaxNode,
          ]),
        );
        continue;
      }
      if (!NAME.test(text) || RESERVED.has(text)) return undefined;
      name = node('command_name', text, [leaf('word', text)]);
      children.push(name);
    }
    if (!name || !first || !last) return undefined;
    for (const child of children)
      if (child.type === 'word' && NUMBERISH.test(child.text)) return undefined;
    return {
      node: node('command', this.text(first, last), children),
      first,
      last,
    };
  }
}

/**
 * The tree tree-sitter-bash builds for `source` when `source` is in the plain
 * subset (see the file header), else undefined.
 */
export function parseSimpleBash(source: string): SyntaxNode | undefined {
  if (source.length > MAX_LENGTH) return undefined;
  const list = tokens(source);
  if (!list || list.length === 0) return undefined;
  // Leading or trailing blanks: the root's span is tree-sitter's business.
  if (list[0]!.start !== 0 || list[list.length - 1]!.end !== source.length)
    return undefined;
  return new Reader(source, list).program();
}
