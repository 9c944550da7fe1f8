// Pieces inside harness and security findings, en and zh: the loop's
// conditions and scope (describeTest, outOfScope), how a command touches a
// path (howSaid), Wukong's own state that vanished, where the tool-call
// argument search stopped
// Pos: policies/vocabulary/messages, data only; passed as fragment()
// parameters of findings worded in harness-, command-, deferred- and
// security-messages.ts
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
};
