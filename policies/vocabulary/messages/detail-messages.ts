// Pieces inside harness and security findings, en and zh: the loop's
// conditions and scope (describeTest, outOfScope), how a command touches a
// path (howSaid), Wukong's own state that vanished, where the tool-call
// argument search stopped, the refusal of an unsandboxed Bash call, what a
// compiled context lost
// Pos: policies/vocabulary/messages, data only; mostly fragment() parameters
// of findings worded in harness-, command-, deferred- and
// security-messages.ts; sandbox.disable and context.lost are findings
export const detailEn = {
  // the loop's conditions and scope (policies/harness/loop: stop-conditions.ts describeTest, evaluator.ts, scope-drift-policy.ts outOfScope)
  'loop.test.acceptance-proven':
    'every acceptance criterion has passing local evidence',
  'loop.test.evidence': '{kind} evidence is recorded after the promise',
  'loop.test.written': 'a write touches {glob}',
  'loop.test.failures': '{count} failures in a row',
  'loop.test.tool-calls': '{count} tool calls are used',
  'loop.test.denied': 'policy {policy} hard-denies an action',
  'loop.unmet.item': '{description} ({test})',
  'loop.unmet.text': '{text}',
  'loop.unmet.join': '{list}; {item}',
  'loop.scope.disallowed':
    "{file} matches the promise's disallowed scope ({globs})",
  'loop.scope.outside':
    "{file} is outside the promise's allowed scope ({globs})",
  // how a command touches a path (commands/how-said.ts over targets.ts' `how`)
  'how.destination': '{via} destination',
  'how.source': '{via} source',
  'how.redirection': '{via} redirection',
  'how.output-directory': '{via} output directory',
  'how.output': '{via} output',
  'how.hard-link-target': '{via} target (a hard link)',
  'how.target': '{via} target',
  'how.editor': '{via} (an editor)',
  // Wukong's own state that vanished (src/hosts/claude-code/state-watch.ts)
  'state.run-state': 'the run state of session {session}',
  'state.vanished':
    '{what} ({path}) is {how}: it existed this session and something outside Wukong removed it; Wukong does not start over silently',
  'state.missing': 'missing',
  'state.empty': 'empty',
  'state.vanished.next': 'tell the user; the next tool call asks them',
  // where the tool-call argument search stopped (tool-calls/argument-search.ts)
  'tool.stop.subjects': 'more than {limit} files, URLs and commands',
  'tool.stop.chars': 'more than {limit} characters of arguments',
  'tool.stop.nodes': 'more than {limit} values',
  'tool.stop.depth': 'nested deeper than {limit} levels',
  // the sandbox refusal (src/hosts/claude-code/sandbox-answer.ts) and the compiled context's check (policies/context/prompt/context-validation-policy.ts)
  'sandbox.disable':
    'this Bash call asks to run outside the sandbox (dangerouslyDisableSandbox: true)',
  'sandbox.disable.next':
    'run it without dangerouslyDisableSandbox; if it cannot work sandboxed, the user adds its pattern to sandbox.exclude in wukong.config.json',
  'context.lost': 'the compiled context lost {what}',
  'context.lost.next':
    'compile it again with the must-keep sections (resume, hard-denies, open questions, gate state, write transactions, source anchors) non-prunable',
  'context.lost.resume': 'the resume point (loop state and next action)',
  'context.lost.hard-deny': 'hard-deny {id}',
  'context.lost.question': 'open question {id}',
  'context.lost.gate-state': 'the gate state and budget',
  'context.lost.write': 'write transaction {path}',
  'context.lost.anchor': 'source anchor {anchor}',
} as const;

export const detailZh: Record<keyof typeof detailEn, string> = {
  'loop.test.acceptance-proven': '每条验收标准都有通过的本地证据',
  'loop.test.evidence': '承诺之后记录了 {kind} 证据',
  'loop.test.written': '有写入触及 {glob}',
  'loop.test.failures': '连续失败 {count} 次',
  'loop.test.tool-calls': '用掉 {count} 次工具调用',
  'loop.test.denied': '策略 {policy} 硬拒绝了一个动作',
  'loop.unmet.item': '{description}（{test}）',
  'loop.unmet.text': '{text}',
  'loop.unmet.join': '{list}；{item}',
  'loop.scope.disallowed': '{file} 落在承诺的禁止范围内（{globs}）',
  'loop.scope.outside': '{file} 在承诺的允许范围之外（{globs}）',
  'how.destination': '{via} 的目标',
  'how.source': '{via} 的源',
  'how.redirection': '{via} 重定向',
  'how.output-directory': '{via} 的输出目录',
  'how.output': '{via} 的输出',
  'how.hard-link-target': '{via} 的目标（硬链接）',
  'how.target': '{via} 的目标',
  'how.editor': '{via}（编辑器）',
  'state.run-state': '会话 {session} 的运行状态',
  'state.vanished':
    '{what}（{path}）{how}：它在本次会话中存在过，是 Wukong 之外的东西移除了它；Wukong 不会悄悄从头再来',
  'state.missing': '不见了',
  'state.empty': '被清空了',
  'state.vanished.next': '告诉用户；下一次工具调用会询问他们',
  'tool.stop.subjects': '超过 {limit} 个文件、URL 和命令',
  'tool.stop.chars': '参数超过 {limit} 个字符',
  'tool.stop.nodes': '超过 {limit} 个值',
  'tool.stop.depth': '嵌套超过 {limit} 层',
  'sandbox.disable':
    '这次 Bash 调用要求在沙箱之外运行（dangerouslyDisableSandbox: true）',
  'sandbox.disable.next':
    '不带 dangerouslyDisableSandbox 运行它；如果它在沙箱里确实无法工作，由用户把它的模式加到 wukong.config.json 的 sandbox.exclude 中',
  'context.lost': '编译后的上下文丢失了{what}',
  'context.lost.next':
    '重新编译，把必须保留的部分（恢复点、硬拒绝、未决问题、gate 状态、写事务、源锚点）设为不可裁剪',
  'context.lost.resume': '恢复点（循环状态和下一步动作）',
  'context.lost.hard-deny': '硬拒绝 {id}',
  'context.lost.question': '未决问题 {id}',
  'context.lost.gate-state': 'gate 状态和预算',
  'context.lost.write': '写事务 {path}',
  'context.lost.anchor': '源锚点 {anchor}',
};
