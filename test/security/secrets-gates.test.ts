// tests that 戒 REJECTs an avatar output carrying a private key or a GitHub
// token (final, one finding per secret, never echoed) and that gate policy
// `secrets` warns after a tool and asks before a write
// Pos: test/security; the scanner's own behaviour is in secrets.test.ts
import { describe, expect, it } from 'vitest';
import { createPipeline } from '../../machines/pipeline.machine.js';
import { knownSecretRule } from '../../policies/security/known-secret.js';
import { secretsPolicy } from '../../policies/security/secrets/secrets-policy.js';
import type { Submission } from '../../policies/vocabulary/submission.js';
import { PolicyRegistry } from '../../src/harness/gate/registry.js';
import { decisionVerb, runGate } from '../../src/harness/gate/run-gate.js';
import { pipelineResult } from '../../src/pipeline/report/pipeline-result.js';
import { judged } from '../model/pipeline.model.js';
import { ALNUM, fakePem, fakeToken } from './fake-secrets.js';

const PAT = fakeToken('ghp_', ALNUM, 36);

function submit(summary: string) {
  const submission: Submission = {
    avatar: 'body',
    track: 'feature',
    output: { files_changed: ['src/deploy.ts'], summary, tests_run: true },
    evidence: [
      {
        kind: 'command',
        command: 'npx vitest run test/deploy',
        exitCode: 0,
        output: 'Tests  4 passed (4)',
        covers: ['AC1'],
      },
    ],
    acceptance: ['AC1: deploys with the configured key'],
    changes: { files: ['src/deploy.ts'], linesChanged: 30 },
  };
  const actor = createPipeline({ track: 'feature', avatar: 'body' });
  actor.start();
  actor.send({ type: 'SUBMIT', submission: judged(submission) });
  const snapshot = actor.getSnapshot();
  actor.stop();
  return {
    result: pipelineResult(snapshot),
    final: snapshot.context.jie?.final,
  };
}

// Submissions are judged as `wukong verify` judges them (facts attached, so
// 戒 does not fail closed on unchecked commands); these cases are about the
// text rules.
const checked = <F extends { policy: string }>(findings: readonly F[]) =>
  findings.filter((f) => f.policy !== 'jie.security.unchecked');

describe("the pipeline's 戒 security step", () => {
  it('REJECTs an avatar output carrying a GitHub token as a final security violation, without echoing it', () => {
    const { result, final } = submit(`Deploy now uses ${PAT} to push tags.`);
    expect(result.status).toBe('REJECT');
    expect(result.gates.jie.verdict).toBe('REJECT');
    expect(result.gates.ding.verdict).toBeNull();
    expect(final).toBe(true);
    expect(
      checked(result.gates.jie.findings).map((f) => [f.policy, f.severity]),
    ).toEqual([['jie.security.secret', 'hard-deny']]);
    expect(result.gates.jie.findings[0]?.message).toContain('github-pat');
    expect(JSON.stringify(result)).not.toContain(PAT);
  });

  it('REJECTs an output carrying a private key with one finding for it, not one per rule that sees it', () => {
    const pem = fakePem('RSA PRIVATE KEY', 10);
    const { result, final } = submit(`Added the deploy key:\n${pem}`);
    expect(result.status).toBe('REJECT');
    expect(final).toBe(true);
    expect(checked(result.gates.jie.findings).map((f) => f.policy)).toEqual([
      'jie.security.private-key',
    ]);
    expect(JSON.stringify(result)).not.toContain(pem.split('\n')[3]);
  });

  it('lets the credential-assignment rule report `password=…` alone, and passes text with no secret', () => {
    expect(
      knownSecretRule.check({
        text: `DB_PASSWORD="${fakeToken('', ALNUM, 24, 8)}"`,
        writtenPaths: [],
      }),
    ).toEqual([]);
    expect(
      knownSecretRule.check({
        text: 'refactored the deploy script; tests pass',
        writtenPaths: [],
      }),
    ).toEqual([]);
    expect(
      submit('Refactored the deploy script.').result.gates.jie.verdict,
    ).toBe('PASS');
  });
});

describe('gate policy `secrets`', () => {
  const registry = new PolicyRegistry([secretsPolicy]);
  const base = { cwd: '/w', workspace: '/w', home: '/home/u' };
  const now = new Date('2026-11-22T12:00:00Z');

  it('runs only at post-tool and pre-write', () => {
    expect([...secretsPolicy.checkpoints]).toEqual(['post-tool', 'pre-write']);
  });

  it("turns a secret in a tool's output into a warning with the secret masked: the action is not blocked", () => {
    const d = runGate(
      'post-tool',
      { ...base, toolName: 'Bash', output: `$ env\nGITHUB_TOKEN=${PAT}\n` },
      { registry, now, traceId: 't' },
    );
    expect(d.allowed).toBe(true);
    expect(d.findings.map((f) => [f.policy, f.severity])).toEqual([
      ['secrets', 'warning'],
    ]);
    expect(d.findings[0]?.message).toMatch(
      /github-pat secret at line 2, column 14 \(ghp_\*\*\*\(40 chars\)\)/,
    );
    expect(JSON.stringify(d)).not.toContain(PAT);
  });

  it('asks before writing content that holds a secret, and an authorization for that file lifts it', () => {
    const context = {
      ...base,
      toolName: 'Write',
      path: 'src/platform/config.ts',
      content: `export const token = '${PAT}';\n`,
    };
    const asked = runGate('pre-write', context, {
      registry,
      now,
      traceId: 't',
    });
    expect(decisionVerb(asked)).toBe('ask');
    expect(asked.findings[0]).toMatchObject({
      policy: 'secrets',
      subject: 'src/platform/config.ts',
      severity: 'soft-deny',
      nextAction: { kind: 'ask-user' },
    });
    const grant = {
      policy: 'secrets',
      scope: 'src/platform/config.ts',
      grantedBy: 'user',
      expiresAt: '2026-11-22T13:00:00Z',
    };
    expect(
      runGate('pre-write', context, {
        registry,
        now,
        traceId: 't',
        authorizations: [grant],
      }).allowed,
    ).toBe(true);
    expect(
      decisionVerb(
        runGate(
          'pre-write',
          { ...context, content: 'export const token = process.env.TOKEN;\n' },
          { registry, now, traceId: 't' },
        ),
      ),
    ).toBe('allow');
  });
});
