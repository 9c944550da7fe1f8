// ExecSite, ProgramReader, ProgramFamily — what a program's options,
// subcommands, config keys and environment make it execute, as plain data
// Pos: policies/security/programs, the shape every family file returns; the
// extraction (commands/command-recorder.ts) re-parses the strings, the rule
// rules/program-exec.ts judges the findings
import type { Severity } from '../../vocabulary/severity.js';
import type { Said } from '../../vocabulary/messages/said.js';

/**
 * One word after quote removal: the same shape as commands/shell-command.ts's
 * ShellWord, declared here so this folder imports nothing from commands/ (which
 * imports it).
 */
export interface ShellWord {
  value: string;
  dynamic: boolean;
  glob: boolean;
  tilde: boolean;
}

export type ExecSite =
  /** A command line a shell runs (`sh -c`): parsed and judged like any other. */
  | { kind: 'shell'; what: string; word: ShellWord }
  /** A program and its arguments run directly: judged as a simple command. */
  | { kind: 'program'; what: string; argv: ShellWord[] }
  /**
   * The program's stdin is a script in a syntax of its own; `lines` turns the
   * known stdin text into shell command lines (a crontab's commands, make's
   * recipes).
   */
  | { kind: 'stdin'; what: string; lines: (text: string) => string[] }
  /**
   * Code loaded from a file or library, a setting that changes what runs
   * later, a history rewrite: a finding of its own.
   */
  | {
      kind: 'finding';
      what: string;
      severity: Severity;
      why: string;
      /** `why` as a catalog fragment, for the user's language. */
      whySaid?: Said;
      /** The value it concerns, for the message. */
      value?: string;
    };

/** Reads one program's argv (wrappers removed) into the sites it executes. */
export type ProgramReader = (argv: readonly ShellWord[]) => ExecSite[];

/** One family file: readers by program name and long-option tables. */
export interface ProgramFamily {
  readers: Readonly<Record<string, ProgramReader>>;
}
