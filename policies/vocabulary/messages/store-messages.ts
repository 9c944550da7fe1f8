// The errors raised below the commands and worded at the edge: the stores
// (runs, the promise, anchors, undo's snapshots, the run state, persisted
// machines), the configuration (config keys, wukong.config.json, the managed
// policy) and zod's validation lines (describeZodError); en and zh. Paths,
// ids, option names, commands and JSON stay as they are in both
// Pos: policies/vocabulary/messages, data only, merged in message.ts; thrown
// as a SaidError / UsageError's Said (src/platform/errors) and worded by the
// dispatcher, hooks or doctor in the user's language
export const storeEn = {
  // Lines of a list, nested (a Said holds no arrays).
  'error.lines': '{line}\n{more}',
  'error.then': '{first}\n{then}',
  'error.not-json': '{file} is not valid JSON: {error}',
  'error.not-json-paren': '{file} is not valid JSON ({error})',

  // zod's validation (src/platform/errors/usage-error.ts zodErrorSaid).
  'error.zod.invalid': '{what} is invalid:\n  - {lines}',
  'error.zod.more': '{line}\n  - {more}',
  'error.zod.field': 'field `{where}`',
  'error.zod.top': 'the top level',
  'error.zod.unknown.one': '{field}: unknown field {keys}',
  'error.zod.unknown.many': '{field}: unknown fields {keys}',
  'error.zod.unknown-allowed.one':
    '{field}: unknown field {keys}; allowed: {allowed}',
  'error.zod.unknown-allowed.many':
    '{field}: unknown fields {keys}; allowed: {allowed}',
  'error.zod.allowed': '{field}: {issue}; allowed: {allowed}',
  'error.zod.union': '{field}: {issue}{note}',
  'error.zod.union-kinds': '{field}: {issue}{note}; allowed kinds: {kinds}',
  'error.zod.issue': '{field}: {issue}',
  'error.zod.expected-received':
    'Invalid input: expected {expected}, received {received}',
  'error.zod.expected': 'Invalid input: expected {expected}',
  'error.zod.one-of': 'Invalid option: expected one of {values}',
  'error.zod.big-have': 'Too big: expected {what} to have {limit}',
  'error.zod.big-be': 'Too big: expected {what} to be {limit}',
  'error.zod.small-have': 'Too small: expected {what} to have {limit}',
  'error.zod.small-be': 'Too small: expected {what} to be {limit}',
  'error.zod.pattern': 'Invalid string: must match pattern {pattern}',
  'error.zod.invalid-input': 'Invalid input',

  // src/platform/config: config keys, wukong.config.json, the managed policy.
  'error.config.not-dotted':
    'config key {key} is not a dotted path (e.g. hooks.stopBlockLimit)',
  'error.config.top': 'the top level',
  'error.config.here': '`{path}`',
  'error.config.no-part':
    'config key {key}: {here} has no `{part}`; allowed: {allowed}',
  'error.config.is-list':
    'config key {key}: {here} is a list; use an index ({path}.0) or set the whole list as JSON',
  'error.config.is-value':
    'config key {key}: {here} is a value, it has no `{part}`',
  'error.config.managed-not-json':
    'managed policy {file} is not valid JSON: {error}',

  // src/harness/runs/run-registry.ts
  'error.run.bad-id': '{id} is not a run id (r-… as `wukong run list` shows)',
  'error.run.objective': '--objective is required and may not be empty',
  'error.run.no-run': 'no run {id} (wukong run list)',
  'error.run.refused': 'the gate refused {phase}:\n{findings}',
  'error.run.refused-line': '- [{policy}] {message} → {next}',
  'error.run.question-text': 'a question needs its text',
  'error.run.answer-empty': 'an answer may not be empty',
  'error.run.no-question':
    'run {id} has no question {question}; questions: {questions}',
  'error.run.none': '(none)',

  // src/harness/promise/promise-store.ts
  'error.promise.ac-text':
    '--ac {spec}: a criterion needs text before any " :: command"',
  'error.promise.stop-reason':
    '{option} {spec}: the stop reason must be one of blocked, stuck, unsafe, scope-drift (REASON=CONDITION)',
  'error.promise.not-condition':
    '{option} {spec} is not a stop condition; allowed: {forms} (N a positive whole number)',
  'error.promise.not-json':
    '{file} is not valid JSON ({error}); set the promise again',
  'error.promise.ac-required':
    'at least one --ac "<criterion> [:: <verify command>]" is required',

  // src/context/anchor-store.ts
  'error.anchor.no-index':
    '{md} exists without its index {index}; restore the index or move the file away',
  'error.anchor.edited':
    '{md} was edited by hand since Wukong wrote it; anchors.json is the source. Move your edits into `wukong anchors add` or `wukong anchors obsolete`, then delete anchors.md (it is rendered again)',
  'error.anchor.no-anchor': 'no anchor {id}; the store holds {ids}',
  'error.anchor.none': 'none',
  'error.anchor.missing':
    "{what}: anchor refused: missing {fields}; every anchor records {labels} (seed 002's required fields)",
  'error.anchor.field.decision': '`decision` (Decision)',
  'error.anchor.field.alternatives': '`alternatives` (Alternatives)',
  'error.anchor.field.why': '`why` (Why)',
  'error.anchor.field.impact': '`impact` (Impact)',
  'error.anchor.field.verification': '`verification` (Verification)',
  'error.anchor.field.rollback': '`rollback` (Rollback)',
  'error.anchor.and': '{first}, {rest}',
  'error.anchor.labels':
    'Decision, Alternatives, Why, Impact, Verification, Rollback',
  'error.anchor.already-obsolete': 'anchor {id} is already obsolete ({reason})',
  'error.anchor.no-reason': 'no reason recorded',
  'error.anchor.empty-field': '--{field} is empty; an anchor field needs text',
  'error.anchor.obsolete':
    'anchor {id} is obsolete; add a new anchor instead of reviving it',

  // src/harness/undo
  'error.undo.no-repo':
    '{problem}; undo needs a git working tree (run it inside the project)',
  'error.undo.no-snapshot':
    'there is no snapshot to go back to in this working tree (see `wukong undo --list`)',
  'error.undo.bad-id':
    '{id} is not a snapshot id: give 4 to 40 hex digits from `wukong undo --list`',
  'error.undo.unknown-id':
    'no snapshot {id} in this working tree (see `wukong undo --list`)',
  'error.undo.ambiguous':
    '{id} names {count} snapshots ({ids}); give more digits',
  'error.undo.outside': '--path {path} lies outside the working tree {top}',
  'error.undo.git-failed': 'git {what} failed (exit {code}): {stderr}',
  'error.undo.no-message': 'no message',
  'error.undo.no-tree': '{cwd} has no git working tree',
  'error.undo.no-repository': '{cwd} is not inside a git repository',
  'error.undo.not-in-tree': '{cwd} is not inside a git working tree',
  'error.undo.cannot-snapshot':
    "{problem}: Wukong cannot snapshot before deletions here, so they keep the gate's question",

  // src/actors: the run state and persisted machines.
  'error.run-state.invalid':
    "{file} is not a run state ({problem}); delete it to start the session's state over",
  'error.persisted.refused': '{where} {problem}; {remedy}',
  'error.persisted.remedy': 'delete it to start over',
  'error.persisted.not-json': 'is not valid JSON ({error})',
  'error.persisted.not-persisted':
    'is not a persisted {machine} (expected {v: 1, machine: "{machine}", fingerprint, snapshot})',
  'error.persisted.other-machine': 'holds a {found} machine, not a {machine}',
  'error.persisted.other-shape':
    "was written by a {machine} of another shape (fingerprint {found}, this build's {fingerprint})",
  'error.persisted.had-failed': 'holds a {machine} that had failed ({error})',
  'error.persisted.not-restored': 'could not be restored ({error})',
  'error.persisted.children':
    'could not be restored (it holds child actors: {children})',
  'error.persisted.no-state':
    'holds a state the {machine} machine does not have ({error})',
  'error.throttle.rule-where': "the throttle state's rule {rule}",
  'error.throttle.remedy': 'fix or delete .wukong/throttle.json to start over',
  'error.pipeline.state-remedy':
    'delete it (or pass another --state file) to start over',
  'error.ledger.refused': 'ledger: {why}',
  'error.transcript.line-not-json':
    'line {line} is not JSON ({error}); a transcript is one JSON object per line',
  'error.transcript.line-not-object':
    'line {line} is {kind}; a transcript line must be a JSON object',
  'error.ledger.state-in-workspace':
    'the per-user state folder {userDir} is inside the workspace {workspace}, where the agent can reach the ledger key; set XDG_STATE_HOME (or HOME) to a folder outside it',
  'error.ledger.not-regular':
    '{path} is not a regular file; the ledger appends only to regular files',
} as const;

export const storeZh: Readonly<Record<keyof typeof storeEn, string>> = {
  'error.lines': '{line}\n{more}',
  'error.then': '{first}\n{then}',
  'error.not-json': '{file} 不是有效的 JSON: {error}',
  'error.not-json-paren': '{file} 不是有效的 JSON ({error})',

  'error.zod.invalid': '{what} 无效:\n  - {lines}',
  'error.zod.more': '{line}\n  - {more}',
  'error.zod.field': '字段 `{where}`',
  'error.zod.top': '顶层',
  'error.zod.unknown.one': '{field}: 未知字段 {keys}',
  'error.zod.unknown.many': '{field}: 未知字段 {keys}',
  'error.zod.unknown-allowed.one': '{field}: 未知字段 {keys}; 可用: {allowed}',
  'error.zod.unknown-allowed.many': '{field}: 未知字段 {keys}; 可用: {allowed}',
  'error.zod.allowed': '{field}: {issue}; 可用: {allowed}',
  'error.zod.union': '{field}: {issue}{note}',
  'error.zod.union-kinds': '{field}: {issue}{note}; 可用的 kind: {kinds}',
  'error.zod.issue': '{field}: {issue}',
  'error.zod.expected-received':
    '输入无效: 应为 {expected}, 收到的是 {received}',
  'error.zod.expected': '输入无效: 应为 {expected}',
  'error.zod.one-of': '选项无效: 应为 {values} 之一',
  'error.zod.big-have': '过大: {what} 应有 {limit}',
  'error.zod.big-be': '过大: {what} 应为 {limit}',
  'error.zod.small-have': '过小: {what} 应有 {limit}',
  'error.zod.small-be': '过小: {what} 应为 {limit}',
  'error.zod.pattern': '字符串无效: 须匹配模式 {pattern}',
  'error.zod.invalid-input': '输入无效',

  'error.config.not-dotted':
    '配置键 {key} 不是点分路径 (例如 hooks.stopBlockLimit)',
  'error.config.top': '顶层',
  'error.config.here': '`{path}`',
  'error.config.no-part': '配置键 {key}: {here} 没有 `{part}`; 可用: {allowed}',
  'error.config.is-list':
    '配置键 {key}: {here} 是一个列表; 请用下标 ({path}.0), 或以 JSON 设置整个列表',
  'error.config.is-value': '配置键 {key}: {here} 是一个值, 没有 `{part}`',
  'error.config.managed-not-json': '托管策略 {file} 不是有效的 JSON: {error}',

  'error.run.bad-id': '{id} 不是运行 id (应为 `wukong run list` 显示的 r-…)',
  'error.run.objective': '必须给出 --objective, 且不能为空',
  'error.run.no-run': '没有运行 {id} (wukong run list)',
  'error.run.refused': '闸门拒绝了 {phase}:\n{findings}',
  'error.run.refused-line': '- [{policy}] {message} → {next}',
  'error.run.question-text': '问题需要文字',
  'error.run.answer-empty': '答案不能为空',
  'error.run.no-question':
    '运行 {id} 没有问题 {question}; 现有问题: {questions}',
  'error.run.none': '(无)',

  'error.promise.ac-text': '--ac {spec}: 验收标准在 " :: 命令" 之前需要文字',
  'error.promise.stop-reason':
    '{option} {spec}: 停止原因必须是 blocked、stuck、unsafe、scope-drift 之一 (REASON=CONDITION)',
  'error.promise.not-condition':
    '{option} {spec} is not a stop condition; allowed: {forms} (N a positive whole number)',
  'error.promise.not-json': '{file} 不是有效的 JSON ({error}); 请重新设置承诺',
  'error.promise.ac-required': '至少需要一个 --ac "<验收标准> [:: <验证命令>]"',

  'error.anchor.no-index':
    '{md} 存在, 但没有它的索引 {index}; 请恢复索引, 或把该文件移走',
  'error.anchor.edited':
    '{md} 在 Wukong 写入之后被手工修改过; anchors.json 才是源头。请把你的修改改用 `wukong anchors add` 或 `wukong anchors obsolete` 录入, 然后删除 anchors.md (它会重新生成)',
  'error.anchor.no-anchor': '没有锚点 {id}; 存储中有: {ids}',
  'error.anchor.none': '无',
  'error.anchor.missing':
    '{what}: 锚点被拒绝: 缺少 {fields}; 每个锚点都要记录 {labels} (seed 002 的必须字段)',
  'error.anchor.field.decision': '`decision` (决策)',
  'error.anchor.field.alternatives': '`alternatives` (备选方案)',
  'error.anchor.field.why': '`why` (原因)',
  'error.anchor.field.impact': '`impact` (影响)',
  'error.anchor.field.verification': '`verification` (验证)',
  'error.anchor.field.rollback': '`rollback` (回滚)',
  'error.anchor.and': '{first}、{rest}',
  'error.anchor.labels': '决策、备选方案、原因、影响、验证、回滚',
  'error.anchor.already-obsolete': '锚点 {id} 已经作废 ({reason})',
  'error.anchor.no-reason': '没有记录原因',
  'error.anchor.empty-field': '--{field} 为空; 锚点字段需要文字',
  'error.anchor.obsolete': '锚点 {id} 已作废; 请新增一个锚点, 不要复活它',

  'error.undo.no-repo': '{problem}; undo 需要一个 git 工作树 (请在项目内运行)',
  'error.undo.no-snapshot':
    '这个工作树里没有可以回退的快照 (见 `wukong undo --list`)',
  'error.undo.bad-id':
    '{id} 不是快照 id: 请给出 `wukong undo --list` 中的 4 到 40 位十六进制数字',
  'error.undo.unknown-id':
    '这个工作树里没有快照 {id} (见 `wukong undo --list`)',
  'error.undo.ambiguous': '{id} 对应 {count} 个快照 ({ids}); 请多给几位',
  'error.undo.outside': '--path {path} 位于工作树 {top} 之外',
  'error.undo.git-failed': 'git {what} 失败 (退出码 {code}): {stderr}',
  'error.undo.no-message': '没有信息',
  'error.undo.no-tree': '{cwd} 没有 git 工作树',
  'error.undo.no-repository': '{cwd} 不在 git 仓库内',
  'error.undo.not-in-tree': '{cwd} 不在 git 工作树内',
  'error.undo.cannot-snapshot':
    '{problem}: Wukong 无法在这里于删除之前做快照, 所以删除仍要经过闸门的询问',

  'error.run-state.invalid':
    '{file} 不是运行状态 ({problem}); 删除它, 让会话状态重新开始',
  'error.persisted.refused': '{where} {problem}; {remedy}',
  'error.persisted.remedy': '删除它, 重新开始',
  'error.persisted.not-json': '不是有效的 JSON ({error})',
  'error.persisted.not-persisted':
    '不是持久化的 {machine} (应为 {v: 1, machine: "{machine}", fingerprint, snapshot})',
  'error.persisted.other-machine': '存的是 {found} 状态机, 不是 {machine}',
  'error.persisted.other-shape':
    '由另一种结构的 {machine} 写入 (指纹 {found}, 本构建的是 {fingerprint})',
  'error.persisted.had-failed': '存的 {machine} 已经失败 ({error})',
  'error.persisted.not-restored': '无法恢复 ({error})',
  'error.persisted.children': '无法恢复 (其中有子 actor: {children})',
  'error.persisted.no-state': '存有 {machine} 状态机没有的状态 ({error})',
  'error.throttle.rule-where': '节流状态中的规则 {rule}',
  'error.throttle.remedy': '修复或删除 .wukong/throttle.json 以重新开始',
  'error.pipeline.state-remedy':
    '删除它 (或传入另一个 --state 文件) 以重新开始',
  'error.ledger.refused': '账本: {why}',
  'error.transcript.line-not-json':
    '第 {line} 行不是 JSON ({error})；对话记录每行是一个 JSON 对象',
  'error.transcript.line-not-object':
    '第 {line} 行是 {kind}；对话记录的每一行必须是 JSON 对象',
  'error.ledger.state-in-workspace':
    '每用户状态文件夹 {userDir} 位于工作区 {workspace} 之内，智能体可以够到账本密钥；请把 XDG_STATE_HOME (或 HOME) 设为工作区之外的文件夹',
  'error.ledger.not-regular': '{path} 不是普通文件；账本只追加写入普通文件',
};
