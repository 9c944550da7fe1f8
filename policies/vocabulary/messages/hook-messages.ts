// The words of Claude Code hook answers: the deny / ask reason around the
// findings, the pass and delegation lines, a stopped loop's last line, the
// body's CHECKPOINT introduced at SessionStart and the context rescue notices
// (seed 000's 70 / 85 / 100% stages), en and zh
// Pos: policies/vocabulary/messages, data only (the findings' own messages
// come from their policies); message.ts looks them up
export const hookEn = {
  'hook.denied': 'Wukong denied {tool}: {findings}',
  'hook.asks': 'Wukong asks about {tool}: {findings}',
  'hook.finding': '[{policy}] {message} → next: {kind}: {detail}',
  'hook.passed': 'Wukong: every policy passed',
  'hook.delegation-passed':
    'Wukong: delegation to {target} passed pre-delegation; attached: {what}',
  'hook.attached.contract': 'its output contract',
  'hook.attached.capsule': 'the handoff capsule',
  'hook.attached.anchors': 'anchors {ids} with the request to propose new ones',
  'hook.attached.anchors-request': 'the request to propose anchors',
  'hook.attached.sep': ', ',
  'hook.stop-report': 'Stop here and report this to the user.',
  'checkpoint.head':
    '[wukong] This session runs the body self-check (seed 000): for each task, before the first tool call, write a CHECKPOINT in your reply answering Q0–Q4 and stating the decision (do it yourself, or which avatars to delegate to, in parallel or not). Format:',
  'checkpoint.limits':
    'Limits: at most {lines} changed lines, {reads} file reads and {searches} search may be done by the main agent itself; beyond them, delegate to an avatar.',
  'checkpoint.warn':
    'Now: warn — a missing or incomplete CHECKPOINT, or work past the limits, is noted once and recorded; nothing is blocked.',
  'checkpoint.enforce':
    'Now: enforce — until a complete CHECKPOINT is written, tool calls of the main agent are denied; work past the limits is refused.',
  'notice.stage1.agent':
    '🟡 Context {pct} used (Wukong rescue stage 1): there is still room. Do not rush to finish or cut corners; keep working normally and compress at a natural break.',
  'notice.stage1.user':
    '⚠️ Yellow {pct}: the context still has room, no need to rush (the agent was told to keep working normally).',
  'notice.stage2.agent':
    '🟠 Context {pct} used (Wukong rescue stage 2): finish the current task, then the user will compact. Work from the compact form below; cite anchors by id.',
  'notice.stage2.user':
    '🟠 Orange {pct}: Claude Code does not let a hook prune its context. When the current task is done, run:',
  'notice.stage3.agent':
    '🔴 Context {pct} used (Wukong rescue stage 3): the context is archived{archive}. Continue from the compact form below; it carries the task, the decisions and constraints and the open tasks.',
  'notice.stage3.user':
    '🔴 Red {pct}: the context is near its limit and was archived{archive}. Compact now; the compact form and anchors come back after it:',
} as const;

export const hookZh: Record<keyof typeof hookEn, string> = {
  'hook.denied': 'Wukong 拒绝了 {tool}：{findings}',
  'hook.asks': 'Wukong 需要确认 {tool}：{findings}',
  'hook.finding': '[{policy}] {message} → 下一步：{kind}：{detail}',
  'hook.passed': 'Wukong：所有策略通过',
  'hook.delegation-passed':
    'Wukong：委派给 {target} 已通过 pre-delegation；已附上：{what}',
  'hook.attached.contract': '输出契约',
  'hook.attached.capsule': '交接胶囊',
  'hook.attached.anchors': '锚点 {ids}，并请提出新锚点',
  'hook.attached.anchors-request': '提出锚点的请求',
  'hook.attached.sep': '、',
  'hook.stop-report': '请在此停下，并把这些告诉用户。',
  'checkpoint.head':
    '[wukong] 本会话启用本体自检（seed 000）：每个任务在第一次调用工具之前，先在回复中写出 CHECKPOINT，回答 Q0–Q4 并给出决策（本体执行，或委派哪些分身、是否并行）。格式：',
  'checkpoint.limits':
    '限额：代码修改 ≤ {lines} 行、读取 ≤ {reads} 个文件、搜索 ≤ {searches} 次可由本体执行，超出则委派分身。',
  'checkpoint.warn':
    '当前：warn（警告）——缺少或不完整的 CHECKPOINT、越过限额的操作只提示一次并记入账本，不会阻断。',
  'checkpoint.enforce':
    '当前：enforce（强制）——写出完整的 CHECKPOINT 之前，本体的工具调用会被拒绝；越过限额的操作会被驳回。',
  'notice.stage1.agent':
    '🟡 上下文使用 {pct}（Wukong 救援第 1 级）：还有空间。不要仓促收尾或偷工减料；照常工作，在自然的断点再压缩。',
  'notice.stage1.user':
    '⚠️ 黄灯 {pct}：上下文还有空间，不要仓促收尾（已告知 agent 照常工作）。',
  'notice.stage2.agent':
    '🟠 上下文使用 {pct}（Wukong 救援第 2 级）：完成当前任务，之后由用户压缩。以下面的紧凑形式为准工作；按编号引用锚点。',
  'notice.stage2.user':
    '🟠 橙灯 {pct}：Claude Code 不允许 hook 剪枝它的上下文。当前任务完成后，请运行：',
  'notice.stage3.agent':
    '🔴 上下文使用 {pct}（Wukong 救援第 3 级）：上下文已存档{archive}。从下面的紧凑形式继续；其中有任务、决策与约束和未完成的任务。',
  'notice.stage3.user':
    '🔴 红灯 {pct}：上下文接近上限，已自动存档{archive}。请立即压缩；压缩后紧凑形式和锚点会带回来：',
};
