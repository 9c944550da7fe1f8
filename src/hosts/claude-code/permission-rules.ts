// userBashRule, claudeSandboxOn — the user's own Claude Code permission rules
// for Bash (`permissions.deny` / `ask` in the managed, user, project and local
// settings) judged on the original command, and whether Claude Code's own
// sandbox is on: once Wukong hands Claude Code a wrapped command, Claude Code
// matches its rules against the wrapper (research/sandbox.md §3), so the hook
// re-applies them to what the agent asked for
// Pos: src/hosts/claude-code, reads the settings files; matching is
// bashRuleMatches (Claude Code's `Bash(prefix:*)`, `Bash(glob *)`, `Bash`)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Json = Record<string, unknown>;

/** The settings files Claude Code reads, most authoritative first. */
export function settingsFiles(workspace: string, home: string): string[] {
  return [
    '/etc/claude-code/managed-settings.json',
    join(workspace, '.claude', 'settings.local.json'),
    join(workspace, '.claude', 'settings.json'),
    ...(home ? [join(home, '.claude', 'settings.json')] : []),
  ];
}

function readSettings(path: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Json)
      : undefined;
  } catch {
    return undefined;
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether one rule (`Bash`, `Bash(npm test)`, `Bash(git push:*)`, `Bash(git
 * push *)`) matches `command` or one of its `&&`/`||`/`;`/`|` parts.
 */
export function bashRuleMatches(rule: string, command: string): boolean {
  const m = /^Bash(?:\((.*)\))?$/s.exec(rule.trim());
  if (!m) return false;
  const body = m[1];
  if (body === undefined || body === '' || body === '*') return true;
  const parts = [
    command.trim(),
    ...command.split(/&&|\|\||;|\||\n/).map((p) => p.trim()),
  ].filter(Boolean);
  const pattern = body.endsWith(':*')
    ? new RegExp(`^${escape(body.slice(0, -2))}(?:\\s.*)?$`, 's')
    : new RegExp(`^${body.split('*').map(escape).join('.*')}$`, 's');
  return parts.some((p) => pattern.test(p));
}

export interface UserRule {
  verb: 'deny' | 'ask';
  rule: string;
  file: string;
}

/**
 * The first deny rule, else the first ask rule, of the user's settings that
 * matches the original Bash command.
 */
export function userBashRule(
  command: string,
  workspace: string,
  home: string,
): UserRule | undefined {
  let ask: UserRule | undefined;
  for (const file of settingsFiles(workspace, home)) {
    const permissions = readSettings(file)?.['permissions'];
    if (!permissions || typeof permissions !== 'object') continue;
    for (const verb of ['deny', 'ask'] as const) {
      const rules = (permissions as Json)[verb];
      if (!Array.isArray(rules)) continue;
      for (const rule of rules)
        if (typeof rule === 'string' && bashRuleMatches(rule, command)) {
          if (verb === 'deny') return { verb, rule, file };
          ask ??= { verb, rule, file };
        }
    }
  }
  return ask;
}

/** Claude Code's own sandbox (`sandbox.enabled`) is on in some settings file. */
export function claudeSandboxOn(workspace: string, home: string): boolean {
  return settingsFiles(workspace, home).some((file) => {
    const sandbox = readSettings(file)?.['sandbox'];
    return (
      !!sandbox &&
      typeof sandbox === 'object' &&
      (sandbox as Json)['enabled'] === true
    );
  });
}
