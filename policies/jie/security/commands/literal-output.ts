// Input: ./shell-command (ShellWord), ./program-name
// Output: literalOutput — what `echo`, `printf` or `cat <<EOF` print when every word is known (`$(echo rm)` → rm, `echo 'x' | sh`)
// Pos: policies/jie/security/commands, lets the extraction see through the commonest way of feeding a string to a shell
import { programName } from './program-name.js';
import type { ShellWord } from './shell-command.js';

const PRINTF_ESCAPES: Record<string, string> = { n: '\n', t: '\t', '\\': '\\', '"': '"', "'": "'" };
const unescapePrintf = (s: string) => s.replace(/\\(.)/g, (whole, c: string) => PRINTF_ESCAPES[c] ?? whole).replace(/%%/g, '%');

/** The text the command prints, when knowable; `stdinText` is its heredoc or here-string. Trailing newlines are dropped. */
export function literalOutput(argv: readonly ShellWord[], stdinText?: string): string | undefined {
  const head = argv[0];
  if (!head || argv.some((w) => w.dynamic)) return undefined;
  const name = programName(head.value);
  const args = argv.slice(1).map((w) => w.value);
  if (name === 'echo') {
    let i = 0;
    while (i < args.length && /^-[neE]+$/.test(args[i] ?? '')) i++;
    return args.slice(i).join(' ');
  }
  if (name === 'printf') {
    const format = args[0];
    if (format === undefined) return undefined;
    if (/^%s(\\n)?$/.test(format)) return args.slice(1).join(format.endsWith('\\n') ? '\n' : '');
    if (/%[^%]/.test(format.replace(/%%/g, ''))) return undefined;
    return unescapePrintf(format).replace(/\n+$/, '');
  }
  if (name === 'cat' && args.length === 0 && stdinText !== undefined) return stdinText.replace(/\n+$/, '');
  return undefined;
}
