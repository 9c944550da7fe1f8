// literalOutput — what `echo`, `printf` or `cat <<EOF` print when every word is
// known (`$(echo rm)` → rm, `echo 'x' | sh`)
// Pos: policies/security/commands, lets the extraction see through the
// commonest way of feeding a string to a shell
import { programName } from './program-name.js';
import type { ShellWord } from './shell-command.js';
import { decodeAnsiC } from './word.js';

/**
 * The text the command prints, when knowable; `stdinText` is its heredoc or
 * here-string. Trailing newlines are dropped.
 */
export function literalOutput(
  argv: readonly ShellWord[],
  stdinText?: string,
): string | undefined {
  const head = argv[0];
  if (!head || argv.some((w) => w.dynamic)) return undefined;
  const name = programName(head.value);
  const args = argv.slice(1).map((w) => w.value);
  if (name === 'echo') {
    let i = 0;
    let escapes = false;
    for (; i < args.length && /^-[neE]+$/.test(args[i] ?? ''); i++) {
      for (const letter of (args[i] as string).slice(1))
        if (letter !== 'n') escapes = letter === 'e';
    }
    const text = args.slice(i).join(' ');
    return escapes ? decodeAnsiC(text) : text;
  }
  if (name === 'printf') {
    const format = args[0];
    if (format === undefined) return undefined;
    if (/^%s(\\n)?$/.test(format))
      return args.slice(1).join(format.endsWith('\\n') ? '\n' : '');
    if (/%[^%]/.test(format.replace(/%%/g, ''))) return undefined;
    // printf decodes \xHH, \NNN and \n in its format, like $'…'.
    return decodeAnsiC(format).replace(/%%/g, '%').replace(/\n+$/, '');
  }
  if (name === 'cat' && args.length === 0 && stdinText !== undefined)
    return stdinText.replace(/\n+$/, '');
  return undefined;
}
