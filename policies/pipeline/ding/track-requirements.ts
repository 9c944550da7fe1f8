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
import type { CommandKind } from '../../evidence/command-kind.js';

/** The command kinds that can prove an acceptance criterion. */
export const PROVES_ACCEPTANCE: ReadonlySet<CommandKind> = new Set([
  'test',
  'typecheck',
  'build',
]);

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
      // Only a run whose kind can prove behaviour covers a criterion: a test,
      // typecheck or build run (an install or a script proves nothing about an
      // AC).
      const covered = new Set(
        view.passing
          .filter((run) => PROVES_ACCEPTANCE.has(run.profile.kind))
          .flatMap((run) => run.covers),
      );
      for (const run of view.passing) {
        if (PROVES_ACCEPTANCE.has(run.profile.kind) || !run.covers.length)
          continue;
        findings.push(
          raise(
            'ding.cannot-prove',
            run.key,
            `\`${run.command}\` is a ${run.profile.kind} command: it cannot prove ${run.covers.join(', ')} (only a test, typecheck or build run covers an acceptance criterion)`,
            {
              kind: 'add-evidence',
              detail: `run a test for ${run.covers.join(', ')} and mark that run with covers`,
            },
          ),
        );
      }
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
