// The entry of dist/hook.cjs: what the launcher calls when it answers a hook
// itself (no daemon answered)
// Pos: src/hosts/cli, re-exports after zod-jitless (first, so every schema is
// built without the JIT); the bundle holds the hook command and what its events
// need, nothing of the other commands
import './zod-jitless.js';

export { hookCommand } from './hook-command.js';
export { useCompiledBashWasm } from '../../platform/shell/bash-parser.js';
