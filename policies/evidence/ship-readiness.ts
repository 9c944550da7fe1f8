// Input: vocabulary (CompletionPromise, EvidenceRecord, RunMode, Finding), ./trust, policies/gate (gateFinding), ding (commandKey, profileCommand)
// Output: shipReadiness({promise, since, records, mode, riskSignals}) — per criterion proven / proven with residual risk / unproven, the required evidence still missing, the residual risks to show at ship, and the findings that block it
// Pos: policies/evidence, what "done" needs (seed 004 done: 验收标准满足，证据齐全): quick mode checks the criteria only, normal mode adds required evidence and, for SQL, strong local evidence only
import { profileCommand } from '../ding/command-kind.js';
import { commandKey } from '../ding/evidence-view.js';
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

/** The latest record per command after `since`, notes included (a note must not hide behind an older green run). */
function latestByCommand(records: readonly EvidenceRecord[], since: string): EvidenceRecord[] {
  const by = new Map<string, EvidenceRecord>();
  for (const r of [...records].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    if (!r.command || r.createdAt < since) continue;
    by.set(commandKey(r.command), r);
  }
  return [...by.values()];
}

function judge(record: EvidenceRecord | undefined, missing: string, strongOnly: boolean): Omit<CriterionReadiness, 'id' | 'text'> {
  if (!record) return { status: 'unproven', detail: missing };
  const g = greenness(record);
  if (!g.green) return { status: 'unproven', detail: g.why, recordId: record.id };
  const cls = trustClass(record.sourceTrust);
  if (cls === 'residual') {
    if (strongOnly) return { status: 'unproven', detail: `${g.why}, but SQL changes in normal mode need local evidence`, recordId: record.id };
    return { status: 'residual', detail: `${g.why}: ${record.sourceTrust} evidence${record.sourceRefs.length ? ` (${record.sourceRefs.join(', ')})` : ''}`, recordId: record.id };
  }
  return { status: 'proven', detail: g.why, recordId: record.id };
}

export function shipReadiness(input: ShipInput): ShipReadiness {
  const runs = latestByCommand(input.records, input.since);
  const strongOnly = input.mode === 'normal' && (input.riskSignals ?? []).includes('sql');
  const criteria = input.promise.acceptance.map((c): CriterionReadiness => {
    if (c.verify) {
      const wanted = commandKey(c.verify);
      const run = runs.filter((r) => commandKey(r.command ?? '').startsWith(wanted)).pop();
      return { id: c.id, text: c.text, ...judge(run, `no run of \`${c.verify}\` since the promise was made`, strongOnly) };
    }
    const tests = runs.filter((r) => profileCommand(r.command ?? '').kind === 'test');
    const failing = tests.find((r) => !greenness(r).green);
    return { id: c.id, text: c.text, ...judge(failing ?? tests.pop(), 'no passing test run recorded since the promise was made', strongOnly) };
  });
  const missingEvidence =
    input.mode === 'normal'
      ? input.promise.requiredEvidence.filter((want) => !input.records.some((r) => r.createdAt >= input.since && trustClass(r.sourceTrust) !== 'note' && (r.kind === want || r.sourceRefs.includes(want) || r.path === want)))
      : [];
  const findings: Finding[] = [];
  for (const c of criteria) {
    if (c.status === 'unproven') findings.push(gateFinding('ship-readiness', c.id, 'evidence-required', `${c.id} ${c.text}: ${c.detail}`, { kind: 'add-evidence', detail: `run the verification of ${c.id} locally and let Wukong record it` }));
  }
  for (const want of missingEvidence) {
    findings.push(gateFinding('ship-readiness', `required:${want}`, 'evidence-required', `required evidence "${want}" is missing (normal mode)`, { kind: 'add-evidence', detail: `record ${want} evidence from a local command or the project` }));
  }
  const residualRisk = criteria.filter((c) => c.status === 'residual').map((c) => `${c.id} rests on ${c.detail}`);
  for (const risk of residualRisk) findings.push(gateFinding('ship-readiness', `residual:${risk.split(' ')[0]}`, 'warning', `residual risk at ship: ${risk}`, { kind: 'ask-user', detail: 'weigh the outside source, or prove it locally' }));
  const ready = criteria.length > 0 && criteria.every((c) => c.status !== 'unproven') && missingEvidence.length === 0;
  return { ready, criteria, missingEvidence, residualRisk, findings };
}
