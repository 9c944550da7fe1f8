// stopClassOf(finding), refusalOf(decisions, hostAsks) — what a refused action
// means for the loop: scope-drift, unsafe or blocked stop, or a repair the loop
// can make itself
// Pos: policies/harness/loop, the table between gate policies and stop reasons
// (seed 004 Stop Hook types); a policy not listed is a safety rule, so it stops
// the loop as unsafe
import { loopRefusal, verdictOf } from '../../gate/decision.js';
import type { Finding } from '../../vocabulary/finding.js';
import type { GateDecision } from '../../vocabulary/gate.js';

export type StopClass = 'scope-drift' | 'unsafe' | 'blocked' | 'repair';

/**
 * Policy id prefixes and the class of their hard-denies; the first match wins.
 */
const TABLE: ReadonlyArray<readonly [RegExp, StopClass]> = [
  [/^(?:scope-drift|plan-path)(?:$|[.:])/, 'scope-drift'],
  [/^(?:source-write|phase-gate|run-mode)(?:$|[.:])/, 'blocked'],
  [
    /^(?:tdd|verify-command|delegation-limits|handoff-capsule|tool-failure|body)(?:$|[.:])/,
    'repair',
  ],
];

export function stopClassOf(finding: Finding): StopClass {
  for (const [pattern, cls] of TABLE)
    if (pattern.test(finding.policy)) return cls;
  return 'unsafe';
}

const RANK: Record<StopClass, number> = {
  repair: 0,
  blocked: 1,
  'scope-drift': 2,
  unsafe: 3,
};

export interface Refusal {
  cls: StopClass;
  findings: Finding[];
}

/**
 * The findings that refuse the action (policies/gate/decision.ts: the verdict
 * as the loop reads it) and the most serious class among them; null when the
 * action goes through.
 */
export function refusalOf(
  decisions: readonly GateDecision[],
  hostAsks: boolean,
): Refusal | null {
  const blocking = loopRefusal(verdictOf(decisions), { hostAsks });
  if (blocking.length === 0) return null;
  const classes = blocking.map((f) =>
    f.severity === 'soft-deny' && stopClassOf(f) === 'unsafe'
      ? 'blocked'
      : stopClassOf(f),
  );
  const cls = classes.reduce(
    (a, b) => (RANK[b] > RANK[a] ? b : a),
    'repair' as StopClass,
  );
  return { cls, findings: blocking };
}
