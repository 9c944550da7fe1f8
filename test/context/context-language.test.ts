// the context wing's texts in both languages: the usage bands' and the context
// machine's notices (ids the edge words), the rescue stages, the protection
// rules and the ready /compact line, the DCP report, seed 002's templates, an
// anchor's lifecycle label and its missing fields' refusal; and the workspace's
// language (config, else the locale, else English) where src/context reads it
// Pos: test/context; the forms themselves are forms.test.ts's, the catalog's
// shape test/hosts/messages.test.ts's
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stageLabel } from '../../policies/context/anchors/anchor-lifecycle.js';
import {
  compactCommand,
  protectionRules,
} from '../../policies/context/rescue/live-notices.js';
import { stagePrompt } from '../../policies/context/rescue/rescue-stages.js';
import { contextTemplates } from '../../policies/context/templates.js';
import { bandNotice, noticeText } from '../../policies/context/usage-bands.js';
import { ContextConfig } from '../../policies/vocabulary/context-config.js';
import { pruneFile } from '../../src/context/prune-file.js';
import { parseDraft } from '../../src/context/anchor-store.js';
import { errorText } from '../../src/platform/errors/said-error.js';
import { REQUIRED_FIELDS } from '../../policies/context/anchors/anchor-draft.js';
import { message } from '../../policies/vocabulary/messages/index.js';
import { workspaceLanguage } from '../../src/hosts/cli/cli-language.js';
import { firstSegment, LONG_SESSIONS } from './corpus.js';

const config = ContextConfig.parse({});
const HAN = /\p{Script=Han}/u;
const temp = () => mkdtempSync(join(tmpdir(), 'wukong-ctx-lang-'));

describe('notices are ids the edge words', () => {
  it('a band notice carries no words; en and zh word it', () => {
    const n = bandNotice('compact', 0.72)!;
    expect(n).toEqual({
      level: 'yellow',
      id: 'ctx.band.compact',
      params: { pct: '72%' },
    });
    expect(noticeText(n, 'en')).toMatch(/^⚠️ Yellow 72%: the context/);
    expect(noticeText(n, 'zh')).toMatch(/^⚠️ 黄灯 72%: 上下文还有空间/);
    expect(noticeText(bandNotice('archive', 0.96)!, 'en')).toContain(
      '🔴 Red 96%',
    );
    expect(bandNotice('normal', 0.5)).toBeNull();
  });

  it('the rescue stages speak the language asked for, nothing at stage 0', () => {
    expect(stagePrompt(1, 0.71)).toMatch(/^🟡 Context 71% used: there is/);
    expect(stagePrompt(2, 0.86, 'zh')).toMatch(/^🟠 上下文使用 86%: 已执行/);
    expect(stagePrompt(3, 1, 'en')).toMatch(/Continue from it: continue\.$/);
    expect(stagePrompt(0, 0.1, 'zh')).toBe('');
    expect(stagePrompt(1, 0.71, 'en')).not.toMatch(HAN);
  });

  it('protection rules and the /compact line keep the seed numbers in both', () => {
    for (const lang of ['en', 'zh'] as const) {
      const rules = protectionRules(config, lang);
      const line = compactCommand(config, ['C001', 'D002'], lang);
      expect(rules).toContain('Task, TodoWrite, Edit, Write');
      expect(rules).toContain('Glob 3, Grep 3, Read 5, Bash 3');
      expect(line.startsWith('/compact ')).toBe(true);
      expect(line).toContain('[C001] [D002]');
      expect(line).toContain('WebSearch 2, WebFetch 2');
    }
    expect(protectionRules(config, 'en')).toMatch(/^Never pruned: /);
    expect(protectionRules(config, 'zh')).toMatch(/^永不修剪: /);
    expect(compactCommand(config, [], 'en')).not.toMatch(HAN);
  });
});

describe('the DCP report and the templates', () => {
  it('the report in English by default, as the seed writes it in zh, the same numbers in both', async () => {
    const path = join(temp(), 'segment.jsonl');
    writeFileSync(path, firstSegment(LONG_SESSIONS[1]));
    const now = new Date('2026-03-01T00:00:00Z');
    const en = await pruneFile(path, { config, now });
    const zh = await pruneFile(path, { config, now, lang: 'zh' });
    expect(en.report).toMatch(/^## DCP report\n/);
    expect(en.report).toContain('**Trigger**: manual prune (context ');
    expect(en.report).toContain('| Strategy | Items | Tokens saved |');
    expect(en.report).not.toMatch(HAN);
    expect(zh.report).toMatch(/^## DCP 执行报告\n/);
    expect(zh.report).toContain('**触发原因**: 手动修剪 (上下文使用 ');
    expect(zh.report).toContain('| 策略 | 修剪项 | 节约 Tokens |');
    expect(zh.result).toEqual(en.result);
    const total = (r: string) => r.split('\n').find((l) => l.includes('**~'));
    expect(total(en.report)?.split('**~')[1]).toBe(
      total(zh.report)?.split('**~')[1],
    );
  });

  it("seed 002's templates: zh word for word as the seed has them, en with the same sections", () => {
    const zh = contextTemplates('zh');
    const en = contextTemplates('en');
    expect(Object.keys(en)).toEqual(Object.keys(zh));
    expect(zh['compact-template.md']).toContain('【任务】{一句话描述目标}');
    expect(zh['anchor-template.md']).toContain('| 方案 | 优点 | 缺点 |');
    expect(en['compact-template.md']).toContain('[Task] {one sentence');
    expect(en['anchor-template.md']).toContain('| Option | Pros | Cons |');
    for (const name of Object.keys(en)) {
      expect(en[name]).not.toMatch(HAN);
      const heads = (t: string) => t.split('\n').filter((l) => /^#/.test(l));
      expect(heads(en[name]!)).toHaveLength(heads(zh[name]!).length);
    }
  });

  it("an anchor's lifecycle stage: the seed's names in zh, plain words in en", () => {
    expect(stageLabel('fruition', 'zh')).toBe('果报');
    expect(stageLabel('fruition', 'en')).toBe('fruition');
    expect(stageLabel('seeded', 'zh')).toBe('播种');
  });
});

describe("the workspace's language", () => {
  it('config first, then the locale, then English; a broken config falls back to the locale', () => {
    const ws = temp();
    expect(workspaceLanguage(ws, {})).toBe('en');
    expect(workspaceLanguage(ws, { LANG: 'zh_CN.UTF-8' })).toBe('zh');
    writeFileSync(join(ws, 'wukong.config.json'), '{"language": "en"}\n');
    expect(workspaceLanguage(ws, { LANG: 'zh_CN.UTF-8' })).toBe('en');
    writeFileSync(
      join(ws, 'wukong.config.json'),
      '{"body": {"language": "zh"}}',
    );
    expect(workspaceLanguage(ws, {})).toBe('zh');
    writeFileSync(join(ws, 'wukong.config.json'), '{"language": "fr"}');
    expect(workspaceLanguage(ws, { LC_ALL: 'zh_TW' })).toBe('zh');
    expect(workspaceLanguage(ws, {})).toBe('en');
  });
});

describe("an anchor's missing fields", () => {
  it('name each field in English as before and in Chinese under zh', () => {
    let refused: unknown;
    try {
      parseDraft(
        { title: 't', decision: 'd', impact: 'i', rollback: 'r' },
        'x',
      );
    } catch (error) {
      refused = error;
    }
    expect((refused as Error).message).toBe(
      "x: anchor refused: missing `alternatives` (Alternatives), `why` (Why), `verification` (Verification); every anchor records Decision, Alternatives, Why, Impact, Verification, Rollback (seed 002's required fields)",
    );
    expect(errorText(refused, 'zh')).toBe(
      'x: 锚点被拒绝: 缺少 `alternatives` (备选方案)、`why` (原因)、`verification` (验证); 每个锚点都要记录 决策、备选方案、原因、影响、验证、回滚 (seed 002 的必须字段)',
    );
  });

  it("the catalog's labels are the required fields' own", () => {
    expect(message('error.anchor.labels', 'en')).toBe(
      REQUIRED_FIELDS.map(([, label]) => label).join(', '),
    );
    for (const [key, label] of REQUIRED_FIELDS)
      expect(message(`error.anchor.field.${key}`, 'en')).toBe(
        `\`${key}\` (${label})`,
      );
  });
});
