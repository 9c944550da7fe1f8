// Input: vocabulary (AcceptanceCriterion, EvidenceRecord), ding/command-kind (profileCommand), ding/evidence-view (commandKey)
// Output: acceptanceStatus — for each acceptance criterion of a CompletionPromise, the local evidence that proves it, or why none does
// Pos: policies/promise, the rule behind the Stop hook (seed 004 CompletionPromise: 不满足时 agent 不得自称完成); reads records, runs nothing
import { profileCommand } from '../ding/command-kind.js';
import { commandKey } from '../ding/evidence-view.js';
import type { EvidenceRecord } from '../vocabulary/evidence.js';
import type { AcceptanceCriterion } from '../vocabulary/loop.js';

export interface CriterionStatus {
  criterion: AcceptanceCriterion;
  proven: boolean;
  /** The record that proves it, or what is missing. */
  detail: string;
}

const STRONG = new Set(['local-command', 'project-metadata', 'project-source']);

/** The latest run of each command (after `since`) from strong local sources: a later run supersedes an earlier one. */
function latestRuns(records: readonly EvidenceRecord[], since: string): EvidenceRecord[] {
  const byCommand = new Map<string, EvidenceRecord>();
  for (const r of [...records].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    if (!r.command || r.exitCode === undefined || !STRONG.has(r.sourceTrust) || r.createdAt < since) continue;
    byCommand.set(commandKey(r.command), r);
  }
  return [...byCommand.values()];
}

export function acceptanceStatus(criteria: readonly AcceptanceCriterion[], records: readonly EvidenceRecord[], since: string): CriterionStatus[] {
  const runs = latestRuns(records, since);
  return criteria.map((criterion) => {
    if (criterion.verify) {
      const wanted = commandKey(criterion.verify);
      const run = runs.filter((r) => commandKey(r.command ?? '').startsWith(wanted)).pop();
      if (!run) return { criterion, proven: false, detail: `no run of \`${criterion.verify}\` since the promise was made` };
      if (run.exitCode !== 0) return { criterion, proven: false, detail: `\`${run.command}\` last exited ${run.exitCode}` };
      return { criterion, proven: true, detail: `\`${run.command}\` exited 0 at ${run.createdAt}` };
    }
    const tests = runs.filter((r) => profileCommand(r.command ?? '').kind === 'test');
    const failing = tests.find((r) => r.exitCode !== 0);
    if (failing) return { criterion, proven: false, detail: `the latest test run \`${failing.command}\` exited ${failing.exitCode}` };
    const passing = tests.pop();
    if (!passing) return { criterion, proven: false, detail: 'no passing test run recorded since the promise was made' };
    return { criterion, proven: true, detail: `\`${passing.command}\` exited 0 at ${passing.createdAt}` };
  });
}
