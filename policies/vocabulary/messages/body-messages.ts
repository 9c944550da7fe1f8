// The body's words (seed 000 本体越界检查): the CHECKPOINT template, the
// violation kinds' names, each violation's text, how a block lifts, and the
// Stop / SubagentStop hook answers, en and zh side by side; zh as the seed
// writes it, the avatars keep their names (@眼 @身 @意 @舌) in both
// Pos: policies/vocabulary/messages, data only; the body policies return ids
// and parameters, the gate policy and the hooks render them
const PAIRS = {
  'body.checkpoint.template': [
    [
      'CHECKPOINT',
      'Q0. Skill match? [yes/no]',
      'Q1. Exploration/research? [yes/no]',
      'Q2. Code change? [yes/no] estimate __ lines',
      'Q3. Design/architecture? [yes/no]',
      'Q4. Independent files? __',
      'Decision: self | delegate @眼 / @身 / @意 … (parallel when Q4 ≥ 2)',
    ].join('\n'),
    [
      'CHECKPOINT',
      'Q0. Skill 匹配？ [是/否]',
      'Q1. 探索/研究？ [是/否]',
      'Q2. 代码修改？ [是/否] 预估 __ 行',
      'Q3. 设计/架构？ [是/否]',
      'Q4. 独立文件数？ __ 个',
      '决策: 本体执行 | 委派 @眼 / @身 / @意 … (并行 when Q4 ≥ 2)',
    ].join('\n'),
  ],
  // seed 000 本体越界判定: the kinds' names
  'body.kind.skip-checkpoint': ['skipped CHECKPOINT', '跳过 CHECKPOINT'],
  'body.kind.incomplete-checkpoint': [
    'incomplete CHECKPOINT',
    'CHECKPOINT 不完整',
  ],
  'body.kind.decision-error': ['wrong decision', '决策错误'],
  'body.kind.code-limit': ['over the code limit', '超出代码限制'],
  'body.kind.parallel': ['not parallel', '并行违规'],
  'body.kind.build-test': ['build/test out of bounds', '构建/测试越界'],
  'body.kind.exploration': [
    'multi-file exploration out of bounds',
    '多文件探索越界',
  ],
  // Layer 1: the CHECKPOINT itself
  'body.no-checkpoint': [
    'no CHECKPOINT before acting; output it first:\n{template}',
    '行动前没有 CHECKPOINT；先输出它:\n{template}',
  ],
  'body.acted-before-checkpoint': [
    'the body acted before its CHECKPOINT; output it first:\n{template}',
    '本体在 CHECKPOINT 之前就行动了；先输出它:\n{template}',
  ],
  'body.unanswered': [
    'the CHECKPOINT leaves {missing} unanswered; answer every question and declare the decision',
    'CHECKPOINT 未回答 {missing}；回答每个问题并给出决策',
  ],
  'body.acted-on-incomplete': [
    'the body acted on an incomplete CHECKPOINT: {missing} unanswered; answer them and declare the decision before acting',
    '本体按不完整的 CHECKPOINT 行动了: {missing} 未回答；行动前先回答并给出决策',
  ],
  // Layer 2: the decision
  'body.q1-self': [
    'Q1 says this is exploration, yet the body executes it: exploration belongs to the eye (@眼)',
    'Q1 说这是探索，本体却自己执行: 探索交给眼 (@眼)',
  ],
  'body.q2-self': [
    'Q2 estimates {lines} lines (> {max}), yet the body executes it: delegate to the body avatar (@身)',
    'Q2 预估 {lines} 行 (> {max})，本体却自己执行: 委派给身 (@身)',
  ],
  'body.q3-self': [
    'Q3 says this is design, yet the body executes it: design belongs to the mind (@意)',
    'Q3 说这是设计，本体却自己执行: 设计交给意 (@意)',
  ],
  'body.q4-serial': [
    'Q4 counts {files} independent files, yet the decision is not parallel: summon avatars in parallel',
    'Q4 有 {files} 个独立文件，决策却不是并行: 并行召唤分身',
  ],
  // Layer 3: what the body did
  'body.wrote-lines': [
    'the body wrote {lines} lines with {tool} (> {max}): code changes of that size belong to the body avatar (@身)',
    '本体用 {tool} 写了 {lines} 行 (> {max}): 这样规模的代码修改交给身 (@身)',
  ],
  'body.ran-build-test': [
    'the body ran a {kind} (`{command}`) itself: builds and tests belong to the tongue (@舌) or the body avatar (@身)',
    '本体自己运行了 {kind} (`{command}`): 构建和测试交给舌 (@舌) 或身 (@身)',
  ],
  'body.read-files': [
    'the body has read {count} files this task (> {max}): multi-file exploration belongs to the eye (@眼)',
    '本体在本任务中已读取 {count} 个文件 (> {max}): 多文件探索交给眼 (@眼)',
  ],
  'body.searched': [
    'the body has searched {count} times this task (> {max}): exploration belongs to the eye (@眼)',
    '本体在本任务中已搜索 {count} 次 (> {max}): 探索交给眼 (@眼)',
  ],
  // The gate finding around a violation (body-boundary-policy)
  'body.finding': [
    '{kind} ({level}): {text}{lift}',
    '{kind} ({level}): {text}{lift}',
  ],
  'body.delegate.parallel': [
    'summon the avatars in parallel (Task with subagent_type wukong-<avatar>, one per independent file)',
    '并行召唤分身 (Task，subagent_type 为 wukong-<avatar>，每个独立文件一个)',
  ],
  'body.delegate.to': [
    'delegate it (Task with subagent_type wukong-{avatar})',
    '委派出去 (Task，subagent_type 为 wukong-{avatar})',
  ],
  'body.write-checkpoint': [
    'output the CHECKPOINT (Q0–Q4 and the decision), then act',
    '先输出 CHECKPOINT (Q0–Q4 和决策)，再行动',
  ],
  'body.lift.delegation': [
    ' Blocked until a new, complete and correct CHECKPOINT; meanwhile {delegation} is allowed.',
    ' 在写出新的、完整且正确的 CHECKPOINT 之前保持阻断；在此期间允许{delegation}。',
  ],
  'body.lift': [
    ' Blocked until a new, complete and correct CHECKPOINT.',
    ' 在写出新的、完整且正确的 CHECKPOINT 之前保持阻断。',
  ],
  // The Stop and SubagentStop hook answers
  'stop.vanished.what': [
    'the CompletionPromise {id} the user set: {path} {problem}',
    '用户设定的 CompletionPromise {id}: {path} {problem}',
  ],
  'stop.vanished.finding': [
    '{what}; it was removed outside `wukong promise`, and Wukong does not drop a promise silently',
    '{what}；它在 `wukong promise` 之外被移除，Wukong 不会悄悄放弃一个承诺',
  ],
  'stop.vanished.next': [
    'only the user restores it (`wukong promise set …`) or lets it go (`wukong promise clear`)',
    '只有用户能恢复它 (`wukong promise set …`) 或放弃它 (`wukong promise clear`)',
  ],
  'stop.vanished.tell': [
    '{path} {problem}: the promise the user set ({id}) vanished during the session. Something other than `wukong promise` removed or changed it. Only the user restores it with `wukong promise set …` (or ends it with `wukong promise clear`); tell them.',
    '{path} {problem}: 用户设定的承诺 ({id}) 在会话中消失了。是 `wukong promise` 以外的东西移除或修改了它。只有用户能用 `wukong promise set …` 恢复 (或用 `wukong promise clear` 结束)；请告诉用户。',
  ],
  'stop.vanished.blocked': [
    'Wukong [self-protection.vanished] (block {blocks} of {limit}): {tell}',
    'Wukong [self-protection.vanished] (第 {blocks}/{limit} 次阻断): {tell}',
  ],
  'stop.vanished.note': [
    'Wukong [self-protection.vanished]: {tell}',
    'Wukong [self-protection.vanished]: {tell}',
  ],
  'stop.vanished.released': [
    ' The stop was let through after {limit} blocks.',
    ' 阻断 {limit} 次后已放行停止。',
  ],
  'stop.unproven': [
    'Wukong: "{objective}" is not proven yet (block {blocks} of {limit}). These acceptance criteria lack passing local evidence, or these done conditions do not hold:\n- {open}\nRun the verifying command(s); a passing run is recorded automatically.',
    'Wukong: "{objective}" 尚未证明 (第 {blocks}/{limit} 次阻断)。以下验收标准缺少本地通过的证据，或完成条件不成立:\n- {open}\n运行验证命令；通过的运行会自动记录。',
  ],
  'stop.released': [
    'Wukong let the stop through after {limit} blocks; still unproven:\n- {open}',
    'Wukong 阻断 {limit} 次后放行了停止；仍未证明:\n- {open}',
  ],
  'stop.residual-risk': [
    'Wukong: the promise is kept, with residual risk: {risks}',
    'Wukong: 承诺已兑现，残余风险: {risks}',
  ],
  'stop.subagent.blocked': [
    "Wukong 戒: your output does not meet the {title}'s contract ({verdict}):\n- {open}\n\n{contract}",
    'Wukong 戒: 你的输出不符合{title}的 Contract ({verdict}):\n- {open}\n\n{contract}',
  ],
  'stop.subagent.released': [
    'Wukong let {glyph} {title} stop after {limit} blocks; its output still fails 戒:\n- {open}',
    'Wukong 阻断 {limit} 次后放行了 {glyph} {title}；它的输出仍未通过戒关:\n- {open}',
  ],
} as const satisfies Record<string, readonly [string, string]>;

type BodyMessageId = keyof typeof PAIRS;

const side = (i: 0 | 1) =>
  Object.fromEntries(
    Object.entries(PAIRS).map(([id, texts]) => [id, texts[i]]),
  ) as Record<BodyMessageId, string>;

export const bodyEn = side(0);
export const bodyZh = side(1);
