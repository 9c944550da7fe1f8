// Tests of Claude Code's own files at the path gate: the plan-mode file
// (~/.claude/plans/*.md) may be written and the saved tool outputs
// (~/.claude/projects/*/*/tool-results/*) read, and nothing else under
// ~/.claude changes verdict: settings, ~/.claude.json, credentials,
// transcripts, look-alike paths, `..` tricks and symlinks planted at those
// names
// Pos: test/security, the exception pinned with the real path policies on a
// real temporary home (symlinks are real files)
import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityPolicies } from '../../policies/security/gate-policies.js';
import { claudeCodeFile } from '../../policies/security/paths/claude-code-files.js';
import { pathGateContext } from '../../src/harness/gate/prepare-context.js';
import { PolicyRegistry } from '../../src/harness/gate/registry.js';
import { decisionVerb, runGate } from '../../src/harness/gate/run-gate.js';

const home = realpathSync(mkdtempSync(join(tmpdir(), 'wukong-home-')));
const ws = join(home, 'project');
mkdirSync(ws);
const registry = new PolicyRegistry(securityPolicies());
const session = '8463c716-a2ea-4c14-9efa-87158ebd9f20';
const result = `${home}/.claude/projects/-home-u-project/${session}/tool-results/toolu_019CpL49DWBenUxVVCWEXz3L.txt`;

function verb(path: string, access: 'read' | 'write') {
  const where = { cwd: ws, workspace: ws, home };
  const checkpoint = access === 'write' ? 'pre-write' : 'pre-tool';
  return decisionVerb(
    runGate(
      checkpoint,
      pathGateContext(path, access, where, {
        toolName: access === 'write' ? 'Write' : 'Read',
      }),
      { registry, traceId: 't' },
    ),
  );
}

describe("Claude Code's own files", () => {
  it('recognises exactly the two shapes', () => {
    expect(
      claudeCodeFile(
        `${home}/.claude/plans/drifting-tumbling-whisper.md`,
        home,
      ),
    ).toBe('plan');
    expect(claudeCodeFile(result, home)).toBe('tool-result');
    for (const other of [
      `${home}/.claude/settings.json`,
      `${home}/.claude.json`,
      `${home}/.claude/.credentials.json`,
      `${home}/.claude/plans/sub/x.md`,
      `${home}/.claude/plans/x.sh`,
      `${home}/.claude/plans/.hidden.md`,
      `${home}/.claude/projects/-home-u-project/${session}.jsonl`,
      `${home}/.claude/projects/-home-u-project/${session}/tool-results/deeper/x.txt`,
      `${home}/.claude/projects/-home-u-project/tool-results/x.txt`,
      `/elsewhere/.claude/plans/x.md`,
    ]) {
      expect(claudeCodeFile(other, home), other).toBeUndefined();
    }
  });

  it('lets plan mode write its plan and the agent read back saved tool outputs (found: denied and asked before)', () => {
    expect(
      verb(`${home}/.claude/plans/drifting-tumbling-whisper.md`, 'write'),
    ).toBe('allow');
    expect(verb('~/.claude/plans/drifting-tumbling-whisper.md', 'write')).toBe(
      'allow',
    );
    expect(
      verb(`${home}/.claude/plans/drifting-tumbling-whisper.md`, 'read'),
    ).toBe('allow');
    expect(verb(result, 'read')).toBe('allow');
  });

  it('keeps every other verdict under ~/.claude', () => {
    expect(verb(result, 'write')).toBe('deny');
    expect(verb(`${home}/.claude/settings.json`, 'write')).toBe('deny');
    expect(verb(`${home}/.claude/settings.json`, 'read')).toBe('ask');
    expect(verb(`${home}/.claude.json`, 'read')).toBe('ask');
    expect(verb(`${home}/.claude/.credentials.json`, 'read')).toBe('ask');
    expect(
      verb(`${home}/.claude/projects/-home-u-project/${session}.jsonl`, 'read'),
    ).toBe('ask');
    expect(verb(`${home}/.claude/plans/x.sh`, 'write')).toBe('deny');
    expect(verb(`${home}/.claude/plans/sub/x.md`, 'write')).toBe('deny');
    expect(verb(`${home}/.claude/plans/../settings.json`, 'write')).toBe(
      'deny',
    );
    expect(
      verb(`${home}/.claude/plans/x.md/../../settings.json`, 'write'),
    ).toBe('deny');
  });

  it('judges a symlink planted at a plan name where it leads', () => {
    mkdirSync(join(home, '.claude', 'plans'), { recursive: true });
    mkdirSync(join(home, '.ssh'), { recursive: true });
    writeFileSync(join(home, '.ssh', 'authorized_keys'), '');
    symlinkSync(
      join(home, '.ssh', 'authorized_keys'),
      join(home, '.claude', 'plans', 'evil.md'),
    );
    expect(verb(`${home}/.claude/plans/evil.md`, 'write')).toBe('deny');
  });
});
