// acceptanceStatus — for each acceptance criterion of a CompletionPromise, the
// local evidence that proves it, or why none does; provingRun and
// testCountProblem, which ship readiness shares
// Pos: policies/harness/promise, the rule behind the Stop hook (seed 004
// CompletionPromise: 不满足时 agent 不得自称完成); reads records, runs nothing. A verify
// command is proven by its own run or a strictly stronger one (run-strength.ts)
// that exited 0 and reported at least one test run
import { profileCommand } from './command-kind.js';
import { commandKey } from './evidence-view.js';
import type { EvidenceRecord } from '../vocabulary/evidence.js';
import type { AcceptanceCriterion } from '../vocabulary/loop.js';
import type { Scripts } from './invocation.js';
import type { StrengthContext } from './run-strength.js';
import { ownWeaknessSaid, runStrength } from './run-strength.js';
import { executed } from './test-summary.js';
import type { Said } from '../vocabulary/messages/said.js';
import { fragment, saidText } from '../vocabulary/messages/say.js';

export interface CriterionStatus {
  criterion: AcceptanceCriterion;
  proven: boolean;
  /** The record that proves it, or what is missing (English). */
  detail: string;
  /** The detail as catalog data, for the user's language. */
  detailSaid: Said;
}

/** A status whose detail is worded from the catalog, the English kept. */
const status = (
  criterion: AcceptanceCriterion,
  proven: boolean,
  said: Said,
): CriterionStatus => ({
  criterion,
  proven,
  detail: saidText(said, 'en'),
  detailSaid: said,
});

/**
 * What the proof reads besides the records: package.json scripts, to know which
 * test runner `npm test` reaches.
 */
export interface ProofContext {
  scripts?: Scripts;
}

const STRONG = new Set(['local-command', 'project-metadata', 'project-source']);
const RUNNERS_READ =
  'vitest, jest, mocha, pytest, go test, cargo test, node --test or TAP';

/**
 * The latest run of each command (after `since`) from strong local sources,
 * oldest first: a later run supersedes an earlier one.
 */
function latestRuns(
  records: readonly EvidenceRecord[],
  since: string,
): EvidenceRecord[] {
  const byCommand = new Map<string, EvidenceRecord>();
  for (const r of [...records].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  )) {
    if (
      !r.command ||
      r.exitCode === undefined ||
      !STRONG.has(r.sourceTrust) ||
      r.createdAt < since
    )
      continue;
    const key = commandKey(r.command);
    byCommand.delete(key);
    byCommand.set(key, r);
  }
  return [...byCommand.values()];
}

const strengthContext = (
  record: EvidenceRecord,
  context: ProofContext,
): StrengthContext => ({
  ...(context.scripts !== undefined ? { scripts: context.scripts } : {}),
  ...(record.workspace !== undefined ? { workspace: record.workspace } : {}),
  ...(record.cwd !== undefined ? { cwd: record.cwd } : {}),
});

/**
 * Among `runs` (oldest first), the latest that is `verify` or strictly
 * stronger; otherwise why the latest attempt at it did not count (`your run …
 * added -t foo …`), or undefined when nothing ran it at all.
 */
export function provingRun(
  verify: string,
  runs: readonly EvidenceRecord[],
  context: ProofContext = {},
): { run: EvidenceRecord } | { why: string; whySaid: Said } | undefined {
  let weaker: Said | undefined;
  for (let i = runs.length - 1; i >= 0; i--) {
    const run = runs[i] as EvidenceRecord;
    const strength = runStrength(
      verify,
      run.command ?? '',
      strengthContext(run, context),
    );
    if (strength.verdict === 'same' || strength.verdict === 'stronger')
      return { run };
    if (strength.verdict === 'weaker')
      weaker ??= fragment('proof.weaker', {
        command: run.command ?? '',
        why: strength.whySaid,
        verify,
      });
  }
  return weaker === undefined
    ? undefined
    : { why: saidText(weaker, 'en'), whySaid: weaker };
}

/**
 * Why a passing run does not show that a test ran: no summary Wukong can read
 * (when `needed`), 0 tests run, or failures its exit code hid. Undefined when
 * its counts are fine.
 */
export function testCountSaid(
  record: EvidenceRecord,
  needed: boolean,
): Said | undefined {
  const counts = record.tests;
  const command = record.command ?? '';
  if (!counts)
    return needed
      ? fragment('proof.no-summary', { command, runners: RUNNERS_READ })
      : undefined;
  if (executed(counts) === 0)
    return fragment('proof.zero-tests', {
      command,
      runner: counts.runner,
      total: counts.total,
      skipped: counts.skipped,
    });
  if (counts.failed > 0)
    return fragment('proof.hidden-failures', {
      command,
      failed: counts.failed,
    });
  return undefined;
}

/** testCountSaid in English. */
export function testCountProblem(
  record: EvidenceRecord,
  needed: boolean,
): string | undefined {
  const said = testCountSaid(record, needed);
  return said && saidText(said, 'en');
}

const ran = (record: EvidenceRecord): Said =>
  record.tests
    ? fragment('proof.ran-counts', {
        command: record.command ?? '',
        at: record.createdAt,
        passed: record.tests.passed,
        runner: record.tests.runner,
      })
    : fragment('proof.ran', {
        command: record.command ?? '',
        at: record.createdAt,
      });

export function acceptanceStatus(
  criteria: readonly AcceptanceCriterion[],
  records: readonly EvidenceRecord[],
  since: string,
  context: ProofContext = {},
): CriterionStatus[] {
  const runs = latestRuns(records, since);
  return criteria.map((criterion) => {
    if (criterion.verify) {
      const found = provingRun(criterion.verify, runs, context);
      if (!found)
        return status(
          criterion,
          false,
          fragment('proof.no-run-masked', { verify: criterion.verify }),
        );
      if ('why' in found) return status(criterion, false, found.whySaid);
      const { run } = found;
      if (run.exitCode !== 0)
        return status(
          criterion,
          false,
          fragment('proof.last-exited', {
            command: run.command ?? '',
            code: String(run.exitCode),
          }),
        );
      const counted = testCountSaid(
        run,
        profileCommand(criterion.verify).kind === 'test',
      );
      if (counted) return status(criterion, false, counted);
      return status(criterion, true, ran(run));
    }
    const tests = runs.filter(
      (r) => profileCommand(r.command ?? '').kind === 'test',
    );
    const failing = tests.find((r) => r.exitCode !== 0);
    if (failing)
      return status(
        criterion,
        false,
        fragment('proof.latest-failed', {
          command: failing.command ?? '',
          code: String(failing.exitCode),
        }),
      );
    let refused: Said | undefined;
    for (let i = tests.length - 1; i >= 0; i--) {
      const run = tests[i] as EvidenceRecord;
      const weak = ownWeaknessSaid(
        run.command ?? '',
        strengthContext(run, context),
      );
      const problem = weak
        ? fragment('proof.weak', { command: run.command ?? '', why: weak })
        : testCountSaid(run, true);
      if (!problem) return status(criterion, true, ran(run));
      refused ??= problem;
    }
    return status(criterion, false, refused ?? fragment('proof.no-test-run'));
  });
}
