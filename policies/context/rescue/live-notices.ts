// protectionRules, compactCommand and liveNotice — what the agent and the user
// are told when usage read from the transcript crosses seed 000's rescue stages
// (70 / 85 / 100%) in a host that owns the context (Claude Code): the
// protection rules, a ready `/compact <instructions>` line, the compact form
// Pos: policies/context/rescue, text only; reading usage, driving the context
// machine and archiving are src/context/live-usage.ts. A hook cannot rewrite
// Claude Code's context, so stage 2 hands the user a command instead of pruning
import type { ContextConfig } from '../../vocabulary/context-config.js';
import type { RescueStage } from './rescue-stages.js';

const pct = (r: number) => `${Math.round(r * 100)}%`;

/**
 * Seed 000 受保护的工具 and 可剪枝的工具及保留数量, and seed 002's protections, as one
 * paragraph.
 */
export function protectionRules(c: ContextConfig): string {
  const keep = Object.entries(c.rescue.keepRecent)
    .map(([tool, n]) => `${tool} ${n}`)
    .join(', ');
  return [
    `Never pruned: the calls of ${c.dcp.protectedTools.join(', ')}; the last ${c.dcp.turnProtection} ${c.dcp.protectionUnit === 'steps' ? 'assistant steps' : 'user turns'}; anything citing an anchor ([Dxxx], [Cxxx], [Ixxx]); files matching ${c.dcp.protectedFilePatterns.join(', ')}.`,
    `Prunable, newest kept: ${keep}.`,
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
): string {
  const keep = Object.entries(c.rescue.keepRecent)
    .map(([tool, n]) => `${tool} ${n}`)
    .join(', ');
  const anchors = anchorIds.length
    ? ` Keep these anchors word for word: ${anchorIds.map((id) => `[${id}]`).join(' ')}.`
    : '';
  return `/compact Keep the current task, every decision and constraint, the open todo list and the user's requests verbatim; keep what ${c.dcp.protectedTools.join(', ')} did in full.${anchors} Of older tool results keep only the newest (${keep}); drop repeated calls, superseded reads and long outputs already acted on.`;
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
}

export function liveNotice(f: NoticeFacts): LiveNotice | null {
  const p = pct(f.ratio);
  const command = compactCommand(f.config, f.anchorIds ?? []);
  switch (f.stage) {
    case 1:
      return {
        agent: [
          `🟡 上下文使用 ${p} (Wukong rescue stage 1): there is still room. Do not rush to finish or cut corners; keep working normally and compress at a natural break.`,
          protectionRules(f.config),
        ].join('\n'),
        user: `⚠️ 黄灯 ${p}: 上下文还有空间, 不要仓促收尾 (context ${p} used; the agent was told to keep working normally).`,
      };
    case 2:
      return {
        agent: [
          `🟠 上下文使用 ${p} (Wukong rescue stage 2): finish the current task, then the user will compact. Work from the compact form below; cite anchors by id.`,
          f.compact ?? '',
          f.anchors ?? '',
          f.wouldPrune ?? '',
        ]
          .filter(Boolean)
          .join('\n\n'),
        user: [
          `🟠 橙灯 ${p}: Claude Code does not let a hook prune its context. When the current task is done, run:`,
          command,
          ...(f.wouldPrune ? [f.wouldPrune] : []),
        ].join('\n'),
      };
    case 3:
      return {
        agent: [
          `🔴 上下文使用 ${p} (Wukong rescue stage 3): the context is archived${f.archive ? ` (${f.archive})` : ''}. Continue from the compact form below; it carries the task, the decisions and constraints and the open tasks.`,
          f.compact ?? '',
          f.anchors ?? '',
          'continue',
        ]
          .filter(Boolean)
          .join('\n\n'),
        user: [
          `🔴 红灯 ${p}: 上下文接近上限, 已自动存档${f.archive ? ` (${f.archive})` : ''}. Compact now; the compact form and anchors come back after it:`,
          command,
        ].join('\n'),
      };
    default:
      return null;
  }
}
