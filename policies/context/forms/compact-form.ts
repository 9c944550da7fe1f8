// compactForm — seed 002's 🔸 缩形态 (< 500 characters): task, decisions,
// constraints, progress, anchor references
// Pos: policies/context/forms; anchors are cited by id, open tasks, constraints
// and anchor references are the protected sections
import type { AnchorEntry } from '../anchors/anchor-entry.js';
import { digest } from '../anchors/anchor-render.js';
import type { Section } from './budget.js';
import { fitSections } from './budget.js';
import type { SessionDigest } from './session-digest.js';
import {
  message,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../vocabulary/messages/index.js';

export const COMPACT_MAX = 500;

const one = (s: string, max: number) => digest(s, max);

export function compactForm(
  d: SessionDigest,
  anchors: readonly AnchorEntry[],
  max = COMPACT_MAX,
  lang: Lang = 'en',
): string {
  const t = (id: MessageId, p: MessageParams = {}) => message(id, lang, p);
  const decisions = anchors.filter(
    (a) =>
      a.anchor.type === 'D' || a.anchor.type === 'I' || a.anchor.type === 'M',
  );
  const constraintAnchors = anchors.filter(
    (a) =>
      a.anchor.type === 'C' || a.anchor.type === 'P' || a.anchor.type === 'U',
  );
  const done = d.todos
    .filter((t) => t.status === 'completed')
    .map((t) => t.content);
  const doing = d.todos
    .filter((t) => t.status === 'in_progress')
    .map((t) => t.content);
  const next = d.todos
    .filter((t) => t.status === 'pending')
    .map((t) => t.content);
  const ids = [
    ...new Set([...anchors.map((a) => a.anchor.id), ...d.citedAnchors]),
  ];
  const open = [
    ...(doing.length
      ? [t('ctx.compact.doing', { what: one(doing.join('; '), 70) })]
      : []),
    ...(next.length
      ? [t('ctx.compact.next', { what: one(next.join('; '), 70) })]
      : []),
  ];
  const sections: Section[] = [
    {
      head: t('ctx.compact.task', { task: one(d.task, 90) }),
      items: [],
      protected: true,
      priority: 9,
    },
    {
      head: t('ctx.compact.decisions'),
      items: decisions.map((a) =>
        t('ctx.compact.decision', {
          id: a.anchor.id,
          title: one(a.anchor.title, 40),
          why: one(a.anchor.why, 30),
        }),
      ),
      protected: false,
      priority: 2,
      empty: t('ctx.none.decisions-item'),
    },
    {
      head: t('ctx.compact.constraints'),
      items: [
        ...constraintAnchors.map(
          (a) => `- [${a.anchor.id}] ${one(a.anchor.title, 50)}`,
        ),
        ...d.constraints.map((c) => `- ${one(c, 60)}`),
      ],
      protected: true,
      priority: 4,
      empty: t('ctx.none.item'),
    },
    {
      head: t('ctx.compact.progress'),
      items: done.length
        ? [t('ctx.compact.done', { what: one(done.join('; '), 70) })]
        : d.filesChanged.length
          ? [t('ctx.compact.done-files', { count: d.filesChanged.length })]
          : [],
      protected: false,
      priority: 3,
      ...(open.length ? {} : { empty: t('ctx.compact.no-todos') }),
    },
    {
      head: t('ctx.compact.anchors'),
      items: [
        ids.length
          ? t('ctx.compact.see', { ids: ids.map((id) => `[${id}]`).join(', ') })
          : t('ctx.none.item'),
      ],
      protected: true,
      priority: 8,
    },
  ];
  // Open tasks are protected: their own section, so the budget cuts what is
  // done first.
  sections.splice(4, 0, {
    head: '',
    items: open,
    protected: true,
    priority: 6,
    joined: true,
  });
  const fitted = fitSections(t('ctx.compact.title'), sections, max).text;
  // Every active constraint survives the budget: when titles do not fit, the
  // ids do (their text is in anchors.md and the 相关锚点 block).
  const constraintIds = constraintAnchors
    .filter((a) => a.anchor.type === 'C')
    .map((a) => `[${a.anchor.id}]`);
  if (constraintIds.every((id) => fitted.includes(id))) return fitted;
  sections[2] = {
    ...sections[2]!,
    items: [
      `- ${constraintIds.join(' ')}`,
      ...d.constraints.map((c) => `- ${one(c, 60)}`),
    ],
    priority: 10,
  };
  return fitSections(t('ctx.compact.title'), sections, max).text;
}
