// The words of `wukong audit` (seed 004 Phase 5): each check's finding and its
// action (policies/harness/audit/audit-scores.ts), the score none of whose
// checks applies, and the pieces of their lists, en and zh
// Pos: policies/vocabulary/messages, data only; the findings keep their
// English `message` / `detail` (--json, tests) and carry a Said beside it
export const auditEn = {
  'audit.none': 'none',
  'audit.comma': '{list}, {item}',
  'audit.join': '{list}; {item}',
  'audit.refused-item': '{criterion} ({reason})',
  'audit.violation': '{rule} in {file}',
  'audit.nothing-measured':
    'nothing in this workspace or its ledger measures {score} yet',
  'audit.nothing-measured.next':
    'install Wukong here (`wukong init`) and let a session run through its hooks',
  'audit.checkpoints-covered':
    '{covered} of 13 checkpoints have a policy; none at {missing}',
  'audit.checkpoints-covered.next':
    'register a policy at each checkpoint the runtime calls',
  'audit.tool-hooks-installed':
    'Claude Code PreToolUse and PostToolUse hooks for every tool',
  'audit.tool-hooks-installed.next':
    'run `wukong init` so every tool call passes the gate',
  'audit.pre-tool-gated':
    '{ok} of {total} PreToolUse hooks produced a pre-tool gate decision',
  'audit.pre-tool-gated.next':
    'find the hook runs without a gate.decision in the ledger',
  'audit.pre-write-policies': 'pre-write policies missing: {missing}',
  'audit.pre-write-policies.next':
    'register the write policies in the default registry',
  'audit.writes-gated':
    '{ok} of {total} write tool calls passed a pre-write gate',
  'audit.writes-gated.next': 'route every write tool through PreToolUse',
  'audit.phase-policies': 'phase policies missing: {missing}',
  'audit.phase-policies.next': 'register the phase policies',
  'audit.phase-moves-gated':
    '{ok} of {total} phase moves have their gate decision in the ledger',
  'audit.phase-moves-gated.next':
    'move phases only with `wukong run phase`, which gates and records them',
  'audit.risk-forces-normal': 'quick runs showing high-risk signals: {runs}',
  'audit.risk-forces-normal.next': 'switch those runs to normal mode',
  'audit.verify-policies':
    'VerifyPlan (pre-verify-command) and evidence trust (post-verify-result) registered',
  'audit.verify-policies.next': 'register verify-command and evidence-trust',
  'audit.evidence-readable':
    'evidence files without a valid record (sourceTrust included): {files}',
  'audit.evidence-readable.next':
    'remove or repair the unreadable evidence files in .wukong/evidence',
  'audit.verify-has-exit': '{count} verify records without an exit code',
  'audit.verify-has-exit.next': 'record verifications with their exit code',
  'audit.promise-verify-plans':
    'promise verify commands VerifyPlan refuses: {refused}',
  'audit.promise-verify-plans.next':
    'verify each criterion with a package script that exists',
  'audit.context-validation': 'post-context-compile validation registered',
  'audit.context-validation.next': 'register context-validation',
  'audit.must-keep-non-prunable':
    'must-keep capsule sections that may be pruned: {sections}',
  'audit.must-keep-non-prunable.next':
    'mark every must-keep section non-prunable',
  'audit.compact-hooks-installed':
    'PreCompact and SessionStart hooks (capsule out, capsule back)',
  'audit.compact-hooks-installed.next': 'run `wukong init`',
  'audit.capsules-kept':
    '{ok} of {total} compact capsules passed post-context-compile and were written',
  'audit.capsules-kept.next':
    'see the context-validation findings in the ledger',
  'audit.delegation-policies': 'delegation policies missing: {missing}',
  'audit.delegation-policies.next': 'register the delegation policies',
  'audit.avatar-files': '{count} of 6 avatar agent files installed',
  'audit.avatar-files.next':
    'run `wukong init` to write .claude/agents/wukong-*.md',
  'audit.delegations-gated':
    '{ok} of {total} delegations passed pre-delegation',
  'audit.delegations-gated.next': 'route Task/Agent calls through PreToolUse',
  'audit.subagent-outputs-gated':
    '{ok} of {total} sub-agent answers passed post-delegation',
  'audit.subagent-outputs-gated.next': 'register the SubagentStop hook',
  'audit.loops-evaluated':
    '{ok} of {total} loops that observed work had an evaluation',
  'audit.loops-evaluated.next': 'let every loop reach its evaluator',
  'audit.criteria-with-verify':
    '{with} of {criteria} promise criteria name their verify command',
  'audit.criteria-with-verify.next':
    'give each criterion a verify command: --ac "text :: npm test -- …"',
  'audit.test-script': 'package.json has a test script',
  'audit.test-script.next':
    'add a test script so verification has something to run',
  'audit.architecture-fitness': 'architecture fitness violations: {violations}',
  'audit.architecture-fitness.next':
    'fix the layering violations (policies pure, machines without I/O, no shell in the loop)',
} as const;

export const auditZh: Record<keyof typeof auditEn, string> = {
  'audit.none': '无',
  'audit.comma': '{list}、{item}',
  'audit.join': '{list}；{item}',
  'audit.refused-item': '{criterion}（{reason}）',
  'audit.violation': '{file} 中的 {rule}',
  'audit.nothing-measured':
    '这个工作区和它的账本里还没有任何东西能衡量 {score}',
  'audit.nothing-measured.next':
    '在这里安装 Wukong（`wukong init`），并让一次会话经过它的 hook',
  'audit.checkpoints-covered':
    '13 个检查点中有 {covered} 个有策略；没有策略的：{missing}',
  'audit.checkpoints-covered.next': '在运行时调用的每个检查点注册一个策略',
  'audit.tool-hooks-installed':
    '为每个工具安装的 Claude Code PreToolUse 和 PostToolUse hook',
  'audit.tool-hooks-installed.next':
    '运行 `wukong init`，让每次工具调用都经过门禁',
  'audit.pre-tool-gated':
    '{total} 次 PreToolUse hook 中有 {ok} 次产生了 pre-tool 门禁决定',
  'audit.pre-tool-gated.next': '在账本中找出没有 gate.decision 的 hook 运行',
  'audit.pre-write-policies': '缺少的 pre-write 策略：{missing}',
  'audit.pre-write-policies.next': '在默认注册表中注册写入策略',
  'audit.writes-gated':
    '{total} 次写入工具调用中有 {ok} 次经过了 pre-write 门禁',
  'audit.writes-gated.next': '让每个写入工具都经过 PreToolUse',
  'audit.phase-policies': '缺少的阶段策略：{missing}',
  'audit.phase-policies.next': '注册阶段策略',
  'audit.phase-moves-gated':
    '{total} 次阶段切换中有 {ok} 次的门禁决定记在账本中',
  'audit.phase-moves-gated.next':
    '只用 `wukong run phase` 切换阶段，它会经过门禁并记录',
  'audit.risk-forces-normal': '显示高风险信号的 quick 运行：{runs}',
  'audit.risk-forces-normal.next': '把这些运行切换到 normal 模式',
  'audit.verify-policies':
    '已注册 VerifyPlan（pre-verify-command）和证据可信度（post-verify-result）',
  'audit.verify-policies.next': '注册 verify-command 和 evidence-trust',
  'audit.evidence-readable':
    '没有有效记录的证据文件（含 sourceTrust）：{files}',
  'audit.evidence-readable.next':
    '删除或修复 .wukong/evidence 中无法读取的证据文件',
  'audit.verify-has-exit': '{count} 条验证记录没有退出码',
  'audit.verify-has-exit.next': '记录验证时带上退出码',
  'audit.promise-verify-plans': 'VerifyPlan 拒绝的承诺验证命令：{refused}',
  'audit.promise-verify-plans.next':
    '每条标准都用一个已存在的 package 脚本来验证',
  'audit.context-validation': '已注册 post-context-compile 校验',
  'audit.context-validation.next': '注册 context-validation',
  'audit.must-keep-non-prunable': '可能被裁剪的必留胶囊段落：{sections}',
  'audit.must-keep-non-prunable.next': '把每个必留段落标为不可裁剪',
  'audit.compact-hooks-installed':
    'PreCompact 和 SessionStart hook（胶囊存出、胶囊取回）',
  'audit.compact-hooks-installed.next': '运行 `wukong init`',
  'audit.capsules-kept':
    '{total} 个压缩胶囊中有 {ok} 个通过了 post-context-compile 并已写入',
  'audit.capsules-kept.next': '查看账本中的 context-validation 发现',
  'audit.delegation-policies': '缺少的委派策略：{missing}',
  'audit.delegation-policies.next': '注册委派策略',
  'audit.avatar-files': '已安装 6 个分身 agent 文件中的 {count} 个',
  'audit.avatar-files.next':
    '运行 `wukong init` 写入 .claude/agents/wukong-*.md',
  'audit.delegations-gated': '{total} 次委派中有 {ok} 次经过了 pre-delegation',
  'audit.delegations-gated.next': '让 Task/Agent 调用经过 PreToolUse',
  'audit.subagent-outputs-gated':
    '{total} 个子 agent 回答中有 {ok} 个经过了 post-delegation',
  'audit.subagent-outputs-gated.next': '注册 SubagentStop hook',
  'audit.loops-evaluated': '{total} 个观察到工作的循环中有 {ok} 个得到了评估',
  'audit.loops-evaluated.next': '让每个循环都走到它的评估器',
  'audit.criteria-with-verify':
    '{criteria} 条承诺标准中有 {with} 条写明了验证命令',
  'audit.criteria-with-verify.next':
    '给每条标准一个验证命令：--ac "text :: npm test -- …"',
  'audit.test-script': 'package.json 有 test 脚本',
  'audit.test-script.next': '添加一个 test 脚本，让验证有东西可运行',
  'audit.architecture-fitness': '架构适应度违规：{violations}',
  'audit.architecture-fitness.next':
    '修复分层违规（policies 纯净、machines 无 I/O、循环中没有 shell）',
};
