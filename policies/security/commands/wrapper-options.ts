// WrapperOptions, Peel, optionText (look-alike dashes folded), commandStart
// (where a wrapper's command begins after its options)
// Pos: policies/security/commands, the option reading wrappers.ts and
// special-wrappers.ts share; no wrapper table here
import type { ShellWord, Via } from './shell-command.js';

/** How a wrapper's own options are read before the wrapped command starts. */
export interface WrapperOptions {
  /** Short options that take a value (`-u root`, `-uroot`). */
  short?: string;
  /** Long options that take a value when written without `=`. */
  long?: readonly string[];
  /**
   * Positional words the wrapper consumes before the command (timeout's
   * duration, chroot's new root).
   */
  positionals?: number;
  /** `NAME=value` words before the command set its environment (env, sudo). */
  assignments?: boolean;
  /** `nice -19`: a dash and digits is an option. */
  numeric?: boolean;
  /** Raises privileges for the wrapped command. */
  privilege?: boolean;
}

export type Peel =
  /**
   * The wrapper runs `rest` (empty when it has no command: `sudo -s`, a bare
   * `env`).
   */
  | {
      kind: 'inner';
      wrapper: string;
      rest: ShellWord[];
      privilege?: boolean;
      inputArgs?: boolean;
      via?: Via;
      replace?: string;
    }
  /** The wrapper hands a string to a shell: `eval`, `watch`, `su -c`, `flock -c`, `script -c`, `ssh HOST cmd`. */
  | {
      kind: 'script';
      wrapper: string;
      script: ShellWord[];
      via: Via;
      privilege?: boolean;
      remote?: string;
    }
  /** `command -v rm`: names a program, runs nothing. */
  | { kind: 'query'; wrapper: string }
  /** `parallel`: one command per input, and command lines given as inputs. */
  | {
      kind: 'parallel';
      children: ShellWord[][];
      scripts: ShellWord[];
      inputArgs: boolean;
    };

const DASHES = /^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/;
/**
 * Look-alike dashes (`‐‐hard`) read as `-`: a pasted option should not slip
 * past a rule.
 */
export const optionText = (word: string) =>
  DASHES.test(word)
    ? word.replace(/^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]+/, (m) =>
        '-'.repeat(m.length),
      )
    : word;

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

/**
 * Index in `args` where the wrapped command starts (args.length when none),
 * skipping the wrapper's options.
 */
export function commandStart(
  args: readonly ShellWord[],
  spec: WrapperOptions,
  values: Map<string, string> = new Map(),
): number {
  let positionals = spec.positionals ?? 0;
  for (let i = 0; i < args.length; i++) {
    const word = optionText(args[i]?.value ?? '');
    if (word === '--')
      return positionals > 0
        ? skipPositionals(i + 1, positionals, args.length)
        : i + 1;
    if (word === '-' && spec.assignments) continue; // env -: start from an empty environment
    if (word.startsWith('--') && word.length > 2) {
      const eq = word.indexOf('=');
      const name = eq < 0 ? word.slice(2) : word.slice(2, eq);
      if (eq < 0 && spec.long?.includes(name)) {
        values.set(name, args[i + 1]?.value ?? '');
        i++;
      } else values.set(name, eq < 0 ? '' : word.slice(eq + 1));
      continue;
    }
    if (word.startsWith('-') && word.length > 1) {
      if (spec.numeric && /^-\d+$/.test(word)) continue;
      for (let k = 1; k < word.length; k++) {
        const flag = word[k] ?? '';
        if (spec.short?.includes(flag)) {
          const attached = word.slice(k + 1);
          values.set(flag, attached || (args[i + 1]?.value ?? ''));
          if (!attached) i++;
          break;
        }
        values.set(flag, '');
      }
      continue;
    }
    if (spec.assignments && ASSIGNMENT.test(word)) continue;
    if (positionals > 0) {
      positionals--;
      continue;
    }
    return i;
  }
  return args.length;
}

const skipPositionals = (from: number, count: number, length: number) =>
  Math.min(from + count, length);
