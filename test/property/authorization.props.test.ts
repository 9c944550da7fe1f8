// the property that no sequence of authorizations ever lifts a hard-deny, and
// that lifting is exact
// Pos: test/property, the governance invariant of seed 004 (不让用户普通确认解除
// hard-deny) checked over random inputs
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  definePolicy,
  gateFinding,
} from '../../policies/gate/define-policy.js';
import type { Severity } from '../../policies/vocabulary/severity.js';
import { PolicyRegistry } from '../../src/harness/gate/registry.js';
import { runGate } from '../../src/harness/gate/run-gate.js';

const severity = fc.constantFrom<Severity>(
  'hard-deny',
  'soft-deny',
  'evidence-required',
  'warning',
);
const policyIds = ['alpha', 'beta', 'gamma'];
const subjects = ['src/a.ts', '/etc/hosts', 'rm -rf /', 'git push --force'];
const findingSpec = fc.record({
  policy: fc.constantFrom(...policyIds),
  subject: fc.constantFrom(...subjects),
  severity,
});
const authorization = fc.record({
  policy: fc.constantFrom(...policyIds, 'other'),
  scope: fc.constantFrom('*', ...subjects, 'src/**', '/etc/*', 'rm *'),
  grantedBy: fc.constantFrom('user', 'admin', 'agent'),
  expiresAt: fc.constantFrom('2020-01-01T00:00:00Z', '2099-01-01T00:00:00Z'),
});

describe('authorization properties', () => {
  it('no sequence of authorizations ever lifts a hard-deny', () => {
    fc.assert(
      fc.property(
        fc.array(findingSpec, { minLength: 1, maxLength: 6 }),
        fc.array(authorization, { maxLength: 12 }),
        (specs, grants) => {
          const policies = policyIds.map((id) =>
            definePolicy({
              id,
              description: id,
              checkpoints: ['pre-tool'],
              evaluate: () =>
                specs
                  .filter((s) => s.policy === id)
                  .map((s) =>
                    gateFinding(id, s.subject, s.severity, 'm', {
                      kind: 'ask-user',
                      detail: 'd',
                    }),
                  ),
            }),
          );
          const decision = runGate(
            'pre-tool',
            { cwd: '/w', workspace: '/w', home: '/h' },
            {
              registry: new PolicyRegistry(policies),
              authorizations: grants,
              now: new Date('2026-11-22T00:00:00Z'),
            },
          );
          const hard = specs.some((s) => s.severity === 'hard-deny');
          if (hard) expect(decision.allowed).toBe(false);
          for (const id of decision.authorized)
            expect(decision.findings.find((f) => f.id === id)?.severity).toBe(
              'soft-deny',
            );
          const unlifted = decision.findings.filter(
            (f) =>
              f.severity === 'soft-deny' && !decision.authorized.includes(f.id),
          );
          expect(decision.allowed).toBe(!hard && unlifted.length === 0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
