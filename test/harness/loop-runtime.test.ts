// the LoopKernel run as a library: a goal text never becomes a command (a
// refused verification never runs), an accepted one runs without a shell and
// its evidence lets the loop ship; budget stops and a continue's new segment;
// and a replay of the recorded runs rebuilding every state and every
// GateDecision byte for byte — and noticing when a decision differs
// Pos: test/harness, the loop end to end in-process with real gates, a real
// ledger, real processes for verification
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputOf, resumeInput } from '../../machines/loop.context.js';
import { redactRuleMatches } from '../../policies/security/redact-rule-matches.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';
import { recordGateDecision } from '../../src/platform/ledger/record.js';
import { replayLedger } from '../../src/platform/ledger/replay.js';
import { ledgerRecorder } from '../../src/harness/loop/loop-recorder.js';
import { LoopRuntime } from '../../src/harness/loop/loop-runtime.js';
import { LoopSession } from '../../src/harness/loop/loop-session.js';
import { PromiseStore } from '../../src/harness/promise/promise-store.js';
import { config, gate, NOW, workspace } from './fixtures.js';

function setup(scripts?: Record<string, string>) {
  const ws = workspace(scripts);
  const dir = join(ws, '.wukong', 'ledger');
  const ledger = openLedger({
    dir,
    redact: redactRuleMatches,
    fsync: false,
    now: () => NOW,
  });
  const promise = new PromiseStore(ws).set(
    'greet the user',
    ['the greeting test passes :: npm test'],
    new Date(NOW.getTime() - 1000),
  );
  let t = NOW.getTime();
  const now = () => new Date((t += 10));
  return { ws, dir, ledger, promise, now };
}

describe('the loop as a library', () => {
  it('refuses goal text and inline code as verifications without running them, runs the package script, and ships on its evidence', async () => {
    const { ws, dir, ledger, promise, now } = setup();
    const loop = await LoopRuntime.start({
      workspace: ws,
      config,
      ledger,
      runId: 'run-1',
      promise,
      now,
      home: '/home/nobody',
    });
    loop.propose(
      {
        kind: 'write',
        id: 'w1',
        tool: 'Write',
        path: join(ws, 'src/greet.ts'),
        lines: 3,
        signature: 'Write:1',
      },
      'writing the greeting, then I am done',
    );
    expect(loop.state).toBe('act');
    loop.observe({
      planId: 'w1',
      source: 'tool',
      outcome: 'ok',
      outputChars: 20,
      evidenceIds: [],
    });
    expect(loop.state).toBe('reason');
    for (const goal of [
      "node -e \"require('fs').writeFileSync('pwned', 'x')\"",
      'run the tests then touch pwned',
      'npm run missing',
    ]) {
      expect(loop.verify(goal)).toEqual({ ran: false });
      expect(loop.state).toBe('repair');
      expect(loop.session.context.repairFindings[0]).toMatchObject({
        policy: 'verify-command',
        severity: 'hard-deny',
      });
    }
    expect(existsSync(join(ws, 'pwned'))).toBe(false);
    expect(loop.verify('npm test')).toEqual({ ran: true, exitCode: 0 });
    expect(loop.state).toBe('done');
    expect(loop.stop).toMatchObject({
      reason: 'done',
      toContinue: [{ kind: 'none' }],
    });
    expect(loop.session.context.evidenceIds).toHaveLength(1);
    loop.close();

    const replay = replayLedger(dir);
    expect(replay.ok).toBe(true);
    const actor = replay.actors.find((a) => a.machine === 'loop')!;
    expect(actor).toMatchObject({
      matches: true,
      final: { value: 'done', status: 'done' },
      stop: { reason: 'done' },
    });
    expect(actor.decisions).toEqual({ compared: 6, mismatches: [] });
  });

  it('a claim of done without evidence changes nothing; a failing run sends the loop to repair', async () => {
    const { ws, ledger, promise, now } = setup({
      test: 'node -e "process.exit(1)"',
    });
    const loop = await LoopRuntime.start({
      workspace: ws,
      config,
      ledger,
      runId: 'run-2',
      promise,
      now,
      home: '/home/nobody',
    });
    loop.claimDone('Everything is implemented and verified. Done.');
    expect(loop.state).toBe('reason');
    expect(loop.verify('npm test')).toEqual({ ran: true, exitCode: 1 });
    expect(loop.state).toBe('repair');
    expect(loop.session.context.repairFindings[0]).toMatchObject({
      policy: 'evaluator.failing-command',
      nextAction: { kind: 'retry' },
    });
    loop.close();
  });

  it('stops at the budget with a new segment as the way on; the continue opens segment 2, and both replay', async () => {
    const { ws, dir, ledger, promise, now } = setup();
    const tight = {
      ...config,
      loop: {
        ...config.loop,
        budget: { ...config.loop.budget, maxToolCalls: 1 },
      },
    };
    const loop = await LoopRuntime.start({
      workspace: ws,
      config: tight,
      ledger,
      runId: 'run-3',
      promise,
      now,
      home: '/home/nobody',
    });
    loop.propose({
      kind: 'tool',
      id: 'r1',
      tool: 'Read',
      subject: join(ws, 'package.json'),
      signature: 'Read:1',
    });
    loop.observe({
      planId: 'r1',
      source: 'tool',
      outcome: 'ok',
      outputChars: 50,
      evidenceIds: [],
    });
    loop.propose({
      kind: 'tool',
      id: 'r2',
      tool: 'Read',
      subject: join(ws, 'src'),
      signature: 'Read:2',
    });
    expect(loop.state).toBe('budgetExhausted');
    expect(loop.stop).toMatchObject({
      reason: 'budget-exhausted',
      exhausted: { limit: 'maxToolCalls', used: 1, max: 1 },
    });
    const next = resumeInput(
      { input: inputOf(loop.session.context), output: loop.session.output()! },
      { kind: 'continue', grantedBy: 'test' },
      now().getTime(),
    );
    expect('input' in next && next.input.segment).toBe(2);
    if (!('input' in next)) return;
    const second = await LoopRuntime.start({
      workspace: ws,
      config: tight,
      ledger,
      runId: 'run-3',
      promise,
      now,
      home: '/home/nobody',
      input: next.input,
    });
    second.propose({
      kind: 'tool',
      id: 'r2',
      tool: 'Read',
      subject: join(ws, 'src'),
      signature: 'Read:2',
    });
    expect(second.state).toBe('act');
    expect(second.session.context.previousUsage.toolCalls).toBe(1);
    loop.close();
    second.close();
    const replay = replayLedger(dir, { runId: 'run-3' });
    expect(replay.ok).toBe(true);
    expect(
      replay.actors.map((a) => [
        a.actorId.replace(/^loop:[^#]+/, 'loop'),
        a.final?.value,
        a.matches,
      ]),
    ).toEqual([
      ['loop#1', 'budgetExhausted', true],
      ['loop#2', 'act', true],
    ]);
  });

  it("replay notices a GateDecision the loop acted on that differs from the ledger's entry", () => {
    const { ws, dir, ledger } = setup();
    const recorded = gate('pre-tool', ws, { toolName: 'Read' });
    recordGateDecision(ledger, recorded, { runId: 'run-4' });
    const session = LoopSession.open(
      { runId: 'run-4', startedAt: 0, budget: config.loop.budget },
      (i) => ledgerRecorder(ledger, 'run-4', `loop:x#${i}`),
    );
    session.send({
      type: 'PROPOSE',
      plan: { kind: 'tool', id: 'r', tool: 'Read', signature: 'Read:x' },
      at: 1,
    });
    session.send({
      type: 'GATED',
      decisions: [
        {
          ...recorded,
          findings: [
            ...recorded.findings,
            {
              id: 'forged:x',
              policy: 'forged',
              severity: 'warning',
              message: 'not what the gate said',
              nextAction: { kind: 'retry', detail: 'x' },
            },
          ],
        },
      ],
      at: 2,
    });
    session.close();
    const replay = replayLedger(dir, { runId: 'run-4' });
    expect(replay.ok).toBe(false);
    expect(replay.actors[0]?.decisions).toEqual({
      compared: 1,
      mismatches: [{ traceId: recorded.traceId, why: 'different' }],
    });
  });
});
