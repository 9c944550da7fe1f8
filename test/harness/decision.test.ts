// Table tests of the one decision (policies/gate/decision.ts): every mix of the
// four severities, with and without an Authorization on the soft-deny, with and
// without a policy that throws (through runGate), merged over several
// decisions; the host's pass, the loop's ask, the fail-closed verdict, and
// runGate and the fail-closed answer built on them
// Pos: test/harness; the merge rules the GateRunner applies are tested once
// here, at the function every host calls
import { describe, expect, it } from 'vitest';
import {
  failClosed,
  hostAnswer,
  loopRefusal,
  reasonsOf,
  verdictOf,
} from '../../policies/gate/decision.js';
import type { Verb } from '../../policies/gate/decision.js';
import {
  definePolicy,
  gateFinding,
} from '../../policies/gate/define-policy.js';
import type { Finding } from '../../policies/vocabulary/finding.js';
import type { Severity } from '../../policies/vocabulary/severity.js';
import { failClosedAnswer } from '../../src/hosts/claude-code/fail-closed.js';
import { PolicyRegistry } from '../../src/harness/gate/registry.js';
import { decisionVerb, runGate } from '../../src/harness/gate/run-gate.js';

const finding = (severity: Severity, subject: string = severity): Finding =>
  gateFinding(
    `p.${severity}`,
    subject,
    severity,
    `${severity} about ${subject}`,
    { kind: 'ask-user', detail: 'd' },
  );
const SEVERITIES: Severity[] = [
  'hard-deny',
  'soft-deny',
  'evidence-required',
  'warning',
];

/** Every subset of the four severities, each once, in table order. */
const mixes: Severity[][] = Array.from({ length: 16 }, (_, bits) =>
  SEVERITIES.filter((_, i) => bits & (1 << i)),
);

describe('verdictOf: every severity mix × authorization', () => {
  for (const mix of mixes) {
    for (const lifted of [false, true]) {
      const has = (s: Severity) => mix.includes(s);
      const verb: Verb = has('hard-deny')
        ? 'deny'
        : has('soft-deny') && !lifted
          ? 'ask'
          : 'allow';
      it(`[${mix.join(', ') || 'none'}]${lifted ? ' with the soft-deny authorized' : ''} → ${verb}`, () => {
        const findings = mix.map((s) => finding(s));
        const authorized = lifted
          ? findings.filter((f) => f.severity === 'soft-deny').map((f) => f.id)
          : [];
        const verdict = verdictOf([{ findings, authorized }]);
        expect(verdict.verb).toBe(verb);
        expect(verdict.blocking.map((f) => f.severity)).toEqual(
          mix.filter(
            (s) => s === 'hard-deny' || (s === 'soft-deny' && !lifted),
          ),
        );
        expect(verdict.notes.map((f) => f.severity)).toEqual(
          mix.filter((s) => s === 'evidence-required' || s === 'warning'),
        );
        expect(verdict.authorized).toEqual(authorized);
        expect(reasonsOf(verdict).map((f) => f.severity)).toEqual(
          verb === 'deny' ? ['hard-deny'] : verb === 'ask' ? ['soft-deny'] : [],
        );
      });
    }
  }
});

describe('runGate: every severity mix × authorization × a policy that throws', () => {
  const NOW = new Date('2026-11-22T12:00:00Z');
  const grant = {
    policy: 'p.soft-deny',
    scope: '*',
    grantedBy: 'user',
    expiresAt: '2026-11-22T13:00:00Z',
  };
  for (const mix of mixes) {
    for (const lifted of [false, true]) {
      for (const threw of [false, true]) {
        const has = (s: Severity) => mix.includes(s);
        const verb: Verb =
          threw || has('hard-deny')
            ? 'deny'
            : has('soft-deny') && !lifted
              ? 'ask'
              : 'allow';
        it(`[${mix.join(', ') || 'none'}]${lifted ? ', authorized' : ''}${threw ? ', one policy throws' : ''} → ${verb}`, () => {
          const policies = mix.map((s) =>
            definePolicy({
              id: `p.${s}`,
              description: s,
              checkpoints: ['pre-tool'],
              evaluate: () => [finding(s)],
            }),
          );
          if (threw)
            policies.push(
              definePolicy({
                id: 'broken',
                description: 'throws',
                checkpoints: ['pre-tool'],
                evaluate: () => {
                  throw new Error('boom');
                },
              }),
            );
          const decision = runGate(
            'pre-tool',
            { cwd: '/w', workspace: '/w', home: '/h' },
            {
              registry: new PolicyRegistry(policies),
              authorizations: lifted ? [grant] : [],
              now: NOW,
              traceId: 't',
            },
          );
          expect(decisionVerb(decision)).toBe(verb);
          expect(decision.allowed).toBe(verb === 'allow');
          expect(decision.authorized).toEqual(
            lifted && has('soft-deny') ? ['p.soft-deny:soft-deny'] : [],
          );
          if (threw)
            expect(
              reasonsOf(verdictOf([decision])).map((f) => f.policy),
            ).toContain('gate.policy-failed');
        });
      }
    }
  }
});

describe('verdictOf: merging and lifting', () => {
  it('the strongest finding of several decisions wins, in any order', () => {
    const decisions = [
      { findings: [finding('warning')] },
      { findings: [finding('soft-deny')] },
      { findings: [finding('hard-deny')] },
    ];
    for (const order of [
      decisions,
      [...decisions].reverse(),
      [decisions[1]!, decisions[0]!],
    ]) {
      expect(verdictOf(order).verb).toBe(
        order.some((d) => d.findings[0]?.severity === 'hard-deny')
          ? 'deny'
          : 'ask',
      );
    }
    expect(verdictOf([]).verb).toBe('allow');
  });

  it('an authorized id naming a hard-deny lifts nothing (a forged or stale decision cannot lift it)', () => {
    const hard = finding('hard-deny');
    expect(
      verdictOf([{ findings: [hard], authorized: [hard.id] }]),
    ).toMatchObject({ verb: 'deny', blocking: [hard], authorized: [] });
  });

  it('an authorization lifts a soft-deny of its own decision only, not one with the same id in another', () => {
    const soft = finding('soft-deny', 'rm -rf build');
    const verdict = verdictOf([
      { findings: [soft], authorized: [soft.id] },
      { findings: [soft], authorized: [] },
    ]);
    expect(verdict).toMatchObject({
      verb: 'ask',
      blocking: [soft],
      authorized: [soft.id],
    });
  });

  it('notes and blocking findings keep the order they were found in, across decisions', () => {
    const [a, b, c, d] = [
      finding('warning', 'a'),
      finding('soft-deny', 'b'),
      finding('evidence-required', 'c'),
      finding('hard-deny', 'd'),
    ];
    const verdict = verdictOf([{ findings: [a, b] }, { findings: [c, d] }]);
    expect(verdict.blocking).toEqual([b, d]);
    expect(verdict.notes).toEqual([a, c]);
    expect(reasonsOf(verdict)).toEqual([d]);
  });
});

describe('the two named readings of a verdict', () => {
  it.each([
    ['allow', false, 'no-decision'],
    ['allow', true, 'allow'],
    ['ask', true, 'ask'],
    ['ask', false, 'ask'],
    ['deny', true, 'deny'],
    ['deny', false, 'deny'],
  ] as const)(
    'hostAnswer: %s with allowWhenPassed %s → %s',
    (verb, allowWhenPassed, answer) => {
      expect(hostAnswer({ verb }, { allowWhenPassed })).toBe(answer);
    },
  );

  it('loopRefusal: an ask the host puts to the user is no refusal; hard-denies always are', () => {
    const soft = finding('soft-deny');
    const hard = finding('hard-deny');
    expect(
      loopRefusal(verdictOf([{ findings: [soft] }]), { hostAsks: true }),
    ).toEqual([]);
    expect(
      loopRefusal(verdictOf([{ findings: [soft] }]), { hostAsks: false }),
    ).toEqual([soft]);
    expect(
      loopRefusal(verdictOf([{ findings: [soft, hard] }]), { hostAsks: true }),
    ).toEqual([hard]);
    expect(
      loopRefusal(verdictOf([{ findings: [soft, hard] }]), { hostAsks: false }),
    ).toEqual([soft, hard]);
    expect(
      loopRefusal(verdictOf([{ findings: [soft], authorized: [soft.id] }]), {
        hostAsks: false,
      }),
    ).toEqual([]);
  });
});

describe('failing closed', () => {
  it('the fail-closed verdict denies with one hard-deny saying why and what to do', () => {
    const verdict = failClosed('internal error: boom');
    expect(verdict).toMatchObject({ verb: 'deny', notes: [], authorized: [] });
    expect(reasonsOf(verdict)).toEqual([
      expect.objectContaining({
        severity: 'hard-deny',
        message: 'Wukong failed closed: internal error: boom',
        nextAction: expect.objectContaining({ kind: 'stop' }),
      }),
    ]);
  });

  it('runGate: a policy that throws makes the decision deny, whatever the others say', () => {
    const broken = definePolicy({
      id: 'broken',
      description: '',
      checkpoints: ['pre-tool'],
      evaluate: () => {
        throw new Error('boom');
      },
    });
    const lenient = definePolicy({
      id: 'lenient',
      description: '',
      checkpoints: ['pre-tool'],
      evaluate: () => [finding('warning')],
    });
    const decision = runGate(
      'pre-tool',
      { cwd: '/w', workspace: '/w', home: '/h' },
      { registry: new PolicyRegistry([lenient, broken]), traceId: 't' },
    );
    expect(decisionVerb(decision)).toBe('deny');
    expect(decision.allowed).toBe(false);
    expect(reasonsOf(verdictOf([decision]))).toEqual([
      expect.objectContaining({
        policy: 'gate.policy-failed',
        subject: 'broken',
      }),
    ]);
  });

  it('every host answers a tool call it cannot judge with the same deny, any other event with a message', () => {
    expect(failClosedAnswer('PreToolUse', 'malformed input: x')).toEqual({
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'deny',
        permissionDecisionReason: 'Wukong failed closed: malformed input: x',
      },
    });
    expect(
      failClosedAnswer('PreToolUse', 'internal error: y', { withNext: true })
        .hookSpecificOutput?.permissionDecisionReason,
    ).toBe(
      'Wukong failed closed: internal error: y. Fix the cause (see .wukong/ledger) or run `wukong uninstall` to remove the hooks.',
    );
    expect(failClosedAnswer('Stop', 'configuration: bad')).toEqual({
      systemMessage: 'Wukong could not handle Stop: configuration: bad',
    });
  });
});
