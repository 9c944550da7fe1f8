// codeTouches — what inline code (python -c, node -e, perl -e, ruby -e, a
// heredoc into an interpreter) names and does: its string literals, and whether
// it writes, deletes, renames, links or chmods anything
// Pos: policies/security/self-protection, a reader of literals and call names,
// not an interpreter: a path the code builds at run time (`'.wu' + 'kong'`) is
// beyond it (the sandbox of a later issue covers that)
const STRING =
  /"((?:[^"\\\n]|\\.){0,400})"|'((?:[^'\\\n]|\\.){0,400})'|`((?:[^`\\]|\\.){0,400})`/g;

/**
 * Calls and modes that change files, across Python, Node, Perl, Ruby, PHP, Lua,
 * awk and R.
 */
const MUTATING = new RegExp(
  [
    String.raw`(?<!std(?:out|err)\.)\b(?:write|writeFile|writeFileSync|appendFile|appendFileSync|write_text|write_bytes|writelines|outputFile\w*|createWriteStream|file_put_contents|fwrite|fputs|syswrite|print\s*\{)`,
    String.raw`\b(?:unlink|unlinkSync|remove|removeSync|removedirs|rmtree|rm|rmSync|rm_rf|rm_r|rm_f|rmdir|rmdirSync|delete|emptyDir\w*|truncate|truncateSync|ftruncate)\b`,
    String.raw`\bos\.replace\b|\.replace\(\s*(?:Path\(|target)|\b(?:rename|renameSync|move|moveSync|mv|copy|copyfile|copy2|copytree|copyFile|copyFileSync|cp|cpSync|copySync|install)\b`,
    String.raw`\b(?:symlink|symlinkSync|symlink_to|link|linkSync|hardlink_to|chmod|chmodSync|lchmod|chown|chownSync|lchown|utime|utimes|utimesSync|touch|mkdir|mkdirSync|makedirs|mkdir_p|mkpath)\b`,
    // open(…, 'w' | 'a' | 'x' | 'r+' …), Perl's open(FH, '>file') and '>' /
    // '>>' / '+<' modes, awk's print > "file".
    String.raw`\bopen\w*\s*\([^)]*?,\s*['"](?:[wax]|r\+|[wa]b|[wa]\+|[rwa]b\+|w\+b|[wa]t)['"]`,
    String.raw`\bopen\w*\s*\([^)]*?['"]\s*(?:\+?[<>]{1,2}|\|)`,
    String.raw`\bflag\s*:\s*['"][wa]`,
    String.raw`[^=!<>]>{1,2}\s*"`,
    String.raw`\bO_(?:WRONLY|RDWR|TRUNC|CREAT|APPEND)\b`,
  ].join('|'),
);

const unescape = (s: string) => s.replace(/\\(.)/g, '$1');

export interface CodeTouches {
  /**
   * String literals, unescaped (`'.wukong/promise.json'`,
   * `"wukong.config.json"`).
   */
  literals: string[];
  /** The first call or mode that changes files, when there is one. */
  mutating?: string;
}

export function codeTouches(code: string): CodeTouches {
  const literals = [...code.matchAll(STRING)]
    .map((m) => unescape(m[1] ?? m[2] ?? m[3] ?? ''))
    .filter((s) => s.length > 0);
  const found = MUTATING.exec(code);
  return {
    literals,
    ...(found ? { mutating: found[0].trim().replace(/\s*\($/, '') } : {}),
  };
}
