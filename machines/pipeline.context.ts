// PipelineInput, PipelineContext, PipelineEvent, PipelineOutput, and the pure
// context steps the machine's actions apply
// Pos: machines, the data half of the pipeline machine: every step is (context,
// event) → context, calling policies, doing no I/O
import { produce } from 'immer';
import { avatars } from '../policies/pipeline/avatars.js';
import type {
  DingResult,
  PendingScenario,
} from '../policies/pipeline/ding/judge.js';
import { judgeDing } from '../policies/pipeline/ding/judge.js';
import type { HuiResult } from '../policies/pipeline/hui/judge.js';
import { judgeHui } from '../policies/pipeline/hui/judge.js';
import { extractContract } from '../policies/pipeline/jie/contract-extract.js';
import type { JieResult } from '../policies/pipeline/jie/judge.js';
import { contractCitations, judgeJie } from '../policies/pipeline/jie/judge.js';
import type {
  AttemptRecord,
  Escalation,
  EscalationReason,
} from '../policies/pipeline/escalation.js';
import { escalate } from '../policies/pipeline/escalation.js';
import type { PipelineLimits } from '../policies/pipeline/limits.js';
import { limitsFrom } from '../policies/pipeline/limits.js';
import type { StoredAnchor } from '../policies/pipeline/shi/write-threshold.js';
import { selectAnchors } from '../policies/pipeline/shi/write-threshold.js';
import type { AvatarId } from '../policies/vocabulary/avatar.js';
import { configDefaults } from '../policies/vocabulary/config.js';
import type { CommandEvidence } from '../policies/vocabulary/evidence.js';
import type { VerdictFinding } from '../policies/vocabulary/finding.js';
import type { Submission } from '../policies/vocabulary/submission.js';
import type { Track } from '../policies/vocabulary/track.js';

export interface PipelineInput {
  track: Track;
  avatar: AvatarId;
  task?: string;
  limits?: Partial<PipelineLimits>;
  /**
   * Titles of anchors already stored, so a second occurrence counts as a
   * repeat.
   */
  knownAnchorTitles?: string[];
}

export interface BacktrackRecord {
  n: number;
  target: 'jie' | 'ding';
  reason: string;
  /** The verdict of the re-check, once it ran. */
  outcome: string | null;
}

export interface PipelineContext {
  track: Track;
  avatar: AvatarId;
  task: string | null;
  limits: PipelineLimits;
  submission: Submission | null;
  revision: number;
  counters: { retries: number; backtracks: number; redos: number };
  jie: JieResult | null;
  ding: DingResult | null;
  hui: HuiResult | null;
  shi: { stored: StoredAnchor[] } | null;
  /** 慧's findings for 戒 to count on its re-check. */
  carriedJie: VerdictFinding[];
  /** Evidence indices 慧 found unreliable. */
  discounted: number[];
  pendingScenario: PendingScenario | null;
  history: AttemptRecord[];
  backtrackLog: BacktrackRecord[];
  knownAnchorTitles: string[];
  escalation: Escalation | null;
}

export type PipelineEvent =
  | { type: 'SUBMIT'; submission: Submission }
  | { type: 'RESUBMIT'; submission: Submission }
  | { type: 'VERIFY_RESULT'; evidence: CommandEvidence }
  | { type: 'USER_DECISION'; decision: 'stop'; note?: string };

export interface PipelineOutput {
  status: 'completed' | 'escalated';
  counters: PipelineContext['counters'];
  anchors: StoredAnchor[];
  escalation: Escalation | null;
}

/**
 * The limits an input leaves out: the `pipeline` section's defaults
 * (policies/vocabulary/config.ts), never a literal here.
 */
export const defaultLimits = (): PipelineLimits =>
  limitsFrom(configDefaults().pipeline);

export function initialContext(input: PipelineInput): PipelineContext {
  return {
    track: input.track,
    avatar: input.avatar,
    task: input.task ?? null,
    limits: { ...defaultLimits(), ...input.limits },
    submission: null,
    revision: 0,
    counters: { retries: 0, backtracks: 0, redos: 0 },
    jie: null,
    ding: null,
    hui: null,
    shi: null,
    carriedJie: [],
    discounted: [],
    pendingScenario: null,
    history: [],
    backtrackLog: [],
    knownAnchorTitles: input.knownAnchorTitles ?? [],
    escalation: null,
  };
}

const row = (c: PipelineContext) => avatars[c.avatar];
const current = (c: PipelineContext): Submission => {
  if (!c.submission)
    throw new Error('pipeline: a gate ran before any submission');
  return c.submission;
};

/**
 * A new output: the pipeline's track and avatar win over the submission's own,
 * and gate results start over.
 */
export const acceptSubmission = (c: PipelineContext, submission: Submission) =>
  produce(c, (d) => {
    d.submission = {
      ...submission,
      track: c.track,
      avatar: c.avatar,
      ...(submission.task || !c.task ? {} : { task: c.task }),
    };
    d.task = submission.task ?? c.task;
    d.revision += 1;
    d.jie = d.ding = d.hui = d.shi = null;
    d.carriedJie = [];
    d.discounted = [];
    d.pendingScenario = null;
  });

export const addEvidence = (c: PipelineContext, evidence: CommandEvidence) =>
  produce(c, (d) => {
    d.submission?.evidence.push(evidence);
    d.revision += 1;
  });

function record(
  d: PipelineContext,
  gate: AttemptRecord['gate'],
  verdict: AttemptRecord['verdict'],
  findings: VerdictFinding[],
) {
  d.history.push({
    seq: d.history.length + 1,
    revision: d.revision,
    gate,
    verdict,
    findings,
  });
  const open = d.backtrackLog.find(
    (b) => b.outcome === null && b.target === gate,
  );
  if (open) open.outcome = verdict;
}

export const runJie = (c: PipelineContext) => {
  const result = judgeJie({
    submission: current(c),
    row: row(c),
    carried: c.carriedJie,
  });
  return produce(c, (d) => {
    d.jie = result;
    record(d, 'jie', result.verdict, result.findings);
  });
};

export const runDing = (c: PipelineContext) => {
  const submission = current(c);
  const extracted = extractContract(submission.output);
  const result = judgeDing({
    submission,
    row: row(c),
    outputText: extracted.text,
    contractCitations: contractCitations(
      extracted.ok ? extracted.contract : undefined,
    ),
    discounted: c.discounted,
    pendingScenario: c.pendingScenario,
  });
  return produce(c, (d) => {
    d.ding = result;
    record(d, 'ding', result.verdict, result.findings);
  });
};

const blocking = (f: VerdictFinding) =>
  f.verdict === 'REJECT' || f.verdict === 'RETRY';

export const runHui = (c: PipelineContext) => {
  const result = judgeHui({
    submission: current(c),
    row: row(c),
    smallFixMaxLines: c.limits.smallFixMaxLines,
    discounted: c.discounted,
    jieFindings: c.jie?.findings ?? [],
    prior: c.history.flatMap((a) =>
      a.findings
        .filter(blocking)
        .map((f) => ({ gate: a.gate, policy: f.policy })),
    ),
    knownTitles: c.knownAnchorTitles,
  });
  return produce(c, (d) => {
    d.hui = result;
    record(d, 'hui', result.verdict, result.findings);
  });
};

export const runShi = (c: PipelineContext) =>
  produce(c, (d) => {
    d.shi = { stored: selectAnchors(c.hui?.candidates ?? []) };
  });

export const countRetry = (c: PipelineContext) =>
  produce(c, (d) => {
    d.counters.retries += 1;
  });

/** Counts the backtrack and hands its findings to the gate it returns to. */
export const countBacktrack = (c: PipelineContext) =>
  produce(c, (d) => {
    const backtrack = c.hui?.backtrack;
    d.counters.backtracks += 1;
    if (!backtrack) return;
    d.backtrackLog.push({
      n: d.counters.backtracks,
      target: backtrack.target,
      reason: backtrack.findings.map((f) => f.message).join('; '),
      outcome: null,
    });
    d.carriedJie = backtrack.carry;
    d.discounted = [...new Set([...c.discounted, ...backtrack.discount])];
    if (backtrack.scenario)
      d.pendingScenario = {
        mark: c.submission?.evidence.length ?? 0,
        message: backtrack.scenario,
      };
  });

/**
 * REJECT: count the redo and reset what was tied to the rejected output (seed
 * 001: 重置流水线状态).
 */
export const countRedo = (c: PipelineContext) =>
  produce(c, (d) => {
    d.counters.redos += 1;
    d.carriedJie = [];
    d.discounted = [];
    d.pendingScenario = null;
  });

export const recordEscalation = (
  c: PipelineContext,
  reason: EscalationReason,
  note?: string,
) =>
  produce(c, (d) => {
    d.escalation = escalate(reason, c.history, note);
  });

export function pipelineOutput(c: PipelineContext): PipelineOutput {
  return {
    status: c.escalation ? 'escalated' : 'completed',
    counters: c.counters,
    anchors: c.shi?.stored ?? [],
    escalation: c.escalation,
  };
}
