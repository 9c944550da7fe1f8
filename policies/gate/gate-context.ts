// Input: vocabulary (Checkpoint, AvatarId), jie/security/commands/shell-command (ShellAnalysis)
// Output: GateContext — what a policy sees at a checkpoint — and GateFacts, what the runtime looked up for it
// Pos: policies/gate, the input shape of every gate policy (seed 004 GateContext); facts come from src, policies never look themselves
import type { AvatarId } from '../vocabulary/avatar.js';
import type { Checkpoint } from '../vocabulary/checkpoint.js';
import type { ShellAnalysis } from '../jie/security/commands/shell-command.js';

/** Effects the runtime performed before the gate so policies can stay pure. */
export interface GateFacts {
  /** Paths resolved on disk (`..`, `~`, `$HOME` and symlinks followed), keyed by the path as the tool gave it. */
  resolvedPaths?: Readonly<Record<string, string>>;
  /** `command` parsed by the real shell parser: every command it would run, wrappers peeled, nested strings followed.
   *  Its `source` equals `command`; a policy seeing another source treats the command as unparsed. */
  shell?: ShellAnalysis;
}

export interface GateContext {
  checkpoint: Checkpoint;
  /** Where the tool runs. */
  cwd: string;
  /** The project root: paths outside it are workspace escapes. */
  workspace: string;
  /** The user's home, for `~` and `$HOME`. */
  home: string;
  toolName?: string;
  /** A file the tool reads or writes. */
  path?: string;
  access?: 'read' | 'write';
  command?: string;
  /** Text about to be written (Write `content`, Edit `new_string`). */
  content?: string;
  /** A tool's output, at post-tool. */
  output?: string;
  /** The avatar the acting sub-agent is, when it is one. */
  avatar?: AvatarId;
  payload?: unknown;
  facts?: GateFacts;
}
