// shipReadiness({promise, since, records, mode, riskSignals}) — per criterion
// proven / proven with residual risk / unproven, the required evidence still
// missing, the residual risks to show at ship, and the findings that block it
// Pos: policies/evidence, what "done" needs (seed 004 done: 验收标准满足，证据齐全): quick
// mode checks the criteria only, normal mode adds required evidence and, for
// SQL, strong local evidence only; a criterion is proven as the Stop hook
// proves it (the promised run or a stronger one, at least one test run)
import { profileCommand } from './command-kind.js';
import { commandKey } from './evidence-view.js';
import type { ProofContext } from './acceptance-proof.js';
import { provingRun, testCountSaid } from './acceptance-proof.js';
import { ownWeaknessSaid } from './run-strength.js';
import { gateFinding } from '../gate/define-policy.js';
import type { EvidenceRecord } from '../vocabulary/evidence.js';
import type { Finding } from '../vocabulary/finding.js';
import type { Said } from '../vocabulary/messages/said.js';
import {
  fragment,
  say,
  sayDetail,
  saidText,
} from '../vocabulary/messages/say.js';
import type { CompletionPromise } from '../vocabulary/loop.js';
import type { RunMode } from '../vocabulary/run.js';
import { greenness, trustClass } from './trust.js';

export interface ShipInput {
  promise: CompletionPromise;
  /** ISO instant the promise was made: older records prove nothing about it. */
  since: string;
  records: readonly EvidenceRecord[];
  mode: RunMode;
  riskSignals?: readonly string[];
  /**
   * package.json scripts, to know which runner `npm test` reaches (without them
   * a script's words are read as every JS runner agrees).
   */
  context?: ProofContext;
}

export interface CriterionReadiness {
  id: string;
  text: string;
  status: 'proven' | 'residual' | 'unproven';
  /** In English; `detailSaid` words it in the user's language. */
  detail: string;
  detailSaid: Said;
  recordId?: string;
}

export interface ShipReadiness {
  ready: boolean;
  criteria: CriterionReadiness[];
  missingEvidence: string[];
  residualRisk: string[];
  findings: Finding[];
}

declare module '../gate/gate-context.js' {
  interface GateFacts {
    /** What shipping would rest on, when the gate guards the move to ship. */
    ship?: ShipReadiness;
  }
}

/**
 * The latest record per command after `since`, oldest first, notes included (a
 * note must not hide behind an older green run).
 */
function latestByCommand(
  records: readonly EvidenceRecord[],
  since: string,
): EvidenceRecord[] {
  const by = new Map<string, EvidenceRecord>();
  for (const r of [...records].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  )) {
    if (!r.command || r.createdAt < since) continue;
    by.delete(commandKey(r.command));
    by.set(commandKey(r.command), r);
  }
  return [...by.values()];
}

/**
 * `tests`: the criterion is a test, so a strong local run must also report at
 * least one test run (policies/harness/promise).
 */
function judge(
  record: EvidenceRecord | undefined,
  missing: Said,
  strongOnly: boolean,
  tests: boolean,
): Omit<CriterionReadiness, 'id' | 'text'> {
  const as = (
    status: CriterionReadiness['status'],
    said: Said,
  ): Omit<CriterionReadiness, 'id' | 'text'> => ({
    status,
    detail: saidText(said, 'en'),
    detailSaid: said,
    ...(record ? { recordId: record.id } : {}),
  });
  if (!record) return as('unproven', missing);
  const g = greenness(record);
  if (!g.green) return as('unproven', g.whySaid);
  const cls = trustClass(record.sourceTrust);
  const counted = cls === 'strong' ? testCountSaid(record, tests) : undefined;
  if (counted) return as('unproven', counted);
  if (cls === 'residual') {
    if (strongOnly)
      return as('unproven', fragment('ship.sql-local', { why: g.whySaid }));
    return as(
      'residual',
      record.sourceRefs.length
        ? fragment('ship.residual-detail-refs', {
            why: g.whySaid,
            trust: record.sourceTrust,
            refs: record.sourceRefs.join(', '),
          })
        : fragment('ship.residual-detail', {
            why: g.whySaid,
            trust: record.sourceTrust,
          }),
    );
  }
  return as('proven', g.whySaid);
}

export function shipReadiness(input: ShipInput): ShipReadiness {
  const runs = latestByCommand(input.records, input.since);
  const strongOnly =
    input.mode === 'normal' && (input.riskSignals ?? []).includes('sql');
  const criteria = input.promise.acceptance.map((c): CriterionReadiness => {
    if (c.verify) {
      // The promised command or a strictly stronger run
      // (policies/evidence/run-strength.ts), never a weakened one.
      const found = provingRun(c.verify, runs, input.context);
      const missing =
        found && 'why' in found
          ? found.whySaid
          : fragment('proof.no-run', { verify: c.verify });
      return {
        id: c.id,
        text: c.text,
        ...judge(
          found && 'run' in found ? found.run : undefined,
          missing,
          strongOnly,
          profileCommand(c.verify).kind === 'test',
        ),
      };
    }
    const tests = runs.filter(
      (r) => profileCommand(r.command ?? '').kind === 'test',
    );
    const failing = tests.find((r) => !greenness(r).green);
    if (failing)
      return {
        id: c.id,
        text: c.text,
        ...judge(failing, fragment('proof.no-test-run'), strongOnly, true),
      };
    // A weakened local run (`-t x`, `--passWithNoTests`, `| tail` …) is passed
    // over, as the Stop hook passes it over.
    const problem = (r: EvidenceRecord) => {
      if (trustClass(r.sourceTrust) !== 'strong') return undefined;
      const weak = ownWeaknessSaid(r.command ?? '', {
        ...(r.workspace ? { workspace: r.workspace } : {}),
        ...(r.cwd ? { cwd: r.cwd } : {}),
      });
      return weak
        ? fragment('proof.weak', { command: r.command ?? '', why: weak })
        : testCountSaid(r, true);
    };
    const usable = [...tests].reverse().find((r) => !problem(r));
    const refused = tests.at(-1);
    return {
      id: c.id,
      text: c.text,
      ...judge(
        usable,
        (refused && problem(refused)) || fragment('proof.no-test-run'),
        strongOnly,
        true,
      ),
    };
  });
  const missingEvidence =
    input.mode === 'normal'
      ? input.promise.requiredEvidence.filter(
          (want) =>
            !input.records.some(
              (r) =>
                r.createdAt >= input.since &&
                trustClass(r.sourceTrust) !== 'note' &&
                (r.kind === want ||
                  r.sourceRefs.includes(want) ||
                  r.path === want),
            ),
        )
      : [];
  const findings: Finding[] = [];
  for (const c of criteria) {
    if (c.status === 'unproven')
      findings.push(
        gateFinding(
          'ship-readiness',
          c.id,
          'evidence-required',
          say('ship.unproven', {
            id: c.id,
            text: c.text,
            detail: c.detailSaid,
          }),
          {
            kind: 'add-evidence',
            ...sayDetail('ship.unproven.next', { id: c.id }),
          },
        ),
      );
  }
  for (const want of missingEvidence) {
    findings.push(
      gateFinding(
        'ship-readiness',
        `required:${want}`,
        'evidence-required',
        say('ship.missing', { want }),
        {
          kind: 'add-evidence',
          ...sayDetail('ship.missing.next', { want }),
        },
      ),
    );
  }
  const residual = criteria.filter((c) => c.status === 'residual');
  const residualRisk = residual.map((c) => `${c.id} rests on ${c.detail}`);
  residual.forEach((c, i) =>
    findings.push(
      gateFinding(
        'ship-readiness',
        `residual:${(residualRisk[i] ?? '').split(' ')[0]}`,
        'warning',
        say('ship.residual', { id: c.id, detail: c.detailSaid }),
        { kind: 'ask-user', ...sayDetail('ship.residual.next') },
      ),
    ),
  );
  const ready =
    criteria.length > 0 &&
    criteria.every((c) => c.status !== 'unproven') &&
    missingEvidence.length === 0;
  return { ready, criteria, missingEvidence, residualRisk, findings };
}
