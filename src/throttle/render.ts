// renderHuman (the CLI's short message: the hint, its reasons, numbered actions
// with how to take them), renderSystemMessage (the few lines a Claude Code hook
// shows), renderStatus
// Pos: src/throttle, words only; never changes a decision. Markdown emphasis of
// the seed's copy is dropped for terminals
import type {
  RuleAction,
  RuleDecision,
  RuleHit,
} from '../../policies/vocabulary/throttle.js';
import type { HeldBack, RuleStatus } from './throttle-session.js';
import {
  message,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../policies/vocabulary/messages/index.js';

export const plain = (text: string): string => text.replace(/\*\*/g, '');

const icon = (hit: RuleHit) => (hit.severity === 'warn' ? '⚠' : 'ℹ');

/** How to take an action from a terminal. */
function cliHow(action: RuleAction, ruleId: string): string {
  const payload = (action.payload ?? {}) as {
    mode?: string;
    tier?: string;
    path?: string;
  };
  switch (action.kind) {
    case 'switch_mode':
      return ` — rerun with --mode ${payload.mode ?? 'ask'}`;
    case 'switch_model':
      return ` — rerun with --tier ${payload.tier ?? 'standard'} (or --model <id>)`;
    case 'mute_rule':
      return ` — wukong throttle --mute ${ruleId}`;
    case 'open_file':
    case 'open_folder_readme':
      return payload.path ? ` — ${payload.path}` : '';
    default:
      return '';
  }
}

function templatesOf(
  action: RuleAction,
): Array<{ path: string; text: string }> {
  const payload = action.payload as
    { templates?: Array<{ path: string; text: string }> } | undefined;
  return action.kind === 'generate_templates' ? (payload?.templates ?? []) : [];
}

export function renderHuman(
  decision: RuleDecision,
  heldBack: readonly HeldBack[] = [],
  lang: Lang = 'zh',
): string {
  const t = (id: MessageId, params?: MessageParams) =>
    message(id, lang, params);
  const hit = decision.recommendedHit;
  const quiet = heldBack.length
    ? `${t('throttle.render.held-back', {
        items: heldBack
          .map(
            (h) =>
              `${h.ruleId} ${t(h.reason === 'muted' ? 'throttle.render.muted' : 'throttle.render.cooling')}`,
          )
          .join(t('throttle.render.list-sep')),
      })}\n`
    : '';
  if (!hit) return `${t('throttle.render.none')}\n${quiet}`;
  const lines = [
    `${icon(hit)} ${hit.message.title}  (${hit.ruleId} · ${hit.severity} · ${t('throttle.render.confidence', { confidence: hit.confidence.toFixed(2) })})`,
    plain(hit.message.body),
    '',
  ];
  for (const reason of hit.reasons) lines.push(`  · ${reason}`);
  lines.push('', t('throttle.render.options'));
  hit.actions.forEach((action, i) => {
    lines.push(`  ${i + 1}. ${action.label}${cliHow(action, hit.ruleId)}`);
    for (const t of templatesOf(action))
      lines.push(
        `     ${t.path}:`,
        ...t.text
          .trimEnd()
          .split('\n')
          .map((l) => `       ${l}`),
      );
  });
  const others = decision.hits.filter((h) => h !== hit);
  if (others.length)
    lines.push(
      '',
      t('throttle.render.more', {
        count: others.length,
        items: others
          .map((h) =>
            t('throttle.render.title-rule', {
              title: h.message.title,
              rule: h.ruleId,
            }),
          )
          .join(t('throttle.render.item-sep')),
      }),
    );
  return `${lines.join('\n')}\n${quiet}`;
}

/**
 * Short: Claude Code shows it to the user as is; the prompt goes on regardless
 * (never a block).
 */
export function renderSystemMessage(
  decision: RuleDecision,
  lang: Lang = 'zh',
): string | undefined {
  const t = (id: MessageId, params?: MessageParams) =>
    message(id, lang, params);
  const hit = decision.recommendedHit;
  if (!hit) return undefined;
  const options = hit.actions.map((a) =>
    a.kind === 'mute_rule'
      ? t('throttle.render.mute-how', { label: a.label, rule: hit.ruleId })
      : a.label,
  );
  const others = decision.hits.filter((h) => h !== hit);
  return [
    `[Wukong throttle] ${icon(hit)} ${t('throttle.render.hit-line', {
      title: hit.message.title,
      rule: hit.ruleId,
      confidence: hit.confidence.toFixed(2),
    })}`,
    // The seed's Chinese lines join without a space; English ones need one.
    plain(hit.message.body).replace(/\n/g, lang === 'zh' ? '' : ' '),
    t('throttle.render.choose', { options: options.join(' · ') }),
    ...(others.length
      ? [
          t('throttle.render.also', {
            items: others
              .map((h) => h.message.title)
              .join(t('throttle.render.item-sep')),
          }),
        ]
      : []),
  ].join('\n');
}

export function renderStatus(
  statuses: readonly RuleStatus[],
  now: number,
  lang: Lang = 'en',
): string {
  const t = (id: MessageId, params?: MessageParams) =>
    message(id, lang, params);
  const rows = statuses.map((s) => {
    const state = !s.enabled
      ? t('cli.throttle.status.disabled')
      : s.configMuted
        ? t('cli.throttle.status.config-muted')
        : s.state === 'coolingDown' && s.coolingUntil !== null
          ? t('cli.throttle.status.cooling', {
              seconds: Math.ceil((s.coolingUntil - now) / 1000),
            })
          : s.state;
    return `  ${s.ruleId.padEnd(26)} ${state}${s.continueStreak ? t('cli.throttle.status.streak', { count: s.continueStreak }) : ''}`;
  });
  return `${t('cli.throttle.status.title')}\n${rows.join('\n')}\n`;
}
