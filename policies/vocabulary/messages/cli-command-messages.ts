// The help of audit, check, config, hook, ledger, paths, promise, run,
// sandbox, scan, serve, telemetry, throttle, verify-plan and viz, and the
// human lines of check and telemetry status, en and zh. Option names, the
// `Usage:` synopsis lines, ids, paths and JSON stay as they are in both
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
  'cli.telemetry.on':
    'telemetry: on → {traces}, {logs} (service.name {service}{headers})',
  'cli.telemetry.headers': ', headers {names}',
  'cli.telemetry.off': 'telemetry: off ({why})',
  'cli.telemetry.spool':
    'spool: {dir}: {records} records in {batches} batches, {bytes} bytes',
  'cli.telemetry.dropped':
    "DROPPED: {records} records ({batches} batches) at the spool's cap, last at {at}; raise telemetry.spoolMaxBytes or start the daemon (wukong serve)",
  'cli.telemetry.dropped-none': 'dropped: none',
  'cli.telemetry.export-ok': 'last export: {at} ok, {records} records',
  'cli.telemetry.export-failed':
    'last export: {at} FAILED ({error}), {records} records',
  'cli.telemetry.export-no-answer': 'no answer',
  'cli.telemetry.export-none': 'last export: none yet',
  'cli.telemetry.managed': 'managed policy: {path}',
  'cli.telemetry.ignored': 'IGNORED repository setting: {setting}',
  'cli.audit.help': `Usage: wukong audit [--json] [--top N] [--min N]

Scores this workspace's harness (seed 004 Phase 5) from deterministic facts only — the gate registry, the installed
Claude Code hooks and avatars, the ledger (.wukong/ledger), runs, evidence and the promise, and, in a tree with
Wukong's own layout, the architecture fitness rules: toolCoverage, writeSafety, phaseSafety, verifySafety,
contextPersistence, delegationSafety, evalCoverage (0–100 each). A check with no data is left out of its score; a
score with no check that applies is 0, and the gate registry counts only where Wukong's PreToolUse hook is
installed — an empty folder scores 0, not 100.

  --json    print exactly {scores, findings, actions}
  --top N   findings and actions shown in the text form (default 5)
  --min N   exit 1 when any score is below N (0–100), naming them: for CI

Exit codes: 0 audited (and every score at least --min), 1 a score below --min, 2 bad usage.
`,
  'cli.config.help': `Usage: wukong config get KEY [--json]
       wukong config show [--json]
       wukong config keys [--json]
       wukong config schema
       wukong config set KEY VALUE [--yes]
       wukong config edit [--yes]

Reads and changes wukong.config.json (or .wukong/config.json when that is the file in use) of this project.
KEY is a dotted path of the schema (hooks.stopBlockLimit, loop.verify.scripts, throttle.rules.R002_….muted);
VALUE is JSON (false, 3, ["npm test"], {"x": 1}) or else a string. The whole file is validated before anything is
written and replaced atomically; your other keys, their order and the file's indentation stay.
keys lists every dotted key (--json: {keys: [...]}); get --json prints {key, value}. schema prints the file's JSON Schema (draft 2020-12; the package ships it as
dist/wukong.config.schema.json, for \`"$schema"\`). edit opens $VISUAL or $EDITOR (else vi; its words are the program and options, no shell) on a copy and replaces the file only when the copy is valid JSON and a
valid configuration.

set and edit are yours, not the agent's: Wukong's gate denies them to the agent whatever the form, and they refuse
to run when stdin is not a terminal (an agent's Bash has none) unless --yes is given.
Exit codes: 0 done, 1 edit: the editor failed (nothing changed), 2 bad key, value or file, 3 refused: stdin is not
a terminal (give --yes).
`,
  'cli.hook.help': `Usage: wukong hook [--event <Event>]   (reads one hook JSON on stdin)

Answers a Claude Code hook in Claude Code's own format. \`wukong init\` registers it for PreToolUse, PostToolUse,
PostToolUseFailure, UserPromptSubmit, Stop, SubagentStart, SubagentStop, PreCompact, SessionStart and SessionEnd;
any other event is recorded and answered with nothing. Without --event the payload's hook_event_name says the event;
with both, a disagreement is malformed input. It never exits 1: malformed input or an internal error denies a
PreToolUse (whenever --event or the payload says PreToolUse) and becomes a systemMessage elsewhere.
Exit code: always 0.
`,
  'cli.ledger.help': `Usage: wukong ledger <tail | verify | replay> [options]

Reads the append-only ledger (.wukong/ledger/<UTC date>.jsonl): one JSON entry per line, chained by sha256, each
with an HMAC under the per-user key (~/.local/state/wukong/ledger.key, or $XDG_STATE_HOME/wukong); after every
append the chain head (seq, hash) is also kept in that per-user folder, outside the workspace.

  tail [-n N]        the last N entries (default 10), read backwards from the end of the newest file
                     (--json: {entries: [...]})
  verify             stream every file in order and report, by seq, with file and line: tampered lines (hash
                     mismatch), missing ones (seq gap or prevHash mismatch), forged entries (MAC wrong, or none
                     where one is due), a ledger that ends before the head (entries cut), a head whose hash the
                     ledger does not hold at that seq (re-chained or replaced), and torn lines a killed writer left
  verify --otlp FILE
                     every workspace's chain in an OTLP JSON Lines file (the collector's file exporter format,
                     the wukong.ledger.entry log records Wukong exports): each entry re-hashed, no seq missing
                     (cut), none exported twice with different hashes (re-chained), each prevHash the hash before
  replay [--run ID]  re-apply machine.event entries to fresh actors from the machine catalog and compare each
                     actor with its machine.state checkpoints (state value and context digest, byte for byte)

Options:
  --json             machine-readable output
  --dir DIR          the ledger folder (default: .wukong/ledger under the current directory)
  -h, --help         this text

Exit codes:
  tail     0 printed, 2 bad usage
  verify   0 intact: hash chain, MACs and the head outside the workspace agree
           1 tampered: changed, missing, forged, cut (behind the head), re-chained or torn lines, or a head
             whose own MAC fails
           3 not anchored: nothing found wrong, but the key or the head is missing or unusable, so cut or
             re-chained entries cannot be ruled out (a ledger written before keys has no head until its next append)
           2 bad usage (unknown subcommand or option, no ledger folder)
  verify --otlp  0 every workspace intact, 1 a cut, re-chained, tampered or unreadable line, 2 bad usage
  replay   0 every checkpoint reproduced, 1 a checkpoint differs, an actor failed or the ledger fails verify, 2 bad usage
`,
  'cli.paths.help': `Usage: wukong paths <module> [--export NAME] [--model NAME] [--out FILE] [--report FILE] [--force] [--json]

Writes a vitest file that generates the shortest paths and an edge cover of a machine, replays each on a real actor
(invoked promises settled by the path, \`always\` edges and guards run for real), asserts the abstract state after
every step, and ends with a coverage test naming every state and transition no path reached (fails below 100%).

The module exports the machine and its path model. By convention the machine is the one export named …Machine (or
\`machine\`) and the model is named after it: orderMachine → orderModel, machine → model. A model is
  { input? (or inputs?: { name: input, ... }, one coverage over all), events(snapshot) → events with payloads,
    serializeState(snapshot) → string, controllable?: [actor names], describeEvent?(event), check?(end, path, variant) }
where serializeState keeps the state value and only the context fields guards read. See examples/order.machine.ts.

  --export NAME   the machine's export (default: the one named …Machine or machine)
  --model NAME    the model's export (default: <name>Model)
  --out FILE      the test file (default: <module dir>/<name>.paths.test.ts, .test.mjs for a JavaScript module)
  --report FILE   also write the coverage figures there as JSON on each run
  --force         overwrite FILE even if \`wukong paths\` did not write it
  --json          print {file, machine, model, run}
Exit codes: 0 written, 2 bad input.
`,
  'cli.promise.help': `Usage: wukong promise set --objective TEXT --ac "criterion [:: verify command]" [--ac ...] [--scope GLOB ...] [--exclude GLOB ...] [--require KIND ...] [--done-when COND ...] [--abort-when [REASON=]COND ...]
       wukong promise show [--json]
       wukong promise clear

A CompletionPromise: what the agent must prove before it may stop. Each criterion is proven by a passing local
run recorded after the promise (its own verify command when given, otherwise any test run). While one lacks
evidence, Claude Code's Stop is blocked (at most hooks.stopBlockLimit times in a row).
--scope and --exclude bound what the agent may write (workspace-relative globs): a write outside the scope is scope
drift, and the loop stops. --require names evidence kinds normal mode needs before ship (verify, tdd-red, …).
--done-when adds a condition that must hold before the loop ships (every criterion proven always must);
--abort-when stops the loop as soon as its condition holds, with REASON (blocked, stuck, unsafe, scope-drift;
blocked when left out). COND is one of: acceptance-proven, evidence:KIND, written:GLOB, failures:N, tool-calls:N,
denied:POLICY — e.g. --abort-when "scope-drift=written:migrations/**" --abort-when "failures:3".
Exit codes: 0 done (show: every criterion proven), 1 show: some criterion unproven or no promise, 2 bad input.
`,
  'cli.run.help': `Usage: wukong run start --objective TEXT [--mode quick|normal] [--tdd] [--plan PATH …]
       wukong run plan --path PATH [--path PATH …] [--approve] [--run ID]
       wukong run phase <plan|execute|verify|ship> [--run ID]
       wukong run question add "TEXT" [--blocking] [--run ID]
       wukong run question answer QID "ANSWER" [--run ID]
       wukong run switch <ID|none>
       wukong run show [--run ID] [--json]
       wukong run list [--json]

A run of work (seed 004): phases plan → execute → verify → ship, an approved PLAN listing the files source writes may
touch, TDD (a failing test before production code), blocking questions (no code changes while one is open), and a
mode: quick keeps low-risk work light, normal applies every evidence gate; high-risk signals (SQL, auth, payment,
migration, secrets, infrastructure, deletion, a wide plan) force normal. While a run is active, the Claude Code hooks
enforce its phase, PLAN and TDD rules. Starting or switching runs changes only which one is active.

Exit codes: 0 done, 3 the gate refused a phase move or a plan (pre-plan; its findings are printed), 2 bad usage.
`,
  'cli.sandbox.help': `Usage: wukong sandbox status [--json] [--fresh]
       wukong sandbox run -- COMMAND

status  whether Bash can run inside Wukong's kernel sandbox here (bubblewrap, user namespaces), why not,
        and the profile it applies to this workspace (read-only surfaces, hidden secrets, network allowlist)
        --fresh probes again instead of using the cached answer
run     runs COMMAND (one bash command line) inside the sandbox and prints its output
Exit codes: status 0 available, 1 unavailable; run: the command's own; 2 bad input.
`,
  'cli.scan.help': `Usage: wukong scan [FILE... | -] [--json]
       wukong scan --deferred PATH [--json]

Scans files (or stdin, with - or no FILE) for secrets: gitleaks' rules (tokens of ~200 services, private keys,
high-entropy credentials) and seed 000's markers (API_KEY=, token=, secret=, password=, passwd=, private key blocks).
Secrets are never printed: each shows at most its first 4 characters and its length.

  --json   print {findings: [{rule, severity, file?, line, column, match}]}

With --deferred, PATH is a repository (one just cloned): every file that makes code run later — git hooks, husky,
lefthook, pre-commit, VS Code tasks and settings, dev containers, .envrc, package.json lifecycle scripts, build
files, CI workflows, .mcp.json, Claude Code settings and commands, CLAUDE.md and other instruction files — with
what it would run, when, and for whom if you trusted it; DENY marks what Wukong's command rules deny.
  --json   print {root, rows: [{path, surface, key, kind, runs, when, who, verdict, reasons}]}
  Exit codes: 0 nothing would run by itself, 1 something would, 2 bad input.

Exit codes: 0 nothing found, 1 secrets found, 2 bad input (a missing or unreadable file).
`,
  'cli.serve.help': `Usage: wukong serve [--workspace DIR] [--idle-minutes N]
       wukong serve --status | --stop [--workspace DIR] [--json]

Keeps Wukong loaded so each Claude Code hook costs little more than starting node: \`wukong hook\` asks this
process over a Unix socket in a folder only you can enter ($XDG_RUNTIME_DIR/wukong, else
~/.local/state/wukong/run), signs each request with a per-user secret kept there and believes only signed
answers; a hook waits WUKONG_DAEMON_WAIT_MS (default 5000) for it and otherwise answers in-process itself, as
it does when none runs (hooks start one when hooks.daemon is on) or the server fails a check (the ledger records
daemon.refused). It exits after hooks.daemonIdleMinutes without requests, on SIGTERM (at once), or when a newer
build asks.
--json (with --status or --stop) prints {running, pid?, build?, startedAt?, socket?}.
Exit codes: 0 stopped or status shown, 1 no server (--status/--stop) or none possible (an unsafe folder or
secret, no socket path short enough), 2 bad input.
`,
  'cli.telemetry.help': `Usage: wukong telemetry status [--json]

Decisions go out as OpenTelemetry (OTLP over HTTP) when OTEL_EXPORTER_OTLP_ENDPOINT (or the signal endpoints) is
set for the daemon, or telemetry.endpoint in the config or the managed policy; OTEL_SDK_DISABLED=true turns it
off. The resident daemon exports in the background; a hook answered without it appends to the spool
(~/.local/state/wukong/telemetry/spool.jsonl), which the next daemon ships. Past telemetry.spoolMaxBytes new
records are dropped and counted here.
Exit codes: 0 shown, 1 records were dropped or the last export failed, 2 bad usage.
`,
  'cli.throttle.help': `Usage: wukong throttle [--mode M] [--model ID] [--tier T] [--strictness S] [--json] "<prompt>" | -
       wukong throttle --mute RULE | --unmute RULE
       wukong throttle --status [--json]

Advises on a prompt before it is sent (seed 003): never blocks, never takes over. A hint comes with its actions,
continue first. Cooldowns, mutes and continue streaks persist in .wukong/throttle.json of the current directory.

  --mode M         {modes} (default: the last --mode given, else unknown)
  --model ID       the model id; its tier follows reasoningModelIds (default: the last --model given)
  --tier T         {tiers} (overrides the tier the id implies)
  --strictness S   {strictness} (default: wukong.config.json's throttle.strictness, medium)
  --session ID     whose last hint and setting to use (default: cli)
  --no-persist     neither read nor write .wukong/throttle.json (no cooldown, no memory)
  --json           print the RuleDecision {hits, recommendedHit?} as JSON
  --explain        print the features and every rule's confidence as JSON
  --mute RULE      stop showing RULE ({rules}); --unmute RULE shows it again
  --status         each rule's state: idle, cooling down, muted, disabled (--json: {rules: [...]})

Prompt tags override mode and tier for one prompt: [mode:plan] [tier:reasoning], mode=ask tier=light, /plan /reasoning.
Exit codes: 0 advised (hint or not), 2 bad input.
`,
  'cli.verify-plan.help': `Usage: wukong verify-plan "<command>" [--cwd DIR] [--json]

Checks one proposed verification command against seed 004's VerifyPlan rules, without running it: a verification is
exactly one plain command that runs a package script that exists (npm test, npm run <script>, pnpm/yarn <script>,
bun run <script>) or a command listed in loop.verify.commands of wukong.config.json. A goal text never becomes a
shell command: \`npm run missing\`, \`node -e …\`, \`npx x\`, pipes, &&, redirections and variables are refused.

  --cwd DIR   the project whose package.json and wukong.config.json count (default: the current directory)
  --json      print {accepted, command, reason?, plan?: {argv, source, script?}, scripts}

Exit codes: 0 accepted, 3 refused (the reason is printed), 2 bad usage, 70 internal error.
With --json an error is {"error": {"code", "message"}} on stdout.
`,
  'cli.viz.help': `Usage: wukong viz [--out DIR] [--machine NAME] [--check] [--json]
       wukong viz path/to/my.machine.ts [--export NAME] [--out DIR] [--check] [--json]
       wukong viz --ledger PATH [--run ID] [--out DIR] [--json]

Writes every machine as <name>.mmd (Mermaid stateDiagram-v2), <name>.stately.ts (createMachine code the Stately
editor imports) and <name>.svg (laid out without a browser), and index.html: one self-contained page with every
diagram, its states, events, guards (linked to the policy files behind them) and its path-test coverage
(visualizations/path-coverage/<name>.json, written by the path suites). Default DIR: visualizations/.

  MODULE           your own machine module (.ts, .mts, .js, .mjs): every XState machine it exports, drawn the same
                   way into DIR (default: beside the module, <name>.viz/ — e.g. src/order.viz/ for
                   src/order.machine.ts; never visualizations/). The module is bundled with esbuild and run, as
                   your tests would run it.
  --export NAME    with MODULE: only the machine exported as NAME
  --machine NAME   only this machine's three files (index.html lists every machine, so it is not written):
                   {machines}
  --check          write nothing; exit 1 and list the stale files if any differ from a fresh generation
  --ledger PATH    a ledger folder (.wukong/ledger) or one of its day files: write ledger.html, the same page
                   stepping through the recorded run (machine events on the diagrams, gate decisions with their
                   findings), into DIR (default: the folder holding the ledger folder, e.g. .wukong/)
  --run ID         with --ledger: only this run
  --json           print {dir, files: [names]} ({dir, stale: [names], fresh} with --check, {file: path} with --ledger)
Exit codes: 0 written (or fresh), 1 stale (--check), 2 bad input, 70 internal error.
`,
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
  'cli.telemetry.on':
    'telemetry: 已开启 → {traces}, {logs} (service.name {service}{headers})',
  'cli.telemetry.headers': ', headers {names}',
  'cli.telemetry.off': 'telemetry: 已关闭 ({why})',
  'cli.telemetry.spool':
    'spool: {dir}: {records} 条记录, {batches} 批, {bytes} 字节',
  'cli.telemetry.dropped':
    'DROPPED: 在 spool 上限处丢弃了 {records} 条记录 ({batches} 批), 最近一次在 {at}; 请调高 telemetry.spoolMaxBytes 或启动 daemon (wukong serve)',
  'cli.telemetry.dropped-none': 'dropped: 无',
  'cli.telemetry.export-ok': 'last export: {at} 成功, {records} 条记录',
  'cli.telemetry.export-failed':
    'last export: {at} 失败 ({error}), {records} 条记录',
  'cli.telemetry.export-no-answer': '没有回答',
  'cli.telemetry.export-none': 'last export: 尚无',
  'cli.telemetry.managed': 'managed policy: {path}',
  'cli.telemetry.ignored': '已忽略的仓库设置: {setting}',
  'cli.audit.help': `Usage: wukong audit [--json] [--top N] [--min N]

只凭确定的事实为本工作区的 harness 打分 (seed 004 Phase 5) —— 闸门注册表、已安装的
Claude Code hook 和分身、账本 (.wukong/ledger)、run、证据和完成承诺, 以及在具有
Wukong 自身布局的树中的架构适应度规则: toolCoverage、writeSafety、phaseSafety、verifySafety、
contextPersistence、delegationSafety、evalCoverage (各 0–100)。没有数据的检查不计入其分数;
没有任何适用检查的分数为 0, 闸门注册表只在安装了 Wukong 的 PreToolUse hook 时计分
—— 空文件夹得 0 分, 而不是 100。

  --json    只输出 {scores, findings, actions}
  --top N   文本形式中显示的发现和行动数 (默认 5)
  --min N   任一分数低于 N (0–100) 时以 1 退出, 并列出它们: 用于 CI

退出码: 0 已审计 (且每项分数至少为 --min), 1 有分数低于 --min, 2 输入有误。
`,
  'cli.config.help': `Usage: wukong config get KEY [--json]
       wukong config show [--json]
       wukong config keys [--json]
       wukong config schema
       wukong config set KEY VALUE [--yes]
       wukong config edit [--yes]

读取和修改本项目的 wukong.config.json (或正在使用的 .wukong/config.json)。
KEY 是 schema 中带点的路径 (hooks.stopBlockLimit、loop.verify.scripts、throttle.rules.R002_….muted);
VALUE 是 JSON (false、3、["npm test"]、{"x": 1}), 否则按字符串处理。写入之前整个文件都要校验,
并以原子方式替换; 你的其他键、它们的顺序和文件的缩进保持不变。
keys 列出每个带点的键 (--json: {keys: [...]}); get --json 输出 {key, value}。schema 输出该文件的 JSON Schema (draft 2020-12; 包中以
dist/wukong.config.schema.json 提供, 供 \`"$schema"\` 使用)。edit 用 $VISUAL 或 $EDITOR (否则 vi; 其中的词是程序和选项, 不经 shell) 打开一份副本, 只有副本是合法 JSON 且是
合法配置时才替换原文件。

set 和 edit 属于你, 不属于 agent: 无论写成何种形式, Wukong 的闸门都对 agent 拒绝它们, 并且
stdin 不是终端时 (agent 的 Bash 没有终端) 它们拒绝运行, 除非给出 --yes。
退出码: 0 完成, 1 edit: 编辑器失败 (没有任何改动), 2 键、值或文件有误, 3 被拒绝: stdin 不是
终端 (请给出 --yes)。
`,
  'cli.hook.help': `Usage: wukong hook [--event <Event>]   (reads one hook JSON on stdin)

以 Claude Code 自己的格式回答一个 Claude Code hook。\`wukong init\` 为 PreToolUse、PostToolUse、
PostToolUseFailure、UserPromptSubmit、Stop、SubagentStart、SubagentStop、PreCompact、SessionStart 和 SessionEnd
注册它; 其他事件被记录, 并以空回答。没有 --event 时, 由 payload 的 hook_event_name 说明事件;
两者都有而不一致时, 视为格式错误的输入。它从不以 1 退出: 格式错误的输入或内部错误会拒绝
PreToolUse (只要 --event 或 payload 说是 PreToolUse), 在其他事件中变为 systemMessage。
退出码: 始终为 0。
`,
  'cli.ledger.help': `Usage: wukong ledger <tail | verify | replay> [options]

读取只追加的账本 (.wukong/ledger/<UTC date>.jsonl): 每行一条 JSON 记录, 以 sha256 串成链, 每条
带有用户专属密钥 (~/.local/state/wukong/ledger.key, 或 $XDG_STATE_HOME/wukong) 下的 HMAC; 每次
追加之后, 链头 (seq, hash) 也保存在该用户专属文件夹中, 位于工作区之外。

  tail [-n N]        最后 N 条记录 (默认 10), 从最新文件的末尾倒着读
                     (--json: {entries: [...]})
  verify             按顺序流式读取每个文件, 按 seq 并附文件和行号报告: 被篡改的行 (hash
                     不符)、缺失的行 (seq 断档或 prevHash 不符)、伪造的记录 (MAC 错误, 或应有
                     却没有)、在链头之前结束的账本 (记录被截断)、账本在该 seq 处不持有其 hash 的
                     链头 (被重新串链或替换), 以及被杀死的写入者留下的残行
  verify --otlp FILE
                     OTLP JSON Lines 文件 (collector 的 file exporter 格式, 即 Wukong 导出的
                     wukong.ledger.entry 日志记录) 中每个工作区的链: 每条记录重新计算 hash, 没有缺失的 seq
                     (截断), 没有以不同 hash 导出两次的记录 (重新串链), 每个 prevHash 等于前一条的 hash
  replay [--run ID]  把 machine.event 记录重新施加到按状态机目录新建的 actor 上, 并把每个
                     actor 与其 machine.state 检查点比较 (状态值和 context 摘要, 逐字节)

Options:
  --json             机器可读的输出
  --dir DIR          账本文件夹 (默认: 当前目录下的 .wukong/ledger)
  -h, --help         本说明

退出码:
  tail     0 已输出, 2 输入有误
  verify   0 完好: hash 链、MAC 和工作区之外的链头一致
           1 被篡改: 有改动、缺失、伪造、截断 (落后于链头)、重新串链或残缺的行, 或链头
             自身的 MAC 不对
           3 未锚定: 没发现问题, 但密钥或链头缺失或不可用, 因此无法排除截断或
             重新串链 (有密钥之前写的账本在下一次追加之前没有链头)
           2 输入有误 (未知的子命令或选项, 没有账本文件夹)
  verify --otlp  0 每个工作区完好, 1 有截断、重新串链、被篡改或无法读取的行, 2 输入有误
  replay   0 每个检查点都已复现, 1 有检查点不同、actor 失败或账本未通过 verify, 2 输入有误
`,
  'cli.paths.help': `Usage: wukong paths <module> [--export NAME] [--model NAME] [--out FILE] [--report FILE] [--force] [--json]

写出一个 vitest 文件: 生成状态机的最短路径和边覆盖, 在真实 actor 上重放每一条 (被调用的
promise 由路径结算, \`always\` 边和守卫真实运行), 在每一步之后断言抽象状态, 最后用一个覆盖测试
列出没有任何路径到达的每个状态和转移 (低于 100% 即失败)。

模块导出状态机及其路径模型。按约定, 状态机是唯一名为 …Machine (或 \`machine\`) 的导出,
模型以它命名: orderMachine → orderModel, machine → model。模型是
  { input? (或 inputs?: { name: input, ... }, 合为一个覆盖), events(snapshot) → 带 payload 的事件,
    serializeState(snapshot) → string, controllable?: [actor names], describeEvent?(event), check?(end, path, variant) }
其中 serializeState 保留状态值, 以及守卫读取的 context 字段。参见 examples/order.machine.ts。

  --export NAME   状态机的导出名 (默认: 名为 …Machine 或 machine 的那个)
  --model NAME    模型的导出名 (默认: <name>Model)
  --out FILE      测试文件 (默认: <module dir>/<name>.paths.test.ts, JavaScript 模块为 .test.mjs)
  --report FILE   每次运行时也把覆盖数字以 JSON 写到那里
  --force         即使 FILE 不是 \`wukong paths\` 写的也覆盖它
  --json          输出 {file, machine, model, run}
退出码: 0 已写入, 2 输入有误。
`,
  'cli.promise.help': `Usage: wukong promise set --objective TEXT --ac "criterion [:: verify command]" [--ac ...] [--scope GLOB ...] [--exclude GLOB ...] [--require KIND ...] [--done-when COND ...] [--abort-when [REASON=]COND ...]
       wukong promise show [--json]
       wukong promise clear

完成承诺 (CompletionPromise): agent 停下之前必须证明的东西。每条验收标准由承诺之后记录的
一次通过的本地运行证明 (给出了它自己的验证命令时用该命令, 否则任何测试运行都可以)。只要有一条
缺少证据, Claude Code 的 Stop 就会被阻止 (连续最多 hooks.stopBlockLimit 次)。
--scope 和 --exclude 限定 agent 可以写的范围 (相对工作区的通配): 范围之外的写入就是范围
漂移, 循环停止。--require 列出 normal 模式在 ship 之前需要的证据种类 (verify、tdd-red、…)。
--done-when 添加循环 ship 之前必须成立的条件 (每条验收标准都已证明始终是必须的);
--abort-when 在其条件一成立时就停止循环, 原因为 REASON (blocked、stuck、unsafe、scope-drift;
省略时为 blocked)。COND 是以下之一: acceptance-proven、evidence:KIND、written:GLOB、failures:N、tool-calls:N、
denied:POLICY —— 例如 --abort-when "scope-drift=written:migrations/**" --abort-when "failures:3"。
退出码: 0 完成 (show: 每条验收标准都已证明), 1 show: 有标准未证明或没有承诺, 2 输入有误。
`,
  'cli.run.help': `Usage: wukong run start --objective TEXT [--mode quick|normal] [--tdd] [--plan PATH …]
       wukong run plan --path PATH [--path PATH …] [--approve] [--run ID]
       wukong run phase <plan|execute|verify|ship> [--run ID]
       wukong run question add "TEXT" [--blocking] [--run ID]
       wukong run question answer QID "ANSWER" [--run ID]
       wukong run switch <ID|none>
       wukong run show [--run ID] [--json]
       wukong run list [--json]

一次工作 run (seed 004): 阶段 plan → execute → verify → ship, 一份已批准的 PLAN 列出源码写入
可以触及的文件, TDD (写生产代码之前先有一个失败的测试), 阻塞问题 (有未答的问题时不改代码), 以及
模式: quick 让低风险的工作保持轻量, normal 施加每一道证据闸门; 高风险信号 (SQL、认证、支付、
迁移、密钥、基础设施、删除、范围很宽的计划) 强制为 normal。有活动的 run 时, Claude Code hook
执行它的阶段、PLAN 和 TDD 规则。开始或切换 run 只改变哪一个是活动的。

退出码: 0 完成, 3 闸门拒绝了阶段变更或计划 (pre-plan; 会输出其发现), 2 输入有误。
`,
  'cli.sandbox.help': `Usage: wukong sandbox status [--json] [--fresh]
       wukong sandbox run -- COMMAND

status  这里的 Bash 能否在 Wukong 的内核沙箱中运行 (bubblewrap、user namespaces), 不能的原因,
        以及它对本工作区施加的配置 (只读面、隐藏的密钥、网络白名单)
        --fresh 重新探测, 而不使用缓存的答案
run     在沙箱中运行 COMMAND (一行 bash 命令) 并输出其输出
退出码: status 0 可用, 1 不可用; run: 命令自己的退出码; 2 输入有误。
`,
  'cli.scan.help': `Usage: wukong scan [FILE... | -] [--json]
       wukong scan --deferred PATH [--json]

在文件 (或 stdin, 用 - 或不给 FILE) 中查找密钥: gitleaks 的规则 (约 200 种服务的令牌、私钥、
高熵凭据) 和 seed 000 的标记 (API_KEY=、token=、secret=、password=、passwd=、私钥块)。
密钥从不被输出: 每个最多显示前 4 个字符和它的长度。

  --json   输出 {findings: [{rule, severity, file?, line, column, match}]}

使用 --deferred 时, PATH 是一个仓库 (例如刚克隆的): 列出每个会让代码稍后运行的文件 —— git hook、husky、
lefthook、pre-commit、VS Code 任务和设置、dev container、.envrc、package.json 生命周期脚本、构建
文件、CI 工作流、.mcp.json、Claude Code 设置和命令、CLAUDE.md 及其他指令文件 —— 以及如果你信任它,
它会运行什么、何时运行、为谁运行; DENY 标出 Wukong 的命令规则拒绝的内容。
  --json   输出 {root, rows: [{path, surface, key, kind, runs, when, who, verdict, reasons}]}
  退出码: 0 没有会自行运行的东西, 1 有会自行运行的, 2 输入有误。

退出码: 0 没有发现, 1 发现密钥, 2 输入有误 (文件不存在或无法读取)。
`,
  'cli.serve.help': `Usage: wukong serve [--workspace DIR] [--idle-minutes N]
       wukong serve --status | --stop [--workspace DIR] [--json]

让 Wukong 常驻内存, 使每个 Claude Code hook 的开销比启动 node 多不了多少: \`wukong hook\` 通过
只有你能进入的文件夹 ($XDG_RUNTIME_DIR/wukong, 否则 ~/.local/state/wukong/run) 中的 Unix socket
询问本进程, 用保存在那里的用户专属密钥给每个请求签名, 并且只相信签过名的回答; hook 最多等它
WUKONG_DAEMON_WAIT_MS (默认 5000), 否则自己在进程内回答, 就像没有常驻进程时 (hooks.daemon 打开时
hook 会启动一个) 或服务端未通过检查时 (账本记录 daemon.refused) 那样。它在 hooks.daemonIdleMinutes
内没有请求、收到 SIGTERM (立即) 或更新的构建要求时退出。
--json (配合 --status 或 --stop) 输出 {running, pid?, build?, startedAt?, socket?}。
退出码: 0 已停止或已显示状态, 1 没有服务端 (--status/--stop) 或无法运行 (文件夹或密钥不安全,
没有足够短的 socket 路径), 2 输入有误。
`,
  'cli.telemetry.help': `Usage: wukong telemetry status [--json]

当为 daemon 设置了 OTEL_EXPORTER_OTLP_ENDPOINT (或各信号的 endpoint), 或在配置或托管策略中
设置了 telemetry.endpoint 时, 决定以 OpenTelemetry (OTLP over HTTP) 发出; OTEL_SDK_DISABLED=true 将其
关闭。常驻 daemon 在后台导出; 没有它而回答的 hook 追加到 spool
(~/.local/state/wukong/telemetry/spool.jsonl), 由下一个 daemon 发送。超过 telemetry.spoolMaxBytes 后新的
记录被丢弃, 并在这里计数。
退出码: 0 已显示, 1 有记录被丢弃或上次导出失败, 2 输入有误。
`,
  'cli.throttle.help': `Usage: wukong throttle [--mode M] [--model ID] [--tier T] [--strictness S] [--json] "<prompt>" | -
       wukong throttle --mute RULE | --unmute RULE
       wukong throttle --status [--json]

在提示发送之前给出建议 (seed 003): 从不阻止, 从不接管。提示附带它的行动,
"继续" 在前。冷却、静音和连续继续的次数保存在当前目录的 .wukong/throttle.json 中。

  --mode M         {modes} (默认: 上次给出的 --mode, 否则 unknown)
  --model ID       模型 id; 其档位按 reasoningModelIds 确定 (默认: 上次给出的 --model)
  --tier T         {tiers} (覆盖 id 所隐含的档位)
  --strictness S   {strictness} (默认: wukong.config.json 的 throttle.strictness, medium)
  --session ID     使用哪个会话的上次提示和设置 (默认: cli)
  --no-persist     既不读也不写 .wukong/throttle.json (没有冷却, 没有记忆)
  --json           以 JSON 输出 RuleDecision {hits, recommendedHit?}
  --explain        以 JSON 输出特征和每条规则的置信度
  --mute RULE      不再显示 RULE ({rules}); --unmute RULE 重新显示
  --status         每条规则的状态: 空闲、冷却中、已静音、已禁用 (--json: {rules: [...]})

提示中的标签为单个提示覆盖模式和档位: [mode:plan] [tier:reasoning]、mode=ask tier=light、/plan /reasoning。
退出码: 0 已给出建议 (有无提示都是), 2 输入有误。
`,
  'cli.verify-plan.help': `Usage: wukong verify-plan "<command>" [--cwd DIR] [--json]

按 seed 004 的 VerifyPlan 规则检查一条拟议的验证命令, 不运行它: 一次验证
恰好是一条普通命令, 运行一个存在的 package 脚本 (npm test、npm run <script>、pnpm/yarn <script>、
bun run <script>), 或是 wukong.config.json 的 loop.verify.commands 中列出的命令。目标文本从不变成
shell 命令: \`npm run missing\`、\`node -e …\`、\`npx x\`、管道、&&、重定向和变量都会被拒绝。

  --cwd DIR   其 package.json 和 wukong.config.json 生效的项目 (默认: 当前目录)
  --json      输出 {accepted, command, reason?, plan?: {argv, source, script?}, scripts}

退出码: 0 接受, 3 拒绝 (会输出原因), 2 输入有误, 70 内部错误。
使用 --json 时, 错误以 {"error": {"code", "message"}} 输出到 stdout。
`,
  'cli.viz.help': `Usage: wukong viz [--out DIR] [--machine NAME] [--check] [--json]
       wukong viz path/to/my.machine.ts [--export NAME] [--out DIR] [--check] [--json]
       wukong viz --ledger PATH [--run ID] [--out DIR] [--json]

把每个状态机写成 <name>.mmd (Mermaid stateDiagram-v2)、<name>.stately.ts (Stately 编辑器可导入的
createMachine 代码) 和 <name>.svg (无需浏览器排版), 以及 index.html: 一个自包含的页面, 含每张
图、它的状态、事件、守卫 (链接到其背后的策略文件) 和它的路径测试覆盖
(visualizations/path-coverage/<name>.json, 由路径测试套件写出)。默认 DIR: visualizations/。

  MODULE           你自己的状态机模块 (.ts、.mts、.js、.mjs): 它导出的每个 XState 状态机, 以同样的方式
                   画到 DIR 中 (默认: 模块旁边的 <name>.viz/ —— 例如 src/order.machine.ts 对应
                   src/order.viz/; 从不是 visualizations/)。模块用 esbuild 打包并运行, 就像
                   你的测试运行它那样。
  --export NAME    配合 MODULE: 只画导出名为 NAME 的状态机
  --machine NAME   只写这个状态机的三个文件 (index.html 列出每个状态机, 因此不写它):
                   {machines}
  --check          什么也不写; 若有文件与重新生成的不同, 以 1 退出并列出这些过期文件
  --ledger PATH    一个账本文件夹 (.wukong/ledger) 或其中一天的文件: 写出 ledger.html, 即同一个页面
                   逐步播放记录的 run (图上的状态机事件、闸门决定及其
                   发现), 写到 DIR 中 (默认: 包含账本文件夹的那个文件夹, 例如 .wukong/)
  --run ID         配合 --ledger: 只看这个 run
  --json           输出 {dir, files: [names]} (--check 时为 {dir, stale: [names], fresh}, --ledger 时为 {file: path})
退出码: 0 已写入 (或是最新的), 1 已过期 (--check), 2 输入有误, 70 内部错误。
`,
};
