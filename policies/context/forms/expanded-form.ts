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
): string {
  let n = 0;
  const history = d.history.map((h) => {
    n++;
    if (h.kind === 'user') return `${n}. **用户**\n${quote(h.text)}`;
    if (h.kind === 'summary')
      return `${n}. **压缩摘要** (上次压缩)\n${quote(h.text)}`;
    if (h.kind === 'assistant') return `${n}. **助手**\n${quote(h.text)}`;
    return `${n}. → ${describeCall(h.call, 200)} \`${h.call.id}\``;
  });
  const decisions = anchors.filter(
    (a) =>
      a.anchor.type === 'D' || a.anchor.type === 'M' || a.anchor.type === 'I',
  );
  const prefs = anchors.filter((a) => a.anchor.type === 'U');
  const problems = d.errors.map(
    (e) =>
      `- **${ERROR_CLASSES[e.class].label}** (${e.severity}) line ${e.line}${e.toolUseId ? ` \`${e.toolUseId}\`` : ''}: ${e.excerpt || e.matched}\n  - 恢复: ${ERROR_CLASSES[e.class].strategy} — ${e.recoveryPrompt}`,
  );
  return `${[
    '## 🔶 巨形态上下文',
    `会话: ${d.sessionId ?? '(unknown)'} · ${d.steps} 步 · 任务: ${d.task}`,
    '### 完整会话历史',
    history.join('\n\n') || '(无)',
    '### 所有决策及讨论',
    decisions.length
      ? decisions
          .map(
            (a) => `- [${a.anchor.id}] ${a.anchor.title}: ${a.anchor.decision}`,
          )
          .join('\n')
      : '(无锚点决策)',
    '### 完整代码变更',
    d.changes.length ? d.changes.map(change).join('\n\n') : '(无)',
    '### 问题与解决',
    problems.join('\n') || '(无)',
    '### 用户偏好记录',
    [
      ...prefs.map((a) => `- [${a.anchor.id}] ${a.anchor.title}`),
      ...d.preferences.map((p) => `- ${p}`),
      ...d.constraints.map((c) => `- (约束) ${c}`),
    ].join('\n') || '(无)',
    '### 完整锚点列表',
    anchors.length ? anchors.map(renderAnchor).join('\n') : '(无)',
  ].join('\n\n')}\n`;
}
