// judgeResume(report, grant) — whether a grant may resume a stopped loop, and
// whether it opens a new budget segment
// Pos: policies/harness/loop, seed 004's rule that a continue is a new segment,
// never an endless one, and that no plain continue lifts a hard-deny; building
// the next loop's input is machines/loop.context.ts
import type { ResumeGrant, StopReport } from '../../vocabulary/loop.js';

export type ResumeVerdict =
  | { accepted: true; newSegment: boolean; freshLoop: boolean }
  | { accepted: false; reason: string };

export function judgeResume(
  report: StopReport,
  grant: ResumeGrant,
): ResumeVerdict {
  const wanted = report.toContinue
    .map((r) => r.grant)
    .filter((g): g is NonNullable<typeof g> => g !== null);
  if (report.reason === 'done')
    return { accepted: true, newSegment: true, freshLoop: true };
  if (report.reason === 'budget-exhausted') {
    return grant.kind === 'continue'
      ? { accepted: true, newSegment: true, freshLoop: false }
      : {
          accepted: false,
          reason: `a budget-exhausted loop resumes only with a user's continue (a new segment); got ${grant.kind}`,
        };
  }
  if (grant.kind === 'continue') {
    return {
      accepted: false,
      reason: `a plain continue does not resume a ${report.reason} stop; it needs ${wanted.join(' or ')}`,
    };
  }
  if (!wanted.includes(grant.kind))
    return {
      accepted: false,
      reason: `a ${report.reason} stop resumes with ${wanted.join(' or ')}, not ${grant.kind}`,
    };
  return { accepted: true, newSegment: false, freshLoop: false };
}
