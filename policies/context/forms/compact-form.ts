// compactForm — seed 002's 🔸 缩形态 (< 500 characters): task, decisions,
// constraints, progress, anchor references
// Pos: policies/context/forms; anchors are cited by id, open tasks, constraints
// and anchor references are the protected sections
import type { AnchorEntry } from '../anchors/anchor-entry.js';
import { digest } from '../anchors/anchor-render.js';
import type { Section } from './budget.js';
import { fitSections } from './budget.js';
import type { SessionDigest } from './session-digest.js';

export const COMPACT_MAX = 500;

const one = (s: string, max: number) => digest(s, max);

export function compactForm(
  d: SessionDigest,
  anchors: readonly AnchorEntry[],
  max = COMPACT_MAX,
): string {
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
  const sections: Section[] = [
    {
      head: `【任务】${one(d.task, 90)}`,
      items: [],
      protected: true,
      priority: 9,
    },
    {
      head: '【已决策】',
      items: decisions.map(
        (a) =>
          `- [${a.anchor.id}] ${one(a.anchor.title, 40)} (原因: ${one(a.anchor.why, 30)})`,
      ),
      protected: false,
      priority: 2,
      empty: '- (无锚点决策)',
    },
    {
      head: '【约束】',
      items: [
        ...constraintAnchors.map(
          (a) => `- [${a.anchor.id}] ${one(a.anchor.title, 50)}`,
        ),
        ...d.constraints.map((c) => `- ${one(c, 60)}`),
      ],
      protected: true,
      priority: 4,
      empty: '- (无)',
    },
    {
      head: '【当前进度】',
      items: [
        ...(done.length
          ? [`- 已完成: ${one(done.join('; '), 70)}`]
          : d.filesChanged.length
            ? [`- 已完成: 修改 ${d.filesChanged.length} 个文件`]
            : []),
        ...(doing.length ? [`- 进行中: ${one(doing.join('; '), 70)}`] : []),
        ...(next.length ? [`- 待处理: ${one(next.join('; '), 70)}`] : []),
      ],
      protected: false,
      priority: 3,
      empty: '- (无任务列表)',
    },
    {
      head: '【锚点引用】',
      items: [
        ids.length ? `- 见 ${ids.map((id) => `[${id}]`).join(', ')}` : '- (无)',
      ],
      protected: true,
      priority: 8,
    },
  ];
  // Open tasks are protected: move them into their own section so the budget
  // cuts 已完成 first.
  const progress = sections[3]!;
  const open = progress.items.filter((i) => !i.startsWith('- 已完成'));
  progress.items = progress.items.filter((i) => i.startsWith('- 已完成'));
  sections.splice(4, 0, {
    head: '',
    items: open,
    protected: true,
    priority: 6,
    joined: true,
  });
  const fitted = fitSections('## 🔸 缩形态上下文', sections, max).text;
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
  return fitSections('## 🔸 缩形态上下文', sections, max).text;
}
