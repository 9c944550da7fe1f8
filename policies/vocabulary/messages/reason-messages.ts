// The reasons inside the command rules' findings, en and zh: why a git call
// loses work, why a system-control call is risky, what SQL or an HTTP request
// destroys, how a shell reaches the network, what mode is loose, what secret a
// command reads or sends (policies/security/commands/rules)
// Pos: policies/vocabulary/messages, data only; the rules pass these as
// fragment() parameters of their findings (command-messages.ts)
export const reasonEn = {
  // command rules' reasons: git history (rules/git-history.ts)
  'why.git.push-mirror': 'push --mirror overwrites every ref on the remote',
  'why.git.push-delete': 'push deletes a branch or tag on the remote',
  'why.git.push-prune':
    'push --prune deletes remote branches that have no local counterpart',
  'why.git.push-force':
    'push --force rewrites the remote history others may have pulled',
  'why.git.checkout-paths':
    'checkout -- <paths> overwrites uncommitted changes in those files',
  'why.git.checkout-pathspec':
    'checkout --pathspec-from-file overwrites uncommitted changes in the listed files',
  'why.git.checkout-force': 'checkout --force throws away uncommitted changes',
  'why.git.checkout-ref-paths':
    'checkout <ref> <paths> overwrites uncommitted changes in those files',
  'why.git.checkout-dot': 'checkout . overwrites every uncommitted change',
  'why.git.restore':
    'restore overwrites uncommitted changes in the working tree',
  'why.git.reset-hard': 'reset --hard discards uncommitted changes',
  'why.git.reset-merge': 'reset --merge can discard uncommitted changes',
  'why.git.clean':
    'clean -f deletes untracked files, which git cannot bring back',
  'why.git.branch-delete':
    'branch -D deletes a branch even if it is not merged',
  'why.git.branch-force':
    'branch --force moves an existing branch, dropping its commits from it',
  'why.git.switch-force':
    'switch --force / --discard-changes throws away uncommitted changes',
  'why.git.stash': 'stash {verb} deletes stashed work',
  'why.git.filter': '{sub} rewrites the whole history',
  'why.git.reflog':
    'reflog {verb} removes the safety net that recovers lost commits',
  'why.git.gc': 'gc --prune=now deletes unreachable commits for good',
  'why.git.update-ref': 'update-ref -d deletes a ref',
  'why.git.tag-delete': 'tag -d deletes a tag, which may exist nowhere else',
  'why.git.symbolic-ref':
    'symbolic-ref --delete removes a symbolic ref (without HEAD git no longer sees a repository)',
  'why.git.pull-force':
    'pull --force overwrites local branches with what the remote has, dropping their own commits',
  'why.git.worktree-remove':
    'worktree remove --force deletes a worktree with uncommitted changes',
  // system control (rules/system-control.ts)
  'why.system.kill-all': 'kill {target} signals every process you own',
  'why.system.killall': '{program} kills every process matching a name',
  'why.system.shutdown': '{program} stops the machine',
  'why.system.run-level': '{program} {level} changes the run level',
  'why.system.systemctl': 'systemctl {verb} stops or disables services',
  'why.system.service': 'service {name} {verb} stops a service',
  'why.system.launchctl': 'launchctl {verb} stops a service',
  'why.system.iptables': '{program} flushes or locks down the firewall',
  'why.system.nft': 'nft {verb} removes firewall rules',
  'why.system.ufw': 'ufw {verb} changes the firewall',
  'why.system.crontab': 'crontab -r deletes every scheduled job',
  'why.system.nginx': 'nginx -s {signal} stops the web server',
  'why.system.apache': '{program} stops the web server',
  'why.system.haproxy': 'haproxy -sf/-st stops the running haproxy processes',
  'why.system.docker-stop': '{program} stop stops running containers',
  'why.system.swapoff': 'swapoff -a disables all swap',
  // SQL and key-value stores (rules/sql.ts)
  'why.sql.drop': 'DROP {object} deletes it with its data',
  'why.sql.truncate': 'TRUNCATE empties the table',
  'why.sql.delete': 'DELETE without WHERE empties the table',
  'why.sql.update': 'UPDATE without WHERE rewrites every row',
  'why.sql.alter-drop':
    'ALTER TABLE … DROP deletes a column or constraint with its data',
  'why.sql.grant-all':
    'GRANT ALL ON *.* gives unrestricted access to every database',
  'why.sql.redis-flush': '{verb} deletes every key',
  'why.sql.redis-stdin': 'FLUSHALL on stdin deletes every key',
  'why.sql.dropdb': '{program} deletes a database object',
  // HTTP deletes (rules/api-delete.ts)
  'why.api.method': 'sends an HTTP {method}',
  'why.api.path':
    'sends {method} to {path}, an endpoint that deletes or shuts down',
  'why.api.payload': 'sends {method} with a payload that asks for a deletion',
  'why.api.payload-plain': 'sends a payload that asks for a deletion',
  // reverse shells (rules/reverse-shell.ts)
  'why.reverse.redirect': 'redirects to {socket}, a network socket',
  'why.reverse.netcat': '{program} -e hands a shell to the network',
  'why.reverse.socat': 'socat joins a program to a network socket',
  'why.reverse.code':
    '{program} code connects a socket and spawns a shell on it',
  // loose modes (rules/permissions.ts, host-control.ts)
  'why.mode.world-writable': 'mode {mode} lets every user write',
  'why.mode.setuid': 'mode {mode} sets setuid/setgid',
  'why.mode.clause-writable': '{clause} lets every user write',
  'why.mode.clause-setuid': '{clause} sets setuid/setgid',
  // what secret a command reads or sends (rules/exfiltration.ts)
  'why.secret.glob': '{word} (matches {glob})',
  'why.secret.proc-environ': '{path} (a process environment)',
  'why.secret.credentials': 'credentials',
  'why.secret.history': 'the shell history (commands typed with their secrets)',
  'why.secret.variable': '${name} (a secret variable)',
} as const;

export const reasonZh: Record<keyof typeof reasonEn, string> = {
  'why.git.push-mirror': 'push --mirror 覆盖远端的每一个 ref',
  'why.git.push-delete': 'push 删除远端的分支或标签',
  'why.git.push-prune': 'push --prune 删除本地没有对应分支的远端分支',
  'why.git.push-force': 'push --force 改写别人可能已经拉取的远端历史',
  'why.git.checkout-paths': 'checkout -- <paths> 覆盖这些文件中未提交的修改',
  'why.git.checkout-pathspec':
    'checkout --pathspec-from-file 覆盖所列文件中未提交的修改',
  'why.git.checkout-force': 'checkout --force 丢弃未提交的修改',
  'why.git.checkout-ref-paths':
    'checkout <ref> <paths> 覆盖这些文件中未提交的修改',
  'why.git.checkout-dot': 'checkout . 覆盖所有未提交的修改',
  'why.git.restore': 'restore 覆盖工作区中未提交的修改',
  'why.git.reset-hard': 'reset --hard 丢弃未提交的修改',
  'why.git.reset-merge': 'reset --merge 可能丢弃未提交的修改',
  'why.git.clean': 'clean -f 删除未跟踪的文件，git 无法找回',
  'why.git.branch-delete': 'branch -D 删除分支，即使它尚未合并',
  'why.git.branch-force': 'branch --force 移动已有分支，其上的提交随之脱离',
  'why.git.switch-force': 'switch --force / --discard-changes 丢弃未提交的修改',
  'why.git.stash': 'stash {verb} 删除储藏的工作',
  'why.git.filter': '{sub} 改写整个历史',
  'why.git.reflog': 'reflog {verb} 拆掉找回丢失提交的安全网',
  'why.git.gc': 'gc --prune=now 永久删除不可达的提交',
  'why.git.update-ref': 'update-ref -d 删除一个 ref',
  'why.git.tag-delete': 'tag -d 删除标签，它可能在别处都不存在',
  'why.git.symbolic-ref':
    'symbolic-ref --delete 删除符号 ref（没有 HEAD，git 就认不出这个仓库了）',
  'why.git.pull-force':
    'pull --force 用远端的内容覆盖本地分支，丢掉它们自己的提交',
  'why.git.worktree-remove':
    'worktree remove --force 删除带有未提交修改的工作树',
  'why.system.kill-all': 'kill {target} 向你拥有的每个进程发信号',
  'why.system.killall': '{program} 杀掉名字匹配的每个进程',
  'why.system.shutdown': '{program} 让机器停下',
  'why.system.run-level': '{program} {level} 改变运行级别',
  'why.system.systemctl': 'systemctl {verb} 停止或禁用服务',
  'why.system.service': 'service {name} {verb} 停止一个服务',
  'why.system.launchctl': 'launchctl {verb} 停止一个服务',
  'why.system.iptables': '{program} 清空或锁死防火墙',
  'why.system.nft': 'nft {verb} 删除防火墙规则',
  'why.system.ufw': 'ufw {verb} 改变防火墙',
  'why.system.crontab': 'crontab -r 删除所有定时任务',
  'why.system.nginx': 'nginx -s {signal} 停止 Web 服务器',
  'why.system.apache': '{program} 停止 Web 服务器',
  'why.system.haproxy': 'haproxy -sf/-st 停止正在运行的 haproxy 进程',
  'why.system.docker-stop': '{program} stop 停止正在运行的容器',
  'why.system.swapoff': 'swapoff -a 关闭所有交换空间',
  'why.sql.drop': 'DROP {object} 连同数据一起删除它',
  'why.sql.truncate': 'TRUNCATE 清空整张表',
  'why.sql.delete': '不带 WHERE 的 DELETE 清空整张表',
  'why.sql.update': '不带 WHERE 的 UPDATE 改写每一行',
  'why.sql.alter-drop': 'ALTER TABLE … DROP 连同数据删除一列或一个约束',
  'why.sql.grant-all': 'GRANT ALL ON *.* 给出对所有数据库的无限制访问',
  'why.sql.redis-flush': '{verb} 删除所有键',
  'why.sql.redis-stdin': 'stdin 上的 FLUSHALL 删除所有键',
  'why.sql.dropdb': '{program} 删除一个数据库对象',
  'why.api.method': '发送 HTTP {method} 请求',
  'why.api.path': '向 {path} 发送 {method}，这是一个删除或关停的端点',
  'why.api.payload': '发送 {method}，载荷要求删除',
  'why.api.payload-plain': '发送要求删除的载荷',
  'why.reverse.redirect': '重定向到网络套接字 {socket}',
  'why.reverse.netcat': '{program} -e 把 shell 交给网络',
  'why.reverse.socat': 'socat 把程序接到网络套接字上',
  'why.reverse.code': '{program} 代码连接套接字并在其上启动 shell',
  'why.mode.world-writable': '权限 {mode} 让所有用户都能写',
  'why.mode.setuid': '权限 {mode} 设置 setuid/setgid',
  'why.mode.clause-writable': '{clause} 让所有用户都能写',
  'why.mode.clause-setuid': '{clause} 设置 setuid/setgid',
  'why.secret.glob': '{word}（匹配 {glob}）',
  'why.secret.proc-environ': '{path}（进程的环境变量）',
  'why.secret.credentials': '凭证',
  'why.secret.history': 'shell 历史（连同输入过的密钥的命令）',
  'why.secret.variable': '${name}（密钥变量）',
};
