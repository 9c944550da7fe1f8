// Input: ./syntax-node (ParseShell), ./word, ./wrappers, ./code-site, ./interpreter-code, ./literal-output, ./find-expression
// Output: analyzeShell(source, {parse, maxDepth}) → ShellAnalysis — every simple command the script would run, wrappers peeled, re-parsed strings (bash -c, eval, heredocs and pipes into shells, shell calls in inline code) followed, problems noted
// Pos: policies/jie/security/commands, the walk over the syntax tree; pure given a deterministic parse. Judging commands is the policies' job
import { codeSite } from './code-site.js';
import { findExpression } from './find-expression.js';
import { shellStringsIn } from './interpreter-code.js';
import { literalOutput } from './literal-output.js';
import { programName } from './program-name.js';
import type { InlineCode, ShellAnalysis, ShellCommand, ShellProblem, ShellRedirect, ShellWord, Via } from './shell-command.js';
import type { ParseShell, SyntaxNode } from './syntax-node.js';
import { evaluateWord } from './word.js';
import { peelWrapper } from './wrappers.js';

export interface AnalyzeOptions {
  parse: ParseShell;
  /** Re-parses (bash -c, eval, heredocs, inline code) followed before giving up; hitting it is a problem. */
  maxDepth?: number;
}

export const DEFAULT_MAX_DEPTH = 8;
/** Longer commands are not parsed at all: nothing an agent types legitimately is that long, and parsing it is not free. */
export const MAX_SOURCE_LENGTH = 64 * 1024;
/** Syntactic nesting ($( $( … ) ), subshells, functions) followed before giving up. */
const MAX_NESTING = 48;

interface Stdin {
  kind: 'heredoc' | 'herestring';
  text: string;
}

interface Scope {
  depth: number;
  via: Via[];
  wrappers: string[];
  privilege?: string;
  functions: string[];
  background: boolean;
  workdir?: string;
  remote?: string;
  pipeline?: { id: number; stage: number; producers: number[] };
  inputArgs?: boolean;
  redirects: ShellRedirect[];
  stdin?: Stdin;
}

interface Meta {
  text: string;
  redirects: ShellRedirect[];
  stdin?: Stdin;
}

interface ScriptOptions {
  /** Report a parse error as a problem (false for strings guessed out of inline code). */
  reportErrors: boolean;
  /** Drop the script entirely when it does not parse cleanly (inline code read as a shell line). */
  requireClean?: boolean;
}

const STATEMENTS = new Set([
  'command', 'redirected_statement', 'pipeline', 'list', 'subshell', 'compound_statement', 'do_group', 'function_definition',
  'variable_assignment', 'variable_assignments', 'declaration_command', 'unset_command', 'negated_command', 'if_statement',
  'elif_clause', 'else_clause', 'while_statement', 'for_statement', 'c_style_for_statement', 'case_statement', 'case_item',
  'test_command', 'program',
]);
const REDIRECTS = new Set(['file_redirect', 'heredoc_redirect', 'herestring_redirect']);

const collapse = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 400 ? `${flat.slice(0, 400)}…` : flat;
};

function firstError(root: SyntaxNode): string {
  const stack: SyntaxNode[] = [root];
  for (let seen = 0; stack.length > 0 && seen < 5000; seen++) {
    const node = stack.pop() as SyntaxNode;
    if (node.type === 'ERROR') return `unexpected ${JSON.stringify(collapse(node.text).slice(0, 60))}`;
    if (node.isMissing) return `missing ${JSON.stringify(node.type)}`;
    if (!node.hasError) continue;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as SyntaxNode);
  }
  return 'a syntax error';
}

class Extractor {
  readonly commands: ShellCommand[] = [];
  readonly problems: ShellProblem[] = [];
  private readonly vars = new Map<string, string | null>();
  private readonly producedBy = new WeakMap<ShellWord, number[]>();
  private pipelines = 0;
  /** The next stage number of each pipeline. */
  private readonly stages = new Map<number, number>();

  constructor(
    private readonly parse: ParseShell,
    private readonly maxDepth: number,
  ) {}

  private problem(kind: ShellProblem['kind'], text: string, detail: string): void {
    this.problems.push({ kind, text: collapse(text), detail });
  }

  private readonly variable = (name: string): string | undefined => this.vars.get(name) ?? undefined;

  /** What a `$( … )` prints when it is one echo, printf or cat-heredoc of known words. */
  private readonly substitutionValue = (node: SyntaxNode): string | undefined => {
    const inner = node.children.filter((c) => c.isNamed && c.type !== 'comment');
    if (inner.length !== 1) return undefined;
    let command = inner[0] as SyntaxNode;
    let stdin: string | undefined;
    if (command.type === 'redirected_statement') {
      const body = command.children.find((c) => c.type === 'command');
      const redirect = command.children.find((c) => c.type === 'heredoc_redirect');
      if (!body || !redirect) return undefined;
      stdin = this.heredocText(redirect);
      command = body;
    }
    if (command.type !== 'command') return undefined;
    const argv: ShellWord[] = [];
    for (const child of command.children) {
      if (child.type === 'command_name') argv.push(evaluateWord(child, this.substitutionValue, this.variable));
      else if (child.type === 'herestring_redirect') {
        const word = child.children.find((c) => c.isNamed);
        if (word) stdin = evaluateWord(word, this.substitutionValue, this.variable).value;
      } else if (REDIRECTS.has(child.type) || child.type === 'variable_assignment') return undefined;
      else if (child.isNamed) argv.push(evaluateWord(child, this.substitutionValue, this.variable));
    }
    return literalOutput(argv, stdin);
  };

  script(source: string, scope: Scope, options: ScriptOptions): void {
    if (scope.depth > this.maxDepth) {
      this.problem('depth-limit', source, `nested more than ${this.maxDepth} re-parses deep (bash -c, eval, heredocs, inline code): the gate stopped looking`);
      return;
    }
    let root: SyntaxNode;
    try {
      root = this.parse(source);
    } catch (error) {
      if (options.reportErrors) this.problem('parse-error', source, `the parser failed: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (root.hasError) {
      if (options.requireClean) return;
      if (options.reportErrors) this.problem('parse-error', source, `does not parse as bash: ${firstError(root)}`);
    }
    this.sequence(root.children, scope);
  }

  /** Statements in order; returns the working directory a `cd` among them moved to, if it changed. */
  private sequence(nodes: readonly SyntaxNode[], scope: Scope): string | undefined {
    let workdir = scope.workdir;
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i] as SyntaxNode;
      if (!node.isNamed) continue;
      const background = scope.background || nodes[i + 1]?.type === '&';
      const moved = this.statement(node, { ...scope, workdir, background });
      if (moved !== undefined) workdir = moved;
    }
    return workdir === scope.workdir ? undefined : workdir;
  }

  private nested(scope: Scope, via: Via): Scope | undefined {
    if (scope.via.length >= MAX_NESTING) {
      this.problem('depth-limit', '', `nested more than ${MAX_NESTING} levels deep: the gate stopped looking`);
      return undefined;
    }
    return { ...scope, via: [...scope.via, via] };
  }

  private statement(node: SyntaxNode, scope: Scope): string | undefined {
    switch (node.type) {
      case 'command':
        return this.command(node, scope, { text: node.text, redirects: [] }, []);
      case 'redirected_statement':
        return this.redirected(node, scope);
      case 'pipeline':
        // `a | b 2>&1 | c` reaches here as a pipeline inside a pipeline stage: one pipeline, stages numbered on.
        if (scope.pipeline) this.pipeline(node.children.filter((c) => c.isNamed), scope, scope.pipeline.id, scope.pipeline.producers);
        else this.pipeline(node.children.filter((c) => c.isNamed), scope, ++this.pipelines, []);
        return undefined;
      case 'program':
      case 'list':
      case 'compound_statement':
      case 'do_group':
      case 'negated_command':
        return this.sequence(node.children, scope);
      case 'subshell': {
        const inner = this.nested(scope, 'subshell');
        if (inner) this.sequence(node.children, inner);
        return undefined;
      }
      case 'function_definition': {
        const named = node.children.filter((c) => c.isNamed);
        const name = named[0]?.text ?? '';
        const inner = this.nested({ ...scope, functions: [...scope.functions, name] }, 'function');
        if (inner) for (const part of named.slice(1)) this.statement(part, inner);
        return undefined;
      }
      case 'variable_assignment':
        this.assign(node, scope);
        return undefined;
      case 'variable_assignments':
      case 'declaration_command':
        for (const child of node.children) {
          if (child.type === 'variable_assignment') this.assign(child, scope);
          else if (child.isNamed) this.expressions(child, scope);
        }
        return undefined;
      case 'comment':
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

  /** Finds what runs inside words: command and process substitutions (and statements an ERROR node swallowed). */
  private expressions(node: SyntaxNode, scope: Scope): void {
    if (node.type === 'command_substitution' || node.type === 'process_substitution') {
      const inner = this.nested({ ...scope, pipeline: undefined, background: false, stdin: undefined, redirects: [] }, node.type === 'command_substitution' ? 'substitution' : 'process-substitution');
      if (inner) this.sequence(node.children, inner);
      return;
    }
    if (node.type !== 'test_command' && STATEMENTS.has(node.type)) {
      this.statement(node, scope);
      return;
    }
    for (const child of node.children) if (child.isNamed) this.expressions(child, scope);
  }

  private assign(node: SyntaxNode, scope: Scope): void {
    const named = node.children.filter((c) => c.isNamed);
    const name = named[0]?.text ?? '';
    const value = named[1];
    if (!value) {
      this.vars.set(name, '');
      return;
    }
    this.expressions(value, scope);
    const word = evaluateWord(value, this.substitutionValue, this.variable);
    this.vars.set(name, word.dynamic ? null : word.value);
  }

  /** Evaluates one argument word, extracting what runs inside it first and remembering those commands as its producers. */
  private word(node: SyntaxNode, scope: Scope): ShellWord {
    const start = this.commands.length;
    this.expressions(node, scope);
    const word = evaluateWord(node, this.substitutionValue, this.variable);
    if (this.commands.length > start) this.producedBy.set(word, Array.from({ length: this.commands.length - start }, (_, k) => start + k));
    return word;
  }

  private fileRedirect(node: SyntaxNode, scope: Scope, redirects: ShellRedirect[], extra: SyntaxNode[]): void {
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
    if (target) redirects.push({ op, ...(fd === undefined ? {} : { fd }), target: this.word(target, scope) });
  }

  private herestring(node: SyntaxNode, scope: Scope): Stdin | undefined {
    const word = node.children.find((c) => c.isNamed);
    return word ? { kind: 'herestring', text: this.word(word, scope).value } : undefined;
  }

  private heredocText(node: SyntaxNode): string {
    const body = node.children.find((c) => c.type === 'heredoc_body');
    const text = body?.text ?? '';
    return node.children.some((c) => c.type === '<<-') ? text.replace(/^\t+/gm, '') : text;
  }

  private heredoc(node: SyntaxNode, scope: Scope): Stdin {
    const body = node.children.find((c) => c.type === 'heredoc_body');
    // An unquoted delimiter leaves expansions live: `$(…)` in the body runs even when the body only feeds `cat`.
    if (body) for (const child of body.children) if (child.isNamed) this.expressions(child, scope);
    return { kind: 'heredoc', text: this.heredocText(node) };
  }

  private redirected(node: SyntaxNode, scope: Scope): string | undefined {
    let body: SyntaxNode | undefined;
    const redirects: ShellRedirect[] = [];
    const extra: SyntaxNode[] = [];
    const continuation: SyntaxNode[] = [];
    let stdin: Stdin | undefined;
    for (const child of node.children) {
      if (child.type === 'file_redirect') this.fileRedirect(child, scope, redirects, extra);
      else if (child.type === 'herestring_redirect') stdin = this.herestring(child, scope);
      else if (child.type === 'heredoc_redirect') {
        stdin = this.heredoc(child, scope);
        // tree-sitter-bash nests what follows `cat <<EOF` on its line (`| sh`, `&& rm x`) inside the heredoc redirect.
        for (const part of child.children) if (part.isNamed && !part.type.startsWith('heredoc_')) continuation.push(part);
      } else if (child.isNamed && body === undefined) body = child;
    }
    const pipeInto = continuation[0]?.type === 'pipeline' && continuation[0].children[0]?.type === '|' ? continuation.shift() : undefined;
    const run = (inner: Scope) => {
      if (body === undefined) return this.command(node, inner, { text: node.text, redirects, ...(stdin ? { stdin } : {}) }, extra, true);
      if (body.type === 'command') return this.command(body, inner, { text: body.text, redirects, ...(stdin ? { stdin } : {}) }, extra);
      return this.statement(body, { ...inner, redirects: [...inner.redirects, ...redirects], ...(stdin ? { stdin } : {}) });
    };
    let moved: string | undefined;
    if (pipeInto) {
      const id = scope.pipeline?.id ?? ++this.pipelines;
      const producers = [...(scope.pipeline?.producers ?? [])];
      const number = this.stages.get(id) ?? 0;
      this.stages.set(id, number + 1);
      const start = this.commands.length;
      run({ ...scope, pipeline: { id, stage: number, producers: [...producers] } });
      for (let k = start; k < this.commands.length; k++) producers.push(k);
      this.pipeline(pipeInto.children.filter((c) => c.isNamed), scope, id, producers);
    } else moved = run(scope);
    for (const part of continuation) this.statement(part, scope);
    return moved;
  }

  private pipeline(stages: readonly SyntaxNode[], scope: Scope, id: number, producers: number[]): void {
    for (const stage of stages) {
      const start = this.commands.length;
      const number = this.stages.get(id) ?? 0;
      this.stages.set(id, number + 1);
      this.statement(stage, { ...scope, pipeline: { id, stage: number, producers: [...producers] } });
      for (let k = start; k < this.commands.length; k++) if (!producers.includes(k)) producers.push(k);
    }
  }

  private command(node: SyntaxNode, scope: Scope, meta: Meta, extra: readonly SyntaxNode[], redirectOnly = false): string | undefined {
    const words: SyntaxNode[] = [];
    const redirects = [...meta.redirects];
    let stdin = meta.stdin;
    if (!redirectOnly) {
      for (const child of node.children) {
        if (child.type === 'variable_assignment') this.expressions(child, scope);
        else if (child.type === 'file_redirect') this.fileRedirect(child, scope, redirects, words);
        else if (child.type === 'herestring_redirect') stdin = this.herestring(child, scope);
        else if (child.type === 'heredoc_redirect') stdin = this.heredoc(child, scope);
        else if (child.type === 'subshell') {
          // tree-sitter-bash accepts `name (…)`; bash rejects it (`x.delete('id')` is code pasted as a command).
          this.problem('parse-error', node.text, 'does not parse as bash: `(` after a command word');
          this.statement(child, scope);
        } else if (child.isNamed && child.type !== 'comment') words.push(child);
      }
    }
    words.push(...extra);
    const argv = words.map((w) => this.word(w, scope));
    if (argv.length === 0) {
      // `> /etc/hosts` alone truncates the file: kept as a nameless command so write rules see it.
      if (redirects.length > 0) this.record([], { text: meta.text, redirects, ...(stdin ? { stdin } : {}) }, scope, {});
      return undefined;
    }
    return this.simple(argv, { text: meta.text, redirects, ...(stdin ? { stdin } : {}) }, scope);
  }

  /** What the previous pipeline stage prints, when it is one literal echo, printf or cat-heredoc. */
  private pipedText(scope: Scope): string | undefined {
    const pipeline = scope.pipeline;
    if (!pipeline || pipeline.stage === 0) return undefined;
    const previous = pipeline.producers.map((k) => this.commands[k] as ShellCommand).filter((c) => c.pipeline?.id === pipeline.id && c.pipeline.stage === pipeline.stage - 1 && c.via.length === scope.via.length);
    return previous.length === 1 && previous[0] ? literalOutput(previous[0].argv, previous[0].stdinText) : undefined;
  }

  private record(argv: ShellWord[], meta: Meta, scope: Scope, extra: Partial<ShellCommand>): number {
    const stdin = meta.stdin ?? scope.stdin ?? (() => {
      const text = this.pipedText(scope);
      return text === undefined ? undefined : { kind: 'herestring' as const, text };
    })();
    const command: ShellCommand = {
      argv,
      name: argv[0] ? programName(argv[0].value) : '',
      text: collapse(meta.text),
      redirects: [...scope.redirects, ...meta.redirects],
      wrappers: scope.wrappers,
      via: scope.via,
      depth: scope.depth,
      background: scope.background,
      functions: scope.functions,
      ...(scope.privilege ? { privilege: scope.privilege } : {}),
      ...(scope.pipeline ? { pipeline: { id: scope.pipeline.id, stage: scope.pipeline.stage } } : {}),
      ...(scope.workdir !== undefined ? { workdir: scope.workdir } : {}),
      ...(scope.inputArgs ? { inputArgs: true } : {}),
      ...(scope.remote ? { remote: scope.remote } : {}),
      ...(stdin ? { stdinText: stdin.text } : {}),
      ...extra,
    };
    if (argv[0]?.dynamic) this.problem('dynamic-command', meta.text, `the program's name (${argv[0].value}) is only known at run time`);
    this.commands.push(command);
    return this.commands.length - 1;
  }

  private producers(words: readonly (ShellWord | undefined)[]): number[] {
    return words.flatMap((w) => (w ? (this.producedBy.get(w) ?? []) : []));
  }

  private simple(initial: ShellWord[], meta: Meta, outer: Scope): string | undefined {
    let scope: Scope = { ...outer };
    let argv = initial;
    const fed = this.producers([...initial, ...meta.redirects.map((r) => r.target)]);
    const producers = fed.length > 0 ? { argumentProducers: fed } : {};
    for (let guard = 0; guard < 16; guard++) {
      const peel = peelWrapper(argv);
      if (!peel) break;
      if (peel.kind === 'query') break;
      if (peel.kind === 'inner') {
        if (peel.rest.length === 0) break;
        const rest = peel.replace ? peel.rest.map((w) => (w.value.includes(peel.replace as string) ? { ...w, dynamic: true } : w)) : peel.rest;
        scope = {
          ...scope,
          wrappers: [...scope.wrappers, peel.wrapper],
          ...(peel.privilege ? { privilege: peel.wrapper } : {}),
          ...(peel.inputArgs ? { inputArgs: true } : {}),
          ...(peel.via ? { via: [...scope.via, peel.via] } : {}),
        };
        argv = rest;
        continue;
      }
      if (peel.kind === 'script') {
        const index = this.record(argv, meta, scope, producers);
        const privileged = peel.privilege ? { privilege: peel.wrapper } : {};
        if (peel.privilege) (this.commands[index] as ShellCommand).privilege = peel.wrapper;
        this.code(index, 'shell', peel.script, 'argument', undefined, { ...scope, ...privileged, ...(peel.remote ? { remote: peel.remote } : {}) }, peel.via);
        return undefined;
      }
      // parallel
      this.record(argv, meta, scope, producers);
      const child = { ...scope, via: [...scope.via, 'parallel' as Via], ...(peel.inputArgs ? { inputArgs: true } : {}) };
      for (const words of peel.children) this.simple(words, meta, child);
      for (const line of peel.scripts) {
        if (line.dynamic) this.problem('dynamic-code', meta.text, 'parallel runs a command line only known at run time');
        else this.script(line.value, { ...child, depth: scope.depth + 1, pipeline: undefined, stdin: undefined, redirects: [] }, { reportErrors: true });
      }
      if (peel.children.length === 0 && peel.inputArgs) this.stdinCode(this.commands.length - 1, 'shell', meta, scope);
      return undefined;
    }
    const index = this.record(argv, meta, scope, producers);
    const command = this.commands[index] as ShellCommand;
    if (command.name === 'find') {
      const child = { ...scope, via: [...scope.via, 'find-exec' as Via], inputArgs: true };
      // `{}` is each path find found: known only at run time.
      for (const words of findExpression(argv).execs) this.simple(words.map((w) => (w.value.includes('{}') ? { ...w, dynamic: true } : w)), meta, child);
    }
    const site = codeSite(command.name, argv);
    if (site) {
      if (site.args.length > 0) this.code(index, site.language, site.args.map((i) => argv[i] as ShellWord), 'argument', undefined, scope, site.language === 'shell' ? 'shell-c' : 'interpreter');
      else if (site.missing) {
        if (command.inputArgs) this.dynamicCode(index, site.language, 'input-items', []);
      } else if (site.file !== undefined) {
        const file = argv[site.file] as ShellWord;
        if (file.dynamic && this.producers([file]).length > 0) this.dynamicCode(index, site.language, 'process-substitution', this.producers([file]));
      } else if (site.stdin) this.stdinCode(index, site.language, meta, scope);
    }
    if ((command.name === 'cd' || command.name === 'pushd') && scope.wrappers.length === 0 && !scope.pipeline) return this.cd(argv, scope.workdir);
    return undefined;
  }

  private cd(argv: readonly ShellWord[], base: string | undefined): string {
    const target = argv.slice(1).find((w) => !/^-[LPe@]+$/.test(w.value));
    if (!target) return '~';
    if (target.dynamic && !/^\$\{?(HOME|TMPDIR|PWD)\}?(\/|$)/.test(target.value)) return '?';
    if (target.value === '-' || base === '?') return '?';
    if (/^[/~$]/.test(target.value) || base === undefined) return target.value;
    return `${base}/${target.value}`;
  }

  private dynamicCode(index: number, language: string, source: InlineCode['source'], producers: number[]): void {
    const command = this.commands[index] as ShellCommand;
    command.code = { language, source, producers };
    this.problem('dynamic-code', command.text, `${command.name} runs ${language} code that is only known at run time (${source})`);
  }

  /** Code read from stdin: a heredoc or here-string is known; a pipe is known when the stage before is a literal echo. */
  private stdinCode(index: number, language: string, meta: Meta, scope: Scope): void {
    const stdin = meta.stdin ?? scope.stdin;
    if (stdin) {
      this.code(index, language, [{ value: stdin.text, dynamic: false, glob: false, tilde: false }], stdin.kind, undefined, scope, language === 'shell' ? 'stdin-script' : 'interpreter');
      return;
    }
    const pipeline = scope.pipeline;
    if (!pipeline || pipeline.producers.length === 0) return;
    const text = this.pipedText(scope);
    if (text === undefined) {
      this.dynamicCode(index, language, 'pipe', pipeline.producers);
      return;
    }
    this.code(index, language, [{ value: text, dynamic: false, glob: false, tilde: false }], 'pipe', pipeline.producers, scope, language === 'shell' ? 'stdin-script' : 'interpreter');
  }

  private code(index: number, language: string, words: readonly ShellWord[], source: InlineCode['source'], knownProducers: number[] | undefined, scope: Scope, via: Via): void {
    const producers = knownProducers ?? this.producers(words);
    if (words.some((w) => w.dynamic)) {
      this.dynamicCode(index, language, source, producers);
      return;
    }
    const text = words.map((w) => w.value).join(language === 'shell' ? ' ' : '\n');
    const command = this.commands[index] as ShellCommand;
    command.code = { language, source, text, producers };
    const inner: Scope = {
      depth: scope.depth + 1,
      via: [...scope.via, via],
      wrappers: [],
      functions: [],
      background: false,
      redirects: [],
      ...(command.privilege ? { privilege: command.privilege } : {}),
      ...(scope.remote ? { remote: scope.remote } : {}),
      ...(scope.workdir !== undefined ? { workdir: scope.workdir } : {}),
    };
    if (language === 'shell') {
      this.script(text, inner, { reportErrors: true });
      return;
    }
    if (language === 'sql') return;
    for (const line of shellStringsIn(language, text)) this.script(line, inner, { reportErrors: false });
    // Code that reads as a plain shell command line (`perl -e "rm -rf /"`) is judged as one; real code has calls and blocks.
    if (!/[(){};=`$]/.test(text)) this.script(text, inner, { reportErrors: false, requireClean: true });
  }
}

export function analyzeShell(source: string, options: AnalyzeOptions): ShellAnalysis {
  const extractor = new Extractor(options.parse, options.maxDepth ?? DEFAULT_MAX_DEPTH);
  if (source.length > MAX_SOURCE_LENGTH) {
    return { source, commands: [], problems: [{ kind: 'parse-error', text: source.slice(0, 120), detail: `longer than ${MAX_SOURCE_LENGTH} characters: not parsed` }] };
  }
  extractor.script(source, { depth: 0, via: [], wrappers: [], functions: [], background: false, redirects: [] }, { reportErrors: true });
  return { source, commands: extractor.commands, problems: extractor.problems };
}
