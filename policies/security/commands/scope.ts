// Scope, Stdin, Meta, ScriptOptions — what the walk carries down the tree — and
// collapse (a command's text on one line)
// Pos: policies/security/commands, the shared state of extract.ts and
// command-recorder.ts; no logic beyond formatting
import type { ShellRedirect, ShellWord, Via } from './shell-command.js';

export interface Stdin {
  kind: 'heredoc' | 'herestring';
  text: string;
}

export interface Scope {
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
  foundUnder?: string[];
  redirects: ShellRedirect[];
  stdin?: Stdin;
  /** The script file the commands below were read from. */
  scriptFile?: string;
}

export interface Meta {
  text: string;
  redirects: ShellRedirect[];
  stdin?: Stdin;
  /**
   * PATH entries a `PATH=… cmd` prefix puts before the inherited ones: where
   * the program is looked up first.
   */
  path?: string[];
  /** `NAME=value` words before the command (`GIT_SSH_COMMAND=… git fetch`). */
  env?: Array<{ name: string; value: ShellWord }>;
}

export interface ScriptOptions {
  /**
   * Report a parse error as a problem (false for strings guessed out of inline
   * code).
   */
  reportErrors: boolean;
  /**
   * Drop the script entirely when it does not parse cleanly (inline code read
   * as a shell line).
   */
  requireClean?: boolean;
}

/**
 * Whitespace collapsed, at most 400 characters: how a command's text appears in
 * findings and subjects.
 */
export const collapse = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 400 ? `${flat.slice(0, 400)}…` : flat;
};
