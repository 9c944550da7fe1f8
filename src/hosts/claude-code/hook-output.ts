// HookOutput and builders — Claude Code's hook JSON exactly as documented:
// PreToolUse permissionDecision, block decisions, additionalContext,
// systemMessage, and `halt` (continue: false with a stopReason for the user);
// each string capped below Claude Code's 10,000-character limit
// Pos: src/hosts/claude-code, the only place that knows Claude Code's output
// shapes; handlers decide, this formats
export type PermissionVerb = 'allow' | 'deny' | 'ask';

export interface HookOutput {
  continue?: boolean;
  stopReason?: string;
  decision?: 'block';
  reason?: string;
  systemMessage?: string;
  hookSpecificOutput?: {
    hookEventName: string;
    permissionDecision?: PermissionVerb;
    permissionDecisionReason?: string;
    updatedInput?: Record<string, unknown>;
    additionalContext?: string;
  };
}

/**
 * Claude Code moves anything longer than 10,000 characters to a file; stay
 * below it and say so.
 */
export const LIMIT = 9_500;
export const cap = (text: string) =>
  text.length <= LIMIT
    ? text
    : `${text.slice(0, LIMIT - 60)}\n… [wukong: ${text.length - LIMIT + 60} more characters cut]`;

export function permission(
  verb: PermissionVerb,
  reason: string,
  extra: {
    additionalContext?: string;
    updatedInput?: Record<string, unknown>;
  } = {},
): HookOutput {
  return {
    hookSpecificOutput: {
      hookEventName: 'PreToolUse',
      permissionDecision: verb,
      permissionDecisionReason: cap(reason),
      ...(extra.additionalContext
        ? { additionalContext: cap(extra.additionalContext) }
        : {}),
      ...(extra.updatedInput ? { updatedInput: extra.updatedInput } : {}),
    },
  };
}

export function context(event: string, text: string): HookOutput {
  return {
    hookSpecificOutput: { hookEventName: event, additionalContext: cap(text) },
  };
}

export function block(reason: string): HookOutput {
  return { decision: 'block', reason: cap(reason) };
}

export function message(text: string): HookOutput {
  return { systemMessage: cap(text) };
}

/**
 * Stops Claude Code itself (`continue: false`): `stopReason` is shown to the
 * user, not to the model.
 */
export function halt(stopReason: string, output: HookOutput = {}): HookOutput {
  return { ...output, continue: false, stopReason: cap(stopReason) };
}
