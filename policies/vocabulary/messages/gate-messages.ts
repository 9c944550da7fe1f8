// The words of the gate's own findings (policies/gate: failing closed, a
// policy that threw) and of the evidence policies (policies/evidence), en and zh
// Pos: policies/vocabulary/messages, data only; decision.ts carries its said
// data as literals (the CommonJS launcher loads it and no catalog), a test
// ties them to these texts
export const gateEn = {
  'gate.failed-closed': 'Wukong failed closed: {why}',
  'gate.failed-closed.next':
    'Fix the cause (see .wukong/ledger) or run `wukong uninstall` to remove the hooks.',
  'gate.policy-failed':
    'policy {policy} failed at {checkpoint} ({reason}); failing closed',
  'gate.policy-failed.next':
    'fix or disable policy {policy}; the action stays denied until it runs',
} as const;

export const gateZh: Record<keyof typeof gateEn, string> = {
  'gate.failed-closed': 'Wukong 按失败即拒绝处理：{why}',
  'gate.failed-closed.next':
    '修复原因（见 .wukong/ledger），或运行 `wukong uninstall` 移除 hook。',
  'gate.policy-failed':
    '策略 {policy} 在 {checkpoint} 失败（{reason}）；按失败即拒绝处理',
  'gate.policy-failed.next':
    '修复或停用策略 {policy}；它能运行之前，该操作一直被拒绝',
};
