// properties over the LoopKernel's budgets: no sequence of events takes any
// usage past its budget without the loop being in budget-exhausted; once
// stopped nothing changes; a continue's new segment is as bounded as the first;
// every act passed a gate
// Pos: test/property, random walks over the real loop machine with random
// budgets, times and output sizes; complements the generated path tests
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type {
  LoopContext,
  LoopEvent,
  LoopInput,
} from '../../machines/loop.context.js';
import { inputOf, resumeInput } from '../../machines/loop.context.js';
import { createLoop } from '../../machines/loop.machine.js';
import { gateFinding } from '../../policies/gate/define-policy.js';
import { checkpointsFor } from '../../policies/harness/loop/action-checkpoints.js';
import { BUDGET_FIELDS } from '../../policies/harness/loop/budget.js';
import type { ActionPlan } from '../../policies/vocabulary/action.js';
import type { LoopBudget } from '../../policies/vocabulary/loop.js';

interface Step {
  pick: number;
  dt: number;
  chars: number;
}

const budgetArb: fc.Arbitrary<LoopBudget> = fc.record({
  maxTurns: fc.integer({ min: 1, max: 8 }),
  maxToolCalls: fc.integer({ min: 1, max: 6 }),
  maxVerifyAttempts: fc.integer({ min: 1, max: 3 }),
  maxWallClockMs: fc.integer({ min: 100, max: 5000 }),
  maxContextChars: fc.integer({ min: 50, max: 400 }),
  maxDelegations: fc.integer({ min: 0, max: 2 }),
});
const stepsArb = fc.array(
  fc.record({
    pick: fc.nat({ max: 1000 }),
    dt: fc.nat({ max: 700 }),
    chars: fc.nat({ max: 120 }),
  }),
  { minLength: 1, maxLength: 60 },
);

const PLANS: ActionPlan[] = [
  { kind: 'tool', id: 'p1', tool: 'Read', signature: 'Read:a' },
  { kind: 'tool', id: 'p2', tool: 'Grep', signature: 'Grep:b' },
  {
    kind: 'write',
    id: 'p3',
    tool: 'Edit',
    path: 'src/a.ts',
    lines: 4,
    signature: 'Edit:c',
  },
  { kind: 'verify', id: 'p4', command: 'npm test' },
  { kind: 'delegate', id: 'p5', avatar: 'wukong-eye' },
  { kind: 'ask', id: 'p6', question: 'which database?', blocking: true },
];
const finding = (
  policy: string,
  severity: 'hard-deny' | 'soft-deny' | 'evidence-required',
) =>
  gateFinding(policy, 'x', severity, policy, {
    kind: 'fix-input',
    detail: 'x',
  });

/**
 * The events the runtime could send in the loop's state, with the step's time
 * and output size.
 */
function options(
  c: LoopContext,
  value: string,
  at: number,
  chars: number,
): LoopEvent[] {
  return rawOptions(c, value, at, chars) as unknown as LoopEvent[];
}

function rawOptions(
  c: LoopContext,
  value: string,
  at: number,
  chars: number,
): AnyEventObject[] {
  if (value === 'reason' || value === 'repair')
    return [
      ...PLANS.map((plan) => ({ type: 'PROPOSE', plan, at })),
      { type: 'CLAIM_DONE', text: 'done', at },
    ];
  if (value === 'gate') {
    const checkpoint = c.current
      ? checkpointsFor(c.current.plan)[0]!
      : 'pre-tool';
    const d = (findings: ReturnType<typeof finding>[]) => ({
      type: 'GATED',
      at,
      decisions: [
        {
          checkpoint,
          findings,
          traceId: 't',
          authorized: [],
          allowed: !findings.some((f) => f.severity !== 'evidence-required'),
        },
      ],
    });
    return [
      d([]),
      d([]),
      d([]),
      d([finding('tdd', 'hard-deny')]),
      d([finding('command.x', 'hard-deny')]),
      d([finding('scope-drift', 'hard-deny')]),
      d([finding('command.x', 'soft-deny')]),
    ];
  }
  if (value === 'act') {
    const id = c.current?.plan.id ?? 'x';
    const ask = c.current?.plan.kind === 'ask';
    const o = (outcome: string, extra = {}) => ({
      type: 'OBSERVED',
      at,
      observation: {
        planId: id,
        source: 'tool',
        outcome,
        outputChars: chars,
        evidenceIds: [],
        ...extra,
      },
    });
    return [
      o('ok'),
      o('ok'),
      o('failed', { failure: 'boom', exitCode: 1 }),
      ...(ask ? [o('asked'), o('answered')] : []),
    ];
  }
  if (value === 'evaluate')
    return (['continue', 'repair', 'ship', 'continue'] as const).map(
      (verdict) => ({
        type: 'EVALUATED',
        at,
        evaluation: { verdict, findings: [], traceId: 'e' },
      }),
    );
  if (value === 'ship') {
    const s = (findings: ReturnType<typeof finding>[]) => ({
      type: 'SHIP_GATED',
      at,
      decision: {
        checkpoint: 'pre-phase-transition',
        findings,
        traceId: 's',
        authorized: [],
        allowed: !findings.some((f) => f.severity !== 'evidence-required'),
      },
    });
    return [
      s([]),
      s([finding('ship-readiness', 'evidence-required')]),
      s([finding('phase-gate', 'soft-deny')]),
    ];
  }
  return [];
}

const withinBudget = (c: LoopContext) =>
  BUDGET_FIELDS.every(([used, max]) => c.usage[used] <= c.budget[max]);

function walk(
  input: LoopInput,
  steps: Step[],
  check: (c: LoopContext, value: string, done: boolean) => void,
) {
  const actor = createLoop(input).start();
  let at = input.startedAt;
  for (const step of steps) {
    const s = actor.getSnapshot();
    if (s.status === 'done') break;
    at += step.dt;
    const events = options(s.context, s.value as string, at, step.chars);
    if (events.length === 0) break;
    actor.send(events[step.pick % events.length]!);
    const after = actor.getSnapshot();
    check(after.context, after.value as string, after.status === 'done');
  }
  const end = actor.getSnapshot();
  actor.stop();
  return end;
}

describe('loop budgets (fast-check)', () => {
  it('no sequence of events exceeds any budget without reaching budget-exhausted', () => {
    fc.assert(
      fc.property(budgetArb, stepsArb, (budget, steps) => {
        walk(
          {
            runId: 'p',
            startedAt: 1000,
            budget,
            stuck: { threshold: 3, window: 6 },
          },
          steps,
          (c, value) => {
            if (!withinBudget(c)) expect(value).toBe('budgetExhausted');
            if (value === 'act')
              expect(c.current?.decisions.length).toBeGreaterThan(0);
          },
        );
      }),
      { numRuns: 300 },
    );
  });

  it('a stopped loop changes no more, whatever arrives after, and its report says how to go on', () => {
    const late = [
      { type: 'PROPOSE', plan: PLANS[0], at: 99_999 },
      { type: 'CLAIM_DONE', text: 'done', at: 99_999 },
      { type: 'GATED', decisions: [], at: 99_999 },
      {
        type: 'OBSERVED',
        observation: {
          planId: 'x',
          source: 'tool',
          outcome: 'ok',
          outputChars: 10_000,
          evidenceIds: [],
        },
        at: 99_999,
      },
      {
        type: 'EVALUATED',
        evaluation: { verdict: 'ship', findings: [], traceId: 'e' },
        at: 99_999,
      },
    ] as LoopEvent[];
    fc.assert(
      fc.property(budgetArb, stepsArb, (budget, steps) => {
        const actor = createLoop({ runId: 'p', startedAt: 0, budget }).start();
        let at = 0;
        for (const step of steps) {
          const s = actor.getSnapshot();
          if (s.status === 'done') break;
          at += step.dt;
          const events = options(s.context, s.value as string, at, step.chars);
          actor.send(events[step.pick % events.length]!);
        }
        const end = actor.getSnapshot();
        if (end.status === 'done') {
          expect(end.context.stop?.toContinue.length).toBeGreaterThan(0);
          const before = JSON.stringify([end.value, end.context]);
          for (const e of late) actor.send(e);
          expect(
            JSON.stringify([
              actor.getSnapshot().value,
              actor.getSnapshot().context,
            ]),
          ).toBe(before);
        }
        actor.stop();
      }),
      { numRuns: 150 },
    );
  });

  it('a continue after budget-exhausted opens a segment with the same finite budget, counted from zero', () => {
    fc.assert(
      fc.property(budgetArb, stepsArb, stepsArb, (budget, first, second) => {
        const end = walk({ runId: 'p', startedAt: 0, budget }, first, () => {});
        if (end.value !== 'budgetExhausted') return;
        const next = resumeInput(
          { input: inputOf(end.context), output: end.output! },
          { kind: 'continue', grantedBy: 'user' },
          end.context.lastAt + 1,
        );
        if (!('input' in next)) throw new Error(next.refused);
        expect(next.input.budget).toEqual(budget);
        expect(next.input.segment).toBe(end.context.segment + 1);
        walk(next.input, second, (c, value) => {
          if (!withinBudget(c)) expect(value).toBe('budgetExhausted');
        });
      }),
      { numRuns: 200 },
    );
  });
});
