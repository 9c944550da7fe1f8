// The fail-closed answer in the user's language: a PreToolUse denied and any
// other event's message worded in zh around the (English, internal) detail,
// English unchanged under en, the ledger and `failed` kept in English, and the
// launcher-safe literals of src/hosts/claude-code/fail-closed.ts tied to the
// catalog's gate.* texts
// Pos: test/hosts, beside finding-language.test.ts; the binary-level answer
// (a configuration that does not parse, under a Chinese locale) is
// test/e2e/verify-language.test.ts's
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WukongConfig } from '../../policies/vocabulary/config.js';
import { LANGS, message } from '../../policies/vocabulary/messages/index.js';
import {
  FAIL_CLOSED_WORDS,
  failClosedAnswer,
} from '../../src/hosts/claude-code/fail-closed.js';
import { handleHook } from '../../src/hosts/claude-code/handle-hook.js';
import { makeHookEnv } from '../../src/hosts/claude-code/make-env.js';

const temp = (name: string) => mkdtempSync(join(tmpdir(), `wukong-${name}-`));
const HAN = /\p{Script=Han}/u;

function envIn(language: 'en' | 'zh') {
  const ws = temp('fc');
  return makeHookEnv(
    ws,
    WukongConfig.parse({ sandbox: { mode: 'off' }, language }),
    () => new Date('2026-11-24T12:00:00Z'),
    temp('fc-home'),
  );
}

const toolCall = (ws: string) =>
  JSON.stringify({
    session_id: 's1',
    transcript_path: join(ws, 't.jsonl'),
    cwd: ws,
    hook_event_name: 'PreToolUse',
    tool_name: 'Read',
    tool_input: { file_path: join(ws, 'a.txt') },
  });

describe('a malformed tool call is denied in the user language', () => {
  it('zh: Chinese around the English parser detail; `failed` stays English', async () => {
    const made = envIn('zh');
    const answer = await handleHook(
      'PreToolUse',
      '{"hook_event_name":',
      made.env,
    );
    const reason = answer.output?.hookSpecificOutput?.permissionDecisionReason;
    expect(answer.output?.hookSpecificOutput?.permissionDecision).toBe('deny');
    expect(reason).toMatch(
      /^Wukong 按失败即拒绝处理：输入格式错误：.+。修复原因（见 \.wukong\/ledger），或运行 `wukong uninstall` 移除 hook。$/,
    );
    expect(reason).not.toMatch(/failed closed|Fix the cause|malformed input/);
    expect(answer.failed).toMatch(/^malformed input: /);
    expect(
      made.env.records.find((r) => r.type === 'hook.failed')?.data,
    ).toEqual(
      expect.objectContaining({
        why: expect.stringMatching(/^malformed input: /),
      }),
    );
  });

  it('en: the English answer as before', async () => {
    const made = envIn('en');
    const answer = await handleHook(
      'PreToolUse',
      '{"hook_event_name":',
      made.env,
    );
    const reason = answer.output?.hookSpecificOutput?.permissionDecisionReason;
    expect(reason).toMatch(
      /^Wukong failed closed: malformed input: .+\. Fix the cause \(see \.wukong\/ledger\) or run `wukong uninstall` to remove the hooks\.$/,
    );
    expect(reason).not.toMatch(HAN);
  });

  it('zh: another event gets a Chinese message naming the event', async () => {
    const made = envIn('zh');
    const answer = await handleHook('Stop', 'not json', made.env);
    expect(answer.output?.systemMessage).toMatch(
      /^Wukong 无法处理 Stop：输入格式错误：/,
    );
  });
});

describe('an internal error is denied in the user language', () => {
  it('zh: 内部错误 around the error message, the ledger in English', async () => {
    const made = envIn('zh');
    made.env.promises.read = () => {
      throw new Error('disk on fire');
    };
    const ws = made.env.workspace;
    const answer = await handleHook('PreToolUse', toolCall(ws), made.env);
    const reason = answer.output?.hookSpecificOutput?.permissionDecisionReason;
    expect(answer.output?.hookSpecificOutput?.permissionDecision).toBe('deny');
    expect(reason).toBe(
      'Wukong 按失败即拒绝处理：内部错误：disk on fire。修复原因（见 .wukong/ledger），或运行 `wukong uninstall` 移除 hook。',
    );
    expect(answer.failed).toBe('internal error: disk on fire');
  });
});

describe('the launcher-safe words are the catalog texts', () => {
  it.each(LANGS)('%s', (lang) => {
    const w = FAIL_CLOSED_WORDS[lang];
    expect(w.failed('X')).toBe(
      message('gate.failed-closed', lang, { why: 'X' }),
    );
    expect(w.next).toBe(message('gate.failed-closed.next', lang));
    expect(w.reason('A', 'B')).toBe(
      message('gate.failed-closed.reason', lang, { failed: 'A', next: 'B' }),
    );
    expect(w.other('Stop', 'X')).toBe(
      message('gate.could-not-handle', lang, { event: 'Stop', why: 'X' }),
    );
    expect(w.internal('E')).toBe(
      message('gate.internal-error', lang, { error: 'E' }),
    );
    expect(w.malformed('E')).toBe(
      message('gate.malformed-input', lang, { error: 'E' }),
    );
    expect(w.uncaught('E')).toBe(
      message('gate.uncaught-error', lang, { error: 'E' }),
    );
    expect(w.noAnswer).toBe(message('gate.no-answer', lang));
  });

  it('without a language the answer is English (the launcher knows none)', () => {
    expect(failClosedAnswer('PreToolUse', 'boom')).toEqual(
      failClosedAnswer('PreToolUse', 'boom', { lang: 'en' }),
    );
    expect(
      failClosedAnswer('PreToolUse', 'boom').hookSpecificOutput
        ?.permissionDecisionReason,
    ).toBe('Wukong failed closed: boom');
  });
});
