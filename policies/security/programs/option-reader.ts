// readOptions — a table-driven getopt_long reader: short bundles, attached and
// separate values, `--name=value`, `--` and GNU long-option abbreviations (a
// unique prefix of one long option stands for it; an exact match wins);
// expandLong, the same expansion for one word
// Pos: policies/security/programs, shared by every family file; knows no
// program
import type { ShellWord } from './exec-site.js';

/** Look-alike dashes (`‐‐hard`) read as `-`, as commands/ reads them. */
const optionText = (word: string) =>
  word.replace(/^[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]+/, (m) =>
    '-'.repeat(m.length),
  );

export interface OptionSpec {
  /** Every long option the program has (without `--`), for abbreviations. */
  long?: readonly string[];
  /** Long options that take a value (`--to-command CMD`). */
  valued?: readonly string[];
  /** Long options whose value may only be attached (`--open-files-in-pager=CMD`). */
  optional?: readonly string[];
  /** Short letters that take a value (`-I CMD`, `-ICMD`). */
  short?: string;
  /**
   * The program expands unique prefixes (GNU getopt_long, argp, git's
   * parse-options, npm's nopt). False for rsync, node, bash, vim, kubectl,
   * find, flock (shell-execution.md §3).
   */
  abbreviations: boolean;
  /** `-name` is a long option too (gdb, getopt_long_only). */
  singleDashLong?: boolean;
  /** Options stop at the first operand (git subcommands do not). */
  posixStop?: boolean;
}

export interface ReadOption {
  /** The long name (expanded) or the short letter. */
  name: string;
  value?: ShellWord;
  index: number;
}

/** `--har` → `hard` when it is the unique prefix of one long option. */
export function expandLong(name: string, spec: OptionSpec): string {
  const long = spec.long ?? [];
  if (!spec.abbreviations || long.includes(name) || name === '') return name;
  let found: string | undefined;
  for (const option of long) {
    if (!option.startsWith(name)) continue;
    if (found !== undefined) return name; // ambiguous: the program refuses it
    found = option;
  }
  return found ?? name;
}

const word = (value: string, from?: ShellWord): ShellWord => ({
  value,
  dynamic: from?.dynamic ?? false,
  glob: false,
  tilde: false,
});

/** Options and operands of `args` (argv without the program's name). */
export function readOptions(
  args: readonly ShellWord[],
  spec: OptionSpec,
): { options: ReadOption[]; operands: number[] } {
  const options: ReadOption[] = [];
  const operands: number[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as ShellWord;
    const text = optionText(arg.value);
    if (text === '--') {
      for (let k = i + 1; k < args.length; k++) operands.push(k);
      break;
    }
    const long = text.startsWith('--')
      ? text.slice(2)
      : spec.singleDashLong && /^-[a-z][a-z-]+/.test(text)
        ? text.slice(1)
        : undefined;
    if (long !== undefined && long !== '') {
      const eq = long.indexOf('=');
      const name = expandLong(eq < 0 ? long : long.slice(0, eq), spec);
      if (eq >= 0)
        options.push({ name, value: word(long.slice(eq + 1), arg), index: i });
      else if (spec.valued?.includes(name) && i + 1 < args.length) {
        options.push({ name, value: args[i + 1], index: i });
        i++;
      } else options.push({ name, index: i });
      continue;
    }
    if (text.startsWith('-') && text.length > 1) {
      for (let k = 1; k < text.length; k++) {
        const letter = text[k] as string;
        if (spec.short?.includes(letter)) {
          const attached = text.slice(k + 1);
          if (attached)
            options.push({
              name: letter,
              value: word(attached, arg),
              index: i,
            });
          else if (i + 1 < args.length) {
            options.push({ name: letter, value: args[i + 1], index: i });
            i++;
          } else options.push({ name: letter, index: i });
          break;
        }
        options.push({ name: letter, index: i });
      }
      continue;
    }
    operands.push(i);
    if (spec.posixStop) {
      for (let k = i + 1; k < args.length; k++) operands.push(k);
      break;
    }
  }
  return { options, operands };
}

/** argv with each abbreviated long option written out (`--har` → `--hard`). */
export function expandArgv(
  argv: readonly ShellWord[],
  from: number,
  spec: OptionSpec,
): ShellWord[] {
  let changed = false;
  const out = argv.map((w, i) => {
    if (i < from || !w.value.startsWith('--') || w.value === '--') return w;
    const body = w.value.slice(2);
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    const full = expandLong(name, spec);
    if (full === name) return w;
    changed = true;
    return { ...w, value: `--${full}${eq < 0 ? '' : body.slice(eq)}` };
  });
  return changed ? out : (argv as ShellWord[]);
}
