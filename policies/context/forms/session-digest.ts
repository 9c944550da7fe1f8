// SessionDigest and digestSession — what the three forms are made of: the task,
// the user's requests and constraints, the todo list, the files changed, the
// steps in order, the errors, the anchors cited
// Pos: policies/context/forms, extraction from a transcript; rendering the
// forms is compact-form, normal-form and expanded-form
import { anchorRefs } from '../anchors/anchor-refs.js';
import { detectSessionErrors } from '../rescue/session-errors.js';
import type { SessionError } from '../rescue/session-errors.js';
import { blocksOf } from '../transcript/content.js';
import type { ContextView, ToolCall } from '../transcript/context-view.js';
import { WRITE_TOOLS } from '../transcript/context-view.js';

export interface Todo {
  content: string;
  status: 'pending' | 'in_progress' | 'completed';
}

export type HistoryEntry =
  | { kind: 'user'; text: string }
  | { kind: 'assistant'; text: string }
  | { kind: 'tool'; call: ToolCall }
  | { kind: 'summary'; text: string };

export interface SessionDigest {
  sessionId: string | null;
  task: string;
  requests: string[];
  constraints: string[];
  preferences: string[];
  todos: Todo[];
  filesChanged: string[];
  changes: ToolCall[];
  history: HistoryEntry[];
  errors: SessionError[];
  citedAnchors: string[];
  lastAssistantText: string;
  steps: number;
  slug: string | null;
}

const CONSTRAINT =
  /\b(must|never|always|do not|don't|should not|shouldn't|make sure|only)\b|必须|不要|禁止|不得|务必|不能|一定要/i;
const PREFERENCE =
  /\b(prefer|i like|i want|please keep|keep it)\b|偏好|喜欢|希望/i;

/**
 * A human prompt's text, or null for tool results, injected reminders,
 * slash-command noise and the compaction summary.
 */
function humanText(
  record: Record<string, unknown> & { message?: { content?: unknown } },
): string | null {
  if (record['isMeta'] === true || record['isCompactSummary'] === true)
    return null;
  const c = record.message?.content;
  let text: string | null = null;
  if (typeof c === 'string') text = c;
  else if (Array.isArray(c) && c.every((b) => b?.type === 'text'))
    text = c.map((b) => b.text ?? '').join('\n');
  if (text === null) return null;
  const t = text.trim();
  if (
    !t ||
    t.startsWith('<command-') ||
    t.startsWith('<local-command') ||
    t.startsWith('Caveat:') ||
    t.startsWith('<task-notification>') ||
    t.startsWith('[Request interrupted')
  )
    return null;
  return t;
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？])\s+|\n+/)
    .map((s) => s.replace(/^[-*\d.)\s]+/, '').trim())
    .filter((s) => s.length > 3 && s.length < 300);
}

/**
 * The task: the compaction summary's primary request when the context starts
 * from one, else the first human prompt.
 */
function taskOf(summary: string | null, requests: string[]): string {
  if (summary) {
    const m =
      /Primary Request and Intent:?\s*\n+([\s\S]*?)(?:\n\s*\n|\n\d+\.)/i.exec(
        summary,
      );
    if (m) return m[1]!.replace(/^[-*\s]+/, '').trim();
  }
  return requests[0] ?? '(no user request in this context)';
}

export function digestSession(view: ContextView): SessionDigest {
  const requests: string[] = [];
  const history: HistoryEntry[] = [];
  let summary: string | null = null;
  let lastAssistantText = '';
  let slug: string | null = null;
  const cited = new Set<string>();
  for (const i of view.lines) {
    const record = view.transcript.lines[i]!.record!;
    if (typeof record['slug'] === 'string') slug = record['slug'];
    if (record.type === 'user') {
      if (record['isCompactSummary'] === true) {
        const c = record.message?.content;
        summary =
          typeof c === 'string'
            ? c
            : blocksOf(record)
                .map((b) => b.text ?? '')
                .join('\n');
        history.push({ kind: 'summary', text: summary });
        continue;
      }
      const text = humanText(record);
      if (text) {
        requests.push(text);
        history.push({ kind: 'user', text });
        for (const id of anchorRefs(text)) cited.add(id);
      }
      continue;
    }
    for (const b of blocksOf(record)) {
      if (b.type === 'text' && b.text?.trim()) {
        lastAssistantText = b.text.trim();
        history.push({ kind: 'assistant', text: lastAssistantText });
        for (const id of anchorRefs(b.text)) cited.add(id);
      } else if (b.type === 'tool_use' && b.id) {
        const call = view.callById.get(b.id);
        if (call) history.push({ kind: 'tool', call });
      }
    }
  }
  const todoCall = [...view.calls]
    .reverse()
    .find((c) => c.name === 'TodoWrite' && Array.isArray(c.input['todos']));
  const todos = (
    (todoCall?.input['todos'] as Array<{
      content?: string;
      status?: string;
    }>) ?? []
  )
    .filter((t) => typeof t.content === 'string')
    .map((t) => ({
      content: t.content!,
      status: (t.status === 'completed' || t.status === 'in_progress'
        ? t.status
        : 'pending') as Todo['status'],
    }));
  const changes = view.calls.filter(
    (c) => WRITE_TOOLS.has(c.name) && !c.isError && c.resultLine !== undefined,
  );
  const all = requests.flatMap(sentences);
  return {
    sessionId: view.sessionId ?? null,
    task: taskOf(summary, requests),
    requests,
    constraints: [...new Set(all.filter((s) => CONSTRAINT.test(s)))],
    preferences: [...new Set(all.filter((s) => PREFERENCE.test(s)))],
    todos,
    filesChanged: [...new Set(changes.map((c) => c.filePath!).filter(Boolean))],
    changes,
    history,
    errors: detectSessionErrors(view),
    citedAnchors: [...cited],
    lastAssistantText,
    steps: view.steps,
    slug,
  };
}
