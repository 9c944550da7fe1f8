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
import {
  translator,
  type Lang,
  type Translate,
} from '../../vocabulary/messages/index.js';
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
  /** The language of 定's findings (default English). */
  lang?: Lang;
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

function failureFinding(run: CommandRun, t: Translate): VerdictFinding {
  const tail = lastLine(run.output);
  return raise(
    FAILED_CODE[run.profile.kind],
    run.key,
    t('ding.failed', {
      command: run.command,
      code: run.exitCode,
      tail: tail ? ` (${tail})` : '',
    }),
    {
      kind: 'retry',
      detail: t('ding.failed.next', { command: run.command }),
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
  t: Translate,
): VerdictFinding[] {
  const quotes = speculation.map((s) => `"${s}"`).join(', ');
  const attempts = view.runs.filter((run) => run.profile.kind !== 'trivial');
  if (level === 'L0' && attempts.length === 0) {
    const said = speculation.length
      ? t('ding.speculation.quoted', { quotes })
      : t('ding.speculation.claims');
    return [
      raise('ding.speculation', 'L0', t('ding.speculation', { said }), {
        kind: 'add-evidence',
        detail: t('ding.speculation.next'),
      }),
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
        t('ding.level-too-low', { level, required }),
        {
          kind: 'add-evidence',
          detail: t(
            required === 'L3'
              ? 'ding.level-too-low.integration'
              : 'ding.level-too-low.local',
          ),
        },
      ),
    );
  }
  if (speculation.length) {
    out.push(
      raise(
        'ding.speculation-noted',
        'noted',
        t('ding.speculation-noted', { quotes }),
        {
          kind: 'fix-input',
          detail: t('ding.speculation-noted.next'),
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

function emptyRunFinding(run: CommandRun, t: Translate): VerdictFinding {
  const counts = testSummary(run.output);
  return raise(
    'ding.no-tests-executed',
    run.key,
    counts
      ? t('ding.no-tests-skipped', {
          command: run.command,
          skipped: counts.skipped,
        })
      : t('ding.no-tests-summary', { command: run.command }),
    {
      kind: 'add-evidence',
      detail: t('ding.no-tests.next', { command: run.command }),
    },
  );
}

export function judgeDing(input: DingInput): DingResult {
  const { submission, row } = input;
  const t = translator(input.lang ?? 'en');
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
    ...levelFindings(view, level, required, speculation, t),
  ];

  for (const { run, cause, reason } of view.ignored) {
    if (cause === 'discounted') {
      findings.push(
        raise(
          'ding.unreliable-evidence',
          run.key,
          t('ding.unreliable', { command: run.command, reason }),
          {
            kind: 'retry',
            detail: t('ding.unreliable.next', { command: run.command }),
          },
        ),
      );
    } else {
      findings.push(
        raise(
          'ding.no-verification',
          run.key,
          t('ding.no-verification', { command: run.command, reason }),
          {
            kind: 'add-evidence',
            detail: t('ding.no-verification.next'),
          },
        ),
      );
    }
  }
  findings.push(...view.failing.map((run) => failureFinding(run, t)));
  findings.push(...graded.empty.map((run) => emptyRunFinding(run, t)));
  // Requirements speak once the runs pass: a failing or L0 submission has a
  // more urgent problem to fix first.
  if (
    view.failing.length === 0 &&
    !findings.some((f) => f.policy === 'ding.speculation')
  ) {
    findings.push(...checkTrackRequirements(submission, row.kind, view, t));
  }

  const pending = input.pendingScenario;
  if (pending && !view.passing.some((run) => run.index >= pending.mark)) {
    findings.push(
      raise('ding.missing-scenario', 'scenario', pending.message, {
        kind: 'add-evidence',
        detail: t('ding.missing-scenario.next'),
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
