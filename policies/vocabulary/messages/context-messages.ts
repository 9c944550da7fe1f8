// The words of the context wing (seed 002, Ruyi; seed 000's rescue): the three
// forms' headings and empty lines, the DCP report, the usage bands' notices,
// the rescue stages' prompts and error-recovery block, an anchor's rendered
// fields, the write gate's refusals, the form switch's lines, en and zh
// Pos: policies/vocabulary/messages, data only; policies/context and
// src/context look them up. The seeds' names (戒 定 慧 识) stay names
export const contextEn = {
  // 🔸 the compact form
  'ctx.compact.title': '## 🔸 Compact context',
  'ctx.compact.task': '[Task] {task}',
  'ctx.compact.decisions': '[Decided]',
  'ctx.compact.decision': '- [{id}] {title} (why: {why})',
  'ctx.compact.constraints': '[Constraints]',
  'ctx.compact.progress': '[Progress]',
  'ctx.compact.done': '- Done: {what}',
  'ctx.compact.done-files': '- Done: {count} files changed',
  'ctx.compact.doing': '- In progress: {what}',
  'ctx.compact.next': '- To do: {what}',
  'ctx.compact.no-todos': '- (no task list)',
  'ctx.compact.anchors': '[Anchors]',
  'ctx.compact.see': '- See {ids}',
  // 🔹 the normal form
  'ctx.normal.title': '## 🔹 Normal context',
  'ctx.normal.background': '### Background',
  'ctx.normal.latest': 'Latest request: {text}',
  'ctx.normal.done':
    '### Work done\n| Phase | What | Output |\n|------|------|------|',
  'ctx.normal.done-row': '| Done | {what} | |',
  'ctx.normal.changed-row': '| Implement | {count} files changed | {files} |',
  'ctx.normal.done-empty': '| — | (nothing recorded) | |',
  'ctx.normal.decisions':
    '### Key decisions\n| ID | Decision | Choice | Why |\n|----|------|------|------|',
  'ctx.normal.decisions-empty': '| — | (no decision anchors) | | |',
  'ctx.normal.focus': '### Current focus',
  'ctx.normal.goal': '- Goal: {text}',
  'ctx.normal.method': '- Method: {text}',
  'ctx.normal.progress': '- Progress: {steps} steps, {files} files changed',
  'ctx.normal.progress-todos': ', tasks {done}/{total} done',
  'ctx.normal.problems': '- Problems: {text}',
  'ctx.normal.open': '### Open tasks',
  'ctx.normal.in-progress': 'in progress',
  'ctx.normal.pending': 'pending',
  'ctx.normal.interfaces': '### Interfaces',
  'ctx.normal.interfaces-empty': '- (no interface anchors)',
  'ctx.normal.caveats': '### Caveats',
  'ctx.normal.recent': '### Recent steps',
  'ctx.normal.anchors': '### Anchor index',
  'ctx.call.failed': ' (failed)',
  // 🔶 the expanded form
  'ctx.expanded.title': '## 🔶 Expanded context',
  'ctx.expanded.session': 'Session: {session} · {steps} steps · task: {task}',
  'ctx.expanded.unknown': '(unknown)',
  'ctx.expanded.history': '### Full session history',
  'ctx.expanded.user': '**User**',
  'ctx.expanded.summary': '**Compaction summary** (last compaction)',
  'ctx.expanded.assistant': '**Assistant**',
  'ctx.expanded.decisions': '### Every decision and its discussion',
  'ctx.expanded.changes': '### Every code change',
  'ctx.expanded.problems': '### Problems and fixes',
  'ctx.expanded.recovery': '  - Recovery: {strategy} — {prompt}',
  'ctx.expanded.line': 'line {line}',
  'ctx.expanded.preferences': '### User preferences',
  'ctx.expanded.constraint': '- (constraint) {text}',
  'ctx.expanded.anchors': '### Every anchor',
  // shared empty lines
  'ctx.none': '(none)',
  'ctx.none.item': '- (none)',
  'ctx.none.decisions': '(no decision anchors)',
  'ctx.none.decisions-item': '- (no decision anchors)',
  // the DCP report (seed 002's DCP 执行报告)
  'ctx.dcp.title': '## DCP report',
  'ctx.dcp.time': '**Run at**: {time}',
  'ctx.dcp.trigger': '**Trigger**: {trigger}',
  'ctx.dcp.transcript':
    '**Transcript**: {path} ({steps} steps, {calls} tool calls)',
  'ctx.dcp.stats': '### Pruned',
  'ctx.dcp.stats-head':
    '| Strategy | Items | Tokens saved |\n|------|--------|-------------|',
  'ctx.dcp.row.dedup': 'repeated calls',
  'ctx.dcp.row.supersede': 'superseded writes/reads',
  'ctx.dcp.row.purgeErrors': 'failed calls',
  'ctx.dcp.row.truncation': 'long outputs',
  'ctx.dcp.row.recency': 'old calls',
  'ctx.dcp.recency-label': 'Recency (emergency)',
  'ctx.dcp.total': '| **Total** | **{items} items** | **~{saved}** |',
  'ctx.dcp.protected': '### Protected',
  'ctx.dcp.anchors': 'anchors {ids}: protected ({calls} calls)',
  'ctx.dcp.no-anchors': 'anchor references: none (anchors.md is never pruned)',
  'ctx.dcp.recent': '- The last {turns} turns: protected ({calls} calls)',
  'ctx.dcp.tools': '- Protected tools {tools}: {calls} calls',
  'ctx.dcp.files': '- Protected files {patterns}: {calls} calls',
  'ctx.dcp.after': '### After pruning',
  'ctx.dcp.tokens':
    '- Message tokens (estimated ×Claude): {before} → {after} (−{percent}%)',
  'ctx.dcp.usage': '- Context used: {before} → {after}',
  'ctx.dcp.still-red': '- Still above the red line: run the archive protocol',
  'ctx.dcp.go-on': '- Work can go on',
  'ctx.dcp.top': '### Pruned items (the 15 that saved most)',
  'ctx.dcp.top-head':
    '| tool_use_id | Tool | File | Strategy | Saved |\n|---|---|---|---|---|',
  'ctx.dcp.trigger.manual': 'manual prune',
  'ctx.dcp.trigger.manual-at': 'manual prune (context {pct} used)',
  'ctx.dcp.trigger.switch': 'prune the context (manual)',
  'ctx.dcp.trigger.archive': 'prune before archiving ({trigger})',
  'ctx.dcp.trigger.rescue': '{stage} rescue (context {pct} used)',
  'ctx.dcp.trigger.at': '{trigger} (context {pct} used)',
  'ctx.dcp.trigger.red': '{trigger}: red line {pct}',
  // seed 002 Discard's reasons
  'ctx.discard.found': 'target found: {path} was read afterwards ({id})',
  'ctx.discard.fixed': 'fixed: a later {tool} ({id}) succeeded',
  // seed 002's usage bands (阶梯响应机制)
  'ctx.band.compact':
    '⚠️ Yellow {pct}: the context still has room, no need to rush; switched to the compact form, prune at a good moment',
  'ctx.band.prune': '🟠 Orange {pct}: DCP pruning runs on its own',
  'ctx.band.archive':
    '🔴 Red {pct}: the context is near its limit; archive now, continue after compacting',
  // the context machine's own notices
  'ctx.notice.pruned': 'DCP pruning done: context {pct} used',
  'ctx.notice.archived': 'Archived to {session}; continue from compact.md',
  'ctx.notice.loaded': 'Loaded {session}',
  'ctx.notice.failed': 'A context operation failed: {error}',
  // seed 000's rescue stages
  'ctx.stage.1':
    '🟡 Context {pct} used: there is still room. Do not rush to finish or cut corners; keep working normally, and compress (`wukong context compact`) at a natural break.',
  'ctx.stage.2':
    '🟠 Context {pct} used: dynamic context pruning ran (repeated calls and old long outputs replaced by placeholders; Task, TodoWrite, Edit and Write kept). Finish the current task, then compress.',
  'ctx.stage.3':
    '🔴 Context {pct} used: emergency rescue. Aggressive pruning ran; the compact form below carries the task, the decisions and constraints, and the open tasks. Continue from it: continue.',
  'ctx.rescue.dcp':
    'DCP: {items} items pruned, ~{saved} tokens ({percent}%) saved; report in .wukong/context/current/dcp-report.md.',
  // seed 000's error-recovery block (错误恢复输出格式)
  'ctx.recovery.title': '## 戒 check - error recovery',
  'ctx.recovery.class': '**Error class**: {label} ({id})',
  'ctx.recovery.severity': '**Severity**: {severity}',
  'ctx.recovery.matched': '**Matched**: {matched}',
  'ctx.recovery.where': '**Where**: line {line}{rest}',
  'ctx.recovery.strategy': '### Recovery strategy',
  'ctx.recovery.state':
    '### State\n- [x] error classified\n- [ ] recovery strategy run\n- [ ] recovery verified',
  'ctx.strategy.edit_failure': 'Read to verify, then retry',
  'ctx.strategy.tool_result_missing': 'inject a placeholder result',
  'ctx.strategy.context_exceeded': 'three-stage compression',
  'ctx.strategy.permission_denied': 'ask the user',
  'ctx.strategy.file_not_found': 'Glob search, then retry',
  'ctx.strategy.empty_content': 'inject a placeholder',
  'ctx.strategy.thinking_block_error': 'verify and clean up',
  // protection rules and the ready /compact line (live notices)
  'ctx.protect.never':
    'Never pruned: the calls of {tools}; the last {turns} {unit}; anything citing an anchor ([Dxxx], [Cxxx], [Ixxx]); files matching {patterns}.',
  'ctx.protect.steps': 'assistant steps',
  'ctx.protect.turns': 'user turns',
  'ctx.protect.keep': 'Prunable, newest kept: {keep}.',
  'ctx.compact-command':
    "/compact Keep the current task, every decision and constraint, the open todo list and the user's requests verbatim; keep what {tools} did in full.{anchors} Of older tool results keep only the newest ({keep}); drop repeated calls, superseded reads and long outputs already acted on.",
  'ctx.compact-command.anchors': ' Keep these anchors word for word: {ids}.',
  // an anchor rendered (seed 002's ADR template)
  'ctx.anchor.active': '✅ active',
  'ctx.anchor.unverified': '⚠️ to be verified',
  'ctx.anchor.obsolete': '❌ obsolete',
  'ctx.anchor.date': '**Date**: {date}',
  'ctx.anchor.status': '**Status**: {status}',
  'ctx.anchor.stage':
    '**Stage**: {label} ({stage}) · version {version} · matched {matches} times · applied {applied} times{reason}',
  'ctx.anchor.obsolete-reason': ' · obsolete because: {reason}',
  'ctx.anchor.decision': '### Decision',
  'ctx.anchor.alternatives': '### Alternatives',
  'ctx.anchor.why': '### Why',
  'ctx.anchor.impact': '### Impact',
  'ctx.anchor.verification': '### Verification',
  'ctx.anchor.rollback': '### Rollback',
  'ctx.anchor.basis': '### Why it was written',
  'ctx.anchor.threshold': '- Write threshold: {reasons} (repeat {repeat})',
  'ctx.anchor.source': '- Source: {source}',
  'ctx.anchor.options-head': '| Option | Pros | Cons |\n|------|------|------|',
  'ctx.anchor.affectsFuture':
    'Will this decision or constraint affect future decisions?',
  'ctx.anchor.referenceValue':
    'Will it help the next time a similar case comes up?',
  'ctx.anchor.preventsRepeat':
    'Without a record, would the discussion or the mistake repeat?',
  'ctx.anchor.doc-title': '# Alaya anchors',
  'ctx.anchor.doc-note':
    '> Written by `wukong anchors`; the JSON index beside this file (anchors.json) is the source. Edit through the CLI:\n> a hand edit here is detected and refused rather than overwritten.',
  'ctx.anchor.doc-empty': '_No anchors yet._',
  'ctx.anchor.stage.seeded': 'seeded',
  'ctx.anchor.stage.dormant': 'dormant',
  'ctx.anchor.stage.matured': 'matured',
  'ctx.anchor.stage.fruition': 'fruition',
  'ctx.anchor.stage.updated': 'updated',
  'ctx.anchor.stage.obsolete': 'obsolete',
  'ctx.anchors.relevant': '## Relevant anchors',
  'ctx.anchors.all': 'All anchors: Read("{path}")',
  // the write gate (识's threshold and the self-check)
  'ctx.gate.threshold':
    'below the write threshold: repeat {repeat} < 2, not high impact, not reusable; keep it in the session, or say which of repeat >= 2, highImpact, reusable holds',
  'ctx.gate.self-check':
    'the self-check before writing answered No three times: three Noes → not written, record it in the session only',
  // the form switch (手动切换) and the SessionStart context
  'ctx.form.compact': '🔸 compact form',
  'ctx.form.expanded': '🔶 expanded form',
  'ctx.switch.agent':
    'Wukong: the user switched the context to the {name} ({form}). Work from it; the full file is {path}.',
  'ctx.switch.user':
    'Wukong: context form → {name} ({form}); written to {path}.',
  'ctx.switch.archived.agent':
    'Wukong: the context was archived to {dir}. Continue from its compact form:',
  'ctx.switch.archived.user': 'Wukong: archived to {session} ({count} files).',
  'ctx.switch.loaded.agent': 'Wukong: archive {session} loaded.',
  'ctx.switch.loaded.user': 'Wukong: loaded {session}.',
  'ctx.switch.prune-line':
    'A prune (preset {preset}) would drop {items} items (~{saved} tokens, {percent}% of the messages); the report is .wukong/context/current/dcp-report.md.',
  'ctx.switch.prune.agent':
    'Wukong: the user asked to prune the context. Claude Code does not let a hook remove messages; the user can compact with the line below. {line}',
  'ctx.switch.prune.user':
    'Claude Code does not let a hook prune its context; to compact now, run:',
  'ctx.start.title': '# Wukong · Ruyi context ({session})',
  'ctx.start.more': 'For more context: Read("{normal}") or Read("{expanded}")',
  'ctx.proposal.head': '## Propose anchors (when you finish)',
  // seed 002's templates (.wukong/context/templates/)
  'ctx.template.compact': `## 🔸 Compact context

[Task] {one sentence: the goal}

[Decided]
- {decision 1}: {the choice} (why: {short reason})

[Constraints]
- {rule 1 that must hold}

[Progress]
- Done: {items done}
- In progress: {current task}
- To do: {next step}

[Anchors]
- See [D001], [C002], [I003]
`,
  'ctx.template.normal': `## 🔹 Normal context

### Background
{2-3 sentences: background and goal}

### Work done
| Phase | What | Output |
|------|------|------|

### Key decisions
| ID | Decision | Choice | Why |
|----|------|------|------|

### Current focus
- Goal
- Method
- Progress
- Problems

### Interfaces

### Caveats

### Anchor index
`,
  'ctx.template.anchor': `## [D001] {title of the anchor}

**ID**: D001
**Date**: {YYYY-MM-DD}
**Status**: ✅ active / ⚠️ to be verified / ❌ obsolete

### Decision
### Alternatives
| Option | Pros | Cons |
|------|------|------|
### Why
### Impact
### Verification
### Rollback
`,
} as const;

export const contextZh: Record<keyof typeof contextEn, string> = {
  'ctx.compact.title': '## 🔸 缩形态上下文',
  'ctx.compact.task': '【任务】{task}',
  'ctx.compact.decisions': '【已决策】',
  'ctx.compact.decision': '- [{id}] {title} (原因: {why})',
  'ctx.compact.constraints': '【约束】',
  'ctx.compact.progress': '【当前进度】',
  'ctx.compact.done': '- 已完成: {what}',
  'ctx.compact.done-files': '- 已完成: 修改 {count} 个文件',
  'ctx.compact.doing': '- 进行中: {what}',
  'ctx.compact.next': '- 待处理: {what}',
  'ctx.compact.no-todos': '- (无任务列表)',
  'ctx.compact.anchors': '【锚点引用】',
  'ctx.compact.see': '- 见 {ids}',
  'ctx.normal.title': '## 🔹 常形态上下文',
  'ctx.normal.background': '### 任务背景',
  'ctx.normal.latest': '最近的请求: {text}',
  'ctx.normal.done':
    '### 已完成工作\n| 阶段 | 内容 | 产出 |\n|------|------|------|',
  'ctx.normal.done-row': '| 完成 | {what} | |',
  'ctx.normal.changed-row': '| 实现 | 修改 {count} 个文件 | {files} |',
  'ctx.normal.done-empty': '| — | (无记录) | |',
  'ctx.normal.decisions':
    '### 关键决策\n| ID | 决策 | 选择 | 原因 |\n|----|------|------|------|',
  'ctx.normal.decisions-empty': '| — | (无锚点决策) | | |',
  'ctx.normal.focus': '### 当前焦点',
  'ctx.normal.goal': '- 目标: {text}',
  'ctx.normal.method': '- 方法: {text}',
  'ctx.normal.progress': '- 进展: {steps} 步, {files} 个文件已修改',
  'ctx.normal.progress-todos': ', 任务 {done}/{total} 完成',
  'ctx.normal.problems': '- 问题: {text}',
  'ctx.normal.open': '### 待处理 (未完成任务)',
  'ctx.normal.in-progress': '进行中',
  'ctx.normal.pending': '待处理',
  'ctx.normal.interfaces': '### 接口约定',
  'ctx.normal.interfaces-empty': '- (无接口锚点)',
  'ctx.normal.caveats': '### 注意事项',
  'ctx.normal.recent': '### 最近动作',
  'ctx.normal.anchors': '### 锚点索引',
  'ctx.call.failed': ' (失败)',
  'ctx.expanded.title': '## 🔶 巨形态上下文',
  'ctx.expanded.session': '会话: {session} · {steps} 步 · 任务: {task}',
  'ctx.expanded.unknown': '(unknown)',
  'ctx.expanded.history': '### 完整会话历史',
  'ctx.expanded.user': '**用户**',
  'ctx.expanded.summary': '**压缩摘要** (上次压缩)',
  'ctx.expanded.assistant': '**助手**',
  'ctx.expanded.decisions': '### 所有决策及讨论',
  'ctx.expanded.changes': '### 完整代码变更',
  'ctx.expanded.problems': '### 问题与解决',
  'ctx.expanded.recovery': '  - 恢复: {strategy} — {prompt}',
  'ctx.expanded.line': 'line {line}',
  'ctx.expanded.preferences': '### 用户偏好记录',
  'ctx.expanded.constraint': '- (约束) {text}',
  'ctx.expanded.anchors': '### 完整锚点列表',
  'ctx.none': '(无)',
  'ctx.none.item': '- (无)',
  'ctx.none.decisions': '(无锚点决策)',
  'ctx.none.decisions-item': '- (无锚点决策)',
  'ctx.dcp.title': '## DCP 执行报告',
  'ctx.dcp.time': '**执行时间**: {time}',
  'ctx.dcp.trigger': '**触发原因**: {trigger}',
  'ctx.dcp.transcript':
    '**Transcript**: {path} ({steps} 步, {calls} 次工具调用)',
  'ctx.dcp.stats': '### 修剪统计',
  'ctx.dcp.stats-head':
    '| 策略 | 修剪项 | 节约 Tokens |\n|------|--------|-------------|',
  'ctx.dcp.row.dedup': '重复调用',
  'ctx.dcp.row.supersede': '过时写入/读取',
  'ctx.dcp.row.purgeErrors': '失败调用',
  'ctx.dcp.row.truncation': '长输出',
  'ctx.dcp.row.recency': '旧调用',
  'ctx.dcp.recency-label': 'Recency (紧急)',
  'ctx.dcp.total': '| **总计** | **{items} 项** | **~{saved}** |',
  'ctx.dcp.protected': '### 保护的内容',
  'ctx.dcp.anchors': '锚点 {ids}: 保护 ({calls} 次调用)',
  'ctx.dcp.no-anchors': '锚点引用: 无 (anchors.md 永不修剪)',
  'ctx.dcp.recent': '- 最近 {turns} 轮: 保护 ({calls} 次调用)',
  'ctx.dcp.tools': '- 受保护工具 {tools}: {calls} 次调用',
  'ctx.dcp.files': '- 受保护文件 {patterns}: {calls} 次调用',
  'ctx.dcp.after': '### 修剪后状态',
  'ctx.dcp.tokens':
    '- 消息 tokens (估算 ×Claude): {before} → {after} (−{percent}%)',
  'ctx.dcp.usage': '- 上下文使用: {before} → {after}',
  'ctx.dcp.still-red': '- 仍在红线以上: 执行存档协议',
  'ctx.dcp.go-on': '- 可继续工作',
  'ctx.dcp.top': '### 修剪项 (节约最多的前 15 项)',
  'ctx.dcp.top-head':
    '| tool_use_id | 工具 | 文件 | 策略 | 节约 |\n|---|---|---|---|---|',
  'ctx.dcp.trigger.manual': '手动修剪',
  'ctx.dcp.trigger.manual-at': '手动修剪 (上下文使用 {pct})',
  'ctx.dcp.trigger.switch': '修剪上下文 (manual)',
  'ctx.dcp.trigger.archive': '存档前修剪 ({trigger})',
  'ctx.dcp.trigger.rescue': '{stage} rescue (上下文使用 {pct})',
  'ctx.dcp.trigger.at': '{trigger} (上下文使用 {pct})',
  'ctx.dcp.trigger.red': '{trigger}: 红线 {pct}',
  'ctx.discard.found': '已找到目标: {path} 之后被读取 ({id})',
  'ctx.discard.fixed': '已修复: 之后的 {tool} ({id}) 成功',
  'ctx.band.compact':
    '⚠️ 黄灯 {pct}: 上下文还有空间, 不要仓促收尾; 已切换到缩形态, 建议在合适时机修剪',
  'ctx.band.prune': '🟠 橙灯 {pct}: 自动执行 DCP 修剪',
  'ctx.band.archive': '🔴 红灯 {pct}: 上下文接近上限, 强制存档, 压缩后继续',
  'ctx.notice.pruned': 'DCP 修剪完成: 上下文使用 {pct}',
  'ctx.notice.archived': '已存档到 {session}; 以 compact.md 为起点继续',
  'ctx.notice.loaded': '已加载 {session}',
  'ctx.notice.failed': '上下文操作失败: {error}',
  'ctx.stage.1':
    '🟡 上下文使用 {pct}: 还有空间。不要仓促收尾或偷工减料；照常工作，在自然的断点再压缩 (/wukong 压缩)。',
  'ctx.stage.2':
    '🟠 上下文使用 {pct}: 已执行动态上下文修剪（重复调用和旧的长输出换成占位符；保留 Task、TodoWrite、Edit 和 Write）。完成当前任务，然后压缩。',
  'ctx.stage.3':
    '🔴 上下文使用 {pct}: 紧急救援。已执行激进修剪；下面的缩形态带有任务、决策与约束和未完成的任务。从它继续: continue.',
  'ctx.rescue.dcp':
    'DCP: 修剪 {items} 项, 节约 ~{saved} tokens ({percent}%); 报告在 .wukong/context/current/dcp-report.md。',
  'ctx.recovery.title': '## 戒关检查 - 错误恢复',
  'ctx.recovery.class': '**错误类型**: {label} ({id})',
  'ctx.recovery.severity': '**严重度**: {severity}',
  'ctx.recovery.matched': '**匹配模式**: {matched}',
  'ctx.recovery.where': '**位置**: line {line}{rest}',
  'ctx.recovery.strategy': '### 恢复策略',
  'ctx.recovery.state':
    '### 状态\n- [x] 错误已分类\n- [ ] 恢复策略已执行\n- [ ] 验证恢复成功',
  'ctx.strategy.edit_failure': 'READ 验证后重试',
  'ctx.strategy.tool_result_missing': '注入占位符结果',
  'ctx.strategy.context_exceeded': '三阶段压缩',
  'ctx.strategy.permission_denied': '用户确认',
  'ctx.strategy.file_not_found': 'Glob 搜索后重试',
  'ctx.strategy.empty_content': '注入占位符',
  'ctx.strategy.thinking_block_error': '验证并清理',
  'ctx.protect.never':
    '永不修剪: {tools} 的调用; 最近 {turns} {unit}; 引用锚点的内容 ([Dxxx], [Cxxx], [Ixxx]); 匹配 {patterns} 的文件。',
  'ctx.protect.steps': '个助手步骤',
  'ctx.protect.turns': '轮用户对话',
  'ctx.protect.keep': '可修剪, 保留最新的: {keep}。',
  'ctx.compact-command':
    '/compact 原样保留当前任务、每个决策和约束、未完成的待办列表和用户的请求; 完整保留 {tools} 做过的事。{anchors} 较早的工具结果只保留最新的 ({keep}); 丢弃重复调用、过时的读取和已处理过的长输出。',
  'ctx.compact-command.anchors': ' 逐字保留这些锚点: {ids}。',
  'ctx.anchor.active': '✅ 生效',
  'ctx.anchor.unverified': '⚠️ 待验证',
  'ctx.anchor.obsolete': '❌ 已废弃',
  'ctx.anchor.date': '**日期**: {date}',
  'ctx.anchor.status': '**状态**: {status}',
  'ctx.anchor.stage':
    '**阶段**: {label} ({stage}) · 版本 {version} · 匹配 {matches} 次 · 应用 {applied} 次{reason}',
  'ctx.anchor.obsolete-reason': ' · 废弃原因: {reason}',
  'ctx.anchor.decision': '### Decision (决策)',
  'ctx.anchor.alternatives': '### Alternatives (备选方案)',
  'ctx.anchor.why': '### Why (理由)',
  'ctx.anchor.impact': '### Impact (影响范围)',
  'ctx.anchor.verification': '### Verification (验证方式)',
  'ctx.anchor.rollback': '### Rollback (回滚方式)',
  'ctx.anchor.basis': '### 写入依据',
  'ctx.anchor.threshold': '- 写入门槛: {reasons} (repeat {repeat})',
  'ctx.anchor.source': '- 来源: {source}',
  'ctx.anchor.options-head': '| 方案 | 优点 | 缺点 |\n|------|------|------|',
  'ctx.anchor.affectsFuture': '这个决策/约束会影响未来的决策吗？',
  'ctx.anchor.referenceValue': '下次遇到类似情况，这个信息有参考价值吗？',
  'ctx.anchor.preventsRepeat': '如果不记录，会导致重复讨论或重复犯错吗？',
  'ctx.anchor.doc-title': '# 阿赖耶识 · 锚点 (Alaya anchors)',
  'ctx.anchor.doc-note':
    '> 由 `wukong anchors` 写入; 源是本文件旁的 JSON 索引 (anchors.json)。请通过 CLI 修改:\n> 在这里手工修改会被发现并拒绝, 而不是被覆盖。',
  'ctx.anchor.doc-empty': '_还没有锚点。_',
  'ctx.anchor.stage.seeded': '播种',
  'ctx.anchor.stage.dormant': '休眠',
  'ctx.anchor.stage.matured': '成熟',
  'ctx.anchor.stage.fruition': '果报',
  'ctx.anchor.stage.updated': '更新',
  'ctx.anchor.stage.obsolete': '废弃',
  'ctx.anchors.relevant': '## 相关锚点',
  'ctx.anchors.all': '全部锚点: Read("{path}")',
  'ctx.gate.threshold':
    '低于写入门槛: repeat {repeat} < 2, 非高影响, 不可复用; 留在会话中, 或说明 repeat >= 2、highImpact、reusable 中哪一条成立',
  'ctx.gate.self-check': '写入前自检三个都是 No → 不写入, 只记录在会话中',
  'ctx.form.compact': '🔸 缩形态',
  'ctx.form.expanded': '🔶 巨形态',
  'ctx.switch.agent':
    'Wukong: 用户把上下文切换到 {name} ({form})。以它为准工作; 完整文件是 {path}。',
  'ctx.switch.user': 'Wukong: 上下文形态 → {name} ({form}); 已写入 {path}。',
  'ctx.switch.archived.agent':
    'Wukong: 上下文已存档到 {dir}。从它的缩形态继续:',
  'ctx.switch.archived.user': 'Wukong: 已存档到 {session} ({count} files).',
  'ctx.switch.loaded.agent': 'Wukong: 已加载存档 {session}。',
  'ctx.switch.loaded.user': 'Wukong: 已加载 {session}.',
  'ctx.switch.prune-line':
    '修剪 (preset {preset}) 会丢弃 {items} 项 (~{saved} tokens, 消息的 {percent}%); 报告是 .wukong/context/current/dcp-report.md。',
  'ctx.switch.prune.agent':
    'Wukong: 用户要求修剪上下文。Claude Code 不允许 hook 删除消息; 用户可以用下面这行压缩。{line}',
  'ctx.switch.prune.user':
    'Claude Code 不允许 hook 剪枝它的上下文; 现在压缩请运行:',
  'ctx.start.title': '# Wukong · 如意上下文 ({session})',
  'ctx.start.more': '如需更多上下文: Read("{normal}") 或 Read("{expanded}")',
  'ctx.proposal.head': '## 提议锚点 (when you finish)',
  'ctx.template.compact': `## 🔸 缩形态上下文

【任务】{一句话描述目标}

【已决策】
- {决策1}: {选择} (原因: {简要原因})

【约束】
- {必须遵守的规则1}

【当前进度】
- 已完成: {完成项}
- 进行中: {当前任务}
- 待处理: {下一步}

【锚点引用】
- 见 [D001], [C002], [I003]
`,
  'ctx.template.normal': `## 🔹 常形态上下文

### 任务背景
{2-3 句话描述背景和目标}

### 已完成工作
| 阶段 | 内容 | 产出 |
|------|------|------|

### 关键决策
| ID | 决策 | 选择 | 原因 |
|----|------|------|------|

### 当前焦点
- 目标
- 方法
- 进展
- 问题

### 接口约定

### 注意事项

### 锚点索引
`,
  'ctx.template.anchor': `## [D001] {标题}

**ID**: D001
**日期**: {YYYY-MM-DD}
**状态**: ✅ 生效 / ⚠️ 待验证 / ❌ 已废弃

### Decision (决策)
### Alternatives (备选方案)
| 方案 | 优点 | 缺点 |
|------|------|------|
### Why (理由)
### Impact (影响范围)
### Verification (验证方式)
### Rollback (回滚方式)
`,
};
