// expandedForm — seed 002's 🔶 巨形态 (no limit): the whole history in order,
// decisions, code changes, problems, preferences, anchors in full
// Pos: policies/context/forms; tool outputs are referenced by tool_use_id (the
// transcript holds them), everything the agent and user wrote is kept
import type { AnchorEntry } from '../anchors/anchor-entry.js';
import { renderAnchor } from '../anchors/anchor-render.js';
import { ERROR_CLASSES } from '../rescue/error-classes.js';
import type { ToolCall } from '../transcript/context-view.js';
import { describeCall } from './normal-form.js';
import type { SessionDigest } from './session-digest.js';
import {
  message,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../vocabulary/messages/index.js';

const quote = (text: string) =>
  text
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
const fence = (text: string, lang = '') => {
  const ticks = text.includes('```') ? '````' : '```';
  return `${ticks}${lang}\n${text}\n${ticks}`;
};

function change(c: ToolCall): string {
  const i = c.input;
  const head = `#### ${c.name} ${c.filePath} (${c.id})`;
  if (c.name === 'Write' && typeof i['content'] === 'string')
    return `${head}\n${fence(i['content'] as string)}`;
  if (c.name === 'Edit')
    return `${head}\n${fence(
      `- ${String(i['old_string'] ?? '')
        .split('\n')
        .join('\n- ')}\n+ ${String(i['new_string'] ?? '')
        .split('\n')
        .join('\n+ ')}`,
      'diff',
    )}`;
  return `${head}\n${fence(JSON.stringify(i, null, 2), 'json')}`;
}

export function expandedForm(
  d: SessionDigest,
  anchors: readonly AnchorEntry[],
  lang: Lang = 'en',
): string {
  const t = (id: MessageId, p: MessageParams = {}) => message(id, lang, p);
  const none = t('ctx.none');
  let n = 0;
  const history = d.history.map((h) => {
    n++;
    if (h.kind === 'user')
      return `${n}. ${t('ctx.expanded.user')}\n${quote(h.text)}`;
    if (h.kind === 'summary')
      return `${n}. ${t('ctx.expanded.summary')}\n${quote(h.text)}`;
    if (h.kind === 'assistant')
      return `${n}. ${t('ctx.expanded.assistant')}\n${quote(h.text)}`;
    return `${n}. → ${describeCall(h.call, 200, lang)} \`${h.call.id}\``;
  });
  const decisions = anchors.filter(
    (a) =>
      a.anchor.type === 'D' || a.anchor.type === 'M' || a.anchor.type === 'I',
  );
  const prefs = anchors.filter((a) => a.anchor.type === 'U');
  const problems = d.errors.map(
    (e) =>
      `- **${ERROR_CLASSES[e.class].label}** (${e.severity}) ${t('ctx.expanded.line', { line: e.line })}${e.toolUseId ? ` \`${e.toolUseId}\`` : ''}: ${e.excerpt || e.matched}\n${t('ctx.expanded.recovery', { strategy: t(`ctx.strategy.${e.class}`), prompt: e.recoveryPrompt })}`,
  );
  return `${[
    t('ctx.expanded.title'),
    t('ctx.expanded.session', {
      session: d.sessionId ?? t('ctx.expanded.unknown'),
      steps: d.steps,
      task: d.task,
    }),
    t('ctx.expanded.history'),
    history.join('\n\n') || none,
    t('ctx.expanded.decisions'),
    decisions.length
      ? decisions
          .map(
            (a) => `- [${a.anchor.id}] ${a.anchor.title}: ${a.anchor.decision}`,
          )
          .join('\n')
      : t('ctx.none.decisions'),
    t('ctx.expanded.changes'),
    d.changes.length ? d.changes.map(change).join('\n\n') : none,
    t('ctx.expanded.problems'),
    problems.join('\n') || none,
    t('ctx.expanded.preferences'),
    [
      ...prefs.map((a) => `- [${a.anchor.id}] ${a.anchor.title}`),
      ...d.preferences.map((p) => `- ${p}`),
      ...d.constraints.map((c) => t('ctx.expanded.constraint', { text: c })),
    ].join('\n') || none,
    t('ctx.expanded.anchors'),
    anchors.length
      ? anchors.map((a) => renderAnchor(a, lang)).join('\n')
      : none,
  ].join('\n\n')}\n`;
}
