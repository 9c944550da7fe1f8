// HOOKED_EVENTS, hookCommand, isWukongHookCommand, mergeWukongHooks,
// removeWukongHooks — Claude Code settings.json `hooks` edited without touching
// the user's own entries; ours are recognised by their `wukong … hook --event
// <E>` command (PreToolUse's with its `|| exit 2` tail)
// Pos: src/hosts/claude-code/install, pure JSON editing for init/uninstall;
// reading and writing the file is init.ts
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

const TOOL_EVENTS = new Set([
  'PreToolUse',
  'PostToolUse',
  'PostToolUseFailure',
]);

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
export type Settings = Record<string, unknown> & {
  hooks?: Record<string, MatcherGroup[]>;
};

/**
 * PreToolUse only: when the command cannot even start (dist/wukong.cjs missing
 * mid-rebuild, node gone: exit 1 or 127, which Claude Code treats as "go on"),
 * `|| exit 2` blocks the call instead, with node's error as the reason. The
 * launcher itself never exits non-zero on a hook, so the tail changes nothing
 * else. /bin/sh and bash both read it. Other events keep their exit code: exit
 * 2 on Stop would keep the agent going, on UserPromptSubmit erase the prompt.
 */
const FAIL_CLOSED_TAIL = ' || exit 2';
export const hookCommand = (base: string, event: string) =>
  `${base} hook --event ${event}${event === 'PreToolUse' ? FAIL_CLOSED_TAIL : ''}`;

/**
 * A handler command `wukong init` wrote (any version: with or without the
 * PreToolUse tail).
 */
export const isWukongHookCommand = (command: unknown): boolean =>
  typeof command === 'string' &&
  /\bwukong\b/.test(command) &&
  / hook --event \w+( \|\| exit 2)?$/.test(command);
const isOurs = (h: Handler) => isWukongHookCommand(h.command);

/**
 * Drops every Wukong handler; matcher groups left empty by that go too; the
 * user's handlers stay in place and order.
 */
export function removeWukongHooks(settings: Settings): Settings {
  if (!settings.hooks || typeof settings.hooks !== 'object') return settings;
  const hooks: Record<string, MatcherGroup[]> = {};
  for (const [event, groups] of Object.entries(settings.hooks)) {
    const kept = (Array.isArray(groups) ? groups : [])
      .map((g) => ({
        ...g,
        hooks: (Array.isArray(g.hooks) ? g.hooks : []).filter(
          (h) => !isOurs(h),
        ),
      }))
      .filter((g) => g.hooks.length > 0);
    if (kept.length > 0) hooks[event] = kept;
  }
  const { hooks: _drop, ...rest } = settings;
  return Object.keys(hooks).length ? { ...rest, hooks } : rest;
}

/**
 * Removes earlier Wukong handlers, then appends one group per event:
 * idempotent, and a moved binary is updated.
 */
export function mergeWukongHooks(settings: Settings, base: string): Settings {
  const clean = removeWukongHooks(settings);
  const hooks: Record<string, MatcherGroup[]> = { ...(clean.hooks ?? {}) };
  for (const event of HOOKED_EVENTS) {
    const group: MatcherGroup = {
      ...(TOOL_EVENTS.has(event) ? { matcher: '*' } : {}),
      hooks: [
        { type: 'command', command: hookCommand(base, event), timeout: 30 },
      ],
    };
    hooks[event] = [...(hooks[event] ?? []), group];
  }
  return { ...clean, hooks };
}
