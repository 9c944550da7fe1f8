// shellQuote, wrappedCommand, carriedCwdCommand, unwrapCommand — an argv as
// one shell line of plain single-quoted words (no expansion anywhere), alone or
// inside the one fixed frame that carries a `cd` out of the sandbox, and back:
// what PreToolUse hands Claude Code as the Bash command, and how the daemon's
// answer check proves a rewrite runs the original command and nothing else
// Pos: src/sandbox, pure and dependency-free (the hook launcher loads the
// check); building the argv is bwrap-argv.ts
import { SANDBOX_MARK } from './bwrap-argv.js';

/** One word, single-quoted: `'` becomes `'\''`. */
export const shellQuote = (word: string): string =>
  `'${word.replace(/'/g, `'\\''`)}'`;

export const wrappedCommand = (argv: readonly string[]): string =>
  argv.map(shellQuote).join(' ');

/**
 * The frame around a wrapped argv that carries the command's `cd` over to the
 * next Bash call. Claude Code runs a Bash command as `eval '<command>' &&
 * pwd -P >| /tmp/claude-<id>-cwd` in its own shell and starts the next call in
 * the folder that file names; inside bubblewrap a `cd` is lost with the
 * sandbox's process. So the sandbox writes its final folder to fd 3 (bwrap-
 * argv.ts reportCwd), the frame reads it and `cd`s the outer shell there, and
 * Claude Code's own `pwd -P` (on the host, not in the sandbox's private /tmp)
 * records it. Output goes to fd 4 (the outer stdout) so only fd 3 is captured;
 * the exit code is the sandbox's; `builtin cd` passes over a `cd` function
 * from the user's shell snapshot; bash and zsh read it alike. Constant text:
 * nothing in it depends on the command.
 */
export const CWD_FRAME = {
  open: '{ __wukong_sbx_cwd=$(',
  close:
    ' 3>&1 >&4 4>&-); } 4>&1 && { builtin cd -- "${__wukong_sbx_cwd:-.}" 2>/dev/null || :; }',
} as const;

/** wrappedCommand inside CWD_FRAME. */
export const carriedCwdCommand = (argv: readonly string[]): string =>
  `${CWD_FRAME.open}${wrappedCommand(argv)}${CWD_FRAME.close}`;

const WORD = /'([^']*)'|\\'/gy;

/**
 * The argv of a line wrappedCommand or carriedCwdCommand wrote, or undefined
 * when the line holds anything but single-quoted words separated by one space
 * (a `;`, `$`, a newline outside quotes, an unquoted word) in or out of the
 * exact CWD_FRAME.
 */
export function parseWrapped(line: string): string[] | undefined {
  if (line.startsWith(CWD_FRAME.open) && line.endsWith(CWD_FRAME.close))
    return parseWords(
      line.slice(CWD_FRAME.open.length, line.length - CWD_FRAME.close.length),
    );
  return parseWords(line);
}

function parseWords(line: string): string[] | undefined {
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
