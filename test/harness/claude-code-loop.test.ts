// the LoopKernel inside Claude Code: turns and tool calls counted at
// PostToolUse, a budget stop that halts Claude Code with what would let it
// continue, Stop letting a stopped loop end with the reason shown, the user's
// prompt opening a new segment, the CompletionPromise block still working, the
// body's self-check in warn and enforce mode, and a replay of the hook-driven
// loop
// Pos: test/harness, the Claude Code integration of issue 7; the binary-level
// hook tests live in test/e2e
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayLedger } from '../../src/platform/ledger/replay.js';
import { PromiseStore } from '../../src/harness/promise/promise-store.js';
import { TEXTS } from '../model/checkpoint.model.js';
import { NOW, runIn, workspace } from './fixtures.js';
import { hookHarness, verdict } from './hook-harness.js';

const promise = (ws: string, extra: { allowed?: string[] } = {}) =>
  new PromiseStore(ws).set(
    'greet the user',
    ['greeting test passes :: npm test'],
    new Date(NOW.getTime() - 1000),
    extra,
  );

describe('budgets and stops in Claude Code', () => {
  it('counts tool calls at PostToolUse, halts Claude Code when the budget runs out, and a prompt opens a new segment', async () => {
    const ws = workspace();
    promise(ws);
    const h = hookHarness(ws, {
      loop: { budget: { maxToolCalls: 2 } },
      body: { enforce: 'off' },
    });
    for (let i = 0; i < 2; i++) {
      expect(
        verdict(await h.pre('Read', { file_path: join(ws, 'package.json') })),
      ).toBe('none');
      expect(
        await h.post('Read', { file_path: join(ws, 'package.json') }, '{}'),
      ).toBeNull();
    }
    const third = await h.pre('Read', { file_path: join(ws, 'package.json') });
    expect(third).toMatchObject({
      continue: false,
      hookSpecificOutput: { permissionDecision: 'deny' },
    });
    expect(third?.stopReason).toMatch(
      /^Wukong stopped the loop: budget-exhausted — segment 1 used up maxToolCalls 400|^Wukong stopped the loop: budget-exhausted — segment 1 used up maxToolCalls 2 tool calls \(used 2\)\. To continue: a user's "continue" opens segment 2/,
    );
    expect(verdict(await h.pre('Grep', { pattern: 'x', path: ws }))).toBe(
      'deny',
    );
    const stop = await h.send('Stop', { stop_hook_active: false });
    expect(stop?.decision).toBeUndefined();
    expect(stop?.systemMessage).toMatch(
      /budget-exhausted .* To continue: a user's "continue" opens segment 2/,
    );
    const prompt = await h.send('UserPromptSubmit', { prompt: 'continue' });
    expect(prompt?.systemMessage).toMatch(
      /resumes with your prompt in budget segment 2, as bounded as the first/,
    );
    expect(
      verdict(await h.pre('Read', { file_path: join(ws, 'package.json') })),
    ).toBe('none');
    expect(
      h
        .ledger()
        .filter((e) => e.type === 'loop.resumed')
        .map((e) => e.data),
    ).toEqual([
      expect.objectContaining({
        from: 'budget-exhausted',
        grant: 'continue',
        segment: 2,
        newSegment: true,
      }),
    ]);
    const replay = replayLedger(join(ws, '.wukong', 'ledger'));
    expect(replay.ok).toBe(true);
    const loops = replay.actors.filter((a) => a.machine === 'loop');
    expect(loops.map((a) => a.final?.value)).toEqual([
      'budgetExhausted',
      'reason',
    ]);
    expect(
      loops.every(
        (a) => a.matches === true && a.decisions?.mismatches.length === 0,
      ),
    ).toBe(true);
  });

  it('keeps the CompletionPromise block: Stop is blocked while a criterion lacks evidence, and a passing run lets the loop finish', async () => {
    const ws = workspace();
    promise(ws);
    const h = hookHarness(ws, { body: { enforce: 'off' } });
    const blocked = await h.send('Stop', {
      stop_hook_active: false,
      last_assistant_message: 'I am done, all tests pass.',
    });
    expect(blocked).toMatchObject({
      decision: 'block',
      reason: expect.stringMatching(
        /AC1 greeting test passes — no run of `npm test`/,
      ),
    });
    await h.pre('Bash', { command: 'npm test' });
    const ran = await h.post(
      'Bash',
      { command: 'npm test' },
      { stdout: 'Tests 3 passed', stderr: '', interrupted: false },
    );
    expect(ran?.hookSpecificOutput?.additionalContext).toMatch(
      /the promise is kept: every acceptance criterion is proven and the ship gate passed/,
    );
    expect(await h.send('Stop', { stop_hook_active: false })).toBeNull();
    const states = h
      .ledger()
      .filter((e) => e.type === 'machine.state' && e.data['machine'] === 'loop')
      .map((e) => e.data['value']);
    expect(states.at(-1)).toBe('done');
  });

  it('a write outside the promised scope is scope drift: denied, and Claude Code halts with how to go on', async () => {
    const ws = workspace();
    promise(ws, { allowed: ['src/greet/**'] });
    const h = hookHarness(ws, { body: { enforce: 'off' } });
    const out = await h.pre('Write', {
      file_path: join(ws, 'src/billing.ts'),
      content: 'export {}',
    });
    expect(out).toMatchObject({
      continue: false,
      hookSpecificOutput: { permissionDecision: 'deny' },
    });
    expect(out?.stopReason).toMatch(
      /scope-drift — a write left the promised scope or the approved PLAN: \[scope-drift\] scope drift: src\/billing\.ts is outside the promise's allowed scope \(src\/greet\/\*\*\)\. To continue: revise the plan or the promise scope/,
    );
  });

  it('the same failing call again and again is stuck: the loop stops and says a different approach is needed', async () => {
    const ws = workspace();
    promise(ws);
    const h = hookHarness(ws, {
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
    expect(last).toMatchObject({
      continue: false,
      stopReason: expect.stringMatching(
        /^Wukong stopped the loop: stuck — the same failure 3 times/,
      ),
    });
  });

  it('with a run, a proven promise still has to pass the phase gate: from execute the ship is blocked, not unsafe, and says to advance', async () => {
    const ws = workspace();
    promise(ws);
    runIn(ws, 'execute');
    const h = hookHarness(ws, { body: { enforce: 'off' } });
    await h.pre('Bash', { command: 'npm test' });
    const out = await h.post(
      'Bash',
      { command: 'npm test' },
      { stdout: 'Tests 3 passed' },
    );
    expect(out).toMatchObject({ continue: false });
    expect(out?.stopReason).toMatch(
      /^Wukong stopped the loop: blocked — blocked: \[phase-gate\] execute → ship skips verify; .*To continue: advance to verify first/,
    );
    expect(await h.send('Stop', { stop_hook_active: false })).toMatchObject({
      systemMessage: expect.stringMatching(/blocked/),
    });
  });

  it('without a promise or a run, the loop stays out of the way', async () => {
    const ws = workspace();
    const h = hookHarness(ws, {
      loop: { budget: { maxToolCalls: 1 } },
      body: { enforce: 'off' },
    });
    for (let i = 0; i < 3; i++) {
      expect(
        verdict(await h.pre('Read', { file_path: join(ws, 'package.json') })),
      ).toBe('none');
      expect(
        await h.post('Read', { file_path: join(ws, 'package.json') }),
      ).toBeNull();
    }
    expect(
      h
        .ledger()
        .some(
          (e) => e.type === 'machine.start' && e.data['machine'] === 'loop',
        ),
    ).toBe(false);
  });
});

describe("the body's self-check on the hooks", () => {
  const transcript = (ws: string, assistantText: string) =>
    writeFileSync(
      join(ws, 'transcript.jsonl'),
      [
        JSON.stringify({
          type: 'user',
          message: { role: 'user', content: 'add a greeting' },
        }),
        JSON.stringify({
          type: 'assistant',
          message: {
            role: 'assistant',
            content: [{ type: 'text', text: assistantText }],
          },
        }),
      ].join('\n') + '\n',
    );

  it('warn mode (the default) notes each violation once and blocks nothing', async () => {
    const ws = workspace();
    transcript(ws, 'Let me look around.');
    const h = hookHarness(ws, { language: 'en' });
    await h.send('UserPromptSubmit', { prompt: 'add a greeting' });
    const first = await h.pre('Read', { file_path: join(ws, 'package.json') });
    expect(verdict(first)).toBe('none');
    expect(first?.hookSpecificOutput?.additionalContext).toMatch(
      /\[body\.skip-checkpoint\] skipped CHECKPOINT \(CRITICAL\): the body acted before its CHECKPOINT; output it first:\nCHECKPOINT\nQ0\. Skill match\?/,
    );
    const second = await h.pre('Read', { file_path: join(ws, 'package.json') });
    expect(second).toBeNull();
    const sub = await h.pre(
      'Write',
      { file_path: join(ws, 'src/x.ts'), content: 'a\n'.repeat(30) },
      { agent_type: 'wukong-body', agent_id: 'a1' },
    );
    expect(sub?.hookSpecificOutput?.additionalContext ?? '').not.toMatch(
      /body\./,
    );
  });

  it('enforce mode denies the main agent running tests itself until it checks itself again', async () => {
    const ws = workspace();
    transcript(ws, TEXTS.right);
    // The seed's wording: the config asks for Chinese.
    const h = hookHarness(ws, { language: 'zh', body: { enforce: 'enforce' } });
    await h.send('UserPromptSubmit', { prompt: 'add a greeting' });
    expect(
      verdict(
        await h.pre('Edit', {
          file_path: join(ws, 'src/a.ts'),
          old_string: 'a',
          new_string: 'b',
        }),
      ),
    ).toBe('none');
    const tests = await h.pre('Bash', { command: 'npm test' });
    expect(verdict(tests)).toBe('deny');
    expect(tests?.hookSpecificOutput?.permissionDecisionReason).toMatch(
      /\[body\.build-test\] 构建\/测试越界 \(HIGH\): 本体自己运行了 test \(`npm test`\): 构建和测试交给舌 \(@舌\) 或身 \(@身\) 在写出新的、完整且正确的 CHECKPOINT 之前保持阻断；在此期间允许委派出去 \(Task，subagent_type 为 wukong-tongue\)。 → 下一步：delegate：委派出去 \(Task，subagent_type 为 wukong-tongue\)/,
    );
    expect(
      verdict(await h.pre('Read', { file_path: join(ws, 'package.json') })),
    ).toBe('deny');
    transcript(
      ws,
      `${TEXTS.right}\n\nI ran the tests myself; checking again.\n\n${TEXTS.parallelOnly}`,
    );
    expect(
      verdict(await h.pre('Read', { file_path: join(ws, 'package.json') })),
    ).toBe('none');
  });
});
