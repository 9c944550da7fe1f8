// The words of the command line: `wukong --help` (each command's one-line
// summary and the closing lines), the help and the human lines of `anchors`,
// `context`, `doctor`, `init` and `uninstall`, the help of `verify`,
// `resume`, `undo` and `authorize`, en and zh. Option names, the
// `Usage:` synopsis lines (the --json error keeps what precedes one), ids,
// paths and JSON stay as they are in both
// Pos: policies/vocabulary/messages, data only; src/hosts/cli looks them up
// in the language cliLanguage(io) names
export const cliEn = {
  // wukong --help
  'cli.usage': 'Usage: wukong <command> [options]',
  'cli.commands': 'Commands:',
  'cli.footer':
    'Run `wukong <command> --help` for a command\'s options and exit codes.\nExit codes (every command but hook): 0 ok, 1 a finding, 2 bad usage, 3 refused or denied, 70 internal error;\nunder --json an error is {"error": {"code", "message"}} on stdout. Table: docs/cli.md.',
  'cli.summary.check':
    'ask the security gate about a Bash command or a file access (exit 0 allow, 1 ask, 3 deny)',
  'cli.summary.verify': 'run an avatar output through the 戒→定→慧→识 pipeline',
  'cli.summary.throttle':
    'advise on a prompt before it is sent: mode, model and cost hints, never a block',
  'cli.summary.viz':
    'write the machines as Mermaid, Stately editor code, SVG and one HTML page (or a recorded ledger run on it)',
  'cli.summary.paths':
    'write a vitest file of generated path tests (shortest + edge cover, coverage) for a machine',
  'cli.summary.scan':
    'find secrets in files or stdin (gitleaks rules + seed 000 markers), masked',
  'cli.summary.ledger':
    'tail, verify or replay the hash-chained ledger (.wukong/ledger)',
  'cli.summary.init':
    'bring Wukong into this repository for Claude Code (hooks, avatars, config)',
  'cli.summary.uninstall': 'remove exactly what `wukong init` added',
  'cli.summary.hook':
    'answer one Claude Code hook event (stdin JSON → Claude Code hook JSON); never exits 1',
  'cli.summary.telemetry':
    'telemetry status: OpenTelemetry export on or off, the spool, drops, the last export',
  'cli.summary.serve':
    'the resident process that answers hooks over a Unix socket',
  'cli.summary.config':
    "read or change wukong.config.json (get, show, keys; set and edit are the user's, from a terminal)",
  'cli.summary.promise':
    'set or show the CompletionPromise the Stop hook holds the agent to',
  'cli.summary.run':
    'runs of work: start, plan, phase, question, switch, show (seed 004 phases and PLAN)',
  'cli.summary.verify-plan':
    'may this command verify? only existing package scripts or the allow-list (exit 0 accepted, 3 refused)',
  'cli.summary.audit':
    'seed 004 harness audit: seven scores with findings and actions, from the ledger and the workspace',
  'cli.summary.authorize':
    "lift one policy's soft-denies for a command or path glob, once or for a while (the user's, from a terminal)",
  'cli.summary.resume':
    "resume the loop Wukong stopped, at the agent's next step (the user's, from a terminal)",
  'cli.summary.context':
    'Ruyi context: prune a transcript, archive and load the three forms, status',
  'cli.summary.doctor':
    'is Wukong working here? node, config, hook commands, daemon folder, sandbox, ledger; each problem with its fix',
  'cli.summary.sandbox':
    "Wukong's kernel sandbox for Bash: status (can it run here, why not, the profile), run -- CMD",
  'cli.summary.undo':
    'list the workspace snapshots taken before destroying calls, or put the files back (yours, from a terminal)',
  'cli.summary.anchors':
    'the Alaya anchor store: add, list, show, obsolete, search',
  // wukong anchors
  'cli.anchors.help': `Usage: wukong anchors <subcommand> [options]

The Alaya store: .wukong/context/anchors.md (seed 002's ADR template) and anchors.json beside it.

  add [draft.json | -] [--type T] [--title S] [--decision S] [--alternatives S] [--why S] [--impact S]
      [--verification S] [--rollback S] [--repeat N] [--high-impact] [--reusable]
      [--affects-future] [--reference-value] [--prevents-repeat] [--keyword W]... [--json]
      Writes an anchor. Types: {types}. Refused (exit 2) when a required field
      (decision, alternatives, why, impact, verification, rollback) is missing, when it is below the write threshold
      (repeat >= 2, high impact or reusable: any one), or when the three self-check answers are all No.
  list [--type T] [--all] [--json]          the anchors (obsolete ones only with --all)
  show ID [--compact] [--json]              one anchor in full (or its compact form)
  obsolete ID --reason TEXT [--json]        mark an anchor ❌ obsolete (kept for the record)
  update ID [--title S] [--decision S] [--why S] … [--note TEXT] [--json]
                                            revise an anchor in place (same id, version + 1, ✅ active again);
                                            --note alone confirms a ⚠️ to-be-verified anchor still holds
  search TEXT [--json]                      anchors matching TEXT, best first

Exit codes: 0 done, 1 nothing found (search), 2 bad input (an unknown id, a missing field, …).
`,
  'cli.anchors.table':
    '| ID | Title | Status | Stage | Matched |\n|---|---|---|---|---|',
  'cli.anchors.wrote': 'Wrote [{id}] {title} ({reasons}) to {path}',
  'cli.anchors.none': 'No anchors.',
  'cli.anchors.obsoleted': '[{id}] {title}: ❌ obsolete ({reason})',
  'cli.anchors.updated':
    '[{id}] {title}: updated to version {version}, ✅ active',
  'cli.anchors.no-match': 'No anchor matches {query}.',
  // wukong context
  'cli.context.help': `Usage: wukong context <subcommand> [options]

  prune <transcript.jsonl> [--out FILE] [--json] [--preset seed|aggressive]
      Dynamic context pruning (seed 002): dedup, supersede, purge errors, truncation, with turn, tool, file and
      anchor protection. --preset overrides the configured one: seed (the last 4 user turns kept, truncation by
      min(50000, remaining x 0.5) tokens) or aggressive (the last 4 assistant steps, old outputs cut to 2000
      characters). Prints the DCP report (Markdown) or, with --json, {tokensBefore, tokensAfter, saved,
      byStrategy, protectedKept, items, usage}. --out writes the pruned transcript; the original is never changed.
      The report is also kept as .wukong/context/current/dcp-report.md.
  restore <pruned.jsonl> --from <original.jsonl> [--out FILE]
      Puts every pruned block back from the original, by the tool_use_id its placeholder names.
  archive [--transcript FILE] [--session ID] [--handoff] [--json]
      The archive protocol: DCP report, expanded/normal/compact forms and the cited anchors into current/ and
      sessions/<date>-<task>-<id>/. Without --transcript, the newest transcript of this workspace under
      ~/.claude/projects. --handoff: the next fresh Claude Code session starts from this archive.
  load [SESSION] [--json]
      Load the context: the latest archive (or SESSION: a folder name, a prefix or a session id) becomes current;
      prints its compact form and the relevant anchors.
  compact [--transcript FILE] [--json]
      The context machine switches to the compact form (🔸, < 500 characters); prints it
      and writes .wukong/context/current/compact.md. Without --transcript, the newest transcript of this
      workspace, else the last compact form written.
  expand [--transcript FILE] [--json]
      The same for the expanded form (🔶, the whole history), written to expanded.md.
  status [--json]
      The context machine's form and usage, the current forms, the archives, the anchors and the recovery state.

Configuration: the "context" section of wukong.config.json (window, thresholds, dcp, rescue).
Exit codes: 0 done, 1 nothing to load, 2 bad input.
`,
  'cli.context.archived':
    'The context is archived to {dir}\nYou can go on with this session (on the compact context), or start a new one and say "load the context" (`wukong context load`).',
  'cli.context.trigger.archive': 'archive (wukong context archive)',
  'cli.context.trigger.load': 'load the context (wukong context load)',
  'cli.context.form': 'Form: {form} ({pct} used, band {band}{manual})',
  'cli.context.manual': ', manual {form}',
  'cli.context.current': 'Current forms: {forms}',
  'cli.context.archives': 'Archives: {sessions}',
  'cli.context.anchors': 'Anchors: {live} active / {total} in all',
  'cli.context.rescue': 'Rescue: {state}',
  'cli.context.rescue-at': 'stage {stage} at {time}',
  'cli.context.notice': 'Notice: {text}',
  'cli.none': '(none)',
  // wukong doctor
  'cli.doctor.help': `Usage: wukong doctor [--json]

Checks that Wukong works in this repository: Node's version, wukong.config.json, the hook commands in
.claude/settings.json and settings.local.json, the daemon's socket folder, the sandbox (bubblewrap), the ledger, the
managed policy (what of the repository config it ignored) and telemetry (the spool, records dropped at its cap).
Each problem comes with its fix. --json prints {ok, checks: [{name, status, detail, fix?}]}.
Exit codes: 0 nothing broken (warnings allowed), 1 something is broken, 2 bad usage.
`,
  'cli.doctor.fix': 'fix',
  'cli.doctor.node.old': 'Node {version}; Wukong needs 20 or later',
  'cli.doctor.node.fix': 'install Node 20 or later',
  'cli.doctor.config.default':
    'no wukong.config.json: every value is a default',
  'cli.doctor.config.fix':
    'correct the file (`wukong config edit` validates before saving)',
  'cli.doctor.hooks.none':
    'no Wukong hook in .claude/settings.json or settings.local.json',
  'cli.doctor.hooks.init': 'run `wukong init` in the repository',
  'cli.doctor.hooks.missing':
    '{file}: `{command}` starts {missing}, which cannot be found',
  'cli.doctor.hooks.and': ' and ',
  'cli.doctor.hooks.again': 'run `wukong init` again from this machine',
  'cli.doctor.hooks.ok': '{count} hook entries; their programs resolve',
  'cli.doctor.daemon.fix':
    'set XDG_RUNTIME_DIR to a private folder, or a shorter HOME',
  'cli.doctor.daemon.unsafe':
    '{dir}: {problem}; hooks refuse it and answer in-process',
  'cli.doctor.daemon.remove': 'remove {dir} (Wukong recreates it private)',
  'cli.doctor.daemon.ok': 'socket folder {dir}',
  'cli.doctor.sandbox.ok': 'bubblewrap runs a sandbox ({bwrap}){socat}',
  'cli.doctor.sandbox.no-socat':
    '; no socat: an allowlisted network cannot be reached',
  'cli.doctor.sandbox.off': 'Bash runs without the kernel sandbox: {reason}',
  'cli.doctor.sandbox.fix':
    'install bubblewrap (apt-get install bubblewrap socat) and allow unprivileged user namespaces; `wukong sandbox status` explains',
  'cli.doctor.ledger.none': 'no ledger yet',
  'cli.doctor.ledger.entries': '{entries} entries: {status}',
  'cli.doctor.ledger.unanchored':
    '`wukong ledger verify` names what is not anchored',
  'cli.doctor.ledger.first': '{detail} (first at seq {seq})',
  'cli.doctor.ledger.fix':
    '`wukong ledger verify` names every tampered, forged or missing entry',
  // wukong init / uninstall
  'cli.init.help': `Usage: wukong init [--dry-run] [--command CMD] [--native-sandbox]

Brings Wukong into this repository (the git root, from any folder in it) for Claude Code:
  .claude/settings.json       hook entries for every event Wukong handles (your own entries are kept)
  .claude/agents/wukong-*.md  the six avatars with their tools and output contracts
  wukong.config.json          every setting with its default (only when absent), the sandbox's network
                              allowlist suggested: package registries and this repository's git remotes
  .gitignore                  .wukong/ (run state, ledger, evidence)
Running it again updates Wukong's entries and nothing else.

  --dry-run      print the changes as a unified diff and write nothing
  --command CMD  how Claude Code starts Wukong, written into .claude/settings.json. Without it: when Wukong is
                 a dependency of the repository, "$CLAUDE_PROJECT_DIR"/node_modules/.bin/wukong (shared settings);
                 installed globally, wukong (shared settings); otherwise this node and this wukong.cjs by absolute
                 path, into .claude/settings.local.json (this machine only)
  --native-sandbox  write Claude Code's own \`sandbox\` settings from Wukong's sandbox profile instead of
                 having Wukong wrap every Bash command in bubblewrap
Exit codes: 0 done, 2 bad input (e.g. settings.json that is not JSON).
`,
  'cli.uninstall.help': `Usage: wukong uninstall [--dry-run]

Removes exactly what \`wukong init\` added and stops a daemon serving the repository: files init left as they were
get back their text byte for byte; its agent files and config go (unless you changed them since); folders it
created go when empty. The .wukong/ folder goes with its .gitignore line when it holds nothing; a ledger keeps both.
Exit codes: 0 done, 2 not installed here or bad input.
`,
  'cli.init.nothing': 'nothing to change',
  'cli.init.warning': 'warning: {text}',
  'cli.init.removed': 'removed',
  'cli.init.created': 'created',
  'cli.init.updated': 'updated',
  'cli.init.undo-off': 'note: undo is off: {why}',
  'cli.verify.help': `Usage: wukong verify <submission.json | -> [--track T] [--avatar A] [--state FILE] [--confirm ID]... [--json]
       wukong verify --batch <DIR | batch.json>... [--final submission.json] [--track T] [--avatar A] [--state FILE] [--confirm ID]... [--json]

Runs one avatar output through the 戒→定→慧→识 pipeline and prints the pipeline report.

  --track T      override the submission's track: {tracks}
  --avatar A     override the submission's avatar: an id or alias ({avatars}, …)
  --state FILE   persist the pipeline in FILE: retries, backtracks and redos accumulate across calls
  --confirm ID   a person confirms the ⚠️ needs-confirmation finding ID (repeatable; ids are in the report and in --json's confirm)
  --json         print {status, track, avatar, gates, counters, escalation, confirm, memory, report} as JSON

  --batch        seed 001's batch flow: each batch gets the quick check in order (contract present, files exist,
                 syntax: {syntax}); a failed batch stops the run; then the full pipeline runs on
                 the integrated submission (--final FILE, or final.json in a DIR). A batch file is
                 {name?, outputs: [{avatar, output, files: [path]}]}; a DIR's other *.json files are batches, by name
  --final FILE   the integrated submission the full pipeline verifies after the batches; with --state FILE
                 that final pipeline is persisted and resumed as a single verify's is, and after its PASS
                 识 writes its anchors to the Alaya store as a single verify does

A submission is {avatar, track, output, evidence: [...], changes?, acceptance?, code?, fast?, task?}.
戒 parses every evidence command and resolves every changed path as the hook does; after a PASS, 识 writes
its anchors to the Alaya store (.wukong/context/anchors.json; \`wukong anchors list\`).
Exit codes: 0 PASS, 1 RETRY, REJECT or CONFIRM (⚠️ needs confirmation), 3 ESCALATED, 2 bad input.
`,
  'cli.resume.help': `Usage: wukong resume [--guidance TEXT] [--yes]
       wukong resume --status [--json]

Resumes the loop Wukong stopped in this workspace (blocked, stuck, unsafe, scope-drift, budget-exhausted) at its
next hook: your next prompt in Claude Code, or the agent's next tool call. A budget stop opens a new segment as
bounded as the first; other stops resume the same segment with --guidance (or a plain "the user resumed") as the
answer or new guidance. A stopped loop never resumes on an ordinary prompt: only this command or a prompt that
starts with "continue" / "resume" (or the Chinese phrase, see docs/design.md "Resume phrases"). No resume lifts a
hard-deny: the denied action stays denied. To lift an ask (a soft-deny) give an Authorization: wukong authorize --help.
  --guidance TEXT  what the agent should do differently (given to the resumed loop)
  --status         whether a resume is waiting to be taken (--json: {waiting, requestedAt?, guidance?})
Without a terminal on stdin (an agent's Bash has none) it is refused unless --yes.
Exit codes: 0 done (--status: a resume is waiting), 1 --status: none waiting, 2 bad input, 3 refused (stdin is
not a terminal and no --yes).
`,
  'cli.undo.help': `Usage: wukong undo --list [--json]
       wukong undo --status [--json]
       wukong undo [ID] [--path P] [--clean] [--yes]

Before a tool call that deletes, moves or rewrites files (rm, mv, git reset --hard, git checkout -- ., git clean,
git stash drop, in-place and mass edits) and before Write/Edit of a file with uncommitted work, Wukong's PreToolUse
hook snapshots the working tree (tracked, modified and untracked files; ignored files are not kept) under
refs/wukong/snapshots/ in this repository. Your index, HEAD, branches and stash are never touched.

--list     the snapshots of this working tree, newest first, with the call that followed each
           (--json: {snapshots: [...]})
--status   whether snapshots can be taken here (a git working tree) and how many there are
ID         the snapshot to go back to (4+ hex digits from --list); default: the newest
--path P   put back only P (a file or a folder)
--clean    also remove files created after the snapshot (default: they are left alone)
--yes      restore although stdin is not a terminal

Restoring first snapshots the present, then writes back every file that differs from the snapshot, byte for byte
with its mode (executable bit, symlinks). \`wukong undo --clean\` right after undoes the undo. Old snapshots are pruned by
undo.keep (count) and undo.maxAgeDays (age) in wukong.config.json.

Restoring is yours, not the agent's: Wukong's gate denies it to the agent, and it refuses to run when stdin is
not a terminal (an agent's Bash has none) unless --yes is given.
Exit codes: 0 done, 1 --status: no snapshots can be taken here, 2 bad input (no such snapshot, not a git
working tree, a path outside it), 3 refused: stdin is not a terminal (give --yes).
`,
  'cli.authorize.help': `Usage: wukong authorize --policy POLICY --match "<command or path glob>" [--once | --for DURATION] [--yes]
       wukong authorize --list [--json]
       wukong authorize --revoke ID [--yes]

Gives a structured Authorization (seed 004): the soft-denies ("asks") of POLICY whose subject the glob covers are
lifted. A hard-deny is never lifted. POLICY is the name in brackets of an ask, e.g. [command.publish]; the subject
is the command text or the path the ask names. In the glob, * stays within one path segment, ** crosses "/", ? is
one character, and "*" alone covers every subject of the policy.
  --once          lift one call, then the grant is spent (unused, it expires after an hour). The default.
  --for DURATION  lift every matching call until DURATION has passed: 90s, 30m, 2h, 1d (at most 7d).
  --list          the grants of this workspace, live or spent.
  --revoke ID     withdraw a grant.
Only a person gives an Authorization: without a terminal on stdin (an agent's Bash has none) it is refused unless
--yes, and Wukong's own gate denies this command to the agent. A loop resumed after a stop keeps honouring it.
Exit codes: 0 done, 2 bad input, 3 refused (stdin is not a terminal and no --yes).
`,
} as const;

export const cliZh: Record<keyof typeof cliEn, string> = {
  'cli.usage': 'Usage: wukong <command> [options]',
  'cli.commands': '命令:',
  'cli.footer':
    '运行 `wukong <命令> --help` 查看该命令的选项和退出码。\n退出码 (hook 以外的每个命令): 0 正常, 1 有发现, 2 用法错误, 3 被拒绝, 70 内部错误;\n在 --json 下, 错误是 stdout 上的 {"error": {"code", "message"}}。一览表: docs/cli.md。',
  'cli.summary.check':
    '向安全闸门询问一条 Bash 命令或一次文件访问 (退出码 0 允许, 1 询问, 3 拒绝)',
  'cli.summary.verify': '让分身的产出走一遍 戒→定→慧→识 流水线',
  'cli.summary.throttle':
    '发送之前对提示词给出建议: 模式、模型和成本提示, 从不阻断',
  'cli.summary.viz':
    '把状态机写成 Mermaid、Stately 编辑器代码、SVG 和一个 HTML 页面 (或在其上回放账本中的一次运行)',
  'cli.summary.paths':
    '为一个状态机写出生成路径测试的 vitest 文件 (最短路径 + 边覆盖, 覆盖率)',
  'cli.summary.scan':
    '在文件或 stdin 中查找密钥 (gitleaks 规则 + seed 000 标记), 打码显示',
  'cli.summary.ledger': '查看、校验或回放哈希链账本 (.wukong/ledger)',
  'cli.summary.init': '为 Claude Code 把 Wukong 接入本仓库 (hooks、分身、配置)',
  'cli.summary.uninstall': '恰好移除 `wukong init` 添加的内容',
  'cli.summary.hook':
    '回答一次 Claude Code hook 事件 (stdin JSON → Claude Code hook JSON); 从不以 1 退出',
  'cli.summary.telemetry':
    '遥测状态: OpenTelemetry 导出是否开启、缓冲区、丢弃数、最近一次导出',
  'cli.summary.serve': '常驻进程, 通过 Unix socket 回答 hooks',
  'cli.summary.config':
    '读取或修改 wukong.config.json (get、show、keys; set 和 edit 归用户, 须在终端中)',
  'cli.summary.promise':
    '设置或查看 Stop hook 要求 agent 兑现的 CompletionPromise',
  'cli.summary.run':
    '工作运行: start、plan、phase、question、switch、show (seed 004 的阶段和 PLAN)',
  'cli.summary.verify-plan':
    '这条命令可以用来验证吗? 只允许已有的包脚本或白名单 (退出码 0 接受, 3 拒绝)',
  'cli.summary.audit':
    'seed 004 harness 审计: 七项评分及其发现和行动, 来自账本和工作区',
  'cli.summary.authorize':
    '对一条命令或路径通配解除某个策略的软拒绝, 一次或一段时间 (归用户, 须在终端中)',
  'cli.summary.resume':
    '在 agent 的下一步恢复被 Wukong 停下的循环 (归用户, 须在终端中)',
  'cli.summary.context':
    '如意上下文: 修剪 transcript、存档和加载三种形态、状态',
  'cli.summary.doctor':
    'Wukong 在这里能正常工作吗? node、配置、hook 命令、daemon 目录、沙箱、账本; 每个问题附修复方法',
  'cli.summary.sandbox':
    'Wukong 给 Bash 的内核沙箱: status (这里能否运行、为何不能、配置), run -- CMD',
  'cli.summary.undo':
    '列出破坏性调用之前拍下的工作区快照, 或把文件放回去 (归你, 须在终端中)',
  'cli.summary.anchors': '阿赖耶识锚点库: add、list、show、obsolete、search',
  'cli.anchors.help': `Usage: wukong anchors <subcommand> [options]

阿赖耶识: .wukong/context/anchors.md (seed 002 的 ADR 模板) 和旁边的 anchors.json。

  add [draft.json | -] [--type T] [--title S] [--decision S] [--alternatives S] [--why S] [--impact S]
      [--verification S] [--rollback S] [--repeat N] [--high-impact] [--reusable]
      [--affects-future] [--reference-value] [--prevents-repeat] [--keyword W]... [--json]
      写入一个锚点。类型: {types}。以下情况拒绝 (退出码 2): 缺少必须字段
      (decision、alternatives、why、impact、verification、rollback), 低于写入门槛
      (repeat >= 2、高影响或可复用: 任一即可), 或写入前自检三个都是 No。
  list [--type T] [--all] [--json]          锚点列表 (已废弃的只在 --all 时列出)
  show ID [--compact] [--json]              一个锚点的全文 (或其缩形态)
  obsolete ID --reason TEXT [--json]        把锚点标为 ❌ 已废弃 (保留记录)
  update ID [--title S] [--decision S] [--why S] … [--note TEXT] [--json]
                                            更新: 原地修订锚点 (同一 id, 版本 + 1, 重新 ✅ 生效);
                                            只给 --note 表示确认一个 ⚠️ 待验证 的锚点仍然成立
  search TEXT [--json]                      与 TEXT 匹配的锚点, 最相关的在前

退出码: 0 完成, 1 没有找到 (search), 2 输入有误 (未知 id、缺少字段……)。
`,
  'cli.anchors.table':
    '| ID | 标题 | 状态 | 阶段 | 匹配 |\n|---|---|---|---|---|',
  'cli.anchors.wrote': '已写入 [{id}] {title} ({reasons}) 到 {path}',
  'cli.anchors.none': '没有锚点。',
  'cli.anchors.obsoleted': '[{id}] {title}: ❌ 已废弃 ({reason})',
  'cli.anchors.updated': '[{id}] {title}: 更新到版本 {version}, ✅ 生效',
  'cli.anchors.no-match': '没有与 {query} 匹配的锚点。',
  'cli.context.help': `Usage: wukong context <subcommand> [options]

  prune <transcript.jsonl> [--out FILE] [--json] [--preset seed|aggressive]
      动态上下文修剪 (seed 002): 去重、覆盖、清除错误、截断, 并保护最近轮次、工具、文件和
      锚点。--preset 覆盖配置中的预设: seed (保留最近 4 轮用户对话, 按
      min(50000, 剩余 x 0.5) tokens 截断) 或 aggressive (最近 4 个助手步骤, 旧输出截到 2000
      个字符)。输出 DCP 报告 (Markdown), 或在 --json 下输出 {tokensBefore, tokensAfter, saved,
      byStrategy, protectedKept, items, usage}。--out 写出修剪后的 transcript; 原文件从不改动。
      报告也保存为 .wukong/context/current/dcp-report.md。
  restore <pruned.jsonl> --from <original.jsonl> [--out FILE]
      按占位符中的 tool_use_id, 从原文件放回每个被修剪的块。
  archive [--transcript FILE] [--session ID] [--handoff] [--json]
      存档协议: DCP 报告、巨/常/缩三种形态和引用的锚点写入 current/ 和
      sessions/<date>-<task>-<id>/。没有 --transcript 时, 取本工作区在 ~/.claude/projects 下
      最新的 transcript。--handoff: 下一个全新的 Claude Code 会话从这份存档开始。
  load [SESSION] [--json]
      加载上下文: 最新的存档 (或 SESSION: 目录名、前缀或会话 id) 成为当前存档; 输出它的
      缩形态和相关锚点。
  compact [--transcript FILE] [--json]
      压缩 / 简要概括: 上下文状态机切换到缩形态 (🔸, < 500 字); 输出它
      并写入 .wukong/context/current/compact.md。没有 --transcript 时, 取本工作区最新的
      transcript, 否则取最近写出的缩形态。
  expand [--transcript FILE] [--json]
      展开 / 详细说说: 巨形态同上 (🔶, 完整历史), 写入 expanded.md。
  status [--json]
      上下文状态机的形态和使用率、当前形态、历史存档、锚点和救援状态。

配置: wukong.config.json 的 "context" 部分 (window、thresholds、dcp、rescue)。
退出码: 0 完成, 1 没有可加载的存档, 2 输入有误。
`,
  'cli.context.archived':
    '上下文已存档到 {dir}\n你可以继续当前会话 (使用压缩上下文), 或开始新会话后说"加载上下文"。',
  'cli.context.trigger.archive': '存档一下',
  'cli.context.trigger.load': '加载上下文',
  'cli.context.form': '形态: {form} (使用 {pct}, 区间 {band}{manual})',
  'cli.context.manual': ', 手动 {form}',
  'cli.context.current': '当前存档: {forms}',
  'cli.context.archives': '历史存档: {sessions}',
  'cli.context.anchors': '锚点: {live} 生效 / {total} 总计',
  'cli.context.rescue': '救援: {state}',
  'cli.context.rescue-at': 'stage {stage} at {time}',
  'cli.context.notice': '提示: {text}',
  'cli.none': '(无)',
  'cli.doctor.help': `Usage: wukong doctor [--json]

检查 Wukong 在本仓库中能否工作: Node 版本、wukong.config.json、
.claude/settings.json 和 settings.local.json 中的 hook 命令、daemon 的 socket 目录、沙箱 (bubblewrap)、账本、
托管策略 (它忽略了仓库配置中的哪些项) 和遥测 (缓冲区、达到上限后丢弃的记录)。
每个问题都附修复方法。--json 输出 {ok, checks: [{name, status, detail, fix?}]}。
退出码: 0 没有损坏 (允许警告), 1 有东西损坏, 2 用法错误。
`,
  'cli.doctor.fix': '修复',
  'cli.doctor.node.old': 'Node {version}; Wukong 需要 20 或更高版本',
  'cli.doctor.node.fix': '安装 Node 20 或更高版本',
  'cli.doctor.config.default': '没有 wukong.config.json: 所有值都是默认值',
  'cli.doctor.config.fix': '改正该文件 (`wukong config edit` 保存前会校验)',
  'cli.doctor.hooks.none':
    '.claude/settings.json 和 settings.local.json 中没有 Wukong 的 hook',
  'cli.doctor.hooks.init': '在仓库中运行 `wukong init`',
  'cli.doctor.hooks.missing': '{file}: `{command}` 启动的 {missing} 找不到',
  'cli.doctor.hooks.and': ' 和 ',
  'cli.doctor.hooks.again': '在这台机器上重新运行 `wukong init`',
  'cli.doctor.hooks.ok': '{count} 个 hook 条目; 它们的程序都能找到',
  'cli.doctor.daemon.fix': '把 XDG_RUNTIME_DIR 设为私有目录, 或使用更短的 HOME',
  'cli.doctor.daemon.unsafe':
    '{dir}: {problem}; hooks 拒绝使用它, 在进程内回答',
  'cli.doctor.daemon.remove': '删除 {dir} (Wukong 会以私有权限重建)',
  'cli.doctor.daemon.ok': 'socket 目录 {dir}',
  'cli.doctor.sandbox.ok': 'bubblewrap 可运行沙箱 ({bwrap}){socat}',
  'cli.doctor.sandbox.no-socat': '; 没有 socat: 无法访问白名单中的网络',
  'cli.doctor.sandbox.off': 'Bash 在没有内核沙箱的情况下运行: {reason}',
  'cli.doctor.sandbox.fix':
    '安装 bubblewrap (apt-get install bubblewrap socat) 并允许非特权用户命名空间; `wukong sandbox status` 会说明',
  'cli.doctor.ledger.none': '还没有账本',
  'cli.doctor.ledger.entries': '{entries} 条记录: {status}',
  'cli.doctor.ledger.unanchored': '`wukong ledger verify` 会指出哪些没有锚定',
  'cli.doctor.ledger.first': '{detail} (第一处在 seq {seq})',
  'cli.doctor.ledger.fix':
    '`wukong ledger verify` 会指出每一条被篡改、伪造或缺失的记录',
  'cli.init.help': `Usage: wukong init [--dry-run] [--command CMD] [--native-sandbox]

为 Claude Code 把 Wukong 接入本仓库 (git 根目录, 可在其中任意目录运行):
  .claude/settings.json       Wukong 处理的每个事件的 hook 条目 (你自己的条目会保留)
  .claude/agents/wukong-*.md  六个分身, 带各自的工具和输出契约
  wukong.config.json          每项设置及其默认值 (仅在不存在时), 并建议沙箱的网络
                              白名单: 包注册表和本仓库的 git 远程
  .gitignore                  .wukong/ (运行状态、账本、证据)
再次运行只更新 Wukong 的条目, 不动其他内容。

  --dry-run      以统一 diff 格式打印改动, 不写入任何东西
  --command CMD  Claude Code 启动 Wukong 的命令, 写入 .claude/settings.json。不给时: 若 Wukong 是
                 本仓库的依赖, 用 "$CLAUDE_PROJECT_DIR"/node_modules/.bin/wukong (共享设置);
                 全局安装时用 wukong (共享设置); 否则用本机 node 和 wukong.cjs 的绝对
                 路径, 写入 .claude/settings.local.json (仅本机)
  --native-sandbox  按 Wukong 的沙箱配置写出 Claude Code 自己的 \`sandbox\` 设置, 而不是
                 让 Wukong 用 bubblewrap 包住每条 Bash 命令
退出码: 0 完成, 2 输入有误 (例如 settings.json 不是 JSON)。
`,
  'cli.uninstall.help': `Usage: wukong uninstall [--dry-run]

恰好移除 \`wukong init\` 添加的内容, 并停止为本仓库服务的 daemon: init 改动过的文件
逐字节恢复原文; 它的分身文件和配置被删除 (除非你之后改过); 它创建的
目录在为空时删除。.wukong/ 目录在空时与其 .gitignore 行一起删除; 有账本时两者都保留。
退出码: 0 完成, 2 本仓库未安装或输入有误。
`,
  'cli.init.nothing': '没有需要改动的',
  'cli.init.warning': '警告: {text}',
  'cli.init.removed': '已删除',
  'cli.init.created': '已创建',
  'cli.init.updated': '已更新',
  'cli.init.undo-off': '注意: undo 已关闭: {why}',
  'cli.verify.help': `Usage: wukong verify <submission.json | -> [--track T] [--avatar A] [--state FILE] [--confirm ID]... [--json]
       wukong verify --batch <DIR | batch.json>... [--final submission.json] [--track T] [--avatar A] [--state FILE] [--confirm ID]... [--json]

让一份分身产出走一遍 戒→定→慧→识 流水线, 并输出流水线报告。

  --track T      覆盖提交中的 track: {tracks}
  --avatar A     覆盖提交中的分身: id 或别名 ({avatars}, …)
  --state FILE   把流水线保存在 FILE 中: 重试、回退和重做跨调用累计
  --confirm ID   由人确认 ⚠️ 需确认 的发现 ID (可重复; id 在报告和 --json 的 confirm 中)
  --json         以 JSON 输出 {status, track, avatar, gates, counters, escalation, confirm, memory, report}

  --batch        seed 001 的分批流程: 每批依次做快速检查 (有输出契约、文件存在、
                 语法: {syntax}); 某批失败即停止; 然后对整合后的提交
                 运行完整流水线 (--final FILE, 或 DIR 中的 final.json)。批文件是
                 {name?, outputs: [{avatar, output, files: [path]}]}; DIR 中其他 *.json 文件按名称作为各批
  --final FILE   分批之后由完整流水线验证的整合提交; 配合 --state FILE 时,
                 这条最终流水线像单次 verify 一样被保存和恢复, 并在 PASS 之后
                 由 识 像单次 verify 一样把锚点写入阿赖耶识

提交是 {avatar, track, output, evidence: [...], changes?, acceptance?, code?, fast?, task?}。
戒 像 hook 一样解析每条证据命令并解析每个改动的路径; PASS 之后, 识 把
锚点写入阿赖耶识 (.wukong/context/anchors.json; \`wukong anchors list\`)。
退出码: 0 PASS, 1 RETRY、REJECT 或 CONFIRM (⚠️ 需确认), 3 ESCALATED, 2 输入有误。
`,
  'cli.resume.help': `Usage: wukong resume [--guidance TEXT] [--yes]
       wukong resume --status [--json]

在下一次 hook 时恢复 Wukong 在本工作区停下的循环 (blocked、stuck、unsafe、scope-drift、budget-exhausted):
你在 Claude Code 中的下一个提示, 或 agent 的下一次工具调用。预算停止会开启一个与第一段同样
有界的新段; 其他停止以 --guidance (或一句 "the user resumed") 作为回答或新指引恢复同一段。
停下的循环从不因普通提示而恢复: 只有本命令, 或以 "continue" / "resume" / "继续" 开头的提示
(见 docs/design.md "Resume phrases")。任何恢复都不会解除硬拒绝: 被拒绝的操作仍被拒绝。
要解除一次询问 (软拒绝), 请给出授权: wukong authorize --help。
  --guidance TEXT  agent 应当改变的做法 (交给恢复后的循环)
  --status         是否有等待被接收的恢复 (--json: {waiting, requestedAt?, guidance?})
stdin 不是终端时 (agent 的 Bash 没有终端) 会被拒绝, 除非给出 --yes。
退出码: 0 完成 (--status: 有恢复在等待), 1 --status: 没有等待的恢复, 2 输入有误, 3 被拒绝 (stdin
不是终端且没有 --yes)。
`,
  'cli.undo.help': `Usage: wukong undo --list [--json]
       wukong undo --status [--json]
       wukong undo [ID] [--path P] [--clean] [--yes]

在删除、移动或重写文件的工具调用之前 (rm、mv、git reset --hard、git checkout -- .、git clean、
git stash drop、原地和批量编辑), 以及在 Write/Edit 一个有未提交改动的文件之前, Wukong 的 PreToolUse
hook 会给工作区拍快照 (已跟踪、已修改和未跟踪的文件; 被忽略的文件不保存), 存在本仓库的
refs/wukong/snapshots/ 下。你的 index、HEAD、分支和 stash 从不被改动。

--list     本工作区的快照, 最新的在前, 附每个快照之后的那次调用
           (--json: {snapshots: [...]})
--status   这里能否拍快照 (git 工作区) 以及已有多少个
ID         要回到的快照 (--list 中的 4 位以上十六进制); 默认: 最新的
--path P   只放回 P (文件或目录)
--clean    同时删除快照之后新建的文件 (默认: 不动它们)
--yes      即使 stdin 不是终端也恢复

恢复时先给当前状态拍快照, 再把与快照不同的每个文件逐字节写回, 连同
其权限 (可执行位、符号链接)。紧接着运行 \`wukong undo --clean\` 即可撤销这次撤销。旧快照按
wukong.config.json 中的 undo.keep (数量) 和 undo.maxAgeDays (天数) 清理。

恢复归你, 不归 agent: Wukong 的闸门对 agent 拒绝它; stdin 不是终端时 (agent 的 Bash 没有终端)
它拒绝运行, 除非给出 --yes。
退出码: 0 完成, 1 --status: 这里不能拍快照, 2 输入有误 (没有这个快照、不是 git
工作区、路径在工作区之外), 3 被拒绝: stdin 不是终端 (请给出 --yes)。
`,
  'cli.authorize.help': `Usage: wukong authorize --policy POLICY --match "<command or path glob>" [--once | --for DURATION] [--yes]
       wukong authorize --list [--json]
       wukong authorize --revoke ID [--yes]

给出一份结构化授权 (seed 004): 解除 POLICY 中主体被通配覆盖的软拒绝 ("询问")。
硬拒绝从不解除。POLICY 是询问中方括号里的名字, 例如 [command.publish]; 主体
是询问所指的命令文本或路径。通配中, * 不跨路径段, ** 可跨 "/", ? 匹配
一个字符, 单独的 "*" 覆盖该策略的所有主体。
  --once          解除一次调用, 之后授权用尽 (未使用则一小时后过期)。默认。
  --for DURATION  在 DURATION 之内解除每次匹配的调用: 90s、30m、2h、1d (最多 7d)。
  --list          本工作区的授权, 有效的或已用尽的。
  --revoke ID     撤回一份授权。
只有人能给出授权: stdin 不是终端时 (agent 的 Bash 没有终端) 会被拒绝, 除非
--yes; Wukong 自己的闸门也对 agent 拒绝本命令。停止后恢复的循环继续遵守它。
退出码: 0 完成, 2 输入有误, 3 被拒绝 (stdin 不是终端且没有 --yes)。
`,
};
