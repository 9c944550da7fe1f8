// The pieces inside harness and tool-call findings in the user's language: a
// write outside the promised scope (the finding; the loop's stop paragraph is
// not in the catalog yet), the loop's unmet doneWhen, a run state
// that vanished mid-session, a tool call whose arguments nest too deep and a
// write to a system file by redirection; zh words them in Chinese, en keeps the
// English as before
// Pos: test/hosts; the words are policies/vocabulary/messages/
// detail-messages.ts, the rules policies/harness/loop, src/hosts/claude-code/
// state-watch.ts, policies/security/tool-calls and commands/how-said.ts
import { realpathSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GateContext } from '../../policies/gate/gate-context.js';
import { unmetSaid } from '../../policies/harness/loop/evaluator.js';
import { scopeDriftPolicy } from '../../policies/harness/loop/scope-drift-policy.js';
import { CompletionPromise } from '../../policies/vocabulary/loop.js';
import { findingText, say } from '../../policies/vocabulary/messages/say.js';
import { runFolder } from '../../src/actors/run-store.js';
import { hookHarness } from '../harness/hook-harness.js';
import { preToolReason } from './pretool-reason.js';

const HAN = /\p{Script=Han}/u;
const langs = ['en', 'zh'] as const;

describe('a write outside the promised scope', () => {
  const drift = () => {
    const ws = '/w';
    const [f] = scopeDriftPolicy.evaluate({
      checkpoint: 'pre-write',
      cwd: ws,
      workspace: ws,
      home: '/home/u',
      toolName: 'Write',
      path: '/w/src/billing.ts',
      facts: {
        promise: CompletionPromise.parse({
          id: 'p1',
          objective: 'greet',
          acceptance: [],
          allowedScope: ['src/greet/**'],
          disallowedScope: [],
          requiredEvidence: [],
          doneWhen: [],
          abortWhen: [],
        }),
      },
    } as GateContext as never);
    return f!;
  };

  it('keeps the English message as before', () => {
    expect(drift().message).toBe(
      "scope drift: src/billing.ts is outside the promise's allowed scope (src/greet/**)",
    );
  });

  it('is worded in zh', () => {
    expect(findingText(drift(), 'zh')).toBe(
      '范围漂移：src/billing.ts 在承诺的允许范围之外（src/greet/**）',
    );
  });
});

describe("the loop's unmet doneWhen", () => {
  // What evaluateCandidate says when the promise's doneWhen does not hold.
  const unmet = () =>
    say('loop.done-when', {
      unmet: unmetSaid([
        {
          reason: 'done',
          description: 'a write touches CHANGELOG.md',
          when: { kind: 'written', glob: 'CHANGELOG.md' },
        },
        {
          reason: 'done',
          description: 'the user is happy',
          when: { kind: 'failures', count: 3 },
        },
      ]),
    });

  it('keeps the English message as before', () => {
    expect(unmet().message).toBe(
      "the promise's doneWhen does not hold yet: a write touches CHANGELOG.md (a write touches CHANGELOG.md); the user is happy (3 failures in a row)",
    );
  });

  it("words Wukong's own condition texts in zh, the user's as written", () => {
    expect(findingText(unmet(), 'zh')).toBe(
      '承诺的 doneWhen 还不成立：有写入触及 CHANGELOG.md（有写入触及 CHANGELOG.md）；the user is happy（连续失败 3 次）',
    );
  });
});

describe('a run state that vanished mid-session', () => {
  it.each(langs)('is asked about in %s', async (language) => {
    const ws = realpathSync(mkdtempSync(join(tmpdir(), 'wukong-vanish-')));
    writeFileSync(join(ws, 'package.json'), '{"name":"x"}');
    const h = hookHarness(ws, { language });
    await h.send('UserPromptSubmit', { prompt: 'go' });
    await h.pre('Bash', { command: 'ls' });
    rmSync(join(ws, '.wukong', 'runs', runFolder(h.session), 'state.json'));
    const asked = await h.pre('Bash', { command: 'ls' });
    const text = asked?.hookSpecificOutput?.permissionDecisionReason ?? '';
    if (language === 'zh') {
      expect(text).toContain(`会话 ${h.session} 的运行状态`);
      expect(text).not.toContain('the run state of session');
    } else expect(text).toContain(`the run state of session ${h.session}`);
    const recorded = h
      .ledger()
      .find((e) => e.type === 'self-protection.vanished')?.data;
    expect(JSON.stringify(recorded)).toContain(
      'is missing: it existed this session and something outside Wukong removed it',
    );
  });
});

describe('a tool call whose arguments nest too deep', () => {
  let deep: unknown = '/etc/hostname';
  for (let i = 0; i < 40; i++) deep = { a: deep };
  const reasonIn = (language: 'en' | 'zh') =>
    preToolReason(language, 'mcp__notes__save', () => ({ note: deep }));

  it('says where the search stopped in zh', async () => {
    const zh = await reasonIn('zh');
    expect(zh).toContain('嵌套超过 12 层');
    expect(zh).not.toContain('nested deeper than');
  });

  it('and in English for en', async () => {
    const en = await reasonIn('en');
    expect(en).toContain('nested deeper than 12 levels');
    expect(en).not.toMatch(HAN);
  });
});

describe('a write to a system file by redirection', () => {
  const reasonIn = (language: 'en' | 'zh') =>
    preToolReason(language, 'Bash', () => ({
      command: 'echo x > /etc/hosts',
    }));

  it('names the redirection in zh', async () => {
    const zh = await reasonIn('zh');
    expect(zh).toContain('> 重定向 写入');
    expect(zh).not.toContain('> redirection');
  });

  it('and as before in en', async () => {
    expect(await reasonIn('en')).toContain('> redirection writes');
  });
});

describe('a Bash call that asks to leave the sandbox', () => {
  const reasonIn = async (language: 'en' | 'zh') => {
    const ws = realpathSync(mkdtempSync(join(tmpdir(), 'wukong-unsandboxed-')));
    const h = hookHarness(ws, {
      sandbox: { mode: 'off', native: true },
      language,
    });
    const out = await h.pre('Bash', {
      command: 'ls',
      dangerouslyDisableSandbox: true,
    });
    return out?.hookSpecificOutput?.permissionDecisionReason ?? '';
  };

  it('is refused in zh with the Chinese reason and next step', async () => {
    const zh = await reasonIn('zh');
    expect(zh).toContain('这次 Bash 调用要求在沙箱之外运行');
    expect(zh).toContain('不带 dangerouslyDisableSandbox 运行它');
    expect(zh).not.toContain('asks to run outside the sandbox');
  });

  it('and in English for en, as before', async () => {
    const en = await reasonIn('en');
    expect(en).toContain(
      'this Bash call asks to run outside the sandbox (dangerouslyDisableSandbox: true)',
    );
    expect(en).not.toMatch(HAN);
  });
});
