// agentFrontmatter, agentFile and MODEL_FOR_COST — the avatar table as Claude
// Code sub-agent files (`.claude/agents/wukong-<id>.md`): YAML frontmatter
// written by the yaml package (name, description, tools as seed 000 lists
// them, disallowed tools, model from the seed's cost, background) and the brief
// Pos: src/hosts/claude-code/install, used by `wukong init` only, so the YAML
// library stays off the hook's path; the contract block is ../avatar-brief.ts
import { stringify } from 'yaml';
import type { AvatarRow } from '../../../../policies/pipeline/avatars.js';
import type { Cost } from '../../../../policies/vocabulary/avatar.js';
import {
  AGENT_MARK,
  HOST_TOOLS,
  agentName,
  contractBlock,
} from '../avatar-brief.js';

/**
 * Claude Code's agent `model:` for the seed's cost column (seed 000 配置总表):
 * a cheap avatar runs on the small model, an expensive one on the large, a
 * medium one on the middle tier. Claude Code accepts `haiku | sonnet | opus |
 * inherit`.
 */
export const MODEL_FOR_COST: Readonly<Record<Cost, AgentModel>> = {
  CHEAP: 'haiku',
  MEDIUM: 'sonnet',
  EXPENSIVE: 'opus',
};
export type AgentModel = 'haiku' | 'sonnet' | 'opus' | 'inherit';

/**
 * The frontmatter fields of the avatar's agent file. `tools` is exactly the
 * seed's Tools column (omitted for body's "All", so it inherits every tool);
 * `disallowedTools` spells out the forbidden ones with their host variants.
 */
export function agentFrontmatter(row: AvatarRow): Record<string, unknown> {
  const tools = row.tools.any ? [] : row.tools.allowed;
  const disallowed = row.tools.forbidden.flatMap((t) => HOST_TOOLS[t] ?? [t]);
  return {
    name: agentName(row),
    description: `${row.emoji} ${row.title} (${row.glyph}, ${row.capability}). Use for: ${row.does.map((d) => d.en).join(', ')}. Never: ${row.donts.map((d) => d.en).join(', ')}.`,
    ...(tools.length ? { tools: tools.join(', ') } : {}),
    ...(disallowed.length ? { disallowedTools: disallowed.join(', ') } : {}),
    model: MODEL_FOR_COST[row.cost],
    ...(row.background === 'required'
      ? { background: true }
      : row.background === 'forbidden'
        ? { background: false }
        : {}),
  };
}

/**
 * A Claude Code sub-agent file for the avatar: YAML frontmatter written by a
 * YAML library (a hand-joined `description: … Use for: …` is not valid YAML:
 * the second `: ` starts a mapping) and its brief.
 */
export function agentFile(row: AvatarRow): string {
  const front = [
    '---',
    stringify(agentFrontmatter(row), { lineWidth: 0 }).trimEnd(),
    '---',
  ];
  const body = [
    AGENT_MARK,
    '',
    `# ${row.emoji} ${row.glyph} — ${row.title}`,
    '',
    `Do: ${row.does.map((d) => `${d.en} (${d.zh})`).join('; ')}.`,
    `Don't: ${row.donts.map((d) => `${d.en} (${d.zh})`).join('; ')}.`,
    ...(row.tools.writeOnly ? ['Write only Markdown files.'] : []),
    ...(row.mayChange === 'tests-and-docs'
      ? ['Change tests and docs only, never business code.']
      : []),
    `Cost ${row.cost}; at most ${row.maxConcurrent.label} of you run at once.`,
    '',
    'Wukong enforces these rights on every tool call you make and checks your final message when you stop.',
    '',
    contractBlock(row),
    '',
  ];
  return `${[...front, ...body].join('\n')}`;
}
