// GateContext<C> — what a policy sees at checkpoint C, its subject fields and
// payload following the checkpoint — GateInput<C> (the same without
// `checkpoint`, what runGate takes), GateFacts (what the runtime looked up for
// it), CheckpointSubjects, CheckpointPayloads, WukongDirs
// Pos: policies/gate, the input shape of every gate policy (seed 004
// GateContext): the plugin contract, closed to the wings (it imports only the
// vocabulary). Facts come from src, policies never look themselves. Without a
// run, promise or fact a policy needs, that policy stays silent
import type { AvatarId } from '../vocabulary/avatar.js';
import type { Checkpoint } from '../vocabulary/checkpoint.js';
import type { EvidenceRecord } from '../vocabulary/evidence.js';
import type { CompletionPromise } from '../vocabulary/loop.js';
import type { ActiveRun, Phase } from '../vocabulary/run.js';
import type { Said } from '../vocabulary/messages/said.js';

/**
 * Wukong's folders outside the workspace, as the runtime found them
 * (GateContext.wukongDirs).
 */
export interface WukongDirs {
  /** The user-level state folder (src/platform/store/user-state-dir.ts). */
  stateDir: string;
  /**
   * The daemon's private folders: `$XDG_RUNTIME_DIR/wukong`, `<stateDir>/run`,
   * `/run/user/<uid>/wukong`.
   */
  daemonDirs: readonly string[];
  /**
   * The folder of the Wukong package that is running (its package.json), whose
   * code the hooks run; protected when it lies apart from the workspace.
   */
  installDir?: string;
  /**
   * Variables that name them (`XDG_RUNTIME_DIR`, `XDG_STATE_HOME`), so
   * `$XDG_RUNTIME_DIR/wukong` can be followed.
   */
  variables?: Readonly<Record<string, string>>;
}

/**
 * Effects the runtime performed before the gate so policies can stay pure. The
 * facts of a wing's own types are declared by that wing (`declare module
 * '…/gate/gate-context.js' { interface GateFacts { … } }`): `shell` and
 * `toolCall` by policies/security, `ship` by policies/evidence, `body` by
 * policies/harness/body.
 */
export interface GateFacts {
  /**
   * Paths resolved on disk (`..`, `~`, `$HOME` and symlinks followed), keyed by
   * the path as the tool gave it.
   */
  resolvedPaths?: Readonly<Record<string, string>>;
  /** The CompletionPromise the loop answers to (its scope bounds writes). */
  promise?: CompletionPromise;
  /**
   * package.json `scripts` of the workspace (null: there is no package.json),
   * for VerifyPlan.
   */
  scripts?: Readonly<Record<string, string>> | null;
  /**
   * Evidence records of the active run (since its promise or its execute
   * phase), oldest first.
   */
  evidence?: readonly EvidenceRecord[];
  /**
   * Sub-agents running now, with the avatar each one is (null: not an avatar).
   */
  activeSubagents?: ReadonlyArray<{ avatar: string | null }>;
  /** The last tool failure of the loop and whether a search ran after it. */
  lastToolFailure?: {
    tool: string;
    path?: string;
    notFound: boolean;
    searchedSince: boolean;
  };
  /**
   * Wukong's own state that existed and is gone or emptied (the promise, the
   * session's run state): the next tool call asks.
   */
  vanished?: ReadonlyArray<{ what: string; whatSaid?: Said; path: string }>;
}

/** Where a gate runs and who acts: the same fields at every checkpoint. */
export interface GateWhere {
  /** Where the tool runs. */
  cwd: string;
  /** The project root: paths outside it are workspace escapes. */
  workspace: string;
  /** The user's home, for `~` and `$HOME`. */
  home: string;
  /**
   * Wukong's folders outside the workspace (user-level state, the daemon's);
   * absent: derived from `home`.
   */
  wukongDirs?: WukongDirs;
  toolName?: string;
  /** The avatar the acting sub-agent is, when it is one. */
  avatar?: AvatarId;
  /**
   * The active run of work (seed 004 GateContext.run); absent: the phase
   * policies have nothing to guard.
   */
  run?: ActiveRun;
  facts?: GateFacts;
}

/**
 * Every subject a checkpoint may judge; CheckpointSubjects says which belong to
 * which checkpoint.
 */
export interface GateSubjects {
  /** A file the tool reads or writes. */
  path?: string;
  access?: 'read' | 'write';
  command?: string;
  /**
   * A URL the tool fetches or navigates to (WebFetch, an MCP fetch or browser
   * tool).
   */
  url?: string;
  /**
   * Text about to be written (Write `content`, Edit `new_string`), or written
   * (post-write).
   */
  content?: string;
  /** A tool's output, at post-tool. */
  output?: string;
  /** The phase a pre-phase-transition gate is asked about. */
  phaseTarget?: Phase;
}

type SubjectTable<T extends Record<Checkpoint, keyof GateSubjects>> = T;

/**
 * The subjects of each of seed 004's 13 checkpoints; a field not named is
 * `undefined` there.
 */
export type CheckpointSubjects = SubjectTable<{
  'pre-input': never;
  'pre-plan': never;
  'pre-phase-transition': 'phaseTarget';
  'pre-tool': 'command' | 'path' | 'access' | 'url';
  'post-tool': 'command' | 'path' | 'access' | 'output';
  'pre-write': 'path' | 'access' | 'content' | 'command';
  'post-write': 'path' | 'access' | 'content';
  'pre-verify-command': 'command';
  'post-verify-result': 'command';
  'pre-delegation': never;
  'post-delegation': never;
  'pre-context-compile': never;
  'post-context-compile': never;
}>;

/**
 * The payload a checkpoint carries, by checkpoint; a checkpoint without an
 * entry carries none. Plain payloads are here; a payload of a wing's own type
 * is declared by that wing: pre-delegation and post-delegation by
 * policies/harness/delegation, post-verify-result by policies/evidence,
 * post-context-compile by policies/context.
 */
export interface CheckpointPayloads {
  /** The question an `ask` action puts (the loop's pre-input). */
  'pre-input': { question?: string };
  /** Where a tool's output came from (a URL, a server), when it has no path. */
  'post-tool': string;
  /** What the write did: created a new file. */
  'post-write': { created?: boolean };
}

/**
 * The payload at C; for a union of checkpoints (a policy at several), any of
 * theirs.
 */
export type PayloadOf<C extends Checkpoint> = C extends keyof CheckpointPayloads
  ? CheckpointPayloads[C]
  : undefined;

/** The subjects at C: its own fields typed, every other one `undefined`. */
export type SubjectsOf<C extends Checkpoint> = {
  [K in keyof GateSubjects]?: K extends CheckpointSubjects[C]
    ? GateSubjects[K]
    : undefined;
};

/**
 * A GateContext without its checkpoint: what runGate(checkpoint, …) and the
 * context builders take.
 */
export type GateInput<C extends Checkpoint = Checkpoint> = GateWhere &
  SubjectsOf<C> & { payload?: PayloadOf<C> };

/**
 * What a policy sees at checkpoint C (seed 004 GateContext); `GateContext`
 * alone is any checkpoint's.
 */
export type GateContext<C extends Checkpoint = Checkpoint> = GateInput<C> & {
  checkpoint: C;
};
