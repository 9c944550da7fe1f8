// The throttle's words (seed 003): each rule's title, body, reasons and action
// labels, the engine's confidence line and the renderers' chrome, en and zh
// Pos: policies/vocabulary/messages, data only; zh is the seed's copy, en plain
// English. message.ts looks them up
export const throttleEn = {
  'throttle.reason.mode': 'Mode: {mode}',
  'throttle.reason.tier': 'Model tier: {tier}',
  'throttle.reason.exec': 'Execution keywords: {words}',
  'throttle.reason.context-large': 'Large context: {large}',
  'throttle.reason.negation': 'Negations: {words} (-0.20 each)',
  'throttle.reason.file-ops': 'File operation hints: {words} (+0.10)',
  'throttle.reason.tags': 'Prompt tags: {tags}',
  'throttle.reason.decision': 'Decision keywords: {words}',
  'throttle.reason.redesign': 'Technology choice / comparison words: {words}',
  'throttle.reason.refactor': 'Refactoring keywords: {words}',
  'throttle.reason.restructure': 'Refactoring / restructuring words: {words}',
  'throttle.reason.scale': 'Scope of change: {words}',
  'throttle.reason.refactor-decision':
    'Refactoring / decision keywords: {words}',
  'throttle.reason.intent': 'Intent: {words}',
  'throttle.reason.header-missing':
    'Target file: {path} (no Input/Output/Pos in its first 15 lines)',
  'throttle.reason.readme-absent': 'Folder README: {path} does not exist',
  'throttle.reason.readme-empty':
    'Folder README: {path} has empty first 3 lines',
  'throttle.reason.confidence':
    'Confidence: {confidence} (threshold {threshold}, strictness={strictness})',
  'throttle.action.continue': 'Go on with this request (default)',
  'throttle.action.mute': 'Do not show this rule again',
  'throttle.action.switch-model':
    'Switch to a faster model (standard / light, such as Sonnet or a non-reasoning GPT)',
  'throttle.action.open': 'Open {path}',
  'throttle.r001.action.ask':
    'Switch to Ask mode and agree on the approach first',
  'throttle.r001.title': 'Plan mode may be rushing ahead',
  'throttle.r001.body':
    'You are asking for code in **Plan mode** while on a **reasoning model**.\nThis can cost a lot.\nSuggestion: agree on the approach in Ask mode first, or keep planning on a faster model.',
  'throttle.r002.action.plan':
    'Switch to Plan mode and settle the approach first',
  'throttle.r002.title': 'A design decision in Agent mode',
  'throttle.r002.body':
    'You are discussing a technology choice or comparing architectures in **Agent mode**.\nAgent mode edits files right away; with the approach still open that can mean rework.\nSuggestion: settle the approach in Plan or Ask mode, then come back to Agent mode to implement it.',
  'throttle.r003.action.plan':
    'Switch to Plan mode and plan the refactoring on its own',
  'throttle.r003.action.new-chat':
    'Start the refactoring in a new conversation',
  'throttle.r003.title': 'Debug mode may be widening the change',
  'throttle.r003.body':
    'You are asking for a large refactoring or restructuring in **Debug mode**.\nRestructuring while hunting a bug easily loses the clues that reproduce it and makes the context grow fast.\nSuggestion: find and fix the bug first, then start the refactoring on its own.',
  'throttle.r004.title': 'Hidden output likely (reasoning tokens)',
  'throttle.r004.body':
    'You are on a **reasoning model** and this request is about refactoring or weighing options.\nSuch requests can produce a lot of hidden reasoning output (reasoning tokens): it never shows in the reply but is paid for all the same.\nIf you only need a direct answer, switch to a standard model.',
  'throttle.r101.action.templates':
    'Generate position templates (generated only, nothing written)',
  'throttle.r101.title': 'Minimal position comments may be missing',
  'throttle.r101.body':
    'You are starting an implementation or refactoring, but the module lacks its minimal position header (Input/Output/Pos) or a short folder README.\nThat can raise the context cost and the risk of wrong edits.',
  'throttle.render.none': '✓ No hint, send it as it is.',
  'throttle.render.held-back': '({items}: not shown again)',
  'throttle.render.muted': 'muted',
  'throttle.render.cooling': 'cooling down',
  'throttle.render.confidence': 'confidence {confidence}',
  'throttle.render.options': 'Options:',
  'throttle.render.more': '{count} more hint(s): {items}',
  'throttle.render.choose': 'Options: {options}',
  'throttle.render.also': 'Also: {items}',
  'throttle.render.mute-how': '{label} (wukong throttle --mute {rule})',
  'throttle.render.hit-line': '{title} ({rule} · confidence {confidence})',
  'throttle.render.list-sep': ', ',
  'throttle.render.item-sep': '; ',
  'throttle.render.title-rule': '{title} ({rule})',
} as const;

export const throttleZh: Record<keyof typeof throttleEn, string> = {
  'throttle.reason.mode': '当前模式：{mode}',
  'throttle.reason.tier': '模型等级：{tier}',
  'throttle.reason.exec': '命中执行关键词：{words}',
  'throttle.reason.context-large': '上下文偏大：{large}',
  'throttle.reason.negation': '命中否定词：{words}（每个 -0.20）',
  'throttle.reason.file-ops': '文件操作暗示：{words}（+0.10）',
  'throttle.reason.tags': '提示词标签：{tags}',
  'throttle.reason.decision': '命中决策关键词：{words}',
  'throttle.reason.redesign': '命中选型/对比词：{words}',
  'throttle.reason.refactor': '命中重构关键词：{words}',
  'throttle.reason.restructure': '命中重构/改造词：{words}',
  'throttle.reason.scale': '改动范围：{words}',
  'throttle.reason.refactor-decision': '命中重构/决策关键词：{words}',
  'throttle.reason.intent': '意图：{words}',
  'throttle.reason.header-missing':
    '目标文件：{path}（前 15 行没有 Input/Output/Pos）',
  'throttle.reason.readme-absent': '目录说明：{path} 不存在',
  'throttle.reason.readme-empty': '目录说明：{path} 前 3 行为空',
  'throttle.reason.confidence':
    '置信度：{confidence}（阈值 {threshold}，strictness={strictness}）',
  'throttle.action.continue': '继续本次操作（默认）',
  'throttle.action.mute': '不再提示此规则',
  'throttle.action.switch-model':
    '切换到更快的模型（standard / light，如 Sonnet 或 GPT 非推理模型）',
  'throttle.action.open': '打开 {path}',
  'throttle.r001.action.ask': '切换到 Ask 模式，先确认方案',
  'throttle.r001.title': '可能在 Plan 模式下过度加速',
  'throttle.r001.body':
    '检测到你在 **Plan 模式**下请求代码实现，当前使用的是**高推理模型**。\n这可能会消耗较多资源。\n建议：先在 Ask 模式确认方案，或切换更快模型继续规划。',
  'throttle.r002.action.plan': '切换到 Plan 模式，先定方案',
  'throttle.r002.title': '可能在 Agent 模式下做方案决策',
  'throttle.r002.body':
    '检测到你在 **Agent 模式**下讨论选型或架构对比。\nAgent 模式会直接动手修改，方案未定时可能带来返工。\n建议：先在 Plan 或 Ask 模式确定方案，再回到 Agent 模式实现。',
  'throttle.r003.action.plan': '切换到 Plan 模式，单独规划重构',
  'throttle.r003.action.new-chat': '在新对话中单独发起重构',
  'throttle.r003.title': '可能在 Debug 模式下扩大改动范围',
  'throttle.r003.body':
    '检测到你在 **Debug 模式**下请求大规模重构或架构改造。\n排查问题时同时大改结构，容易丢失复现线索，并让上下文迅速膨胀。\n建议：先定位并修复问题，再单独发起重构。',
  'throttle.r004.title': '可能产生隐藏输出（Reasoning tokens）',
  'throttle.r004.body':
    '当前使用的是**高推理模型**，这个请求涉及重构或方案取舍。\n这类请求可能产生较多隐藏的推理输出（Reasoning tokens），它们不出现在回复里，但同样计入消耗。\n如果只需要直接的结论，可以切换到 standard 模型。',
  'throttle.r101.action.templates': '生成定位模板（只生成，不写入）',
  'throttle.r101.title': '可能缺少最小定位注释',
  'throttle.r101.body':
    '你正在发起实现/重构，但当前模块缺少最小定位（Input/Output/Pos）或目录极简说明。\n这可能增加上下文成本与误改风险。',
  'throttle.render.none': '✓ 无提示，可以直接发送。',
  'throttle.render.held-back': '（{items}，未重复提示）',
  'throttle.render.muted': '已静音',
  'throttle.render.cooling': '冷却中',
  'throttle.render.confidence': '置信度 {confidence}',
  'throttle.render.options': '可选操作：',
  'throttle.render.more': '另有 {count} 条提示：{items}',
  'throttle.render.choose': '可选：{options}',
  'throttle.render.also': '另有：{items}',
  'throttle.render.mute-how': '{label}（wukong throttle --mute {rule}）',
  'throttle.render.hit-line': '{title}（{rule} · 置信度 {confidence}）',
  'throttle.render.list-sep': '，',
  'throttle.render.item-sep': '；',
  'throttle.render.title-rule': '{title}（{rule}）',
};
