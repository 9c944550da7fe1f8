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
import {
  translator,
  type MessageId,
  type Translate,
} from '../../vocabulary/messages/index.js';

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
    what: MessageId;
  }
> = {
  repro: { code: 'ding.repro-missing', what: 'ding.purpose.repro' },
  regression: {
    code: 'ding.regression-missing',
    what: 'ding.purpose.regression',
  },
  'behaviour-unchanged': {
    code: 'ding.behaviour-unchanged-missing',
    what: 'ding.purpose.behaviour-unchanged',
  },
};

export function checkTrackRequirements(
  submission: Submission,
  avatarKind: 'analysis' | 'implementation',
  view: EvidenceView,
  t: Translate = translator('en'),
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
            t('ding.acceptance-missing', { track: submission.track }),
            {
              kind: 'fix-input',
              detail: t('ding.acceptance-missing.next'),
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
            t('ding.cannot-prove', {
              command: run.command,
              kind: run.profile.kind,
              ids: run.covers.join(', '),
            }),
            {
              kind: 'add-evidence',
              detail: t('ding.cannot-prove.next', {
                ids: run.covers.join(', '),
              }),
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
            t('ding.acceptance-uncovered', { ids: uncovered.join(', ') }),
            {
              kind: 'add-evidence',
              detail: t('ding.acceptance-uncovered.next', {
                ids: uncovered.join(', '),
                list: uncovered.map((id) => JSON.stringify(id)).join(', '),
              }),
            },
          ),
        );
      }
      continue;
    }
    const { code } = PURPOSE[requirement];
    const what = t(PURPOSE[requirement].what);
    if (!view.passing.some((run) => run.purposes.includes(requirement))) {
      findings.push(
        raise(
          code,
          requirement,
          t('ding.purpose-missing', { track: submission.track, what }),
          {
            kind: 'add-evidence',
            detail: t('ding.purpose-missing.next', { what }),
          },
        ),
      );
    }
  }
  return findings;
}
