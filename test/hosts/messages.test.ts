// The message catalog (en and zh with the same placeholders), the choice of
// language (config, its alias body.language, the locale), hook answers in
// both languages naming each finding once, and throttle hints in the prompt's
// language
// Pos: test/hosts; the catalog is policies/vocabulary/messages, its users the
// hook handlers, the throttle and the verify report
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import {
  hintLanguage,
  languageOf,
  languageSetting,
  MESSAGES,
  message,
  messageText,
  placeholdersOf,
  type MessageId,
} from '../../policies/vocabulary/messages/index.js';
import { liveNotice } from '../../policies/context/rescue/live-notices.js';
import { checkpointIntro } from '../../src/hosts/claude-code/checkpoint-intro.js';
import { handleHook } from '../../src/hosts/claude-code/handle-hook.js';
import { makeHookEnv } from '../../src/hosts/claude-code/make-env.js';
import { adviseOnPrompt } from '../../src/throttle/advise.js';

const temp = (name: string) => mkdtempSync(join(tmpdir(), `wukong-${name}-`));
const HAN = /\p{Script=Han}/u;

describe('the catalog', () => {
  const ids = Object.keys(MESSAGES.en) as MessageId[];

  it('has every id in both languages, no more, no less', () => {
    expect(Object.keys(MESSAGES.zh).sort()).toEqual([...ids].sort());
    expect(ids.length).toBeGreaterThan(100);
  });

  it.each(ids)('%s: the same placeholders in en and zh', (id) => {
    expect(placeholdersOf(MESSAGES.zh[id])).toEqual(
      placeholdersOf(MESSAGES.en[id]),
    );
    expect(MESSAGES.en[id].trim()).not.toBe('');
    expect(MESSAGES.zh[id].trim()).not.toBe('');
  });

  it('English is English: Chinese only for the seeds names (戒 定 慧 识, @眼 @耳 @鼻 @舌 @身 @意)', () => {
    for (const id of ids)
      expect(
        MESSAGES.en[id].replace(/[戒定慧识]|@[眼耳鼻舌身意]/g, ''),
        `${id} has Chinese in English`,
      ).not.toMatch(HAN);
  });

  it('looks every id up in the parts as the merged catalog has it; an unknown id is none', () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const id of ids)
        expect(messageText(id, lang), `${id} (${lang})`).toBe(
          MESSAGES[lang][id],
        );
      expect(messageText('no.such.id', lang)).toBeUndefined();
      expect(messageText('toString', lang)).toBeUndefined();
    }
    expect(() => message('no.such.id' as MessageId, 'en')).toThrow(
      /no message no\.such\.id in the catalog/,
    );
  });

  it('fills placeholders and refuses a missing one, naming it', () => {
    expect(message('hook.denied', 'en', { tool: 'Bash', findings: 'x' })).toBe(
      'Wukong denied Bash: x',
    );
    expect(() => message('hook.denied', 'zh', { tool: 'Bash' })).toThrow(
      /hook\.denied \(zh\) needs the parameter \{findings\}; given: tool/,
    );
  });
});

describe('the language', () => {
  it('config first, then LC_ALL, LC_MESSAGES, LANG (zh… → zh), then English', () => {
    expect(languageOf('zh', { LANG: 'en_US.UTF-8' })).toBe('zh');
    expect(languageOf('en', { LANG: 'zh_CN.UTF-8' })).toBe('en');
    expect(languageOf('auto', { LANG: 'zh_CN.UTF-8' })).toBe('zh');
    expect(languageOf('auto', { LC_MESSAGES: 'zh_TW', LANG: 'en' })).toBe('zh');
    expect(languageOf('auto', { LC_ALL: 'C', LANG: 'zh_CN' })).toBe('en');
    expect(languageOf('auto', {})).toBe('en');
  });

  it('one top-level `language`; body.language is its deprecated alias, read only when the top-level is auto', () => {
    const config = (input: object) => WukongConfig.parse(input);
    expect(config({}).language).toBe('auto');
    expect(languageSetting(config({ language: 'zh' }))).toBe('zh');
    expect(languageSetting(config({ body: { language: 'zh' } }))).toBe('zh');
    expect(
      languageSetting(config({ language: 'en', body: { language: 'zh' } })),
    ).toBe('en');
    expect(() => config({ language: 'fr' })).toThrow(/language/);
  });

  it('a hint speaks the prompt language; a prompt of neither, the user language', () => {
    expect(hintLanguage('en', 'zh')).toBe('en');
    expect(hintLanguage('zh', 'en')).toBe('zh');
    expect(hintLanguage('mixed', 'en')).toBe('zh');
    expect(hintLanguage('unknown', 'zh')).toBe('zh');
  });
});

describe('hook answers', () => {
  afterEach(() => vi.unstubAllEnvs());

  const answer = async (
    configInput: object,
    toolInput: { file_path: string; content: string },
  ) => {
    const ws = temp('messages');
    const made = makeHookEnv(
      ws,
      WukongConfig.parse({ sandbox: { mode: 'off' }, ...configInput }),
      () => new Date('2026-11-24T12:00:00Z'),
      temp('home'),
    );
    const stdin = JSON.stringify({
      session_id: 's1',
      transcript_path: join(ws, 't.jsonl'),
      cwd: ws,
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: {
        ...toolInput,
        file_path: join(ws, toolInput.file_path),
      },
    });
    const { output } = await handleHook('PreToolUse', stdin, made.env);
    return output?.hookSpecificOutput?.permissionDecisionReason ?? '';
  };
  const envFile = { file_path: '.env', content: 'A=1' };

  it('in English by config, naming a finding two gates raised (pre-tool and pre-write) once', async () => {
    vi.stubEnv('LC_ALL', 'zh_CN.UTF-8');
    const reason = await answer({ language: 'en' }, envFile);
    expect(reason).toMatch(
      /^Wukong asks about Write: \[path\.sensitive-file\]/,
    );
    expect(reason).toContain('→ next: ask-user:');
    expect(reason.match(/\[path\.sensitive-file\]/g)).toHaveLength(1);
    expect(reason).not.toContain(' | ');
  });

  it('in Chinese by config, the same finding once', async () => {
    vi.stubEnv('LC_ALL', 'en_US.UTF-8');
    const reason = await answer({ language: 'zh' }, envFile);
    expect(reason).toMatch(/^Wukong 需要确认 Write：\[path\.sensitive-file\]/);
    expect(reason).toContain('→ 下一步：ask-user：');
    expect(reason.match(/\[path\.sensitive-file\]/g)).toHaveLength(1);
  });

  it('by the locale when the config says auto: zh_CN in Chinese, C in English', async () => {
    vi.stubEnv('LC_ALL', '');
    vi.stubEnv('LC_MESSAGES', '');
    vi.stubEnv('LANG', 'zh_CN.UTF-8');
    expect(await answer({}, envFile)).toMatch(/^Wukong 需要确认 Write：/);
    vi.stubEnv('LANG', 'C.UTF-8');
    expect(await answer({}, envFile)).toMatch(/^Wukong asks about Write: /);
  });

  it('the CHECKPOINT brief follows the top-level language over its alias', () => {
    const body = WukongConfig.parse({ body: { language: 'zh' } }).body;
    expect(checkpointIntro(body, {}, 'en')).toMatch(
      /^\[wukong\] This session runs the body self-check/,
    );
    expect(checkpointIntro(body, {}, 'auto')).toMatch(
      /^\[wukong\] 本会话启用本体自检/,
    );
  });
});

describe('context notices', () => {
  const config = WukongConfig.parse({}).context;
  it.each([1, 2, 3] as const)(
    'stage %i: English by default, Chinese when asked, the percentage in both',
    (stage) => {
      const facts = { stage, ratio: 0.86, config, archive: 'a1' };
      const en = liveNotice(facts)!;
      const zh = liveNotice({ ...facts, lang: 'zh' })!;
      expect(en.agent).toContain('Context 86% used');
      expect(en.user.split('\n')[0]).not.toMatch(HAN);
      expect(zh.agent).toContain('上下文使用 86%');
      expect(zh.user.split('\n')[0]).toMatch(/[黄橙红]灯 86%/);
    },
  );
});

describe('throttle hints', () => {
  const config = WukongConfig.parse({}).throttle;
  const advise = (prompt: string, language?: 'en' | 'zh') =>
    adviseOnPrompt({
      workspace: temp('throttle'),
      config,
      prompt,
      permissionMode: 'plan',
      modelId: 'claude-opus-4-1-20250805',
      sessionId: 's1',
      now: Date.UTC(2026, 10, 24, 9),
      ...(language ? { language } : {}),
    }).systemMessage ?? '';

  it('an English prompt gets an English hint, even for a Chinese user', () => {
    const hint = advise('implement this function and write the code', 'zh');
    expect(hint).toContain('Plan mode may be rushing ahead');
    expect(hint).toContain('Go on with this request (default)');
    expect(hint).toContain('wukong throttle --mute R001_PLAN_EXEC_REASONING');
    expect(hint).not.toMatch(HAN);
  });

  it('a Chinese prompt gets a Chinese hint, even for an English user', () => {
    const hint = advise('实现这段逻辑', 'en');
    expect(hint).toContain('可能在 Plan 模式下过度加速');
    expect(hint).toContain('继续本次操作（默认）');
  });
});
