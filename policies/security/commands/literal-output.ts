// literalOutput — what `echo`, `printf`, `cat <<EOF` or `base64 -d` of known
// text print when every word is known (`$(echo rm)` → rm, `echo 'x' | sh`,
// `echo cm0gLXJmIH4= | base64 -d | sh`)
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
  if (name === 'base64' && stdinText !== undefined)
    return base64Output(args, stdinText);
  return undefined;
}

/**
 * `base64 -d` of known text (`echo cm0gLXJmIH4= | base64 -d | sh`): the
 * decoded text, when it is text; undefined for encoding, a file operand,
 * options it does not know, or bytes that are not UTF-8.
 */
function base64Output(
  args: readonly string[],
  stdinText: string,
): string | undefined {
  let decode = false;
  let garbage = false;
  for (const arg of args) {
    if (/^(?:-d|-D|--decode|--d|--de|--dec|--deco|--decod)$/.test(arg))
      decode = true;
    else if (/^(?:-i|--ignore-garbage)$/.test(arg)) garbage = true;
    else if (/^-[diD]+$/.test(arg)) {
      decode = true;
      garbage ||= arg.includes('i');
    } else if (arg !== '-') return undefined;
  }
  if (!decode) return undefined;
  let data = stdinText.replace(/\s+/g, '');
  if (garbage) data = data.replace(/[^A-Za-z0-9+/=]/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length > 1 << 16)
    return undefined;
  try {
    const binary = atob(data);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.includes('\u0000') ? undefined : text.replace(/\n+$/, '');
  } catch {
    return undefined;
  }
}
