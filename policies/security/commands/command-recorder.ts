// CommandRecorder — what happens once a simple command's words are known:
// wrappers peeled, the command recorded, find -exec and parallel children,
// inline code, script files and re-parses handed back to script(), cd followed;
// shebangLanguage
// Pos: policies/security/commands, the second half of the extraction; the tree
// walk that feeds it is extract.ts
import { codeSite } from './code-site.js';
import { findExpression } from './find-expression.js';
import { shellStringsIn } from './interpreter-code.js';
import { literalOutput } from './literal-output.js';
import { programName } from './program-name.js';
import { collapse } from './scope.js';
import type { Meta, Scope, ScriptOptions } from './scope.js';
import type {
  InlineCode,
  ShellCommand,
  ShellProblem,
  ShellWord,
  Via,
} from './shell-command.js';
import { literalWord } from './word.js';
import { peelWrapper } from './wrappers.js';
import { envSites } from '../programs/env.js';
import type { ExecSite } from '../programs/exec-site.js';
import {
  expandAbbreviations,
  programSites,
} from '../programs/program-table.js';
import { unknownWrapperStart } from './unknown-wrappers.js';

/**
 * Wrappers peeled in a row (`nice nice … rm`) before the gate stops looking
 * and asks: past the limit it fails closed (a `depth-limit` problem), never
 * judges the wrapper as the program.
 */
export const MAX_WRAPPERS = 64;

/**
 * The language a file run directly is in: its `#!` line's interpreter
 * (`#!/usr/bin/env python3` → python), else shell.
 */
export function shebangLanguage(text: string): string {
  const line = /^#!\s*(\S+)(?:\s+(?:-\S+\s+)*(\S+))?/.exec(text);
  if (!line) return 'shell';
  const program =
    programName(line[1] as string) === 'env' && line[2]
      ? line[2]
      : (line[1] as string);
  const name = programName(program);
  return codeSite(name, [literalWord(name)])?.language ?? 'shell';
}

export abstract class CommandRecorder {
  readonly commands: ShellCommand[] = [];
  readonly problems: ShellProblem[] = [];
  /**
   * Commands whose output became part of a word (the substitutions inside it).
   */
  protected readonly producedBy = new WeakMap<ShellWord, number[]>();
  /** The next stage number of each pipeline. */
  protected readonly stages = new Map<number, number>();
  /**
   * Files the script wrote known text into (`echo 'rm -rf /' > x.sh`, `cat >
   * x.sh <<EOF`), by path as written.
   */
  private readonly written = new Map<string, string>();

  constructor(
    private readonly readScript?: (
      path: string,
      workdir: string | undefined,
    ) => string | undefined,
  ) {}

  /** Parses `source` and walks it (extract.ts). */
  abstract script(source: string, scope: Scope, options: ScriptOptions): void;

  protected problem(
    kind: ShellProblem['kind'],
    text: string,
    detail: string,
  ): void {
    this.problems.push({ kind, text: collapse(text), detail });
  }

  /**
   * What the previous pipeline stage prints, when it is one literal echo,
   * printf or cat-heredoc.
   */
  private pipedText(scope: Scope): string | undefined {
    const pipeline = scope.pipeline;
    if (!pipeline || pipeline.stage === 0) return undefined;
    // Producers are listed stage by stage, so the previous stage's commands are
    // at the end: walk back to an older stage
    // of this pipeline and stop (reading the whole list for every stage made a
    // long pipeline quadratic).
    const previous: ShellCommand[] = [];
    for (let i = pipeline.producers.length - 1; i >= 0; i--) {
      const c = this.commands[pipeline.producers[i] as number] as ShellCommand;
      if (
        c.pipeline?.id === pipeline.id &&
        c.pipeline.stage < pipeline.stage - 1
      )
        break;
      if (
        c.pipeline?.id === pipeline.id &&
        c.pipeline.stage === pipeline.stage - 1 &&
        c.via.length === scope.via.length
      )
        previous.push(c);
      if (previous.length > 1) return undefined;
    }
    return previous.length === 1 && previous[0]
      ? literalOutput(previous[0].argv, previous[0].stdinText)
      : undefined;
  }

  protected record(
    argv: ShellWord[],
    meta: Meta,
    scope: Scope,
    extra: Partial<ShellCommand>,
  ): number {
    const stdin =
      meta.stdin ??
      scope.stdin ??
      (() => {
        const text = this.pipedText(scope);
        return text === undefined
          ? undefined
          : { kind: 'herestring' as const, text };
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
      ...(scope.pipeline
        ? { pipeline: { id: scope.pipeline.id, stage: scope.pipeline.stage } }
        : {}),
      ...(scope.workdir !== undefined ? { workdir: scope.workdir } : {}),
      ...(scope.inputArgs ? { inputArgs: true } : {}),
      ...(scope.foundUnder ? { foundUnder: scope.foundUnder } : {}),
      ...(scope.remote ? { remote: scope.remote } : {}),
      ...(scope.scriptFile !== undefined
        ? { scriptFile: scope.scriptFile }
        : {}),
      ...(stdin ? { stdinText: stdin.text } : {}),
      ...extra,
    };
    if (argv[0]?.dynamic)
      this.problem(
        'dynamic-command',
        meta.text,
        `the program's name (${argv[0].value}) is only known at run time`,
      );
    this.commands.push(command);
    this.remember(command);
    return this.commands.length - 1;
  }

  /**
   * A literal written to a file may be run later in the same script: keep it to
   * read it then.
   */
  private remember(command: ShellCommand): void {
    const text = literalOutput(command.argv, command.stdinText);
    const name = (value: string) => value.replace(/^\.\//, '');
    for (const r of command.redirects) {
      if (r.target.dynamic || (r.fd !== undefined && r.fd !== 1)) continue;
      if (r.op === '>' || r.op === '>|' || r.op === '&>') {
        if (text === undefined) this.written.delete(name(r.target.value));
        else this.written.set(name(r.target.value), `${text}\n`);
      } else if (r.op === '>>' || r.op === '&>>') {
        // Whatever the file held before, the appended text will run with it.
        const before = this.written.get(name(r.target.value)) ?? '';
        if (text !== undefined)
          this.written.set(name(r.target.value), `${before}${text}\n`);
      }
    }
  }

  /** The text the script wrote into `path` earlier, if it wrote known text. */
  protected writtenText(path: string): string | undefined {
    return this.written.get(path.replace(/^\.\//, ''));
  }

  /**
   * The code a command runs from the file `path`: what this line wrote there,
   * else what the caller read from disk.
   */
  private fileCode(
    path: string,
    scope: Scope,
  ): { text: string; via: Via } | undefined {
    const written = this.writtenText(path);
    if (written !== undefined) return { text: written, via: 'written-file' };
    const read = this.readScript?.(path, scope.workdir);
    return read === undefined ? undefined : { text: read, via: 'script-file' };
  }

  protected producers(words: readonly (ShellWord | undefined)[]): number[] {
    return words.flatMap((w) => (w ? (this.producedBy.get(w) ?? []) : []));
  }

  protected simple(
    initial: ShellWord[],
    meta: Meta,
    outer: Scope,
  ): string | undefined {
    let scope: Scope = { ...outer };
    let argv = initial;
    const fed = this.producers([
      ...initial,
      ...meta.redirects.map((r) => r.target),
    ]);
    const producers = fed.length > 0 ? { argumentProducers: fed } : {};
    const pending: ExecSite[] = meta.env ? envSites(meta.env) : [];
    for (let guard = 0; ; guard++) {
      const peel = peelWrapper(argv);
      if (!peel) break;
      if (guard === MAX_WRAPPERS) {
        this.problem(
          'depth-limit',
          meta.text,
          `more than ${MAX_WRAPPERS} wrappers (nice, env, timeout …) in a row: the gate stopped peeling them`,
        );
        break;
      }
      if (peel.kind === 'query') break;
      if (peel.kind === 'inner' && peel.rest.length === 0) break;
      // A wrapper's own options and variables (`env GIT_SSH_COMMAND=…`).
      const head = argv[0];
      if (head && !head.dynamic)
        pending.push(...programSites(programName(head.value), argv));
      if (peel.kind === 'inner') {
        const rest = peel.replace
          ? peel.rest.map((w) =>
              w.value.includes(peel.replace as string)
                ? { ...w, dynamic: true }
                : w,
            )
          : peel.rest;
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
        if (peel.privilege)
          (this.commands[index] as ShellCommand).privilege = peel.wrapper;
        this.code(
          index,
          'shell',
          peel.script,
          'argument',
          undefined,
          {
            ...scope,
            ...privileged,
            ...(peel.remote ? { remote: peel.remote } : {}),
          },
          peel.via,
        );
        this.applySites(index, pending, meta, scope);
        return undefined;
      }
      // parallel
      this.applySites(
        this.record(argv, meta, scope, producers),
        pending,
        meta,
        scope,
      );
      const child = {
        ...scope,
        via: [...scope.via, 'parallel' as Via],
        ...(peel.inputArgs ? { inputArgs: true } : {}),
      };
      for (const words of peel.children) this.simple(words, meta, child);
      for (const line of peel.scripts) {
        if (line.dynamic)
          this.problem(
            'dynamic-code',
            meta.text,
            'parallel runs a command line only known at run time',
          );
        else
          this.script(
            line.value,
            {
              ...child,
              depth: scope.depth + 1,
              pipeline: undefined,
              stdin: undefined,
              redirects: [],
            },
            { reportErrors: true },
          );
      }
      if (peel.children.length === 0 && peel.inputArgs)
        this.stdinCode(this.commands.length - 1, 'shell', meta, scope);
      return undefined;
    }
    const name = argv[0] ? programName(argv[0].value) : '';
    argv = expandAbbreviations(name, argv);
    const index = this.record(argv, meta, scope, producers);
    const command = this.commands[index] as ShellCommand;
    // The wrappers' own sites were read on the way in; the program's own now.
    if (argv[0] && !argv[0].dynamic) pending.push(...programSites(name, argv));
    this.applySites(index, pending, meta, scope);
    const wrapped = unknownWrapperStart(name, argv);
    if (wrapped !== undefined)
      this.simple(
        argv.slice(wrapped),
        { ...meta, env: undefined },
        {
          ...scope,
          wrappers: [...scope.wrappers, name],
          via: [...scope.via, 'unknown-wrapper'],
        },
      );
    if (command.name === 'find') {
      const roots = findExpression(argv).roots.map((w) => w.value);
      const child = {
        ...scope,
        via: [...scope.via, 'find-exec' as Via],
        inputArgs: true,
        foundUnder: roots.length > 0 ? roots : ['.'],
      };
      // `{}` is each path find found: known only at run time.
      for (const words of findExpression(argv).execs)
        this.simple(
          words.map((w) =>
            w.value.includes('{}') ? { ...w, dynamic: true } : w,
          ),
          meta,
          child,
        );
    }
    const site = codeSite(command.name, argv);
    if (site) {
      if (site.args.length > 0)
        this.code(
          index,
          site.language,
          site.args.map((i) => argv[i] as ShellWord),
          'argument',
          undefined,
          scope,
          site.language === 'shell' ? 'shell-c' : 'interpreter',
        );
      else if (site.missing) {
        if (command.inputArgs)
          this.dynamicCode(index, site.language, 'input-items', []);
      } else if (site.file !== undefined) {
        const file = argv[site.file] as ShellWord;
        const found = file.dynamic
          ? undefined
          : this.fileCode(file.value, scope);
        if (found)
          this.code(
            index,
            site.language,
            [literalWord(found.text)],
            'file',
            undefined,
            scope,
            found.via,
            file.value,
          );
        else if (file.dynamic && this.producers([file]).length > 0)
          this.dynamicCode(
            index,
            site.language,
            'process-substitution',
            this.producers([file]),
          );
      } else if (site.stdin) this.stdinCode(index, site.language, meta, scope);
    } else if (argv[0] && !argv[0].dynamic && argv[0].value.includes('/')) {
      // `./x.sh` after `echo 'rm -rf /' > x.sh`: the script runs what it just
      // wrote (or what the caller read).
      const found = this.fileCode(argv[0].value, scope);
      if (found)
        this.code(
          index,
          shebangLanguage(found.text),
          [literalWord(found.text)],
          'file',
          undefined,
          scope,
          found.via,
          argv[0].value,
        );
    }
    if (
      (command.name === 'cd' || command.name === 'pushd') &&
      scope.wrappers.length === 0 &&
      !scope.pipeline
    )
      return this.cd(argv, scope.workdir);
    return undefined;
  }

  /**
   * `export LD_PRELOAD=…`: what the exported variables make later commands
   * run, recorded as a command of its own when they make it run anything.
   */
  protected exported(
    env: Array<{ name: string; value: ShellWord }>,
    text: string,
    scope: Scope,
  ): void {
    const sites = envSites(env);
    if (sites.length === 0) return;
    const meta: Meta = { text, redirects: [] };
    const index = this.record(
      [
        literalWord('export'),
        ...env.map((e) => ({
          ...e.value,
          value: `${e.name}=${e.value.value}`,
        })),
      ],
      meta,
      scope,
      {},
    );
    this.applySites(index, sites, meta, scope);
  }

  /**
   * What a program's options, config keys and environment make it run
   * (policies/security/programs): strings re-parsed as commands, programs
   * judged as commands, stdin scripts read, the rest kept as findings.
   */
  private applySites(
    index: number,
    sites: readonly ExecSite[],
    meta: Meta,
    scope: Scope,
  ): void {
    if (sites.length === 0) return;
    const command = this.commands[index] as ShellCommand;
    const inner: Scope = {
      ...scope,
      depth: scope.depth + 1,
      via: [...scope.via, 'program-option'],
      wrappers: [],
      pipeline: undefined,
      stdin: undefined,
      redirects: [],
      background: false,
    };
    for (const site of sites) {
      if (site.kind === 'finding') {
        (command.execFindings ??= []).push({
          what: site.what,
          severity: site.severity === 'hard-deny' ? 'hard-deny' : 'soft-deny',
          why: site.why,
          ...(site.value !== undefined ? { value: site.value } : {}),
        });
      } else if (site.kind === 'shell') {
        if (site.word.dynamic)
          this.problem(
            'dynamic-code',
            command.text,
            `${site.what} runs a command only known at run time`,
          );
        else if (site.word.value.trim() !== '')
          this.script(site.word.value, inner, { reportErrors: true });
      } else if (site.kind === 'program') {
        if (site.argv.length > 0)
          this.simple(site.argv, { text: meta.text, redirects: [] }, inner);
      } else {
        const stdin = meta.stdin ?? scope.stdin;
        const text = stdin?.text ?? this.pipedText(scope);
        if (text !== undefined)
          for (const line of site.lines(text))
            this.script(line, inner, { reportErrors: true });
        else if (scope.pipeline && scope.pipeline.producers.length > 0)
          this.problem(
            'dynamic-code',
            command.text,
            `${site.what} reads commands from a pipe whose text is only known at run time`,
          );
      }
    }
  }

  private cd(argv: readonly ShellWord[], base: string | undefined): string {
    const target = argv.slice(1).find((w) => !/^-[LPe@]+$/.test(w.value));
    if (!target) return '~';
    if (
      target.dynamic &&
      !/^\$\{?(HOME|TMPDIR|PWD)\}?(\/|$)/.test(target.value)
    )
      return '?';
    if (target.value === '-' || base === '?') return '?';
    if (/^[/~$]/.test(target.value) || base === undefined) return target.value;
    return `${base}/${target.value}`;
  }

  private dynamicCode(
    index: number,
    language: string,
    source: InlineCode['source'],
    producers: number[],
  ): void {
    const command = this.commands[index] as ShellCommand;
    command.code = { language, source, producers };
    this.problem(
      'dynamic-code',
      command.text,
      `${command.name} runs ${language} code that is only known at run time (${source})`,
    );
  }

  /**
   * Code read from stdin: a heredoc or here-string is known; a pipe is known
   * when the stage before is a literal echo.
   */
  private stdinCode(
    index: number,
    language: string,
    meta: Meta,
    scope: Scope,
  ): void {
    const stdin = meta.stdin ?? scope.stdin;
    if (stdin) {
      this.code(
        index,
        language,
        [literalWord(stdin.text)],
        stdin.kind,
        undefined,
        scope,
        language === 'shell' ? 'stdin-script' : 'interpreter',
      );
      return;
    }
    const pipeline = scope.pipeline;
    if (!pipeline || pipeline.producers.length === 0) return;
    const text = this.pipedText(scope);
    if (text === undefined) {
      this.dynamicCode(index, language, 'pipe', [...pipeline.producers]);
      return;
    }
    this.code(
      index,
      language,
      [literalWord(text)],
      'pipe',
      [...pipeline.producers],
      scope,
      language === 'shell' ? 'stdin-script' : 'interpreter',
    );
  }

  private code(
    index: number,
    language: string,
    words: readonly ShellWord[],
    source: InlineCode['source'],
    knownProducers: number[] | undefined,
    scope: Scope,
    via: Via,
    file?: string,
  ): void {
    const producers = knownProducers ?? this.producers(words);
    if (words.some((w) => w.dynamic)) {
      this.dynamicCode(index, language, source, producers);
      return;
    }
    const text = words
      .map((w) => w.value)
      .join(language === 'shell' ? ' ' : '\n');
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
      ...(file !== undefined
        ? { scriptFile: file }
        : scope.scriptFile !== undefined
          ? { scriptFile: scope.scriptFile }
          : {}),
    };
    if (language === 'shell') {
      this.script(text, inner, { reportErrors: true });
      return;
    }
    if (language === 'sql') return;
    for (const line of shellStringsIn(language, text))
      this.script(line, inner, { reportErrors: false });
    // Code that reads as a plain shell command line (`perl -e "rm -rf /"`) is
    // judged as one; real code has calls and blocks.
    if (!/[(){};=`$]/.test(text))
      this.script(text, inner, { reportErrors: false, requireClean: true });
  }
}
