// Input: nothing but the language
// Output: HOOKED_EVENTS, hookCommand, mergeWukongHooks, removeWukongHooks — Claude Code settings.json `hooks` edited without touching the user's own entries; ours are recognised by their `wukong … hook --event <E>` command
// Pos: src/adapters/claude-code/install, pure JSON editing for init/uninstall; reading and writing the file is init.ts
export const HOOKED_EVENTS = [
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
  'UserPromptSubmit',
  'Stop',
  'SubagentStart',
  'SubagentStop',
  'PreCompact',
  'SessionStart',
  'SessionEnd',
] as const;

const TOOL_EVENTS = new Set(['PreToolUse', 'PostToolUse', 'PostToolUseFailure']);

interface Handler {
  type: string;
  command?: string;
  timeout?: number;
  [key: string]: unknown;
}
interface MatcherGroup {
  matcher?: string;
  hooks: Handler[];
  [key: string]: unknown;
}
export type Settings = Record<string, unknown> & { hooks?: Record<string, MatcherGroup[]> };

export const hookCommand = (base: string, event: string) => `${base} hook --event ${event}`;

const isOurs = (h: Handler) => typeof h.command === 'string' && /\bwukong\b/.test(h.command) && / hook --event \w+$/.test(h.command);

/** Drops every Wukong handler; matcher groups left empty by that go too; the user's handlers stay in place and order. */
export function removeWukongHooks(settings: Settings): Settings {
  if (!settings.hooks || typeof settings.hooks !== 'object') return settings;
  const hooks: Record<string, MatcherGroup[]> = {};
  for (const [event, groups] of Object.entries(settings.hooks)) {
    const kept = (Array.isArray(groups) ? groups : [])
      .map((g) => ({ ...g, hooks: (Array.isArray(g.hooks) ? g.hooks : []).filter((h) => !isOurs(h)) }))
      .filter((g) => g.hooks.length > 0);
    if (kept.length > 0) hooks[event] = kept;
  }
  const { hooks: _drop, ...rest } = settings;
  return Object.keys(hooks).length ? { ...rest, hooks } : rest;
}

/** Removes earlier Wukong handlers, then appends one group per event: idempotent, and a moved binary is updated. */
export function mergeWukongHooks(settings: Settings, base: string): Settings {
  const clean = removeWukongHooks(settings);
  const hooks: Record<string, MatcherGroup[]> = { ...(clean.hooks ?? {}) };
  for (const event of HOOKED_EVENTS) {
    const group: MatcherGroup = {
      ...(TOOL_EVENTS.has(event) ? { matcher: '*' } : {}),
      hooks: [{ type: 'command', command: hookCommand(base, event), timeout: 30 }],
    };
    hooks[event] = [...(hooks[event] ?? []), group];
  }
  return { ...clean, hooks };
}
