// The subpath `wukong/agent-sdk`: Wukong's Claude Code decisions for programs
// that embed Claude through the Agent SDK — the same handlers as the hooks,
// only the transport differs
// Pos: src/hosts/library, one entry of the package's exports; re-exports only.
// @anthropic-ai/claude-agent-sdk is the caller's dependency, used here for
// types only

// The SDK's `hooks` option: every hook event Wukong handles (or those named)
// answered in-process, for the workspace around the cwd or the one given.
export { createWukongHooks } from '../agent-sdk/create-wukong-hooks.js';
export type { WukongSdkOptions } from '../agent-sdk/create-wukong-hooks.js';
// The SDK's `canUseTool` option: each tool call judged as PreToolUse; an ask
// goes to `onAsk`, a deny without it.
export { createWukongCanUseTool } from '../agent-sdk/create-wukong-hooks.js';
// createWukongCanUseTool() with the defaults: the workspace around the cwd,
// every ask a deny.
export { wukongCanUseTool } from '../agent-sdk/create-wukong-hooks.js';
