// unit tests of 慧's decisions and 识's threshold
// Pos: test/pipeline; the pipeline routes they cause are in test/golden and
// test/model
import { describe, expect, it } from 'vitest';
import { avatars } from '../../policies/pipeline/avatars.js';
import { viewEvidence } from '../../policies/evidence/evidence-view.js';
import { anchorCandidates } from '../../policies/pipeline/hui/anchor-candidates.js';
import { findBacktrack } from '../../policies/pipeline/hui/backtrack-triggers.js';
import { rulePatchYaml } from '../../policies/pipeline/hui/rule-patches.js';
import { huiSkip } from '../../policies/pipeline/hui/skip-rules.js';
import { selectAnchors } from '../../policies/pipeline/shi/write-threshold.js';
import type { Submission } from '../../policies/vocabulary/submission.js';

const submission = (extra: Partial<Submission>): Submission => ({
  avatar: 'body',
  track: 'fix',
  output: {},
  evidence: [],
  ...extra,
});

describe('慧 skip rules', () => {
  it('skips the direct track, eye/ear/nose outputs, a speed request and a small one-file fix', () => {
    expect(
      huiSkip(submission({ track: 'direct' }), avatars.body, 20).skip,
    ).toBe(true);
    expect(huiSkip(submission({}), avatars.nose, 20).skip).toBe(true);
    expect(huiSkip(submission({ fast: true }), avatars.body, 20).skip).toBe(
      true,
    );
    expect(
      huiSkip(
        submission({ changes: { files: ['a.ts'], linesChanged: 19 } }),
        avatars.body,
        20,
      ).skip,
    ).toBe(true);
  });

  it('does not skip a fix of 20 lines or two files, a mind output, or a change of unknown size', () => {
    expect(
      huiSkip(
        submission({ changes: { files: ['a.ts'], linesChanged: 20 } }),
        avatars.body,
        20,
      ).skip,
    ).toBe(false);
    expect(
      huiSkip(
        submission({ changes: { files: ['a.ts', 'b.ts'], linesChanged: 3 } }),
        avatars.body,
        20,
      ).skip,
    ).toBe(false);
    expect(
      huiSkip(submission({ changes: { files: ['a.ts'] } }), avatars.body, 20)
        .skip,
    ).toBe(false);
    expect(huiSkip(submission({}), avatars.mind, 20).skip).toBe(false);
  });
});

describe('慧 backtrack triggers', () => {
  const run = (output: string, extra = {}) => ({
    kind: 'command' as const,
    command: 'npm test',
    exitCode: 0,
    output,
    ...extra,
  });
  const backtrack = (s: Submission, contract: Record<string, unknown> = {}) =>
    findBacktrack(avatars.body, contract, s, viewEvidence(s.evidence, []));

  it('sends a secret printed by a test run back to 戒 with a security finding to count there', () => {
    const b = backtrack(
      submission({ evidence: [run('-----BEGIN EC PRIVATE KEY-----')] }),
    );
    expect(b?.target).toBe('jie');
    expect(b?.carry.map((f) => [f.policy, f.verdict, f.retryable])).toEqual([
      ['jie.security.evidence-leak', 'REJECT', false],
    ]);
  });

  it('sends a contract that contradicts the evidence back to 戒', () => {
    const b = backtrack(
      submission({
        changes: { files: ['a.ts', 'b.ts'] },
        evidence: [run('ok')],
      }),
      { files_changed: ['a.ts'], tests_run: true },
    );
    expect(b?.target).toBe('jie');
    expect(b?.carry[0]?.message).toMatch(/files_changed omits b\.ts/);
  });

  it('sends a green run whose output shows failures, or that ran nothing, back to 定 and discounts it', () => {
    expect(
      backtrack(submission({ evidence: [run('Tests: 3 failed, 9 passed')] })),
    ).toMatchObject({ target: 'ding', discount: [0] });
    expect(
      backtrack(submission({ evidence: [run('collected 0 items')] })),
    ).toMatchObject({ target: 'ding', discount: [0] });
    expect(
      backtrack(submission({ evidence: [run('Tests: 0 failed, 12 passed')] })),
    ).toBeUndefined();
  });

  it('finds a missing scenario: skipped tests, or a fix whose regression run is its repro run', () => {
    expect(
      backtrack(submission({ evidence: [run('10 passed, 2 skipped')] }))
        ?.scenario,
    ).toMatch(/skipped tests/);
    const same = backtrack(
      submission({
        evidence: [
          run('ok', { purpose: 'repro' }),
          run('ok', { purpose: 'regression' }),
        ],
      }),
    );
    expect(same?.scenario).toMatch(/regression run is the repro run/);
  });
});

describe('FEEDBACK rule patches', () => {
  it("renders the seed's rule_patch YAML", () => {
    expect(
      rulePatchYaml([
        {
          action: 'tighten',
          target: 'jie.md',
          rule: 'say "x"',
          reason: 'r',
          priority: 'LOW',
        },
      ]),
    ).toBe(
      'rule_patch:\n  - action: tighten\n    target: "jie.md"\n    rule: "say \\"x\\""\n    reason: "r"\n    priority: LOW\n',
    );
    expect(rulePatchYaml([])).toBe('rule_patch: []\n');
  });
});

describe("anchor candidates and 识's write threshold", () => {
  it('extracts decisions and problems, and stores only repeats, high-impact or reusable ones', () => {
    const candidates = anchorCandidates({
      submission: submission({
        track: 'refactor',
        changes: { files: ['src/a.ts'] },
      }),
      contract: {
        decisions: [
          {
            decision: 'Use Postgres advisory locks for the job queue',
            rationale: 'one database, no new service',
          },
        ],
      },
      outputText:
        'Decision: keep the retry helper local to the module\nWe chose a naming convention for handlers',
      repeated: [{ policy: 'ding.test-failed', count: 2 }],
      knownTitles: ['keep the retry helper local to the module'],
    });
    expect(
      candidates.map((c) => [
        c.type,
        c.title,
        c.repeat,
        c.highImpact,
        c.reusable,
      ]),
    ).toEqual([
      ['D', 'Use Postgres advisory locks for the job queue', 1, true, false],
      ['D', 'keep the retry helper local to the module', 2, false, false],
      ['D', 'a naming convention for handlers', 1, false, true],
      ['P', 'recurring ding.test-failed', 2, false, false],
    ]);
    expect(selectAnchors(candidates).map((a) => [a.title, a.reasons])).toEqual([
      ['Use Postgres advisory locks for the job queue', ['high-impact']],
      ['keep the retry helper local to the module', ['repeat>=2']],
      ['a naming convention for handlers', ['reusable']],
      ['recurring ding.test-failed', ['repeat>=2']],
    ]);
  });
});
