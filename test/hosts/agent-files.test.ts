// The six `.claude/agents/wukong-<id>.md` files parse as YAML (the `yaml`
// package, strict), and their model and tools follow seed 000's 配置总表
// Pos: test/hosts; the install plan around these files is install.test.ts
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { avatarList, avatars } from '../../policies/pipeline/avatars.js';
import { agentName } from '../../src/hosts/claude-code/avatar-brief.js';
import { agentFile } from '../../src/hosts/claude-code/install/agent-file.js';

// Seed 000, 配置总表, copied as written (emoji, Tools and Cost columns).
const SEED_TABLE = `
| 👁️ 眼 | 搜索、定位、探索 | 修改代码、执行命令 | \`{files[], findings[], summary}\` | Glob,Grep,Read | CHEAP | 10+ | 必须 |
| 👂 耳 | 澄清需求、定义AC | 实现设计、写代码 | \`{goal, AC[], constraints[], questions[]}\` | Read | CHEAP | 10+ | 可选 |
| 👃 鼻 | 审查、扫描、检测 | 修复代码、实现功能 | \`{issues[], summary, recommendation}\` | Read,Grep | CHEAP | 5+ | 必须 |
| 👅 舌 | 写测试、写文档 | 实现功能、修改业务 | \`{tests[], docs[], results{}}\` | Read,Write,Bash | MEDIUM | 2-3 | 可选 |
| ⚔️ 身 | 写代码、修复bug | 跳过测试、硬编码凭证 | \`{files_changed[], summary, tests_run}\` | All | EXPENSIVE | 1 | 禁止 |
| 🧠 意 | 架构设计、技术选型 | 写实现代码、执行命令 | \`{design, decisions[], tradeoffs[]}\` | Read,Write(.md) | EXPENSIVE | 1 | 禁止 |
`;
const seedRows = SEED_TABLE.trim()
  .split('\n')
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, avatar = '', , , , tools = '', cost = '']) => ({
    glyph: avatar.split(' ')[1],
    tools,
    cost,
  }));
// Claude Code's agent `model:`: the seed's cheap avatars on the small model,
// the expensive ones on the large.
const MODEL = { CHEAP: 'haiku', MEDIUM: 'sonnet', EXPENSIVE: 'opus' };

/** The frontmatter between the first two `---` lines, parsed strictly. */
function frontmatter(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(file);
  if (!match?.[1]) throw new Error('no frontmatter');
  const doc = parseDocument(match[1], { strict: true, uniqueKeys: true });
  expect(doc.errors).toEqual([]);
  expect(doc.warnings).toEqual([]);
  return doc.toJS() as Record<string, unknown>;
}

describe('agent files', () => {
  it('cover the seed table, one file per row', () => {
    expect(seedRows.map((r) => r.glyph)).toEqual(
      avatarList.map((a) => a.glyph),
    );
  });

  it.each(avatarList.map((row) => [row.id, row] as const))(
    '%s: valid YAML frontmatter, model from the seed cost, tools as the seed lists them',
    (_id, row) => {
      const seed = seedRows.find((r) => r.glyph === row.glyph)!;
      const front = frontmatter(agentFile(row));
      expect(front.name).toBe(agentName(row));
      expect(front.description).toMatch(/Use for: .+\. Never: .+\.$/);
      expect(front.model).toBe(MODEL[seed.cost as keyof typeof MODEL]);
      // `Write(.md)` is Write restricted to Markdown, which the gate enforces.
      const seedTools =
        seed.tools === 'All'
          ? undefined
          : seed.tools.replace('Write(.md)', 'Write').split(',').join(', ');
      expect(front.tools).toBe(seedTools);
    },
  );

  it('the old hand-joined frontmatter was invalid YAML (the reason for the library)', () => {
    const doc = parseDocument(
      'name: x\ndescription: 👁️ Explorer. Use for: search files.',
    );
    expect(doc.errors.length).toBeGreaterThan(0);
  });

  it('a description with quotes, colons and a leading # stays one string', () => {
    const row = {
      ...avatars.eye,
      title: '#1: "odd" \'title\'',
      does: [{ zh: '搜', en: 'a: b' }],
    };
    expect(frontmatter(agentFile(row)).description).toContain(
      '#1: "odd" \'title\'',
    );
  });
});
