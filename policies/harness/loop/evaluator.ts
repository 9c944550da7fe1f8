// EvaluatorInput, buildEvaluatorInput(candidate) — the evaluator's input taken
// field by field from diff, promise, plan, evidence, command output and source
// refs only — and evaluateCandidate(input, traceId), the deterministic
// evaluator
// Pos: policies/harness/loop, seed 004 Generator-Evaluator isolation: whatever
// else the candidate carries (the generator's own "done" text, its reasoning)
// never reaches the evaluator. Read-only: it judges, it writes nothing
import { gateFinding } from '../../gate/define-policy.js';
import type { Evaluation } from '../../vocabulary/action.js';
import type { EvidenceRecord } from '../../vocabulary/evidence.js';
import type { Finding } from '../../vocabulary/finding.js';
import type { CompletionPromise } from '../../vocabulary/loop.js';
import type { RunMode } from '../../vocabulary/run.js';
import { acceptanceStatus } from '../../evidence/acceptance-proof.js';
import { shipReadiness } from '../../evidence/ship-readiness.js';
import {
  describeTest,
  describeTestSaid,
  unmetDone,
} from './stop-conditions.js';
import type { Said, SaidParam } from '../../vocabulary/messages/said.js';
import { fragment, say, sayDetail } from '../../vocabulary/messages/say.js';
import type { StopCondition } from '../../vocabulary/loop.js';

/**
 * The unmet conditions joined by `; `, each its description and test; a
 * description Wukong wrote itself (describeTest's English) is worded in the
 * user's language, one the user wrote is shown as written.
 */
export function unmetSaid(unmet: readonly StopCondition[]): Said {
  const items = unmet.map((c): Said => {
    const description: SaidParam =
      c.when && c.description === describeTest(c.when)
        ? describeTestSaid(c.when)
        : c.description;
    return c.when
      ? fragment('loop.unmet.item', {
          description,
          test: describeTestSaid(c.when),
        })
      : fragment('loop.unmet.text', { text: description });
  });
  // Called with at least one condition.
  return items.reduce((list, item) =>
    fragment('loop.unmet.join', { list, item }),
  );
}

export interface EvaluatorInput {
  promise: CompletionPromise | null;
  /** When the promise was made: evidence before it proves nothing. */
  promiseSince: string | null;
  plan: { paths: string[]; mode: RunMode; riskSignals: string[] };
  /** Files changed and how many lines (the candidate diff, summarised). */
  diff: Array<{ path: string; lines: number }>;
  evidence: EvidenceRecord[];
  /** The last real command output the harness saw. */
  commandOutput: {
    command?: string;
    exitCode?: number;
    excerpt?: string;
  } | null;
  sourceRefs: string[];
}

/**
 * Everything a candidate may offer; only the evaluator's fields are copied, so
 * extra fields cannot leak in.
 */
export type Candidate = Partial<EvaluatorInput> & Record<string, unknown>;

export function buildEvaluatorInput(candidate: Candidate): EvaluatorInput {
  const out = candidate.commandOutput;
  return {
    promise: candidate.promise ?? null,
    promiseSince: candidate.promiseSince ?? null,
    plan: {
      paths: [...(candidate.plan?.paths ?? [])],
      mode: candidate.plan?.mode ?? 'normal',
      riskSignals: [...(candidate.plan?.riskSignals ?? [])],
    },
    diff: (candidate.diff ?? []).map((d) => ({ path: d.path, lines: d.lines })),
    evidence: [...(candidate.evidence ?? [])],
    commandOutput: out
      ? {
          ...(out.command !== undefined ? { command: out.command } : {}),
          ...(out.exitCode !== undefined ? { exitCode: out.exitCode } : {}),
          ...(out.excerpt !== undefined ? { excerpt: out.excerpt } : {}),
        }
      : null,
    sourceRefs: [...(candidate.sourceRefs ?? [])],
  };
}

/**
 * continue while the promise is open, repair after a failing command, ship once
 * every criterion is proven.
 */
export function evaluateCandidate(
  input: EvaluatorInput,
  traceId: string,
): Evaluation {
  const findings: Finding[] = [];
  const out = input.commandOutput;
  if (out?.exitCode !== undefined && out.exitCode !== 0) {
    findings.push(
      gateFinding(
        'evaluator.failing-command',
        out.command ?? 'command',
        'evidence-required',
        out.excerpt
          ? say('loop.failing-command-said', {
              command: out.command ?? 'the last command',
              code: out.exitCode,
              line: out.excerpt.split('\n').pop() ?? '',
            })
          : say('loop.failing-command', {
              command: out.command ?? 'the last command',
              code: out.exitCode,
            }),
        { kind: 'retry', ...sayDetail('loop.failing-command.next') },
      ),
    );
    return { verdict: 'repair', findings, traceId };
  }
  if (!input.promise || input.promiseSince === null)
    return { verdict: 'continue', findings, traceId };
  const ship = shipReadiness({
    promise: input.promise,
    since: input.promiseSince,
    records: input.evidence,
    mode: input.plan.mode,
    riskSignals: input.plan.riskSignals,
  });
  findings.push(...ship.findings);
  if (!ship.ready) return { verdict: 'continue', findings, traceId };
  // The promise's doneWhen, evaluated: every condition must hold to ship.
  const since = Date.parse(input.promiseSince);
  const unmet = unmetDone(input.promise, {
    acceptanceProven: acceptanceStatus(
      input.promise.acceptance,
      input.evidence,
      input.promiseSince,
    ).every((s) => s.proven),
    evidenceKinds: input.evidence
      .filter((r) => Date.parse(r.createdAt) >= since)
      .map((r) => r.kind),
    written: input.diff.map((d) => d.path),
    failuresInARow: 0,
    toolCalls: 0,
    hardDenied: [],
  });
  if (unmet.length) {
    findings.push(
      gateFinding(
        'promise.done-when',
        'promise',
        'evidence-required',
        say('loop.done-when', { unmet: unmetSaid(unmet) }),
        { kind: 'add-evidence', ...sayDetail('loop.done-when.next') },
      ),
    );
    return { verdict: 'continue', findings, traceId };
  }
  return { verdict: 'ship', findings, traceId };
}
