// the features later issues attached to hooks, end to end: the throttle's hint
// on UserPromptSubmit (model from SessionStart), the Ruyi archive on PreCompact
// and the compact form given back on SessionStart after a compaction
// Pos: test/e2e, Claude Code wiring of throttle and context; their own logic is
// tested in their suites
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, tempWorkspace, wukong } from './cli.js';

const payload = (
  ws: string,
  name: string,
  patch: Record<string, unknown> = {},
) =>
  JSON.stringify({
    ...JSON.parse(
      readFileSync(
        join(repoRoot, 'test/e2e/hook-payloads', `${name}.json`),
        'utf8',
      ).replaceAll('__WORKSPACE__', ws),
    ),
    ...patch,
  });
const hook = (ws: string, event: string, stdin: string) => {
  const r = wukong(['hook', '--event', event], {
    cwd: ws,
    stdin,
    env: { CLAUDE_PROJECT_DIR: ws },
  });
  expect(r.code).toBe(0);
  return r.stdout.trim() ? JSON.parse(r.stdout) : null;
};

describe('throttle on UserPromptSubmit', () => {
  it('hints (never blocks) when a plan-mode prompt asks a reasoning model to write code, using the SessionStart model', () => {
    const ws = tempWorkspace();
    // SessionStart gives nothing back but the body's CHECKPOINT introduction
    expect(
      hook(
        ws,
        'SessionStart',
        payload(ws, 'session-start', { model: 'claude-opus-4-5' }),
      ).hookSpecificOutput.additionalContext,
    ).toMatch(/^\[wukong\] [^\n]*CHECKPOINT[\s\S]*Q0\./);
    const out = hook(
      ws,
      'UserPromptSubmit',
      payload(ws, 'user-prompt-submit', {
        permission_mode: 'plan',
        prompt: '实现这段逻辑，直接给代码',
      }),
    );
    expect(out.decision).toBeUndefined();
    expect(out.systemMessage).toMatch(/可能在 Plan 模式下过度加速/);
    const quiet = hook(
      ws,
      'UserPromptSubmit',
      payload(ws, 'user-prompt-submit', {
        permission_mode: 'default',
        prompt: 'explain the cache',
      }),
    );
    expect(quiet).toBeNull();
  });
});

describe('Ruyi context on PreCompact and SessionStart', () => {
  it('archives the three forms before a compaction and gives the compact form back after it', () => {
    const ws = tempWorkspace();
    const transcript = join(ws, 'session.jsonl');
    copyFileSync(
      join(
        repoRoot,
        '../shared/corpora/transcripts/claude-reliability-coverage-test-fix.jsonl',
      ),
      transcript,
    );
    expect(
      hook(
        ws,
        'PreCompact',
        payload(ws, 'pre-compact', {
          transcript_path: transcript,
          trigger: 'auto',
        }),
      ),
    ).toBeNull();
    for (const form of ['compact.md', 'normal.md', 'expanded.md'])
      expect(
        existsSync(join(ws, '.wukong', 'context', 'current', form)),
        form,
      ).toBe(true);
    const back = hook(
      ws,
      'SessionStart',
      payload(ws, 'session-start', { source: 'compact' }),
    );
    expect(back.hookSpecificOutput.hookEventName).toBe('SessionStart');
    expect(back.hookSpecificOutput.additionalContext).toContain(
      '## 🔸 Compact context',
    );
  });

  it('does not stand in the way of a compaction whose transcript is missing', () => {
    const ws = tempWorkspace();
    expect(
      hook(
        ws,
        'PreCompact',
        payload(ws, 'pre-compact', { transcript_path: join(ws, 'nope.jsonl') }),
      ),
    ).toBeNull();
  });
});
