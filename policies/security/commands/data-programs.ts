// Input: nothing but the language
// Output: DATA_PROGRAMS — programs whose words are text, patterns or paths to show, never subcommands (echo, grep, cat, man …); SQL_KEYWORDS — statement words that mean SQL was typed as a command
// Pos: policies/security/commands, keeps "rm -rf" inside `grep 'rm -rf' file` or `echo delete` from reading as an action
export const DATA_PROGRAMS: ReadonlySet<string> = new Set([
  'echo', 'printf', 'print', 'grep', 'egrep', 'fgrep', 'zgrep', 'rg', 'ag', 'ack', 'sed', 'awk', 'gawk', 'mawk', 'nawk', 'cat', 'tac',
  'bat', 'batcat', 'head', 'tail', 'less', 'more', 'most', 'wc', 'sort', 'uniq', 'cut', 'tr', 'tee', 'nl', 'man', 'info', 'help',
  'which', 'whereis', 'type', 'command', 'builtin', 'apropos', 'whatis', 'hash', 'test', '[', '[[', 'true', 'false', ':', 'expr', 'let', 'read', 'export',
  'local', 'declare', 'typeset', 'readonly', 'set', 'unset', 'jq', 'yq', 'diff', 'cmp', 'comm', 'column', 'fmt', 'fold', 'base64',
  'base32', 'md5sum', 'sha1sum', 'sha256sum', 'sha512sum', 'rev', 'shuf', 'look', 'strings', 'file', 'stat', 'ls', 'dir', 'tree',
  'du', 'df', 'date', 'cal', 'seq', 'yes', 'sleep', 'wait', 'touch', 'mkdir', 'cd', 'pushd', 'popd', 'pwd', 'history', 'alias',
  'unalias', 'source', '.', 'exit', 'return', 'printenv', 'logger', 'notify-send', 'say', 'figlet', 'cowsay', 'xxd', 'od', 'hexdump',
  'iconv', 'envsubst', 'gettext', 'basename', 'dirname', 'realpath', 'readlink', 'wc', 'paste', 'join', 'csplit', 'expand',
  'unexpand', 'pr', 'ptx', 'tsort', 'numfmt', 'factor', 'bc', 'dc', 'git', 'rm', 'find', 'xargs', 'mktemp',
]);

export const SQL_KEYWORDS: ReadonlySet<string> = new Set([
  'select', 'insert', 'update', 'delete', 'drop', 'truncate', 'alter', 'create', 'grant', 'revoke', 'show', 'describe', 'desc',
  'explain', 'use', 'begin', 'commit', 'rollback', 'with', 'merge', 'replace', 'vacuum', 'analyze',
]);
