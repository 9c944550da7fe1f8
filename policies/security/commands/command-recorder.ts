// CommandRecorder — what happens once a simple command's words are known:
// wrappers peeled, the command recorded, find -exec and parallel children,
// inline code, script files and re-parses handed back to script(), cd followed;
// shebangLanguage
// Pos: policies/security/commands, the second half of the extraction; the tree
// walk that feeds it is extract.ts
import { codeSite } from './code-site.js';
import { printsShellSetup } from './data-words.js';
import { findExpression } from './find-expression.js';
import {
  makeRecipes,
  makeRun,
  packageScriptLines,
  packageScriptRun,
} from './indirect-scripts.js';
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
import {
  scriptFileRefs,
  scriptFileSites,
  tarListWords,
} from '../programs/script-files.js';
import type { ScriptFileRef } from '../programs/script-files.js';
import type { Said } from '../../vocabulary/messages/said.js';
import { fragment, saidText } from '../../vocabulary/messages/say.js';

/**
 * What a reader asked `strict`ly returns for a file that changed during the
 * session, or is absent, but cannot be read as text (too big, binary, not a
 * regular file, refused): the code in it is unknown.
 */
export const UNREADABLE_SCRIPT = '\u0000unreadable';

/**
 * Wrappers peeled in a row (`nice nice … rm`) before the gate stops looking and
 * asks: past the limit it fails closed (a `depth-limit` problem), never judges
 * the wrapper as the program.
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

/**
 * What a file holds when the line wrote it with text the analysis cannot know
 * (`curl … > x.sh`, `base64 -d > x.sh`).
 */
const UNKNOWN_TEXT = '\u0000unknown';

/** Builtins: PATH does not change which code they run. */
const BUILTINS = new Set(
  (
    'echo printf cd pushd popd export read test [ [[ true false pwd source . ' +
    'eval exec set unset type command builtin local declare typeset alias ' +
    'unalias trap wait let shift return exit hash umask ulimit getopts ' +
    'mapfile readarray printenv'
  ).split(' '),
);

/**
 * A letter, digit or mark outside ASCII (fullwidth `ｒｍ`, Cyrillic `м`), or an
 * invisible format character (a zero-width space): a program name holding one
 * may be made to look like another. A Unicode space alone disguises nothing:
 * bash runs the whole word, which names no program.
 */
const LOOK_ALIKE = /[^\x00-\x7f](?<=[\p{L}\p{N}\p{M}\p{Cf}])/u;

/** Commands that assign the variables they name (`read x`, `printf -v x`). */
const ASSIGNING = new Set(['read', 'mapfile', 'readarray', 'getopts']);

/**
 * A PATH entry where anybody (or the agent, just now) may have put a program:
 * the working directory, a relative folder, a temporary one.
 */
const riskyPathEntry = (dir: string) =>
  dir === '' ||
  dir === '.' ||
  (!dir.startsWith('/') &&
    !dir.startsWith('~') &&
    !/(^|\/)node_modules\/\.bin\/?$/.test(dir) &&
    !dir.startsWith('$')) ||
  /^\/(?:tmp|var\/tmp|dev\/shm)(\/|$)/.test(dir);

/**
 * The entries a PATH value puts before the inherited `$PATH` (all of them when
 * it does not keep it).
 */
export function prependedPath(raw: string): string[] {
  const entries = raw.replace(/^["']|["']$/g, '').split(':');
  const inherited = entries.findIndex((e) => /^\$\{?PATH\}?$/.test(e));
  return inherited === -1 ? entries : entries.slice(0, inherited);
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
      strict?: boolean,
    ) => string | undefined,
  ) {}

  /**
   * PATH entries an earlier `PATH=…`/`export PATH=…` of the script put before
   * the inherited ones.
   */
  protected searchPath: string[] = [];

  /** Parses `source` and walks it (extract.ts). */
  abstract script(source: string, scope: Scope, options: ScriptOptions): void;

  /** A command set the variable `name` to a value only known at run time. */
  protected forget(name: string): void {
    void name;
  }

  protected problem(
    kind: ShellProblem['kind'],
    text: string,
    detail: Said,
  ): void {
    this.problems.push({
      kind,
      text: collapse(text),
      detail: saidText(detail, 'en'),
      detailSaid: detail,
    });
  }

  /**
   * What the previous pipeline stage prints, when it is one literal echo,
   * printf or cat-heredoc.
   */
  private pipedText(scope: Scope): string | undefined {
    const pipeline = scope.pipeline;
    if (!pipeline || pipeline.stage === 0) return undefined;
    // Producers are listed stage by stage, so the previous stage's commands are
    // at the end: walk back to an older stage of this pipeline and stop
    // (reading the whole list for every stage made a long pipeline quadratic).
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
    const program = argv[0];
    if (program?.dynamic)
      this.problem(
        'dynamic-command',
        meta.text,
        fragment('problem.name-dynamic', {
          name: program.value,
        }),
      );
    else if (program?.glob && !/^\[\[?$/.test(program.value))
      this.problem(
        'dynamic-command',
        meta.text,
        fragment('problem.name-glob', { name: program.value }),
      );
    else if (program && LOOK_ALIKE.test(program.value)) {
      const plain = program.value
        .normalize('NFKC')
        .replace(/[^\x21-\x7e]/g, '');
      this.problem(
        'dynamic-command',
        meta.text,
        fragment('problem.name-unicode', {
          name: JSON.stringify(program.value),
          lookalike:
            plain && plain !== program.value
              ? fragment('problem.name-lookalike', { plain })
              : '',
        }),
      );
    }
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
        this.written.set(
          name(r.target.value),
          text === undefined ? UNKNOWN_TEXT : `${text}\n`,
        );
      } else if (r.op === '>>' || r.op === '&>>') {
        // Whatever the file held before, the appended text will run with it.
        const before = this.written.get(name(r.target.value)) ?? '';
        this.written.set(
          name(r.target.value),
          text === undefined || before === UNKNOWN_TEXT
            ? UNKNOWN_TEXT
            : `${before}${text}\n`,
        );
      }
    }
    // `… | tee x.sh` writes its stdin into each file it names.
    if (command.name === 'tee') {
      const append = command.argv.some((w) => /^-[a-z]*a/.test(w.value));
      for (const w of command.argv.slice(1)) {
        if (w.value.startsWith('-')) continue;
        const before = append ? (this.written.get(name(w.value)) ?? '') : '';
        this.written.set(
          name(w.value),
          w.dynamic ||
            command.stdinText === undefined ||
            before === UNKNOWN_TEXT
            ? UNKNOWN_TEXT
            : `${before}${command.stdinText}\n`,
        );
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
  protected fileCode(
    path: string,
    scope: Scope,
    strict = false,
  ): { text: string; via: Via; unknown?: boolean } | undefined {
    const written = this.writtenText(path);
    if (written === UNKNOWN_TEXT)
      return { text: '', via: 'written-file', unknown: true };
    if (written !== undefined) return { text: written, via: 'written-file' };
    const read = this.readScript?.(path, scope.workdir, strict);
    if (read === UNREADABLE_SCRIPT)
      return { text: '', via: 'script-file', unknown: true };
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
    // `env PATH=.:$PATH x`: env sets the PATH the program is looked up in.
    if (argv[0] && programName(argv[0].value) === 'env') {
      const set = argv.find((w) => w.value.startsWith('PATH='));
      if (set) meta = { ...meta, path: prependedPath(set.value.slice(5)) };
    }
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
          fragment('problem.wrappers', { limit: MAX_WRAPPERS }),
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
          this.problem('dynamic-code', meta.text, fragment('problem.parallel'));
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
    argv = this.pathLookup(argv, meta, scope);
    const name = argv[0] ? programName(argv[0].value) : '';
    argv = expandAbbreviations(name, argv);
    const index = this.record(argv, meta, scope, producers);
    const command = this.commands[index] as ShellCommand;
    // The wrappers' own sites were read on the way in; the program's own now.
    if (argv[0] && !argv[0].dynamic) pending.push(...programSites(name, argv));
    const refs = scriptFileRefs(name, argv);
    // A file the reader can look at is judged by its text, not by the
    // table's blanket finding about it.
    const replaced = new Set(
      this.readScript ? refs.flatMap((r) => r.replaces ?? []) : [],
    );
    this.applySites(
      index,
      replaced.size === 0
        ? pending
        : pending.filter((p) => p.kind !== 'finding' || !replaced.has(p.what)),
      meta,
      scope,
    );
    this.scriptFiles(index, refs, meta, scope);
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
        if (found?.unknown) this.dynamicCode(index, site.language, 'file', []);
        else if (found)
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
      if (found?.unknown) this.dynamicCode(index, 'shell', 'file', []);
      else if (found)
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
    this.indirect(index, meta, scope);
    if (
      (command.name === 'cd' || command.name === 'pushd') &&
      scope.wrappers.length === 0 &&
      !scope.pipeline
    )
      return this.cd(argv, scope.workdir);
    return undefined;
  }

  /**
   * Code a command runs that is not in its words: a trap or alias string, the
   * package.json script of `npm run x`, the recipes of `make x`; and the
   * variables `read x`/`printf -v x` set.
   */
  private indirect(index: number, meta: Meta, scope: Scope): void {
    const command = this.commands[index] as ShellCommand;
    const { argv, name } = command;
    const operands = argv.slice(1).filter((w) => !w.value.startsWith('-'));
    if (ASSIGNING.has(name))
      for (const w of operands)
        if (/^[A-Za-z_]\w*$/.test(w.value)) this.forget(w.value);
    if (name === 'printf') {
      const at = argv.findIndex((w) => w.value === '-v');
      const target = at > 0 ? argv[at + 1] : undefined;
      if (target) this.forget(target.value.replace(/\[.*$/, ''));
    }
    // `trap 'code' SIGNALS`: the code runs when a signal (or EXIT, ERR) comes.
    const trapAt = argv[1]?.value === '--' ? 2 : 1;
    if (name === 'trap' && argv.length >= trapAt + 2) {
      const action = argv[trapAt] as ShellWord;
      if (action.value !== '-' && !action.value.startsWith('-'))
        this.code(
          index,
          'shell',
          [action],
          'argument',
          undefined,
          scope,
          'eval',
        );
    }
    // `alias x='code'`: every later `x` runs the code (with expand_aliases, or
    // in the user's interactive shell once it is in a profile).
    if (name === 'alias')
      for (const w of operands) {
        const eq = w.value.indexOf('=');
        if (eq <= 0) continue;
        const body = { ...w, value: w.value.slice(eq + 1) };
        this.code(index, 'shell', [body], 'argument', undefined, scope, 'eval');
      }
    // `go test -exec prog`: go runs the test binary through prog.
    if (name === 'go') {
      const at = argv.findIndex((w) => w.value === '-exec');
      const program = at > 0 ? argv[at + 1] : undefined;
      if (program)
        this.code(
          index,
          'shell',
          [program],
          'argument',
          undefined,
          scope,
          'eval',
        );
    }
    const run = packageScriptRun(name, argv);
    if (run) {
      const found = this.fileCode(run.file, scope);
      const lines =
        found && !found.unknown
          ? packageScriptLines(found.text, run.script)
          : undefined;
      if (found?.unknown) this.dynamicCode(index, 'shell', 'file', []);
      else if (lines && lines.length)
        this.code(
          index,
          'shell',
          [literalWord(lines.join('\n'))],
          'file',
          undefined,
          scope,
          found?.via ?? 'script-file',
          run.file,
        );
    }
    const make = makeRun(name, argv);
    if (make) {
      const stdin = meta.stdin ?? scope.stdin;
      let text: string | undefined;
      let file = make.files[0] ?? 'Makefile';
      let via: Via = 'script-file';
      if (make.fromStdin) {
        text = stdin?.text;
        if (text === undefined) this.dynamicCode(index, 'shell', 'stdin', []);
        via = 'stdin-script';
        file = '-';
      } else
        for (const candidate of make.files) {
          const found = this.fileCode(candidate, scope);
          if (!found) continue;
          if (found.unknown) this.dynamicCode(index, 'shell', 'file', []);
          else [text, file, via] = [found.text, candidate, found.via];
          break;
        }
      const recipes = text === undefined ? [] : makeRecipes(text, make.targets);
      if (recipes.length)
        this.code(
          index,
          'shell',
          [literalWord(recipes.join('\n'))],
          'file',
          undefined,
          scope,
          via,
          file,
        );
    }
  }

  /**
   * `sed -f F`, `awk -f F`, `ssh -F CONFIG`, `gdb -x F`, `tar -T LIST` …: the
   * file's code, read as a script file is (written earlier in the line, or
   * read by the caller), judged like the same code on the command line;
   * unknown text asks. A file the table would ask about (`replaces`) asks too
   * when the reader finds it absent or unreadable.
   */
  private scriptFiles(
    index: number,
    refs: readonly ScriptFileRef[],
    meta: Meta,
    scope: Scope,
  ): void {
    for (const ref of refs) {
      const language =
        ref.language === 'awk' || ref.language === 'python'
          ? ref.language
          : 'shell';
      const found = ref.word.dynamic
        ? undefined
        : this.fileCode(ref.word.value, scope, true);
      if (ref.word.dynamic || found?.unknown) {
        this.dynamicCode(index, language, 'file', this.producers([ref.word]));
        continue;
      }
      if (!found) continue;
      if (ref.language === 'awk' || ref.language === 'python')
        this.code(
          index,
          ref.language,
          [literalWord(found.text)],
          'file',
          undefined,
          scope,
          found.via,
          ref.word.value,
        );
      else if (ref.language === 'tar-list')
        this.tarList(index, literalWord(found.text), meta, scope);
      else
        this.applySites(
          index,
          scriptFileSites(
            ref.language,
            literalWord(found.text),
            ref.word.value,
          ),
          meta,
          scope,
        );
    }
  }

  /**
   * `tar -T LIST`: the names are archived as if given on the command line (so
   * the read and exfiltration rules see them); lines that start with `-` are
   * options GNU tar applies, read by tar's table (`--to-command`, …).
   */
  private tarList(
    index: number,
    text: ShellWord,
    meta: Meta,
    scope: Scope,
  ): void {
    const command = this.commands[index] as ShellCommand;
    const { options, names } = tarListWords(text);
    command.argv = [...command.argv, ...names];
    if (options.length === 0) return;
    const tar = command.argv[0] as ShellWord;
    this.applySites(index, programSites('tar', [tar, ...options]), meta, scope);
    if (
      options.some((o) => /^(?:-T|--files-from|--fi)/.test(o.value)) ||
      options.some((o) => /^-[A-Za-z]*T/.test(o.value))
    )
      (command.execFindings ??= []).push({
        what: 'tar -T',
        severity: 'soft-deny',
        why: 'the file list names another file list, which is not read',
        whySaid: fragment('prog.tar-list'),
      });
  }

  /**
   * `PATH=.:$PATH ls`: the program is the first file of that name in the
   * entries put before the inherited PATH; one the analysis can read is run as
   * a script file, one it cannot in a risky place is unknown.
   */
  private pathLookup(argv: ShellWord[], meta: Meta, scope: Scope): ShellWord[] {
    const program = argv[0];
    const dirs = meta.path ?? this.searchPath;
    if (
      !program ||
      program.dynamic ||
      program.value.includes('/') ||
      dirs.length === 0 ||
      BUILTINS.has(program.value)
    )
      return argv;
    // A handful of entries are looked up; a PATH of thousands must not make the
    // hook read thousands of files.
    for (const dir of dirs.slice(0, 8)) {
      if (dir.includes('$')) continue;
      const candidate = `${dir === '' ? '.' : dir.replace(/\/$/, '')}/${program.value}`;
      if (this.fileCode(candidate, scope))
        return [{ ...program, value: candidate }, ...argv.slice(1)];
    }
    const risky = dirs.find(riskyPathEntry);
    if (risky !== undefined)
      this.problem(
        'dynamic-command',
        meta.text,
        fragment('problem.risky-path', {
          dir: risky || '.',
          program: program.value,
        }),
      );
    return argv;
  }

  /**
   * `export LD_PRELOAD=…`: what the exported variables make later commands run,
   * recorded as a command of its own when they make it run anything.
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
          ...(site.whySaid ? { whySaid: site.whySaid } : {}),
          ...(site.value !== undefined ? { value: site.value } : {}),
        });
      } else if (site.kind === 'shell') {
        if (site.word.dynamic)
          this.problem(
            'dynamic-code',
            command.text,
            fragment('problem.site-dynamic', { what: site.what }),
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
            fragment('problem.site-pipe', { what: site.what }),
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
      fragment('problem.code-dynamic', {
        program: command.name,
        language,
        source,
      }),
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
    // `sh < x.sh`: the shell reads the file as its script.
    const from = [...meta.redirects, ...scope.redirects].find(
      (r) => r.op === '<' && (r.fd === undefined || r.fd === 0),
    );
    if (!stdin && from) {
      const found = from.target.dynamic
        ? undefined
        : this.fileCode(from.target.value, scope);
      if (found?.unknown || (from.target.dynamic && !found))
        this.dynamicCode(
          index,
          language,
          'file',
          this.producers([from.target]),
        );
      else if (found)
        this.code(
          index,
          language,
          [literalWord(found.text)],
          'file',
          undefined,
          scope,
          found.via,
          from.target.value,
        );
      return;
    }
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
    // `eval "$(ssh-agent -s)"`: the code is the setup a known tool prints.
    if (
      language === 'shell' &&
      words.length === 1 &&
      /^\$\([^()]*\)$/.test(words[0]?.value ?? '') &&
      producers.length === 1 &&
      printsShellSetup(this.commands[producers[0] as number] as ShellCommand)
    ) {
      (this.commands[index] as ShellCommand).code = {
        language,
        source,
        producers,
      };
      return;
    }
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
