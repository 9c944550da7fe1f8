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
import { provingRun, testCountProblem } from './acceptance-proof.js';
import { ownWeakness } from './run-strength.js';
import { gateFinding } from '../gate/define-policy.js';
import type { EvidenceRecord } from '../vocabulary/evidence.js';
import type { Finding } from '../vocabulary/finding.js';
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
  detail: string;
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
  missing: string,
  strongOnly: boolean,
  tests: boolean,
): Omit<CriterionReadiness, 'id' | 'text'> {
  if (!record) return { status: 'unproven', detail: missing };
  const g = greenness(record);
  if (!g.green)
    return { status: 'unproven', detail: g.why, recordId: record.id };
  const cls = trustClass(record.sourceTrust);
  const counted =
    cls === 'strong' ? testCountProblem(record, tests) : undefined;
  if (counted)
    return { status: 'unproven', detail: counted, recordId: record.id };
  if (cls === 'residual') {
    if (strongOnly)
      return {
        status: 'unproven',
        detail: `${g.why}, but SQL changes in normal mode need local evidence`,
        recordId: record.id,
      };
    return {
      status: 'residual',
      detail: `${g.why}: ${record.sourceTrust} evidence${record.sourceRefs.length ? ` (${record.sourceRefs.join(', ')})` : ''}`,
      recordId: record.id,
    };
  }
  return { status: 'proven', detail: g.why, recordId: record.id };
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
          ? found.why
          : `no run of \`${c.verify}\` since the promise was made`;
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
        ...judge(failing, '', strongOnly, true),
      };
    // A weakened local run (`-t x`, `--passWithNoTests`, `| tail` …) is passed
    // over, as the Stop hook passes it over.
    const problem = (r: EvidenceRecord) => {
      if (trustClass(r.sourceTrust) !== 'strong') return undefined;
      const weak = ownWeakness(r.command ?? '', {
        ...(r.workspace ? { workspace: r.workspace } : {}),
        ...(r.cwd ? { cwd: r.cwd } : {}),
      });
      return weak
        ? `your run \`${r.command}\` ${weak}`
        : testCountProblem(r, true);
    };
    const usable = [...tests].reverse().find((r) => !problem(r));
    const refused = tests.at(-1);
    return {
      id: c.id,
      text: c.text,
      ...judge(
        usable,
        (refused && problem(refused)) ||
          'no passing test run recorded since the promise was made',
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
          `${c.id} ${c.text}: ${c.detail}`,
          {
            kind: 'add-evidence',
            detail: `run the verification of ${c.id} locally and let Wukong record it`,
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
        `required evidence "${want}" is missing (normal mode)`,
        {
          kind: 'add-evidence',
          detail: `record ${want} evidence from a local command or the project`,
        },
      ),
    );
  }
  const residualRisk = criteria
    .filter((c) => c.status === 'residual')
    .map((c) => `${c.id} rests on ${c.detail}`);
  for (const risk of residualRisk)
    findings.push(
      gateFinding(
        'ship-readiness',
        `residual:${risk.split(' ')[0]}`,
        'warning',
        `residual risk at ship: ${risk}`,
        {
          kind: 'ask-user',
          detail: 'weigh the outside source, or prove it locally',
        },
      ),
    );
  const ready =
    criteria.length > 0 &&
    criteria.every((c) => c.status !== 'unproven') &&
    missingEvidence.length === 0;
  return { ready, criteria, missingEvidence, residualRisk, findings };
}
