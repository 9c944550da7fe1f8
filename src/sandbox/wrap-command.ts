// shellQuote, wrappedCommand, unwrapCommand — an argv as one shell line of
// plain single-quoted words (no expansion anywhere), and back: what PreToolUse
// hands Claude Code as the Bash command, and how the daemon's answer check
// proves a rewrite runs the original command and nothing else
// Pos: src/sandbox, pure and dependency-free (the hook launcher loads the
// check); building the argv is bwrap-argv.ts
import { SANDBOX_MARK } from './bwrap-argv.js';

/** One word, single-quoted: `'` becomes `'\''`. */
export const shellQuote = (word: string): string =>
  `'${word.replace(/'/g, `'\\''`)}'`;

export const wrappedCommand = (argv: readonly string[]): string =>
  argv.map(shellQuote).join(' ');

const WORD = /'([^']*)'|\\'/gy;

/**
 * The argv of a line wrappedCommand wrote, or undefined when the line holds
 * anything but single-quoted words separated by one space (a `;`, `$`, a
 * newline outside quotes, an unquoted word).
 */
export function parseWrapped(line: string): string[] | undefined {
  const out: string[] = [];
  let i = 0;
  while (i < line.length) {
    let word = '';
    let any = false;
    WORD.lastIndex = i;
    for (let m = WORD.exec(line); m; m = WORD.exec(line)) {
      word += m[1] ?? "'";
      any = true;
      i = WORD.lastIndex;
    }
    if (!any) return undefined;
    out.push(word);
    if (i === line.length) break;
    if (line[i] !== ' ') return undefined;
    i += 1;
    if (i === line.length) return undefined;
  }
  return out.length ? out : undefined;
}

/**
 * The original command of a sandbox wrapper: the last word after the mark, when
 * the line is a plain-quoted bwrap argv; else undefined.
 */
export function unwrapCommand(line: string): string | undefined {
  const argv = parseWrapped(line);
  if (!argv || argv.length < 4) return undefined;
  if (!/(?:^|\/)bwrap$/.test(argv[0] ?? '')) return undefined;
  if (argv[argv.length - 2] !== SANDBOX_MARK) return undefined;
  return argv[argv.length - 1];
}
