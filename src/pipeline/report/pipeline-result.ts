// PipelineResult and pipelineResult(snapshot) — the `wukong verify --json`
// shape: status, gates, counters, report
// Pos: src/pipeline/report, reads a pipeline snapshot and says where it stands;
// decides nothing the machine did not already decide
import type {
  HandBackNotice,
  PipelineContext,
} from '../../../machines/pipeline.context.js';
import type { RulePatch } from '../../../policies/pipeline/hui/rule-patches.js';
import type { Escalation } from '../../../policies/pipeline/escalation.js';
import type { StoredAnchor } from '../../../policies/pipeline/shi/write-threshold.js';
import type {
  NextAction,
  VerdictFinding,
} from '../../../policies/vocabulary/finding.js';
import type { Severity } from '../../../policies/vocabulary/severity.js';
import type {
  EvidenceLevel,
  Verdict,
} from '../../../policies/vocabulary/verdict.js';
import {
  languageOf,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { pipelineReport } from './pipeline-report.js';
import type { Remembered } from './remembered.js';

/** CONFIRM: ⚠️ 需确认 — 戒 waits for a person, nothing for the avatar to fix. */
export type PipelineStatus =
  'PASS' | 'REJECT' | 'RETRY' | 'CONFIRM' | 'ESCALATED';

export interface ReportedFinding {
  policy: string;
  severity: Severity;
  verdict: Verdict;
  message: string;
  nextAction: NextAction;
}

export interface PipelineResult {
  status: PipelineStatus;
  /**
   * Where the pipeline waits: awaitingOutput (redo),
   * <track>.jie.retrying.<repair|rootCause> /
   * <track>.ding.retrying.<repair|rootCause> (RESUBMIT), completed, escalated.
   */
  state: string;
  track: string;
  avatar: string;
  gates: {
    jie: { verdict: Verdict | null; findings: ReportedFinding[] };
    ding: {
      verdict: Verdict | null;
      level: EvidenceLevel | null;
      findings: ReportedFinding[];
    };
    hui: {
      verdict: Verdict | null;
      skipped: boolean;
      rulePatches: RulePatch[];
      backtrack: { target: 'jie' | 'ding'; reason: string } | null;
    };
    shi: { anchors: StoredAnchor[] };
  };
  /**
   * Finding ids a person must confirm (`--confirm ID`) before 戒 passes.
   */
  confirm: string[];
  /** What 识 wrote to the Alaya store after this PASS, when it wrote. */
  memory: Remembered | null;
  counters: { retries: number; backtracks: number; redos: number };
  /** Seed 001's second-failure steps: a root-cause request, a backtrack warning. */
  handBack: HandBackNotice[];
  escalation: Escalation | null;
  report: string;
}

/**
 * The minimal view of a snapshot this module needs, so tests can pass plain
 * objects.
 */
export interface PipelineView {
  value: unknown;
  status: string;
  context: PipelineContext;
}

export const stateName = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}.${stateName(v)}`)
        .join(',');

/** A state where the pipeline waits for the avatar's repair (RESUBMIT, or new
 * evidence at 定): `<track>.<gate>.retrying.<repair|rootCause>`. */
export const isRetrying = (state: string): boolean =>
  /(^|\.)retrying(\.|$)/.test(state);

const report = (f: VerdictFinding): ReportedFinding => ({
  policy: f.policy,
  severity: f.severity,
  verdict: f.verdict,
  message: f.message,
  nextAction: f.nextAction,
});

const blocking = (f: VerdictFinding) =>
  f.verdict === 'REJECT' || f.verdict === 'RETRY';

/** Ids of 戒's confirm-first findings, when they are all that blocks it. */
export function awaitingConfirmation(view: PipelineView): string[] {
  const findings = (view.context.jie?.findings ?? []).filter(blocking);
  if (
    view.context.jie?.verdict !== 'RETRY' ||
    findings.length === 0 ||
    findings.some((f) => f.policy !== 'jie.security.confirm-first')
  )
    return [];
  return findings.map((f) => f.id);
}

export function statusOf(view: PipelineView): PipelineStatus {
  const state = stateName(view.value);
  if (state === 'escalated') return 'ESCALATED';
  if (state === 'completed') return 'PASS';
  // 戒 waiting for a person's --confirm (⚠️ 需确认) rather than a repair.
  if (isRetrying(state))
    return /(^|\.)jie\.retrying(\.|$)/.test(state) &&
      awaitingConfirmation(view).length
      ? 'CONFIRM'
      : 'RETRY';
  return 'REJECT';
}

/**
 * `lang` is the report's language (the caller's configured one); absent, the
 * locale's.
 */
export function pipelineResult(
  view: PipelineView,
  memory?: Remembered,
  lang: Lang = languageOf('auto', process.env),
): PipelineResult {
  const c = view.context;
  const backtrack = c.hui?.backtrack;
  const base = {
    status: statusOf(view),
    state: stateName(view.value),
    track: c.track,
    avatar: c.avatar,
    gates: {
      jie: {
        verdict: c.jie?.verdict ?? null,
        findings: (c.jie?.findings ?? []).map(report),
      },
      ding: {
        verdict: c.ding?.verdict ?? null,
        level: c.ding?.level ?? null,
        findings: (c.ding?.findings ?? []).map(report),
      },
      hui: {
        verdict: c.hui?.verdict ?? null,
        skipped: c.hui?.skipped ?? false,
        rulePatches: c.hui?.rulePatches ?? [],
        backtrack: backtrack
          ? {
              target: backtrack.target,
              reason: backtrack.findings.map((f) => f.message).join('; '),
            }
          : null,
      },
      shi: { anchors: c.shi?.stored ?? [] },
    },
    counters: { ...c.counters },
    handBack: [...c.handBack],
    escalation: c.escalation,
    confirm: awaitingConfirmation(view),
    memory: memory ?? null,
  };
  return { ...base, report: pipelineReport(view, base.status, memory, lang) };
}
