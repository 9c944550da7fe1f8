// The subpath `wukong/claude-code`: Claude Code's hooks answered in-process, as
// `wukong hook`, the resident daemon and the Agent SDK adapter answer them — a
// hook's effects made ready, one payload judged failing closed, its records
// written to the ledger
// Pos: src/hosts/library, one entry of the package's exports; re-exports only.
// Installing the hooks is `wukong init`; Ruyi's and the throttle's own hook
// functions are in wukong/context and wukong/throttle

// The effects a hook needs for a workspace (ledger, gate registry, run,
// evidence and promise stores, clock), made once per call or kept by a server.
export { makeHookEnv } from '../claude-code/make-env.js';
export type { MadeEnv } from '../claude-code/make-env.js';
export type { HookEnv } from '../claude-code/hook-env.js';
// One hook invocation from its event name and raw stdin: Claude Code's hook
// JSON out; malformed input or an internal error denies a PreToolUse.
export { handleHook } from '../claude-code/handle-hook.js';
export type { HookAnswer } from '../claude-code/handle-hook.js';
// The same from an already parsed payload (`hook_event_name` says the event).
export { handleHookInput } from '../claude-code/handle-hook.js';
export type { AnyHookInput } from '../claude-code/hook-input.js';
// Append the records a handled hook asked for to the ledger in one batch (one
// lock, one fsync).
export { flushRecords } from '../claude-code/make-env.js';
// Where `wukong serve` listens for a workspace (its pid file is
// `${socketPath}.pid`), for tools that wait for or check on the resident
// daemon.
export { socketPath } from '../daemon/socket-path.js';
