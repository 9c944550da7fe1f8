// the LoopKernel's rules one by one: budgets reserved before an action, the
// stuck detector's three repeats, what a refused action means, stop reports
// with what would let the loop continue, resumes (a continue opens a new
// segment, never a longer one), and the evaluator's isolation from the
// generator's words
// Pos: test/harness, unit tests of policies/harness/loop and the loop machine's
// data half; the path tests walk the whole machine
import { describe, expect, it } from 'vitest';
import type { LoopInput } from '../../machines/loop.context.js';
import {
  evaluatorCandidate,
  inputOf,
  resumeInput,
} from '../../machines/loop.context.js';
import { createLoop } from '../../machines/loop.machine.js';
import { gateFinding } from '../../policies/gate/define-policy.js';
import {
  costOf,
  overrun,
  wouldExceed,
  zeroUsage,
} from '../../policies/harness/loop/budget.js';
import {
  buildEvaluatorInput,
  evaluateCandidate,
} from '../../policies/harness/loop/evaluator.js';
import {
  canonicalText,
  normaliseFailure,
  toolSignature,
} from '../../policies/harness/loop/signature.js';
import {
  refusalOf,
  stopClassOf,
} from '../../policies/harness/loop/stop-class.js';
import {
  describeStop,
  stopReport,
} from '../../policies/harness/loop/stop-report.js';
import { detectStuck } from '../../policies/harness/loop/stuck-detector.js';
import type { Observation } from '../../policies/vocabulary/action.js';
import type { GateDecision } from '../../policies/vocabulary/gate.js';
import type { LoopBudget } from '../../policies/vocabulary/loop.js';

const budget: LoopBudget = {
  maxTurns: 4,
  maxToolCalls: 2,
  maxVerifyAttempts: 1,
  maxWallClockMs: 1000,
  maxContextChars: 50,
  maxDelegations: 0,
};
const tool = (id = 't1') => ({
  kind: 'tool' as const,
  id,
  tool: 'Read',
  subject: 'src/a.ts',
  signature: toolSignature('Read', { file_path: 'src/a.ts' }),
});
const ok = (
  checkpoint: GateDecision['checkpoint'] = 'pre-tool',
  traceId = 'g1',
): GateDecision => ({
  allowed: true,
  checkpoint,
  findings: [],
  traceId,
  authorized: [],
});
const denied = (
  policy: string,
  severity: 'hard-deny' | 'soft-deny' = 'hard-deny',
): GateDecision => ({
  allowed: false,
  checkpoint: 'pre-tool',
  findings: [
    gateFinding(policy, 'x', severity, `${policy} refuses`, {
      kind: 'fix-input',
      detail: `fix for ${policy}`,
    }),
  ],
  traceId: `g-${policy}`,
  authorized: [],
});
const observed = (
  planId: string,
  extra: Partial<Observation> = {},
): Observation => ({
  planId,
  source: 'tool',
  outcome: 'ok',
  outputChars: 10,
  evidenceIds: [],
  ...extra,
});
const input: LoopInput = {
  runId: 'r',
  startedAt: 0,
  budget,
  stuck: { threshold: 2, window: 5 },
};

describe('budgets', () => {
  it('reserve an action before it is taken: the plan that would pass a limit is refused, the one before it is not', () => {
    const used = { ...zeroUsage(), turns: 1, toolCalls: 2 };
    expect(wouldExceed(used, budget, costOf(tool()))).toEqual({
      limit: 'maxToolCalls',
      used: 2,
      max: 2,
    });
    expect(
      wouldExceed(
        used,
        budget,
        costOf({ kind: 'ask', id: 'q', question: 'x?', blocking: true }),
      ),
    ).toBeNull();
    expect(
      wouldExceed(
        zeroUsage(),
        budget,
        costOf({ kind: 'delegate', id: 'd', avatar: 'eye' }),
      ),
    ).toEqual({ limit: 'maxDelegations', used: 0, max: 0 });
    expect(
      wouldExceed(
        { ...zeroUsage(), wallClockMs: 1000 },
        budget,
        costOf(undefined),
      ),
    ).toEqual({ limit: 'maxWallClockMs', used: 1000, max: 1000 });
    expect(overrun({ ...zeroUsage(), contextChars: 51 }, budget)).toEqual({
      limit: 'maxContextChars',
      used: 51,
      max: 50,
    });
  });

  it('stop the loop as budget-exhausted with the limit and a new segment as the way on', () => {
    const loop = createLoop(input).start();
    loop.send({ type: 'PROPOSE', plan: tool(), at: 10 });
    loop.send({ type: 'GATED', decisions: [ok()], at: 11 });
    loop.send({
      type: 'OBSERVED',
      observation: observed('t1', { outputChars: 60 }),
      at: 12,
    });
    const s = loop.getSnapshot();
    expect(s.value).toBe('budgetExhausted');
    expect(s.context.stop).toMatchObject({
      reason: 'budget-exhausted',
      exhausted: { limit: 'maxContextChars', used: 60, max: 50 },
      toContinue: [{ kind: 'new-budget-segment', grant: 'continue' }],
    });
    expect(describeStop(s.context.stop!)).toMatch(
      /^Wukong stopped the loop: budget-exhausted — segment 1 used up maxContextChars 50 characters of context \(used 60\)\. To continue: a user's "continue" opens segment 2/,
    );
  });
});

describe('the stuck detector', () => {
  const q = (text: string, count: number) => ({ [text]: { text, count } });
  it('sees the same failure, the same call in a row, the same question, each at the threshold', () => {
    const fail = (id: string, failure = 'npm test exited #') =>
      observed(id, { outcome: 'failed', failure });
    expect(
      detectStuck({
        observations: [fail('a'), observed('b'), fail('c')],
        proposals: ['x', 'y'],
        questions: {},
        threshold: 2,
        window: 5,
      }),
    ).toMatchObject({ kind: 'failure', count: 2 });
    expect(
      detectStuck({
        observations: [
          fail('a'),
          ...Array.from({ length: 5 }, (_, i) => observed(`o${i}`)),
          fail('c'),
        ],
        proposals: [],
        questions: {},
        threshold: 2,
        window: 5,
      }),
    ).toBeNull();
    expect(
      detectStuck({
        observations: [],
        proposals: ['x', 'y', 'y'],
        questions: {},
        threshold: 2,
        window: 5,
      }),
    ).toMatchObject({ kind: 'tool-call', key: 'y' });
    expect(
      detectStuck({
        observations: [],
        proposals: ['y', 'x', 'y'],
        questions: {},
        threshold: 2,
        window: 5,
      }),
    ).toBeNull();
    expect(
      detectStuck({
        observations: [],
        proposals: [],
        questions: q('which db', 2),
        threshold: 2,
        window: 5,
      }),
    ).toMatchObject({ kind: 'question', count: 2 });
  });

  it('folds numbers, ids and colours so the same failure reads the same', () => {
    expect(
      normaliseFailure(
        '\u001b[31mFAIL\u001b[0m 3 tests failed in 1.24s (run 0xdeadbeef)',
      ),
    ).toBe(normaliseFailure('FAIL 7 tests failed in 9.9s (run 0xcafe01)'));
    expect(canonicalText({ b: 1, a: [2, { d: 1, c: 0 }] })).toBe(
      '{"a":[2,{"c":0,"d":1}],"b":1}',
    );
    expect(toolSignature('Read', { a: 1, b: 2 })).toBe(
      toolSignature('Read', { b: 2, a: 1 }),
    );
  });

  it('stops the loop as stuck when the same refused action comes back', () => {
    const loop = createLoop(input).start();
    for (let i = 0; i < 2; i++) {
      loop.send({ type: 'PROPOSE', plan: tool(`t${i}`), at: 10 + i });
      loop.send({ type: 'GATED', decisions: [denied('tdd')], at: 11 + i });
    }
    expect(loop.getSnapshot().value).toBe('stuck');
    expect(loop.getSnapshot().context.stop?.toContinue[0]).toMatchObject({
      kind: 'change-approach',
      grant: 'guidance',
    });
  });
});

describe('refused actions', () => {
  it.each([
    ['scope-drift', 'scope-drift'],
    ['plan-path', 'scope-drift'],
    ['source-write', 'blocked'],
    ['phase-gate', 'blocked'],
    ['tdd', 'repair'],
    ['verify-command', 'repair'],
    ['body.code-limit', 'repair'],
    ['command.delete-files', 'unsafe'],
    ['path.workspace-escape', 'unsafe'],
    ['secrets', 'unsafe'],
  ])('a hard-deny of %s is %s', (policy, cls) =>
    expect(
      stopClassOf(
        gateFinding(policy, 'x', 'hard-deny', 'm', {
          kind: 'stop',
          detail: 'd',
        }),
      ),
    ).toBe(cls),
  );

  it('a soft-deny blocks until authorized, unless the host asks the user itself; the most serious class wins', () => {
    expect(
      refusalOf([denied('command.delete-files', 'soft-deny')], false)?.cls,
    ).toBe('blocked');
    expect(
      refusalOf([denied('command.delete-files', 'soft-deny')], true),
    ).toBeNull();
    expect(
      refusalOf(
        [denied('tdd'), denied('scope-drift'), denied('secrets')],
        false,
      )?.cls,
    ).toBe('unsafe');
  });
});

describe('stop reports and resumes', () => {
  const output = (reason: Parameters<typeof stopReport>[0]) => {
    const loop = createLoop(input).start();
    const report = stopReport(reason, {
      segment: 1,
      usage: zeroUsage(),
      budget,
      findings: [denied('secrets').findings[0]!],
    });
    return {
      input: inputOf(loop.getSnapshot().context),
      output: {
        runId: 'r',
        segment: 1,
        report,
        usage: zeroUsage(),
        totalUsage: { ...zeroUsage(), turns: 4 },
        carry: {
          previousUsage: zeroUsage(),
          usage: { ...zeroUsage(), turns: 4 },
          hardDenies: report.findings,
          questions: {},
          writes: [],
          evidenceIds: [],
        },
      },
    };
  };

  it('every stop reason says what would let the loop continue', () => {
    for (const reason of [
      'done',
      'blocked',
      'budget-exhausted',
      'stuck',
      'unsafe',
      'scope-drift',
    ] as const) {
      const r = stopReport(reason, { segment: 2, usage: zeroUsage(), budget });
      expect(r.toContinue.length, reason).toBeGreaterThan(0);
      expect(r.toContinue.every((c) => c.detail.length > 0)).toBe(true);
    }
  });

  it('a continue after budget-exhausted opens the next segment with the same finite budget and a fresh count; the total is kept', () => {
    const r = resumeInput(
      output('budget-exhausted'),
      { kind: 'continue', grantedBy: 'user' },
      5000,
    );
    expect('input' in r && r.newSegment).toBe(true);
    if (!('input' in r)) return;
    expect(r.input).toMatchObject({
      segment: 2,
      startedAt: 5000,
      budget,
      instance: 2,
      carry: { usage: null, previousUsage: { turns: 4 } },
    });
    const next = createLoop(r.input).start().getSnapshot().context;
    expect(next.usage).toEqual(zeroUsage());
    expect(next.hardDenies).toHaveLength(1);
  });

  it('no plain continue lifts an unsafe, stuck or scope-drift stop; guidance or a scope revision does, in the same segment', () => {
    for (const reason of ['unsafe', 'stuck', 'scope-drift', 'blocked'] as const)
      expect(
        resumeInput(output(reason), { kind: 'continue', grantedBy: 'user' }, 1),
      ).toMatchObject({
        refused: expect.stringMatching(/plain continue does not resume/),
      });
    const unsafe = resumeInput(
      output('unsafe'),
      { kind: 'guidance', text: 'use the workspace copy' },
      1,
    );
    expect('input' in unsafe && unsafe.input.segment).toBe(1);
    expect(
      resumeInput(
        output('budget-exhausted'),
        { kind: 'guidance', text: 'go on' },
        1,
      ),
    ).toMatchObject({
      refused: expect.stringMatching(/only with a user's continue/),
    });
  });
});

describe('generator / evaluator isolation', () => {
  const DONE = 'All done! I verified everything myself and every test passes.';
  it('the evaluator input holds diff, promise, plan, evidence, command output and source refs, never the generator text', () => {
    const loop = createLoop({
      ...input,
      promise: {
        id: 'p',
        objective: 'greet',
        acceptance: [{ id: 'AC1', text: 'greets', verify: 'npm test' }],
        allowedScope: [],
        disallowedScope: [],
        requiredEvidence: [],
        doneWhen: [],
        abortWhen: [],
      },
      promiseSince: '2026-01-01T00:00:00.000Z',
    }).start();
    loop.send({
      type: 'PROPOSE',
      plan: {
        kind: 'write',
        id: 'w',
        tool: 'Write',
        path: 'src/greet.ts',
        lines: 3,
        signature: 's',
      },
      rationale: DONE,
      at: 1,
    });
    loop.send({ type: 'GATED', decisions: [ok('pre-write')], at: 2 });
    loop.send({ type: 'OBSERVED', observation: observed('w'), at: 3 });
    const c = loop.getSnapshot().context;
    expect(c.claims).toContain(DONE);
    const evaluatorInput = buildEvaluatorInput({
      ...evaluatorCandidate(c),
      evidence: [],
    });
    expect(Object.keys(evaluatorInput).sort()).toEqual([
      'commandOutput',
      'diff',
      'evidence',
      'plan',
      'promise',
      'promiseSince',
      'sourceRefs',
    ]);
    expect(JSON.stringify(evaluatorInput)).not.toContain(DONE);
    expect(JSON.stringify(buildEvaluatorInput(c as never))).not.toContain(DONE);
    expect(evaluatorInput.diff).toEqual([{ path: 'src/greet.ts', lines: 3 }]);
    // Without evidence the generator's claim changes nothing: the promise stays
    // open.
    expect(evaluateCandidate(evaluatorInput, 'e').verdict).toBe('continue');
  });
});
