// The words of the security policies' findings (policies/security: paths,
// self-protection, secrets, fetch, tool calls, code, managed rules, known
// secrets, sensitive writes) and of the tables inside them (where a path
// lands, what a file name holds), en and zh
// Pos: policies/vocabulary/messages, data only; the policies build their
// findings with say() (say.ts), message.ts looks them up
export const securityEn = {
  // Where a path lands (paths/path-place.ts), nested in the findings.
  'place.root': 'the filesystem root',
  'place.home': 'your home directory ({home})',
  'place.workspace-parent': 'the workspace and its parent ({raw} matches ..)',
  'place.workspace': 'the whole workspace ({workspace})',
  'place.workspace-ancestor': '{path}, which holds the workspace',
  'place.repository': "the repository's history ({path})",
  'place.located': '{path} ({what})',
  'place.outside': '{path}, outside the workspace',
  'place.home-parent': '{path} and its parent ({raw} matches ..)',
  'place.temp-root': "{path}, the system's temp directory itself",
  'place.temp': '{path} (temporary files)',
  'place.device': '{path}, a device',
  'place.as-is': '{path}',
  'place.after-cd': '{raw} (after a cd the gate cannot follow)',
  'place.run-time': '{raw} (known only at run time)',
  'place.via-symlink': '{place}, through a symlink',
  // Seed 000's sensitive places (paths/sensitive-paths.ts).
  'location.system-credential': 'a system credential file',
  'location.system': 'a system path',
  'location.sensitive-config': 'sensitive user configuration',
  'location.global-config': 'global user configuration',
  // What a file name announces (paths/sensitive-files.ts).
  'file.env': 'an environment file with secrets',
  'file.credentials': 'a credentials file',
  'file.secrets': 'a secrets file',
  'file.service-account': 'a service-account key',
  'file.key-store': 'a key or certificate store',
  'file.ssh-key': 'an SSH private key',
  'file.cluster-credentials': 'a cluster credentials file',
  // path.workspace-escape
  'path.escape.unknown-place': '{raw}, a path known only at run time',
  'path.escape.write': 'writes {where}: outside the workspace ({workspace})',
  'path.escape.write.next':
    'write inside the workspace (or a temp directory) instead',
  'path.escape.read': 'reads {where}: outside the workspace ({workspace})',
  'path.confirm-read.next': 'confirm reading {raw} with the user',
  // path.sensitive-file
  'path.sensitive-file.write':
    'writes {raw}, {what} (seed 000: sensitive files)',
  'path.sensitive-file.read': 'reads {raw}, {what} (seed 000: sensitive files)',
  'path.sensitive-file.write.next':
    'confirm with the user; keep real secrets out of files the agent writes',
  'path.sensitive-file.read.next':
    'confirm with the user, or read a template (.env.example) instead',
  // path.sensitive-location
  'path.location.write':
    'writes {what}: changing system files or global configuration (seed 000: changing system files, CRITICAL)',
  'path.location.write.next':
    'do not change it; if the change is needed, ask the user to make it themselves',
  'path.location.read':
    'reads {what} (seed 000: sensitive paths → the user must confirm)',
  'path.location.read-secrets':
    'reads {what}, which holds credentials (seed 000: sensitive paths → the user must confirm)',
  'path.location.git':
    'writes {what}: git hooks and config run code and hold history',
  'path.location.git.next': 'confirm the change to .git with the user',
  // Wukong's protected surfaces (self-protection/protected-surfaces.ts).
  'surface.settings':
    "Claude Code's project settings, which run Wukong's hooks",
  'surface.local-settings':
    "Claude Code's local settings, which can switch hooks off",
  'surface.avatars': "Wukong's avatar definitions",
  'surface.config': "Wukong's configuration",
  'surface.state': "Wukong's state (ledger, promise, runs, evidence)",
  'surface.user-state': "Wukong's user-level state",
  'surface.daemon-dir': "the Wukong daemon's private folder",
  'surface.daemon-secret': "the Wukong daemon's secret",
  'surface.ledger-key': "the key that signs Wukong's ledger entries",
  'surface.managed': 'the managed Wukong policy',
  'surface.install': "Wukong's installed code, which the hooks run",
  // What a `wukong …` command changes (self-protection/wukong-invocation.ts).
  'wukong-cli.ledger': 'is not a read-only ledger command',
  'wukong-cli.promise': "changes the CompletionPromise, which is the user's",
  'wukong-cli.config': "changes Wukong's configuration, which is the user's",
  'wukong-cli.run':
    "moves a run (phases, plans, questions), which is the user's to do",
  'wukong-cli.authorize':
    "gives or withdraws an Authorization, which is the user's to give",
  'wukong-cli.resume':
    "resumes a loop Wukong stopped, which is the user's to do",
  'wukong-cli.anchors': 'writes the anchor store in .wukong',
  'wukong-cli.context': "writes Wukong's context state in .wukong",
  'wukong-cli.throttle-mute': 'silences or restores a throttle rule',
  'wukong-cli.throttle': 'writes .wukong/throttle.json (--no-persist does not)',
  'wukong-cli.viz': 'writes into .wukong (--out DIR does not)',
  'wukong-cli.init':
    "rewrites Claude Code's settings, the avatars and the config",
  'wukong-cli.serve-stop': 'stops the resident process that answers the hooks',
  'wukong-cli.serve-start':
    'starts the resident process that answers the hooks',
  'wukong-cli.undo':
    "rewrites the working tree from a snapshot, which is the user's to do",
  'wukong-cli.hook':
    'feeds Wukong a hook event the host never sent (evidence, stops, run state)',
  'wukong-cli.unknown': 'is not a known read-only command',
  'wukong-cli.remove':
    'removes the Wukong package the hooks run (only the user uninstalls it: wukong uninstall)',
  'wukong-cli.reinstall':
    'installs another Wukong package than the one the hooks run, or changes which one package.json names (only the user installs or updates Wukong)',
  // self-protection
  'self.verb.write': 'writes',
  'self.verb.delete': 'deletes',
  'self.verb.move': 'moves away',
  'self.verb.meta': 'changes the permissions or owner of',
  'self.verb.tree': 'overwrites',
  'self.verb.link': 'links to',
  'self.user-way':
    'only the user changes it (`wukong config set KEY VALUE` or `wukong config edit` in a terminal, `wukong init`, `wukong uninstall`)',
  'self.leave.next':
    'leave it as it is and tell the user what you wanted to change; they can run `wukong config set KEY VALUE` themselves',
  'self.deny':
    '{how} {verb} {raw} — {what} ({where}): the agent may not weaken Wukong; {userWay}',
  'self.deny-holds':
    '{how} {verb} {raw}, which holds {what} ({where}): the agent may not weaken Wukong; {userWay}',
  'self.deny-move':
    '{how} would change {path} to what another commit holds: the agent may not weaken Wukong; {userWay}',
  'self.ask-move':
    "{how} writes files into the working tree that cannot be known before it runs ({why}): it could replace Wukong's settings",
  'self.move-unknown.rev':
    'the revision {rev} is known only when the command runs',
  'self.move-unknown.variable':
    'a GIT_DIR, GIT_WORK_TREE or GIT_INDEX_FILE variable points git elsewhere',
  'self.move-unknown.option': "git's {option} points it elsewhere",
  'self.move-unknown.fetch':
    'it merges what a fetch brings first, which git does not hold yet; run `git fetch` on its own, then the merge is checked',
  'self.move-unknown.bisect': 'git picks the commits it checks out',
  'self.move-unknown.earlier':
    'an earlier git command in the same line changes the refs or the index it starts from; run them one per call and each is checked',
  'self.move-unknown.sparse': 'it chooses which files stay in the working tree',
  'self.move-unknown.alias':
    'the alias {name} stands for a command line the gate cannot read exactly',
  'self.move-unknown.stdin': 'it reads what it applies from stdin',
  'self.move-unknown.file': '{file} cannot be read before it runs',
  'self.move-unknown.config':
    "git cannot be asked safely here (the repository's config includes other files or names programs)",
  'self.move-unknown.prefix': 'it writes into a folder it names',
  'self.deny-revert':
    '{how} throws away the uncommitted change to {path} — {what}: the agent may not weaken Wukong; {userWay}',
  'self.where-after-cd': 'after a cd the gate cannot follow, {path} names it',
  'self.after-cd':
    "{how} {verb} {raw} after a cd the gate cannot follow: it could reach Wukong's protected files (settings, config, .wukong)",
  'self.after-cd.next': 'confirm with the user, or cd to a literal path first',
  'self.run-time-beside':
    '{how} {verb} {raw}, paths only known at run time, beside {what} ({where}): the gate cannot tell whether they include it',
  'self.run-time-beside.next':
    'confirm with the user, or list the folders to search so they leave out .claude, .wukong and wukong.config.json',
  'self.variable-beside':
    '{how} {verb} {raw}, a path held in a variable the gate cannot resolve, beside {what} ({where}): the agent may not weaken Wukong; {userWay}',
  'self.variable-beside.next':
    "write the path literally; if it is one of Wukong's files, leave it to the user",
  'self.read-secret':
    '{how} reads {raw} — {what} ({where}): it authenticates hooks to the resident process, and no agent may hold it',
  'self.read-secret.next': 'do not read it; nothing in a task needs it',
  'self.wukong-cli':
    '{call} {what}: the agent may not reconfigure, reinstall, stop or feed Wukong; {userWay}. Read-only commands (check, scan, audit, ledger verify|tail, promise show, config get|show|keys|schema, --help) stay allowed',
  'self.code-names-secret':
    '{name} code names {literal} — {what}: no agent may read it',
  'self.code-mutates':
    '{name} code names {literal} — {what} ({where}) — and calls {call}: the agent may not weaken Wukong; {userWay}',
  'self.find-lists':
    "{how} {verb} what find lists under {roots}, which can include Wukong's protected files (settings, config, .wukong): the agent may not weaken Wukong; {userWay}",
  'self.find-lists-named':
    "{how} {verb} what find lists under {roots} named {names}, which can include Wukong's protected files (settings, config, .wukong): the agent may not weaken Wukong; {userWay}",
  'self.find-lists.next':
    'search only the folders you mean (find src …) or name files Wukong does not own',
  'self.run-time-items-xargs':
    "{how} {verb} paths that arrive at run time (from xargs): the gate cannot tell whether they include Wukong's protected files",
  'self.run-time-items-input':
    "{how} {verb} paths that arrive at run time (from its input): the gate cannot tell whether they include Wukong's protected files",
  'self.run-time-items.next':
    'confirm with the user, or list only the folders you mean (grep -rl … src | xargs …)',
  'self.vanished':
    '{what} ({path}) existed this session and is gone or emptied: something outside Wukong removed it, and Wukong does not silently start over',
  'self.vanished.next':
    'tell the user what vanished; only they restore it (for a promise: `wukong promise set …`)',
  // Where a URL goes (fetch/url-destination.ts).
  'range.metadata':
    "a cloud metadata service (it hands out the machine's credentials)",
  'range.loopback': 'this machine (loopback)',
  'range.link-local': 'a link-local address',
  'range.private': 'a private network address',
  'range.public': 'a public address',
  'url.unreadable': '{raw}, which is not a URL the gate can read',
  'url.remote-file': 'a file on another machine ({url})',
  'url.local-file': 'the local file {path}',
  'url.harmless': '{scheme}: content that reaches no server',
  'url.range-through': '{at}, {range}, through {scheme}:',
  'url.other-scheme': 'a {scheme}: URL, a scheme the gate does not judge',
  'url.no-host': '{raw}, a URL without a host',
  'url.range': '{at}, {range}',
  // fetch.destination
  'fetch.unreadable': '{tool} would fetch {what}',
  'fetch.unreadable.next': 'give a full http(s) URL',
  'fetch.other-scheme': '{tool} would open {what}',
  'fetch.confirm.next': 'confirm {subject} with the user',
  'fetch.metadata':
    '{tool} would fetch {what}: an agent never needs it, and it is the first target of a stolen-credentials attack',
  'fetch.metadata-allowed':
    '{tool} would fetch {what}: an agent never needs it, and it is the first target of a stolen-credentials attack (gate.fetch.allowLocal cannot allow a metadata service)',
  'fetch.metadata.next':
    'do not fetch it; if the task needs instance information, ask the user for it',
  'fetch.local-page': '{tool} would fetch {what}: a page on the local network',
  'fetch.local-page.next':
    'confirm fetching {subject} with the user, or {configure}',
  'fetch.local-service':
    '{tool} would fetch {what}: local services (databases, admin consoles, dev servers, the Docker API) trust whoever reaches them',
  'fetch.local-service-port':
    '{tool} would fetch {what} port {port}: local services (databases, admin consoles, dev servers, the Docker API) trust whoever reaches them',
  'fetch.configure':
    'add "{host}" to gate.fetch.allowLocal in wukong.config.json if it is a local server the agent may use',
  // secrets
  'secrets.output':
    "{source}'s output shows a {rule} secret at line {line}, column {column} ({match}); it is masked in every log",
  'secrets.output.next':
    'tell the user a secret was exposed in the tool output, never repeat it, and suggest rotating it if it is real',
  'secrets.write':
    'the content about to be written to {target} holds a {rule} secret at line {line}, column {column} ({match})',
  'secrets.write.next':
    'write a reference (an environment variable or a secret store) instead of the literal secret, or ask the user to authorize policy {policy} for {target}',
  'secrets.the-tool': 'the tool',
  'secrets.the-file': 'the file',
  'secrets.credential':
    '`{key}` is given a literal value ({value}): exposing a credential (seed 000: exposing sensitive information)',
  'secrets.credential.next':
    'remove the value of {key}; read it from the environment or a secret store, and rotate it',
  'secrets.private-key':
    'a {kind} block appears at line {line}: exposing a private key (seed 000: exposing sensitive information)',
  'secrets.private-key.next':
    'remove the key from the output, rotate it, and refer to it by path or secret name only',
  'secrets.known':
    'a {rule} secret at line {line}, column {column} ({match}): exposing a credential (seed 000: exposing sensitive information)',
  'secrets.known.next':
    'remove the secret from the output, rotate it, and refer to it by name only (an environment variable or a secret store)',
  // jie.security.sensitive-path-write (sensitive-path-write.ts)
  'path-write.declares': 'declares a change to',
  'path-write.says': 'says it wrote to',
  'path-write.redirects': 'redirects output into',
  'path-write':
    '{how} {path}, {what} (seed 000: changing system files / sensitive configuration)',
  'path-write.next':
    "revert the change to {path}; changes outside the workspace need the user's explicit confirmation",
  // security rules (registry.ts)
  'security.rule-failed':
    'security rule {rule} failed ({reason}); failing closed',
  'security.rule-failed.next':
    'report the failure of {rule}; the output cannot pass until the rule runs',
  // managed
  'managed.reason': 'managed policy: {reason}',
  'managed.deny.next':
    'the organisation forbids this; a repository cannot allow it',
  // tool-call (MCP and unknown tools)
  'tool.verb.write': 'writes',
  'tool.verb.delete': 'deletes',
  'tool.verb.send': 'sends',
  'tool.verb.exec': 'runs commands',
  'tool.and': '{a} and {b}',
  'tool.says': 'says it {verbs}',
  'tool.shell-server': 'comes from a shell server ({server})',
  'tool.truncated':
    "{name}'s arguments were searched only in part ({why}): files, URLs or commands past that point were not judged",
  'tool.truncated.next':
    'confirm the call with the user, or split it into smaller calls',
  'tool.unknown-mcp':
    "{name} is an MCP tool Wukong has no entry for, and its name {says}; what it changes is out of the gate's sight",
  'tool.describe-it.next':
    'confirm with the user, or describe it in wukong.config.json: "mcp": {"tools": {"{name}": {example}}}',
  'tool.deletes': '{name} deletes (seed 000: deletions are confirmed)',
  'tool.deletes-unnamed':
    '{name} deletes (no file named in its arguments) (seed 000: deletions are confirmed)',
  'tool.deletes.next': 'confirm the deletion with the user',
  'tool.write-no-file':
    '{name} writes, but its arguments name no file the gate can judge',
  'tool.write-no-file.next': 'name the file in {where}',
  'tool.fetch-no-url':
    '{name} fetches, but its arguments hold no URL the gate can judge',
  'tool.fetch-no-url.next': 'give a full http(s) URL in {where}',
  'tool.exec-no-command':
    '{name} runs commands, but its arguments hold no command the gate can judge',
  'tool.exec-no-command.next': 'give the command as a string in {where}',
  'tool.or': '{a} or {b}',
  'tool.a-path-argument': 'a path argument',
  'tool.a-url-argument': 'a url argument',
  'tool.a-command-argument': 'a command argument',
  'tool.sends-secret':
    '{name} would send a {rule} secret ({match}) in {at} to the {server} server',
  'tool.sends-secret.next':
    'send a reference (an environment variable the server reads) instead of the literal secret, or confirm with the user',
  // code-safety (security/code): each rule's seed wording and fix, what a
  // rule found, the finding
  'code.seed.sql-concatenation':
    'SQL string concatenation (SQL injection risk)',
  'code.fix.sql-concatenation':
    'pass values as query parameters (placeholders, prepared statements or a tagged sql`` template)',
  'code.seed.shell-injection': 'command injection (os.system / shell=True)',
  'code.fix.shell-injection':
    'run the program with an argument list and no shell (subprocess.run([...]), execFile/spawn with args)',
  'code.seed.html-injection': 'user input rendered directly as HTML (XSS)',
  'code.fix.html-injection':
    'set textContent, or sanitise the HTML with a vetted sanitiser before rendering it',
  'code.seed.dynamic-eval': 'injection risk (eval / exec on input)',
  'code.fix.dynamic-eval':
    'parse data with a parser (JSON.parse, ast.literal_eval) and dispatch on it instead of executing it',
  'code.seed.error-to-client':
    'internal error details / stack exposed to the HTTP client (golden rule: internal logs ≠ external responses)',
  'code.fix.error-to-client':
    'log the error with its details internally and return a generic message with an error id',
  'code.seed.environment-to-client':
    'environment variables / file contents exposed to the client',
  'code.fix.environment-to-client':
    'return only the fields the client needs; validate and sanitise file paths and contents',
  'code.seed.hardcoded-endpoint': 'hard-coded IP/port (make it configurable)',
  'code.fix.hardcoded-endpoint':
    'read the host and port from configuration or the environment',
  'code.seed.debug-mode': 'DEBUG=True / verbose error pages',
  'code.fix.debug-mode':
    'read the debug flag from the environment and keep it off in production',
  'code.what.debug-enabled': 'DEBUG enabled',
  'code.what.app-run-with-debug-true': 'app run with debug=True',
  'code.what.display-errors-on': 'display_errors on',
  'code.what.eval-on-non-literal-input': 'eval on non-literal input',
  'code.what.exec-on-non-literal-code': 'exec on non-literal code',
  'code.what.settimeout-setinterval-with-a-code-strin':
    'setTimeout/setInterval with a code string',
  'code.what.the-environment-returned-to-the-client':
    'the environment returned to the client',
  'code.what.process-env-sent-in-the-response':
    'process.env sent in the response',
  'code.what.file-contents-returned-to-the-client':
    'file contents returned to the client',
  'code.what.a-file-chosen-by-the-request-sent-back':
    'a file chosen by the request sent back',
  'code.what.innerhtml-set-from-data': 'innerHTML set from data',
  'code.what.insertadjacenthtml-from-data': 'insertAdjacentHTML from data',
  'code.what.document-write-from-data': 'document.write from data',
  'code.what.dangerouslysetinnerhtml-from-data':
    'dangerouslySetInnerHTML from data',
  'code.what.subprocess-with-shell-true-on-a-built-co':
    'subprocess with shell=True on a built command',
  'code.what.os-system-os-popen-on-a-built-command':
    'os.system/os.popen on a built command',
  'code.what.child-process-exec-on-a-built-command':
    'child_process exec on a built command',
  'code.what.system-exec-with-interpolation':
    'system/exec with #{} interpolation',
  'code.what.shell-call-on-a-variable': 'shell call on a variable',
  'code.what.sql-built-from-strings-and-values':
    'SQL built from strings and values',
  'code.what.traceback-returned-to-the-client':
    'traceback returned to the client',
  'code.what.exception-text-in-an-httpexception-detai':
    'exception text in an HTTPException detail',
  'code.what.exception-text-returned-to-the-client':
    'exception text returned to the client',
  'code.what.error-object-sent-in-the-response':
    'error object sent in the response',
  'code.what.stack-trace-sent-in-the-response':
    'stack trace sent in the response',
  'code.what.ip': 'IP address {address}',
  'code.what.port': 'port {port}',
  'code.finding': '{seed}: {what} at {where}:{line}',
  'code.the-written-text': 'the written text',
} as const;

export const securityZh: Record<keyof typeof securityEn, string> = {
  'place.root': '文件系统根目录',
  'place.home': '你的主目录（{home}）',
  'place.workspace-parent': '工作区及其上级目录（{raw} 匹配 ..）',
  'place.workspace': '整个工作区（{workspace}）',
  'place.workspace-ancestor': '{path}，它包含工作区',
  'place.repository': '仓库的历史（{path}）',
  'place.located': '{path}（{what}）',
  'place.outside': '{path}，在工作区之外',
  'place.home-parent': '{path} 及其上级目录（{raw} 匹配 ..）',
  'place.temp-root': '{path}，系统临时目录本身',
  'place.temp': '{path}（临时文件）',
  'place.device': '{path}，一个设备',
  'place.as-is': '{path}',
  'place.after-cd': '{raw}（在 gate 无法跟踪的 cd 之后）',
  'place.run-time': '{raw}（运行时才知道）',
  'place.via-symlink': '{place}，经由符号链接',
  'location.system-credential': '系统凭证文件',
  'location.system': '系统路径',
  'location.sensitive-config': '敏感配置',
  'location.global-config': '全局配置',
  'file.env': '含密钥的环境变量文件',
  'file.credentials': '凭证文件',
  'file.secrets': '密钥文件',
  'file.service-account': '服务账号密钥',
  'file.key-store': '密钥或证书库',
  'file.ssh-key': 'SSH 私钥',
  'file.cluster-credentials': '集群凭证文件',
  'path.escape.unknown-place': '{raw}，运行时才知道的路径',
  'path.escape.write': '写入 {where}：在工作区（{workspace}）之外',
  'path.escape.write.next': '改为写在工作区内（或临时目录）',
  'path.escape.read': '读取 {where}：在工作区（{workspace}）之外',
  'path.confirm-read.next': '读取 {raw} 前先与用户确认',
  'path.sensitive-file.write': '写入 {raw}，{what}（seed 000 敏感文件）',
  'path.sensitive-file.read': '读取 {raw}，{what}（seed 000 敏感文件）',
  'path.sensitive-file.write.next':
    '与用户确认；不要把真实密钥写进 agent 写的文件',
  'path.sensitive-file.read.next': '与用户确认，或改读模板（.env.example）',
  'path.location.write':
    '写入 {what}：修改系统文件或全局配置（seed 000 修改系统文件 CRITICAL）',
  'path.location.write.next': '不要修改它；如确需修改，请用户自己动手',
  'path.location.read': '读取 {what}（seed 000 敏感路径 → 必须用户确认）',
  'path.location.read-secrets':
    '读取 {what}，其中有凭证（seed 000 敏感路径 → 必须用户确认）',
  'path.location.git': '写入 {what}：git 钩子和配置会运行代码并保存历史',
  'path.location.git.next': '修改 .git 前先与用户确认',
  'surface.settings': 'Claude Code 的项目设置，它运行 Wukong 的 hook',
  'surface.local-settings': 'Claude Code 的本地设置，它可以关掉 hook',
  'surface.avatars': 'Wukong 的分身定义',
  'surface.config': 'Wukong 的配置',
  'surface.state': 'Wukong 的状态（账本、承诺、运行、证据）',
  'surface.user-state': 'Wukong 的用户级状态',
  'surface.daemon-dir': 'Wukong 守护进程的私有目录',
  'surface.daemon-secret': 'Wukong 守护进程的密钥',
  'surface.ledger-key': '为 Wukong 账本条目签名的密钥',
  'surface.managed': '托管的 Wukong 策略',
  'surface.install': 'Wukong 已安装的代码，hook 运行的正是它',
  'wukong-cli.ledger': '不是只读的 ledger 命令',
  'wukong-cli.promise': '修改 CompletionPromise，它属于用户',
  'wukong-cli.config': '修改 Wukong 的配置，它属于用户',
  'wukong-cli.run': '推进一次运行（阶段、计划、问题），这应由用户来做',
  'wukong-cli.authorize': '授予或撤回 Authorization，这应由用户来给',
  'wukong-cli.resume': '恢复 Wukong 停下的循环，这应由用户来做',
  'wukong-cli.anchors': '写入 .wukong 中的锚点库',
  'wukong-cli.context': '写入 .wukong 中 Wukong 的上下文状态',
  'wukong-cli.throttle-mute': '静音或恢复一条节流规则',
  'wukong-cli.throttle': '写入 .wukong/throttle.json（--no-persist 不写）',
  'wukong-cli.viz': '写入 .wukong（--out DIR 不写）',
  'wukong-cli.init': '改写 Claude Code 的设置、分身和配置',
  'wukong-cli.serve-stop': '停止回答 hook 的常驻进程',
  'wukong-cli.serve-start': '启动回答 hook 的常驻进程',
  'wukong-cli.undo': '用快照改写工作树，这应由用户来做',
  'wukong-cli.hook':
    '向 Wukong 送入宿主从未发出的 hook 事件（证据、停止、运行状态）',
  'wukong-cli.unknown': '不是已知的只读命令',
  'wukong-cli.remove':
    '移除 hook 运行的 Wukong 包（只有用户能卸载它：wukong uninstall）',
  'wukong-cli.reinstall':
    '安装另一个 Wukong 包来替换 hook 运行的那个，或修改 package.json 指定的版本（只有用户能安装或更新 Wukong）',
  'self.verb.write': '写入',
  'self.verb.delete': '删除',
  'self.verb.move': '移走',
  'self.verb.meta': '修改权限或属主',
  'self.verb.tree': '覆盖',
  'self.verb.link': '链接到',
  'self.user-way':
    '只有用户能修改它（在终端中运行 `wukong config set KEY VALUE` 或 `wukong config edit`、`wukong init`、`wukong uninstall`）',
  'self.leave.next':
    '保持原样，并告诉用户你想改什么；用户可以自己运行 `wukong config set KEY VALUE`',
  'self.deny':
    '{how} {verb} {raw} —— {what}（{where}）：agent 不得削弱 Wukong；{userWay}',
  'self.deny-holds':
    '{how} {verb} {raw}，其中包含 {what}（{where}）：agent 不得削弱 Wukong；{userWay}',
  'self.deny-move':
    '{how} 会把 {path} 改成另一个提交中的内容：智能体不得削弱 Wukong；{userWay}',
  'self.ask-move':
    '{how} 写入工作区的文件在运行前无法得知（{why}）：它可能替换 Wukong 的设置',
  'self.move-unknown.rev': '修订 {rev} 要到命令运行时才知道',
  'self.move-unknown.variable':
    'GIT_DIR、GIT_WORK_TREE 或 GIT_INDEX_FILE 变量让 git 指向别处',
  'self.move-unknown.option': 'git 的 {option} 让它指向别处',
  'self.move-unknown.fetch':
    '它合并的是先行 fetch 取回的内容，git 目前还没有；请先单独运行 `git fetch`，之后的合并即可检查',
  'self.move-unknown.bisect': '要检出的提交由 git 选择',
  'self.move-unknown.earlier':
    '同一行中更早的 git 命令会改变它所依据的引用或索引；请每次调用只运行一条，这样每条都会被检查',
  'self.move-unknown.sparse': '它决定哪些文件留在工作区中',
  'self.move-unknown.alias': '别名 {name} 代表的命令行 gate 无法准确读出',
  'self.move-unknown.stdin': '它从标准输入读取要应用的内容',
  'self.move-unknown.file': '{file} 在运行前无法读取',
  'self.move-unknown.config':
    '这里无法安全地询问 git（仓库的配置引入了其他文件或指定了程序）',
  'self.move-unknown.prefix': '它写入自己指定的文件夹',
  'self.deny-revert':
    '{how} 会丢弃 {path} 中尚未提交的修改——{what}：智能体不得削弱 Wukong；{userWay}',
  'self.where-after-cd': '在 gate 无法跟踪的 cd 之后，{path} 指向它',
  'self.after-cd':
    '{how} 在 gate 无法跟踪的 cd 之后{verb} {raw}：可能触及 Wukong 受保护的文件（设置、配置、.wukong）',
  'self.after-cd.next': '与用户确认，或先 cd 到一个字面路径',
  'self.run-time-beside':
    '{how} {verb} {raw}，这些路径运行时才知道，就在 {what}（{where}）旁边：gate 无法判断是否包括它',
  'self.run-time-beside.next':
    '与用户确认，或列出要搜索的目录，让它们避开 .claude、.wukong 和 wukong.config.json',
  'self.variable-beside':
    '{how} {verb} {raw}，这个路径保存在 gate 无法解析的变量中，就在 {what}（{where}）旁边：agent 不得削弱 Wukong；{userWay}',
  'self.variable-beside.next':
    '把路径按字面写出；如果它是 Wukong 的文件，交给用户处理',
  'self.read-secret':
    '{how} 读取 {raw} —— {what}（{where}）：它向常驻进程验证 hook 的身份，任何 agent 都不得持有',
  'self.read-secret.next': '不要读取它；任何任务都不需要它',
  'self.wukong-cli':
    '{call} {what}：agent 不得重新配置、重新安装、停止或喂给 Wukong 数据；{userWay}。只读命令（check、scan、audit、ledger verify|tail、promise show、config get|show|keys|schema、--help）仍然允许',
  'self.code-names-secret':
    '{name} 代码提到 {literal} —— {what}：任何 agent 都不得读取',
  'self.code-mutates':
    '{name} 代码提到 {literal} —— {what}（{where}）—— 并调用 {call}：agent 不得削弱 Wukong；{userWay}',
  'self.find-lists':
    '{how} {verb} find 在 {roots} 下列出的内容，其中可能包括 Wukong 受保护的文件（设置、配置、.wukong）：agent 不得削弱 Wukong；{userWay}',
  'self.find-lists-named':
    '{how} {verb} find 在 {roots} 下列出的名为 {names} 的内容，其中可能包括 Wukong 受保护的文件（设置、配置、.wukong）：agent 不得削弱 Wukong；{userWay}',
  'self.find-lists.next':
    '只搜索你要的目录（find src …），或指名不属于 Wukong 的文件',
  'self.run-time-items-xargs':
    '{how} {verb} 运行时才到达的路径（来自 xargs）：gate 无法判断其中是否包括 Wukong 受保护的文件',
  'self.run-time-items-input':
    '{how} {verb} 运行时才到达的路径（来自它的输入）：gate 无法判断其中是否包括 Wukong 受保护的文件',
  'self.run-time-items.next':
    '与用户确认，或只列出你要的目录（grep -rl … src | xargs …）',
  'self.vanished':
    '{what}（{path}）本会话中存在过，现在不见了或被清空：Wukong 之外的东西删除了它，Wukong 不会悄悄从头开始',
  'self.vanished.next':
    '告诉用户什么不见了；只有用户能恢复它（承诺：`wukong promise set …`）',
  'range.metadata': '云元数据服务（它会交出这台机器的凭证）',
  'range.loopback': '本机（loopback）',
  'range.link-local': '链路本地地址',
  'range.private': '私有网络地址',
  'range.public': '公网地址',
  'url.unreadable': '{raw}，gate 无法读懂的 URL',
  'url.remote-file': '另一台机器上的文件（{url}）',
  'url.local-file': '本地文件 {path}',
  'url.harmless': '{scheme}：不连接任何服务器的内容',
  'url.range-through': '{at}，{range}，经由 {scheme}:',
  'url.other-scheme': '{scheme}: URL，gate 不判断的协议',
  'url.no-host': '{raw}，没有主机的 URL',
  'url.range': '{at}，{range}',
  'fetch.unreadable': '{tool} 要获取 {what}',
  'fetch.unreadable.next': '给出完整的 http(s) URL',
  'fetch.other-scheme': '{tool} 要打开 {what}',
  'fetch.confirm.next': '与用户确认 {subject}',
  'fetch.metadata':
    '{tool} 要获取 {what}：agent 从来不需要它，它是窃取凭证攻击的首要目标',
  'fetch.metadata-allowed':
    '{tool} 要获取 {what}：agent 从来不需要它，它是窃取凭证攻击的首要目标（gate.fetch.allowLocal 不能放行元数据服务）',
  'fetch.metadata.next': '不要获取它；如果任务需要实例信息，请向用户索取',
  'fetch.local-page': '{tool} 要获取 {what}：本地网络上的页面',
  'fetch.local-page.next': '获取 {subject} 前先与用户确认，或{configure}',
  'fetch.local-service':
    '{tool} 要获取 {what}：本地服务（数据库、管理控制台、开发服务器、Docker API）信任任何能连上它的人',
  'fetch.local-service-port':
    '{tool} 要获取 {what} 端口 {port}：本地服务（数据库、管理控制台、开发服务器、Docker API）信任任何能连上它的人',
  'fetch.configure':
    '如果它是 agent 可以使用的本地服务器，把 "{host}" 加入 wukong.config.json 的 gate.fetch.allowLocal',
  'secrets.output':
    '{source} 的输出中出现 {rule} 密钥，位于第 {line} 行第 {column} 列（{match}）；所有日志中均已遮蔽',
  'secrets.output.next':
    '告诉用户工具输出暴露了一个密钥，绝不复述它；如果它是真的，建议轮换',
  'secrets.write':
    '即将写入 {target} 的内容含有 {rule} 密钥，位于第 {line} 行第 {column} 列（{match}）',
  'secrets.write.next':
    '写入引用（环境变量或密钥库）而不是密钥字面值，或请用户为 {target} 授权策略 {policy}',
  'secrets.the-tool': '该工具',
  'secrets.the-file': '该文件',
  'secrets.credential':
    '`{key}` 被赋予字面值（{value}）：暴露凭证（seed 000 暴露敏感信息）',
  'secrets.credential.next':
    '删除 {key} 的值；改从环境变量或密钥库读取，并轮换它',
  'secrets.private-key':
    '第 {line} 行出现 {kind} 块：暴露私钥（seed 000 暴露敏感信息）',
  'secrets.private-key.next':
    '从输出中删除私钥并轮换，只用路径或密钥名称引用它',
  'secrets.known':
    '第 {line} 行第 {column} 列有 {rule} 密钥（{match}）：暴露凭证（seed 000 暴露敏感信息）',
  'secrets.known.next':
    '从输出中删除密钥并轮换，只用名称引用它（环境变量或密钥库）',
  'path-write.declares': '声明修改了',
  'path-write.says': '声称写入了',
  'path-write.redirects': '把输出重定向到',
  'path-write': '{how} {path}，{what}（seed 000 修改系统文件 / 敏感配置）',
  'path-write.next': '撤销对 {path} 的修改；工作区之外的修改需要用户明确确认',
  'security.rule-failed': '安全规则 {rule} 失败（{reason}）；按失败即拒绝处理',
  'security.rule-failed.next': '报告 {rule} 的失败；该规则运行之前输出无法通过',
  'managed.reason': '托管策略：{reason}',
  'managed.deny.next': '组织禁止这样做；仓库无法放行',
  'tool.verb.write': '写入',
  'tool.verb.delete': '删除',
  'tool.verb.send': '发送',
  'tool.verb.exec': '运行命令',
  'tool.and': '{a}和{b}',
  'tool.says': '表明它会{verbs}',
  'tool.shell-server': '来自 shell 服务器（{server}）',
  'tool.truncated':
    '{name} 的参数只搜索了一部分（{why}）：之后的文件、URL 或命令未经判断',
  'tool.truncated.next': '与用户确认这次调用，或拆成更小的调用',
  'tool.unknown-mcp':
    '{name} 是 Wukong 没有登记的 MCP 工具，它的名字{says}；它改变什么不在 gate 的视野之内',
  'tool.describe-it.next':
    '与用户确认，或在 wukong.config.json 中描述它："mcp": {"tools": {"{name}": {example}}}',
  'tool.deletes': '{name} 会删除（seed 000：删除需确认）',
  'tool.deletes-unnamed':
    '{name} 会删除（参数中没有指明文件）（seed 000：删除需确认）',
  'tool.deletes.next': '与用户确认这次删除',
  'tool.write-no-file': '{name} 会写入，但参数中没有 gate 能判断的文件',
  'tool.write-no-file.next': '在 {where} 中指明文件',
  'tool.fetch-no-url': '{name} 会获取内容，但参数中没有 gate 能判断的 URL',
  'tool.fetch-no-url.next': '在 {where} 中给出完整的 http(s) URL',
  'tool.exec-no-command': '{name} 会运行命令，但参数中没有 gate 能判断的命令',
  'tool.exec-no-command.next': '在 {where} 中以字符串给出命令',
  'tool.or': '{a} 或 {b}',
  'tool.a-path-argument': '一个路径参数',
  'tool.a-url-argument': '一个 url 参数',
  'tool.a-command-argument': '一个命令参数',
  'tool.sends-secret':
    '{name} 会把一个 {rule} 密钥（{match}）放在 {at} 中发送给 {server} 服务器',
  'tool.sends-secret.next':
    '发送引用（服务器读取的环境变量）而不是密钥字面值，或与用户确认',
  'code.seed.sql-concatenation': 'SQL 字符串拼接（SQL 注入风险）',
  'code.fix.sql-concatenation':
    '把值作为查询参数传入（占位符、预编译语句或带标签的 sql`` 模板）',
  'code.seed.shell-injection': '命令注入（os.system / shell=True）',
  'code.fix.shell-injection':
    '用参数列表、不经 shell 运行程序（subprocess.run([...])、带参数的 execFile/spawn）',
  'code.seed.html-injection': '用户输入直接渲染 HTML（XSS）',
  'code.fix.html-injection':
    '设置 textContent，或在渲染前用可靠的消毒库处理 HTML',
  'code.seed.dynamic-eval': '注入风险（对输入 eval / exec）',
  'code.fix.dynamic-eval':
    '用解析器解析数据（JSON.parse、ast.literal_eval）并据此分派，而不是执行它',
  'code.seed.error-to-client':
    '内部错误详情/堆栈暴露给 HTTP 客户端（金规：内部日志 ≠ 外部响应）',
  'code.fix.error-to-client': '在内部记录错误详情，返回带错误编号的通用消息',
  'code.seed.environment-to-client': '环境变量/文件内容暴露给客户端',
  'code.fix.environment-to-client':
    '只返回客户端需要的字段；验证并消毒文件路径和内容',
  'code.seed.hardcoded-endpoint': '硬编码 IP/端口（要求配置化）',
  'code.fix.hardcoded-endpoint': '从配置或环境变量读取主机和端口',
  'code.seed.debug-mode': 'DEBUG=True / verbose 错误页面',
  'code.fix.debug-mode': '从环境变量读取调试开关，并在生产环境中关闭',
  'code.what.debug-enabled': 'DEBUG 已开启',
  'code.what.app-run-with-debug-true': '应用以 debug=True 运行',
  'code.what.display-errors-on': 'display_errors 已开启',
  'code.what.eval-on-non-literal-input': '对非字面量输入调用 eval',
  'code.what.exec-on-non-literal-code': '对非字面量代码调用 exec',
  'code.what.settimeout-setinterval-with-a-code-strin':
    '向 setTimeout/setInterval 传入代码字符串',
  'code.what.the-environment-returned-to-the-client': '把环境变量返回给客户端',
  'code.what.process-env-sent-in-the-response': '在响应中发送 process.env',
  'code.what.file-contents-returned-to-the-client': '把文件内容返回给客户端',
  'code.what.a-file-chosen-by-the-request-sent-back': '把请求指定的文件发回',
  'code.what.innerhtml-set-from-data': '用数据设置 innerHTML',
  'code.what.insertadjacenthtml-from-data': '用数据调用 insertAdjacentHTML',
  'code.what.document-write-from-data': '用数据调用 document.write',
  'code.what.dangerouslysetinnerhtml-from-data':
    '用数据设置 dangerouslySetInnerHTML',
  'code.what.subprocess-with-shell-true-on-a-built-co':
    '对拼接出的命令使用 shell=True 的 subprocess',
  'code.what.os-system-os-popen-on-a-built-command':
    '对拼接出的命令调用 os.system/os.popen',
  'code.what.child-process-exec-on-a-built-command':
    '对拼接出的命令调用 child_process exec',
  'code.what.system-exec-with-interpolation': '带 #{} 插值的 system/exec',
  'code.what.shell-call-on-a-variable': '对变量调用 shell',
  'code.what.sql-built-from-strings-and-values': '用字符串和值拼接 SQL',
  'code.what.traceback-returned-to-the-client': '把 traceback 返回给客户端',
  'code.what.exception-text-in-an-httpexception-detai':
    '在 HTTPException 的 detail 中放入异常文本',
  'code.what.exception-text-returned-to-the-client': '把异常文本返回给客户端',
  'code.what.error-object-sent-in-the-response': '在响应中发送错误对象',
  'code.what.stack-trace-sent-in-the-response': '在响应中发送堆栈跟踪',
  'code.what.ip': 'IP 地址 {address}',
  'code.what.port': '端口 {port}',
  'code.finding': '{seed}：{what}，位于 {where}:{line}',
  'code.the-written-text': '所写的文本',
};
