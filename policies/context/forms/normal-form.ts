// normalForm — seed 002's 🔹 常形态 (500–2000 characters): background, work done,
// decisions, current focus, interfaces, caveats, anchor index
// Pos: policies/context/forms; the upper limit is enforced, the lower one is
// reached by adding the recent steps (a session with less to say stays shorter:
// nothing is padded)
import type { AnchorEntry } from '../anchors/anchor-entry.js';
import { digest } from '../anchors/anchor-render.js';
import type { ToolCall } from '../transcript/context-view.js';
import type { Section } from './budget.js';
import { fitSections } from './budget.js';
import type { SessionDigest } from './session-digest.js';
import {
  message,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../vocabulary/messages/index.js';

export const NORMAL_MIN = 500;
export const NORMAL_MAX = 2000;

const cell = (s: string, max: number) => digest(s, max).replace(/\|/g, '/');
const base = (p: string) => p.split('/').pop() ?? p;

export function describeCall(c: ToolCall, max = 70, lang: Lang = 'en'): string {
  const i = c.input;
  const what = c.filePath
    ? base(c.filePath)
    : typeof i['command'] === 'string'
      ? `\`${digest(i['command'] as string, max)}\``
      : typeof i['pattern'] === 'string'
        ? `"${digest(i['pattern'] as string, 40)}"`
        : typeof i['description'] === 'string'
          ? digest(i['description'] as string, max)
          : '';
  return `${c.name} ${what}${c.isError ? message('ctx.call.failed', lang) : ''}`.trim();
}

export function normalForm(
  d: SessionDigest,
  anchors: readonly AnchorEntry[],
  max = NORMAL_MAX,
  lang: Lang = 'en',
): string {
  const t = (id: MessageId, p: MessageParams = {}) => message(id, lang, p);
  const decisions = anchors.filter(
    (a) => a.anchor.type === 'D' || a.anchor.type === 'M',
  );
  const interfaces = anchors.filter((a) => a.anchor.type === 'I');
  const caveats = anchors.filter(
    (a) =>
      a.anchor.type === 'C' || a.anchor.type === 'P' || a.anchor.type === 'U',
  );
  const doing = d.todos.filter((t) => t.status === 'in_progress');
  const pending = d.todos.filter((t) => t.status === 'pending');
  const done = d.todos.filter((t) => t.status === 'completed');
  const latest = d.requests.at(-1);
  const ids = [
    ...new Set([...anchors.map((a) => a.anchor.id), ...d.citedAnchors]),
  ];
  const recent = d.history
    .filter((h): h is { kind: 'tool'; call: ToolCall } => h.kind === 'tool')
    .slice(-12)
    .map((h) => `- ${describeCall(h.call, 70, lang)}`);
  const sections: Section[] = [
    {
      head: t('ctx.normal.background'),
      items: [
        digest(d.task, 200),
        ...(latest && latest !== d.task && d.requests.length > 1
          ? [t('ctx.normal.latest', { text: digest(latest, 160) })]
          : []),
      ],
      protected: true,
      priority: 9,
    },
    {
      head: t('ctx.normal.done'),
      items: [
        ...done.map((x) =>
          t('ctx.normal.done-row', { what: cell(x.content, 60) }),
        ),
        ...(d.filesChanged.length
          ? [
              t('ctx.normal.changed-row', {
                count: d.filesChanged.length,
                files: cell(d.filesChanged.map(base).join(', '), 80),
              }),
            ]
          : []),
      ],
      protected: false,
      priority: 3,
      empty: t('ctx.normal.done-empty'),
    },
    {
      head: t('ctx.normal.decisions'),
      items: decisions.map(
        (a) =>
          `| ${a.anchor.id} | ${cell(a.anchor.title, 40)} | ${cell(a.anchor.decision, 50)} | ${cell(a.anchor.why, 50)} |`,
      ),
      protected: false,
      priority: 4,
      empty: t('ctx.normal.decisions-empty'),
    },
    {
      head: t('ctx.normal.focus'),
      items: [
        t('ctx.normal.goal', {
          text: digest(doing[0]?.content ?? latest ?? d.task, 120),
        }),
        ...(d.lastAssistantText
          ? [
              t('ctx.normal.method', {
                text: digest(d.lastAssistantText, 160),
              }),
            ]
          : []),
        t('ctx.normal.progress', {
          steps: d.steps,
          files: d.filesChanged.length,
        }) +
          (d.todos.length
            ? t('ctx.normal.progress-todos', {
                done: done.length,
                total: d.todos.length,
              })
            : ''),
        ...(d.errors.length
          ? [
              t('ctx.normal.problems', {
                text: d.errors
                  .slice(-2)
                  .map((e) => `${e.class} (${digest(e.excerpt, 60)})`)
                  .join('; '),
              }),
            ]
          : []),
      ],
      protected: false,
      priority: 5,
    },
    {
      head: t('ctx.normal.open'),
      items: [...doing, ...pending].map(
        (x) =>
          `- [${t(x.status === 'in_progress' ? 'ctx.normal.in-progress' : 'ctx.normal.pending')}] ${digest(x.content, 100)}`,
      ),
      protected: true,
      priority: 7,
      empty: t('ctx.none.item'),
    },
    {
      head: t('ctx.normal.interfaces'),
      items: interfaces.map(
        (a) => `- [${a.anchor.id}] ${digest(a.anchor.decision, 120)}`,
      ),
      protected: false,
      priority: 4,
      empty: t('ctx.normal.interfaces-empty'),
    },
    {
      head: t('ctx.normal.caveats'),
      items: [
        ...caveats.map(
          (a) => `- [${a.anchor.id}] ${digest(a.anchor.title, 80)}`,
        ),
        ...d.constraints.map((c) => `- ${digest(c, 120)}`),
      ],
      protected: true,
      priority: 6,
      empty: t('ctx.none.item'),
    },
    {
      head: t('ctx.normal.recent'),
      items: recent,
      protected: false,
      priority: 1,
    },
    {
      head: t('ctx.normal.anchors'),
      items: [
        ids.length ? ids.map((id) => `[${id}]`).join(', ') : t('ctx.none'),
      ],
      protected: true,
      priority: 8,
    },
  ];
  return fitSections(t('ctx.normal.title'), sections, max).text;
}
