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
import { ownWeakness, runStrength } from './run-strength.js';
import { executed } from './test-summary.js';

export interface CriterionStatus {
  criterion: AcceptanceCriterion;
  proven: boolean;
  /** The record that proves it, or what is missing. */
  detail: string;
}

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
): { run: EvidenceRecord } | { why: string } | undefined {
  let weaker: string | undefined;
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
      weaker ??= `your run \`${run.command}\` ${strength.why}; run \`${verify}\` itself`;
  }
  return weaker === undefined ? undefined : { why: weaker };
}

/**
 * Why a passing run does not show that a test ran: no summary Wukong can read
 * (when `needed`), 0 tests run, or failures its exit code hid. Undefined when
 * its counts are fine.
 */
export function testCountProblem(
  record: EvidenceRecord,
  needed: boolean,
): string | undefined {
  const counts = record.tests;
  if (!counts)
    return needed
      ? `\`${record.command}\` exited 0, but its output has no test summary Wukong can read (${RUNNERS_READ}), so nothing shows that a test ran`
      : undefined;
  if (executed(counts) === 0)
    return `\`${record.command}\` exited 0, but 0 tests ran (${counts.runner}: ${counts.total} reported, ${counts.skipped} skipped)`;
  if (counts.failed > 0)
    return `\`${record.command}\` exited 0, but its summary reports ${counts.failed} failed`;
  return undefined;
}

const ran = (record: EvidenceRecord) =>
  `\`${record.command}\` exited 0 at ${record.createdAt}${record.tests ? ` (${record.tests.passed} passed, ${record.tests.runner})` : ''}`;

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
        return {
          criterion,
          proven: false,
          detail: `no run of \`${criterion.verify}\` since the promise was made (a run whose exit code is masked — \`|| true\`, a pipe without \`set -o pipefail\` — is not recorded)`,
        };
      if ('why' in found)
        return { criterion, proven: false, detail: found.why };
      const { run } = found;
      if (run.exitCode !== 0)
        return {
          criterion,
          proven: false,
          detail: `\`${run.command}\` last exited ${run.exitCode}`,
        };
      const counted = testCountProblem(
        run,
        profileCommand(criterion.verify).kind === 'test',
      );
      if (counted) return { criterion, proven: false, detail: counted };
      return { criterion, proven: true, detail: ran(run) };
    }
    const tests = runs.filter(
      (r) => profileCommand(r.command ?? '').kind === 'test',
    );
    const failing = tests.find((r) => r.exitCode !== 0);
    if (failing)
      return {
        criterion,
        proven: false,
        detail: `the latest test run \`${failing.command}\` exited ${failing.exitCode}`,
      };
    let refused: string | undefined;
    for (let i = tests.length - 1; i >= 0; i--) {
      const run = tests[i] as EvidenceRecord;
      const weak = ownWeakness(
        run.command ?? '',
        strengthContext(run, context),
      );
      const problem = weak
        ? `your run \`${run.command}\` ${weak}`
        : testCountProblem(run, true);
      if (!problem) return { criterion, proven: true, detail: ran(run) };
      refused ??= problem;
    }
    return {
      criterion,
      proven: false,
      detail:
        refused ?? 'no passing test run recorded since the promise was made',
    };
  });
}
