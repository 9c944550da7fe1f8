// claudeCodeFile(absolute, home) — Claude Code's own working files, which are
// not the user's secrets: its plan-mode file (`~/.claude/plans/<name>.md`) and
// the tool outputs it saved for the agent to read back
// (`~/.claude/projects/<project>/<session>/tool-results/<file>`)
// Pos: policies/security/paths, two exact shapes and nothing else:
// ~/.claude/settings.json, ~/.claude.json, credentials and transcripts stay
// what they were. Paths arrive resolved (symlinks followed), so a link planted
// at one of these names is judged where it leads
export type ClaudeCodeFile = 'plan' | 'tool-result';

const SEGMENT = String.raw`(?!\.{1,2}/)[^/]+`;
const PLAN = new RegExp(String.raw`^/\.claude/plans/(?!\.)[^/]+\.md$`);
const TOOL_RESULT = new RegExp(
  String.raw`^/\.claude/projects/${SEGMENT}/${SEGMENT}/tool-results/(?!\.)[^/]+$`,
);

export function claudeCodeFile(
  absolute: string,
  home: string,
): ClaudeCodeFile | undefined {
  const h = home.replace(/\/+$/, '');
  if (!h || !absolute.startsWith(`${h}/`)) return undefined;
  const rest = absolute.slice(h.length);
  if (PLAN.test(rest)) return 'plan';
  if (TOOL_RESULT.test(`${rest}`)) return 'tool-result';
  return undefined;
}

/**
 * Claude Code writes and reads its plan; the agent only reads back saved
 * outputs.
 */
export const claudeCodeMayUse = (
  file: ClaudeCodeFile | undefined,
  access: 'read' | 'write',
) => file === 'plan' || (file === 'tool-result' && access === 'read');
