// The words of Claude Code hook answers: the deny / ask reason around the
// findings, the pass and delegation lines, a stopped loop's last line, and the
// body's CHECKPOINT introduced at SessionStart, en and zh
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
  'hook.attached.anchors': 'anchors {ids}',
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
  'hook.attached.anchors': '锚点 {ids}',
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
};
