// statedEvent(stdin) — the hook_event_name a payload states — and
// answerEvent(flag, stdin): which event a hook answers and which event a
// failure is answered as (PreToolUse whenever the flag or the payload says so,
// or neither can be read)
// Pos: src/hosts/claude-code, for `wukong hook` without --event (people copy
// `"command": "wukong hook"` from docs) and for a flag that disagrees with
// stdin; a deny answered to a non-tool event is harmless, an allow-by-silence
// on a tool call is not
export const TOOL_GATE_EVENT = 'PreToolUse';

/**
 * The payload's own hook_event_name, or '' when stdin is not a JSON object
 * naming one.
 */
export function statedEvent(stdin: string): string {
  try {
    const value = JSON.parse(stdin) as unknown;
    const name =
      value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)['hook_event_name']
        : undefined;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

/**
 * The event to answer: the flag (the settings entry), else what stdin says; ''
 * when neither names one.
 */
export const answerEvent = (flag: string | undefined, stdin: string): string =>
  flag || statedEvent(stdin);

/**
 * The event a fail-closed answer is shaped for: PreToolUse when either side
 * says PreToolUse or neither says anything.
 */
export function failureEvent(flag: string | undefined, stdin: string): string {
  const stated = statedEvent(stdin);
  if (flag === TOOL_GATE_EVENT || stated === TOOL_GATE_EVENT)
    return TOOL_GATE_EVENT;
  return flag || stated || TOOL_GATE_EVENT;
}
