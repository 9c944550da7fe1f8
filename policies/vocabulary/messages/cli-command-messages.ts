// The help and the human lines of the commands cli-messages.ts does not hold
// yet (check first), en and zh. Option names, the `Usage:` synopsis lines,
// ids, paths and JSON stay as they are in both
// Pos: policies/vocabulary/messages, data only, merged in message.ts;
// src/hosts/cli looks them up in the language cliLanguage(io) names
export const cliCommandEn = {
  'cli.check.help': `Usage: wukong check command "<cmd>" [--no-scripts] [--cwd DIR] [--json]
       wukong check path <path> [--write] [--cwd DIR] [--json]

Asks the security gate about one Bash command or one file access, as the Claude Code hook would before the tool runs.
The command is parsed with tree-sitter-bash: wrappers (sudo, env, xargs, find -exec …), bash -c strings, heredocs, pipes
into shells and inline interpreter code are followed to what would actually run. By default the script files the
command runs (npm run x → package.json's "x", bash x.sh, ./x.sh, source x.sh, python x.py) are read and what they run
is judged too; the Claude Code hook does this for scripts changed during the session.

  --no-scripts  check command: judge the command line alone, without reading the script files it runs
  --scripts     check command: read the script files the command runs (the default; kept for older scripts)

  --cwd DIR     where the command runs or the path is relative to (default: the current directory); the workspace is the
                git root of DIR, or DIR itself outside a repository
  --write       check path: the tool writes the file (default: reads it)
  --json        print {decision, findings: [{policy, severity, message, nextAction}], commands: [...]}

Exit codes: 0 allow, 1 ask (a soft-deny: the user may authorize it), 3 deny (a hard-deny: nothing lifts it),
2 bad usage, 70 internal error. With --json an error is {"error": {"code", "message"}} on stdout.
`,
  'cli.check.next': 'next ({kind}): {detail}',
  'cli.check.would-run': 'would run:',
};

export const cliCommandZh: Record<keyof typeof cliCommandEn, string> = {
  'cli.check.help': `Usage: wukong check command "<cmd>" [--no-scripts] [--cwd DIR] [--json]
       wukong check path <path> [--write] [--cwd DIR] [--json]

像 Claude Code hook 在工具运行之前那样, 向安全闸门询问一条 Bash 命令或一次文件访问。
命令由 tree-sitter-bash 解析: 包装器 (sudo、env、xargs、find -exec …)、bash -c 字符串、heredoc、
通向 shell 的管道和内联解释器代码都被追到真正会运行的东西。默认会读取命令运行的
脚本文件 (npm run x → package.json 的 "x"、bash x.sh、./x.sh、source x.sh、python x.py),
并一并判断它们运行的内容; Claude Code hook 对会话中改动过的脚本也这样做。

  --no-scripts  check command: 只判断命令行本身, 不读取它运行的脚本文件
  --scripts     check command: 读取命令运行的脚本文件 (默认如此; 为旧脚本保留)

  --cwd DIR     命令运行的位置或路径的相对起点 (默认: 当前目录); 工作区是 DIR 所在的
                git 根目录, 在仓库之外就是 DIR 本身
  --write       check path: 工具写入该文件 (默认: 读取)
  --json        输出 {decision, findings: [{policy, severity, message, nextAction}], commands: [...]}

退出码: 0 放行, 1 询问 (软拒绝: 用户可以授权), 3 拒绝 (硬拒绝: 什么也解除不了),
2 输入有误, 70 内部错误。使用 --json 时, 错误以 {"error": {"code", "message"}} 输出到 stdout。
`,
  'cli.check.next': '下一步 ({kind}): {detail}',
  'cli.check.would-run': '将运行:',
};
