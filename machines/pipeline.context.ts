// PipelineInput, PipelineContext, PipelineEvent, PipelineOutput, and the pure
// context steps the machine's actions apply
// Pos: machines, the data half of the pipeline machine: every step is (context,
// event) → context, calling policies, doing no I/O
import { produce } from 'immer';
import { avatars } from '../policies/pipeline/avatars.js';
import type { AvatarKind } from '../policies/pipeline/tracks/track-policy.js';
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
import { message, type Lang } from '../policies/vocabulary/messages/index.js';
import { TRACKS, trackPolicies } from '../policies/pipeline/tracks/index.js';

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
  /**
   * The language the gates word their findings, hand-backs and patches in
   * (default English); the edge picks it (languageOf).
   */
  language?: Lang;
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
  /** The avatar's kind (seed 000's table): analysis avatars need L1 only. */
  avatarKind: AvatarKind;
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
  /**
   * What the hand-back to the avatar says beyond the findings: seed 001's
   * second-failure steps (a root-cause analysis before the next fix, a warning
   * on the second backtrack). Cleared by a new output.
   */
  handBack: HandBackNotice[];
  escalation: Escalation | null;
  /** The gates' language; absent in a state saved before it existed: en. */
  lang?: Lang;
}

export interface HandBackNotice {
  kind: 'root-cause' | 'backtrack-warning';
  message: string;
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
  if (!Object.hasOwn(trackPolicies, input.track))
    throw new TypeError(
      `pipeline: unknown track ${JSON.stringify(input.track)}; allowed: ${TRACKS.join(', ')}`,
    );
  if (!Object.hasOwn(avatars, input.avatar))
    throw new TypeError(
      `pipeline: unknown avatar ${JSON.stringify(input.avatar)}; allowed: ${Object.keys(avatars).join(', ')}`,
    );
  return {
    track: input.track,
    avatar: input.avatar,
    avatarKind: avatars[input.avatar].kind,
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
    handBack: [],
    escalation: null,
    lang: input.language ?? 'en',
  };
}

const row = (c: PipelineContext) => avatars[c.avatar];
const langOf = (c: PipelineContext): Lang => c.lang ?? 'en';
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
    d.handBack = [];
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
    lang: langOf(c),
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
    lang: langOf(c),
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
    lang: langOf(c),
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

/** 第 2 次失败 → 分析根本原因，再修复: the hand-back asks for the cause first. */
export const askRootCause = (c: PipelineContext) =>
  produce(c, (d) => {
    d.handBack.push({
      kind: 'root-cause',
      message: message('pipeline.hand-back.root-cause', langOf(c), {
        n: c.counters.retries,
        limit: c.limits.retry,
      }),
    });
  });

/** 回溯 2 次 → 警告，详细分析: the re-check goes on, with a warning. */
export const warnBacktrack = (c: PipelineContext) =>
  produce(c, (d) => {
    d.handBack.push({
      kind: 'backtrack-warning',
      message: message('pipeline.hand-back.backtrack-warning', langOf(c), {
        n: c.counters.backtracks,
        limit: c.limits.backtrack,
        log: d.backtrackLog
          .map(
            (b) => `#${b.n} → ${b.target === 'jie' ? '戒' : '定'}: ${b.reason}`,
          )
          .join('; '),
      }),
    });
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
    d.escalation = escalate(reason, c.history, note, langOf(c));
  });

export function pipelineOutput(c: PipelineContext): PipelineOutput {
  return {
    status: c.escalation ? 'escalated' : 'completed',
    counters: c.counters,
    anchors: c.shi?.stored ?? [],
    escalation: c.escalation,
  };
}
