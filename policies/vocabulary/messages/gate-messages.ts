// The words of the gate's own findings (policies/gate: failing closed, a
// policy that threw) and of the evidence policies (policies/evidence), en and zh
// Pos: policies/vocabulary/messages, data only; decision.ts carries its said
// data as literals (the CommonJS launcher loads it and no catalog), a test
// ties them to these texts
export const gateEn = {
  'gate.failed-closed': 'Wukong failed closed: {why}',
  'gate.failed-closed.next':
    'Fix the cause (see .wukong/ledger) or run `wukong uninstall` to remove the hooks.',
  // The hook's fail-closed answer (src/hosts/claude-code/fail-closed.ts holds
  // these as literals for the launcher; a test ties them).
  'gate.failed-closed.reason': '{failed}. {next}',
  'gate.could-not-handle': 'Wukong could not handle {event}: {why}',
  'gate.internal-error': 'internal error: {error}',
  'gate.malformed-input': 'malformed input: {error}',
  'gate.uncaught-error': 'uncaught error: {error}',
  'gate.no-answer': 'the hook ended without an answer',
  'gate.policy-failed':
    'policy {policy} failed at {checkpoint} ({reason}); failing closed',
  'gate.policy-failed.next':
    'fix or disable policy {policy}; the action stays denied until it runs',
  // Whether a record counts as a passing run (evidence/trust.ts).
  'trust.command': '`{command}`',
  'trust.record': 'a {kind} record',
  'trust.note':
    '{what} is a manual note: it explains a risk, it never turns green alone',
  'trust.tdd-red': '{what} is a TDD red run',
  'trust.no-exit':
    '{what} has no exit code: a green without `Exit: 0` is refused',
  'trust.exited': '{what} exited {code}',
  'trust.green': '{what} exited 0 ({trust})',
  // evidence-trust
  'evidence.claimed-pass': 'claimed pass refused: {why}',
  'evidence.claimed-pass.next':
    'run the verification locally so its exit code is recorded (Exit: 0)',
  'evidence.no-exit':
    '{subject} has no exit code: it is kept, but never as a green verify',
  'evidence.no-exit.next': 'record the run with its exit code',
  'evidence.note':
    'a manual note explains a risk or a block; it never turns green alone',
  'evidence.note.next': 'back it with a local run',
  'evidence.residual':
    '{trust} evidence: usable for delivery, shown as residual risk at ship, never the same as a local run',
  'evidence.residual-from':
    '{trust} evidence from {refs}: usable for delivery, shown as residual risk at ship, never the same as a local run',
  'evidence.residual.next':
    'let the user weigh the source, or prove it locally',
  'evidence.outside':
    '{kind} evidence cites {ref}, outside the workspace ({workspace}): refused',
  'evidence.outside.next':
    'cite the signature or metadata from a file inside the workspace',
} as const;

export const gateZh: Record<keyof typeof gateEn, string> = {
  'gate.failed-closed': 'Wukong 按失败即拒绝处理：{why}',
  'gate.failed-closed.next':
    '修复原因（见 .wukong/ledger），或运行 `wukong uninstall` 移除 hook。',
  'gate.failed-closed.reason': '{failed}。{next}',
  'gate.could-not-handle': 'Wukong 无法处理 {event}：{why}',
  'gate.internal-error': '内部错误：{error}',
  'gate.malformed-input': '输入格式错误：{error}',
  'gate.uncaught-error': '未捕获的错误：{error}',
  'gate.no-answer': 'hook 结束时没有给出答复',
  'gate.policy-failed':
    '策略 {policy} 在 {checkpoint} 失败（{reason}）；按失败即拒绝处理',
  'gate.policy-failed.next':
    '修复或停用策略 {policy}；它能运行之前，该操作一直被拒绝',
  'trust.command': '`{command}`',
  'trust.record': '一条 {kind} 记录',
  'trust.note': '{what} 是手写说明：它解释风险，单独永远不算通过',
  'trust.tdd-red': '{what} 是 TDD 红灯运行',
  'trust.no-exit': '{what} 没有退出码：没有 `Exit: 0` 的通过会被拒绝',
  'trust.exited': '{what} 以 {code} 退出',
  'trust.green': '{what} 以 0 退出（{trust}）',
  'evidence.claimed-pass': '声称的通过被拒绝：{why}',
  'evidence.claimed-pass.next': '在本地运行验证，让它的退出码被记录（Exit: 0）',
  'evidence.no-exit': '{subject} 没有退出码：会保留，但永远不算通过的验证',
  'evidence.no-exit.next': '连同退出码一起记录这次运行',
  'evidence.note': '手写说明解释风险或阻塞；它单独永远不算通过',
  'evidence.note.next': '用一次本地运行来支撑它',
  'evidence.residual':
    '{trust} 证据：可用于交付，在 ship 时列为残余风险，永远不等同于本地运行',
  'evidence.residual-from':
    '来自 {refs} 的 {trust} 证据：可用于交付，在 ship 时列为残余风险，永远不等同于本地运行',
  'evidence.residual.next': '让用户权衡这个来源，或在本地证明',
  'evidence.outside':
    '{kind} 证据引用了 {ref}，在工作区（{workspace}）之外：拒绝',
  'evidence.outside.next': '从工作区内的文件引用签名或元数据',
};
