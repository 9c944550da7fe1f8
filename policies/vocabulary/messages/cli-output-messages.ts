// The human lines and usage errors of the commands that print data: audit,
// authorize, config, hook, ledger (tail, verify, replay), paths, promise,
// resume, run, sandbox, scan (and --deferred), serve, throttle (--status,
// --mute), undo, verify-plan, viz and doctor's telemetry lines, with node's
// argument parser's errors; en and zh. Ids, option names, commands, paths,
// JSON keys and numbers stay as they are in both
// Pos: policies/vocabulary/messages, data only, merged in message.ts;
// src/hosts/cli looks them up in the language cliLanguage(io) names. A
// `.one` / `.many` pair is English's singular and plural (zh says both alike)
export const cliOutputEn = {
  // The dispatcher and node's parseArgs (src/hosts/cli/main.ts).
  'cli.unknown-command': 'unknown command {name}; allowed: {allowed}',
  'cli.internal-error': 'internal error: {error}',
  'cli.args.unknown-option': "Unknown option '{option}'",
  'cli.args.dash-positional':
    ". To specify a positional argument starting with a '-', place it at the end of the command after '--', as in '-- {quoted}'",
  'cli.args.missing-value': "Option '{option}' argument missing",
  'cli.args.no-value': "Option '{option}' does not take an argument",
  'cli.args.unexpected':
    "Unexpected argument '{arg}'. This command does not take positional arguments",
  'cli.none': 'none',
  'cli.nothing': 'nothing',
  'cli.no-such-file': '{path}: no such file',
  'cli.cwd-missing': '--cwd {dir}: no such directory',

  'cli.verify.cannot-read': 'cannot read the submission {file}: {error}',
  'cli.verify.not-json': '{file} is not valid JSON: {error}',
  'cli.verify.batch-files':
    'verify --batch takes one or more batch files or folders',
  'cli.verify.batch-final':
    'verify --batch needs the integrated submission for the full check at the end: pass --final FILE, or put final.json in the batch folder',
  'cli.verify.one-file': 'verify takes one submission file (or - for stdin)',
  'cli.verify.submission': 'submission {file}',
  'cli.verify.unknown-avatar':
    'submission {file}: field `avatar`: unknown avatar {avatar}; allowed: {allowed}',
  'cli.verify.no-facts':
    'submission {file}: field `facts` is looked up by wukong verify itself and may not be submitted; remove it',

  'cli.anchors.cannot-read': 'cannot read the anchor draft {file}: {error}',
  'cli.anchors.not-object': '{file} is not a JSON object: {error}',
  'cli.anchors.add-one': 'anchors add takes at most one draft file',
  'cli.anchors.bad-repeat': '--repeat must be a positive integer, got {value}',
  'cli.anchors.bad-type': '--type {value}; allowed: {allowed}',
  'cli.anchors.one-id': 'anchors {sub} takes one id, e.g. D001',
  'cli.anchors.needs-reason':
    'anchors obsolete needs --reason TEXT: why the anchor no longer holds',
  'cli.anchors.update-needs':
    'anchors update needs a field to change ({fields}) or --note TEXT to confirm it still holds',
  'cli.anchors.search-needs': 'anchors search takes the text to look for',

  'cli.context.prune-one': 'context prune takes one transcript file',
  'cli.context.bad-preset':
    '--preset {value} is not a DCP preset; allowed: {allowed}',
  'cli.context.restore-needs':
    'context restore takes a pruned transcript and --from <original.jsonl>',
  'cli.context.no-positionals':
    'context {name} takes no positional arguments; pass the transcript with --transcript FILE',
  'cli.context.archive-needs':
    'context archive needs a transcript: pass --transcript FILE (none found for this workspace under ~/.claude/projects)',
  'cli.context.load-one': 'context load takes at most one session name',

  'cli.telemetry.expected-status':
    'telemetry: expected the subcommand status, got {got}',

  'cli.check.needs-kind': 'check needs what to check: `command` or `path`',
  'cli.check.unknown-kind': 'unknown check {kind}; allowed: command, path',
  'cli.check.needs-command':
    'check command needs the command to check, quoted as one argument',
  'cli.check.needs-path': 'check path needs the path to check',
  'cli.check.one-command':
    'check command takes one command; got {count} arguments (quote the whole command)',
  'cli.check.one-path': 'check path takes one path; got {count} arguments',
  'cli.check.write-path-only': '--write applies to `check path` only',
  'cli.check.scripts-command-only': '{option} applies to `check command` only',
  'cli.check.scripts-both':
    '--scripts and --no-scripts contradict each other; give one',

  'cli.audit.no-arguments': 'audit takes no arguments, got {args}',
  'cli.audit.bad-top': '--top: expected a positive whole number, got {value}',
  'cli.audit.bad-min':
    '--min: expected a whole number from 0 to 100, got {value}',
  'cli.audit.below-min': 'below --min {min}: {scores}',
  'cli.audit.title': 'Wukong harness audit',
  'cli.audit.top-findings': 'Top findings:',
  'cli.audit.top-actions': 'Top actions:',

  'cli.authorize.bad-for':
    '--for {value}: expected a whole number and a unit (s, m, h, d), e.g. 30m or 2h, above 0 and at most 7d',
  'cli.authorize.refused':
    "refused: stdin is not a terminal. An Authorization is the user's to give; run it from a terminal, or add --yes in a script of your own.",
  'cli.authorize.once': 'once',
  'cli.authorize.until': 'until',
  'cli.authorize.live': 'live',
  'cli.authorize.spent': 'spent {at}',
  'cli.authorize.expired': 'expired',
  'cli.authorize.options-only':
    'authorize takes options only, got {args}; see wukong authorize --help',
  'cli.authorize.none':
    'no authorizations (wukong authorize --policy P --match GLOB)',
  'cli.authorize.no-grant':
    '--revoke {id}: no such grant; wukong authorize --list shows the ids',
  'cli.authorize.revoked': 'revoked {id}',
  'cli.authorize.bad-policy':
    '--policy {value}: expected a policy name as an ask shows it in brackets (letters, digits, - . :), e.g. command.publish',
  'cli.authorize.match-required':
    '--match is required: the command or path glob the grant covers ("*" for every subject of the policy)',
  'cli.authorize.once-or-for': '--once and --for exclude each other; give one',
  'cli.authorize.granted-once':
    'authorized {id}: soft-denies of {policy} on {scope} are lifted for one call until {until}; hard-denies stay',
  'cli.authorize.granted-for':
    'authorized {id}: soft-denies of {policy} on {scope} are lifted for every call until {until}; hard-denies stay',

  'cli.config.not-json':
    '{file} is not valid JSON ({error}); fix it with `wukong config edit`',
  'cli.config.not-object': '{file} must hold a JSON object',
  'cli.config.refused':
    "refused: stdin is not a terminal. Changing Wukong's configuration is the user's to do; run it from a terminal, or add --yes in a script of your own.",
  'cli.config.editor-failed': 'the editor ({editor}) {why}; nothing changed',
  'cli.config.no-change': 'no change ({file})',
  'cli.config.your-edit': 'your edit (kept at {copy})',
  'cli.config.edit-invalid':
    '{file} is unchanged; run `wukong config edit` again (your edit is kept at {copy})',
  'cli.config.replaced': '{file} replaced',
  'cli.config.arity': 'config {sub} takes {what}; got {got}',
  'cli.config.one-key': 'one KEY',
  'cli.config.key-value': 'KEY VALUE',
  'cli.config.no-arguments': 'no arguments',
  'cli.config.no-file': 'no configuration file: every value is a default',
  'cli.config.unknown-sub':
    'unknown config subcommand {sub}; allowed: {allowed}',

  'cli.hook.no-event':
    'wukong hook got no --event <Event> and stdin names no hook_event_name; run `wukong init` again',
  'cli.hook.config': 'configuration: {error}',
  'cli.hook.ledger-failed':
    'the ledger could not record this decision ({error})',

  'cli.ledger.no-folder': 'no ledger folder at {path}',
  'cli.ledger.no-folder-here':
    'no ledger folder at {path} (run inside a workspace that has .wukong/ledger, or pass --dir)',
  'cli.ledger.bad-n':
    '-n: expected a positive whole number of entries, got {value}',
  'cli.ledger.otlp-unreadable':
    "--otlp: cannot read {path} ({error}); give an OTLP JSON Lines file as the collector's file exporter writes it",
  'cli.ledger.otlp-head': '{path}: {lines} lines, {workspaces} workspace(s)',
  'cli.ledger.otlp-workspace':
    '{workspace}: {entries} entries, seq {first}–{last}: {state}',
  'cli.ledger.broken': 'BROKEN',
  'cli.ledger.intact': 'intact',
  'cli.ledger.otlp-unreadable-lines': 'not OTLP JSON: line(s) {lines}',
  'cli.ledger.otlp-none':
    'no ledger entries (wukong.ledger.entry log records) found',
  'cli.ledger.sub-required': 'a subcommand is required; allowed: {allowed}',
  'cli.unknown-subcommand': 'unknown subcommand {name}; allowed: {allowed}',
  'cli.ledger.no-arguments': 'ledger {sub} takes no arguments, got {args}',
  'cli.ledger.misplaced':
    'ledger {sub} does not take {options}; allowed: {allowed}',
  'cli.ledger.otlp-or-dir':
    'ledger verify takes --otlp FILE or --dir DIR, not both',
  'cli.ledger.tail-empty': 'the ledger has no entries',
  'cli.ledger.section.truncated':
    'cut from the end (the ledger stops before the head kept outside the workspace)',
  'cli.ledger.section.rechained':
    're-chained or replaced (the head names another hash at that seq)',
  'cli.ledger.section.forged': 'forged entries (MAC missing or not of the key)',
  'cli.ledger.section.tampered': 'tampered lines',
  'cli.ledger.section.missing': 'missing lines',
  'cli.ledger.section.torn': 'torn lines',
  'cli.ledger.section.unanchored': 'cannot be checked',
  'cli.ledger.problem.seqs': ' (seq {seq}–{through}, {count} entries)',
  'cli.ledger.problem.lines': ' ({count} lines)',
  'cli.ledger.verify.head.one':
    '{entries} entries in {files} file (last seq {seq}) in {dir}',
  'cli.ledger.verify.head.many':
    '{entries} entries in {files} files (last seq {seq}) in {dir}',
  'cli.ledger.verify.anchored':
    'the head kept outside the workspace (seq {seq}, written {at})',
  'cli.ledger.verify.no-head': 'the head (none yet: the ledger is empty)',
  'cli.ledger.verify.unauthenticated.one':
    'note: {count} entry (seq {seqs}) unauthenticated (written before keys): chained, and fixed since the first keyed entry, but carrying no MAC',
  'cli.ledger.verify.unauthenticated.many':
    'note: {count} entries (seq {seqs}) unauthenticated (written before keys): chained, and fixed since the first keyed entry, but carrying no MAC',
  'cli.ledger.verify.intact':
    'intact: {head}; hash chain, MACs and {anchored} agree',
  'cli.ledger.verify.unanchored':
    'NOT anchored: {head}; nothing found wrong, but it cannot all be checked:',
  'cli.ledger.verify.not-intact': 'NOT intact: {head}',
  'cli.ledger.verify.first-tampered': 'first tampered line:',
  'cli.ledger.verify.first-missing': 'first missing line:',
  'cli.ledger.verify.more': '… {count} more (--json lists all)',
  'cli.ledger.verify.dropped':
    '… and {count} more problems not listed (the report keeps the first {kept})',
  'cli.ledger.replay.none': 'no machine entries in {dir}',
  'cli.ledger.replay.none-for-run': 'no machine entries for run {run} in {dir}',
  'cli.ledger.replay.never-started': 'never started',
  'cli.ledger.replay.state': '{value} ({status}), context {digest}…',
  'cli.ledger.replay.actor.one':
    'run {run} · {machine} {actor}: {events} event → {final}',
  'cli.ledger.replay.actor.many':
    'run {run} · {machine} {actor}: {events} events → {final}',
  'cli.ledger.replay.no-checkpoint':
    'no machine.state checkpoint to compare with',
  'cli.ledger.replay.reproduces.one':
    'reproduces all {count} checkpoint, the last at seq {seq} ({file}:{line})',
  'cli.ledger.replay.reproduces.many':
    'reproduces all {count} checkpoints, the last at seq {seq} ({file}:{line})',
  'cli.ledger.replay.differs':
    'DIFFERS from the checkpoint at seq {seq} ({file}:{line}) in {fields}:',
  'cli.ledger.replay.recorded': 'recorded {state}',
  'cli.ledger.replay.replayed': 'replayed {state}',
  'cli.ledger.replay.decisions-equal.one':
    'all {count} gate decision it acted on equal their gate.decision entries byte for byte',
  'cli.ledger.replay.decisions-equal.many':
    'all {count} gate decisions it acted on equal their gate.decision entries byte for byte',
  'cli.ledger.replay.decisions-differ':
    'gate decisions that do not match the ledger: {list}',
  'cli.ledger.replay.stopped':
    'stopped: {reason} — {summary}; to continue: {next}',
  'cli.ledger.replay.redacted':
    'note: redaction changed the events at seq {seqs} when they were recorded, so the replay sees what was written, not the original',
  'cli.ledger.replay.error': 'error: {error}',
  'cli.ledger.replay.fails-verify.one':
    'the ledger fails verify ({count} problem); replayed entries may be altered:',
  'cli.ledger.replay.fails-verify.many':
    'the ledger fails verify ({count} problems); replayed entries may be altered:',
  'cli.ledger.replay.ok': 'replay: OK',
  'cli.ledger.replay.differences': 'replay: DIFFERENCES FOUND',

  'cli.paths.one-module':
    'expected one module, got {got}; see wukong paths --help',
  'cli.paths.bad-ext': '{module}: a module must end in {allowed}',
  'cli.paths.refuse-overwrite':
    'refusing to overwrite {file}: `wukong paths` did not write it (use --force, or another --out)',
  'cli.paths.wrote':
    'wrote {file}: path tests of {machine} with {model}; run `npx vitest run {file}`',

  'cli.promise.set': 'promise {id}: {objective}',
  'cli.promise.done-when': 'done when {condition}',
  'cli.promise.abort-when': 'abort ({reason}) when {condition}',
  'cli.promise.none':
    'no promise set (wukong promise set --objective … --ac …)',
  'cli.promise.since': '{objective} (since {at})',
  'cli.promise.cleared': 'promise cleared',
  'cli.promise.was-none': 'no promise was set',
  'cli.promise.unknown-sub':
    'unknown promise subcommand {sub}; allowed: set, show, clear',

  'cli.resume.options-only':
    'resume takes options only, got {args}; see wukong resume --help',
  'cli.resume.waiting': 'a resume is waiting since {at}',
  'cli.resume.waiting-guidance':
    'a resume is waiting since {at} (guidance: {guidance})',
  'cli.resume.none': 'no resume waiting',
  'cli.resume.empty-guidance':
    '--guidance may not be empty; leave it out instead',
  'cli.resume.refused':
    "refused: stdin is not a terminal. Resuming a stopped loop is the user's to do; run it from a terminal, or add --yes in a script of your own.",
  'cli.resume.requested':
    'resume requested: the stopped loop resumes at its next hook (your next prompt, or the next tool call); hard-denies stay',

  'cli.run.forced': ' (forced by {signals})',
  'cli.run.plan-approved': 'PLAN approved: {paths}',
  'cli.run.plan-open': 'PLAN not approved: {paths}',
  'cli.run.no-paths': '(no paths)',
  'cli.run.blocking': ' (blocking)',
  'cli.run.no-active':
    'no active run: start one (wukong run start --objective …) or name it with --run ID',
  'cli.run.bad-mode': '--mode {mode}: allowed: {allowed}',
  'cli.run.plan-needs-path':
    'run plan needs at least one --path (a workspace-relative file or glob)',
  'cli.run.no-run': 'no run {id} (wukong run list)',
  'cli.run.pre-plan-refused': 'the pre-plan gate refused: {findings}',
  'cli.run.phase-needs': 'run phase needs a phase; allowed: {allowed}',
  'cli.run.note': 'note: [{policy}] {message}',
  'cli.run.question-text': 'run question add needs the question text',
  'cli.run.answer-needs':
    'run question answer needs the question id and the answer: wukong run question answer Q1 "…"',
  'cli.run.question-sub': 'run question {what}: allowed: add, answer',
  'cli.run.switch-needs': 'run switch needs a run id, or `none`',
  'cli.run.none-active': 'no run is active',
  'cli.run.active': 'active run: {id}',
  'cli.run.no-runs': 'no runs (wukong run start --objective …)',
  'cli.run.unknown-sub': 'unknown run subcommand {sub}; allowed: {allowed}',

  'cli.sandbox.socket-absolute': '--socket must be an absolute path',
  'cli.sandbox.run-needs':
    'give the command after `--`: wukong sandbox run -- "npm test"',
  'cli.sandbox.unknown-sub':
    'unknown sandbox command {sub}; allowed: status, run',
  'cli.sandbox.available': 'sandbox: available (bubblewrap {bwrap}{socat})',
  'cli.sandbox.socat': ', socat {version}',
  'cli.sandbox.no-socat': ', no socat: no network allowlist',
  'cli.sandbox.unavailable': 'sandbox: unavailable — {reason}',
  'cli.sandbox.mode': 'mode: {mode}{note}',
  'cli.sandbox.mode.off': ' (Bash is gated only)',
  'cli.sandbox.mode.native': " (Claude Code's own sandbox carries the profile)",
  'cli.sandbox.mode.required': ' (Bash is denied)',
  'cli.sandbox.mode.gate-only':
    ' (Bash is gated only: gate-only mode, recorded in the ledger)',
  'cli.sandbox.mode.sandboxed':
    ' (every Bash command the gate lets through runs sandboxed)',
  'cli.sandbox.writable': 'writable: {paths}',
  'cli.sandbox.read-only': 'read-only inside it: {paths}',
  'cli.sandbox.hidden': 'hidden: {paths}',
  'cli.sandbox.network': 'network: {hosts}',
  'cli.sandbox.rest': 'everything else: read-only; /tmp private',

  'cli.scan.stdin-mixed':
    '- (stdin) cannot be mixed with files; allowed: FILE... or - alone',
  'cli.scan.cannot-read': 'cannot read {file}: {error}',
  'cli.scan.no-such-file': 'no such file',
  'cli.scan.is-directory':
    '{file} is a directory; allowed: files, or - for stdin',
  'cli.scan.clean': 'no secrets found in {what}',
  'cli.scan.files': '{count} files',
  'cli.scan.found': '{secrets} found in {inputs}',
  'cli.scan.secrets.one': '{count} secret',
  'cli.scan.secrets.many': '{count} secrets',
  'cli.scan.inputs.one': '{count} input',
  'cli.scan.inputs.many': '{count} inputs',
  'cli.scan.deferred-one-folder':
    '--deferred takes one folder (a repository); got {got}',
  'cli.scan.no-folder': 'cannot read {path}: no such folder',
  'cli.scan.not-folder':
    '{path} is not a folder; allowed: the folder of a repository',
  'cli.scan.cut': ' (stopped after {count} entries)',
  'cli.scan.nothing-runs': 'nothing in {path} would run by itself{cut}',
  'cli.scan.surface': '{surface} — {when}, by {who}',
  'cli.scan.planted': 'planted there, [{policy}] {finding}',
  'cli.scan.summary.one':
    '{count} thing would run or steer future sessions if you trusted {path}; {denied} the command rules deny{cut}',
  'cli.scan.summary.many':
    '{count} things would run or steer future sessions if you trusted {path}; {denied} the command rules deny{cut}',

  'cli.serve.json-needs': '--json goes with --status or --stop',
  'cli.serve.not-trusting': 'not trusting {dir}: {why}',
  'cli.serve.none': 'no wukong serve for {workspace}',
  'cli.serve.running':
    'running: pid {pid}, build {build}, since {at}, socket {socket}',
  'cli.serve.stopping':
    'stopping: pid {pid}, build {build}, since {at}, socket {socket}',
  'cli.serve.bad-idle':
    '--idle-minutes must be a whole number of minutes >= 1, got {value}',
  'cli.serve.telemetry-on': 'telemetry on → {traces}, {logs}',
  'cli.serve.telemetry-off': 'telemetry off ({why})',
  'cli.serve.fsync': "the ledger's fsync failed: {error}",
  'cli.serve.already': 'another server already answers on {socket}',

  'cli.throttle.not-allowed':
    '{flag} {value} is not allowed; allowed: {allowed}',
  'cli.throttle.mute-both': 'give --mute or --unmute, not both',
  'cli.throttle.mute-prompt': '--mute and --unmute take no prompt',
  'cli.throttle.still-muted': ' (still muted by wukong.config.json)',
  'cli.throttle.status-prompt': '--status takes no prompt',
  'cli.throttle.needs-prompt': 'throttle needs a prompt (or - for stdin)',
  'cli.throttle.model-needs': '--model needs a model id',
  'cli.throttle.status.title': 'Throttle rules:',
  'cli.throttle.status.disabled': 'disabled',
  'cli.throttle.status.config-muted': 'muted (wukong.config.json)',
  'cli.throttle.status.cooling': 'cooling down, {seconds} s left',
  'cli.throttle.status.streak': '  (continue ×{count})',

  'cli.undo.none':
    'no snapshots in this working tree yet: Wukong takes one before a call that deletes or rewrites files',
  'cli.undo.table-head':
    'ID            TAKEN (UTC)          TOOL        BEFORE',
  'cli.undo.more': '… and {count} more',
  'cli.undo.one-id': 'undo takes at most one snapshot ID; got {args}',
  'cli.undo.look-only':
    '--list and --status only look: give them without an ID, --path or --clean',
  'cli.undo.list-or-status': 'give --list or --status, not both',
  'cli.undo.unavailable': 'undo: unavailable: {why}',
  'cli.undo.available.one':
    'undo: available in {top}: {count} snapshot{newest}',
  'cli.undo.available.many':
    'undo: available in {top}: {count} snapshots{newest}',
  'cli.undo.newest': ', newest {id} at {at} before {before}',
  'cli.undo.refused':
    "refused: stdin is not a terminal. Restoring the workspace is the user's to do; run it from a terminal, or add --yes in a script of your own.",
  'cli.undo.nothing':
    'nothing to restore: {what} already matches snapshot {id}',
  'cli.undo.working-tree': 'the working tree',
  'cli.undo.restored.one':
    'restored {count} file from snapshot {id} ({at}, before {before})',
  'cli.undo.restored.many':
    'restored {count} files from snapshot {id} ({at}, before {before})',
  'cli.undo.removed': 'removed {count} created since (--clean):',
  'cli.undo.left-alone':
    'left alone {count} created since the snapshot (--clean removes them):',
  'cli.undo.symlink': 'not removed (a folder on the way is a symlink):',
  'cli.undo.submodules.one':
    "not restored: {count} submodule (a snapshot holds a submodule's commit, not its files; `git submodule update --init -- <path>` brings them back from its own repository):",
  'cli.undo.submodules.many':
    "not restored: {count} submodules (a snapshot holds a submodule's commit, not its files; `git submodule update --init -- <path>` brings them back from its own repository):",
  'cli.undo.before':
    'the state before this undo is snapshot {id}: `wukong undo {id} --clean` puts it back',

  'cli.verify-plan.needs':
    'verify-plan needs the command to check, quoted as one argument',
  'cli.verify-plan.one':
    'verify-plan takes one command; got {count} arguments (quote the whole command)',
  'cli.verify-plan.runs': 'runs (no shell): {argv}',
  'cli.verify-plan.script': '  (package script "{script}")',
  'cli.verify-plan.allow-list': '  (allow-list)',
  'cli.verify-plan.why': 'why: {reason}',
  'cli.verify-plan.scripts': 'scripts here: {scripts}',
  'cli.verify-plan.no-scripts': '(none)',

  'cli.viz.stale': 'stale: {files} (run `{command}`)',
  'cli.viz.fresh': 'fresh: {count} files',
  'cli.viz.wrote': 'wrote {count} files into {dir}: {files}',
  'cli.viz.one-module': 'viz takes one machine module; got {count}: {args}',
  'cli.viz.module-options':
    "a module takes --export, --out, --check and --json; --ledger and --machine are for Wukong's own machines",
  'cli.viz.bad-ext':
    '{module}: expected a TypeScript or JavaScript module ({allowed})',
  'cli.viz.export-needs':
    '--export needs a module: wukong viz MODULE --export NAME',
  'cli.viz.ledger-options': '--ledger takes only --run, --out and --json',
  'cli.viz.no-ledger':
    '--ledger {path}: no such file or folder (a ledger lives in .wukong/ledger)',
  'cli.viz.wrote-page': 'wrote {file}: open it in a browser',
  'cli.viz.run-needs': '--run needs --ledger',
  'cli.viz.unknown-machine': 'unknown machine {name}; allowed: {allowed}',

  'cli.doctor.managed.unloadable':
    'the configuration or the managed policy does not load: hooks fail closed until it does',
  'cli.doctor.managed.ignored':
    '{path}; ignored in the repository config: {ignored}',
  'cli.doctor.managed.fix':
    'remove those settings from wukong.config.json: the managed policy wins',
  'cli.doctor.telemetry.on': 'on → {url}',
  'cli.doctor.telemetry.off': 'off ({why})',
  'cli.doctor.telemetry.detail':
    '{state}; spool {records} records{dropped}{failed}',
  'cli.doctor.telemetry.dropped': ', {records} DROPPED at the cap (last {at})',
  'cli.doctor.telemetry.failed': '; last export failed: {error}',
  'cli.doctor.telemetry.fix-dropped':
    'start the daemon (wukong serve) with the collector reachable, or raise telemetry.spoolMaxBytes',
  'cli.doctor.telemetry.fix-failed':
    'check the collector at the endpoint; the spool keeps what failed',
};

export const cliOutputZh: Record<keyof typeof cliOutputEn, string> = {
  'cli.unknown-command': '未知命令 {name}; 可用: {allowed}',
  'cli.internal-error': '内部错误: {error}',
  'cli.args.unknown-option': "未知选项 '{option}'",
  'cli.args.dash-positional':
    "。要给出以 '-' 开头的位置参数, 请把它放在命令末尾的 '--' 之后, 例如 '-- {quoted}'",
  'cli.args.missing-value': "选项 '{option}' 缺少参数值",
  'cli.args.no-value': "选项 '{option}' 不接受参数值",
  'cli.args.unexpected': "多余的参数 '{arg}'。此命令不接受位置参数",
  'cli.none': '无',
  'cli.nothing': '什么也没有',
  'cli.no-such-file': '{path}: 没有这个文件',
  'cli.cwd-missing': '--cwd {dir}: 没有这个目录',

  'cli.verify.cannot-read': '无法读取提交 {file}: {error}',
  'cli.verify.not-json': '{file} 不是有效的 JSON: {error}',
  'cli.verify.batch-files': 'verify --batch 接受一个或多个批次文件或目录',
  'cli.verify.batch-final':
    'verify --batch 需要最后做完整检查用的整合提交: 给出 --final FILE, 或把 final.json 放进批次目录',
  'cli.verify.one-file': 'verify 接受一个提交文件 (或用 - 表示 stdin)',
  'cli.verify.submission': '提交 {file}',
  'cli.verify.unknown-avatar':
    '提交 {file}: 字段 `avatar`: 未知的分身 {avatar}; 可用: {allowed}',
  'cli.verify.no-facts':
    '提交 {file}: 字段 `facts` 由 wukong verify 自己查明, 不能提交; 请删除它',

  'cli.anchors.cannot-read': '无法读取锚点草稿 {file}: {error}',
  'cli.anchors.not-object': '{file} 不是一个 JSON 对象: {error}',
  'cli.anchors.add-one': 'anchors add 至多接受一个草稿文件',
  'cli.anchors.bad-repeat': '--repeat 必须是正整数, 却是 {value}',
  'cli.anchors.bad-type': '--type {value}; 可用: {allowed}',
  'cli.anchors.one-id': 'anchors {sub} 接受一个 id, 例如 D001',
  'cli.anchors.needs-reason':
    'anchors obsolete 需要 --reason TEXT: 这个锚点为何不再成立',
  'cli.anchors.update-needs':
    'anchors update 需要一个要改的字段 ({fields}), 或用 --note TEXT 确认它仍然成立',
  'cli.anchors.search-needs': 'anchors search 需要要查找的文字',

  'cli.context.prune-one': 'context prune 接受一个 transcript 文件',
  'cli.context.bad-preset': '--preset {value} 不是 DCP 预设; 可用: {allowed}',
  'cli.context.restore-needs':
    'context restore 需要一个修剪过的 transcript 和 --from <original.jsonl>',
  'cli.context.no-positionals':
    'context {name} 不接受位置参数; 用 --transcript FILE 给出 transcript',
  'cli.context.archive-needs':
    'context archive 需要一个 transcript: 给出 --transcript FILE (在 ~/.claude/projects 下没有找到这个工作区的)',
  'cli.context.load-one': 'context load 至多接受一个会话名',

  'cli.telemetry.expected-status':
    'telemetry: 应为子命令 status, 收到的是 {got}',

  'cli.check.needs-kind': 'check 需要检查的对象: `command` 或 `path`',
  'cli.check.unknown-kind': '未知的检查 {kind}; 可用: command、path',
  'cli.check.needs-command':
    'check command 需要要检查的命令, 作为一个参数加引号给出',
  'cli.check.needs-path': 'check path 需要要检查的路径',
  'cli.check.one-command':
    'check command 接受一条命令; 收到的是 {count} 个参数 (请给整条命令加引号)',
  'cli.check.one-path': 'check path 接受一个路径; 收到的是 {count} 个参数',
  'cli.check.write-path-only': '--write 只用于 `check path`',
  'cli.check.scripts-command-only': '{option} 只用于 `check command`',
  'cli.check.scripts-both': '--scripts 与 --no-scripts 互相矛盾; 只给一个',

  'cli.audit.no-arguments': 'audit 不接受参数, 却收到了 {args}',
  'cli.audit.bad-top': '--top: 应为正整数, 却是 {value}',
  'cli.audit.bad-min': '--min: 应为 0 到 100 的整数, 却是 {value}',
  'cli.audit.below-min': '低于 --min {min}: {scores}',
  'cli.audit.title': 'Wukong harness 审计',
  'cli.audit.top-findings': '主要发现:',
  'cli.audit.top-actions': '主要行动:',

  'cli.authorize.bad-for':
    '--for {value}: 应为整数加单位 (s、m、h、d), 例如 30m 或 2h, 大于 0 且至多 7d',
  'cli.authorize.refused':
    '已拒绝: stdin 不是终端。授权 (Authorization) 归用户给出; 请在终端中运行, 或在你自己的脚本里加上 --yes。',
  'cli.authorize.once': '一次',
  'cli.authorize.until': '直到',
  'cli.authorize.live': '生效中',
  'cli.authorize.spent': '已用于 {at}',
  'cli.authorize.expired': '已过期',
  'cli.authorize.options-only':
    'authorize 只接受选项, 却收到了 {args}; 见 wukong authorize --help',
  'cli.authorize.none': '没有授权 (wukong authorize --policy P --match GLOB)',
  'cli.authorize.no-grant':
    '--revoke {id}: 没有这个授权; wukong authorize --list 列出各个 id',
  'cli.authorize.revoked': '已撤销 {id}',
  'cli.authorize.bad-policy':
    '--policy {value}: 应为询问时方括号里显示的策略名 (字母、数字、- . :), 例如 command.publish',
  'cli.authorize.match-required':
    '必须给出 --match: 授权覆盖的命令或路径通配 ("*" 表示该策略的所有对象)',
  'cli.authorize.once-or-for': '--once 与 --for 互斥; 只给一个',
  'cli.authorize.granted-once':
    '已授权 {id}: {policy} 在 {scope} 上的软拒绝解除一次调用, 直到 {until}; 硬拒绝依旧',
  'cli.authorize.granted-for':
    '已授权 {id}: {policy} 在 {scope} 上的软拒绝对每次调用解除, 直到 {until}; 硬拒绝依旧',

  'cli.config.not-json':
    '{file} 不是有效的 JSON ({error}); 用 `wukong config edit` 修复',
  'cli.config.not-object': '{file} 必须是一个 JSON 对象',
  'cli.config.refused':
    '已拒绝: stdin 不是终端。修改 Wukong 的配置归用户去做; 请在终端中运行, 或在你自己的脚本里加上 --yes。',
  'cli.config.editor-failed': '编辑器 ({editor}) {why}; 没有任何改动',
  'cli.config.no-change': '没有改动 ({file})',
  'cli.config.your-edit': '你的编辑 (保存在 {copy})',
  'cli.config.edit-invalid':
    '{file} 未改动; 请再次运行 `wukong config edit` (你的编辑保存在 {copy})',
  'cli.config.replaced': '已替换 {file}',
  'cli.config.arity': 'config {sub} 接受 {what}; 收到的是 {got}',
  'cli.config.one-key': '一个 KEY',
  'cli.config.key-value': 'KEY VALUE',
  'cli.config.no-arguments': '不接受参数',
  'cli.config.no-file': '没有配置文件: 每个值都是默认值',
  'cli.config.unknown-sub': '未知的 config 子命令 {sub}; 可用: {allowed}',

  'cli.hook.no-event':
    'wukong hook 没有收到 --event <Event>, stdin 里也没有 hook_event_name; 请重新运行 `wukong init`',
  'cli.hook.config': '配置: {error}',
  'cli.hook.ledger-failed': '账本无法记录这次决定 ({error})',

  'cli.ledger.no-folder': '{path} 处没有账本目录',
  'cli.ledger.no-folder-here':
    '{path} 处没有账本目录 (请在含有 .wukong/ledger 的工作区里运行, 或给出 --dir)',
  'cli.ledger.bad-n': '-n: 应为条目数 (正整数), 却是 {value}',
  'cli.ledger.otlp-unreadable':
    '--otlp: 无法读取 {path} ({error}); 请给出 collector 的文件导出器写出的 OTLP JSON Lines 文件',
  'cli.ledger.otlp-head': '{path}: {lines} 行, {workspaces} 个工作区',
  'cli.ledger.otlp-workspace':
    '{workspace}: {entries} 条, seq {first}–{last}: {state}',
  'cli.ledger.broken': '已损坏',
  'cli.ledger.intact': '完好',
  'cli.ledger.otlp-unreadable-lines': '不是 OTLP JSON 的行: {lines}',
  'cli.ledger.otlp-none': '没有找到账本条目 (wukong.ledger.entry 日志记录)',
  'cli.ledger.sub-required': '需要一个子命令; 可用: {allowed}',
  'cli.unknown-subcommand': '未知子命令 {name}; 可用: {allowed}',
  'cli.ledger.no-arguments': 'ledger {sub} 不接受参数, 却收到了 {args}',
  'cli.ledger.misplaced': 'ledger {sub} 不接受 {options}; 可用: {allowed}',
  'cli.ledger.otlp-or-dir':
    'ledger verify 接受 --otlp FILE 或 --dir DIR, 不能两者都给',
  'cli.ledger.tail-empty': '账本中没有条目',
  'cli.ledger.section.truncated':
    '末尾被截掉 (账本在保存在工作区之外的头部之前就结束了)',
  'cli.ledger.section.rechained':
    '被重新链接或替换 (头部在该 seq 处记的是另一个哈希)',
  'cli.ledger.section.forged': '伪造的条目 (缺少 MAC 或 MAC 不属于该密钥)',
  'cli.ledger.section.tampered': '被篡改的行',
  'cli.ledger.section.missing': '缺失的行',
  'cli.ledger.section.torn': '写了一半的行',
  'cli.ledger.section.unanchored': '无法检查',
  'cli.ledger.problem.seqs': ' (seq {seq}–{through}, {count} 条)',
  'cli.ledger.problem.lines': ' ({count} 行)',
  'cli.ledger.verify.head.one':
    '{entries} 条, 在 {files} 个文件中 (最后的 seq {seq}), 位于 {dir}',
  'cli.ledger.verify.head.many':
    '{entries} 条, 在 {files} 个文件中 (最后的 seq {seq}), 位于 {dir}',
  'cli.ledger.verify.anchored': '保存在工作区之外的头部 (seq {seq}, 写于 {at})',
  'cli.ledger.verify.no-head': '头部 (尚无: 账本是空的)',
  'cli.ledger.verify.unauthenticated.one':
    '注意: {count} 条 (seq {seqs}) 未经认证 (写于密钥之前): 已链接, 且自第一条带密钥的条目起固定, 但不带 MAC',
  'cli.ledger.verify.unauthenticated.many':
    '注意: {count} 条 (seq {seqs}) 未经认证 (写于密钥之前): 已链接, 且自第一条带密钥的条目起固定, 但不带 MAC',
  'cli.ledger.verify.intact': '完好: {head}; 哈希链、MAC 与{anchored}一致',
  'cli.ledger.verify.unanchored':
    '未锚定: {head}; 没有发现问题, 但无法全部检查:',
  'cli.ledger.verify.not-intact': '不完好: {head}',
  'cli.ledger.verify.first-tampered': '第一处被篡改的行:',
  'cli.ledger.verify.first-missing': '第一处缺失的行:',
  'cli.ledger.verify.more': '… 另有 {count} 处 (--json 列出全部)',
  'cli.ledger.verify.dropped':
    '… 另有 {count} 个问题未列出 (报告只保留前 {kept} 个)',
  'cli.ledger.replay.none': '{dir} 中没有状态机条目',
  'cli.ledger.replay.none-for-run': '{dir} 中没有运行 {run} 的状态机条目',
  'cli.ledger.replay.never-started': '从未启动',
  'cli.ledger.replay.state': '{value} ({status}), 上下文 {digest}…',
  'cli.ledger.replay.actor.one':
    '运行 {run} · {machine} {actor}: {events} 个事件 → {final}',
  'cli.ledger.replay.actor.many':
    '运行 {run} · {machine} {actor}: {events} 个事件 → {final}',
  'cli.ledger.replay.no-checkpoint': '没有可供比较的 machine.state 检查点',
  'cli.ledger.replay.reproduces.one':
    '重现了全部 {count} 个检查点, 最后一个在 seq {seq} ({file}:{line})',
  'cli.ledger.replay.reproduces.many':
    '重现了全部 {count} 个检查点, 最后一个在 seq {seq} ({file}:{line})',
  'cli.ledger.replay.differs':
    '与 seq {seq} ({file}:{line}) 处的检查点不同, 在 {fields}:',
  'cli.ledger.replay.recorded': '记录的 {state}',
  'cli.ledger.replay.replayed': '回放的 {state}',
  'cli.ledger.replay.decisions-equal.one':
    '它依据的全部 {count} 个闸门决定与其 gate.decision 条目逐字节一致',
  'cli.ledger.replay.decisions-equal.many':
    '它依据的全部 {count} 个闸门决定与其 gate.decision 条目逐字节一致',
  'cli.ledger.replay.decisions-differ': '与账本不一致的闸门决定: {list}',
  'cli.ledger.replay.stopped': '已停止: {reason} — {summary}; 要继续: {next}',
  'cli.ledger.replay.redacted':
    '注意: 记录时脱敏改动了 seq {seqs} 处的事件, 所以回放看到的是写下的内容, 而不是原文',
  'cli.ledger.replay.error': '错误: {error}',
  'cli.ledger.replay.fails-verify.one':
    '账本未通过校验 ({count} 个问题); 回放的条目可能被改动过:',
  'cli.ledger.replay.fails-verify.many':
    '账本未通过校验 ({count} 个问题); 回放的条目可能被改动过:',
  'cli.ledger.replay.ok': '回放: 一致',
  'cli.ledger.replay.differences': '回放: 发现差异',

  'cli.paths.one-module':
    '应给出一个模块, 收到的是 {got}; 见 wukong paths --help',
  'cli.paths.bad-ext': '{module}: 模块必须以 {allowed} 结尾',
  'cli.paths.refuse-overwrite':
    '拒绝覆盖 {file}: 它不是 `wukong paths` 写的 (用 --force, 或换一个 --out)',
  'cli.paths.wrote':
    '已写入 {file}: {machine} 的路径测试, 模型 {model}; 运行 `npx vitest run {file}`',

  'cli.promise.set': '承诺 {id}: {objective}',
  'cli.promise.done-when': '完成条件: {condition}',
  'cli.promise.abort-when': '中止 ({reason}) 条件: {condition}',
  'cli.promise.none': '没有设置承诺 (wukong promise set --objective … --ac …)',
  'cli.promise.since': '{objective} (自 {at} 起)',
  'cli.promise.cleared': '已清除承诺',
  'cli.promise.was-none': '原本就没有设置承诺',
  'cli.promise.unknown-sub':
    '未知的 promise 子命令 {sub}; 可用: set、show、clear',

  'cli.resume.options-only':
    'resume 只接受选项, 却收到了 {args}; 见 wukong resume --help',
  'cli.resume.waiting': '有一个恢复请求在等待, 自 {at} 起',
  'cli.resume.waiting-guidance':
    '有一个恢复请求在等待, 自 {at} 起 (指引: {guidance})',
  'cli.resume.none': '没有等待中的恢复请求',
  'cli.resume.empty-guidance': '--guidance 不能为空; 不需要就不要给',
  'cli.resume.refused':
    '已拒绝: stdin 不是终端。恢复被停下的循环归用户去做; 请在终端中运行, 或在你自己的脚本里加上 --yes。',
  'cli.resume.requested':
    '已请求恢复: 被停下的循环在下一次 hook 时恢复 (你的下一条提示词, 或下一次工具调用); 硬拒绝依旧',

  'cli.run.forced': ' (被 {signals} 强制)',
  'cli.run.plan-approved': 'PLAN 已批准: {paths}',
  'cli.run.plan-open': 'PLAN 未批准: {paths}',
  'cli.run.no-paths': '(没有路径)',
  'cli.run.blocking': ' (阻塞)',
  'cli.run.no-active':
    '没有进行中的运行: 先开始一个 (wukong run start --objective …), 或用 --run ID 指定',
  'cli.run.bad-mode': '--mode {mode}: 可用: {allowed}',
  'cli.run.plan-needs-path':
    'run plan 至少需要一个 --path (相对工作区的文件或通配)',
  'cli.run.no-run': '没有运行 {id} (wukong run list)',
  'cli.run.pre-plan-refused': 'pre-plan 闸门拒绝了: {findings}',
  'cli.run.phase-needs': 'run phase 需要一个阶段; 可用: {allowed}',
  'cli.run.note': '注意: [{policy}] {message}',
  'cli.run.question-text': 'run question add 需要问题的文字',
  'cli.run.answer-needs':
    'run question answer 需要问题 id 和答案: wukong run question answer Q1 "…"',
  'cli.run.question-sub': 'run question {what}: 可用: add、answer',
  'cli.run.switch-needs': 'run switch 需要一个运行 id, 或 `none`',
  'cli.run.none-active': '没有进行中的运行',
  'cli.run.active': '进行中的运行: {id}',
  'cli.run.no-runs': '没有运行 (wukong run start --objective …)',
  'cli.run.unknown-sub': '未知的 run 子命令 {sub}; 可用: {allowed}',

  'cli.sandbox.socket-absolute': '--socket 必须是绝对路径',
  'cli.sandbox.run-needs':
    '把命令放在 `--` 之后: wukong sandbox run -- "npm test"',
  'cli.sandbox.unknown-sub': '未知的 sandbox 命令 {sub}; 可用: status、run',
  'cli.sandbox.available': '沙箱: 可用 (bubblewrap {bwrap}{socat})',
  'cli.sandbox.socat': ', socat {version}',
  'cli.sandbox.no-socat': ', 没有 socat: 没有网络白名单',
  'cli.sandbox.unavailable': '沙箱: 不可用 — {reason}',
  'cli.sandbox.mode': '模式: {mode}{note}',
  'cli.sandbox.mode.off': ' (Bash 只经过闸门)',
  'cli.sandbox.mode.native': ' (由 Claude Code 自己的沙箱执行该配置)',
  'cli.sandbox.mode.required': ' (Bash 被拒绝)',
  'cli.sandbox.mode.gate-only': ' (Bash 只经过闸门: 仅闸门模式, 记入账本)',
  'cli.sandbox.mode.sandboxed': ' (闸门放行的每条 Bash 命令都在沙箱中运行)',
  'cli.sandbox.writable': '可写: {paths}',
  'cli.sandbox.read-only': '其中只读: {paths}',
  'cli.sandbox.hidden': '隐藏: {paths}',
  'cli.sandbox.network': '网络: {hosts}',
  'cli.sandbox.rest': '其余一切: 只读; /tmp 私有',

  'cli.scan.stdin-mixed': '- (stdin) 不能与文件混用; 可用: FILE... 或单独的 -',
  'cli.scan.cannot-read': '无法读取 {file}: {error}',
  'cli.scan.no-such-file': '没有这个文件',
  'cli.scan.is-directory': '{file} 是一个目录; 可用: 文件, 或用 - 表示 stdin',
  'cli.scan.clean': '{what} 中没有发现密钥',
  'cli.scan.files': '{count} 个文件',
  'cli.scan.found': '{secrets}, 在 {inputs} 中',
  'cli.scan.secrets.one': '发现 {count} 个密钥',
  'cli.scan.secrets.many': '发现 {count} 个密钥',
  'cli.scan.inputs.one': '{count} 个输入',
  'cli.scan.inputs.many': '{count} 个输入',
  'cli.scan.deferred-one-folder':
    '--deferred 接受一个目录 (一个仓库); 收到的是 {got}',
  'cli.scan.no-folder': '无法读取 {path}: 没有这个目录',
  'cli.scan.not-folder': '{path} 不是目录; 可用: 一个仓库的目录',
  'cli.scan.cut': ' (在 {count} 个条目后停止)',
  'cli.scan.nothing-runs': '{path} 中没有任何东西会自行运行{cut}',
  'cli.scan.surface': '{surface} — {when}, 由 {who}',
  'cli.scan.planted': '埋在那里之后, [{policy}] {finding}',
  'cli.scan.summary.one':
    '如果你信任 {path}, 有 {count} 处会运行或左右今后的会话; 其中 {denied} 处被命令规则拒绝{cut}',
  'cli.scan.summary.many':
    '如果你信任 {path}, 有 {count} 处会运行或左右今后的会话; 其中 {denied} 处被命令规则拒绝{cut}',

  'cli.serve.json-needs': '--json 要与 --status 或 --stop 一起用',
  'cli.serve.not-trusting': '不信任 {dir}: {why}',
  'cli.serve.none': '{workspace} 没有 wukong serve',
  'cli.serve.running':
    '运行中: pid {pid}, 构建 {build}, 自 {at} 起, socket {socket}',
  'cli.serve.stopping':
    '正在停止: pid {pid}, 构建 {build}, 自 {at} 起, socket {socket}',
  'cli.serve.bad-idle': '--idle-minutes 必须是 >= 1 的整数分钟, 却是 {value}',
  'cli.serve.telemetry-on': 'telemetry 已开启 → {traces}, {logs}',
  'cli.serve.telemetry-off': 'telemetry 已关闭 ({why})',
  'cli.serve.fsync': '账本的 fsync 失败: {error}',
  'cli.serve.already': '另一个服务已在 {socket} 上应答',

  'cli.throttle.not-allowed': '{flag} {value} 不被允许; 可用: {allowed}',
  'cli.throttle.mute-both': '给出 --mute 或 --unmute, 不能两者都给',
  'cli.throttle.mute-prompt': '--mute 和 --unmute 不接受提示词',
  'cli.throttle.still-muted': ' (仍被 wukong.config.json 静音)',
  'cli.throttle.status-prompt': '--status 不接受提示词',
  'cli.throttle.needs-prompt': 'throttle 需要一条提示词 (或用 - 表示 stdin)',
  'cli.throttle.model-needs': '--model 需要一个模型 id',
  'cli.throttle.status.title': '节流规则:',
  'cli.throttle.status.disabled': '已禁用',
  'cli.throttle.status.config-muted': '已静音 (wukong.config.json)',
  'cli.throttle.status.cooling': '冷却中, 还剩 {seconds} 秒',
  'cli.throttle.status.streak': '  (继续 ×{count})',

  'cli.undo.none':
    '这个工作树中还没有快照: Wukong 在删除或改写文件的调用之前拍一个',
  'cli.undo.table-head': 'ID            拍摄时间 (UTC)       工具        之前',
  'cli.undo.more': '… 另有 {count} 个',
  'cli.undo.one-id': 'undo 至多接受一个快照 ID; 收到的是 {args}',
  'cli.undo.look-only':
    '--list 和 --status 只是查看: 不要同时给 ID、--path 或 --clean',
  'cli.undo.list-or-status': '给出 --list 或 --status, 不能两者都给',
  'cli.undo.unavailable': 'undo: 不可用: {why}',
  'cli.undo.available.one': 'undo: 在 {top} 中可用: {count} 个快照{newest}',
  'cli.undo.available.many': 'undo: 在 {top} 中可用: {count} 个快照{newest}',
  'cli.undo.newest': ', 最新的 {id} 拍于 {at}, 在 {before} 之前',
  'cli.undo.refused':
    '已拒绝: stdin 不是终端。恢复工作区归用户去做; 请在终端中运行, 或在你自己的脚本里加上 --yes。',
  'cli.undo.nothing': '没有要恢复的: {what} 已与快照 {id} 一致',
  'cli.undo.working-tree': '工作树',
  'cli.undo.restored.one':
    '已从快照 {id} 恢复 {count} 个文件 ({at}, 在 {before} 之前)',
  'cli.undo.restored.many':
    '已从快照 {id} 恢复 {count} 个文件 ({at}, 在 {before} 之前)',
  'cli.undo.removed': '已移除之后新建的 {count} 个 (--clean):',
  'cli.undo.left-alone':
    '保留了快照之后新建的 {count} 个 (--clean 会移除它们):',
  'cli.undo.symlink': '未移除 (路径上的某个目录是符号链接):',
  'cli.undo.submodules.one':
    '未恢复: {count} 个子模块 (快照保存的是子模块的提交, 而不是它的文件; `git submodule update --init -- <path>` 从它自己的仓库取回):',
  'cli.undo.submodules.many':
    '未恢复: {count} 个子模块 (快照保存的是子模块的提交, 而不是它的文件; `git submodule update --init -- <path>` 从它自己的仓库取回):',
  'cli.undo.before':
    '这次 undo 之前的状态是快照 {id}: `wukong undo {id} --clean` 可以放回去',

  'cli.verify-plan.needs':
    'verify-plan 需要要检查的命令, 作为一个参数加引号给出',
  'cli.verify-plan.one':
    'verify-plan 接受一条命令; 收到的是 {count} 个参数 (请给整条命令加引号)',
  'cli.verify-plan.runs': '运行 (不经 shell): {argv}',
  'cli.verify-plan.script': '  (包脚本 "{script}")',
  'cli.verify-plan.allow-list': '  (白名单)',
  'cli.verify-plan.why': '原因: {reason}',
  'cli.verify-plan.scripts': '这里的脚本: {scripts}',
  'cli.verify-plan.no-scripts': '(无)',

  'cli.viz.stale': '已过时: {files} (运行 `{command}`)',
  'cli.viz.fresh': '最新: {count} 个文件',
  'cli.viz.wrote': '已写入 {count} 个文件到 {dir}: {files}',
  'cli.viz.one-module': 'viz 接受一个状态机模块; 收到的是 {count} 个: {args}',
  'cli.viz.module-options':
    '模块只接受 --export、--out、--check 和 --json; --ledger 和 --machine 用于 Wukong 自己的状态机',
  'cli.viz.bad-ext': '{module}: 应为 TypeScript 或 JavaScript 模块 ({allowed})',
  'cli.viz.export-needs':
    '--export 需要一个模块: wukong viz MODULE --export NAME',
  'cli.viz.ledger-options': '--ledger 只接受 --run、--out 和 --json',
  'cli.viz.no-ledger':
    '--ledger {path}: 没有这个文件或目录 (账本在 .wukong/ledger 中)',
  'cli.viz.wrote-page': '已写入 {file}: 用浏览器打开它',
  'cli.viz.run-needs': '--run 需要 --ledger',
  'cli.viz.unknown-machine': '未知的状态机 {name}; 可用: {allowed}',

  'cli.doctor.managed.unloadable':
    '配置或托管策略无法加载: 在它能加载之前, hooks 一律失败即拒绝',
  'cli.doctor.managed.ignored': '{path}; 在仓库配置中被忽略: {ignored}',
  'cli.doctor.managed.fix':
    '从 wukong.config.json 中删除这些设置: 以托管策略为准',
  'cli.doctor.telemetry.on': '已开启 → {url}',
  'cli.doctor.telemetry.off': '已关闭 ({why})',
  'cli.doctor.telemetry.detail':
    '{state}; spool {records} 条记录{dropped}{failed}',
  'cli.doctor.telemetry.dropped': ', {records} 条在上限处被丢弃 (最近在 {at})',
  'cli.doctor.telemetry.failed': '; 最近一次导出失败: {error}',
  'cli.doctor.telemetry.fix-dropped':
    '在 collector 可达时启动 daemon (wukong serve), 或调高 telemetry.spoolMaxBytes',
  'cli.doctor.telemetry.fix-failed':
    '检查端点处的 collector; spool 保留着失败的内容',
};
