// Input: vocabulary (Checkpoint, AvatarId, ActiveRun, Phase, CompletionPromise, EvidenceRecord), jie/security/commands/shell-command (ShellAnalysis), jie/security/tool-calls (ToolCallFacts), evidence/ship-readiness (ShipReadiness), body/body-verdict (BodyVerdict)
// Output: GateContext — what a policy sees at a checkpoint — and GateFacts, what the runtime looked up for it
// Pos: policies/gate, the input shape of every gate policy (seed 004 GateContext); facts come from src, policies never look themselves. Without a run, promise or fact a policy needs, that policy stays silent
import type { BodyVerdict } from '../harness/body/body-verdict.js';
import type { ShipReadiness } from '../evidence/ship-readiness.js';
import type { ShellAnalysis } from '../security/commands/shell-command.js';
import type { ToolCallFacts } from '../security/tool-calls/tool-call-facts.js';
import type { WukongDirs } from '../security/self-protection/protected-surfaces.js';
import type { AvatarId } from '../vocabulary/avatar.js';
import type { Checkpoint } from '../vocabulary/checkpoint.js';
import type { EvidenceRecord } from '../vocabulary/evidence.js';
import type { CompletionPromise } from '../vocabulary/loop.js';
import type { ActiveRun, Phase } from '../vocabulary/run.js';

/** Effects the runtime performed before the gate so policies can stay pure. */
export interface GateFacts {
  /** Paths resolved on disk (`..`, `~`, `$HOME` and symlinks followed), keyed by the path as the tool gave it. */
  resolvedPaths?: Readonly<Record<string, string>>;
  /** `command` parsed by the real shell parser: every command it would run, wrappers peeled, nested strings followed.
   *  Its `source` equals `command`; a policy seeing another source treats the command as unparsed. */
  shell?: ShellAnalysis;
  /** The CompletionPromise the loop answers to (its scope bounds writes). */
  promise?: CompletionPromise;
  /** package.json `scripts` of the workspace (null: there is no package.json), for VerifyPlan. */
  scripts?: Readonly<Record<string, string>> | null;
  /** Evidence records of the active run (since its promise or its execute phase), oldest first. */
  evidence?: readonly EvidenceRecord[];
  /** What shipping would rest on, when the gate guards the move to ship. */
  ship?: ShipReadiness;
  /** Sub-agents running now, with the avatar each one is (null: not an avatar). */
  activeSubagents?: ReadonlyArray<{ avatar: string | null }>;
  /** The last tool failure of the loop and whether a search ran after it. */
  lastToolFailure?: { tool: string; path?: string; notFound: boolean; searchedSince: boolean };
  /** The body's self-check on this action (machines/checkpoint.machine.ts), for the main agent only. */
  body?: BodyVerdict;
  /** What the arguments of an MCP or unknown tool carry (its files, URLs and commands are judged as subjects of their own). */
  toolCall?: ToolCallFacts;
  /** Wukong's own state that existed and is gone or emptied (the promise, the session's run state): the next tool call asks. */
  vanished?: ReadonlyArray<{ what: string; path: string }>;
}

export interface GateContext {
  checkpoint: Checkpoint;
  /** Where the tool runs. */
  cwd: string;
  /** The project root: paths outside it are workspace escapes. */
  workspace: string;
  /** The user's home, for `~` and `$HOME`. */
  home: string;
  /** Wukong's folders outside the workspace (user-level state, the daemon's); absent: derived from `home`. */
  wukongDirs?: WukongDirs;
  toolName?: string;
  /** A file the tool reads or writes. */
  path?: string;
  access?: 'read' | 'write';
  command?: string;
  /** A URL the tool fetches or navigates to (WebFetch, an MCP fetch or browser tool). */
  url?: string;
  /** Text about to be written (Write `content`, Edit `new_string`). */
  content?: string;
  /** A tool's output, at post-tool. */
  output?: string;
  /** The avatar the acting sub-agent is, when it is one. */
  avatar?: AvatarId;
  /** The active run of work (seed 004 GateContext.run); absent: the phase policies have nothing to guard. */
  run?: ActiveRun;
  /** The phase a pre-phase-transition gate is asked about. */
  phaseTarget?: Phase;
  payload?: unknown;
  facts?: GateFacts;
}
