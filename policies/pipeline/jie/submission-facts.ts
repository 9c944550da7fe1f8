// JieFacts and factsOf(submission) — what `wukong verify` looked up for 戒 (each
// evidence command parsed by the real shell parser, changed paths resolved,
// callers of changed files, the findings a person confirmed)
// Pos: policies/pipeline/jie, the typed reading of Submission.facts; the
// looking-up is src/pipeline/gather-facts.ts. Pure, decides nothing
import type { WukongDirs } from '../../gate/gate-context.js';
import type { ShellAnalysis } from '../../security/commands/shell-command.js';
import type { Submission } from '../../vocabulary/submission.js';

export interface CommandFacts {
  shell: ShellAnalysis;
  /** The paths the command touches, resolved on disk (symlinks followed). */
  resolvedPaths: Readonly<Record<string, string>>;
}

export interface JieFacts {
  /** Where the submission's work happened, as the hook sees a tool call. */
  where: {
    cwd: string;
    workspace: string;
    home: string;
    wukongDirs?: WukongDirs;
  };
  /** Every evidence command, keyed by its text as submitted. */
  commands: Readonly<Record<string, CommandFacts>>;
  /** Every changed path, resolved on disk, keyed as submitted. */
  paths: Readonly<Record<string, string>>;
  /**
   * Changed source file → workspace files outside the change that import it
   * (回归风险: what else calls the changed code).
   */
  callers?: Readonly<Record<string, readonly string[]>>;
  /** Finding ids a person confirmed (`wukong verify --confirm ID`). */
  confirmed?: readonly string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The facts of a submission, or undefined when nothing was looked up (a machine
 * driven without the CLI or judgedSubmission): 戒 then fails closed on its
 * commands and paths (jie.security.unchecked, ⚠️ 需确认) instead of passing
 * them unjudged.
 */
export function factsOf(submission: Submission): JieFacts | undefined {
  const facts = submission.facts;
  if (!isRecord(facts) || !isRecord(facts['where'])) return undefined;
  if (!isRecord(facts['commands']) || !isRecord(facts['paths']))
    return undefined;
  return facts as unknown as JieFacts;
}
