// unit tests of the throttle's effects: the Claude Code seam, cooldown / mute /
// continue streak across calls, the state file, files read for R101
// Pos: test/throttle, real files in temp workspaces and the real engine and
// machines; only the clock is chosen by the test (`now`)
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/platform/errors/usage-error.js';
import {
  adviseOnPrompt,
  muteThrottleRule,
  throttlePrompt,
  throttleStatus,
} from '../../src/hosts/library/configured/config-entries.js';
import { readNamedFiles } from '../../src/throttle/doc-facts.js';
import { modeFromPermission } from '../../src/throttle/envelope.js';
import { throttleStatePath } from '../../src/throttle/throttle-state.js';

const temp = () => mkdtempSync(join(tmpdir(), 'wukong-throttle-'));
const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const OPUS = 'claude-opus-4-1-20250805';
const planPrompt = (
  workspace: string,
  now: number,
  extra: Partial<Parameters<typeof adviseOnPrompt>[0]> = {},
) =>
  adviseOnPrompt({
    workspace,
    prompt: '实现这段逻辑',
    permissionMode: 'plan',
    modelId: OPUS,
    sessionId: 's1',
    now,
    ...extra,
  });

describe('adviseOnPrompt (Claude Code UserPromptSubmit)', () => {
  it('plan mode + the session model + a request for code: the decision and a short systemMessage, nothing that blocks', () => {
    const advice = planPrompt(temp(), T0);
    expect(Object.keys(advice)).toEqual(['decision', 'systemMessage']);
    expect(advice.decision.recommendedHit?.ruleId).toBe(
      'R001_PLAN_EXEC_REASONING',
    );
    expect(advice.systemMessage).toContain('可能在 Plan 模式下过度加速');
    expect(advice.systemMessage).toContain('继续本次操作（默认）');
    expect(advice.systemMessage).toContain(
      'wukong throttle --mute R001_PLAN_EXEC_REASONING',
    );
    expect(advice.systemMessage).not.toContain('**');
    expect(advice.systemMessage!.split('\n').length).toBeLessThanOrEqual(4);
  });

  it('maps permission_mode: plan is Plan, any other mode is Agent, none is unknown', () => {
    expect(
      ['plan', 'default', 'acceptEdits', 'bypassPermissions', undefined].map(
        modeFromPermission,
      ),
    ).toEqual(['plan', 'agent', 'agent', 'agent', 'unknown']);
    const advice = planPrompt(temp(), T0, { permissionMode: 'acceptEdits' });
    expect(advice).toEqual({ decision: { hits: [] } });
  });

  it('without the session model the tier is unknown-standard, unless the prompt tags it', () => {
    const dir = temp();
    expect(
      planPrompt(dir, T0, { modelId: undefined, sessionId: 'a' }).decision.hits,
    ).toEqual([]);
    const tagged = adviseOnPrompt({
      workspace: dir,
      prompt: '实现这段逻辑 /reasoning',
      permissionMode: 'plan',
      sessionId: 'b',
      now: T0,
    });
    expect(tagged.decision.recommendedHit?.ruleId).toBe(
      'R001_PLAN_EXEC_REASONING',
    );
  });

  it('shows a rule at most once per 5 minutes, from the timestamps it is given', () => {
    const dir = temp();
    expect(planPrompt(dir, T0).systemMessage).toBeDefined();
    expect(planPrompt(dir, T0 + 1 * MIN)).toEqual({ decision: { hits: [] } });
    expect(planPrompt(dir, T0 + 5 * MIN - 1)).toEqual({
      decision: { hits: [] },
    });
    expect(planPrompt(dir, T0 + 5 * MIN).systemMessage).toBeDefined();
  });

  it('three prompts sent unchanged after a hint are three continues: the next warn shows as info', () => {
    const dir = temp();
    const severities = [0, 5, 10, 15].map(
      (m) => planPrompt(dir, T0 + m * MIN).decision.recommendedHit?.severity,
    );
    expect(severities).toEqual(['warn', 'warn', 'warn', 'info']);
    const state = JSON.parse(readFileSync(throttleStatePath(dir), 'utf8'));
    expect(state.rules.R001_PLAN_EXEC_REASONING).toEqual({
      state: 'coolingDown',
      lastShownAt: T0 + 15 * MIN,
      continueStreak: 3,
    });
  });

  it('leaving plan mode after a hint is switch_mode: the streak starts over', () => {
    const dir = temp();
    planPrompt(dir, T0);
    planPrompt(dir, T0 + 5 * MIN);
    planPrompt(dir, T0 + 6 * MIN, { permissionMode: 'default' });
    const severities = [10, 15, 20].map(
      (m) => planPrompt(dir, T0 + m * MIN).decision.recommendedHit?.severity,
    );
    expect(severities).toEqual(['warn', 'warn', 'warn']);
  });

  it('honours a mute until unmuted, and a mute in wukong.config.json always', () => {
    const dir = temp();
    planPrompt(dir, T0);
    expect(
      muteThrottleRule(dir, 'R001_PLAN_EXEC_REASONING', true, T0 + MIN).state,
    ).toBe('muted');
    expect(planPrompt(dir, T0 + 30 * MIN).decision.hits).toEqual([]);
    expect(
      muteThrottleRule(dir, 'R001_PLAN_EXEC_REASONING', false, T0 + 31 * MIN)
        .state,
    ).toBe('idle');
    expect(planPrompt(dir, T0 + 32 * MIN).decision.hits).toHaveLength(1);
    writeFileSync(
      join(dir, 'wukong.config.json'),
      JSON.stringify({
        throttle: { rules: { R001_PLAN_EXEC_REASONING: { muted: true } } },
      }),
    );
    expect(planPrompt(dir, T0 + 60 * MIN).decision.hits).toEqual([]);
    expect(
      throttleStatus(dir, T0 + 60 * MIN).find(
        (s) => s.ruleId === 'R001_PLAN_EXEC_REASONING',
      )?.configMuted,
    ).toBe(true);
  });

  it('refuses a damaged state file by name and leaves it as it was', () => {
    const dir = temp();
    mkdirSync(join(dir, '.wukong'));
    writeFileSync(
      throttleStatePath(dir),
      '{"v": 1, "rules": {"R001_PLAN_EXEC_REASONING": {"state": "asleep"}}, "sessions": {}}',
    );
    expect(() => planPrompt(dir, T0)).toThrow(UsageError);
    expect(() => planPrompt(dir, T0)).toThrow(
      /throttle\.json is invalid:[\s\S]*field `rules\.R001_PLAN_EXEC_REASONING\.state`[\s\S]*allowed: "idle", "coolingDown", "muted"/,
    );
    expect(readFileSync(throttleStatePath(dir), 'utf8')).toContain('asleep');
  });
});

describe('throttlePrompt (behind wukong throttle)', () => {
  it('remembers the last explicit mode and model of the session (§8.2 记忆上次选择)', () => {
    const dir = temp();
    throttlePrompt({
      workspace: dir,
      prompt: 'hello',
      mode: 'plan',
      modelId: 'o1',
      sessionId: 'cli',
      now: T0,
    });
    const next = throttlePrompt({
      workspace: dir,
      prompt: '实现这段逻辑',
      sessionId: 'cli',
      now: T0 + MIN,
    });
    expect(next.decision.recommendedHit?.ruleId).toBe(
      'R001_PLAN_EXEC_REASONING',
    );
    expect(next.evaluation.features).toMatchObject({
      mode: 'plan',
      modelId: 'o1',
      tier: 'reasoning',
    });
  });

  it('with persist: false reads and writes no state', () => {
    const dir = temp();
    for (const m of [0, 1]) {
      const r = throttlePrompt({
        workspace: dir,
        prompt: '实现这段逻辑',
        mode: 'plan',
        tier: 'reasoning',
        sessionId: 'cli',
        now: T0 + m * MIN,
        persist: false,
      });
      expect(r.decision.hits).toHaveLength(1);
    }
    expect(existsSync(join(dir, '.wukong'))).toBe(false);
  });

  it('R101 reads the named file and its folder README on disk, proposes templates and writes nothing to them', () => {
    const dir = temp();
    mkdirSync(join(dir, 'src'));
    writeFileSync(
      join(dir, 'src', 'cache.py'),
      'import time\n\nclass Cache:\n    pass\n',
    );
    writeFileSync(
      join(dir, 'wukong.config.json'),
      JSON.stringify({
        throttle: { rules: { R101_DOC_DRIFT_SENTINEL: { enabled: true } } },
      }),
    );
    const prompt = `Please implement an LRU cache in src/cache.py. ${'It must support expiry, a size limit and hit statistics. '.repeat(4)}`;
    const r = throttlePrompt({
      workspace: dir,
      prompt,
      mode: 'agent',
      modelId: 'claude-sonnet-4-5',
      sessionId: 'cli',
      now: T0,
    });
    expect(r.decision.recommendedHit?.ruleId).toBe('R101_DOC_DRIFT_SENTINEL');
    // An English prompt: the hint is in English.
    expect(r.decision.recommendedHit?.reasons).toContain(
      'Folder README: src/README.md does not exist',
    );
    expect(readFileSync(join(dir, 'src', 'cache.py'), 'utf8')).toBe(
      'import time\n\nclass Cache:\n    pass\n',
    );
    expect(existsSync(join(dir, 'src', 'README.md'))).toBe(false);
    // With the header and the README in place, the same prompt is quiet.
    writeFileSync(
      join(dir, 'src', 'cache.py'),
      '# Input: time\n# Output: Cache\n# Pos: src, the cache\nclass Cache: pass\n',
    );
    writeFileSync(
      join(dir, 'src', 'README.md'),
      'The cache. (Update me.)\n\n| file | role |\n',
    );
    expect(
      throttlePrompt({
        workspace: dir,
        prompt,
        mode: 'agent',
        modelId: 'claude-sonnet-4-5',
        sessionId: 'x',
        now: T0 + 10 * MIN,
      }).decision.hits,
    ).toEqual([]);
  });
});

describe('readNamedFiles', () => {
  it('reads heads inside the workspace only, and counts the files and bytes that exist', () => {
    const dir = temp();
    mkdirSync(join(dir, 'lib'));
    writeFileSync(
      join(dir, 'lib', 'a.ts'),
      `${Array.from({ length: 40 }, (_, i) => `line ${i}`).join('\n')}\n`,
    );
    writeFileSync(join(dir, 'lib', 'README.md'), 'Lib.\nTwo\nThree\nFour\n');
    const outside = join(temp(), 'secret.ts');
    writeFileSync(outside, 'x');
    const named = readNamedFiles(dir, [
      'lib/a.ts',
      'lib/missing.ts',
      outside,
      '../etc/passwd',
    ]);
    expect(named.referencedFilesCount).toBe(1);
    expect(named.referencedFilesBytes).toBe(
      readFileSync(join(dir, 'lib', 'a.ts')).length,
    );
    expect(named.docTargets).toEqual([
      {
        path: 'lib/a.ts',
        fileHead: Array.from({ length: 15 }, (_, i) => `line ${i}`),
        readmePath: 'lib/README.md',
        readmeHead: ['Lib.', 'Two', 'Three'],
      },
    ]);
  });

  it('eight named files make the context large (§3.2), which the reasons say', () => {
    const dir = temp();
    const names = Array.from({ length: 8 }, (_, i) => `f${i}.ts`);
    for (const n of names) writeFileSync(join(dir, n), '// x\n');
    const r = throttlePrompt({
      workspace: dir,
      prompt: `implement it across ${names.join(' ')}`,
      mode: 'plan',
      tier: 'reasoning',
      sessionId: 'c',
      now: T0,
      persist: false,
    });
    expect(r.decision.recommendedHit?.reasons).toContain('Large context: true');
  });
});
