// The words of the deferred-execution findings (policies/security/deferred:
// what a write plants, when it runs and who runs it; the surfaces table's
// what / when / who as fragments keyed by surface id) and of what proves a
// criterion and whether a run may ship (policies/evidence), en and zh
// Pos: policies/vocabulary/messages, data only; judge.ts and deferred-policy.ts
// build their findings with say() (say.ts). A test ties every surface of
// DEFERRED_SURFACES to its three fragments, the English equal to the table's
export const deferredEn = {
  // What runs in each surface (surfaces.ts `what`).
  'deferred.what.git-hook': 'the hook script',
  'deferred.what.git-config':
    'programs named by config keys (hooksPath, fsmonitor, sshCommand, pager, editor, `!` aliases, filters, textconv, credential helpers)',
  'deferred.what.husky': 'the hook script',
  'deferred.what.lefthook': 'each hook command (`run`, script runners)',
  'deferred.what.pre-commit':
    'local hook entries, and the code of each hook repository at its rev',
  'deferred.what.vscode-tasks': 'a task’s command and arguments',
  'deferred.what.vscode-settings':
    'terminal shells, arguments and environment; interpreter, linter, formatter and language-server paths',
  'deferred.what.devcontainer':
    'initializeCommand (on the host), onCreate/updateContent/postCreate/postStart/postAttach commands, container run arguments',
  'deferred.what.idea':
    'run configurations’ scripts, programs and before-launch tasks',
  'deferred.what.envrc': 'the whole file, as shell',
  'deferred.what.dotenv':
    'command substitutions, and variables that make programs load code (NODE_OPTIONS, LD_PRELOAD, BASH_ENV …)',
  'deferred.what.package-json': 'lifecycle scripts; other scripts when run',
  'deferred.what.npmrc':
    'the shell scripts run with, Node options, the package manager binary itself',
  'deferred.what.pyproject':
    'the build backend and its requirements, in-tree backends and build hooks',
  'deferred.what.setup-py': 'the whole file, as Python',
  'deferred.what.makefile':
    'the default target’s recipe and $(shell …) at parse time; other targets when named',
  'deferred.what.justfile':
    'the default recipe and backtick assignments; other recipes when named',
  'deferred.what.github-workflow':
    'run steps, actions used (third-party code), github-script code, triggers such as pull_request_target',
  'deferred.what.ci': 'script, run and command entries; remote includes',
  'deferred.what.jenkinsfile': 'sh, bat and powershell steps',
  'deferred.what.mcp-json':
    'each MCP server: its command and arguments, or the remote URL whose tools it offers',
  'deferred.what.claude-settings':
    'hook commands, status line and credential helpers, mcpServers, permissions that let commands run unasked, API base URLs',
  'deferred.what.claude-command':
    '`!` shell lines, allowed tools and hooks in the front matter, and the prompt itself',
  'deferred.what.instructions':
    'instructions every future session reads as the user’s',
  // When it runs (surfaces.ts `when`).
  'deferred.when.git-hook': 'on the next git commit, merge, checkout or push',
  'deferred.when.git-config': 'on the next git command that reads the key',
  'deferred.when.husky':
    'on the next git commit or push once husky is installed',
  'deferred.when.lefthook': 'on the next git commit or push',
  'deferred.when.pre-commit':
    'on the next git commit once pre-commit is installed, and in CI',
  'deferred.when.vscode-tasks':
    'when the folder is opened (runOn: folderOpen); others when run',
  'deferred.when.vscode-settings':
    'when the folder is opened or a terminal, linter or server starts',
  'deferred.when.devcontainer':
    'when the dev container is built, started or attached',
  'deferred.when.idea':
    'when the configuration is run (or at startup when it is a startup task)',
  'deferred.when.envrc':
    'when a shell enters the folder (direnv, once allowed)',
  'deferred.when.dotenv': 'when a tool loads or a shell sources the file',
  'deferred.when.package-json': 'on the next npm/yarn/pnpm install or publish',
  'deferred.when.npmrc': 'on every npm or yarn command',
  'deferred.when.pyproject': 'on the next pip install or build',
  'deferred.when.setup-py': 'on the next pip install or build',
  'deferred.when.makefile': 'on the next plain `make`',
  'deferred.when.justfile': 'on the next plain `just`',
  'deferred.when.github-workflow': 'on the next push, pull request or schedule',
  'deferred.when.ci': 'on the next push or merge request',
  'deferred.when.jenkinsfile': 'on the next build',
  'deferred.when.mcp-json':
    'at the start of every agent session in the project (once approved)',
  'deferred.when.claude-settings':
    'on every tool call or session event of every future session',
  'deferred.when.claude-command':
    'when a session invokes the command, agent or skill',
  'deferred.when.instructions':
    'at the start of every agent session in the project',
  // Who runs it (surfaces.ts `who`).
  'deferred.who.git-hook': 'the user, with their shell and credentials',
  'deferred.who.git-config': 'the user, with their credentials',
  'deferred.who.husky': 'every developer of the repository',
  'deferred.who.lefthook': 'every developer of the repository',
  'deferred.who.pre-commit': 'every developer and CI',
  'deferred.who.vscode-tasks': 'whoever opens the folder in VS Code or Cursor',
  'deferred.who.vscode-settings':
    'whoever opens the folder in VS Code or Cursor',
  'deferred.who.devcontainer':
    'whoever opens the repository in a dev container or Codespace',
  'deferred.who.idea': 'whoever opens the project in a JetBrains IDE',
  'deferred.who.envrc': 'the user, in their shell',
  'deferred.who.dotenv': 'the user, their tools and CI',
  'deferred.who.package-json':
    'the user, every developer, and CI with its secrets',
  'deferred.who.npmrc': 'the user, every developer, and CI',
  'deferred.who.pyproject': 'the user, every developer, and CI',
  'deferred.who.setup-py': 'the user, every developer, and CI',
  'deferred.who.makefile': 'the user, every developer, and CI',
  'deferred.who.justfile': 'the user and every developer',
  'deferred.who.github-workflow':
    'GitHub Actions, with the repository’s token and secrets',
  'deferred.who.ci': 'the CI runner, with the project’s secrets',
  'deferred.who.jenkinsfile': 'the Jenkins agent, with its credentials',
  'deferred.who.mcp-json': 'every future agent session, with the user’s rights',
  'deferred.who.claude-settings': 'Claude Code, with the user’s rights',
  'deferred.who.claude-command':
    'future agent sessions, with the user’s rights',
  'deferred.who.instructions': 'every future agent session',
  // How a change reads (judge.ts describeChange).
  'deferred.unreadable':
    '{path} ({surface}) cannot be read as its format: {problem}; Wukong cannot tell what it would run {when}',
  'deferred.instructs':
    '{path} tells every future agent session ({when}) to {act}: "{line}"',
  'deferred.act.disable-checks': 'disable checks',
  'deferred.act.exfiltrate': 'send data out',
  'deferred.act.ignore-user': 'act behind the user',
  'deferred.act.override': 'override its instructions',
  'deferred.act.hidden': 'follow hidden text',
  'deferred.bare': '{path} ({surface})',
  'deferred.adds': 'adds',
  'deferred.alters': 'alters',
  'deferred.runs': 'runs `{run}`',
  'deferred.loads': 'loads {run}',
  'deferred.sets': 'sets {run}',
  'deferred.when-run': 'when someone runs it',
  'deferred.change': '{path} {change} {key}: {what} — {when}, by {who}',
  'deferred.change-note':
    '{path} {change} {key}: {what} — {when}, by {who} ({note})',
  // Notes the readers put on a runnable (runnable.ts `note`).
  'deferred.note.on-host': 'runs on the host, outside the container',
  'deferred.note.hooks-off': 'switches every hook off, Wukong’s included',
  'deferred.note.setup-load': 'runs as soon as pip or setup.py loads the file',
  'deferred.note.secrets-out':
    'sends the repository’s secrets over the network',
  'deferred.note.pr-target':
    'runs with the repository’s secrets on changes others propose',
  // The findings (judge.ts, deferred-policy.ts).
  'deferred.policy-failed': '{policy} failed ({reason}); failing closed',
  'deferred.policy-failed.next':
    'report the failure; the write cannot pass until the policy runs',
  'deferred.instructions': '{reason}',
  'deferred.instructions-wukong':
    '{reason}; it names Wukong, whose checks no instruction may switch off',
  'deferred.instructions.next':
    'write the instructions without that line, or let the user read and approve it',
  'deferred.planted': '{reason}; planted there, [{policy}] {finding}',
  'deferred.wukong-package':
    '{reason}: it changes which Wukong package the next install puts where the hooks run it; only the user installs or updates Wukong',
  'deferred.wukong-package.next':
    'leave the wukong entry as it is and tell the user which version you think they need',
  'deferred.asked': '{reason}',
  'deferred.unparsed':
    '{reason} (the command could not be parsed, so the command rules did not judge it)',
  'deferred.asked.next':
    'show the user what will run and when; write it only once they approve',
  'deferred.bash-unseen':
    'the command writes {path} ({how}), where {what} runs {when}, by {who}; Wukong cannot see the text it writes',
  'deferred.bash-unseen.next':
    'write the file with the Write or Edit tool so its content can be judged, or let the user approve',
  // What proves an acceptance criterion (evidence/acceptance-proof.ts).
  'proof.no-run': 'no run of `{verify}` since the promise was made',
  'proof.no-run-masked':
    'no run of `{verify}` since the promise was made (a run whose exit code is masked — `|| true`, a pipe without `set -o pipefail` — is not recorded)',
  'proof.weaker': 'your run `{command}` {why}; run `{verify}` itself',
  'proof.weak': 'your run `{command}` {why}',
  'proof.no-summary':
    '`{command}` exited 0, but its output has no test summary Wukong can read ({runners}), so nothing shows that a test ran',
  'proof.zero-tests':
    '`{command}` exited 0, but 0 tests ran ({runner}: {total} reported, {skipped} skipped)',
  'proof.hidden-failures':
    '`{command}` exited 0, but its summary reports {failed} failed',
  'proof.ran': '`{command}` exited 0 at {at}',
  'proof.ran-counts':
    '`{command}` exited 0 at {at} ({passed} passed, {runner})',
  'proof.last-exited': '`{command}` last exited {code}',
  'proof.latest-failed': 'the latest test run `{command}` exited {code}',
  'proof.no-test-run':
    'no passing test run recorded since the promise was made',
  // Whether the run may ship (evidence/ship-readiness.ts).
  'ship.sql-local': '{why}, but SQL changes in normal mode need local evidence',
  'ship.residual-detail': '{why}: {trust} evidence',
  'ship.residual-detail-refs': '{why}: {trust} evidence ({refs})',
  'ship.unproven': '{id} {text}: {detail}',
  'ship.unproven.next':
    'run the verification of {id} locally and let Wukong record it',
  'ship.missing': 'required evidence "{want}" is missing (normal mode)',
  'ship.missing.next':
    'record {want} evidence from a local command or the project',
  'ship.residual': 'residual risk at ship: {id} rests on {detail}',
  'ship.residual.next': 'weigh the outside source, or prove it locally',
} as const;

export const deferredZh: Record<keyof typeof deferredEn, string> = {
  'deferred.what.git-hook': '钩子脚本',
  'deferred.what.git-config':
    '配置项指定的程序（hooksPath、fsmonitor、sshCommand、pager、editor、`!` 别名、filter、textconv、凭据助手）',
  'deferred.what.husky': '钩子脚本',
  'deferred.what.lefthook': '每条钩子命令（`run`、脚本运行器）',
  'deferred.what.pre-commit': '本地钩子条目，以及每个钩子仓库在其 rev 处的代码',
  'deferred.what.vscode-tasks': '任务的命令和参数',
  'deferred.what.vscode-settings':
    '终端的 shell、参数和环境；解释器、linter、格式化工具和语言服务器的路径',
  'deferred.what.devcontainer':
    'initializeCommand（在宿主机上）、onCreate/updateContent/postCreate/postStart/postAttach 命令、容器运行参数',
  'deferred.what.idea': '运行配置中的脚本、程序和启动前任务',
  'deferred.what.envrc': '整个文件，作为 shell 执行',
  'deferred.what.dotenv':
    '命令替换，以及让程序加载代码的变量（NODE_OPTIONS、LD_PRELOAD、BASH_ENV …）',
  'deferred.what.package-json': '生命周期脚本；其他脚本在被运行时',
  'deferred.what.npmrc': '运行脚本所用的 shell、Node 选项、包管理器程序本身',
  'deferred.what.pyproject': '构建后端及其依赖、仓库内的后端和构建钩子',
  'deferred.what.setup-py': '整个文件，作为 Python 执行',
  'deferred.what.makefile':
    '默认目标的配方和解析时的 $(shell …)；其他目标在被指定时',
  'deferred.what.justfile': '默认配方和反引号赋值；其他配方在被指定时',
  'deferred.what.github-workflow':
    'run 步骤、使用的 action（第三方代码）、github-script 代码、pull_request_target 等触发器',
  'deferred.what.ci': 'script、run 和 command 条目；远程 include',
  'deferred.what.jenkinsfile': 'sh、bat 和 powershell 步骤',
  'deferred.what.mcp-json':
    '每个 MCP 服务器：它的命令和参数，或提供工具的远程 URL',
  'deferred.what.claude-settings':
    'hook 命令、状态栏和凭据助手、mcpServers、让命令不经询问就运行的权限、API 基础 URL',
  'deferred.what.claude-command':
    '`!` shell 行、front matter 中允许的工具和 hook，以及提示词本身',
  'deferred.what.instructions': '以后每个会话都当作用户所写来读的指令',
  'deferred.when.git-hook': '在下一次 git commit、merge、checkout 或 push 时',
  'deferred.when.git-config': '在下一次读取该配置项的 git 命令时',
  'deferred.when.husky': '在装好 husky 后的下一次 git commit 或 push 时',
  'deferred.when.lefthook': '在下一次 git commit 或 push 时',
  'deferred.when.pre-commit':
    '在装好 pre-commit 后的下一次 git commit 时，以及在 CI 中',
  'deferred.when.vscode-tasks':
    '在打开文件夹时（runOn: folderOpen）；其他任务在被运行时',
  'deferred.when.vscode-settings': '在打开文件夹，或终端、linter、服务器启动时',
  'deferred.when.devcontainer': '在开发容器构建、启动或连接时',
  'deferred.when.idea': '在运行该配置时（若是启动任务，则在启动时）',
  'deferred.when.envrc': '在 shell 进入该文件夹时（direnv，一经允许）',
  'deferred.when.dotenv': '在工具加载或 shell source 该文件时',
  'deferred.when.package-json': '在下一次 npm/yarn/pnpm install 或 publish 时',
  'deferred.when.npmrc': '在每一条 npm 或 yarn 命令时',
  'deferred.when.pyproject': '在下一次 pip install 或构建时',
  'deferred.when.setup-py': '在下一次 pip install 或构建时',
  'deferred.when.makefile': '在下一次直接运行 `make` 时',
  'deferred.when.justfile': '在下一次直接运行 `just` 时',
  'deferred.when.github-workflow': '在下一次 push、pull request 或定时触发时',
  'deferred.when.ci': '在下一次 push 或 merge request 时',
  'deferred.when.jenkinsfile': '在下一次构建时',
  'deferred.when.mcp-json': '在项目中每个智能体会话开始时（一经批准）',
  'deferred.when.claude-settings': '在以后每个会话的每次工具调用或会话事件时',
  'deferred.when.claude-command': '在会话调用该命令、agent 或 skill 时',
  'deferred.when.instructions': '在项目中每个智能体会话开始时',
  'deferred.who.git-hook': '用户，用他们的 shell 和凭据',
  'deferred.who.git-config': '用户，用他们的凭据',
  'deferred.who.husky': '仓库的每位开发者',
  'deferred.who.lefthook': '仓库的每位开发者',
  'deferred.who.pre-commit': '每位开发者和 CI',
  'deferred.who.vscode-tasks': '在 VS Code 或 Cursor 中打开该文件夹的人',
  'deferred.who.vscode-settings': '在 VS Code 或 Cursor 中打开该文件夹的人',
  'deferred.who.devcontainer': '在开发容器或 Codespace 中打开该仓库的人',
  'deferred.who.idea': '在 JetBrains IDE 中打开该项目的人',
  'deferred.who.envrc': '用户，在他们的 shell 中',
  'deferred.who.dotenv': '用户、他们的工具和 CI',
  'deferred.who.package-json': '用户、每位开发者，以及带着密钥的 CI',
  'deferred.who.npmrc': '用户、每位开发者和 CI',
  'deferred.who.pyproject': '用户、每位开发者和 CI',
  'deferred.who.setup-py': '用户、每位开发者和 CI',
  'deferred.who.makefile': '用户、每位开发者和 CI',
  'deferred.who.justfile': '用户和每位开发者',
  'deferred.who.github-workflow': 'GitHub Actions，带着仓库的令牌和密钥',
  'deferred.who.ci': 'CI 运行器，带着项目的密钥',
  'deferred.who.jenkinsfile': 'Jenkins agent，带着它的凭据',
  'deferred.who.mcp-json': '以后的每个智能体会话，拥有用户的权限',
  'deferred.who.claude-settings': 'Claude Code，拥有用户的权限',
  'deferred.who.claude-command': '以后的智能体会话，拥有用户的权限',
  'deferred.who.instructions': '以后的每个智能体会话',
  'deferred.unreadable':
    '{path}（{surface}）无法按其格式读取：{problem}；Wukong 无法判断它{when}会运行什么',
  'deferred.instructs':
    '{path} 让以后的每个智能体会话（{when}）{act}："{line}"',
  'deferred.act.disable-checks': '关闭检查',
  'deferred.act.exfiltrate': '把数据发送出去',
  'deferred.act.ignore-user': '背着用户行事',
  'deferred.act.override': '推翻它收到的指令',
  'deferred.act.hidden': '遵从隐藏的文字',
  'deferred.bare': '{path}（{surface}）',
  'deferred.adds': '新增了',
  'deferred.alters': '修改了',
  'deferred.runs': '运行 `{run}`',
  'deferred.loads': '加载 {run}',
  'deferred.sets': '设置 {run}',
  'deferred.when-run': '在有人运行它时',
  'deferred.change': '{path} {change} {key}：{what} —— {when}；运行者：{who}',
  'deferred.change-note':
    '{path} {change} {key}：{what} —— {when}；运行者：{who}（{note}）',
  'deferred.note.on-host': '在宿主机上运行，不在容器内',
  'deferred.note.hooks-off': '关掉所有 hook，包括 Wukong 的',
  'deferred.note.setup-load': 'pip 或 setup.py 一加载该文件就会运行',
  'deferred.note.secrets-out': '把仓库的密钥通过网络发送出去',
  'deferred.note.pr-target': '对别人提议的改动，带着仓库的密钥运行',
  'deferred.policy-failed': '{policy} 失败（{reason}）；按失败即拒绝处理',
  'deferred.policy-failed.next':
    '报告这次失败；策略能运行之前，这次写入不能通过',
  'deferred.instructions': '{reason}',
  'deferred.instructions-wukong':
    '{reason}；它点名了 Wukong，而任何指令都不能关掉 Wukong 的检查',
  'deferred.instructions.next': '去掉那一行再写指令，或让用户阅读并批准它',
  'deferred.planted': '{reason}；埋在那里之后，[{policy}] {finding}',
  'deferred.wukong-package':
    '{reason}：它改变了下一次安装放到 hook 所运行位置的 Wukong 包；只有用户能安装或更新 Wukong',
  'deferred.wukong-package.next':
    '保持 wukong 这一项不变，告诉用户你认为需要哪个版本',
  'deferred.asked': '{reason}',
  'deferred.unparsed': '{reason}（这条命令无法解析，所以命令规则没有判断它）',
  'deferred.asked.next': '告诉用户会运行什么、何时运行；用户批准后再写',
  'deferred.bash-unseen':
    '这条命令写入 {path}（{how}），其中的{what}会{when}运行，运行者：{who}；Wukong 看不到它写入的文本',
  'deferred.bash-unseen.next':
    '用 Write 或 Edit 工具写这个文件，让它的内容能被判断，或让用户批准',
  'proof.no-run': '承诺之后没有运行过 `{verify}`',
  'proof.no-run-masked':
    '承诺之后没有运行过 `{verify}`（退出码被掩盖的运行——`|| true`、没有 `set -o pipefail` 的管道——不会被记录）',
  'proof.weaker': '你运行的 `{command}` {why}；请运行 `{verify}` 本身',
  'proof.weak': '你运行的 `{command}` {why}',
  'proof.no-summary':
    '`{command}` 以 0 退出，但它的输出里没有 Wukong 能读懂的测试汇总（{runners}），所以没有任何东西表明有测试运行过',
  'proof.zero-tests':
    '`{command}` 以 0 退出，但运行了 0 个测试（{runner}：报告 {total} 个，跳过 {skipped} 个）',
  'proof.hidden-failures':
    '`{command}` 以 0 退出，但它的汇总报告有 {failed} 个失败',
  'proof.ran': '`{command}` 于 {at} 以 0 退出',
  'proof.ran-counts':
    '`{command}` 于 {at} 以 0 退出（{passed} 个通过，{runner}）',
  'proof.last-exited': '`{command}` 最近一次以 {code} 退出',
  'proof.latest-failed': '最近一次测试运行 `{command}` 以 {code} 退出',
  'proof.no-test-run': '承诺之后没有记录到通过的测试运行',
  'ship.sql-local': '{why}，但 normal 模式下的 SQL 改动需要本地证据',
  'ship.residual-detail': '{why}：{trust} 证据',
  'ship.residual-detail-refs': '{why}：{trust} 证据（{refs}）',
  'ship.unproven': '{id} {text}：{detail}',
  'ship.unproven.next': '在本地运行 {id} 的验证，让 Wukong 记录下来',
  'ship.missing': '缺少必需的证据 "{want}"（normal 模式）',
  'ship.missing.next': '从本地命令或项目中记录 {want} 证据',
  'ship.residual': 'ship 时的残余风险：{id} 依赖于 {detail}',
  'ship.residual.next': '权衡这个外部来源，或在本地证明',
};
