// Runnable, Reading and helpers — what one deferred surface would run, as its
// reader finds it in a file's text
// Pos: policies/security/deferred, the shape every reader returns; a reader
// that cannot read the text says so in `problem` (the write is then asked)
import type { Said } from '../../vocabulary/messages/said.js';
export interface Runnable {
  /** Where in the file: `scripts.postinstall`, `jobs.build.steps[2].run`. */
  key: string;
  /** What runs: shell text, a program and its arguments, code or a trust. */
  run: string;
  /**
   * command: shell text the command policies judge; code: code or a program
   * fetched or loaded (an action, a backend, a server URL); trust: a setting
   * that widens what runs or who sees secrets; prose: instructions.
   */
  kind: 'command' | 'code' | 'trust' | 'prose';
  /**
   * It runs by itself at the surface's moment (install, commit, folder open,
   * session start); false: only when someone names it (`npm test`, `make x`).
   */
  auto: boolean;
  /** Why it matters beyond running: secrets sent out, runs on the host … */
  note?: string;
  /** `note` as a catalog fragment, when the reader has one. */
  noteSaid?: Said;
  /**
   * It names the Wukong package the hooks run (package.json's wukong
   * dependency): changing it is the user's alone, hard-deny.
   */
  wukong?: boolean;
}

export interface Reading {
  runnables: Runnable[];
  /** The text could not be read as its format (the write is asked). */
  problem?: string;
  /**
   * What a re-read of an edited text may reuse, the reader's own shape (a
   * workflow's blocks by their text, package.json's script names): a value,
   * not state; the runtime keeps readings, policies keep none.
   */
  parts?: unknown;
}

/** A word for a shell command line, quoted when it needs it. */
export function shellQuote(word: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word)
    ? word
    : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** A program and its arguments as one shell command line. */
export function commandLine(program: string, args: readonly unknown[]): string {
  return [program, ...args.filter((a) => typeof a === 'string')]
    .map((w) => shellQuote(w as string))
    .join(' ');
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with comments and trailing commas (VS Code, devcontainer). */
export function parseJsonc(text: string): unknown {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else {
      out += c;
      i++;
    }
  }
  return JSON.parse(out.replace(/,(\s*[\]}])/g, '$1'));
}

/**
 * Strings of a command value: a string, an array of words, or an object of
 * them.
 */
export function commandsOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value))
    return value.every((v) => typeof v === 'string') && value.length
      ? [commandLine(value[0] as string, value.slice(1))]
      : [];
  if (isRecord(value)) return Object.values(value).flatMap(commandsOf);
  return [];
}
