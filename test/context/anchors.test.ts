// unit tests of the Alaya store: required fields named, the write threshold and
// self-check, ids per type, the seed's templates, search and relevance, the
// files on disk, hand-edit detection, lifecycle events
// Pos: test/context; real files in a temp folder, nothing faked
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnchorDraft } from '../../policies/context/anchors/anchor-draft.js';
import { judgeAnchorWrite } from '../../policies/context/anchors/anchor-gate.js';
import { nextAnchorId } from '../../policies/context/anchors/anchor-id.js';
import {
  anchorRefs,
  mentionsAnchor,
} from '../../policies/context/anchors/anchor-refs.js';
import { renderAnchorCompact } from '../../policies/context/anchors/anchor-render.js';
import {
  relevantAnchors,
  searchAnchors,
} from '../../policies/context/anchors/anchor-search.js';
import {
  addAnchor,
  obsoleteAnchor,
  parseDraft,
  readAnchors,
  recordAnchorEvents,
} from '../../src/context/anchor-store.js';
import { ollama } from './anchor-fixture.js';

const temp = () => mkdtempSync(join(tmpdir(), 'wukong-anchors-'));
const now = new Date('2026-03-01T10:00:00.000Z');

describe('anchor drafts and the write gate', () => {
  it('refuses a draft missing a required field, naming each missing field', () => {
    for (const field of [
      'decision',
      'alternatives',
      'why',
      'impact',
      'verification',
      'rollback',
    ] as const) {
      const raw = { ...ollama, [field]: field === 'alternatives' ? [] : '  ' };
      expect(() => parseDraft(raw, 'draft')).toThrow(
        new RegExp(`missing \`${field}\``),
      );
    }
    const { rollback: _r, verification: _v, ...two } = ollama;
    expect(() => parseDraft(two, 'draft')).toThrow(
      /missing `verification` \(Verification\), `rollback`/,
    );
  });

  it('enforces the write threshold (any of repeat >= 2, high impact, reusable) and the self-check (any yes)', () => {
    const base = AnchorDraft.parse({ ...ollama, highImpact: false });
    expect(judgeAnchorWrite(base)).toMatchObject({
      accepted: false,
      refusal: expect.stringContaining('write threshold'),
    });
    expect(judgeAnchorWrite({ ...base, repeat: 2 })).toEqual({
      accepted: true,
      reasons: ['repeat>=2'],
      selfCheckYes: ['affectsFuture', 'referenceValue'],
    });
    expect(
      judgeAnchorWrite({ ...base, reusable: true, highImpact: true }),
    ).toMatchObject({ accepted: true, reasons: ['high-impact', 'reusable'] });
    const noes = {
      ...base,
      repeat: 3,
      selfCheck: {
        affectsFuture: false,
        referenceValue: false,
        preventsRepeat: false,
      },
    };
    expect(judgeAnchorWrite(noes)).toMatchObject({
      accepted: false,
      refusal: expect.stringContaining('three Noes'),
    });
    expect(judgeAnchorWrite(noes, 'zh')).toMatchObject({
      accepted: false,
      refusal: expect.stringContaining('三个都是 No'),
    });
    expect(judgeAnchorWrite(base, 'zh')).toMatchObject({
      accepted: false,
      refusal: expect.stringContaining('低于写入门槛'),
    });
  });

  it('allocates ids per type and never reuses a number', () => {
    expect(nextAnchorId('D', [])).toBe('D001');
    expect(nextAnchorId('D', ['D001', 'D007', 'DN003', 'C009'])).toBe('D008');
    expect(nextAnchorId('C', ['CK002', 'C001'])).toBe('C002');
    expect(nextAnchorId('DN', ['D010', 'DN003'])).toBe('DN004');
  });

  it('finds anchor references like [D001] and [CK002], not bare words', () => {
    expect(
      anchorRefs(
        'see [D001], [CK002] and [D001] again; not D003 or [X001] or [D01]',
      ),
    ).toEqual(['D001', 'CK002']);
    expect(mentionsAnchor('per [DN001]')).toBe(true);
    expect(mentionsAnchor('per [DN001]')).toBe(true);
    expect(mentionsAnchor('[D] nested modules')).toBe(false);
  });
});

describe('the anchor store on disk', () => {
  it('writes anchors.md in English by default: the ADR headings, the options table and the self-check in English', () => {
    const dir = temp();
    const { written } = addAnchor(dir, parseDraft(ollama, 'd'), now, 90);
    const md = readFileSync(written[0]!, 'utf8');
    for (const heading of [
      '# Alaya anchors',
      '**Date**: 2026-03-01',
      '**Status**: ✅ active',
      '**Stage**: dormant (dormant)',
      '### Decision\n',
      '### Alternatives\n',
      '| Option | Pros | Cons |',
      '| OpenAI API | 能力强 | 成本高、数据出境 |',
      '### Why\n',
      '### Rollback\n',
      '- Will this decision or constraint affect future decisions? Yes',
      '- Without a record, would the discussion or the mistake repeat? No',
    ])
      expect(md).toContain(heading);
    for (const zh of [
      '**状态**',
      '### Decision (决策)',
      '| 方案 |',
      '阿赖耶识',
    ])
      expect(md).not.toContain(zh);
    // The compact form reads the English options table as it reads the seed's.
    expect(renderAnchorCompact(readAnchors(dir).anchors[0]!.anchor)).toContain(
      '- Alternatives: OpenAI API, Ollama 本地',
    );
  });

  it('writes anchors.md in the seed full ADR template with the JSON index beside it (zh), and a later writer not told a language keeps it', () => {
    const dir = temp();
    const { entry, written } = addAnchor(
      dir,
      parseDraft(ollama, 'd'),
      now,
      90,
      'zh',
    );
    expect(entry.anchor.id).toBe('D001');
    expect(entry.stage).toBe('dormant');
    expect(written.map((p) => p.slice(dir.length))).toEqual([
      '/.wukong/context/anchors.md',
      '/.wukong/context/anchors.json',
    ]);
    const md = readFileSync(written[0]!, 'utf8');
    for (const heading of [
      '## [D001] 使用 Ollama 作为本地 LLM',
      '**ID**: D001',
      '**日期**: 2026-03-01',
      '**状态**: ✅ 生效',
      '### Decision (决策)',
      '### Alternatives (备选方案)',
      '| 方案 | 优点 | 缺点 |',
      '| OpenAI API | 能力强 | 成本高、数据出境 |',
      '### Why (理由)',
      '1. 成本: 本地运行零 API 费用',
      '### Impact (影响范围)',
      '### Verification (验证方式)',
      '### Rollback (回滚方式)',
      '2. 设置环境变量 `LLM_BACKEND=openai`',
    ]) {
      expect(md).toContain(heading);
    }
    expect(md).toContain('- 这个决策/约束会影响未来的决策吗？ Yes');
    expect(md).toContain('- 如果不记录，会导致重复讨论或重复犯错吗？ No');
    expect(readAnchors(dir).anchors[0]!.selfCheck).toEqual({
      affectsFuture: true,
      referenceValue: true,
      preventsRepeat: false,
    });
    expect(
      addAnchor(dir, parseDraft({ ...ollama, title: 'second' }, 'd'), now, 90)
        .entry.anchor.id,
    ).toBe('D002');
    expect(
      addAnchor(
        dir,
        parseDraft({ ...ollama, type: 'C', title: 'constraint' }, 'd'),
        now,
        90,
      ).entry.anchor.id,
    ).toBe('C001');
    // Written without a language: the store keeps the one it was written in.
    expect(readFileSync(written[0]!, 'utf8')).toContain('**状态**: ✅ 生效');
    expect(readAnchors(dir).lang).toBe('zh');
  });

  it('renders the compact form with the six required fields, one line each', () => {
    const { entry } = addAnchor(temp(), parseDraft(ollama, 'd'), now, 90);
    const compact = renderAnchorCompact(entry.anchor);
    expect(compact.split('\n')).toEqual([
      '[D001] 使用 Ollama 作为本地 LLM',
      '- Decision: 使用 Ollama 作为代码审查的本地 LLM 后端。',
      '- Alternatives: OpenAI API, Ollama 本地',
      '- Why: 成本: 本地运行零 API 费用; 隐私: 代码数据不出本地',
      '- Impact: `src/llm/`: LLM 接口模块; `docker-compose.yaml`: 需要添加 Ollama 容器',
      '- Verification: pytest tests/test_review.py -v',
      // Each line keeps 60 characters: a longer field ends in an ellipsis
      // (anchors show ID has it whole).
      '- Rollback: 修改 `src/llm/config.py` 切换回 OpenAI; 设置环境变量 `LLM_BACKEND=open…',
    ]);
  });

  it('refuses to overwrite a hand-edited anchors.md, and repairs a crash between the two writes', () => {
    const dir = temp();
    const { written } = addAnchor(dir, parseDraft(ollama, 'd'), now, 90);
    const before = readFileSync(written[0]!, 'utf8');
    addAnchor(dir, parseDraft({ ...ollama, title: 'two' }, 'd'), now, 90);
    // A crash after the index was written but before the Markdown: the old
    // Markdown is still accepted, and rewritten on the next change.
    writeFileSync(written[0]!, before);
    expect(readAnchors(dir).anchors).toHaveLength(2);
    writeFileSync(written[0]!, `${before}\nmy own note\n`);
    expect(() =>
      addAnchor(dir, parseDraft({ ...ollama, title: 'three' }, 'd'), now, 90),
    ).toThrow(/edited by hand/);
    expect(readFileSync(written[0]!, 'utf8')).toContain('my own note');
  });

  it('marks an anchor obsolete, keeps it, and never loads it as relevant again', () => {
    const dir = temp();
    addAnchor(dir, parseDraft(ollama, 'd'), now, 90);
    const gone = obsoleteAnchor(dir, '[d001]', 'moved to a hosted model', now);
    expect(gone).toMatchObject({
      stage: 'obsolete',
      anchor: { status: 'obsolete' },
      lifecycle: { obsoleteReason: 'moved to a hosted model' },
    });
    expect(() => obsoleteAnchor(dir, 'D001', 'again', now)).toThrow(
      /already obsolete/,
    );
    expect(() => obsoleteAnchor(dir, 'D404', 'x', now)).toThrow(
      /no anchor "D404"/,
    );
    expect(
      readFileSync(join(dir, '.wukong/context/anchors.md'), 'utf8'),
    ).toContain('**Status**: ❌ obsolete');
    expect(relevantAnchors(readAnchors(dir).anchors, 'ollama [D001]')).toEqual(
      [],
    );
  });

  it('moves anchors through the lifecycle with events: matched, applied, a stale tick marks ⚠️ 待验证', () => {
    const dir = temp();
    addAnchor(dir, parseDraft(ollama, 'd'), now, 30);
    addAnchor(dir, parseDraft({ ...ollama, title: 'two' }, 'd'), now, 30);
    const after = recordAnchorEvents(dir, [
      { id: 'D001', event: { type: 'MATCHED', at: '2026-03-02T00:00:00Z' } },
      { id: 'D001', event: { type: 'APPLIED', at: '2026-03-03T00:00:00Z' } },
      { id: 'D002', event: { type: 'TICK', at: '2026-05-01T00:00:00Z' } },
      { id: 'D999', event: { type: 'TICK', at: '2026-05-01T00:00:00Z' } },
    ]);
    expect(
      after.map((a) => [
        a.anchor.id,
        a.stage,
        a.anchor.status,
        a.lifecycle.matches,
      ]),
    ).toEqual([
      ['D001', 'fruition', 'active', 1],
      ['D002', 'dormant', 'unverified', 0],
    ]);
  });

  it('searches by words (latin and CJK pairs) and by id; relevance puts cited ids and constraints first', () => {
    const dir = temp();
    addAnchor(dir, parseDraft(ollama, 'd'), now, 90);
    addAnchor(
      dir,
      parseDraft(
        {
          ...ollama,
          type: 'C',
          title: '所有输出必须脱敏',
          decision: 'sanitize output',
          keywords: ['sanitize'],
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
          type: 'M',
          title: 'Repository pattern',
          decision: 'use repositories',
          keywords: ['repository'],
        },
        'd',
      ),
      now,
      90,
    );
    const all = readAnchors(dir).anchors;
    expect(searchAnchors(all, 'ollama')[0]!.entry.anchor.id).toBe('D001');
    expect(searchAnchors(all, '脱敏')[0]!.entry.anchor.id).toBe('C001');
    expect(searchAnchors(all, 'm001')[0]!.entry.anchor.id).toBe('M001');
    expect(searchAnchors(all, 'kubernetes')).toEqual([]);
    expect(
      relevantAnchors(all, 'work on [M001] please').map((a) => a.anchor.id),
    ).toEqual(['M001', 'C001']);
  });
});

describe('staleness of a matured anchor', () => {
  it('a matured or applied anchor not seen for longer than the limit goes back to sleep as unverified; a fresh one stays', async () => {
    const { advanceLifecycle, seedLifecycle } =
      await import('../../src/context/anchor-lifecycle.js');
    const start = seedLifecycle({
      id: 'C001',
      at: '2026-01-01T00:00:00.000Z',
      staleAfterDays: 30,
    });
    const matured = advanceLifecycle(start, {
      type: 'MATCHED',
      at: '2026-01-02T00:00:00.000Z',
    });
    const applied = advanceLifecycle(matured, {
      type: 'APPLIED',
      at: '2026-01-03T00:00:00.000Z',
    });
    for (const s of [matured, applied]) {
      const fresh = advanceLifecycle(s, {
        type: 'TICK',
        at: '2026-01-10T00:00:00.000Z',
      });
      expect(fresh.stage).toBe(s.stage);
      expect(fresh.lifecycle.status).toBe('active');
      const stale = advanceLifecycle(s, {
        type: 'TICK',
        at: '2026-06-01T00:00:00.000Z',
      });
      expect(stale.stage).toBe('dormant');
      expect(stale.lifecycle.status).toBe('unverified');
    }
  });
});
