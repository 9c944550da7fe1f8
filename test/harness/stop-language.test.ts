// A stopped loop in the user's language: the budget, stuck and blocked stops
// through the real hooks (PreToolUse's halt and deny, PostToolUse's halt,
// Stop's message) under `language: zh` and `language: en`; the report's
// English kept byte for byte (the ledger reads it), its words beside it
// Pos: test/harness, the edge of policies/harness/loop/stop-report.ts; the
// catalog is policies/vocabulary/messages/stop-messages.ts
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PromiseStore } from '../../src/harness/promise/promise-store.js';
import {
  describeStop,
  stopReport,
} from '../../policies/harness/loop/stop-report.js';
import { detectStuck } from '../../policies/harness/loop/stuck-detector.js';
import { gateFinding } from '../../policies/gate/define-policy.js';
import { saidText } from '../../policies/vocabulary/messages/index.js';
import { NOW, runIn, workspace } from './fixtures.js';
import { hookHarness } from './hook-harness.js';

const HAN = /\p{Script=Han}/u;

const promise = (ws: string) =>
  new PromiseStore(ws).set(
    'greet the user',
    ['greeting test passes :: npm test'],
    new Date(NOW.getTime() - 1000),
  );

/** Spends a budget of two tool calls, then asks for a third. */
async function budgetStop(language: 'en' | 'zh') {
  const ws = workspace();
  promise(ws);
  const h = hookHarness(ws, {
    language,
    loop: { budget: { maxToolCalls: 2 } },
    body: { enforce: 'off' },
  });
  const read = { file_path: join(ws, 'package.json') };
  for (let i = 0; i < 2; i++) {
    await h.pre('Read', read);
    await h.post('Read', read, '{}');
  }
  const third = await h.pre('Read', read);
  const stop = await h.send('Stop', { stop_hook_active: false });
  return { third, stop, ledger: h.ledger() };
}

describe('a budget stop', () => {
  it('in zh: the halt, the deny reason and the Stop message are Chinese around the data', async () => {
    const { third, stop, ledger } = await budgetStop('zh');
    expect(third?.continue).toBe(false);
    expect(third?.stopReason).toBe(
      'Wukong 停止了循环：budget-exhausted —— 第 1 段用完了 maxToolCalls 2 次工具调用（已用 2）。要继续：用户说“继续”会开启第 2 段，预算同样大小、重新计数；没有任何方式延长这一段',
    );
    expect(third?.hookSpecificOutput?.permissionDecisionReason).toContain(
      '第 1 段用完了 maxToolCalls 2 次工具调用',
    );
    expect(stop?.systemMessage).toBe(third?.stopReason);
    // The ledger keeps the English summary.
    const stopped = ledger.find((e) => e.type === 'loop.stopped');
    expect(stopped?.data.summary).toBe(
      'segment 1 used up maxToolCalls 2 tool calls (used 2)',
    );
  });

  it('in en: the paragraph as before, no Chinese', async () => {
    const { third, stop } = await budgetStop('en');
    expect(third?.stopReason).toBe(
      'Wukong stopped the loop: budget-exhausted — segment 1 used up maxToolCalls 2 tool calls (used 2). To continue: a user\'s "continue" opens segment 2 with a fresh budget of the same size; nothing extends this one',
    );
    expect(stop?.systemMessage).toBe(third?.stopReason);
    expect(stop?.systemMessage).not.toMatch(HAN);
  });
});

describe('a prompt after a stop', () => {
  const stopped = async (language: 'en' | 'zh') => {
    const ws = workspace();
    promise(ws);
    const h = hookHarness(ws, {
      language,
      loop: { budget: { maxToolCalls: 1 } },
      body: { enforce: 'off' },
    });
    const read = { file_path: join(ws, 'package.json') };
    await h.pre('Read', read);
    await h.post('Read', read, '{}');
    await h.pre('Read', read);
    return h;
  };

  it('zh: a prompt that does not ask to resume is held, one that does resumes, both in Chinese', async () => {
    const h = await stopped('zh');
    const held = await h.send('UserPromptSubmit', { prompt: 'fix the bug' });
    expect(held?.systemMessage).toMatch(
      /^Wukong：循环仍然停止（budget-exhausted：第 1 段用完了 maxToolCalls 1 次工具调用（已用 1））。只有你要求时它才继续：提示以“继续” \/ “continue” \/ “resume” 开头/,
    );
    expect(held?.hookSpecificOutput?.additionalContext).toMatch(
      /^\[wukong\] Wukong：循环仍然停止.*在它继续之前不要行动。$/,
    );
    const resumed = await h.send('UserPromptSubmit', { prompt: '继续' });
    expect(resumed?.systemMessage).toMatch(
      /^Wukong：停止的循环（budget-exhausted）随你的提示在第 2 段预算中继续，与第一段一样有界。/,
    );
  });

  it('en: the same notices in English as before', async () => {
    const h = await stopped('en');
    const held = await h.send('UserPromptSubmit', { prompt: 'fix the bug' });
    expect(held?.systemMessage).toMatch(
      /^Wukong: the loop is still stopped \(budget-exhausted: segment 1 used up maxToolCalls 1 tool calls \(used 1\)\)\. It resumes only when you ask: start your prompt with "continue" \/ "resume" \/ "继续"/,
    );
    expect(held?.hookSpecificOutput?.additionalContext).toMatch(
      /Do not act until it is\.$/,
    );
    const resumed = await h.send('UserPromptSubmit', { prompt: 'continue' });
    expect(resumed?.systemMessage).toMatch(
      /^Wukong: the loop stopped \(budget-exhausted\) resumes with your prompt in budget segment 2, as bounded as the first\./,
    );
  });
});

describe('a stuck stop', () => {
  const stuck = async (language: 'en' | 'zh') => {
    const ws = workspace();
    promise(ws);
    const h = hookHarness(ws, {
      language,
      loop: { stuckThreshold: 3 },
      body: { enforce: 'off' },
    });
    let last = null;
    for (let i = 0; i < 3; i++) {
      await h.pre('Bash', { command: 'npm run build' });
      last = await h.fail(
        'Bash',
        { command: 'npm run build' },
        'Error: Exit code 2\nsrc/a.ts(3,1): error TS2304: Cannot find name foo',
      );
    }
    return last;
  };

  it("words the detector's detail in zh, the failure quoted as it was", async () => {
    const zh = await stuck('zh');
    expect(zh?.stopReason).toMatch(
      /^Wukong 停止了循环：stuck —— 最近 \d+ 次观察中同一个失败出现了 3 次："[^"]*cannot find name foo"。要继续：用户给出改变做法的指引；再重复同一步会再次停止$/,
    );
    const en = await stuck('en');
    expect(en?.stopReason).toMatch(
      /^Wukong stopped the loop: stuck — the same failure 3 times in the last \d+ observations: "[^"]*cannot find name foo"\. To continue: guidance from the user/,
    );
  });
});

describe('a blocked stop', () => {
  it('names each finding in zh (its policy as data) and what would lift it', async () => {
    const ws = workspace();
    promise(ws);
    runIn(ws, 'execute');
    const h = hookHarness(ws, { language: 'zh', body: { enforce: 'off' } });
    await h.pre('Bash', { command: 'npm test' });
    const out = await h.post(
      'Bash',
      { command: 'npm test' },
      { stdout: 'Tests 3 passed' },
    );
    expect(out?.continue).toBe(false);
    expect(out?.stopReason).toMatch(
      /^Wukong 停止了循环：blocked —— 受阻：\[phase-gate\] execute → ship 跳过了 verify；.*。要继续：先推进到 verify/,
    );
    expect(out?.stopReason).not.toMatch(/To continue|blocked:/);
    const stop = await h.send('Stop', { stop_hook_active: false });
    expect(stop?.systemMessage).toBe(out?.stopReason);
  });
});

describe('the report keeps its English and carries its words', () => {
  const budget = {
    maxTurns: 10,
    maxToolCalls: 10,
    maxVerifyAttempts: 3,
    maxWallClockMs: 60_000,
    maxContextChars: 100_000,
    maxDelegations: 2,
  };
  const usage = {
    turns: 0,
    toolCalls: 0,
    verifyAttempts: 0,
    wallClockMs: 0,
    contextChars: 0,
    delegations: 0,
  };
  const denied = gateFinding(
    'test.old',
    'x',
    'hard-deny',
    'an old finding without words',
    { kind: 'stop', detail: 'do something else' },
  );
  // A finding whose `said` no longer says its English (an older build's id).
  const drifted = {
    ...denied,
    message: 'recorded text',
    said: { id: 'no.such.id' },
  };

  it.each([
    'done',
    'blocked',
    'budget-exhausted',
    'stuck',
    'unsafe',
    'scope-drift',
  ] as const)(
    '%s: summary and each requirement are their words in English',
    (reason) => {
      const r = stopReport(reason, {
        segment: 1,
        usage,
        budget,
        findings: [denied, drifted],
        residualRisk: ['user-provided evidence E1'],
      });
      expect(saidText(r.summarySaid!, 'en')).toBe(r.summary);
      for (const c of r.toContinue)
        expect(saidText(c.said!, 'en')).toBe(c.detail);
      expect(describeStop(r, 'zh')).toMatch(/^Wukong 停止了循环：/);
      expect(describeStop(r, 'zh')).toContain(
        '剩余风险：user-provided evidence E1',
      );
      expect(describeStop(r)).toBe(describeStop(r, 'en'));
    },
  );

  it('a finding without words, or with words this build lacks, shows its English', () => {
    const r = stopReport('unsafe', {
      segment: 1,
      usage,
      budget,
      findings: [denied, drifted],
    });
    expect(r.summary).toBe(
      'a hard-deny stopped the loop: [test.old] an old finding without words; [test.old] recorded text',
    );
    expect(describeStop(r, 'zh')).toContain(
      '一个硬拒绝停止了循环：[test.old] an old finding without words；[test.old] recorded text',
    );
  });

  it('a report stored before it carried words: its recorded English inside the zh frame', () => {
    const r = stopReport('stuck', { segment: 1, usage, budget });
    const { summarySaid: _s, ...old } = r;
    void _s;
    const stored = {
      ...old,
      toContinue: old.toContinue.map(({ said: _d, ...c }) => {
        void _d;
        return c;
      }),
    };
    expect(describeStop(stored, 'zh')).toBe(
      'Wukong 停止了循环：stuck —— the loop repeats itself。要继续：guidance from the user that changes the approach; repeating the same step again stops again',
    );
    expect(describeStop(stored, 'en')).toBe(describeStop(r, 'en'));
  });

  it('the stuck detector says what repeated in both languages', () => {
    const v = detectStuck({
      observations: [],
      proposals: [],
      questions: { q: { text: 'which port?', count: 3 } },
      threshold: 3,
      window: 10,
    });
    expect(v?.detail).toBe('the same question asked 3 times: "which port?"');
    expect(saidText(v!.said, 'zh')).toBe(
      '同一个问题被问了 3 次："which port?"',
    );
  });
});
