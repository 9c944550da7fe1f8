// LoopInput, LoopContext, LoopEvent, LoopRequest, LoopOutput,
// initialLoopContext, loopOutput, evaluatorCandidate, resumeInput — the
// LoopKernel's data, and how a stopped loop's output becomes the next segment's
// input
// Pos: machines, the data half of machines/loop.machine.ts; the changes
// themselves are loop.reducer.ts. Pure: time comes in events as `at` (ms)
import { sumUsage, zeroUsage } from '../policies/harness/loop/budget.js';
import type { Candidate } from '../policies/harness/loop/evaluator.js';
import { judgeResume } from '../policies/harness/loop/resume.js';
import type { ConditionFacts } from '../policies/harness/loop/stop-conditions.js';
import type {
  ActionPlan,
  Evaluation,
  Observation,
} from '../policies/vocabulary/action.js';
import type { Checkpoint } from '../policies/vocabulary/checkpoint.js';
import { configDefaults } from '../policies/vocabulary/config.js';
import type { Finding } from '../policies/vocabulary/finding.js';
import type {
  Authorization,
  GateDecision,
} from '../policies/vocabulary/gate.js';
import type {
  CompletionPromise,
  LoopBudget,
  LoopUsage,
  ResumeGrant,
  StopReport,
} from '../policies/vocabulary/loop.js';
import type { RunMode } from '../policies/vocabulary/run.js';

export interface LoopPlanFacts {
  /** Approved PLAN paths (workspace-relative globs). */
  paths: string[];
  mode: RunMode;
  riskSignals: string[];
}

/** What a resumed loop keeps from the loop it continues. */
export interface LoopCarry {
  /** Usage of the segments before this one. */
  previousUsage: LoopUsage;
  /** This segment's usage so far, when the resume stays in the same segment. */
  usage: LoopUsage | null;
  hardDenies: Finding[];
  questions: LoopContext['questions'];
  writes: LoopContext['writes'];
  evidenceIds: string[];
  /**
   * The user's Authorizations the loop was resumed with: a resumed loop keeps
   * honouring them until they expire (absent in loops persisted before).
   */
  authorizations?: Authorization[];
}

export interface LoopInput {
  runId: string;
  /** 1 for a fresh loop; a user's continue opens the next. */
  segment?: number;
  /**
   * When the segment began (ms since the epoch): the wall-clock budget counts
   * from here.
   */
  startedAt: number;
  budget: LoopBudget;
  promise?: CompletionPromise | null;
  /** When the promise was made (ISO): evidence before it proves nothing. */
  promiseSince?: string | null;
  plan?: LoopPlanFacts;
  stuck?: { threshold: number; window: number };
  carry?: LoopCarry;
  /**
   * Which actor of the run this is: each resume starts the next, so ledger
   * entries of two actors never mix.
   */
  instance?: number;
}

/**
 * The effect the machine asks the runtime for; the runtime answers with the
 * matching event.
 */
export type LoopRequest =
  | { kind: 'propose' }
  | { kind: 'gate'; plan: ActionPlan; checkpoints: Checkpoint[] }
  | { kind: 'act'; plan: ActionPlan }
  | { kind: 'evaluate' }
  | { kind: 'ship-gate' }
  | { kind: 'none' };

export interface LoopContext {
  runId: string;
  instance: number;
  segment: number;
  startedAt: number;
  lastAt: number;
  budget: LoopBudget;
  usage: LoopUsage;
  previousUsage: LoopUsage;
  promise: CompletionPromise | null;
  promiseSince: string | null;
  plan: LoopPlanFacts;
  stuck: { threshold: number; window: number };
  /** The action in flight and the decisions it passed (or failed). */
  current: { plan: ActionPlan; decisions: GateDecision[] } | null;
  /**
   * Signatures of this segment's proposals, oldest first (the stuck detector
   * reads them).
   */
  proposals: string[];
  observations: Observation[];
  questions: Record<
    string,
    {
      id: string;
      text: string;
      count: number;
      answered: boolean;
      blocking: boolean;
    }
  >;
  writes: Array<{ path: string; lines: number; status: 'written' | 'denied' }>;
  evidenceIds: string[];
  /**
   * Authorizations a resume gave the loop (seed 004: a structured grant lifts
   * soft-denies only); the runtime gates with them until they expire.
   */
  authorizations: Authorization[];
  /**
   * Every GateDecision the loop acted on, in order: a replay compares them with
   * the ledger byte for byte.
   */
  decisions: GateDecision[];
  hardDenies: Finding[];
  /**
   * The generator's own words (rationales, "done" claims): kept for the ledger,
   * never given to the evaluator.
   */
  claims: string[];
  /**
   * Findings the next proposal must address (a refused action, an evaluation
   * asking for repair).
   */
  repairFindings: Finding[];
  evaluation: Evaluation | null;
  request: LoopRequest;
  stop: StopReport | null;
}

export type LoopEvent =
  | { type: 'PROPOSE'; plan: ActionPlan; rationale?: string; at: number }
  | { type: 'CLAIM_DONE'; text: string; at: number }
  | { type: 'GATED'; decisions: GateDecision[]; hostAsks?: boolean; at: number }
  | { type: 'OBSERVED'; observation: Observation; at: number }
  | { type: 'EVALUATED'; evaluation: Evaluation; at: number }
  | { type: 'SHIP_GATED'; decision: GateDecision; at: number };

export interface LoopOutput {
  runId: string;
  segment: number;
  report: StopReport;
  usage: LoopUsage;
  /** Every segment's usage added up. */
  totalUsage: LoopUsage;
  carry: LoopCarry;
}

/**
 * The stuck detector an input leaves out: the `loop` section's defaults
 * (policies/vocabulary/config.ts).
 */
export const defaultStuck = (): LoopContext['stuck'] => ({
  threshold: configDefaults().loop.stuckThreshold,
  window: configDefaults().loop.stuckWindow,
});

export function initialLoopContext(input: LoopInput): LoopContext {
  const carry = input.carry;
  return {
    runId: input.runId,
    instance: input.instance ?? 1,
    segment: input.segment ?? 1,
    startedAt: input.startedAt,
    lastAt: input.startedAt,
    budget: input.budget,
    usage: carry?.usage ?? zeroUsage(),
    previousUsage: carry?.previousUsage ?? zeroUsage(),
    promise: input.promise ?? null,
    promiseSince: input.promiseSince ?? null,
    plan: input.plan ?? { paths: [], mode: 'normal', riskSignals: [] },
    stuck: input.stuck ?? defaultStuck(),
    current: null,
    proposals: [],
    observations: [],
    questions: carry?.questions ?? {},
    writes: carry?.writes ?? [],
    evidenceIds: carry?.evidenceIds ?? [],
    authorizations: carry?.authorizations ?? [],
    decisions: [],
    hardDenies: carry?.hardDenies ?? [],
    claims: [],
    repairFindings: [],
    evaluation: null,
    request: { kind: 'propose' },
    stop: null,
  };
}

export function loopOutput(c: LoopContext): LoopOutput {
  if (!c.stop)
    throw new Error('loop: output asked for before the loop stopped');
  return {
    runId: c.runId,
    segment: c.segment,
    report: c.stop,
    usage: c.usage,
    totalUsage: sumUsage(c.previousUsage, c.usage),
    carry: {
      previousUsage: c.previousUsage,
      usage: c.usage,
      hardDenies: c.hardDenies,
      questions: c.questions,
      writes: c.writes,
      evidenceIds: c.evidenceIds,
      authorizations: c.authorizations,
    },
  };
}

/**
 * The facts the promise's abortWhen is judged on (policies/harness/loop/
 * stop-conditions.ts): what the loop wrote, its failures in a row, tool calls
 * over every segment, the policies that hard-denied it. Evidence is the
 * evaluator's, so a condition on it never aborts.
 */
export function conditionFacts(c: LoopContext): ConditionFacts {
  let failures = 0;
  for (let i = c.observations.length - 1; i >= 0; i--) {
    if (c.observations[i]?.outcome !== 'failed') break;
    failures++;
  }
  return {
    written: c.writes.filter((w) => w.status === 'written').map((w) => w.path),
    failuresInARow: failures,
    toolCalls: c.previousUsage.toolCalls + c.usage.toolCalls,
    hardDenied: c.hardDenies.map((f) => f.policy),
  };
}

/**
 * The evaluator's side of the context: diff, promise, plan, last command
 * output, source refs. Evidence records are added by the runtime.
 */
export function evaluatorCandidate(c: LoopContext): Candidate {
  const last = [...c.observations]
    .reverse()
    .find((o) => o.exitCode !== undefined);
  const plan =
    last && c.current?.plan.id === last.planId ? c.current.plan : undefined;
  return {
    promise: c.promise,
    promiseSince: c.promiseSince,
    plan: c.plan,
    diff: c.writes
      .filter((w) => w.status === 'written')
      .map((w) => ({ path: w.path, lines: w.lines })),
    commandOutput: last
      ? {
          ...(plan?.kind === 'verify' ? { command: plan.command } : {}),
          ...(last.exitCode !== undefined ? { exitCode: last.exitCode } : {}),
          ...(last.excerpt !== undefined ? { excerpt: last.excerpt } : {}),
        }
      : null,
    sourceRefs: c.evidenceIds.map((id) => `evidence:${id}`),
  };
}

/**
 * The input this loop was started with, rebuilt from its context (the next
 * resume starts from it).
 */
export function inputOf(c: LoopContext): LoopInput {
  return {
    runId: c.runId,
    instance: c.instance,
    segment: c.segment,
    startedAt: c.startedAt,
    budget: c.budget,
    promise: c.promise,
    promiseSince: c.promiseSince,
    plan: c.plan,
    stuck: c.stuck,
  };
}

export type ResumeResult =
  { input: LoopInput; newSegment: boolean } | { refused: string };

/**
 * The next loop after a stop: a continue after budget-exhausted opens segment
 * n+1 with a fresh, equally bounded budget; other grants resume the same
 * segment with its usage. A done loop starts over. Refusals say what is needed
 * instead.
 */
export function resumeInput(
  previous: { input: LoopInput; output: LoopOutput },
  grant: ResumeGrant,
  at: number,
): ResumeResult {
  const verdict = judgeResume(previous.output.report, grant);
  if (!verdict.accepted) return { refused: verdict.reason };
  const { input, output } = previous;
  const base: LoopInput = { ...input, instance: (input.instance ?? 1) + 1 };
  delete base.carry;
  if (verdict.freshLoop)
    return {
      input: {
        ...base,
        segment: output.segment + 1,
        startedAt: at,
        carry: {
          ...output.carry,
          previousUsage: output.totalUsage,
          usage: null,
          questions: {},
          writes: [],
        },
      },
      newSegment: true,
    };
  const carry = { ...output.carry };
  if (grant.kind === 'authorize')
    carry.authorizations = [
      ...(carry.authorizations ?? []),
      grant.authorization,
    ];
  if (grant.kind === 'answer') {
    const questions = { ...carry.questions };
    for (const [key, q] of Object.entries(questions))
      if (
        !q.answered &&
        (grant.questionId === undefined || grant.questionId === q.id)
      )
        questions[key] = { ...q, answered: true };
    carry.questions = questions;
  }
  const promise =
    grant.kind === 'revise-scope' && input.promise
      ? {
          ...input.promise,
          allowedScope: [
            ...new Set([...input.promise.allowedScope, ...grant.allowedScope]),
          ],
        }
      : input.promise;
  if (verdict.newSegment) {
    const budget =
      grant.kind === 'continue' && grant.budget ? grant.budget : input.budget;
    return {
      input: {
        ...base,
        promise: promise ?? null,
        budget,
        segment: output.segment + 1,
        startedAt: at,
        carry: { ...carry, previousUsage: output.totalUsage, usage: null },
      },
      newSegment: true,
    };
  }
  return {
    input: {
      ...base,
      promise: promise ?? null,
      segment: output.segment,
      carry,
    },
    newSegment: false,
  };
}
