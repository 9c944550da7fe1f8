// unit tests of the GateRunner's merge rules, fail-closed behaviour and
// authorization matching
// Pos: test/harness; the policies themselves are tested beside their own rules
import { describe, expect, it } from 'vitest';
import {
  definePolicy,
  gateFinding,
} from '../../policies/gate/define-policy.js';
import type { Severity } from '../../policies/vocabulary/severity.js';
import {
  authorizes,
  scopeCovers,
} from '../../src/harness/gate/authorization.js';
import { PolicyRegistry } from '../../src/harness/gate/registry.js';
import { decisionVerb, runGate } from '../../src/harness/gate/run-gate.js';

const ctx = { cwd: '/w', workspace: '/w', home: '/home/u' };
const fixed = (id: string, severity: Severity, subject = 'x') =>
  definePolicy({
    id,
    description: id,
    checkpoints: ['pre-tool'],
    evaluate: () => [
      gateFinding(id, subject, severity, `${id} says ${severity}`, {
        kind: 'ask-user',
        detail: 'd',
      }),
    ],
  });
const run = (
  registry: PolicyRegistry,
  authorizations = [] as Parameters<typeof runGate>[2]['authorizations'],
) =>
  runGate('pre-tool', ctx, {
    registry,
    authorizations: authorizations ?? [],
    now: new Date('2026-11-22T12:00:00Z'),
    traceId: 't1',
  });
const grant = (
  policy: string,
  scope = '*',
  expiresAt = '2026-11-22T13:00:00Z',
) => ({ policy, scope, grantedBy: 'user', expiresAt });

describe('runGate merge rules (seed 004)', () => {
  it('allows when no policy objects, and only runs the policies of the checkpoint', () => {
    const other = definePolicy({
      id: 'elsewhere',
      description: '',
      checkpoints: ['post-tool'],
      evaluate: () => {
        throw new Error('must not run');
      },
    });
    const d = run(new PolicyRegistry([other]));
    expect(d).toEqual({
      allowed: true,
      checkpoint: 'pre-tool',
      findings: [],
      traceId: 't1',
      authorized: [],
    });
    expect(decisionVerb(d)).toBe('allow');
  });

  it('blocks on any hard-deny, and no authorization lifts it', () => {
    const d = run(
      new PolicyRegistry([fixed('a', 'hard-deny'), fixed('b', 'warning')]),
      [grant('a')],
    );
    expect(d.allowed).toBe(false);
    expect(d.authorized).toEqual([]);
    expect(decisionVerb(d)).toBe('deny');
  });

  it('blocks on a soft-deny unless an authorization for its policy and scope, not yet expired, covers it', () => {
    const registry = new PolicyRegistry([
      fixed('soft', 'soft-deny', 'rm -rf build'),
    ]);
    expect(decisionVerb(run(registry))).toBe('ask');
    expect(run(registry, [grant('other')]).allowed).toBe(false);
    expect(run(registry, [grant('soft', 'git *')]).allowed).toBe(false);
    expect(
      run(registry, [grant('soft', '*', '2026-11-22T11:59:59Z')]).allowed,
    ).toBe(false);
    const lifted = run(registry, [grant('soft', 'rm -rf *')]);
    expect(lifted).toMatchObject({
      allowed: true,
      authorized: ['soft:rm -rf build'],
    });
    expect(lifted.findings).toHaveLength(1);
  });

  it('never blocks on evidence-required or warning findings, but keeps them in the decision', () => {
    const d = run(
      new PolicyRegistry([
        fixed('ev', 'evidence-required'),
        fixed('warn', 'warning'),
      ]),
    );
    expect(d.allowed).toBe(true);
    expect(d.findings.map((f) => f.severity)).toEqual([
      'evidence-required',
      'warning',
    ]);
  });

  it('fails closed: a policy that throws is a hard-deny naming it and why', () => {
    const broken = definePolicy({
      id: 'broken',
      description: '',
      checkpoints: ['pre-tool'],
      evaluate: () => {
        throw new Error('boom');
      },
    });
    const d = run(new PolicyRegistry([broken, fixed('fine', 'warning')]));
    expect(d.allowed).toBe(false);
    expect(d.findings[0]).toMatchObject({
      policy: 'gate.policy-failed',
      subject: 'broken',
      severity: 'hard-deny',
      nextAction: { kind: 'stop' },
    });
    expect(d.findings[0]?.message).toMatch(
      /policy broken failed at pre-tool \(boom\); failing closed/,
    );
  });

  it('refuses malformed or duplicate policies', () => {
    expect(() =>
      definePolicy({
        id: 'Bad Id',
        description: '',
        checkpoints: ['pre-tool'],
        evaluate: () => [],
      }),
    ).toThrow(/lower-case/);
    expect(() =>
      definePolicy({
        id: 'none',
        description: '',
        checkpoints: [],
        evaluate: () => [],
      }),
    ).toThrow(/names no checkpoint/);
    expect(
      () => new PolicyRegistry([fixed('a', 'warning'), fixed('a', 'warning')]),
    ).toThrow(/already registered/);
  });
});

describe('authorization scopes', () => {
  it('matches *, exact subjects and globs where ** crosses folders', () => {
    expect(scopeCovers('*', undefined)).toBe(true);
    expect(scopeCovers('src/*.ts', 'src/a.ts')).toBe(true);
    expect(scopeCovers('src/*.ts', 'src/deep/a.ts')).toBe(false);
    expect(scopeCovers('src/**', 'src/deep/a.ts')).toBe(true);
    expect(scopeCovers('git push --force', 'git push --force')).toBe(true);
    expect(scopeCovers('src/**', undefined)).toBe(false);
  });

  it('only ever lifts soft-denies', () => {
    const f = gateFinding('p', 's', 'hard-deny', 'm', {
      kind: 'stop',
      detail: 'd',
    });
    expect(authorizes(grant('p'), f, new Date('2026-01-01T00:00:00Z'))).toBe(
      false,
    );
  });
});
