// The words of the command rules' findings (policies/security/commands/rules,
// fetch/cloud-metadata-command.ts) and their next actions, en and zh
// Pos: policies/vocabulary/messages, data only; the rules build their
// findings with say() (say.ts), message.ts looks them up. Reasons that come
// from the programs' tables (why a git or systemctl call is risky) are
// fragment parameters from reason-messages.ts and program-messages.ts
export const commandEn = {
  // Around any command finding (rules/define-command-policy.ts).
  'command.in-script': '{finding} (in {file}, which this command runs)',
  'command.run-time-program':
    'the program ({program}) is known only at run time and may be {candidate}: {finding}',
  'command.on-remote': ' on {remote}',
  'command.on-remote.paren': ' (on {remote})',
  // A short list of places: the first three, then how many more.
  'command.list.1': '{a}',
  'command.list.2': '{a}; {b}',
  'command.list.3': '{a}; {b}; {c}',
  'command.list.more': '{list}; and {more} more',
  // command.delete; what the delete does (targets.ts)
  'command.delete.verb': '{program} deletes',
  'command.delete.verb.find': 'find -delete removes what it finds under',
  'command.delete.verb.shred': 'shred overwrites',
  'command.delete.input':
    '{program} deletes paths that only arrive at run time ({source}): irreversible and unseen',
  'command.delete.input.xargs': 'from xargs',
  'command.delete.input.stdin': 'from its input',
  'command.delete.input.next':
    'list the files first and confirm the deletion; keep a backup',
  'command.delete.hard':
    '{verb} {where}{remote}: catastrophic and irreversible (seed 000: dangerous commands, rm -rf)',
  'command.delete.hard.next':
    'do not run it; delete only specific paths inside the workspace, or ask the user to do this themselves',
  'command.delete.soft':
    '{verb} {where}{remote}: irreversible (seed 000: irreversible operations)',
  'command.delete.soft.next':
    'confirm the deletion with the user; back up first (commit, stash or copy) if it holds anything not in git',
  // command.git-history
  'command.git-history':
    'git {reason}{remote}: irreversible (seed 000: irreversible operations)',
  'command.git-history.next':
    'confirm with the user first; save the work (git stash, a backup branch) or use the safe form (--force-with-lease, reset --soft, clean -n)',
  // command.system-control
  'command.system-control': '{reason}{remote}',
  'command.system-control.next':
    'confirm with the user; name the exact process or service instead where possible',
  // command.exfiltration
  'command.exfiltration.send':
    '{how} sends {what} off the machine (seed 000: exposing sensitive information, CRITICAL)',
  'command.exfiltration.send.next':
    'do not send it; if a service needs a credential, let the user configure it',
  'command.exfiltration.ask.next':
    'confirm with the user that this data may leave the machine',
  'command.exfiltration.new-remote':
    'git push to {remote}, a remote added in this same command: the repository goes to a new place',
  'command.exfiltration.variable':
    '{program} sends ${variable} (a secret variable) to the network',
  'command.exfiltration.archive':
    '{producer} | {program} uploads an archive of the workspace (secrets in it included)',
  'command.exfiltration.link': '{link} ({what}) through the link {word}',
  'command.exfiltration.via-substitution': '{program} with $({producer} …)',
  'command.exfiltration.via-pipe': '{producer} | {program}',
  // command.publish
  'command.publish':
    '`{program} {verb}` publishes to a public registry: a released version cannot be taken back (seed 000: irreversible operations)',
  'command.publish.next':
    'confirm the release with the user (version, registry, contents); try --dry-run first',
  // command.sensitive-read
  'command.sensitive-read':
    "{program} reads {what}{remote}: its secrets would land in the agent's context (seed 000: sensitive files)",
  'command.sensitive-read.next':
    'confirm with the user, or read only the names you need (e.g. the keys of .env, not the values)',
  // command.inline-code
  'command.inline-code.hard':
    '{program} code calls {call} on {where}: catastrophic and irreversible (seed 000: dangerous commands)',
  'command.inline-code.hard.next':
    'do not run it; delete only specific paths inside the workspace',
  'command.inline-code.files':
    '{program} code calls {call}{where}: deletes files, irreversible (seed 000: irreversible operations)',
  'command.inline-code.data':
    '{program} code calls {call}{where}: deletes data, irreversible (seed 000: irreversible operations)',
  'command.inline-code.on': ' on {where}',
  'command.inline-code.delete-call': 'a delete call',
  'command.inline-code.next': 'confirm with the user what the code deletes',
  // command.interpreter-effects
  'command.code.write-outside':
    '{program} code writes {what} ({call}): changes outside the workspace (seed 000: changing system files)',
  'command.code.write-outside.next': 'write only inside the workspace',
  'command.code.write': '{program} code writes {what} ({call})',
  'command.code.write.next':
    'confirm with the user that this file should change',
  'command.code.computed-write':
    '{program} code writes a file whose path is computed at run time ({call}): the gate cannot tell where it lands',
  'command.code.computed-write.next':
    'write the path literally, or confirm where it lands',
  'command.code.computed-spawn':
    '{program} code runs a command built at run time ({call}): the gate cannot check it',
  'command.code.computed-spawn.next':
    'write the command literally, or confirm it',
  'command.code.computed-eval':
    '{program} code evaluates code built at run time ({call}), a decoded payload perhaps: the gate cannot check it',
  'command.code.computed-eval.next':
    'write the code out literally, or confirm it',
  'command.code.send':
    '{program} code sends {what} over the network ({call}) (seed 000: exposing sensitive information, CRITICAL)',
  'command.code.sent-file': '{path} ({what})',
  'command.code.sent-environment': 'the environment (every secret in it)',
  'command.code.fork-loop':
    '{program} code forks in an endless loop ({call}): exhausts the machine (seed 000: dangerous commands)',
  'command.code.fork-loop.next': 'do not run it',
  // command.dynamic-code
  'command.dynamic-code': '{detail}: the gate cannot check what it would do',
  'command.dynamic-code.next':
    'write the code out literally so it can be checked, or confirm it',
  // command.cloud-metadata (fetch/cloud-metadata-command.ts)
  'command.cloud-metadata':
    "{program} asks {what}: the credentials it hands out are the machine's, not the task's",
  'command.cloud-metadata.next':
    'do not query the metadata service; ask the user for the instance information the task needs',
  // command.api-delete
  'command.api-delete':
    '{program} {reason}: irreversible on the remote side (seed 000: irreversible operations)',
  'command.api-delete.next': 'confirm with the user what the request deletes',
  // command.destructive-subcommand
  'command.destructive':
    '`{verb}` deletes or destroys resources{remote}: irreversible (seed 000: irreversible operations)',
  'command.destructive.next':
    'confirm with the user which resources go; prefer a dry run or a backup/snapshot first',
  'command.destructive.stdin':
    'feeds `{line}` to {program} on stdin: a destructive instruction (seed 000: irreversible operations)',
  'command.destructive.stdin.next': 'confirm the instruction with the user',
  // command.device-write
  'command.device.disk-tool':
    '`{program}` formats, partitions or erases disks: it destroys filesystems (seed 000: dangerous commands)',
  'command.device.disk-tool.next':
    'never run disk tools from the agent; ask the user',
  'command.device.write':
    '{how} writes {what}: raw writes destroy the filesystem on it',
  'command.device.write.next': 'never write to device files',
  // command.mass-change
  'command.mass-change':
    '{program} changes {how} in one go: a mass change (seed 000: mass changes, >{limit} files)',
  'command.mass-change.count': '{count} files',
  'command.mass-change.tree': 'a whole tree (-R)',
  'command.mass-change.run-time':
    'files chosen at run time (find, xargs, globs, $(…))',
  'command.mass-change.next':
    'confirm the file list with the user and change it in batches of at most {limit}',
  // command.permissions
  'command.permissions.umask':
    'umask {mask} makes every new file world-writable (seed 000: chmod 777, open permissions)',
  'command.permissions.umask.next': 'keep the umask at 022 or stricter',
  'command.permissions.chmod':
    'chmod {why} (seed 000: dangerous commands, chmod 777)',
  'command.permissions.chmod.recursive':
    'chmod -R {why}, recursively (seed 000: dangerous commands, chmod 777)',
  'command.permissions.chmod.next':
    'grant only what is needed: 755 for directories and scripts, 644 for files, u+x to make one executable',
  // command.privilege
  'command.privilege':
    '{what}{remote}: privilege escalation (seed 000: dangerous commands, sudo/su escalation)',
  'command.privilege.as-root': 'runs `{program}` as root through {via}',
  'command.privilege.raises': '{via} raises privileges',
  'command.privilege.next':
    'drop {via} and run it as the current user; if it truly needs root, ask the user to run it themselves',
  // command.data-wipe
  'command.wipe.truncate':
    'truncate cuts {files} to a new size: the cut data is gone',
  'command.wipe.truncate.next': 'confirm with the user; copy the file first',
  'command.wipe.wipe': 'wipe overwrites and deletes {files}',
  'command.wipe.dd': 'dd overwrites {target} with {source}',
  'command.wipe.next': 'confirm with the user',
  // command.fork-bomb
  'command.fork-bomb.function':
    'function `{name}` calls itself in the background: a fork bomb that exhausts the process table',
  'command.fork-bomb.function.pipe':
    'function `{name}` calls itself through a pipe: a fork bomb that exhausts the process table',
  'command.fork-bomb.code':
    '{program} code forks in an endless loop: a fork bomb',
  'command.fork-bomb.next': 'never run it',
  // command.system-write
  'command.system-write.remote':
    '{how} writes {path} on {host}, {what} (seed 000: changing system files, CRITICAL)',
  'command.system-write.remote.next':
    'do not change system files; ask the user to make that change themselves',
  'command.system-write.location':
    '{how} writes {what}: changing system files or global configuration (seed 000: changing system files, CRITICAL)',
  'command.system-write.outside':
    '{how} writes {what}: outside the workspace ({workspace})',
  'command.system-write.git':
    '{how} writes {what}: git hooks and config run code and hold history',
  'command.system-write.sensitive':
    '{how} writes {path}, {what} (seed 000: sensitive files)',
  // command.sql
  'command.sql': '{program}: {reason} (seed 000: irreversible operations)',
  'command.sql.next': 'confirm with the user; take a dump or snapshot first',
  // command.remote-code
  'command.remote-code.pipe':
    '{program} runs {language} code straight from the network ({fetcher}): unseen remote code',
  'command.remote-code.pipe.next':
    'download the script to a file, show it to the user, and run it only once they have read it',
  'command.remote-code.downloaded':
    'runs {file}, which {fetcher} just downloaded: unseen remote code',
  'command.remote-code.downloaded.next':
    'show the downloaded script to the user and run it only once they have read it',
  // command.reverse-shell
  'command.reverse-shell': '{reason}: a reverse shell',
  'command.reverse-shell.socket':
    'opens {socket} for reading and writing: a reverse shell',
  'command.reverse-shell.pipeline':
    'a pipeline joins {shell} and {netcat}: a reverse shell',
  'command.reverse-shell.next': 'never run it',
  // command.program-exec (what and why come from the programs' tables)
  'command.program-exec': '{what}{value}: {why}',
  'command.program-exec.value': ' ({value})',
  'command.program-exec.stop.next': 'do not run it',
  'command.confirm-intended.next':
    'confirm with the user that this is intended',
  // command.host-control
  'command.host.deny.next':
    'do not run it; an agent does not change accounts or give away the host',
  'command.host.uid-0':
    '{program} gives an account uid 0: a second root account',
  'command.host.duplicate-uid':
    '{program} allows a duplicate uid: a second root account',
  'command.host.admin-group':
    '{program} adds an account to {groups}: administrator rights',
  'command.host.usermod': 'usermod changes an account',
  'command.host.useradd': '{program} creates an account',
  'command.host.gpasswd': 'gpasswd changes an administrator group',
  'command.host.passwd-delete':
    'passwd -d removes a password: the account opens without one',
  'command.host.passwd': 'passwd changes a password',
  'command.host.chpasswd': '{program} sets account passwords',
  'command.host.visudo': 'visudo changes who may become root',
  'command.host.mount': '{program} changes what the filesystem shows',
  'command.host.mount.bind':
    '{program} changes what the filesystem shows (a bind mount can cover system files)',
  'command.host.kill-init': 'kill 1 signals init: the machine stops',
  'command.host.kill-run-time':
    'kill signals processes found at run time (the agent itself, perhaps)',
  'command.host.docker-socket':
    "{program} run mounts {source}: the container controls the host's containers, as root",
  'command.host.docker-mount': '{program} run mounts {what} into a container',
  'command.host.docker-privileged':
    '{program} run {option}: the container gets host-level powers',
  'command.host.kubectl-scale':
    'kubectl scale --replicas=0 takes the workload down',
  'command.host.kubectl-drain': 'kubectl {sub} moves work off a node',
  'command.host.fallocate': 'fallocate -l {size} fills the disk',
  'command.host.truncate':
    'truncate -s {size} makes a file that can fill the disk',
  'command.host.chattr':
    'chattr +i/+a makes files that even root cannot change or delete until cleared',
  'command.host.setfacl': 'setfacl {spec} lets every user write',
  'command.host.mode': '{program} -m: {loose}',
  'command.host.mv-device':
    'mv onto {device} destroys the file and replaces the device every program uses',
  'command.host.endless':
    '{program} writes without end into a file: fills the disk',
  // command.unparsed
  'command.unparsed.no-facts':
    'the command was not parsed before the gate ran, so no rule could see what it would execute',
  'command.unparsed.no-facts.next':
    'parse the command (prepareBashContext) or confirm it by hand',
  'command.unparsed.problem': '{detail}; what it would run cannot be checked',
  'command.unparsed.problem.at':
    '`{text}` {detail}; what it would run cannot be checked',
  'command.unparsed.problem.next':
    'fix the quoting or nesting, or confirm the command as written',
  'command.unparsed.split':
    '`{word}` is run as a program: a line break probably split one command in two, so the first part runs without its options',
  'command.unparsed.split.next':
    'join the lines with a trailing backslash, or confirm',
} as const;

export const commandZh: Record<keyof typeof commandEn, string> = {
  'command.in-script': '{finding}（在 {file} 中，这条命令会运行它）',
  'command.run-time-program':
    '程序（{program}）运行时才知道，可能是 {candidate}：{finding}',
  'command.on-remote': '（在 {remote} 上）',
  'command.on-remote.paren': '（在 {remote} 上）',
  'command.list.1': '{a}',
  'command.list.2': '{a}；{b}',
  'command.list.3': '{a}；{b}；{c}',
  'command.list.more': '{list}；另有 {more} 处',
  'command.delete.verb': '{program} 删除',
  'command.delete.verb.find': 'find -delete 删除它在其下找到的内容：',
  'command.delete.verb.shred': 'shred 覆写',
  'command.delete.input':
    '{program} 删除运行时才到来的路径（{source}）：不可逆且看不见',
  'command.delete.input.xargs': '来自 xargs',
  'command.delete.input.stdin': '来自它的输入',
  'command.delete.input.next': '先列出这些文件，再确认删除；保留备份',
  'command.delete.hard':
    '{verb} {where}{remote}：灾难性且不可逆（seed 000 危险命令 rm -rf）',
  'command.delete.hard.next':
    '不要运行它；只删除工作区内的具体路径，或请用户自己动手',
  'command.delete.soft':
    '{verb} {where}{remote}：不可逆（seed 000 不可逆操作）',
  'command.delete.soft.next':
    '与用户确认删除；如其中有不在 git 里的内容，先备份（commit、stash 或复制）',
  'command.git-history': 'git {reason}{remote}：不可逆（seed 000 不可逆操作）',
  'command.git-history.next':
    '先与用户确认；保存工作（git stash、备份分支），或用安全的写法（--force-with-lease、reset --soft、clean -n）',
  'command.system-control': '{reason}{remote}',
  'command.system-control.next': '与用户确认；尽量指明具体的进程或服务',
  'command.exfiltration.send':
    '{how} 把 {what} 发出本机（seed 000 暴露敏感信息 CRITICAL）',
  'command.exfiltration.send.next':
    '不要发送；如某个服务需要凭证，请用户自己配置',
  'command.exfiltration.ask.next': '与用户确认这些数据可以离开本机',
  'command.exfiltration.new-remote':
    'git push 到 {remote}，这是同一条命令里刚添加的远程：仓库会去到新的地方',
  'command.exfiltration.variable':
    '{program} 把 ${variable}（密钥变量）发到网络上',
  'command.exfiltration.archive':
    '{producer} | {program} 上传整个工作区的归档（连同其中的密钥）',
  'command.exfiltration.link': '{link}（{what}），经由链接 {word}',
  'command.exfiltration.via-substitution': '{program} 配合 $({producer} …)',
  'command.exfiltration.via-pipe': '{producer} | {program}',
  'command.publish':
    '`{program} {verb}` 发布到公共仓库：发布出去的版本收不回来（seed 000 不可逆操作）',
  'command.publish.next':
    '与用户确认这次发布（版本、仓库、内容）；先试 --dry-run',
  'command.sensitive-read':
    '{program} 读取 {what}{remote}：其中的密钥会进入 agent 的上下文（seed 000 敏感文件）',
  'command.sensitive-read.next':
    '与用户确认，或只读需要的名字（例如 .env 的键，而不是值）',
  'command.inline-code.hard':
    '{program} 代码对 {where} 调用 {call}：灾难性且不可逆（seed 000 危险命令）',
  'command.inline-code.hard.next': '不要运行它；只删除工作区内的具体路径',
  'command.inline-code.files':
    '{program} 代码调用 {call}{where}：删除文件，不可逆（seed 000 不可逆操作）',
  'command.inline-code.data':
    '{program} 代码调用 {call}{where}：删除数据，不可逆（seed 000 不可逆操作）',
  'command.inline-code.on': '，作用于 {where}',
  'command.inline-code.delete-call': '删除调用',
  'command.inline-code.next': '与用户确认代码要删除什么',
  'command.code.write-outside':
    '{program} 代码写入 {what}（{call}）：改动在工作区之外（seed 000 修改系统文件）',
  'command.code.write-outside.next': '只在工作区内写入',
  'command.code.write': '{program} 代码写入 {what}（{call}）',
  'command.code.write.next': '与用户确认这个文件应当修改',
  'command.code.computed-write':
    '{program} 代码写入一个运行时才算出路径的文件（{call}）：gate 无法判断它落在哪里',
  'command.code.computed-write.next': '把路径写成字面量，或确认它落在哪里',
  'command.code.computed-spawn':
    '{program} 代码运行一条运行时才拼出的命令（{call}）：gate 无法检查它',
  'command.code.computed-spawn.next': '把命令写成字面量，或确认它',
  'command.code.computed-eval':
    '{program} 代码执行运行时才拼出的代码（{call}），可能是解码出的载荷：gate 无法检查它',
  'command.code.computed-eval.next': '把代码原样写出来，或确认它',
  'command.code.send':
    '{program} 代码把 {what} 通过网络发出（{call}）（seed 000 暴露敏感信息 CRITICAL）',
  'command.code.sent-file': '{path}（{what}）',
  'command.code.sent-environment': '环境变量（其中的每个密钥）',
  'command.code.fork-loop':
    '{program} 代码无休止地 fork（{call}）：耗尽机器资源（seed 000 危险命令）',
  'command.code.fork-loop.next': '不要运行它',
  'command.dynamic-code': '{detail}：gate 无法检查它会做什么',
  'command.dynamic-code.next': '把代码原样写出来以便检查，或确认它',
  'command.cloud-metadata':
    '{program} 访问 {what}：它交出的凭证属于这台机器，而不是这个任务',
  'command.cloud-metadata.next':
    '不要查询元数据服务；向用户要任务所需的实例信息',
  'command.api-delete':
    '{program} {reason}：在远端不可逆（seed 000 不可逆操作）',
  'command.api-delete.next': '与用户确认这个请求要删除什么',
  'command.destructive':
    '`{verb}` 删除或销毁资源{remote}：不可逆（seed 000 不可逆操作）',
  'command.destructive.next':
    '与用户确认要删掉哪些资源；先做 dry run 或备份/快照',
  'command.destructive.stdin':
    '通过 stdin 把 `{line}` 交给 {program}：一条破坏性指令（seed 000 不可逆操作）',
  'command.destructive.stdin.next': '与用户确认这条指令',
  'command.device.disk-tool':
    '`{program}` 格式化、分区或擦除磁盘：它会毁掉文件系统（seed 000 危险命令）',
  'command.device.disk-tool.next': '不要从 agent 运行磁盘工具；请用户来做',
  'command.device.write': '{how} 写入 {what}：裸写会毁掉其上的文件系统',
  'command.device.write.next': '不要写设备文件',
  'command.mass-change':
    '{program} 一次改动 {how}：大规模变更（seed 000 大规模变更 >{limit} 个文件）',
  'command.mass-change.count': '{count} 个文件',
  'command.mass-change.tree': '整棵目录树（-R）',
  'command.mass-change.run-time':
    '运行时才选定的文件（find、xargs、通配符、$(…)）',
  'command.mass-change.next':
    '与用户确认文件清单，并分批修改，每批最多 {limit} 个',
  'command.permissions.umask':
    'umask {mask} 让每个新文件都可被任何人写入（seed 000 chmod 777 开放权限）',
  'command.permissions.umask.next': '让 umask 保持 022 或更严',
  'command.permissions.chmod': 'chmod {why}（seed 000 危险命令 chmod 777）',
  'command.permissions.chmod.recursive':
    'chmod -R {why}，递归地（seed 000 危险命令 chmod 777）',
  'command.permissions.chmod.next':
    '只给需要的权限：目录和脚本 755，文件 644，要可执行就 u+x',
  'command.privilege':
    '{what}{remote}：提升权限（seed 000 危险命令 sudo/su 提权）',
  'command.privilege.as-root': '通过 {via} 以 root 身份运行 `{program}`',
  'command.privilege.raises': '{via} 提升权限',
  'command.privilege.next':
    '去掉 {via}，以当前用户运行；如果确实需要 root，请用户自己运行',
  'command.wipe.truncate': 'truncate 把 {files} 截到新的大小：截掉的数据就没了',
  'command.wipe.truncate.next': '与用户确认；先复制这个文件',
  'command.wipe.wipe': 'wipe 覆写并删除 {files}',
  'command.wipe.dd': 'dd 用 {source} 覆写 {target}',
  'command.wipe.next': '与用户确认',
  'command.fork-bomb.function':
    '函数 `{name}` 在后台调用自己：耗尽进程表的 fork 炸弹',
  'command.fork-bomb.function.pipe':
    '函数 `{name}` 通过管道调用自己：耗尽进程表的 fork 炸弹',
  'command.fork-bomb.code': '{program} 代码无休止地 fork：fork 炸弹',
  'command.fork-bomb.next': '不要运行它',
  'command.system-write.remote':
    '{how} 写入 {host} 上的 {path}，{what}（seed 000 修改系统文件 CRITICAL）',
  'command.system-write.remote.next': '不要修改系统文件；请用户自己做这个修改',
  'command.system-write.location':
    '{how} 写入 {what}：修改系统文件或全局配置（seed 000 修改系统文件 CRITICAL）',
  'command.system-write.outside':
    '{how} 写入 {what}：在工作区（{workspace}）之外',
  'command.system-write.git':
    '{how} 写入 {what}：git 钩子和配置会运行代码并保存历史',
  'command.system-write.sensitive':
    '{how} 写入 {path}，{what}（seed 000 敏感文件）',
  'command.sql': '{program}：{reason}（seed 000 不可逆操作）',
  'command.sql.next': '与用户确认；先做 dump 或快照',
  'command.remote-code.pipe':
    '{program} 直接运行来自网络的 {language} 代码（{fetcher}）：看不见的远程代码',
  'command.remote-code.pipe.next':
    '把脚本下载到文件，给用户看，等用户读过后再运行',
  'command.remote-code.downloaded':
    '运行 {file}，它是 {fetcher} 刚下载的：看不见的远程代码',
  'command.remote-code.downloaded.next':
    '把下载的脚本给用户看，等用户读过后再运行',
  'command.reverse-shell': '{reason}：反向 shell',
  'command.reverse-shell.socket': '以读写方式打开 {socket}：反向 shell',
  'command.reverse-shell.pipeline':
    '一条管道把 {shell} 和 {netcat} 连在一起：反向 shell',
  'command.reverse-shell.next': '不要运行它',
  'command.program-exec': '{what}{value}：{why}',
  'command.program-exec.value': '（{value}）',
  'command.program-exec.stop.next': '不要运行它',
  'command.confirm-intended.next': '与用户确认这是有意为之',
  'command.host.deny.next': '不要运行它；agent 不修改账户，也不把主机交出去',
  'command.host.uid-0': '{program} 给账户 uid 0：第二个 root 账户',
  'command.host.duplicate-uid': '{program} 允许重复的 uid：第二个 root 账户',
  'command.host.admin-group': '{program} 把账户加入 {groups}：管理员权限',
  'command.host.usermod': 'usermod 修改账户',
  'command.host.useradd': '{program} 创建账户',
  'command.host.gpasswd': 'gpasswd 修改管理员组',
  'command.host.passwd-delete': 'passwd -d 删除密码：账户无需密码即可登录',
  'command.host.passwd': 'passwd 修改密码',
  'command.host.chpasswd': '{program} 设置账户密码',
  'command.host.visudo': 'visudo 修改谁可以成为 root',
  'command.host.mount': '{program} 改变文件系统呈现的内容',
  'command.host.mount.bind':
    '{program} 改变文件系统呈现的内容（bind mount 可以盖住系统文件）',
  'command.host.kill-init': 'kill 1 向 init 发信号：机器会停下',
  'command.host.kill-run-time':
    'kill 向运行时才找到的进程发信号（也许是 agent 自己）',
  'command.host.docker-socket':
    '{program} run 挂载 {source}：容器以 root 身份控制主机上的容器',
  'command.host.docker-mount': '{program} run 把 {what} 挂载进容器',
  'command.host.docker-privileged':
    '{program} run {option}：容器获得主机级权限',
  'command.host.kubectl-scale': 'kubectl scale --replicas=0 让工作负载下线',
  'command.host.kubectl-drain': 'kubectl {sub} 把工作从节点上移走',
  'command.host.fallocate': 'fallocate -l {size} 会填满磁盘',
  'command.host.truncate': 'truncate -s {size} 生成一个可能填满磁盘的文件',
  'command.host.chattr':
    'chattr +i/+a 让文件在清除标志前连 root 都无法修改或删除',
  'command.host.setfacl': 'setfacl {spec} 让所有用户都能写',
  'command.host.mode': '{program} -m：{loose}',
  'command.host.mv-device':
    'mv 到 {device} 会毁掉这个文件，并替换所有程序都在用的设备',
  'command.host.endless': '{program} 无休止地写入文件：会填满磁盘',
  'command.unparsed.no-facts':
    'gate 运行前命令没有被解析，所以没有哪条规则能看到它会执行什么',
  'command.unparsed.no-facts.next':
    '先解析命令（prepareBashContext），或手动确认它',
  'command.unparsed.problem': '{detail}；无法检查它会运行什么',
  'command.unparsed.problem.at': '`{text}` {detail}；无法检查它会运行什么',
  'command.unparsed.problem.next': '修正引号或嵌套，或按原样确认这条命令',
  'command.unparsed.split':
    '`{word}` 被当作程序运行：可能是换行把一条命令拆成了两条，前一半运行时没有带上它的选项',
  'command.unparsed.split.next': '用行尾反斜杠把这几行连起来，或确认它',
};
