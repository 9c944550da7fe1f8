// r001PlanExecReasoning and r001Confidence — seed 003 §4,
// R001_PLAN_EXEC_REASONING, to the letter
// Pos: policies/throttle/rules, the v0.1 rule: Plan mode + reasoning model + a
// request for code; warns, never blocks
import type { FeatureDetail } from '../signals/features.js';
import {
  actionsFor,
  defineThrottleRule,
  listed,
  modeName,
  switchModeAction,
  switchModelAction,
  tierName,
} from './rule.js';

/**
 * §4.3: base 0.60; +0.15 per strong exec keyword (at most +0.30); -0.20 per
 * negation (可叠加); +0.10 when the prompt hints at a file operation; clamped by
 * the engine. Percent.
 */
export function r001Confidence(
  f: Pick<
    FeatureDetail,
    'execKeywordMatches' | 'negationMatches' | 'fileOperationHints'
  >,
): number {
  return (
    60 +
    Math.min(30, 15 * f.execKeywordMatches.length) -
    20 * f.negationMatches.length +
    (f.fileOperationHints.length > 0 ? 10 : 0)
  );
}

export const r001PlanExecReasoning = defineThrottleRule({
  id: 'R001_PLAN_EXEC_REASONING',
  severity: 'warn',
  enabledByDefault: true,
  description: 'Plan 模式 + 高推理模型 + 执行倾向（§4.1 AND）',
  assess({ features: f }) {
    if (f.mode !== 'plan' || !f.isReasoningModel || !f.hasExecIntent)
      return null;
    const reasons = [
      `当前模式：${modeName(f.mode)}`,
      `模型等级：${tierName('reasoning')}`,
      `命中执行关键词：${listed(f.execKeywordMatches)}`,
      `上下文偏大：${f.contextLarge}`,
    ];
    if (f.negationMatches.length)
      reasons.push(`命中否定词：${listed(f.negationMatches)}（每个 -0.20）`);
    if (f.fileOperationHints.length)
      reasons.push(`文件操作暗示：${listed(f.fileOperationHints)}（+0.10）`);
    if (f.tags.found.length)
      reasons.push(`提示词标签：${f.tags.found.join(' ')}`);
    return {
      confidencePct: r001Confidence(f),
      reasons,
      actions: actionsFor('R001_PLAN_EXEC_REASONING', [
        switchModeAction('ask', '切换到 Ask 模式，先确认方案'),
        switchModelAction(),
      ]),
      message: {
        title: '可能在 Plan 模式下过度加速',
        body: '检测到你在 **Plan 模式**下请求代码实现，当前使用的是**高推理模型**。\n这可能会消耗较多资源。\n建议：先在 Ask 模式确认方案，或切换更快模型继续规划。',
      },
    };
  },
});
