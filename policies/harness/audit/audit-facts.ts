// AuditFacts — the deterministic facts a harness audit scores: what the
// registry covers, what the workspace has installed, what the ledger shows
// happened, and the architecture fitness violations
// Pos: policies/harness/audit, the input shape of auditScores; gathering it
// (files, ledger) is src/harness/audit's
import type { Said } from '../../vocabulary/messages/said.js';

export interface Ratio {
  ok: number;
  total: number;
}

export interface AuditFacts {
  /** Checkpoint → policy ids registered there (the default registry). */
  registry: Readonly<Record<string, readonly string[]>>;
  /**
   * Claude Code hook events Wukong is registered for, and whether the tool
   * events match every tool.
   */
  hooks: { events: readonly string[]; allTools: boolean };
  /** Wukong's avatar agent files present (of six). */
  avatarFiles: number;
  /**
   * Capsule sections that must survive compaction and whether each is
   * non-prunable.
   */
  capsuleMustKeep: ReadonlyArray<{ id: string; nonPrunable: boolean }>;
  ledger: {
    /** PreToolUse hooks that produced a pre-tool decision. */
    preToolGated: Ratio;
    /** Write-tool PreToolUse hooks that produced a pre-write decision. */
    writesGated: Ratio;
    /** Task/Agent PreToolUse hooks that produced a pre-delegation decision. */
    delegationsGated: Ratio;
    /** SubagentStop hooks that produced a post-delegation decision. */
    subagentStopsGated: Ratio;
    /**
     * Capsules the PreCompact hook wrote (passed post-context-compile) of those
     * it built.
     */
    capsulesKept: Ratio;
    /** Loops that observed something and had at least one evaluation. */
    loopsEvaluated: Ratio;
    /** Phase moves of the runs whose gate decision is in the ledger. */
    phaseMovesGated: Ratio;
  };
  runs: { total: number; quickWithRisk: readonly string[] };
  evidence: {
    records: number;
    unreadable: readonly string[];
    verifyWithoutExit: number;
  };
  promise: {
    criteria: number;
    withVerify: number;
    verifyRefused: ReadonlyArray<{
      criterion: string;
      reason: string;
      /** `reason` as catalog data (VerifyPlan's refusal). */
      reasonSaid?: Said;
    }>;
  } | null;
  /** package.json present, and whether it has a `test` script. */
  packageJson: { present: boolean; testScript: boolean };
  /**
   * Architecture fitness violations (checked when the workspace has Wukong's
   * own layout); null: not applicable.
   */
  fitness: ReadonlyArray<{ rule: string; file: string; detail: string }> | null;
}
