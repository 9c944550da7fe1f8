// unit tests of the three forms: the seed's templates, the limits (compact <
// 500, normal 500–2000), anchors cited by id, protected content (anchors, open
// tasks, constraints) kept when the rest is cut
// Pos: test/context; forms of real sessions come from the corpus, small ones
// from the builder
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { charCount, fitSections } from '../../policies/context/forms/budget.js';
import { renderForms } from '../../policies/context/forms/render-forms.js';
import { manualSwitch } from '../../policies/context/manual-switch.js';
import { contextView } from '../../policies/context/transcript/context-view.js';
import { parseTranscript } from '../../policies/context/transcript/parse-transcript.js';
import {
  addAnchor,
  obsoleteAnchor,
  parseDraft,
  readAnchors,
} from '../../src/context/anchor-store.js';
import { firstSegment, LONG_SESSIONS, sessionPath } from './corpus.js';
import { readFileSync } from 'node:fs';
import { ollama } from './anchor-fixture.js';
import { TranscriptBuilder } from './transcript-builder.js';

const now = new Date('2026-03-01T00:00:00Z');

function storeWithAnchors() {
  const dir = mkdtempSync(join(tmpdir(), 'wukong-forms-'));
  addAnchor(dir, parseDraft(ollama, 'd'), now, 90);
  addAnchor(
    dir,
    parseDraft(
      {
        ...ollama,
        type: 'C',
        title: '所有输出必须脱敏',
        decision: 'sanitize every output',
      },
      'd',
    ),
    now,
    90,
  );
  addAnchor(
    dir,
    parseDraft(
      {
        ...ollama,
        type: 'I',
        title: 'Sanitizer.sanitize(data) -> Any',
        decision: 'def sanitize(data) -> Any',
      },
      'd',
    ),
    now,
    90,
  );
  return readAnchors(dir).anchors;
}

function busySession() {
  const b = new TranscriptBuilder();
  b.user(
    'Implement the sanitizer module for the code review agent, following [D001]. You must never log raw tokens.',
  );
  b.step([
    {
      name: 'TodoWrite',
      input: {
        todos: [
          {
            content: 'write credentials.py with the token vault and its tests',
            status: 'completed',
          },
          {
            content: 'write tools.py with the git tools and their tests',
            status: 'completed',
          },
          {
            content: 'implement sanitizer.py following the I001 interface',
            status: 'in_progress',
          },
          {
            content:
              'wire agent.py to the sanitizer and run the review end to end',
            status: 'pending',
          },
          {
            content:
              'expose server.py with the HTTP endpoint and its error handling',
            status: 'pending',
          },
        ],
      },
    },
  ]);
  for (let i = 0; i < 12; i++)
    b.step(
      [
        {
          name: 'Edit',
          input: {
            file_path: `/work/app/src/module${i}.py`,
            old_string: 'a',
            new_string: 'b',
          },
          output: 'updated',
        },
      ],
      `Edited module ${i} to route its output through the sanitizer as decided in [D001].`,
    );
  return b;
}

describe('the three forms', () => {
  const COMPACT_PARTS = {
    zh: {
      heads: ['## 🔸 缩形态上下文', '【任务】', '【约束】', '【锚点引用】'],
      doing: '进行中: implement sanitizer.py',
      next: '待处理: wire agent.py',
    },
    en: {
      heads: ['## 🔸 Compact context', '[Task]', '[Constraints]', '[Anchors]'],
      doing: 'In progress: implement sanitizer.py',
      next: 'To do: wire agent.py',
    },
  } as const;

  it.each(['zh', 'en'] as const)(
    'compact (%s): the seed template under 500 characters, anchors by id, open tasks and constraints kept while the rest is cut',
    (lang) => {
      const forms = renderForms(
        contextView(parseTranscript(busySession().text())),
        storeWithAnchors(),
        lang,
      );
      const c = forms.compact;
      const want = COMPACT_PARTS[lang];
      expect(charCount(c)).toBeLessThan(500);
      for (const part of want.heads) expect(c).toContain(part);
      expect(c).toContain('[D001]');
      expect(c).toContain('[C001]');
      expect(c).toContain(want.doing);
      expect(c).toContain(want.next);
      expect(c).toContain('never log raw tokens');
    },
  );

  const NORMAL_PARTS = {
    zh: [
      '## 🔹 常形态上下文',
      '### 任务背景',
      '### 已完成工作',
      '### 关键决策',
      '| D001 |',
      '### 当前焦点',
      '### 接口约定',
      '[I001]',
      '### 注意事项',
      '### 锚点索引',
    ],
    en: [
      '## 🔹 Normal context',
      '### Background',
      '### Work done',
      '### Key decisions',
      '| D001 |',
      '### Current focus',
      '### Interfaces',
      '[I001]',
      '### Caveats',
      '### Anchor index',
    ],
  } as const;

  it.each(['zh', 'en'] as const)(
    'normal (%s): between 500 and 2000 characters with the decision table and the anchor index',
    (lang) => {
      const n = renderForms(
        contextView(parseTranscript(busySession().text())),
        storeWithAnchors(),
        lang,
      ).normal;
      expect(charCount(n)).toBeGreaterThanOrEqual(500);
      expect(charCount(n)).toBeLessThanOrEqual(2000);
      for (const part of NORMAL_PARTS[lang]) expect(n).toContain(part);
      // The anchors' own text may be Chinese; the form's words are not.
      if (lang === 'en')
        for (const part of NORMAL_PARTS.zh.filter((p) => p.startsWith('#')))
          expect(n).not.toContain(part);
    },
  );

  const EXPANDED_PARTS = {
    zh: [
      '## 🔶 巨形态上下文',
      '### 完整会话历史',
      '### 所有决策及讨论',
      '### 完整代码变更',
      '### 问题与解决',
      '### 用户偏好记录',
      '### 完整锚点列表',
      '### Rollback (回滚方式)',
    ],
    en: [
      '## 🔶 Expanded context',
      '### Full session history',
      '### Every decision and its discussion',
      '### Every code change',
      '### Problems and fixes',
      '### User preferences',
      '### Every anchor',
      '### Rollback',
    ],
  } as const;

  it.each(['zh', 'en'] as const)(
    'expanded (%s): no limit, every section of the template, every change and the anchors in full',
    (lang) => {
      const e = renderForms(
        contextView(parseTranscript(busySession().text())),
        storeWithAnchors(),
        lang,
      ).expanded;
      for (const part of EXPANDED_PARTS[lang]) expect(e).toContain(part);
      for (let i = 0; i < 12; i++) expect(e).toContain(`module${i}.py`);
    },
  );

  it('keeps every limit on the real sessions, before and after their compaction', () => {
    for (const id of LONG_SESSIONS) {
      for (const text of [
        firstSegment(id),
        readFileSync(sessionPath(id), 'utf8'),
      ]) {
        for (const lang of ['zh', 'en'] as const) {
          const forms = renderForms(
            contextView(parseTranscript(text)),
            [],
            lang,
          );
          expect(charCount(forms.compact)).toBeLessThan(500);
          expect(charCount(forms.normal)).toBeGreaterThanOrEqual(500);
          expect(charCount(forms.normal)).toBeLessThanOrEqual(2000);
          expect(forms.digest.task).not.toBe(
            '(no user request in this context)',
          );
          expect(charCount(forms.expanded)).toBeGreaterThan(
            charCount(forms.normal),
          );
        }
      }
    }
  });

  it('cuts unprotected items first, shortens next, and drops protected items only as a last resort', () => {
    const sections = [
      {
        head: 'A',
        items: ['- a1 long long long', '- a2 long long long'],
        protected: false,
        priority: 1,
      },
      { head: 'P', items: ['- keep me [D001]'], protected: true, priority: 5 },
    ];
    const fitted = fitSections('T', sections, 40).text;
    expect(fitted).toContain('- keep me [D001]');
    expect(fitted).not.toContain('a2');
    expect(charCount(fitSections('T', sections, 12).text)).toBeLessThan(12);
  });
});

describe('manual switches', () => {
  it('maps the seed phrases to machine events, and only whole-prompt phrases', () => {
    expect(
      [
        '详细说说',
        '简要概括',
        '存档一下',
        '加载上下文',
        '修剪上下文',
        '加载 2026-01-15-code-review',
        '存档。',
      ].map((p) => manualSwitch(p)),
    ).toEqual([
      { type: 'DETAIL' },
      { type: 'BRIEF' },
      { type: 'ARCHIVE' },
      { type: 'LOAD' },
      { type: 'PRUNE' },
      { type: 'LOAD', session: '2026-01-15-code-review' },
      { type: 'ARCHIVE' },
    ]);
    expect(manualSwitch('please 存档一下 the logs somewhere')).toBeNull();
  });
});

describe('the compact form keeps every active constraint', () => {
  it('lists all six active constraints even when eight decisions are cited and the budget is tight', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wukong-forms-c-'));
    for (let i = 0; i < 8; i++)
      addAnchor(
        dir,
        parseDraft(
          { ...ollama, title: `decision number ${i} about the storage layer` },
          'd',
        ),
        now,
        90,
      );
    for (let i = 0; i < 6; i++)
      addAnchor(
        dir,
        parseDraft(
          {
            ...ollama,
            type: 'C',
            title: `constraint ${i}: every output must be sanitised before it leaves`,
            decision: 'a rule',
          },
          'd',
        ),
        now,
        90,
      );
    const old = addAnchor(
      dir,
      parseDraft({ ...ollama, type: 'C', title: 'an old rule' }, 'd'),
      now,
      90,
    );
    obsoleteAnchor(dir, old.entry.anchor.id, 'replaced', now);
    const b = new TranscriptBuilder();
    b.user(
      `Refactor the storage layer per ${Array.from({ length: 8 }, (_, i) => `[D00${i + 1}]`).join(' ')}.`,
    );
    b.step([], 'ok');
    for (const [lang, head, none] of [
      ['zh', '【约束】', '(无)'],
      ['en', '[Constraints]', '(none)'],
    ] as const) {
      const forms = renderForms(
        contextView(parseTranscript(b.text())),
        readAnchors(dir).anchors,
        lang,
      );
      const section = forms.compact.split(head)[1]!.split('\n\n')[0]!;
      expect(section).not.toContain(none);
      for (let i = 1; i <= 6; i++) expect(section).toContain(`[C00${i}]`);
      expect(forms.compact).not.toContain('[C007]');
      expect(charCount(forms.compact)).toBeLessThan(500);
    }
  });
});
