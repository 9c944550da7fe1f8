// failClosedAnswer(event, why, options) — Claude Code's answer when Wukong
// cannot decide: the fail-closed verdict of policies/gate/decision.ts as a
// PreToolUse deny, a systemMessage for any other event
// Pos: src/hosts/claude-code, the one fail-closed answer of every host:
// handle-hook.ts (the CLI and the daemon), hook-command.ts, the Agent SDK
// adapter and the CommonJS launcher. Dependency-free at run time (decision.ts,
// hook-output.ts), so the launcher may bundle it
import { failClosedFinding } from '../../../policies/gate/decision.js';
import type { HookOutput } from './hook-output.js';
import { message, permission } from './hook-output.js';

/**
 * A tool call is denied, saying why; any other event gets a message (a deny
 * answered to a non-tool event is harmless, an allow-by-silence on a tool call
 * is not). `withNext` adds what to do about it: the full CLI does; the
 * launcher's last word, given when not even the CLI could load, stays the bare
 * reason.
 */
export function failClosedAnswer(
  event: string,
  why: string,
  options: { withNext?: boolean } = {},
): HookOutput {
  if (event !== 'PreToolUse')
    return message(`Wukong could not handle ${event}: ${why}`);
  const finding = failClosedFinding(why);
  return permission(
    'deny',
    options.withNext
      ? `${finding.message}. ${finding.nextAction.detail}`
      : finding.message,
  );
}
