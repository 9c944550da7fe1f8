// judgeDing — 定's verdict: evidence level L0–L3 against the track's bar; L0
// REJECTs, a failing command or a missing proof RETRYs
// Pos: policies/pipeline/ding, the 定 gate as one pure function the pipeline
// machine calls; runs nothing, trusts exit codes as submitted, but a test run
// counts only when its own summary shows tests executed
import type { AvatarRow } from '../avatars.js';
import { raise, verdictOf } from '../../vocabulary/finding-kinds.js';
import type { FindingCode } from '../../vocabulary/finding-kinds.js';
import { requiredLevel } from '../tracks.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import type { Submission } from '../../vocabulary/submission.js';
import type { EvidenceLevel } from '../../vocabulary/verdict.js';
import { evidenceLevelRank } from '../../vocabulary/verdict.js';
import type { CommandKind } from '../../evidence/command-kind.js';
import type { CommandRun, EvidenceView } from '../../evidence/evidence-view.js';
import { levelOf, viewEvidence } from '../../evidence/evidence-view.js';
import { executed, testSummary } from '../../evidence/test-summary.js';
import { speculationIn } from './speculation.js';
import { checkTrackRequirements } from './track-requirements.js';

/**
 * A scenario 慧 found untested: 定 RETRYs until a command passes that was added
 * after the backtrack.
 */
export interface PendingScenario {
  /**
   * Evidence length when 慧 backtracked; only runs at or after it answer the
   * finding.
   */
  mark: number;
  message: string;
}

export interface DingInput {
  submission: Submission;
  row: AvatarRow;
  /** The output's own text, read for speculation. */
  outputText: string;
  /**
   * Locations the contract cites (eye findings, nose issues): citations by the
   * avatar itself.
   */
  contractCitations: readonly string[];
  /** Evidence indices 慧 judged unreliable. */
  discounted: readonly number[];
  pendingScenario: PendingScenario | null;
}

/** Tests the test runs' own summaries reported (seed 001 报告: 测试通过 15/15). */
export interface DingTests {
  passed: number;
  failed: number;
  skipped: number;
  total: number;
}

export interface DingResult {
  verdict: 'PASS' | 'REJECT' | 'RETRY';
  level: EvidenceLevel;
  /** Summed over every test run whose output has a summary. */
  tests?: DingTests;
  required: EvidenceLevel;
  findings: VerdictFinding[];
  passed: string[];
  failed: string[];
}

const FAILED_CODE: Record<CommandKind, FindingCode> = {
  test: 'ding.test-failed',
  build: 'ding.build-failed',
  typecheck: 'ding.typecheck-failed',
  lint: 'ding.lint-failed',
  syntax: 'ding.command-failed',
  run: 'ding.command-failed',
  trivial: 'ding.command-failed',
};

const lastLine = (output: string) =>
  output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .pop()
    ?.slice(0, 160);

function failureFinding(run: CommandRun): VerdictFinding {
  const tail = lastLine(run.output);
  return raise(
    FAILED_CODE[run.profile.kind],
    run.key,
    `\`${run.command}\` exited ${run.exitCode}${tail ? ` (${tail})` : ''}`,
    {
      kind: 'retry',
      detail: `fix the cause, rerun \`${run.command}\` and add the new run as evidence`,
    },
  );
}

/**
 * L0 REJECTs only a submission that offers nothing but claims; a failed, masked
 * or doubted run is work to redo (RETRY).
 */
function levelFindings(
  view: EvidenceView,
  level: EvidenceLevel,
  required: EvidenceLevel,
  speculation: string[],
): VerdictFinding[] {
  const attempts = view.runs.filter((run) => run.profile.kind !== 'trivial');
  if (level === 'L0' && attempts.length === 0) {
    const said = speculation.length
      ? `speculation (${speculation.map((s) => `"${s}"`).join(', ')})`
      : 'claims';
    return [
      raise(
        'ding.speculation',
        'L0',
        `the evidence is only ${said}: nothing was run or cited (L0)`,
        {
          kind: 'add-evidence',
          detail:
            'verify: run the tests or build and submit each command with its exit code, or cite the code (path:line)',
        },
      ),
    ];
  }
  const out: VerdictFinding[] = [];
  const explained =
    view.failing.length > 0 ||
    view.ignored.some((i) => i.cause === 'discounted');
  if (evidenceLevelRank[level] < evidenceLevelRank[required] && !explained) {
    out.push(
      raise(
        'ding.level-too-low',
        `${level}<${required}`,
        `the evidence reaches ${level}; this task needs ${required}`,
        {
          kind: 'add-evidence',
          detail:
            required === 'L3'
              ? 'run an integration or end-to-end command and add it with scope: "integration"'
              : 'run a local verification command (tests, build or typecheck) and add it with its exit code',
        },
      ),
    );
  }
  if (speculation.length) {
    out.push(
      raise(
        'ding.speculation-noted',
        'noted',
        `the output still speculates (${speculation.map((s) => `"${s}"`).join(', ')})`,
        {
          kind: 'fix-input',
          detail: 'state what the evidence shows instead of what should happen',
        },
      ),
    );
  }
  return out;
}

/**
 * A passing test run proves something only if its summary shows tests that ran:
 * `0 tests`, a filter that matched nothing or an output without any summary
 * proves nothing (vitest, jest, mocha, pytest, go, cargo, node, TAP).
 */
function testsRun(view: EvidenceView): {
  view: EvidenceView;
  empty: CommandRun[];
  tests: DingTests | undefined;
} {
  const empty: CommandRun[] = [];
  let tests: DingTests | undefined;
  for (const run of [...view.passing, ...view.failing]) {
    if (run.profile.kind !== 'test') continue;
    const counts = testSummary(run.output);
    if (counts) {
      tests = {
        passed: (tests?.passed ?? 0) + counts.passed,
        failed: (tests?.failed ?? 0) + counts.failed,
        skipped: (tests?.skipped ?? 0) + counts.skipped,
        total: (tests?.total ?? 0) + counts.total,
      };
    }
    if (run.exitCode === 0 && (!counts || executed(counts) === 0))
      empty.push(run);
  }
  return {
    view: {
      ...view,
      passing: view.passing.filter((run) => !empty.includes(run)),
    },
    empty,
    tests,
  };
}

function emptyRunFinding(run: CommandRun): VerdictFinding {
  const counts = testSummary(run.output);
  return raise(
    'ding.no-tests-executed',
    run.key,
    counts
      ? `\`${run.command}\` exited 0 but its summary shows no test ran (${counts.skipped} skipped)`
      : `\`${run.command}\` exited 0 but its output shows no test summary, so nothing proves tests ran`,
    {
      kind: 'add-evidence',
      detail: `rerun \`${run.command}\` so it runs the tests and submit its output with the runner's summary line (e.g. "Tests  6 passed (6)")`,
    },
  );
}

export function judgeDing(input: DingInput): DingResult {
  const { submission, row } = input;
  const graded = testsRun(
    viewEvidence(
      submission.evidence,
      input.discounted,
      input.contractCitations,
    ),
  );
  const view = graded.view;
  const level = levelOf(view);
  const required = requiredLevel(submission.track, row.kind);
  const speculation = speculationIn(input.outputText);
  const findings: VerdictFinding[] = [
    ...levelFindings(view, level, required, speculation),
  ];

  for (const { run, cause, reason } of view.ignored) {
    if (cause === 'discounted') {
      findings.push(
        raise(
          'ding.unreliable-evidence',
          run.key,
          `the run of \`${run.command}\` is unreliable: ${reason}`,
          {
            kind: 'retry',
            detail: `rerun \`${run.command}\` and submit its real exit code and output`,
          },
        ),
      );
    } else {
      findings.push(
        raise(
          'ding.no-verification',
          run.key,
          `\`${run.command}\` does not count as verification: ${reason}`,
          {
            kind: 'add-evidence',
            detail: 'submit the check itself, unmasked, with its own exit code',
          },
        ),
      );
    }
  }
  findings.push(...view.failing.map(failureFinding));
  findings.push(...graded.empty.map(emptyRunFinding));
  // Requirements speak once the runs pass: a failing or L0 submission has a
  // more urgent problem to fix first.
  if (
    view.failing.length === 0 &&
    !findings.some((f) => f.policy === 'ding.speculation')
  ) {
    findings.push(...checkTrackRequirements(submission, row.kind, view));
  }

  const pending = input.pendingScenario;
  if (pending && !view.passing.some((run) => run.index >= pending.mark)) {
    findings.push(
      raise('ding.missing-scenario', 'scenario', pending.message, {
        kind: 'add-evidence',
        detail:
          'add a test for the missing scenario, run it, and add the passing run as evidence',
      }),
    );
  }

  const verdict = verdictOf(findings);
  return {
    verdict: verdict === 'FEEDBACK' ? 'PASS' : verdict,
    level,
    required,
    findings,
    passed: view.passing.map((r) => r.command),
    failed: view.failing.map((r) => r.command),
    ...(graded.tests ? { tests: graded.tests } : {}),
  };
}
