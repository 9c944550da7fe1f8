// shellStringsIn — the shell command lines inline code hands to a shell
// (os.system("…"), execSync('…'), `…`, system2("rm", c(…)))
// Pos: policies/security/commands, a reader of string literals in Python, Node,
// Ruby, Perl, PHP, Lua, awk, R and AppleScript; not an interpreter: code that
// builds its command at run time yields nothing here and is judged by the
// inline-code policy
import { lexCode } from './code-lexer.js';

const STR = String.raw`(?:"((?:[^"\\\n]|\\.){0,4000})"|'((?:[^'\\\n]|\\.){0,4000})')`;
const STR_ANY = String.raw`(?:"(?:[^"\\\n]|\\.){0,4000}"|'(?:[^'\\\n]|\\.){0,4000}')`;

/** A call that runs its single string argument through a shell. */
const CALL_STRING = new RegExp(
  String.raw`(?:\b(?:system|popen|getoutput|getstatusoutput|check_output|check_call|call|run|Popen|exec|execSync|shell_exec|passthru|proc_open|execute|capture2e?|capture3|spawn)|do\s+shell\s+script)\s*\(?\s*(?:f|r|b)?` +
    STR,
  'g',
);
/**
 * A call given the program and its arguments as a list: `subprocess.run(["rm",
 * "-rf", "/"])`.
 */
const CALL_LIST = new RegExp(
  String.raw`\b(?:run|call|check_call|check_output|Popen|system|exec|spawn|execv|execvp)\s*\(\s*\[\s*(` +
    STR_ANY +
    String.raw`(?:\s*,\s*` +
    STR_ANY +
    String.raw`){0,64})\s*\]`,
  'g',
);
/**
 * A call given the program, then its arguments as a list: `spawnSync('rm',
 * ['-rf', '/'])`, `system2("rm", c("-rf", "/"))`.
 */
const CALL_PROGRAM_LIST = new RegExp(
  String.raw`\b(?:spawn|spawnSync|execFile|execFileSync|execa|execaSync|system2)\s*\(\s*(` +
    STR_ANY +
    String.raw`)\s*,\s*(?:\[|c\()\s*((?:` +
    STR_ANY +
    String.raw`(?:\s*,\s*)?){0,64})\s*[\])]`,
  'g',
);
/**
 * `os.execvp('sh', ['sh', '-c', 'rm -rf ~'])`: the list is the whole argv,
 * argv[0] included.
 */
const EXEC_ARGV = new RegExp(
  String.raw`\b(?:execv|execvp|execve|execvpe|spawnv|spawnvp|spawnve|spawnvpe)\s*\(\s*(?:os\.P_\w+\s*,\s*)?` +
    STR_ANY +
    String.raw`\s*,\s*[[(]\s*((?:` +
    STR_ANY +
    String.raw`(?:\s*,\s*)?){0,64})\s*[\])]`,
  'g',
);
const BACKTICK = /`([^`\n]{1,4000})`/g;
const QX =
  /(?:\bqx|%x)\s*(?:\{([^}]{1,4000})\}|\(([^)]{1,4000})\)|\[([^\]]{1,4000})\]|<([^>]{1,4000})>|\|([^|]{1,4000})\||!([^!]{1,4000})!)/g;
/**
 * awk: `"cmd" | getline`, `print … | "cmd"`, `system("cmd")` (the last one via
 * CALL_STRING).
 */
const AWK_PIPE = new RegExp(
  String.raw`(?:` + STR + String.raw`\s*\|\s*getline|\|\s*` + STR + `)`,
  'g',
);
/** Perl: `open(FH, "cmd |")`, `open(my $fh, "-|", "cmd")`. */
const PERL_OPEN = new RegExp(
  String.raw`\bopen\s*\(?[^,;]{0,80},\s*(?:"-\|"\s*,\s*|'-\|'\s*,\s*)?` + STR,
  'g',
);

const AWK_TO_SHELL = new RegExp(
  String.raw`print[f]?\s*\(?\s*` +
    STR +
    String.raw`\s*\)?\s*\|&?\s*"(?:sh|bash|/bin/sh|/bin/bash|dash|zsh)"`,
  'g',
);
const TCL_EXEC =
  /(?:^|[;\n[{])\s*(?:exec|spawn|open\s+"\|)\s+([^;\n\]]{1,4000})/g;

const unescape = (s: string) =>
  s
    .replace(/\\(["'\\])/g, '$1')
    .replace(/\\n/g, '\n')
    .replace(/\\t/g, '\t');
const literal = (m: RegExpMatchArray, from: number) =>
  unescape(m[from] ?? m[from + 1] ?? '');
const items = (list: string) =>
  [...list.matchAll(new RegExp(STR, 'g'))].map((m) => literal(m, 1));
const quote = (arg: string) =>
  /^[A-Za-z0-9_./=:@%+,-]+$/.test(arg)
    ? arg
    : `'${arg.replace(/'/g, `'\\''`)}'`;

const LANGUAGES_WITH_BACKTICKS = new Set(['ruby', 'perl', 'php', 'shell']);
const LIMIT = 16;

/**
 * Shell command lines inside `code` of `language`, in order of appearance, at
 * most 16.
 */
export function shellStringsIn(language: string, text: string): string[] {
  // Comments dropped first: `# os.system('rm -rf ~') is a bad idea` runs
  // nothing.
  const lexed = lexCode(language, text);
  const code = lexed
    ? lexed.code.replace(/«(\d+)»/g, (_, n: string) => {
        const literal = lexed.literals[Number(n)];
        return `'${(literal?.value ?? '').replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
      })
    : text;
  const found: Array<[number, string]> = [];
  const add = (index: number | undefined, text: string) => {
    if (text.trim()) found.push([index ?? 0, text]);
  };
  if (language === 'awk') {
    for (const m of code.matchAll(AWK_PIPE))
      add(m.index, literal(m, 1) || literal(m, 3));
  }
  for (const m of code.matchAll(CALL_STRING)) add(m.index, literal(m, 1));
  for (const m of code.matchAll(CALL_LIST))
    add(
      m.index,
      items(m[1] ?? '')
        .map(quote)
        .join(' '),
    );
  for (const m of code.matchAll(CALL_PROGRAM_LIST))
    add(
      m.index,
      [...items(m[1] ?? ''), ...items(m[2] ?? '')].map(quote).join(' '),
    );
  for (const m of code.matchAll(EXEC_ARGV))
    add(
      m.index,
      items(m[1] ?? '')
        .map(quote)
        .join(' '),
    );
  if (LANGUAGES_WITH_BACKTICKS.has(language)) {
    for (const m of code.matchAll(BACKTICK)) add(m.index, m[1] ?? '');
    for (const m of code.matchAll(QX))
      add(m.index, m.slice(1).find((g) => g !== undefined) ?? '');
  }
  if (language === 'node') {
    for (const m of code.matchAll(BACKTICK))
      if (/\$\s*$/.test(code.slice(Math.max(0, (m.index ?? 0) - 2), m.index)))
        add(m.index, m[1] ?? '');
  }
  if (language === 'awk') {
    // `print "cmd" | "sh"` / `|& "sh"`: the printed text is the shell's input.
    for (const m of code.matchAll(AWK_TO_SHELL)) add(m.index, literal(m, 1));
  }
  if (language === 'tcl') {
    // `exec prog args`, `spawn prog args` up to the end of the command.
    for (const m of code.matchAll(TCL_EXEC))
      add(m.index, (m[1] ?? '').replace(/[{}"]/g, "'"));
  }
  if (language === 'perl') {
    for (const m of code.matchAll(PERL_OPEN)) {
      const text = literal(m, 1);
      if (/\|\s*$|^\s*\|/.test(text))
        add(m.index, text.replace(/^\s*\||\|\s*$/g, ''));
    }
  }
  return found
    .sort((a, b) => a[0] - b[0])
    .map(([, text]) => text)
    .slice(0, LIMIT);
}
