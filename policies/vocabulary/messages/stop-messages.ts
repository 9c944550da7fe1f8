// The words of a stopped loop (seed 004): the stop report's summary and what
// would let it continue for each stop reason (policies/harness/loop
// stop-report.ts), the paragraph a person reads (describeStop), the stuck
// detector's details (stuck-detector.ts), en and zh
// Pos: policies/vocabulary/messages, data only; the report keeps its English
// `summary` / `detail` and carries a Said beside each, the hook words it
export const stopEn = {
  'loop.stop.paragraph':
    'Wukong stopped the loop: {reason} — {summary}. To continue: {toContinue}',
  'loop.stop.paragraph-risk':
    'Wukong stopped the loop: {reason} — {summary}. To continue: {toContinue}. Residual risk: {risk}',
  'loop.stop.or': '{list} | {item}',
  'loop.stop.join': '{list}; {item}',
  'loop.stop.finding': '[{policy}] {text}',
  'loop.stop.done':
    'every acceptance criterion is proven and the ship gate passed',
  'loop.stop.done.next':
    'nothing: the promise is kept; a new objective starts a new loop',
  'loop.stop.budget': 'segment {segment} used up {what}',
  'loop.stop.budget.what': '{limit} {max} {unit} (used {used})',
  'loop.stop.budget.any': 'a budget',
  'loop.stop.budget.next':
    'a user\'s "continue" opens segment {next} with a fresh budget of the same size; nothing extends this one',
  'loop.unit.maxTurns': 'turns',
  'loop.unit.maxToolCalls': 'tool calls',
  'loop.unit.maxVerifyAttempts': 'verify attempts',
  'loop.unit.maxWallClockMs': 'ms of wall clock',
  'loop.unit.maxContextChars': 'characters of context',
  'loop.unit.maxDelegations': 'delegations',
  'loop.stop.stuck-any': 'the loop repeats itself',
  'loop.stop.stuck.next':
    'guidance from the user that changes the approach; repeating the same step again stops again',
  'loop.stop.unsafe': 'a hard-deny stopped the loop: {findings}',
  'loop.stop.unsafe.next': '{actions} — no confirmation lifts a hard-deny',
  'loop.stop.unsafe.any': 'choose a different action',
  'loop.stop.scope':
    'a write left the promised scope or the approved PLAN: {findings}',
  'loop.stop.scope.revise':
    'revise the plan or the promise scope to include the path (wukong run plan / wukong promise set --scope), then continue',
  'loop.stop.scope.stay': 'or tell the agent to stay inside the scope',
  'loop.stop.answer': 'answer: {question}',
  'loop.stop.authorize':
    'authorize {policy} for {subject} (a structured Authorization), or {next}',
  'loop.stop.this-action': 'this action',
  'loop.stop.missing':
    'the facts, permission or environment the loop is missing',
  'loop.stop.waiting': 'waiting for an answer: {question}',
  'loop.stop.blocked': 'blocked: {findings}',
  'loop.kept': '[wukong] the promise is kept: {summary}',
  'loop.kept-risk':
    '[wukong] the promise is kept: {summary} (residual risk: {risk})',
  // A prompt that resumes, or does not resume, a stopped loop (the resume
  // word 继续 is a parameter: the English text holds no Chinese).
  'loop.resumed':
    'Wukong: the loop stopped ({reason}) resumes with your prompt.',
  'loop.resumed-segment':
    'Wukong: the loop stopped ({reason}) resumes with your prompt in budget segment {segment}, as bounded as the first.',
  'loop.held':
    'Wukong: the loop is still stopped ({reason}: {summary}). It resumes only when you ask: start your prompt with "continue" / "resume" / "{word}" (guidance may follow after a colon), or run `wukong resume` in a terminal.',
  'loop.held-hard':
    'Wukong: the loop is still stopped ({reason}: {summary}). It resumes only when you ask: start your prompt with "continue" / "resume" / "{word}" (guidance may follow after a colon), or run `wukong resume` in a terminal. A hard-denied action stays denied after a resume.',
  'loop.held.agent': '[wukong] {notice} Do not act until it is.',
  'loop.stuck.failure':
    'the same failure {count} times in the last {window} observations: "{failure}"',
  'loop.stuck.tool-call':
    'the same action proposed {count} times in a row ({key})',
  'loop.stuck.question': 'the same question asked {count} times: "{question}"',
} as const;

export const stopZh: Record<keyof typeof stopEn, string> = {
  'loop.stop.paragraph':
    'Wukong 停止了循环：{reason} —— {summary}。要继续：{toContinue}',
  'loop.stop.paragraph-risk':
    'Wukong 停止了循环：{reason} —— {summary}。要继续：{toContinue}。剩余风险：{risk}',
  'loop.stop.or': '{list} | {item}',
  'loop.stop.join': '{list}；{item}',
  'loop.stop.finding': '[{policy}] {text}',
  'loop.stop.done': '每条验收标准都已证明，发布门已通过',
  'loop.stop.done.next': '无需任何操作：承诺已兑现；新的目标开启新的循环',
  'loop.stop.budget': '第 {segment} 段用完了{what}',
  'loop.stop.budget.what': ' {limit} {max} {unit}（已用 {used}）',
  'loop.stop.budget.any': '预算',
  'loop.stop.budget.next':
    '用户说“继续”会开启第 {next} 段，预算同样大小、重新计数；没有任何方式延长这一段',
  'loop.unit.maxTurns': '轮',
  'loop.unit.maxToolCalls': '次工具调用',
  'loop.unit.maxVerifyAttempts': '次验证尝试',
  'loop.unit.maxWallClockMs': '毫秒墙钟时间',
  'loop.unit.maxContextChars': '个上下文字符',
  'loop.unit.maxDelegations': '次委派',
  'loop.stop.stuck-any': '循环在重复自己',
  'loop.stop.stuck.next': '用户给出改变做法的指引；再重复同一步会再次停止',
  'loop.stop.unsafe': '一个硬拒绝停止了循环：{findings}',
  'loop.stop.unsafe.next': '{actions} —— 任何确认都解除不了硬拒绝',
  'loop.stop.unsafe.any': '换一个操作',
  'loop.stop.scope': '一次写入超出了承诺的范围或已批准的 PLAN：{findings}',
  'loop.stop.scope.revise':
    '修改计划或承诺范围以包含该路径（wukong run plan / wukong promise set --scope），然后继续',
  'loop.stop.scope.stay': '或者让 agent 留在范围之内',
  'loop.stop.answer': '回答：{question}',
  'loop.stop.authorize':
    '为 {subject} 授权 {policy}（一个结构化的 Authorization），或者{next}',
  'loop.stop.this-action': '这个操作',
  'loop.stop.missing': '循环缺少的事实、权限或环境',
  'loop.stop.waiting': '等待回答：{question}',
  'loop.stop.blocked': '受阻：{findings}',
  'loop.kept': '[wukong] 承诺已兑现：{summary}',
  'loop.kept-risk': '[wukong] 承诺已兑现：{summary}（剩余风险：{risk}）',
  'loop.resumed': 'Wukong：停止的循环（{reason}）随你的提示继续。',
  'loop.resumed-segment':
    'Wukong：停止的循环（{reason}）随你的提示在第 {segment} 段预算中继续，与第一段一样有界。',
  'loop.held':
    'Wukong：循环仍然停止（{reason}：{summary}）。只有你要求时它才继续：提示以“{word}” / “continue” / “resume” 开头（冒号后可附指引），或在终端运行 `wukong resume`。',
  'loop.held-hard':
    'Wukong：循环仍然停止（{reason}：{summary}）。只有你要求时它才继续：提示以“{word}” / “continue” / “resume” 开头（冒号后可附指引），或在终端运行 `wukong resume`。被硬拒绝的操作在继续之后仍然被拒绝。',
  'loop.held.agent': '[wukong] {notice} 在它继续之前不要行动。',
  'loop.stuck.failure':
    '最近 {window} 次观察中同一个失败出现了 {count} 次："{failure}"',
  'loop.stuck.tool-call': '同一个操作连续被提出 {count} 次（{key}）',
  'loop.stuck.question': '同一个问题被问了 {count} 次："{question}"',
};
