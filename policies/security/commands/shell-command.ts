// ShellWord, ShellRedirect, ShellCommand, InlineCode, ShellProblem,
// ShellAnalysis — what a parsed script would execute
// Pos: policies/security/commands, the data the extraction produces and every
// command policy reads (GateFacts.shell); plain JSON
import type { Said } from '../../vocabulary/messages/said.js';
/**
 * One word after quote removal. Expansions the gate cannot know stay in `value`
 * as written (`$HOME`, `$(pwd)`).
 */
export interface ShellWord {
  /** The word as the program receives it when `dynamic` is false. */
  value: string;
  /**
   * Part of it is only known at run time: a variable, a command substitution,
   * arithmetic.
   */
  dynamic: boolean;
  /** Unquoted glob characters (`*`, `?`, `[`) the shell would expand. */
  glob: boolean;
  /** Starts with an unquoted `~` the shell would expand. */
  tilde: boolean;
}

export interface ShellRedirect {
  /** `>`, `>>`, `<`, `&>`, `>|`, `<>`, `>&` … */
  op: string;
  fd?: number;
  target: ShellWord;
}

/** How a command was reached, outermost first. */
export type Via =
  | 'shell-c'
  | 'stdin-script'
  | 'eval'
  | 'substitution'
  | 'process-substitution'
  | 'subshell'
  | 'function'
  | 'xargs'
  | 'find-exec'
  | 'parallel'
  | 'watch'
  | 'interpreter'
  | 'remote'
  | 'su'
  | 'written-file'
  /** A script file on disk the caller chose to read (one changed during the agent's session). */
  | 'script-file'
  /**
   * A string a program runs because of an option, config key or variable
   * (`git -c core.sshCommand=…`, `tar --to-command`, `GIT_SSH_COMMAND=…`).
   */
  | 'program-option'
  /** The arguments of a program not in the wrapper table that form a command (`fakeroot rm -rf /`). */
  | 'unknown-wrapper';

/**
 * Code a command runs from a string, stdin or a substitution rather than from a
 * file.
 */
export interface InlineCode {
  /**
   * `shell`, `python`, `node`, `perl`, `ruby`, `php`, `lua`, `r`,
   * `applescript`, `powershell`, `awk`, `sql`.
   */
  language: string;
  /** Where the code comes from. */
  source:
    | 'argument'
    | 'stdin'
    | 'heredoc'
    | 'herestring'
    | 'pipe'
    | 'process-substitution'
    | 'input-items'
    | 'file';
  /** The code, when it is known before the command runs. */
  text?: string;
  /**
   * Indices (in ShellAnalysis.commands) of the commands whose output becomes
   * the code.
   */
  producers: number[];
}

export interface ShellCommand {
  /**
   * The program's words, wrappers removed: argv[0] is the program as written
   * (`/bin/rm`, `r''m` → `rm`).
   */
  argv: ShellWord[];
  /**
   * The program's name for matching: basename of argv[0], lower-cased
   * (`/usr/bin/GIT` → `git`).
   */
  name: string;
  /**
   * The simple command as written, wrappers included (`sudo rm -rf /`);
   * findings use it as their subject.
   */
  text: string;
  redirects: ShellRedirect[];
  /**
   * Wrappers peeled off to reach the program, outermost first (`sudo`, `env`,
   * `nice`, `xargs`).
   */
  wrappers: string[];
  /**
   * The wrapper that runs it with raised privileges (`sudo`, `doas`, `su`,
   * `pkexec`, `run0`).
   */
  privilege?: string;
  via: Via[];
  /**
   * How many re-parses deep (bash -c, eval, heredoc to a shell, inline code) it
   * sits; 0 is the script itself.
   */
  depth: number;
  /** Its place in a pipeline: the same id for every stage, stage 0 first. */
  pipeline?: { id: number; stage: number };
  background: boolean;
  /** Functions whose body holds it, innermost last. */
  functions: string[];
  /**
   * The directory an earlier `cd` in the script moved to (relative to the
   * tool's cwd, or absolute); `?` when not knowable.
   */
  workdir?: string;
  /**
   * More operands arrive only at run time (xargs, find -exec {}, parallel
   * without :::).
   */
  inputArgs?: boolean;
  /** Run by `find -exec`: `{}` stands for paths found under these roots. */
  foundUnder?: string[];
  /** Runs on another machine (`ssh HOST cmd`). */
  remote?: string;
  /**
   * The script file it was read from, as the command named it (`bash x.sh` →
   * `x.sh`; written earlier in the line or read from disk).
   */
  scriptFile?: string;
  /**
   * Code it executes that the extraction could see (or could not: `text`
   * absent).
   */
  code?: InlineCode;
  /**
   * Its stdin is known text: a heredoc, a here-string, or the literal echo of
   * the pipeline stage before.
   */
  stdinText?: string;
  /**
   * Indices (in ShellAnalysis.commands) of the commands whose output becomes
   * part of its words (`$(cat key)`, `<(curl …)`).
   */
  argumentProducers?: number[];
  /**
   * What its options, config keys or environment make it load or change beyond
   * running a string (policies/security/programs): judged by
   * rules/program-exec.ts.
   */
  execFindings?: ExecFinding[];
}

export interface ExecFinding {
  /** The option, key or variable (`git config --global core.sshCommand`). */
  what: string;
  severity: 'soft-deny' | 'hard-deny';
  why: string;
  /** `why` as a catalog fragment, for the user's language. */
  whySaid?: Said;
  value?: string;
}

export interface ShellProblem {
  kind: 'parse-error' | 'depth-limit' | 'dynamic-command' | 'dynamic-code';
  /** The text the problem is about. */
  text: string;
  detail: string;
  /** `detail` as a catalog fragment, for the user's language. */
  detailSaid?: Said;
}

export interface ShellAnalysis {
  source: string;
  commands: ShellCommand[];
  problems: ShellProblem[];
}

declare module '../../gate/gate-context.js' {
  interface GateFacts {
    /** `command` parsed by the real shell parser: every command it would run, wrappers peeled, nested strings followed.
     *  Its `source` equals `command`; a policy seeing another source treats the
     *  command as unparsed. */
    shell?: ShellAnalysis;
  }
}
