// AttemptRecord, Escalation, escalate — the hand-over seed 001 asks for: every
// attempt, its errors, the likely cause, a direction
// Pos: policies/pipeline, a pure summary of a pipeline's history; deciding
// *when* to escalate is the machine's limits, not this file
import type { VerdictFinding } from '../vocabulary/finding.js';
import type { Verdict } from '../vocabulary/verdict.js';
import { translator, type Lang } from '../vocabulary/messages/index.js';

export interface AttemptRecord {
  /** Order of gate runs within the pipeline. */
  seq: number;
  /**
   * Which version of the output (SUBMIT, RESUBMIT and VERIFY_RESULT each make a
   * new one).
   */
  revision: number;
  gate: 'jie' | 'ding' | 'hui';
  verdict: Verdict;
  findings: VerdictFinding[];
}

export type EscalationReason =
  'retry-limit' | 'backtrack-limit' | 'redo-limit' | 'user-stop';

export interface Escalation {
  reason: EscalationReason;
  summary: string;
  attempts: AttemptRecord[];
  /** Every distinct blocking message, in order of first appearance. */
  errors: string[];
  likelyCause: string;
  suggestion: string;
  note?: string;
}

/** The hand-over's likely cause and direction per finding family, in order. */
const CAUSES: ReadonlyArray<{ prefix: string; key: CauseKey }> = [
  { prefix: 'jie.security', key: 'security' },
  { prefix: 'jie.boundary', key: 'boundary' },
  { prefix: 'jie.contract', key: 'contract' },
  { prefix: 'ding.test-failed', key: 'test-failed' },
  { prefix: 'ding.build-failed', key: 'build-failed' },
  { prefix: 'ding.typecheck-failed', key: 'typecheck-failed' },
  { prefix: 'ding.acceptance', key: 'acceptance' },
  { prefix: 'ding.repro', key: 'repro' },
  { prefix: 'ding.regression', key: 'regression' },
  { prefix: 'ding.behaviour', key: 'behaviour' },
  { prefix: 'ding.speculation', key: 'speculation' },
  { prefix: 'ding.level-too-low', key: 'level-too-low' },
  { prefix: 'ding.unreliable', key: 'unreliable' },
  { prefix: 'hui.backtrack.unreliable', key: 'unreliable' },
  { prefix: 'ding.missing-scenario', key: 'missing-scenario' },
  { prefix: 'hui.backtrack.missing', key: 'missing-scenario' },
  { prefix: 'hui.backtrack.security', key: 'evidence-security' },
  { prefix: 'hui.backtrack.contract', key: 'contract-evidence' },
  { prefix: 'ding', key: 'ding' },
];

type CauseKey =
  | 'security'
  | 'boundary'
  | 'contract'
  | 'test-failed'
  | 'build-failed'
  | 'typecheck-failed'
  | 'acceptance'
  | 'repro'
  | 'regression'
  | 'behaviour'
  | 'speculation'
  | 'level-too-low'
  | 'unreliable'
  | 'missing-scenario'
  | 'evidence-security'
  | 'contract-evidence'
  | 'ding';

const blocking = (f: VerdictFinding) =>
  f.verdict === 'REJECT' || f.verdict === 'RETRY';

export function escalate(
  reason: EscalationReason,
  attempts: readonly AttemptRecord[],
  note?: string,
  lang: Lang = 'en',
): Escalation {
  const t = translator(lang);
  const counts = new Map<string, { n: number; last: number }>();
  const errors: string[] = [];
  attempts.forEach((attempt, i) => {
    for (const f of attempt.findings.filter(blocking)) {
      const entry = counts.get(f.policy) ?? { n: 0, last: 0 };
      counts.set(f.policy, { n: entry.n + 1, last: i });
      if (!errors.includes(f.message)) errors.push(f.message);
    }
  });
  const top = [...counts].sort(
    (a, b) => b[1].n - a[1].n || b[1].last - a[1].last,
  )[0];
  const known = top
    ? CAUSES.find((c) => top[0].startsWith(c.prefix))
    : undefined;
  const likelyCause =
    reason === 'user-stop' && !top
      ? t('escalation.user-stopped')
      : known && top
        ? `${t(`escalation.cause.${known.key}`)} (${top[0]} ×${top[1].n})`
        : top
          ? t('escalation.recurred', { policy: top[0], n: top[1].n })
          : t('escalation.nothing-recorded');
  const suggestion = known
    ? t(`escalation.suggestion.${known.key}`)
    : t('escalation.suggestion.review');
  const summary =
    reason === 'user-stop'
      ? t('escalation.summary.user-stop')
      : t(`escalation.summary.${reason}`, { runs: attempts.length });
  return {
    reason,
    summary,
    attempts: [...attempts],
    errors,
    likelyCause,
    suggestion,
    ...(note ? { note } : {}),
  };
}
