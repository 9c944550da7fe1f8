// findBacktrack — what 慧's review of the evidence found that an earlier gate
// missed, and where to send it (seed 001 回溯规则)
// Pos: policies/pipeline/hui, the backtrack triggers: missed security issue or
// contract violation → 戒; unreliable evidence or untested scenario → 定
import type { AvatarRow } from '../avatars.js';
import type { CommandRun, EvidenceView } from '../../evidence/evidence-view.js';
import {
  builtinSecurityRules,
  runSecurityRules,
} from '../../security/registry.js';
import type { SecurityRule } from '../../gate/security-rule.js';
import { raise } from '../../vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import type { Submission } from '../../vocabulary/submission.js';

export interface Backtrack {
  target: 'jie' | 'ding';
  /** 慧's own record of why (hui.backtrack.*). */
  findings: VerdictFinding[];
  /** Findings the target gate must count when it re-checks (戒), … */
  carry: VerdictFinding[];
  /** … evidence indices 定 must no longer trust, … */
  discount: number[];
  /** … or a scenario 定 must see a new passing run for. */
  scenario?: string;
}

const FAILURE_IN_OUTPUT: readonly RegExp[] = [
  /\b[1-9]\d* (?:failed|failing|failures?|errors?)\b/i,
  /^(?:FAILED|FAIL)\b/m,
  /Traceback \(most recent call last\)/,
  /\berror TS\d+/,
  /npm ERR!/,
  /BUILD FAILED/,
  /panicked at/,
  /\bAssertionError\b/,
];
const NOTHING_RAN: readonly RegExp[] = [
  /no tests ran/i,
  /collected 0 items/i,
  /\bran 0 tests\b/i,
  /no test files found/i,
  /no tests found/i,
  /\b0 passing\b/i,
  /\bTests?:\s+0 total\b/i,
];
const SKIPPED = /\b([1-9]\d*) (?:skipped|pending|todo)\b|\bSKIPPED\b/i;

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : [];

function securityInEvidence(
  view: EvidenceView,
  rules: readonly SecurityRule[],
): Backtrack | undefined {
  const carry: VerdictFinding[] = [];
  for (const run of view.runs) {
    const hits = runSecurityRules(rules, {
      text: `${run.command}\n${run.output}`,
      writtenPaths: [],
    });
    for (const hit of hits) {
      carry.push(
        raise(
          'jie.security.evidence-leak',
          `${run.index}:${hit.id}`,
          `the evidence run \`${run.command}\` shows: ${hit.message}`,
          hit.nextAction,
        ),
      );
    }
  }
  if (carry.length === 0) return undefined;
  return {
    target: 'jie',
    carry,
    discount: [],
    findings: [
      raise(
        'hui.backtrack.security',
        'evidence',
        `慧 found ${carry.length} security issue(s) in the evidence that 戒 did not check (漏检)`,
        {
          kind: 'retry',
          detail:
            '戒 re-checks with these findings; the output must be redone without them',
        },
      ),
    ],
  };
}

function contractInconsistency(
  row: AvatarRow,
  contract: Record<string, unknown>,
  submission: Submission,
  view: EvidenceView,
): Backtrack | undefined {
  const problems: string[] = [];
  const testRuns = view.runs.filter((r) => r.profile.kind === 'test');
  if (row.id === 'body') {
    const declared = new Set(strings(contract['files_changed']));
    const undeclared = (submission.changes?.files ?? []).filter(
      (f) => declared.size > 0 && !declared.has(f),
    );
    if (undeclared.length)
      problems.push(
        `files_changed omits ${undeclared.join(', ')}, which the change set contains`,
      );
    if (contract['tests_run'] === true && testRuns.length === 0)
      problems.push(
        'tests_run is true, but no test command is in the evidence',
      );
  }
  if (row.id === 'tongue') {
    const results = contract['results'] as Record<string, unknown> | undefined;
    const failed =
      typeof results?.['failed'] === 'number' ? results['failed'] : 0;
    const passed =
      typeof results?.['passed'] === 'number' ? results['passed'] : 0;
    if (
      failed > 0 &&
      testRuns.length > 0 &&
      view.failing.every((r) => r.profile.kind !== 'test')
    ) {
      problems.push(
        `results report ${failed} failed, but every test run in the evidence passed`,
      );
    }
    if (passed > 0 && testRuns.length === 0)
      problems.push(
        `results report ${passed} passed, but no test command is in the evidence`,
      );
  }
  if (problems.length === 0) return undefined;
  const carry = problems.map((problem, i) =>
    raise(
      'jie.contract.inconsistent',
      String(i),
      `the contract contradicts the evidence: ${problem} (Contract 违规)`,
      {
        kind: 'fix-input',
        detail:
          'redo the output so that every field states what the evidence shows',
      },
    ),
  );
  return {
    target: 'jie',
    carry,
    discount: [],
    findings: [
      raise(
        'hui.backtrack.contract',
        'contract',
        `慧 found the contract contradicting the evidence: ${problems.join('; ')}`,
        {
          kind: 'retry',
          detail: '戒 re-checks the contract with these findings',
        },
      ),
    ],
  };
}

function unreliableRuns(view: EvidenceView): Backtrack | undefined {
  const bad: Array<{ run: CommandRun; why: string }> = [];
  for (const run of view.passing) {
    const failure = FAILURE_IN_OUTPUT.find((p) => p.test(run.output));
    if (failure)
      bad.push({
        run,
        why: `it exited 0 but its output reports a failure (${failure.exec(run.output)?.[0]})`,
      });
    else if (
      run.profile.kind === 'test' &&
      NOTHING_RAN.some((p) => p.test(run.output))
    )
      bad.push({ run, why: 'it exited 0 but ran no tests' });
  }
  if (bad.length === 0) return undefined;
  return {
    target: 'ding',
    carry: [],
    discount: bad.map((b) => b.run.index),
    findings: bad.map(({ run, why }) =>
      raise(
        'hui.backtrack.unreliable-evidence',
        run.key,
        `the evidence \`${run.command}\` is unreliable: ${why}`,
        {
          kind: 'retry',
          detail: `定 re-checks without it; rerun \`${run.command}\` and submit the real result`,
        },
      ),
    ),
  };
}

function missingScenario(
  row: AvatarRow,
  contract: Record<string, unknown>,
  submission: Submission,
  view: EvidenceView,
): Backtrack | undefined {
  let scenario: string | undefined;
  const skipped = view.passing.find(
    (run) => run.profile.kind === 'test' && SKIPPED.test(run.output),
  );
  const regressions = view.passing.filter((r) =>
    r.purposes.includes('regression'),
  );
  const results = contract['results'] as Record<string, unknown> | undefined;
  if (
    submission.track === 'fix' &&
    regressions.length > 0 &&
    regressions.every((r) => r.purposes.includes('repro'))
  ) {
    scenario =
      'the regression run is the repro run itself: no test shows that existing behaviour still works';
  } else if (skipped) {
    scenario = `\`${skipped.command}\` skipped tests (${SKIPPED.exec(skipped.output)?.[0]}): their scenarios were not exercised`;
  } else if (
    row.id === 'tongue' &&
    typeof results?.['skipped'] === 'number' &&
    results['skipped'] > 0
  ) {
    scenario = `the tester reports ${results['skipped']} skipped test(s): their scenarios were not exercised`;
  }
  if (!scenario) return undefined;
  return {
    target: 'ding',
    carry: [],
    discount: [],
    scenario,
    findings: [
      raise(
        'hui.backtrack.missing-scenario',
        'scenario',
        `慧 found a missing test scenario: ${scenario}`,
        {
          kind: 'add-evidence',
          detail:
            '定 re-checks and waits for a passing run of the missing scenario',
        },
      ),
    ],
  };
}

/**
 * The first backtrack that applies, 戒 before 定 (a security miss outranks weak
 * evidence).
 */
export function findBacktrack(
  row: AvatarRow,
  contract: Record<string, unknown>,
  submission: Submission,
  view: EvidenceView,
  rules: readonly SecurityRule[] = builtinSecurityRules,
): Backtrack | undefined {
  return (
    securityInEvidence(view, rules) ??
    contractInconsistency(row, contract, submission, view) ??
    unreliableRuns(view) ??
    missingScenario(row, contract, submission, view)
  );
}
