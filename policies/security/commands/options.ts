// readOptions — a command's words split into options (short letters, long
// names, their values) and operands
// Pos: policies/security/commands, getopt-style reading every command rule
// shares; which options take a value is the caller's word
import type { ShellCommand, ShellWord } from './shell-command.js';
import { optionText } from './wrappers.js';

export interface OptionSpec {
  /** Short options whose value follows (`-n 5`, `-n5`). */
  short?: string;
  /** Long options whose value follows when not written with `=`. */
  long?: readonly string[];
  /**
   * Options end at the first operand (git-style subcommands), not only at `--`.
   */
  stopAtOperand?: boolean;
}

export interface Operand {
  value: string;
  word: ShellWord;
  index: number;
}

export interface ReadOptions {
  /**
   * Short letters and long names given (`-rf` → r, f; `--force` → force), long
   * names lower-cased.
   */
  flags: Set<string>;
  values: Map<string, string>;
  operands: Operand[];
}

/** Reads `words` (a command's words after its name, or after a subcommand). */
export function readOptions(
  words: readonly ShellWord[],
  spec: OptionSpec = {},
  offset = 1,
): ReadOptions {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  const operands: Operand[] = [];
  let ended = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as ShellWord;
    const text = optionText(word.value);
    if (ended || text === '-' || !text.startsWith('-') || word.dynamic) {
      operands.push({ value: word.value, word, index: i + offset });
      if (spec.stopAtOperand) ended = true;
      continue;
    }
    if (text === '--') {
      ended = true;
      continue;
    }
    if (text.startsWith('--')) {
      const eq = text.indexOf('=');
      const name = (eq < 0 ? text.slice(2) : text.slice(2, eq)).toLowerCase();
      flags.add(name);
      if (eq >= 0) values.set(name, text.slice(eq + 1));
      else if (spec.long?.includes(name)) {
        values.set(name, words[i + 1]?.value ?? '');
        i++;
      }
      continue;
    }
    for (let k = 1; k < text.length; k++) {
      const letter = text[k] as string;
      flags.add(letter);
      if (spec.short?.includes(letter)) {
        const attached = text.slice(k + 1);
        values.set(letter, attached || (words[i + 1]?.value ?? ''));
        if (!attached) i++;
        break;
      }
    }
  }
  return { flags, values, operands };
}

/** The command's own words after its name. */
export const argsOf = (command: ShellCommand) => command.argv.slice(1);

/**
 * Lower-cased values of the words after the name (`RESET` → reset): for
 * subcommand matching.
 */
export const lowerArgs = (command: ShellCommand) =>
  command.argv.slice(1).map((w) => optionText(w.value).toLowerCase());
