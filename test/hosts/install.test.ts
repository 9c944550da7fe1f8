// `wukong init` / `uninstall` planning: the user's hooks and agents kept,
// idempotence, exact removal, dry-run diffs
// Pos: test/hosts; the same through the built binary is
// test/e2e/claude-code.test.ts
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { avatars } from '../../policies/pipeline/avatars.js';
import {
  AGENT_MARK,
  contractBlock,
  exampleOf,
} from '../../src/hosts/claude-code/avatar-brief.js';
import { agentFile } from '../../src/hosts/claude-code/install/agent-file.js';
import {
  applyPlan,
  planDiff,
  planInstall,
  planUninstall,
} from '../../src/hosts/claude-code/install/init.js';
import {
  HOOKED_EVENTS,
  mergeWukongHooks,
  removeWukongHooks,
} from '../../policies/vocabulary/claude-code-hooks.js';

const CMD = '/usr/bin/node /opt/wukong/dist/wukong.cjs';
const userSettings = {
  permissions: { deny: ['Read(./.env)'] },
  hooks: {
    PreToolUse: [
      {
        matcher: 'Bash',
        hooks: [{ type: 'command', command: './my-guard.sh' }],
      },
    ],
  },
};

describe('settings.json hooks', () => {
  it("adds one Wukong handler per event after the user's own, and is idempotent", () => {
    const once = mergeWukongHooks(userSettings, CMD);
    expect(once['permissions']).toEqual(userSettings.permissions);
    expect(once.hooks?.['PreToolUse']).toEqual([
      {
        matcher: 'Bash',
        hooks: [{ type: 'command', command: './my-guard.sh' }],
      },
      {
        matcher: '*',
        hooks: [
          {
            type: 'command',
            command: `${CMD} hook --event PreToolUse || exit 2`,
            timeout: 30,
          },
        ],
      },
    ]);
    expect(once.hooks?.['Stop']?.[0]?.hooks[0]?.command).toBe(
      `${CMD} hook --event Stop`,
    );
    expect(Object.keys(once.hooks ?? {}).sort()).toEqual(
      [...HOOKED_EVENTS].sort(),
    );
    expect(mergeWukongHooks(once, CMD)).toEqual(once);
    const moved = mergeWukongHooks(once, '/new/wukong');
    expect(JSON.stringify(moved)).not.toContain(CMD);
    expect(moved.hooks?.['Stop']).toHaveLength(1);
  });

  it('replaces a PreToolUse handler written before the fail-closed tail', () => {
    const before = {
      hooks: {
        PreToolUse: [
          {
            matcher: '*',
            hooks: [
              {
                type: 'command',
                command: `${CMD} hook --event PreToolUse`,
                timeout: 30,
              },
            ],
          },
        ],
      },
    };
    expect(mergeWukongHooks(before, CMD).hooks?.['PreToolUse']).toEqual([
      {
        matcher: '*',
        hooks: [
          {
            type: 'command',
            command: `${CMD} hook --event PreToolUse || exit 2`,
            timeout: 30,
          },
        ],
      },
    ]);
  });

  it("removes exactly Wukong's handlers", () => {
    expect(removeWukongHooks(mergeWukongHooks(userSettings, CMD))).toEqual(
      userSettings,
    );
    expect(removeWukongHooks(mergeWukongHooks({}, CMD))).toEqual({});
  });
});

describe('avatar agent files', () => {
  it('derive tools, forbidden tools, background and the contract JSON from the avatar table', () => {
    const eye = agentFile(avatars.eye);
    expect(eye).toMatch(/^---\nname: wukong-eye\n/);
    expect(eye).toContain('tools: Glob, Grep, Read');
    expect(eye).toContain(
      'disallowedTools: Write, Edit, MultiEdit, NotebookEdit, Bash, Task, Agent',
    );
    expect(eye).toContain('background: true');
    expect(eye).toContain(AGENT_MARK);
    expect(agentFile(avatars.body)).not.toMatch(/\ntools:/);
    expect(exampleOf(avatars.nose.outputContract)).toEqual({
      issues: [
        {
          severity: 'CRITICAL|HIGH|MEDIUM|LOW',
          location: '<location>',
          description: '<description>',
        },
      ],
      summary: '<summary>',
      recommendation: '<recommendation>',
    });
    const block = contractBlock(avatars.tongue);
    expect(JSON.parse(block.split('```json\n')[1]!.split('\n```')[0]!)).toEqual(
      {
        tests: ['<test>'],
        docs: ['<doc>'],
        results: { passed: 0, failed: 0, skipped: 0 },
        tools_used: ['<tool>'],
      },
    );
  });
});

describe('init and uninstall', () => {
  const repo = () => {
    const dir = mkdtempSync(join(tmpdir(), 'wukong-init-'));
    mkdirSync(join(dir, '.claude', 'agents'), { recursive: true });
    writeFileSync(
      join(dir, '.claude', 'settings.json'),
      JSON.stringify(userSettings, null, 2),
    );
    writeFileSync(
      join(dir, '.claude', 'agents', 'reviewer.md'),
      '---\nname: reviewer\n---\nmine\n',
    );
    writeFileSync(
      join(dir, '.claude', 'agents', 'wukong-nose.md'),
      'a file of my own that happens to share the name\n',
    );
    writeFileSync(join(dir, '.gitignore'), 'node_modules/');
    return dir;
  };
  const read = (dir: string, p: string) => readFileSync(join(dir, p), 'utf8');

  it('installs hooks, avatars, config and .gitignore, keeping what the user had', () => {
    const dir = repo();
    const plan = planInstall(dir, CMD);
    expect(plan.warnings).toEqual([
      expect.stringMatching(/wukong-nose\.md exists and is not Wukong's/),
    ]);
    applyPlan(dir, plan);
    const settings = JSON.parse(read(dir, '.claude/settings.json'));
    expect(settings.permissions).toEqual(userSettings.permissions);
    expect(settings.hooks.PreToolUse[0].hooks[0].command).toBe('./my-guard.sh');
    expect(read(dir, '.claude/agents/reviewer.md')).toContain('mine');
    expect(read(dir, '.claude/agents/wukong-nose.md')).toContain(
      'a file of my own',
    );
    expect(existsSync(join(dir, '.claude/agents/wukong-body.md'))).toBe(true);
    expect(
      JSON.parse(read(dir, 'wukong.config.json')).hooks.stopBlockLimit,
    ).toBe(3);
    expect(read(dir, '.gitignore')).toBe('node_modules/\n.wukong/\n');
    expect(planInstall(dir, CMD).changes).toEqual([]);
  });

  it('prints a dry run as a unified diff and writes nothing', () => {
    const dir = repo();
    const plan = planInstall(dir, CMD);
    const diff = planDiff(plan);
    expect(diff).toContain('+++ b/.claude/settings.json');
    expect(diff).toContain('--- /dev/null\n+++ b/.claude/agents/wukong-eye.md');
    expect(existsSync(join(dir, 'wukong.config.json'))).toBe(false);
  });

  it('uninstalls exactly what init added, keeping files the user changed since', () => {
    const dir = repo();
    const before = {
      settings: read(dir, '.claude/settings.json'),
      ignore: read(dir, '.gitignore'),
    };
    applyPlan(dir, planInstall(dir, CMD));
    writeFileSync(
      join(dir, '.claude/agents/wukong-mind.md'),
      `${read(dir, '.claude/agents/wukong-mind.md')}\nmy note\n`,
    );
    const plan = planUninstall(dir);
    expect(plan.warnings).toEqual([
      '.claude/agents/wukong-mind.md changed since init; left in place',
    ]);
    applyPlan(dir, plan);
    // Byte for byte: the user's formatting and a .gitignore without its final
    // newline come back as they were.
    expect(read(dir, '.claude/settings.json')).toBe(before.settings);
    expect(read(dir, '.gitignore')).toBe(before.ignore);
    expect(existsSync(join(dir, 'wukong.config.json'))).toBe(false);
    expect(existsSync(join(dir, '.claude/agents/wukong-eye.md'))).toBe(false);
    expect(existsSync(join(dir, '.claude/agents/wukong-mind.md'))).toBe(true);
    expect(existsSync(join(dir, '.claude/agents/wukong-nose.md'))).toBe(true);
    expect(existsSync(join(dir, '.wukong/install.json'))).toBe(false);
    expect(() => planUninstall(dir)).toThrow(/not installed here/);
  });

  it('refuses a settings.json that is not JSON, writing nothing', () => {
    const dir = repo();
    writeFileSync(join(dir, '.claude', 'settings.json'), '{ "hooks": ');
    expect(() => planInstall(dir, CMD)).toThrow(
      /settings\.json is not a valid JSON object/,
    );
  });
});
