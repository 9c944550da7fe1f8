// The subpath `wukong/sandbox`: Wukong's kernel sandbox for embedded runners —
// the profile built from the policy tables, bubblewrap's argv for it, a command
// run inside it, the allowlisting proxy, and whether a sandbox can run here at
// all
// Pos: src/hosts/library, one entry of the package's exports; re-exports only.
// The Claude Code hook wraps Bash with the same pieces

// Run one bash command (or an argv) inside the workspace's sandbox and collect
// its output; throws SandboxUnavailableError, never runs bare.
export { sandboxedSpawn } from '../../sandbox/spawn.js';
export type {
  SandboxedSpawnOptions,
  SandboxedRun,
} from '../../sandbox/spawn.js';
// What sandboxedSpawn throws where no sandbox can run; `reason` says why.
export { SandboxUnavailableError } from '../../sandbox/spawn.js';
// The argv (bwrap first) that runs a command sandboxed, for a runner that
// spawns it itself.
export { sandboxArgv } from '../../sandbox/spawn.js';
// The profile of one workspace as it is on disk (what exists, `.env*` files
// above it, its local git remotes).
export { profileOf } from '../../sandbox/workspace-profile.js';
// The profile builder itself, pure: the workspace read-write except Wukong's
// files and the execution surfaces, secrets hidden, network by allowlist.
export { sandboxProfile } from '../../sandbox/profile.js';
export type { SandboxProfile, ProfileInput } from '../../sandbox/profile.js';
// The secret stores below HOME the profile hides (seed 000's sensitive paths).
export { SECRET_STORES } from '../../sandbox/profile.js';
// A profile as bubblewrap's argv around one command.
export { bwrapArgv } from '../../sandbox/bwrap-argv.js';
// bwrap's argv as one shell line of single-quoted words (Claude Code's Bash
// input).
export { wrappedCommand } from '../../sandbox/wrap-command.js';
// The same line inside the frame that carries the command's final `cd` back to
// the calling shell (argv built with `reportCwd: true`).
export { carriedCwdCommand } from '../../sandbox/wrap-command.js';
// Whether a sandbox can run here (bubblewrap, user namespaces, one cached
// probe) and why not.
export { sandboxStatus } from '../../sandbox/detect.js';
export type { SandboxStatus } from '../../sandbox/detect.js';
// The allowlisting HTTP/CONNECT proxy on a Unix socket a sandbox reaches the
// network through.
export { startProxy } from '../../sandbox/proxy.js';
// Claude Code's own `sandbox` settings for a profile.
export { nativeSandboxSettings } from '../../sandbox/native-settings.js';
