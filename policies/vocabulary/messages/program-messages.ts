// What a program's options, config keys and variables make it load, run or
// weaken (policies/security/programs: the `why` of every finding site), and
// what the shell analysis could not read (the problems of commands/
// command-recorder.ts and extract.ts), en and zh
// Pos: policies/vocabulary/messages, data only; the sites and problems carry
// these as fragments beside their English, command.program-exec,
// command.unparsed and command.dynamic-code word them (command-messages.ts)
export const programEn = {
  // what a program's option, config key or variable makes it do (policies/security/programs)
  'prog.sed-e':
    'runs the pattern space as a shell command: known only at run time',
  'prog.sed-s-e':
    'runs each substituted line as a shell command: known only at run time',
  'prog.make-shell': 'changes the program every recipe runs with',
  'prog.editor-system': 'runs a command built at run time',
  'prog.editor-interpreter': 'runs interpreter code inside the editor',
  'prog.editor-source': 'runs a script file inside the editor',
  'prog.ex-script': 'runs a script file of Ex commands',
  'prog.emacs-load': 'runs a lisp file',
  'prog.emacs-eval': 'lisp that deletes, writes or runs programs',
  'prog.gdb-python': 'runs Python code that touches files or processes',
  'prog.gdb-commands': 'runs a file of gdb commands',
  'prog.env.bash-env':
    'makes every non-interactive bash (or interactive sh) source a file first',
  'prog.env.bash-func':
    'exports a function that replaces a command in every child bash',
  'prog.env.node-options': 'loads a module into every node process',
  'prog.env.rubyopt': 'loads a Ruby file into every ruby',
  'prog.env.pythonwarnings':
    'names a warning category whose module Python imports',
  'prog.env.pythonbreakpoint':
    'names a function breakpoint() imports and calls',
  'prog.env.git-ssl': 'turns TLS verification off for git',
  'prog.env.git-protocol': 'allows ext:: URLs, which run commands',
  'prog.env.node-tls': 'turns TLS verification off for node',
  'prog.env.pip-break':
    "lets pip change the packages the distribution's package manager owns",
  'prog.env.makeflags': 'passes make code to every make',
  'prog.env.ld-preload': 'loads a shared library into every program it starts',
  'prog.env.ld-audit': 'loads an audit library into every program it starts',
  'prog.env.pythonstartup': 'runs a Python file at interactive start',
  'prog.env.perl5opt': 'adds Perl options (-M modules, code) to every perl',
  'prog.env.perl5db': 'runs Perl debugger code',
  'prog.env.php-ini':
    'loads PHP settings that can prepend files to every script',
  'prog.env.git-config-global': "replaces git's user config with another file",
  'prog.env.git-config-system':
    "replaces git's system config with another file",
  'prog.git-exec-path': 'runs git subcommands from another folder',
  'prog.env.git-template': 'copies hook scripts into new repositories',
  'prog.env.makefiles': 'reads extra makefiles before every make',
  'prog.env.npm-script-shell': 'runs every npm script with another program',
  'prog.env.npm-node-options':
    'passes options (--require) to every node npm starts',
  'prog.env.npm-git': 'runs another program as git',
  'prog.env.npm-editor': 'runs another program as the editor',
  'prog.env.zdotdir': 'reads zsh startup files from another folder',
  'prog.ssh-load': 'loads a shared library into ssh',
  'prog.sed-script-writes':
    'the script writes {target}, which the command line does not show',
  'prog.ssh-include':
    'the config includes other files, whose commands are not seen',
  'prog.npm-shell': 'changes the program npm runs scripts or tools with',
  'prog.pkg-config-source':
    'changes where packages come from, or how their downloads are checked, for every later install',
  'prog.pkg-config-program':
    'makes the package manager run another program from now on',
  'prog.remote-package':
    'downloads a package from outside the registry and runs it',
  'prog.npm-remote-install':
    'installs a package from outside the registry: its install scripts run',
  'prog.pip-remote-install':
    'installs a package from outside the index: its build code runs here',
  'prog.at':
    'schedules commands to run later, outside this session and its checks',
  'prog.at-file': 'schedules the commands of a file',
  'prog.crontab':
    'installs jobs that run on a schedule, outside this session and its checks',
  'prog.crontab-file': 'installs the jobs of a file',
  'prog.systemd-timer':
    'schedules a command on a timer, outside this session and its checks',
  'prog.git.config-command':
    "writes a command into git's config that {runs}, outside this command",
  'prog.git.runs-later': 'git runs later',
  'prog.git.runs.sshcommand': 'runs it instead of ssh on every fetch and push',
  'prog.git.runs.fsmonitor':
    'runs it on every index refresh (status, diff, add)',
  'prog.git.runs.pager': 'runs it as the pager',
  'prog.git.runs.sequence-editor': 'runs it on rebase -i',
  'prog.git.runs.diff': 'runs it on diff and log -p',
  'prog.git.runs.filter': 'runs it on add and checkout',
  'prog.git.runs.merge-driver': 'runs it during merges',
  'prog.git.runs.tool': 'runs it as the merge/diff tool',
  'prog.git.runs.gpg': 'runs it on signing',
  'prog.git.runs.pack': 'runs it on fetch and push',
  'prog.git.runs.trailer': 'runs it on commit --trailer',
  'prog.git.dynamic-command':
    'sets a command git runs from a value known only at run time',
  'prog.git.persistently': '{why} (persistently)',
  'prog.git.weak.sslverify': 'turns TLS verification off',
  'prog.git.weak.sslcainfo': 'replaces the trusted TLS authorities',
  'prog.git.weak.insteadof': 'silently rewrites where fetches and pushes go',
  'prog.git.weak.remote-url': 'changes where fetches and pushes of a remote go',
  'prog.git.weak.safe-directory':
    "lifts git's ownership check, so a foreign repository's config runs",
  'prog.git.weak.bare-repository': 'allows embedded bare repositories',
  'prog.git.weak.layout': "changes the repository's layout",
  'prog.git.weak.hookspath':
    'points git at a folder of hook scripts it will run',
  'prog.git.weak.include': 'loads another config file',
  'prog.git.weak.protocol':
    'enables transports (ext::, file::) that run commands or read local repositories',
  'prog.git.weak.fsck': 'stops checking received objects',
  'prog.git.weak.protect': 'turns path-traversal protection off',
  'prog.git.weak.deny-current': 'lets pushes rewrite a checked-out work tree',
  'prog.git.weak.credential-store': 'stores credentials in plain text',
  'prog.git.weak.http': 'sends traffic or credentials somewhere else',
  'prog.git.clone-template':
    'copies hook scripts from a folder into the new repository, where they run',
  'prog.git.filter-branch': 'rewrites every commit of the history it is given',
  'prog.git.no-verify':
    "skips the repository's checking hooks (pre-commit, pre-push)",
  'prog.git.remote-set-url':
    'changes where fetches and pushes of an existing remote go',
  'prog.git.filter-repo':
    'rewrites every commit of the repository, and removes the origin remote',
  'prog.git.update-ref-delete': 'deletes the ref {ref} without a check',
  'prog.git.update-ref-move':
    'moves {ref} to another commit with no check that it moves forward: commits can drop off the branch',
  'prog.git.replace-graft':
    'grafts a different parent onto a commit: the history everyone sees changes',
  // what the shell analysis could not read (commands/command-recorder.ts, extract.ts): the problems shown in command.unparsed and command.dynamic-code
  'problem.name-dynamic':
    "the program's name ({name}) is only known at run time",
  'problem.name-glob':
    "the program's name ({name}) is a pattern the shell expands: which program runs depends on the files present",
  'problem.name-unicode':
    "the program's name ({name}) holds characters outside plain ASCII{lookalike}: which program that is cannot be checked",
  'problem.name-lookalike': ', a look-alike of `{plain}`',
  'problem.wrappers':
    'more than {limit} wrappers (nice, env, timeout …) in a row: the gate stopped peeling them',
  'problem.parallel': 'parallel runs a command line only known at run time',
  'problem.risky-path':
    'PATH puts {dir} before the system folders: `{program}` may be any program placed there',
  'problem.site-dynamic': '{what} runs a command only known at run time',
  'problem.site-pipe':
    '{what} reads commands from a pipe whose text is only known at run time',
  'problem.code-dynamic':
    '{program} runs {language} code that is only known at run time ({source})',
  'problem.arithmetic':
    'arithmetic evaluates more code than the gate reads: it stopped looking',
  'problem.reparse-depth':
    'nested more than {limit} re-parses deep (bash -c, eval, heredocs, inline code): the gate stopped looking',
  'problem.parser-failed': 'the parser failed: {error}',
  'problem.not-bash': 'does not parse as bash: {error}',
  'problem.unexpected': 'unexpected {text}',
  'problem.missing': 'missing {type}',
  'problem.syntax-error': 'a syntax error',
  'problem.paren': '`(` after a command word',
  'problem.nesting':
    'nested more than {limit} levels deep: the gate stopped looking',
  'prog.tar-list': 'the file list names another file list, which is not read',
  'problem.too-long': 'longer than {limit} characters: not parsed',
} as const;

export const programZh: Record<keyof typeof programEn, string> = {
  'prog.sed-e': '把模式空间当作 shell 命令运行：运行时才知道内容',
  'prog.sed-s-e': '把每个替换后的行当作 shell 命令运行：运行时才知道内容',
  'prog.make-shell': '更换每条 recipe 运行所用的程序',
  'prog.editor-system': '运行一条运行时才拼出的命令',
  'prog.editor-interpreter': '在编辑器里运行解释器代码',
  'prog.editor-source': '在编辑器里运行脚本文件',
  'prog.ex-script': '运行一个 Ex 命令脚本文件',
  'prog.emacs-load': '运行一个 lisp 文件',
  'prog.emacs-eval': '删除、写入或运行程序的 lisp',
  'prog.gdb-python': '运行触及文件或进程的 Python 代码',
  'prog.gdb-commands': '运行一个 gdb 命令文件',
  'prog.env.bash-env': '让每个非交互 bash（或交互 sh）先 source 一个文件',
  'prog.env.bash-func': '导出一个函数，在每个子 bash 里替换一条命令',
  'prog.env.node-options': '向每个 node 进程加载一个模块',
  'prog.env.rubyopt': '向每个 ruby 加载一个 Ruby 文件',
  'prog.env.pythonwarnings': '指定一个警告类别，Python 会导入它所在的模块',
  'prog.env.pythonbreakpoint': '指定一个由 breakpoint() 导入并调用的函数',
  'prog.env.git-ssl': '关闭 git 的 TLS 校验',
  'prog.env.git-protocol': '允许会运行命令的 ext:: URL',
  'prog.env.node-tls': '关闭 node 的 TLS 校验',
  'prog.env.pip-break': '让 pip 改动发行版包管理器所管的软件包',
  'prog.env.makeflags': '把 make 代码传给每个 make',
  'prog.env.ld-preload': '向它启动的每个程序加载一个共享库',
  'prog.env.ld-audit': '向它启动的每个程序加载一个审计库',
  'prog.env.pythonstartup': '交互启动时运行一个 Python 文件',
  'prog.env.perl5opt': '给每个 perl 加上 Perl 选项（-M 模块、代码）',
  'prog.env.perl5db': '运行 Perl 调试器代码',
  'prog.env.php-ini': '加载能给每个脚本前置文件的 PHP 设置',
  'prog.env.git-config-global': '用另一个文件替换 git 的用户配置',
  'prog.env.git-config-system': '用另一个文件替换 git 的系统配置',
  'prog.git-exec-path': '从另一个文件夹运行 git 子命令',
  'prog.env.git-template': '把钩子脚本复制进新仓库',
  'prog.env.makefiles': '在每次 make 之前读取额外的 makefile',
  'prog.env.npm-script-shell': '用另一个程序运行每个 npm 脚本',
  'prog.env.npm-node-options': '把选项（--require）传给 npm 启动的每个 node',
  'prog.env.npm-git': '把另一个程序当作 git 运行',
  'prog.env.npm-editor': '把另一个程序当作编辑器运行',
  'prog.env.zdotdir': '从另一个文件夹读取 zsh 启动文件',
  'prog.ssh-load': '向 ssh 加载一个共享库',
  'prog.sed-script-writes': '脚本写入 {target}，命令行上看不到这一点',
  'prog.ssh-include': '配置包含其他文件，其中的命令看不到',
  'prog.npm-shell': '更换 npm 运行脚本或工具所用的程序',
  'prog.pkg-config-source': '更改今后每次安装的软件包来源，或其下载的校验方式',
  'prog.pkg-config-program': '让包管理器今后运行另一个程序',
  'prog.remote-package': '从仓库之外下载软件包并运行它',
  'prog.npm-remote-install': '从仓库之外安装软件包：它的安装脚本会运行',
  'prog.pip-remote-install': '从索引之外安装软件包：它的构建代码在这里运行',
  'prog.at': '安排命令稍后运行，在本次会话及其检查之外',
  'prog.at-file': '安排运行一个文件里的命令',
  'prog.crontab': '安装按计划运行的任务，在本次会话及其检查之外',
  'prog.crontab-file': '安装一个文件里的任务',
  'prog.systemd-timer': '用定时器安排一条命令，在本次会话及其检查之外',
  'prog.git.config-command':
    '把一条命令写进 git 的配置，它{runs}，在这条命令之外',
  'prog.git.runs-later': '会在之后由 git 运行',
  'prog.git.runs.sshcommand': '在每次 fetch 和 push 时代替 ssh 运行',
  'prog.git.runs.fsmonitor': '在每次刷新索引时运行（status、diff、add）',
  'prog.git.runs.pager': '作为分页器运行',
  'prog.git.runs.sequence-editor': '在 rebase -i 时运行',
  'prog.git.runs.diff': '在 diff 和 log -p 时运行',
  'prog.git.runs.filter': '在 add 和 checkout 时运行',
  'prog.git.runs.merge-driver': '在合并时运行',
  'prog.git.runs.tool': '作为 merge/diff 工具运行',
  'prog.git.runs.gpg': '在签名时运行',
  'prog.git.runs.pack': '在 fetch 和 push 时运行',
  'prog.git.runs.trailer': '在 commit --trailer 时运行',
  'prog.git.dynamic-command': '用运行时才知道的值设置一条 git 会运行的命令',
  'prog.git.persistently': '{why}（持久生效）',
  'prog.git.weak.sslverify': '关闭 TLS 校验',
  'prog.git.weak.sslcainfo': '替换受信任的 TLS 证书机构',
  'prog.git.weak.insteadof': '悄悄改写 fetch 和 push 的去向',
  'prog.git.weak.remote-url': '改变一个远程的 fetch 和 push 去向',
  'prog.git.weak.safe-directory':
    '解除 git 的属主检查，于是别人仓库的配置会生效',
  'prog.git.weak.bare-repository': '允许内嵌的裸仓库',
  'prog.git.weak.layout': '改变仓库的布局',
  'prog.git.weak.hookspath': '让 git 指向一个它会运行的钩子脚本文件夹',
  'prog.git.weak.include': '加载另一个配置文件',
  'prog.git.weak.protocol':
    '启用会运行命令或读取本地仓库的传输方式（ext::、file::）',
  'prog.git.weak.fsck': '不再检查收到的对象',
  'prog.git.weak.protect': '关闭路径穿越保护',
  'prog.git.weak.deny-current': '让 push 改写已检出的工作树',
  'prog.git.weak.credential-store': '以明文保存凭证',
  'prog.git.weak.http': '把流量或凭证发到别处',
  'prog.git.clone-template':
    '把一个文件夹里的钩子脚本复制进新仓库，它们会在那里运行',
  'prog.git.filter-branch': '改写给定历史中的每个提交',
  'prog.git.no-verify': '跳过仓库的检查钩子（pre-commit、pre-push）',
  'prog.git.remote-set-url': '改变已有远程的 fetch 和 push 去向',
  'prog.git.filter-repo': '改写仓库的每个提交，并删除 origin 远程',
  'prog.git.update-ref-delete': '不加检查地删除 ref {ref}',
  'prog.git.update-ref-move':
    '把 {ref} 移到另一个提交，不检查是否向前：提交可能从分支上脱落',
  'prog.git.replace-graft':
    '给一个提交嫁接另一个父提交：所有人看到的历史都变了',
  'problem.name-dynamic': '程序名（{name}）运行时才知道',
  'problem.name-glob':
    '程序名（{name}）是 shell 会展开的模式：运行哪个程序取决于现有的文件',
  'problem.name-unicode':
    '程序名（{name}）含有普通 ASCII 之外的字符{lookalike}：无法检查它是哪个程序',
  'problem.name-lookalike': '，与 `{plain}` 形似',
  'problem.wrappers':
    '连续超过 {limit} 层包装（nice、env、timeout …）：gate 不再逐层剥开',
  'problem.parallel': 'parallel 运行一条运行时才知道的命令行',
  'problem.risky-path':
    'PATH 把 {dir} 放在系统文件夹之前：`{program}` 可能是放在那里的任何程序',
  'problem.site-dynamic': '{what} 运行一条运行时才知道的命令',
  'problem.site-pipe': '{what} 从管道读取命令，其内容运行时才知道',
  'problem.code-dynamic':
    '{program} 运行运行时才知道的 {language} 代码（{source}）',
  'problem.arithmetic': '算术求值的代码超出 gate 读取的范围：它不再往下看',
  'problem.reparse-depth':
    '嵌套的重新解析超过 {limit} 层（bash -c、eval、heredoc、内联代码）：gate 不再往下看',
  'problem.parser-failed': '解析器出错：{error}',
  'problem.not-bash': '无法按 bash 解析：{error}',
  'problem.unexpected': '意外的 {text}',
  'problem.missing': '缺少 {type}',
  'problem.syntax-error': '语法错误',
  'problem.paren': '命令词之后出现 `(`',
  'problem.nesting': '嵌套超过 {limit} 层：gate 不再往下看',
  'prog.tar-list': '文件清单又指向另一个文件清单，后者没有被读取',
  'problem.too-long': '超过 {limit} 个字符：未解析',
};
