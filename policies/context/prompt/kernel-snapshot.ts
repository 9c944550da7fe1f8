// KernelSnapshot — the structured state a prompt, a compact capsule or a
// handoff capsule is rendered from (seed 004 KernelSnapshot), and MUST_KEEP,
// what survives every compaction
// Pos: policies/context/prompt, data only; the loop runtime builds it from the
// loop and the run, the registry renders it
import type { Finding } from '../../vocabulary/finding.js';
import type {
  LoopBudget,
  LoopUsage,
  StopReport,
} from '../../vocabulary/loop.js';

export interface KernelSnapshot {
  runId: string;
  objective: string | null;
  phase: string | null;
  mode: string | null;
  acceptance: Array<{ id: string; text: string; status: string }>;
  scope: { allowed: string[]; disallowed: string[]; plan: string[] };
  /**
   * Hard-deny findings of the run: no compaction may forget them (seed 004
   * Phase 4).
   */
  hardDenies: Finding[];
  openQuestions: Array<{ id: string; text: string; blocking: boolean }>;
  /**
   * Where to pick up: the loop's state, its segment, the one next action, and
   * the stop it is in, if any.
   */
  resume: {
    state: string;
    segment: number;
    nextAction: string;
    stop: StopReport | null;
  };
  gate: {
    usage: LoopUsage;
    budget: LoopBudget;
    recent: Array<{
      checkpoint: string;
      allowed: boolean;
      traceId: string;
      policies: string[];
    }>;
  };
  writeTransactions: Array<{
    path: string;
    lines: number;
    status: 'written' | 'denied';
  }>;
  sourceAnchors: string[];
}

/** The sections seed 004 says a post-compact prompt must keep. */
export const MUST_KEEP = [
  'resume',
  'hard-denies',
  'open-questions',
  'gate-state',
  'write-transactions',
  'source-anchors',
] as const;
export type MustKeep = (typeof MUST_KEEP)[number];
