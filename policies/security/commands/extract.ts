// analyzeShell(source, {parse, maxDepth, readScript}) → ShellAnalysis — every
// simple command the script would run, wrappers peeled, re-parsed strings (bash
// -c, eval, heredocs and pipes into shells, shell calls in inline code, script
// files the caller reads) followed, problems noted; ScriptReader
// Pos: policies/security/commands, the walk over the syntax tree; pure given a
// deterministic parse and reader (the file reads are the caller's). Judging
// commands is the policies' job
import { CommandRecorder, prependedPath } from './command-recorder.js';
import { literalOutput } from './literal-output.js';
import { memoNode } from './memo-node.js';
import { collapse } from './scope.js';
import type { Meta, Scope, ScriptOptions, Stdin } from './scope.js';
import type {
  ShellAnalysis,
  ShellRedirect,
  ShellWord,
  Via,
} from './shell-command.js';
import type { ParseShell, SyntaxNode } from './syntax-node.js';
import { evaluateFields, evaluateWord, literalWord } from './word.js';
import type { Said } from '../../vocabulary/messages/said.js';
import { fragment } from '../../vocabulary/messages/say.js';

export interface AnalyzeOptions {
  parse: ParseShell;
  /**
   * Re-parses (bash -c, eval, heredocs, inline code) followed before giving up;
   * hitting it is a problem.
   */
  maxDepth?: number;
  /**
   * The text of a script file a command runs (`bash x.sh`, `./x.sh`, `source
   * x.sh`, `python x.py`), or undefined to leave it unread. The caller performs
   * the read and decides which files are worth it; `workdir` is where a `cd`
   * earlier in the line left the shell (undefined: where it started, `?`:
   * unknown).
   */
  readScript?: ScriptReader;
}

/**
 * A file's text, or undefined when it is not to be judged (the user's own,
 * unchanged this session). Asked `strict`ly (a program option names the
 * file), a reader returns UNREADABLE_SCRIPT for a file absent or unreadable.
 */
export type ScriptReader = (
  path: string,
  workdir: string | undefined,
  strict?: boolean,
) => string | undefined;
export { UNREADABLE_SCRIPT } from './command-recorder.js';

export const DEFAULT_MAX_DEPTH = 8;
/**
 * Longer commands are not parsed at all: nothing an agent types legitimately is
 * that long, and parsing it is not free.
 */
export const MAX_SOURCE_LENGTH = 64 * 1024;
/**
 * Syntactic nesting ($( $( … ) ), subshells, functions) followed before giving
 * up.
 */
const MAX_NESTING = 48;

const STATEMENTS = new Set([
  'command',
  'redirected_statement',
  'pipeline',
  'list',
  'subshell',
  'compound_statement',
  'do_group',
  'function_definition',
  'variable_assignment',
  'variable_assignments',
  'declaration_command',
  'unset_command',
  'negated_command',
  'if_statement',
  'elif_clause',
  'else_clause',
  'while_statement',
  'for_statement',
  'c_style_for_statement',
  'case_statement',
  'case_item',
  'test_command',
  'program',
]);
const REDIRECTS = new Set([
  'file_redirect',
  'heredoc_redirect',
  'herestring_redirect',
]);

function firstError(root: SyntaxNode): Said {
  const stack: SyntaxNode[] = [root];
  for (let seen = 0; stack.length > 0 && seen < 5000; seen++) {
    const node = stack.pop() as SyntaxNode;
    if (node.type === 'ERROR')
      return fragment('problem.unexpected', {
        text: JSON.stringify(collapse(node.text).slice(0, 60)),
      });
    if (node.isMissing)
      return fragment('problem.missing', { type: JSON.stringify(node.type) });
    if (!node.hasError) continue;
    for (let i = node.children.length - 1; i >= 0; i--)
      stack.push(node.children[i] as SyntaxNode);
  }
  return fragment('problem.syntax-error');
}

/** Statements whose bodies may run once, many times or not at all. */
const CONDITIONAL = new Set([
  'if_statement',
  'while_statement',
  'for_statement',
  'c_style_for_statement',
  'case_statement',
]);
/** At most this much text is re-parsed for arithmetic evaluation. */
const MAX_EVALUATED_CHARS = 64 * 1024;
/** A known value that runs code when bash evaluates it as arithmetic. */
const RUNS_IN_ARITHMETIC = /\$\(|`/;

class Extractor extends CommandRecorder {
  /**
   * Variables the script assigned: the value when it has exactly one, null when
   * it is only known at run time or may hold several (see setVar).
   */
  private readonly vars = new Map<string, string | null>();
  /**
   * Values the variables had before assignments inside a subshell, undone when
   * it ends: linear in the assignments, however many subshells there are.
   */
  private readonly journal: Array<[string, string | null | undefined]> = [];
  private isolation = 0;
  /** Text re-parsed because bash evaluates it in passing (arithmetic). */
  private evaluatedChars = 0;
  /**
   * Names a function body assigns: calling the function may change them at any
   * later point, so they have no single value.
   */
  private readonly volatile = new Set<string>();
  /** Inside a branch, a loop or after `&&`/`||`: an assignment may not run. */
  private uncertain = 0;
  /** Inside a function body. */
  private inFunction = 0;
  private pipelines = 0;

  constructor(
    private readonly parse: ParseShell,
    private readonly maxDepth: number,
    readScript: ScriptReader | undefined,
  ) {
    super(readScript);
  }

  private readonly variable = (name: string): string | undefined =>
    this.volatile.has(name) ? undefined : (this.vars.get(name) ?? undefined);

  /**
   * Records an assignment as bash would leave it: in a function body the name
   * becomes volatile; where the assignment may not run, a value different from
   * the one before leaves the variable with several possible values (null).
   */
  private setVar(name: string, value: string | null): void {
    if (this.inFunction > 0) this.volatile.add(name);
    if (this.uncertain > 0 && this.vars.get(name) !== value) value = null;
    if (this.isolation > 0)
      this.journal.push([
        name,
        this.vars.has(name)
          ? (this.vars.get(name) as string | null)
          : undefined,
      ]);
    this.vars.set(name, value);
  }

  protected override forget(name: string): void {
    this.setVar(name, null);
  }

  /** Runs `walk` as a subshell does: assignments inside do not leak out. */
  private isolated<T>(walk: () => T): T {
    const mark = this.journal.length;
    this.isolation++;
    try {
      return walk();
    } finally {
      for (let i = this.journal.length - 1; i >= mark; i--) {
        const [name, before] = this.journal[i] as [
          string,
          string | null | undefined,
        ];
        if (before === undefined) this.vars.delete(name);
        else this.vars.set(name, before);
      }
      this.journal.length = mark;
      this.isolation--;
    }
  }

  /**
   * Arithmetic evaluates the values of the names it reads: one holding
   * `a[$(…)]` or `$(…)` runs that substitution, so it is parsed as code.
   */
  private arithmetic(node: SyntaxNode, scope: Scope): void {
    const stack = [node];
    for (let seen = 0; stack.length > 0 && seen < 2000; seen++) {
      const n = stack.pop() as SyntaxNode;
      if (n.type === 'variable_name') {
        const value = this.vars.get(n.text);
        if (value && RUNS_IN_ARITHMETIC.test(value))
          this.evaluated(value, scope);
      }
      for (const child of n.children) if (child.isNamed) stack.push(child);
    }
  }

  /** A string bash evaluates as code in passing (subscripts, arithmetic). */
  private evaluated(text: string, scope: Scope): void {
    // The same long value read by arithmetic many times would be parsed as many
    // times: past a budget the gate stops looking (and asks).
    this.evaluatedChars += text.length;
    if (this.evaluatedChars > MAX_EVALUATED_CHARS) {
      if (this.evaluatedChars - text.length <= MAX_EVALUATED_CHARS)
        this.problem('depth-limit', text, fragment('problem.arithmetic'));
      return;
    }
    const inner = this.nested({ ...scope, depth: scope.depth + 1 }, 'eval');
    if (inner) this.script(text, inner, { reportErrors: false });
  }

  /**
   * What a `$( … )` prints when it is one echo, printf or cat-heredoc of known
   * words.
   */
  private readonly substitutionValue = (
    node: SyntaxNode,
  ): string | undefined => {
    const inner = node.children.filter(
      (c) => c.isNamed && c.type !== 'comment',
    );
    if (inner.length !== 1) return undefined;
    let command = inner[0] as SyntaxNode;
    let stdin: string | undefined;
    if (command.type === 'redirected_statement') {
      const body = command.children.find((c) => c.type === 'command');
      const redirect = command.children.find(
        (c) => c.type === 'heredoc_redirect',
      );
      if (!body || !redirect) return undefined;
      stdin = this.heredocText(redirect);
      command = body;
    }
    if (command.type !== 'command') return undefined;
    const argv: ShellWord[] = [];
    for (const child of command.children) {
      if (child.type === 'command_name') argv.push(...this.fields(child));
      else if (child.type === 'herestring_redirect') {
        const word = child.children.find((c) => c.isNamed);
        if (word)
          stdin = evaluateWord(
            word,
            this.substitutionValue,
            this.variable,
          ).value;
      } else if (
        REDIRECTS.has(child.type) ||
        child.type === 'variable_assignment'
      )
        return undefined;
      else if (child.isNamed) argv.push(...this.fields(child));
    }
    return literalOutput(argv, stdin);
  };

  override script(source: string, scope: Scope, options: ScriptOptions): void {
    if (scope.depth > this.maxDepth) {
      this.problem(
        'depth-limit',
        source,
        fragment('problem.reparse-depth', { limit: this.maxDepth }),
      );
      return;
    }
    let root: SyntaxNode;
    try {
      root = this.parse(source);
    } catch (error) {
      if (options.reportErrors)
        this.problem(
          'parse-error',
          source,
          fragment('problem.parser-failed', {
            error: error instanceof Error ? error.message : String(error),
          }),
        );
      return;
    }
    if (root.hasError) {
      if (options.requireClean) return;
      if (options.reportErrors)
        this.problem(
          'parse-error',
          source,
          fragment('problem.not-bash', { error: firstError(root) }),
        );
    }
    this.sequence(root.children, scope);
  }

  /**
   * Statements in order; returns the working directory a `cd` among them moved
   * to, if it changed.
   */
  private sequence(
    nodes: readonly SyntaxNode[],
    scope: Scope,
  ): string | undefined {
    let workdir = scope.workdir;
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i] as SyntaxNode;
      if (!node.isNamed) continue;
      const background = scope.background || nodes[i + 1]?.type === '&';
      const maybe = nodes[i - 1]?.type === '&&' || nodes[i - 1]?.type === '||';
      if (maybe) this.uncertain++;
      try {
        const moved = this.statement(node, { ...scope, workdir, background });
        if (moved !== undefined) workdir = moved;
      } finally {
        if (maybe) this.uncertain--;
      }
    }
    return workdir === scope.workdir ? undefined : workdir;
  }

  private nested(scope: Scope, via: Via): Scope | undefined {
    if (scope.via.length >= MAX_NESTING) {
      this.problem(
        'depth-limit',
        '',
        fragment('problem.nesting', { limit: MAX_NESTING }),
      );
      return undefined;
    }
    return { ...scope, via: [...scope.via, via] };
  }

  private statement(node: SyntaxNode, scope: Scope): string | undefined {
    if (CONDITIONAL.has(node.type)) {
      this.uncertain++;
      try {
        return this.plainStatement(node, scope);
      } finally {
        this.uncertain--;
      }
    }
    if (node.type === 'compound_statement' && node.children[0]?.type === '((')
      this.arithmetic(node, scope);
    if (node.type === 'test_command' && node.text.includes('-v'))
      this.testVariables(node, scope);
    return this.plainStatement(node, scope);
  }

  /**
   * `[[ -v 'a[$(…)]' ]]` evaluates the subscript: a `-v` operand holding a
   * substitution is code.
   */
  private testVariables(node: SyntaxNode, scope: Scope): void {
    const stack = [node];
    for (let seen = 0; stack.length > 0 && seen < 2000; seen++) {
      const n = stack.pop() as SyntaxNode;
      if (
        n.type === 'unary_expression' &&
        n.children.some((c) => c.type === 'test_operator' && c.text === '-v')
      ) {
        const operand = n.children.filter((c) => c.isNamed).at(-1);
        if (operand && operand.type !== 'test_operator') {
          const value = evaluateWord(
            operand,
            this.substitutionValue,
            this.variable,
          ).value;
          if (RUNS_IN_ARITHMETIC.test(value)) this.evaluated(value, scope);
        }
      }
      for (const child of n.children) if (child.isNamed) stack.push(child);
    }
  }

  private plainStatement(node: SyntaxNode, scope: Scope): string | undefined {
    switch (node.type) {
      case 'command':
        return this.command(
          node,
          scope,
          { text: node.text, redirects: [] },
          [],
        );
      case 'redirected_statement':
        return this.redirected(node, scope);
      case 'pipeline': {
        // `a | b 2>&1 | c` reaches here as a pipeline inside a pipeline stage:
        // one pipeline, stages numbered on. It gets its own copy of the
        // producers, as every stage once did: the stage's list stays as it was.
        const outer = scope.pipeline;
        if (outer)
          this.isolated(() =>
            this.pipeline(
              node.children.filter((c) => c.isNamed),
              scope,
              outer.id,
              [...outer.producers],
            ),
          );
        else
          this.isolated(() =>
            this.pipeline(
              node.children.filter((c) => c.isNamed),
              scope,
              ++this.pipelines,
              [],
            ),
          );
        return undefined;
      }
      case 'program':
      case 'list':
      case 'compound_statement':
      case 'do_group':
      case 'negated_command':
        return this.sequence(node.children, scope);
      case 'subshell': {
        const inner = this.nested(scope, 'subshell');
        if (inner) this.isolated(() => this.sequence(node.children, inner));
        return undefined;
      }
      case 'function_definition': {
        const named = node.children.filter((c) => c.isNamed);
        const name = named[0]?.text ?? '';
        const inner = this.nested(
          { ...scope, functions: [...scope.functions, name] },
          'function',
        );
        if (inner) {
          this.inFunction++;
          try {
            for (const part of named.slice(1)) this.statement(part, inner);
          } finally {
            this.inFunction--;
          }
        }
        return undefined;
      }
      case 'variable_assignment':
        this.assign(node, scope);
        return undefined;
      case 'variable_assignments':
      case 'declaration_command': {
        const env: Array<{ name: string; value: ShellWord }> = [];
        for (const child of node.children) {
          if (child.type === 'variable_assignment')
            env.push(this.assign(child, scope));
          else if (child.isNamed) this.expressions(child, scope);
        }
        // `export LD_PRELOAD=…` reaches every later command.
        if (
          node.type === 'declaration_command' &&
          /^(export|declare\s+-\w*x)/.test(node.text)
        )
          this.exported(env, node.text, scope);
        return undefined;
      }
      case 'comment':
        return undefined;
      case 'unset_command':
        for (const child of node.children)
          if (child.type === 'variable_name' || child.type === 'word')
            this.forget(child.text);
        return undefined;
      default:
        for (const child of node.children) {
          if (!child.isNamed) continue;
          if (STATEMENTS.has(child.type)) this.statement(child, scope);
          else this.expressions(child, scope);
        }
        return undefined;
    }
  }

  /**
   * Finds what runs inside words: command and process substitutions (and
   * statements an ERROR node swallowed).
   */
  private expressions(node: SyntaxNode, scope: Scope): void {
    if (
      node.type === 'command_substitution' ||
      node.type === 'process_substitution'
    ) {
      const inner = this.nested(
        {
          ...scope,
          pipeline: undefined,
          background: false,
          stdin: undefined,
          redirects: [],
        },
        node.type === 'command_substitution'
          ? 'substitution'
          : 'process-substitution',
      );
      if (inner) this.isolated(() => this.sequence(node.children, inner));
      return;
    }
    if (node.type === 'arithmetic_expansion') this.arithmetic(node, scope);
    if (node.type !== 'test_command' && STATEMENTS.has(node.type)) {
      this.statement(node, scope);
      return;
    }
    for (const child of node.children)
      if (child.isNamed) this.expressions(child, scope);
  }

  private assign(
    node: SyntaxNode,
    scope: Scope,
  ): { name: string; value: ShellWord } {
    const named = node.children.filter((c) => c.isNamed);
    const target = named[0];
    // `a[$(…)]=1`: bash evaluates the subscript, substitutions included.
    if (target?.type === 'subscript') {
      this.expressions(target, scope);
      this.arithmetic(target, scope);
    }
    const name =
      target?.type === 'subscript'
        ? (target.children.find((c) => c.type === 'variable_name')?.text ?? '')
        : (target?.text ?? '');
    const value = named[1];
    const appends = node.children.some((c) => c.type === '+=');
    if (!value) {
      this.setVar(name, appends ? (this.vars.get(name) ?? null) : '');
      return { name, value: literalWord('') };
    }
    this.expressions(value, scope);
    const word = evaluateWord(value, this.substitutionValue, this.variable);
    let known: string | null = word.dynamic ? null : word.value;
    if (appends) {
      const before = this.variable(name);
      known = before === undefined || known === null ? null : before + known;
    }
    if (target?.type === 'subscript') known = null;
    if (name === 'PATH') this.searchPath = prependedPath(value.text);
    this.setVar(name, known);
    return {
      name,
      value:
        known === null ? { ...word, dynamic: true } : { ...word, value: known },
    };
  }

  /**
   * Evaluates one argument word, extracting what runs inside it first and
   * remembering those commands as its producers.
   */
  private fields(node: SyntaxNode): ShellWord[] {
    return evaluateFields(
      node,
      this.substitutionValue,
      this.variable,
      this.vars.has('IFS'),
    );
  }

  /**
   * Evaluates one word, extracting what runs inside it first and remembering
   * those commands as its producers.
   */
  private word(node: SyntaxNode, scope: Scope): ShellWord {
    return this.argument(node, scope)[0] ?? literalWord('');
  }

  /**
   * An argument's fields: `$x` holding `rm -rf /` is three words, as bash
   * splits it.
   */
  private argument(node: SyntaxNode, scope: Scope): ShellWord[] {
    const start = this.commands.length;
    this.expressions(node, scope);
    const words = this.fields(node);
    if (this.commands.length > start)
      for (const word of words)
        this.producedBy.set(
          word,
          Array.from(
            { length: this.commands.length - start },
            (_, k) => start + k,
          ),
        );
    return words;
  }

  private fileRedirect(
    node: SyntaxNode,
    scope: Scope,
    redirects: ShellRedirect[],
    extra: SyntaxNode[],
  ): void {
    let fd: number | undefined;
    let op = '>';
    let target: SyntaxNode | undefined;
    for (const child of node.children) {
      if (child.type === 'file_descriptor') fd = Number(child.text);
      else if (!child.isNamed) op = child.text;
      else if (target === undefined) target = child;
      // tree-sitter-bash files the words after a redirection under it; bash hands them to the command.
      else extra.push(child);
    }
    if (target)
      redirects.push({
        op,
        ...(fd === undefined ? {} : { fd }),
        target: this.word(target, scope),
      });
  }

  private herestring(node: SyntaxNode, scope: Scope): Stdin | undefined {
    const word = node.children.find((c) => c.isNamed);
    return word
      ? { kind: 'herestring', text: this.word(word, scope).value }
      : undefined;
  }

  private heredocText(node: SyntaxNode): string {
    const body = node.children.find((c) => c.type === 'heredoc_body');
    const text = body?.text ?? '';
    return node.children.some((c) => c.type === '<<-')
      ? text.replace(/^\t+/gm, '')
      : text;
  }

  private heredoc(node: SyntaxNode, scope: Scope): Stdin {
    const body = node.children.find((c) => c.type === 'heredoc_body');
    // An unquoted delimiter leaves expansions live: `$(…)` in the body runs
    // even when the body only feeds `cat`.
    if (body)
      for (const child of body.children)
        if (child.isNamed) this.expressions(child, scope);
    return { kind: 'heredoc', text: this.heredocText(node) };
  }

  private redirected(node: SyntaxNode, scope: Scope): string | undefined {
    let body: SyntaxNode | undefined;
    const redirects: ShellRedirect[] = [];
    const extra: SyntaxNode[] = [];
    const continuation: SyntaxNode[] = [];
    let stdin: Stdin | undefined;
    for (const child of node.children) {
      if (child.type === 'file_redirect')
        this.fileRedirect(child, scope, redirects, extra);
      else if (child.type === 'herestring_redirect')
        stdin = this.herestring(child, scope);
      else if (child.type === 'heredoc_redirect') {
        stdin = this.heredoc(child, scope);
        // tree-sitter-bash nests what follows `cat <<EOF` on its line (`| sh`,
        // `&& rm x`) inside the heredoc redirect.
        for (const part of child.children)
          if (part.isNamed && !part.type.startsWith('heredoc_'))
            continuation.push(part);
      } else if (child.isNamed && body === undefined) body = child;
    }
    const pipeInto =
      continuation[0]?.type === 'pipeline' &&
      continuation[0].children[0]?.type === '|'
        ? continuation.shift()
        : undefined;
    const run = (inner: Scope) => {
      if (body === undefined)
        return this.command(
          node,
          inner,
          { text: node.text, redirects, ...(stdin ? { stdin } : {}) },
          extra,
          true,
        );
      if (body.type === 'command')
        return this.command(
          body,
          inner,
          { text: body.text, redirects, ...(stdin ? { stdin } : {}) },
          extra,
        );
      return this.statement(body, {
        ...inner,
        redirects: [...inner.redirects, ...redirects],
        ...(stdin ? { stdin } : {}),
      });
    };
    let moved: string | undefined;
    if (pipeInto) {
      const id = scope.pipeline?.id ?? ++this.pipelines;
      const producers = [...(scope.pipeline?.producers ?? [])];
      const number = this.stages.get(id) ?? 0;
      this.stages.set(id, number + 1);
      const start = this.commands.length;
      run({ ...scope, pipeline: { id, stage: number, producers } });
      for (let k = start; k < this.commands.length; k++) producers.push(k);
      this.pipeline(
        pipeInto.children.filter((c) => c.isNamed),
        scope,
        id,
        producers,
      );
    } else moved = run(scope);
    for (const part of continuation) this.statement(part, scope);
    return moved;
  }

  private pipeline(
    stages: readonly SyntaxNode[],
    scope: Scope,
    id: number,
    producers: number[],
  ): void {
    // Linear in the number of stages: a set beside the list (not `includes` per
    // new command), and each stage sees the list itself, not a copy; nothing
    // changes it while the stage runs (a nested pipeline takes a copy, and the
    // code a command reads from the pipe keeps a copy), so every stage still
    // sees exactly the commands of the stages before.
    const known = new Set(producers);
    for (const stage of stages) {
      const start = this.commands.length;
      const number = this.stages.get(id) ?? 0;
      this.stages.set(id, number + 1);
      this.statement(stage, {
        ...scope,
        pipeline: { id, stage: number, producers },
      });
      for (let k = start; k < this.commands.length; k++) {
        if (known.has(k)) continue;
        known.add(k);
        producers.push(k);
      }
    }
  }

  private command(
    node: SyntaxNode,
    scope: Scope,
    meta: Meta,
    extra: readonly SyntaxNode[],
    redirectOnly = false,
  ): string | undefined {
    const words: SyntaxNode[] = [];
    const redirects = [...meta.redirects];
    let stdin = meta.stdin;
    let path: string[] | undefined;
    const env: Array<{ name: string; value: ShellWord }> = [];
    if (!redirectOnly) {
      for (const child of node.children) {
        if (child.type === 'variable_assignment') {
          const named = child.children.filter((c) => c.isNamed);
          this.expressions(child, scope);
          if (named[0]?.text === 'PATH')
            path = prependedPath(named[1]?.text ?? '');
          if (named[1])
            env.push({
              name: named[0]?.text ?? '',
              value: evaluateWord(
                named[1],
                this.substitutionValue,
                this.variable,
              ),
            });
        } else if (child.type === 'file_redirect')
          this.fileRedirect(child, scope, redirects, words);
        else if (child.type === 'herestring_redirect')
          stdin = this.herestring(child, scope);
        else if (child.type === 'heredoc_redirect')
          stdin = this.heredoc(child, scope);
        else if (child.type === 'subshell') {
          // tree-sitter-bash accepts `name (…)`; bash rejects it
          // (`x.delete('id')` is code pasted as a command).
          this.problem(
            'parse-error',
            node.text,
            fragment('problem.not-bash', {
              error: fragment('problem.paren'),
            }),
          );
          this.statement(child, scope);
        } else if (child.isNamed && child.type !== 'comment') words.push(child);
      }
    }
    words.push(...extra);
    const argv = words.flatMap((w) => this.argument(w, scope));
    if (argv.length === 0) {
      // `> /etc/hosts` alone truncates the file: kept as a nameless command so
      // write rules see it.
      if (redirects.length > 0)
        this.record(
          [],
          { text: meta.text, redirects, ...(stdin ? { stdin } : {}) },
          scope,
          {},
        );
      return undefined;
    }
    return this.simple(
      argv,
      {
        text: meta.text,
        redirects,
        ...(stdin ? { stdin } : {}),
        ...(path ? { path } : {}),
        ...(env.length > 0 ? { env } : {}),
      },
      scope,
    );
  }
}

export function analyzeShell(
  source: string,
  options: AnalyzeOptions,
): ShellAnalysis {
  // Each node's members read from the parser once (memo-node.ts).
  const parse: ParseShell = (text) => memoNode(options.parse(text));
  const extractor = new Extractor(
    parse,
    options.maxDepth ?? DEFAULT_MAX_DEPTH,
    options.readScript,
  );
  if (source.length > MAX_SOURCE_LENGTH) {
    return {
      source,
      commands: [],
      problems: [
        {
          kind: 'parse-error',
          text: source.slice(0, 120),
          detail: `longer than ${MAX_SOURCE_LENGTH} characters: not parsed`,
          detailSaid: fragment('problem.too-long', {
            limit: MAX_SOURCE_LENGTH,
          }),
        },
      ],
    };
  }
  extractor.script(
    source,
    {
      depth: 0,
      via: [],
      wrappers: [],
      functions: [],
      background: false,
      redirects: [],
    },
    { reportErrors: true },
  );
  return { source, commands: extractor.commands, problems: extractor.problems };
}
