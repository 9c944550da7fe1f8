// acceptanceIds, checkTrackRequirements — what a track demands beyond a level:
// AC coverage, repro + regression, behaviour-unchanged
// Pos: policies/pipeline/ding, the per-track part of 定; reads the track table,
// never branches on a track name
import { raise } from '../../vocabulary/finding-kinds.js';
import type { TrackRequirement } from '../tracks.js';
import { requirementsFor } from '../tracks.js';
import type { VerdictFinding } from '../../vocabulary/finding.js';
import type {
  AcceptanceInput,
  Submission,
} from '../../vocabulary/submission.js';
import type { EvidenceView } from '../../evidence/evidence-view.js';

/**
 * `"AC1: text"` → AC1; an id-less string takes its position (AC2); an object
 * keeps its id.
 */
export function acceptanceIds(
  acceptance: readonly AcceptanceInput[] | undefined,
): string[] {
  return (acceptance ?? []).map((item, i) => {
    if (typeof item !== 'string') return item.id;
    const id = /^\s*([A-Za-z]+[-_]?\d+)\s*[:：.)-]/.exec(item)?.[1];
    return id ?? `AC${i + 1}`;
  });
}

const PURPOSE: Record<
  Exclude<TrackRequirement, 'acceptance-covered'>,
  {
    code:
      | 'ding.repro-missing'
      | 'ding.regression-missing'
      | 'ding.behaviour-unchanged-missing';
    what: string;
  }
> = {
  repro: {
    code: 'ding.repro-missing',
    what: 'a repro case (purpose: "repro") that reproduced the bug and now passes',
  },
  regression: {
    code: 'ding.regression-missing',
    what: 'a regression run (purpose: "regression") showing existing behaviour still works',
  },
  'behaviour-unchanged': {
    code: 'ding.behaviour-unchanged-missing',
    what: 'a behaviour-unchanged run (purpose: "behaviour-unchanged") with the same results before and after',
  },
};

export function checkTrackRequirements(
  submission: Submission,
  avatarKind: 'analysis' | 'implementation',
  view: EvidenceView,
): VerdictFinding[] {
  const findings: VerdictFinding[] = [];
  for (const requirement of requirementsFor(submission.track, avatarKind)) {
    if (requirement === 'acceptance-covered') {
      const ids = acceptanceIds(submission.acceptance);
      if (ids.length === 0) {
        findings.push(
          raise(
            'ding.acceptance-missing',
            'acceptance',
            `a ${submission.track} needs its acceptance criteria, and the submission lists none`,
            {
              kind: 'fix-input',
              detail:
                'list the acceptance criteria in `acceptance` and mark the command covering each with `covers`',
            },
          ),
        );
        continue;
      }
      const covered = new Set(view.passing.flatMap((run) => run.covers));
      const uncovered = ids.filter((id) => !covered.has(id));
      if (uncovered.length > 0) {
        findings.push(
          raise(
            'ding.acceptance-uncovered',
            uncovered.join(','),
            `no passing command covers ${uncovered.join(', ')}`,
            {
              kind: 'add-evidence',
              detail: `run a test for ${uncovered.join(', ')} and add it with covers: [${uncovered.map((id) => JSON.stringify(id)).join(', ')}]`,
            },
          ),
        );
      }
      continue;
    }
    const { code, what } = PURPOSE[requirement];
    if (!view.passing.some((run) => run.purposes.includes(requirement))) {
      findings.push(
        raise(
          code,
          requirement,
          `a ${submission.track} needs ${what}; none passed`,
          { kind: 'add-evidence', detail: `add ${what}` },
        ),
      );
    }
  }
  return findings;
}
