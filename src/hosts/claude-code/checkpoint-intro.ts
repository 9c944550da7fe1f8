// checkpointIntro(config, env) — the body's CHECKPOINT introduced at
// SessionStart: what it is (seed 000's self-check before acting), its format
// and how it is enforced now, in the user's language (body.language, or the
// locale: zh… → Chinese, else English)
// Pos: src/hosts/claude-code, so the model meets the rule before its first tool
// call instead of at it; the rule itself is policies/harness/body
import { CHECKPOINT_TEMPLATE } from '../../../policies/harness/body/checkpoint-parse.js';
import type { BodyConfig } from '../../../policies/vocabulary/loop-config.js';

export type IntroLanguage = 'zh' | 'en';

/** body.language, else the locale (LC_ALL, LC_MESSAGES, LANG). */
export function introLanguage(
  body: Pick<BodyConfig, 'language'>,
  env: Readonly<Record<string, string | undefined>>,
): IntroLanguage {
  if (body.language !== 'auto') return body.language;
  const locale = env['LC_ALL'] || env['LC_MESSAGES'] || env['LANG'] || '';
  return /^zh/i.test(locale) ? 'zh' : 'en';
}

const ENFORCEMENT = {
  en: {
    warn: 'Now: warn — a missing or incomplete CHECKPOINT, or work past the limits, is noted once and recorded; nothing is blocked.',
    enforce:
      'Now: enforce — until a complete CHECKPOINT is written, tool calls of the main agent are denied; work past the limits is refused.',
  },
  zh: {
    warn: '当前：warn（警告）——缺少或不完整的 CHECKPOINT、越过限额的操作只提示一次并记入账本，不会阻断。',
    enforce:
      '当前：enforce（强制）——写出完整的 CHECKPOINT 之前，本体的工具调用会被拒绝；越过限额的操作会被驳回。',
  },
} as const;

/** The introduction, or null when the body's check is off. */
export function checkpointIntro(
  body: BodyConfig,
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  if (body.enforce === 'off') return null;
  const lang = introLanguage(body, env);
  const limits =
    lang === 'zh'
      ? `限额：代码修改 ≤ ${body.maxLines} 行、读取 ≤ ${body.maxReads} 个文件、搜索 ≤ ${body.maxSearches} 次可由本体执行，超出则委派分身。`
      : `Limits: at most ${body.maxLines} changed lines, ${body.maxReads} file reads and ${body.maxSearches} search may be done by the main agent itself; beyond them, delegate to an avatar.`;
  const head =
    lang === 'zh'
      ? '[wukong] 本会话启用本体自检（seed 000）：每个任务在第一次调用工具之前，先在回复中写出 CHECKPOINT，回答 Q0–Q4 并给出决策（本体执行，或委派哪些分身、是否并行）。格式：'
      : '[wukong] This session runs the body self-check (seed 000): for each task, before the first tool call, write a CHECKPOINT in your reply answering Q0–Q4 and stating the decision (do it yourself, or which avatars to delegate to, in parallel or not). Format:';
  return [
    head,
    CHECKPOINT_TEMPLATE,
    limits,
    ENFORCEMENT[lang][body.enforce],
  ].join('\n');
}
