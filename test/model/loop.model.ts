// loopInput (tiny budgets so every stop is reachable), loopEvents (per state:
// proposals, gate decisions of every stop class, observations, evaluations,
// ship decisions, and late events past the clock), serializeLoop (the abstract
// state the guards read)
// Pos: test/model, the model of the LoopKernel for generated path tests;
// decisions are built like the GateRunner builds them
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { LoopContext, LoopInput } from '../../machines/loop.context.js';
import { gateFinding } from '../../policies/gate/define-policy.js';
import { checkpointsFor } from '../../policies/harness/loop/action-checkpoints.js';
import type { ActionPlan } from '../../policies/vocabulary/action.js';
import type { Finding } from '../../policies/vocabulary/finding.js';
import type { GateDecision } from '../../policies/vocabulary/gate.js';

export const GENERATOR_DONE_TEXT =
  'I am done: everything works and all tests pass, trust me';

export const loopInput: LoopInput = {
  runId: 'model-run',
  startedAt: 0,
  budget: {
    maxTurns: 2,
    maxToolCalls: 1,
    maxVerifyAttempts: 1,
    maxWallClockMs: 1000,
    maxContextChars: 100,
    maxDelegations: 1,
  },
  promise: null,
  stuck: { threshold: 2, window: 4 },
};

/**
 * The same loop under a promise with an abortWhen condition per stop reason an
 * abort may take (each reachable by its own action).
 */
export const abortInput: LoopInput = {
  ...loopInput,
  runId: 'model-abort',
  promise: {
    id: 'model-promise',
    objective: 'model',
    acceptance: [],
    allowedScope: [],
    disallowedScope: [],
    requiredEvidence: [],
    doneWhen: [],
    abortWhen: [
      {
        reason: 'scope-drift',
        description: 'a write leaves the scope',
        when: { kind: 'written', glob: 'out-of-scope/**' },
      },
      {
        reason: 'blocked',
        description: 'a write needs review',
        when: { kind: 'written', glob: 'needs-review/**' },
      },
      {
        reason: 'stuck',
        description: 'one failure',
        when: { kind: 'failures', count: 1 },
      },
      {
        reason: 'unsafe',
        description: 'one tool call',
        when: { kind: 'tool-calls', count: 1 },
      },
    ],
  },
};
const abortPlans: ActionPlan[] = [
  {
    kind: 'tool',
    id: 'a-tool',
    tool: 'Read',
    subject: 'src/a.ts',
    signature: 'Read:aaaa',
  },
  ...['out-of-scope/a.ts', 'needs-review/b.ts'].map((path, i): ActionPlan => ({
    kind: 'write',
    id: `a-write-${i}`,
    tool: 'Write',
    path,
    lines: 1,
    signature: `Write:${path}`,
  })),
];

/** The few events that reach each abort: propose, pass, succeed or fail. */
function abortEvents(value: string): AnyEventObject[] {
  if (value === 'reason' || value === 'repair')
    return abortPlans.map((plan) => ({ type: 'PROPOSE', plan, at: 10 }));
  if (value === 'gate')
    return [
      {
        type: 'GATED',
        decisions: [decision('pre-tool', [], 't-ok')],
        at: 20,
      },
    ];
  if (value === 'act')
    return (['ok', 'failed'] as const).map((outcome) => ({
      type: 'OBSERVED',
      observation: {
        planId: 'a',
        source: 'tool',
        outcome,
        outputChars: 5,
        evidenceIds: [],
        ...(outcome === 'failed' ? { failure: 'boom' } : {}),
      },
      at: 30,
    }));
  if (value === 'evaluate')
    return [
      {
        type: 'EVALUATED',
        evaluation: { verdict: 'continue', findings: [], traceId: 'e-a' },
        at: 40,
      },
    ];
  return [];
}

const LATE = 5000;
const plans: ActionPlan[] = [
  {
    kind: 'tool',
    id: 'p-tool',
    tool: 'Read',
    subject: 'src/a.ts',
    signature: 'Read:aaaa',
  },
  { kind: 'ask', id: 'p-ask', question: 'Which database?', blocking: true },
  { kind: 'verify', id: 'p-verify', command: 'npm test' },
];

const finding = (
  policy: string,
  severity: Finding['severity'],
  kind: Finding['nextAction']['kind'] = 'fix-input',
) =>
  gateFinding(policy, 'x', severity, `${policy} ${severity}`, {
    kind,
    detail: `handle ${policy}`,
  });
const decision = (
  checkpoint: GateDecision['checkpoint'],
  findings: Finding[],
  traceId: string,
): GateDecision => ({
  checkpoint,
  findings,
  traceId,
  authorized: [],
  allowed: !findings.some(
    (f) => f.severity === 'hard-deny' || f.severity === 'soft-deny',
  ),
});

export function loopEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const c = snapshot.context as LoopContext;
  const value = snapshot.value as string;
  if (c.promise?.abortWhen.length) return abortEvents(value);
  if (value === 'reason' || value === 'repair') {
    return [
      ...plans.map((plan) => ({
        type: 'PROPOSE',
        plan,
        rationale: GENERATOR_DONE_TEXT,
        at: 10,
      })),
      { type: 'CLAIM_DONE', text: GENERATOR_DONE_TEXT, at: 10 },
      { type: 'PROPOSE', plan: plans[0], at: LATE },
    ];
  }
  if (value === 'gate') {
    const cp = c.current ? checkpointsFor(c.current.plan)[0]! : 'pre-tool';
    const gated = (
      findings: Finding[],
      extra: Record<string, unknown> = {},
      when = 20,
    ) => ({
      type: 'GATED',
      decisions: [
        decision(
          cp,
          findings,
          `t-${findings.map((f) => f.policy).join('-') || 'ok'}`,
        ),
      ],
      at: when,
      ...extra,
    });
    return [
      gated([]),
      gated([finding('command.delete-files', 'soft-deny', 'ask-user')], {
        hostAsks: true,
      }),
      gated([finding('command.delete-files', 'hard-deny', 'stop')]),
      gated([finding('scope-drift', 'hard-deny', 'ask-user')]),
      gated([finding('command.delete-files', 'soft-deny', 'ask-user')]),
      gated([finding('tdd', 'hard-deny', 'add-evidence')]),
      {
        type: 'GATED',
        decisions: [decision('post-delegation', [], 't-wrong')],
        at: 20,
      },
      gated([], {}, LATE),
    ];
  }
  if (value === 'act') {
    const id = c.current?.plan.id ?? 'none';
    const obs = (
      outcome: string,
      extra: Record<string, unknown> = {},
      when = 30,
    ) => ({
      type: 'OBSERVED',
      observation: {
        planId: id,
        source: 'tool',
        outcome,
        outputChars: 5,
        evidenceIds: [],
        ...extra,
      },
      at: when,
    });
    const ask = c.current?.plan.kind === 'ask';
    return [
      obs('ok'),
      obs('failed', { exitCode: 1, failure: 'boom', source: 'command' }),
      ...(ask ? [obs('asked'), obs('answered', { source: 'user' })] : []),
      obs('ok', { outputChars: 500 }),
      obs('ok', {}, LATE),
    ];
  }
  if (value === 'evaluate') {
    return [
      ...(['continue', 'repair', 'ship'] as const).map((verdict) => ({
        type: 'EVALUATED',
        evaluation: { verdict, findings: [], traceId: `e-${verdict}` },
        at: 40,
      })),
      {
        type: 'EVALUATED',
        evaluation: { verdict: 'continue', findings: [], traceId: 'e-late' },
        at: LATE,
      },
    ];
  }
  if (value === 'ship') {
    const ship = (findings: Finding[], when = 50) => ({
      type: 'SHIP_GATED',
      decision: decision(
        'pre-phase-transition',
        findings,
        `s-${findings.map((f) => `${f.policy}.${f.severity}`).join('-') || 'ok'}`,
      ),
      at: when,
    });
    return [
      ship([]),
      ship([finding('ship-readiness', 'evidence-required', 'add-evidence')]),
      ship([finding('ship-readiness', 'evidence-required', 'ask-user')]),
      ship([finding('phase-gate', 'soft-deny', 'ask-user')]),
      ship([finding('phase-gate', 'hard-deny', 'fix-input')]),
      ship([finding('command.x', 'hard-deny', 'stop')]),
      ship([finding('plan-path', 'hard-deny', 'ask-user')]),
      ship([finding('tdd', 'hard-deny', 'add-evidence')]),
      ship([], LATE),
    ];
  }
  return [];
}

/**
 * The value plus what the guards read: counted usage, overruns, the stuck
 * detector's inputs, the action in flight.
 */
export function serializeLoop(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as LoopContext;
  const value = snapshot.value as string;
  const failures = c.observations
    .slice(-c.stuck.window)
    .flatMap((o) => (o.failure ? [o.failure] : []))
    .sort();
  return JSON.stringify({
    v: value,
    u: [
      c.usage.turns,
      c.usage.toolCalls,
      c.usage.verifyAttempts,
      c.usage.delegations,
      c.usage.wallClockMs > c.budget.maxWallClockMs,
      c.usage.contextChars > c.budget.maxContextChars,
    ],
    p: c.proposals[c.proposals.length - 1] ?? null,
    f: failures,
    q: Object.values(c.questions).map((q) => q.count),
    k:
      value === 'gate' || value === 'act'
        ? (c.current?.plan.kind ?? null)
        : null,
    s: c.stop?.reason ?? null,
    a: c.promise?.abortWhen.length
      ? [
          c.writes.map((w) => `${w.path}:${w.status}`),
          c.observations.at(-1)?.outcome ?? null,
        ]
      : null,
  });
}
