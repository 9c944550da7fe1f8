// parseSimpleBash(source): the tree tree-sitter-bash gives for a small, plain
// subset of bash (simple commands with plain redirections such as `2>&1` and
// `>/dev/null`, joined by `;` `&&` `||` `|`, on one line or on many, with
// comments and blank lines between them), else undefined
// Pos: src/platform/shell, dependency-free (the launcher guesses with
// plain-alphabet.ts instead of loading it); not a shell parser:
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
/**
 * Texts longer than this go to tree-sitter (no quadratic surprises: every step
 * here is linear, the bound keeps a pathological text on the parser built for
 * it). A workflow's long script fits.
 */
const MAX_LENGTH = 16_384;
/**
 * A comment's text: tree-sitter's comment runs to the line's end whatever it
 * holds; control characters (a CR, a tab, NUL) are left to tree-sitter.
 */
const COMMENT = /^#[^\x00-\x1f\x7f]*$/;
/** Ends a plain word: a blank, an operator, a redirection, a line break. */
const WORD_END = ' ;&|<>\n';

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
/** A redirection: `2>&1`, `>/dev/null`, `2> err.log`, `< in.txt`. */
interface Redirect {
  kind: 'redirect';
  node: SyntaxNode;
}

/** A comment, `# …` to the line's end: a statement of its own in the tree. */
interface Comment {
  kind: 'comment';
  node: SyntaxNode;
}

/** A line break between statements. */
const NEWLINE = '\n';

interface Token {
  /** A word's node, an operator, a redirection, a comment or a line break. */
  value: SyntaxNode | Operator | Redirect | Comment | typeof NEWLINE;
  start: number;
  end: number;
}

/**
 * `>&` takes a descriptor; the others a plain word. Not descriptor 0: after
 * `0` tree-sitter stretches the command's node over it (`a 0<x`).
 */
const REDIRECT = /^([1-9])?(>>|>&|>|<)/;

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
  while (end < source.length && !WORD_END.includes(source[end] as string))
    end++;
  const text = source.slice(at, end);
  // `==` `=~` open a test-like argument (an operator node), `2.5` `1a` start
  // like a number: tree-sitter's.
  if (!WORD.test(text) || text.startsWith('=')) return undefined;
  if (NUMBER.test(text)) return { value: leaf('number', text), start: at, end };
  if (NUMBERISH.test(text)) return undefined;
  return { value: leaf('word', text), start: at, end };
}

/** A redirection at `at`, or undefined outside the subset. */
function redirect(source: string, at: number): Token | undefined {
  const match = REDIRECT.exec(source.slice(at, at + 3));
  if (!match) return undefined;
  const [opened, fd, operator] = match as unknown as [
    string,
    string | undefined,
    string,
  ];
  let to = at + opened.length;
  while (source[to] === ' ') to++;
  const target = word(source, to);
  if (!target || typeof target.value !== 'object') return undefined;
  const destination = target.value as SyntaxNode;
  if (
    // `>&-1` is the close operator `>&-`, then `1`.
    operator === '>&'
      ? !/^[0-9]+$/.test(destination.text)
      : destination.type !== 'word'
  )
    return undefined;
  return {
    value: {
      kind: 'redirect',
      node: node('file_redirect', source.slice(at, target.end), [
        ...(fd === undefined ? [] : [leaf('file_descriptor', fd)]),
        leaf(operator, operator, false),
        destination,
      ]),
    },
    start: at,
    end: target.end,
  };
}

/**
 * Words, operators, redirections, comments and line breaks, or undefined
 * outside the subset.
 */
function tokens(source: string): Token[] | undefined {
  const out: Token[] = [];
  let at = 0;
  let spaced = true;
  while (at < source.length) {
    const c = source[at] as string;
    if (c === ' ') {
      at++;
      spaced = true;
      continue;
    }
    if (c === NEWLINE) {
      out.push({ value: NEWLINE, start: at, end: at + 1 });
      at++;
      spaced = true;
      continue;
    }
    // `#` after a blank, a line break or an operator opens a comment to the
    // line's end (inside a word, `a#b`, it is a character: not plain).
    if (c === '#' && spaced) {
      let end = source.indexOf(NEWLINE, at);
      if (end < 0) end = source.length;
      const text = source.slice(at, end);
      if (!COMMENT.test(text)) return undefined;
      out.push({
        value: { kind: 'comment', node: leaf('comment', text) },
        start: at,
        end,
      });
      at = end;
      continue;
    }
    const operator =
      c === ';' || c === '&' || c === '|'
        ? OPERATORS.find((o) => source.startsWith(o, at))
        : undefined;
    if (operator) {
      // `;;` `|&` `&` `||` runs: other grammar, tree-sitter's.
      const next = source[at + operator.length];
      if (next === ';' || next === '&' || next === '|') return undefined;
      out.push({ value: operator, start: at, end: at + operator.length });
      at += operator.length;
      spaced = true;
      continue;
    }
    // Two pieces of one word (`a"b"`, `a>b`) are tree-sitter's.
    if (!spaced) return undefined;
    // A redirection starts with its operator or a descriptor digit.
    const next =
      (c === '>' || c === '<' || (c >= '1' && c <= '9')
        ? redirect(source, at)
        : undefined) ?? word(source, at);
    if (!next) return undefined;
    out.push(next);
    at = next.end;
    spaced = false;
  }
  return out;
}

/** A node with the source span it covers. */
interface Span {
  node: SyntaxNode;
  start: number;
  end: number;
}

/** A simple command and the redirections after its last word. */
interface Unit extends Span {
  redirects: Token[];
}

const isRedirect = (value: Token['value'] | undefined): value is Redirect =>
  typeof value === 'object' && 'kind' in value && value.kind === 'redirect';

const isComment = (value: Token['value'] | undefined): value is Comment =>
  typeof value === 'object' && 'kind' in value && value.kind === 'comment';

class Reader {
  private at = 0;
  /**
   * A pipeline of three or more commands has been read and a line break
   * after it: tree-sitter then reads a later `&&`, `||` or redirection into
   * that pipeline across the line breaks and comments (`a | b | c\nd\ne && f`
   * is pipeline(a | list(pipeline(b | command(c⏎d⏎e)) && f))): not rebuilt
   * here, whatever stands between.
   */
  private longPipelineAbove = false;
  private longPipeline = false;
  constructor(
    private readonly source: string,
    private readonly tokens: Token[],
  ) {}

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private span(type: string, children: Span[], first: Span, last: Span): Span {
    return {
      node: node(
        type,
        this.source.slice(first.start, last.end),
        children.map((c) => c.node),
      ),
      start: first.start,
      end: last.end,
    };
  }

  /**
   * Statements, each ended by a `;`, a comment, a line break or the end; a
   * comment is a child of the program where it stands, a line break is no
   * node. A line ending inside a statement (`a &&`, `a |`) is not plain:
   * tree-sitter reads the comment or the next line into the list.
   */
  program(root: string): SyntaxNode | undefined {
    const children: SyntaxNode[] = [];
    for (let next = this.peek(); next; next = this.peek()) {
      if (next.value === NEWLINE) {
        if (this.longPipeline) this.longPipelineAbove = true;
        this.at++;
        continue;
      }
      if (isComment(next.value)) {
        children.push(next.value.node);
        this.at++;
        continue;
      }
      const statement = this.statement();
      if (!statement) return undefined;
      children.push(statement.node);
      const after = this.peek()?.value;
      if (after === ';') {
        children.push(leaf(';', ';', false));
        this.at++;
      } else if (after !== undefined && after !== NEWLINE && !isComment(after))
        return undefined;
    }
    if (children.length === 0) return undefined;
    return node('program', root, children);
  }

  /**
   * Commands joined by `|` `&&` `||` up to a `;`. A redirection after a
   * command applies, in tree-sitter's tree, to everything of the statement
   * before it (`a && b 2>&1` is redirected_statement(list(a && b), 2>&1)); the
   * rest of the statement takes that node as its first operand.
   */
  private statement(): Span | undefined {
    let operands: Span[] = [];
    let operators: Operator[] = [];
    let piped = 0;
    let longest = 0;
    let listed = false;
    let redirected = false;
    for (;;) {
      const unit = this.command();
      if (!unit) return undefined;
      operands.push(unit);
      if (unit.redirects.length > 0) {
        const body = this.precedence(operands, operators);
        if (!body) return undefined;
        const last = unit.redirects[unit.redirects.length - 1] as Token;
        const wrapped: Span = {
          node: node(
            'redirected_statement',
            this.source.slice(body.start, last.end),
            [
              body.node,
              ...unit.redirects.map((r) => (r.value as Redirect).node),
            ],
          ),
          start: body.start,
          end: last.end,
        };
        operands = [wrapped];
        operators = [];
        redirected = true;
      }
      const next = this.peek()?.value;
      if (next !== '|' && next !== '&&' && next !== '||') break;
      if (next !== '|' && this.longPipelineAbove) return undefined;
      this.at++;
      operators.push(next);
      piped = next === '|' ? piped + 1 : 0;
      longest = Math.max(longest, piped);
      if (next !== '|') listed = true;
    }
    // Four or more commands piped beside a list or a redirection: tree-sitter
    // splits the pipeline in ways not rebuilt here (`a | b | c | d 2>x && e`
    // is pipeline(a | list(pipeline(b | redirected(c | d)) && e))).
    if (longest >= 3 && (listed || redirected)) return undefined;
    if (longest >= 2) this.longPipeline = true;
    return this.precedence(operands, operators);
  }

  /**
   * Operands joined by operators: `|` binds first (one flat pipeline), then
   * `&&` / `||`, left-associative.
   */
  private precedence(
    operands: Span[],
    operators: Operator[],
  ): Span | undefined {
    const pipelines: Span[] = [];
    const joins: Operator[] = [];
    let run: Span[] = [operands[0] as Span];
    const close = (): void => {
      if (run.length === 1) {
        pipelines.push(run[0] as Span);
        return;
      }
      const children: Span[] = [];
      run.forEach((r, i) => {
        if (i > 0)
          children.push({ node: leaf('|', '|', false), start: 0, end: 0 });
        children.push(r);
      });
      pipelines.push(
        this.span(
          'pipeline',
          children,
          run[0] as Span,
          run[run.length - 1] as Span,
        ),
      );
    };
    for (let i = 0; i < operators.length; i++) {
      const operator = operators[i] as Operator;
      const operand = operands[i + 1] as Span;
      if (operator === '|') {
        run.push(operand);
        continue;
      }
      // `a | b | c && d`: tree-sitter nests the list inside the pipeline
      // (pipeline(a | list(pipeline(b | c) && d))); not rebuilt here.
      if (run.length > 2) return undefined;
      close();
      joins.push(operator);
      run = [operand];
    }
    close();
    let left = pipelines[0] as Span;
    joins.forEach((operator, i) => {
      const right = pipelines[i + 1] as Span;
      left = this.span(
        'list',
        [
          left,
          { node: leaf(operator, operator, false), start: 0, end: 0 },
          right,
        ],
        left,
        right,
      );
    });
    return left;
  }

  /** `NAME=value … name argument … redirection …`. */
  private command(): Unit | undefined {
    const first = this.peek();
    const children: SyntaxNode[] = [];
    const redirects: Token[] = [];
    let name: SyntaxNode | undefined;
    let last: Token | undefined;
    for (let token = first; token; token = this.peek()) {
      const value = token.value;
      if (typeof value === 'string' || isComment(value)) break;
      if (isRedirect(value)) {
        // Before the name: another shape; `2>&1 x` makes x a destination too.
        if (!name || this.longPipelineAbove) return undefined;
        redirects.push(token);
        this.at++;
        continue;
      }
      if (redirects.length > 0) return undefined;
      this.at++;
      last = token;
      if (name) {
        children.push(value);
        continue;
      }
      const text = value.text;
      if (value.type !== 'word' && value.type !== 'number') return undefined;
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
    // `a - 2>&1`: tree-sitter drops the `-` from the tree.
    if (redirects.length > 0 && children.some((c) => c.text === '-'))
      return undefined;
    return {
      node: node('command', this.source.slice(first.start, last.end), children),
      start: first.start,
      end: last.end,
      redirects,
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
  if (!list) return undefined;
  // tree-sitter's root starts at the first token that is not a line break and
  // runs to the text's end (trailing blanks and lines included).
  const first = list.find((t) => t.value !== NEWLINE);
  if (!first) return undefined;
  return new Reader(source, list).program(source.slice(first.start));
}
