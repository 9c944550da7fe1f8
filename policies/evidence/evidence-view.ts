// viewEvidence — a submission's evidence sorted into passing, failing and
// ignored runs, citations and claims — and levelOf
// Pos: policies/pipeline/ding, the evidence grader behind 定 (L0 claims, L1
// citations, L2 local command, L3 integration); knows no track
import type { EvidenceItem } from '../vocabulary/evidence.js';
import type { EvidenceLevel } from '../vocabulary/verdict.js';
import type { CommandProfile } from './command-kind.js';
import { profileCommand } from './command-kind.js';

export interface CommandRun {
  /**
   * Position in the submission's evidence list: later runs of the same command
   * supersede earlier ones.
   */
  index: number;
  command: string;
  /** The command with blanks collapsed, so reruns are recognised. */
  key: string;
  exitCode: number;
  output: string;
  /**
   * What the runs of this command were submitted to prove, over all its runs
   * (the latest decides pass or fail).
   */
  purposes: Array<'repro' | 'regression' | 'behaviour-unchanged'>;
  /** Acceptance criteria its runs cover, over all its runs. */
  covers: string[];
  profile: CommandProfile;
}

export interface IgnoredRun {
  run: CommandRun;
  cause: 'discounted' | 'trivial' | 'masked';
  reason: string;
}

export interface EvidenceView {
  runs: CommandRun[];
  /** Latest run of each counted command that exited 0. */
  passing: CommandRun[];
  /** Latest run of each counted command that did not exit 0. */
  failing: CommandRun[];
  /**
   * Runs that prove nothing: trivial, exit code masked, or judged unreliable by
   * 慧.
   */
  ignored: IgnoredRun[];
  citations: string[];
  claims: string[];
}

export const commandKey = (command: string) =>
  command.trim().replace(/\s+/g, ' ');

export function viewEvidence(
  evidence: readonly EvidenceItem[],
  discounted: readonly number[],
  extraCitations: readonly string[] = [],
): EvidenceView {
  const runs: CommandRun[] = [];
  const citations: string[] = [...extraCitations];
  const claims: string[] = [];
  evidence.forEach((item, index) => {
    if (item.kind === 'citation') citations.push(item.ref);
    else if (item.kind === 'claim') claims.push(item.text);
    else
      runs.push({
        index,
        command: item.command,
        key: commandKey(item.command),
        exitCode: item.exitCode,
        output: item.output ?? '',
        purposes: item.purpose ? [item.purpose] : [],
        covers: item.covers ?? [],
        profile: profileCommand(item.command, item.scope),
      });
  });
  const latest = new Map<string, CommandRun>();
  for (const run of runs) {
    const before = latest.get(run.key);
    latest.set(
      run.key,
      before
        ? {
            ...run,
            purposes: [...new Set([...before.purposes, ...run.purposes])],
            covers: [...new Set([...before.covers, ...run.covers])],
          }
        : run,
    );
  }
  const passing: CommandRun[] = [];
  const failing: CommandRun[] = [];
  const ignored: IgnoredRun[] = [];
  for (const run of latest.values()) {
    if (discounted.includes(run.index))
      ignored.push({
        run,
        cause: 'discounted',
        reason: '慧 found its result unreliable',
      });
    else if (run.profile.kind === 'trivial')
      ignored.push({
        run,
        cause: 'trivial',
        reason: 'it verifies nothing (echo, ls, cat …)',
      });
    else if (run.profile.masked && run.exitCode === 0)
      ignored.push({ run, cause: 'masked', reason: run.profile.masked });
    else if (run.exitCode === 0) passing.push(run);
    else failing.push(run);
  }
  return { runs, passing, failing, ignored, citations, claims };
}

export function levelOf(view: EvidenceView): EvidenceLevel {
  if (view.passing.some((run) => run.profile.integration)) return 'L3';
  if (view.passing.length > 0) return 'L2';
  if (view.citations.length > 0) return 'L1';
  return 'L0';
}
