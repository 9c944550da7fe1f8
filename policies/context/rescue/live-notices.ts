// protectionRules, compactCommand and liveNotice — what the agent and the user
// are told when usage read from the transcript crosses seed 000's rescue stages
// (70 / 85 / 100%) in a host that owns the context (Claude Code): the
// protection rules, a ready `/compact <instructions>` line, the compact form
// Pos: policies/context/rescue, text only; reading usage, driving the context
// machine and archiving are src/context/live-usage.ts. A hook cannot rewrite
// Claude Code's context, so stage 2 hands the user a command instead of pruning
import type { ContextConfig } from '../../vocabulary/context-config.js';
import type { RescueStage } from './rescue-stages.js';
import { message, type Lang } from '../../vocabulary/messages/index.js';

const pct = (r: number) => `${Math.round(r * 100)}%`;

/**
 * Seed 000 受保护的工具 and 可剪枝的工具及保留数量, and seed 002's protections, as one
 * paragraph.
 */
export function protectionRules(c: ContextConfig, lang: Lang = 'en'): string {
  const keep = Object.entries(c.rescue.keepRecent)
    .map(([tool, n]) => `${tool} ${n}`)
    .join(', ');
  return [
    message('ctx.protect.never', lang, {
      tools: c.dcp.protectedTools.join(', '),
      turns: c.dcp.turnProtection,
      unit: message(
        c.dcp.protectionUnit === 'steps'
          ? 'ctx.protect.steps'
          : 'ctx.protect.turns',
        lang,
      ),
      patterns: c.dcp.protectedFilePatterns.join(', '),
    }),
    message('ctx.protect.keep', lang, { keep }),
  ].join(' ');
}

/**
 * A one-line `/compact` with instructions built from the seed's protected
 * tools, keep counts and the active anchors: Claude Code's summariser follows
 * them.
 */
export function compactCommand(
  c: ContextConfig,
  anchorIds: readonly string[],
  lang: Lang = 'en',
): string {
  const keep = Object.entries(c.rescue.keepRecent)
    .map(([tool, n]) => `${tool} ${n}`)
    .join(', ');
  const anchors = anchorIds.length
    ? message('ctx.compact-command.anchors', lang, {
        ids: anchorIds.map((id) => `[${id}]`).join(' '),
      })
    : '';
  return message('ctx.compact-command', lang, {
    tools: c.dcp.protectedTools.join(', '),
    anchors,
    keep,
  });
}

export interface LiveNotice {
  /** additionalContext: what the model reads. */
  agent: string;
  /** systemMessage: what the person sees. */
  user: string;
}

export interface NoticeFacts {
  stage: RescueStage;
  ratio: number;
  config: ContextConfig;
  /** Stage 2 and 3: the compact form of this context. */
  compact?: string;
  /** Stage 2 and 3: the relevant anchors, rendered. */
  anchors?: string;
  anchorIds?: readonly string[];
  /** Stage 2: what a prune would drop, one line. */
  wouldPrune?: string;
  /** Stage 3: the archive written. */
  archive?: string;
  /** The language the lead lines are in; absent: English. */
  lang?: Lang;
}

export function liveNotice(f: NoticeFacts): LiveNotice | null {
  const p = pct(f.ratio);
  const command = compactCommand(f.config, f.anchorIds ?? [], f.lang);
  const lang = f.lang ?? 'en';
  const archive = f.archive ? ` (${f.archive})` : '';
  switch (f.stage) {
    case 1:
      return {
        agent: [
          message('notice.stage1.agent', lang, { pct: p }),
          protectionRules(f.config, f.lang),
        ].join('\n'),
        user: message('notice.stage1.user', lang, { pct: p }),
      };
    case 2:
      return {
        agent: [
          message('notice.stage2.agent', lang, { pct: p }),
          f.compact ?? '',
          f.anchors ?? '',
          f.wouldPrune ?? '',
        ]
          .filter(Boolean)
          .join('\n\n'),
        user: [
          message('notice.stage2.user', lang, { pct: p }),
          command,
          ...(f.wouldPrune ? [f.wouldPrune] : []),
        ].join('\n'),
      };
    case 3:
      return {
        agent: [
          message('notice.stage3.agent', lang, { pct: p, archive }),
          f.compact ?? '',
          f.anchors ?? '',
          'continue',
        ]
          .filter(Boolean)
          .join('\n\n'),
        user: [
          message('notice.stage3.user', lang, { pct: p, archive }),
          command,
        ].join('\n'),
      };
    default:
      return null;
  }
}
