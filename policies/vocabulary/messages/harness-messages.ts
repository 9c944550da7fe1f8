// The words of the harness policies' findings (policies/harness: the run's
// phases, plans, open questions, TDD and write postconditions), en and zh
// Pos: policies/vocabulary/messages, data only; the policies build their
// findings with say() (say.ts). policies/harness/body is not here yet
export const harnessEn = {
  'run.question-open':
    'blocking question {id} is open: {text} (no code changes until it is answered)',
  'run.question-answer.next': 'answer it: wukong run question answer {id} "…"',
  'run.asked-again': '{id} was asked before',
  'run.asked-answered': '{id} was asked before and answered: {answer}',
  'run.use-answer.next': 'use the answer already given',
  'run.wait-answer.next': 'wait for the answer instead of asking again',
  'phase.no-target': 'a phase transition without a target phase',
  'phase.no-target.next': 'name one of {phases}',
  'phase.skips': '{from} → {to} skips {skipped}; phases go {order}',
  'phase.advance-first.next': 'advance to {next} first',
  'phase.execute-needs-plan':
    'execute needs an approved PLAN that lists the files it may change',
  'phase.approve-plan.next':
    'approve a plan: wukong run plan --path <file> … --approve',
  'phase.question-open': 'blocking question {id} is open: {text}',
  'phase.question-answer.next':
    'answer it (wukong run question answer {id} "…")',
  'phase.ship-needs-facts':
    'ship needs the ship facts (acceptance and evidence) and none were gathered',
  'phase.ship-needs-facts.next':
    'set a CompletionPromise for the run and record its verifications',
  'plan.not-in-plan': '{file} is not in the approved PLAN ({paths})',
  'plan.no-plan': 'no PLAN is approved, so {file} may not change',
  'plan.revise.next':
    'revise the plan to include it: wukong run plan --path {file} --approve',
  'run.no-plan': 'run {id} is in {phase} without an approved PLAN',
  'run.no-plan.next':
    'approve the plan (wukong run plan --approve) or go back to plan',
  'run.history-mismatch': 'run {id} says {phase}, its history ends in {last}',
  'run.history-mismatch.next': 'move phases only with `wukong run phase`',
  'run.quick-risky':
    'run {id} is in quick mode but shows high-risk signals ({signals}): it must run in normal mode',
  'run.quick-risky.next':
    'switch the run to normal mode (wukong run start --mode normal …)',
  'source.wrong-phase':
    '{file} is source and the run is in {phase}: source files change only in execute',
  'source.advance.next':
    'approve the plan and advance to execute (wukong run phase execute)',
  'source.back.next':
    'go back to execute (wukong run phase execute) to change code',
  'source.question-open':
    'blocking question {id} is open ({text}): no code changes until it is answered',
  'tdd.green-first':
    'a passing test run with no failing run before it in this execute phase: TDD wants red first',
  'tdd.green-first.next': 'show the test failing before the change',
  'tdd.no-red':
    'TDD is on and no failing test was recorded since execute began: {file} may not change yet',
  'tdd.no-red.next':
    'write the test first and run it so it fails (the run is recorded), then change the code',
  'write.placeholder':
    '{file}:{line} still holds a template placeholder ({placeholder})',
  'write.placeholder.next': 'fill it in before verify',
  'write.created': 'new file {file} created in run {run}',
  'write.created.next': 'make sure the PLAN lists it',
  // The avatars' rights and delegations (policies/harness/delegation).
  'avatar.tool-forbidden':
    'the {title} ({glyph}) may not use {tool}; allowed: {allowed}',
  'avatar.tool-unlisted':
    'the {title} ({glyph}) may not use {tool} (its row does not list it); allowed: {allowed}',
  'avatar.tool.next':
    'do it with {allowed}, or hand it back so an avatar allowed to use {family} does it',
  'avatar.rule.nothing': 'changes no files',
  'avatar.rule.docs': 'writes Markdown only',
  'avatar.rule.tests-and-docs': 'changes tests and docs only',
  'avatar.write-outside':
    'the {title} ({glyph}) {rule}; {path} is outside that',
  'avatar.write-outside.next': 'hand the change to the body (⚔️ @impl)',
  'delegation.busy':
    '{running} {title} ({glyph}) sub-agent(s) already running; the table allows {limit} at once',
  'delegation.busy.next':
    'wait for the running {title} to finish, then delegate',
  'delegation.tool':
    '{title} ({glyph}) may not be given {tool}; its row allows {allowed}',
  'delegation.tool.next':
    'drop {tool}, or delegate that part to an avatar allowed to use it',
  'delegation.no-capsule':
    'a delegation without the handoff capsule: the sub-agent would work from whatever the prompt happened to say',
  'delegation.no-capsule.next':
    'attach the handoff capsule of the active loop (the adapter does it for Task/Agent calls)',
  'delegation.claims-evidence':
    "{who}'s output may not become {evidence} evidence record(s): it is an observation",
  'delegation.claims-facts':
    "{who}'s output may not become {facts} fact(s): it is an observation",
  'delegation.claims-both':
    "{who}'s output may not become {evidence} evidence record(s) or {facts} fact(s): it is an observation",
  'delegation.claims.next':
    'run the verification in the main run; the harness records real evidence itself',
  'delegation.pass-claim':
    '{who} says a verification passed; that is its claim, kept as an observation, not a verification result',
  'delegation.pass-claim.next':
    'rely on the runs the harness recorded, or run the check in the main run',
  'delegation.no-avatar': 'there is no avatar {type}; allowed: {allowed}',
  'delegation.no-avatar.next':
    'delegate to one of the six avatars by id or alias',
  'delegation.not-avatar':
    '{type} is not one of the six avatars and this workspace requires avatars; allowed: {allowed}',
  'delegation.not-avatar.next':
    'delegate to the avatar whose row fits the task, or authorize this delegation',
  // The loop and the verify command (policies/harness/loop, verify).
  'loop.failing-command': '`{command}` exited {code}',
  'loop.failing-command-said': '`{command}` exited {code}: {line}',
  'loop.failing-command.next': 'fix the cause, then run it again',
  'loop.done-when': "the promise's doneWhen does not hold yet: {unmet}",
  'loop.done-when.next':
    'do what the unmet condition asks, then claim done again',
  'loop.scope-drift': 'scope drift: {why}',
  'loop.scope-drift.next':
    'keep to the promised scope, or revise it: wukong promise set … --scope {file}',
  'loop.guessed-path':
    '{tool} failed on {failed} (it does not exist); {path} looks like a guess',
  'loop.guessed-path-any':
    '{tool} failed on a path (it does not exist); {path} looks like a guess',
  'loop.guessed-path.next':
    'find the file first with Glob or Grep, then use the path it reports',
  'verify.refused': 'refused verification `{command}`: {reason}',
  'verify.use-script.next':
    "verify with one of this project's scripts: {scripts}",
  'verify.add-script.next':
    'add a package script that verifies, or an entry in loop.verify.commands',
} as const;

export const harnessZh: Record<keyof typeof harnessEn, string> = {
  'run.question-open': '阻塞问题 {id} 尚未回答：{text}（回答之前不改代码）',
  'run.question-answer.next': '回答它：wukong run question answer {id} "…"',
  'run.asked-again': '{id} 之前已经问过',
  'run.asked-answered': '{id} 之前已经问过，答案是：{answer}',
  'run.use-answer.next': '使用已经给出的答案',
  'run.wait-answer.next': '等待答案，不要再问',
  'phase.no-target': '阶段切换没有目标阶段',
  'phase.no-target.next': '指定其中之一：{phases}',
  'phase.skips': '{from} → {to} 跳过了 {skipped}；阶段顺序是 {order}',
  'phase.advance-first.next': '先推进到 {next}',
  'phase.execute-needs-plan': 'execute 需要一份已批准、列出可修改文件的 PLAN',
  'phase.approve-plan.next':
    '批准计划：wukong run plan --path <file> … --approve',
  'phase.question-open': '阻塞问题 {id} 尚未回答：{text}',
  'phase.question-answer.next': '回答它（wukong run question answer {id} "…"）',
  'phase.ship-needs-facts': 'ship 需要交付事实（验收与证据），但还没有收集',
  'phase.ship-needs-facts.next':
    '为这次运行设置 CompletionPromise，并记录它的验证',
  'plan.not-in-plan': '{file} 不在已批准的 PLAN 中（{paths}）',
  'plan.no-plan': '没有已批准的 PLAN，所以 {file} 不能修改',
  'plan.revise.next':
    '修改计划把它加进去：wukong run plan --path {file} --approve',
  'run.no-plan': '运行 {id} 处于 {phase}，却没有已批准的 PLAN',
  'run.no-plan.next': '批准计划（wukong run plan --approve），或回到 plan',
  'run.history-mismatch': '运行 {id} 记为 {phase}，但它的历史停在 {last}',
  'run.history-mismatch.next': '只用 `wukong run phase` 切换阶段',
  'run.quick-risky':
    '运行 {id} 处于 quick 模式，但有高风险信号（{signals}）：必须以 normal 模式运行',
  'run.quick-risky.next':
    '把运行切换到 normal 模式（wukong run start --mode normal …）',
  'source.wrong-phase':
    '{file} 是源代码，而运行处于 {phase}：源文件只在 execute 阶段修改',
  'source.advance.next': '批准计划并推进到 execute（wukong run phase execute）',
  'source.back.next': '回到 execute（wukong run phase execute）再改代码',
  'source.question-open': '阻塞问题 {id} 尚未回答（{text}）：回答之前不改代码',
  'tdd.green-first':
    '本次 execute 阶段里，通过的测试之前没有失败的运行：TDD 要求先红',
  'tdd.green-first.next': '修改之前先让测试失败',
  'tdd.no-red':
    'TDD 已开启，进入 execute 后还没有记录失败的测试：{file} 暂时不能修改',
  'tdd.no-red.next': '先写测试并运行，让它失败（这次运行会被记录），再改代码',
  'write.placeholder': '{file}:{line} 仍有模板占位符（{placeholder}）',
  'write.placeholder.next': 'verify 之前把它填上',
  'write.created': '运行 {run} 中新建了文件 {file}',
  'write.created.next': '确认 PLAN 列出了它',
  'avatar.tool-forbidden': '{title}（{glyph}）不能使用 {tool}；允许：{allowed}',
  'avatar.tool-unlisted':
    '{title}（{glyph}）不能使用 {tool}（它的那一行没有列出）；允许：{allowed}',
  'avatar.tool.next':
    '用 {allowed} 来做，或把它交回，让允许使用 {family} 的化身去做',
  'avatar.rule.nothing': '不修改任何文件',
  'avatar.rule.docs': '只写 Markdown',
  'avatar.rule.tests-and-docs': '只修改测试和文档',
  'avatar.write-outside': '{title}（{glyph}）{rule}；{path} 不在此范围内',
  'avatar.write-outside.next': '把这次修改交给本体（⚔️ @impl）',
  'delegation.busy':
    '已有 {running} 个 {title}（{glyph}）子代理在运行；配置表一次只允许 {limit} 个',
  'delegation.busy.next': '等正在运行的 {title} 结束后再委派',
  'delegation.tool':
    '{title}（{glyph}）不能被授予 {tool}；它的那一行允许 {allowed}',
  'delegation.tool.next': '去掉 {tool}，或把那部分委派给允许使用它的化身',
  'delegation.no-capsule':
    '委派没有附带交接胶囊：子代理只能凭提示词里碰巧写了什么来工作',
  'delegation.no-capsule.next':
    '附上当前循环的交接胶囊（适配器会为 Task/Agent 调用自动附上）',
  'delegation.claims-evidence':
    '{who} 的输出不能成为 {evidence} 条证据记录：它只是观察',
  'delegation.claims-facts': '{who} 的输出不能成为 {facts} 条事实：它只是观察',
  'delegation.claims-both':
    '{who} 的输出不能成为 {evidence} 条证据记录或 {facts} 条事实：它只是观察',
  'delegation.claims.next': '在主运行中执行验证；harness 会自己记录真实的证据',
  'delegation.pass-claim':
    '{who} 说验证通过了；这是它的说法，作为观察保留，不是验证结果',
  'delegation.pass-claim.next':
    '以 harness 记录的运行为准，或在主运行中执行检查',
  'delegation.no-avatar': '没有化身 {type}；允许：{allowed}',
  'delegation.no-avatar.next': '用 id 或别名委派给六个化身之一',
  'delegation.not-avatar':
    '{type} 不是六个化身之一，而这个工作区要求使用化身；允许：{allowed}',
  'delegation.not-avatar.next': '委派给职责相符的化身，或授权这次委派',
  'loop.failing-command': '`{command}` 以 {code} 退出',
  'loop.failing-command-said': '`{command}` 以 {code} 退出：{line}',
  'loop.failing-command.next': '修复原因，然后再运行一次',
  'loop.done-when': '承诺的 doneWhen 还不成立：{unmet}',
  'loop.done-when.next': '按未满足的条件去做，然后再声明完成',
  'loop.scope-drift': '范围漂移：{why}',
  'loop.scope-drift.next':
    '守住承诺的范围，或修改它：wukong promise set … --scope {file}',
  'loop.guessed-path':
    '{tool} 在 {failed} 上失败（它不存在）；{path} 看起来是猜的',
  'loop.guessed-path-any':
    '{tool} 在某个路径上失败（它不存在）；{path} 看起来是猜的',
  'loop.guessed-path.next': '先用 Glob 或 Grep 找到文件，再用它报告的路径',
  'verify.refused': '拒绝验证命令 `{command}`：{reason}',
  'verify.use-script.next': '用这个项目的脚本之一来验证：{scripts}',
  'verify.add-script.next':
    '添加一个做验证的 package 脚本，或在 loop.verify.commands 中加一项',
};
