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
import { message, type Lang } from '../../vocabulary/messages/index.js';

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
  lang: Lang,
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
          message('hui.backtrack.evidence-leak', lang, {
            command: run.command,
            message: hit.message,
          }),
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
        message('hui.backtrack.security', lang, { count: carry.length }),
        {
          kind: 'retry',
          detail: message('hui.backtrack.security.next', lang),
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
  lang: Lang,
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
        message('hui.backtrack.undeclared-files', lang, {
          files: undeclared.join(', '),
        }),
      );
    if (contract['tests_run'] === true && testRuns.length === 0)
      problems.push(message('hui.backtrack.tests-run-unproven', lang));
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
        message('hui.backtrack.failed-but-passed', lang, { failed }),
      );
    }
    if (passed > 0 && testRuns.length === 0)
      problems.push(message('hui.backtrack.passed-unproven', lang, { passed }));
  }
  if (problems.length === 0) return undefined;
  const carry = problems.map((problem, i) =>
    raise(
      'jie.contract.inconsistent',
      String(i),
      message('hui.backtrack.contract-contradicts', lang, { problem }),
      {
        kind: 'fix-input',
        detail: message('hui.backtrack.contract-contradicts.next', lang),
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
        message('hui.backtrack.contract', lang, {
          problems: problems.join('; '),
        }),
        {
          kind: 'retry',
          detail: message('hui.backtrack.contract.next', lang),
        },
      ),
    ],
  };
}

function unreliableRuns(view: EvidenceView, lang: Lang): Backtrack | undefined {
  const bad: Array<{ run: CommandRun; why: string }> = [];
  for (const run of view.passing) {
    const failure = FAILURE_IN_OUTPUT.find((p) => p.test(run.output));
    if (failure)
      bad.push({
        run,
        why: message('hui.backtrack.reports-failure', lang, {
          failure: failure.exec(run.output)?.[0] ?? '',
        }),
      });
    else if (
      run.profile.kind === 'test' &&
      NOTHING_RAN.some((p) => p.test(run.output))
    )
      bad.push({ run, why: message('hui.backtrack.ran-nothing', lang) });
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
        message('hui.backtrack.unreliable', lang, {
          command: run.command,
          why,
        }),
        {
          kind: 'retry',
          detail: message('hui.backtrack.unreliable.next', lang, {
            command: run.command,
          }),
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
  lang: Lang,
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
    scenario = message('hui.backtrack.regression-is-repro', lang);
  } else if (skipped) {
    scenario = message('hui.backtrack.skipped-tests', lang, {
      command: skipped.command,
      skipped: SKIPPED.exec(skipped.output)?.[0] ?? '',
    });
  } else if (
    row.id === 'tongue' &&
    typeof results?.['skipped'] === 'number' &&
    results['skipped'] > 0
  ) {
    scenario = message('hui.backtrack.tester-skipped', lang, {
      count: results['skipped'],
    });
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
        message('hui.backtrack.missing-scenario', lang, { scenario }),
        {
          kind: 'add-evidence',
          detail: message('hui.backtrack.missing-scenario.next', lang),
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
  lang: Lang = 'en',
): Backtrack | undefined {
  return (
    securityInEvidence(view, rules, lang) ??
    contractInconsistency(row, contract, submission, view, lang) ??
    unreliableRuns(view, lang) ??
    missingScenario(row, contract, submission, view, lang)
  );
}
