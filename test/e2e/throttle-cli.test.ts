// end-to-end tests of `wukong throttle`: --json decision, the human message,
// exit 0 either way, cooldown across calls in .wukong/, mute/status, bad input
// Pos: test/e2e, what a user at a terminal sees; the engine and runtime are
// pinned in-process by test/throttle and test/golden
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RuleDecision } from '../../policies/vocabulary/throttle.js';
import { tempWorkspace, wukong } from './cli.js';

const PLAN_OPUS = ['--mode', 'plan', '--model', 'claude-opus-4-1'];

describe('wukong throttle', () => {
  it('--json prints the RuleDecision and exits 0', () => {
    const dir = tempWorkspace();
    const r = wukong(['throttle', ...PLAN_OPUS, '--json', '实现这段逻辑'], {
      cwd: dir,
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const decision = RuleDecision.parse(JSON.parse(r.stdout));
    expect(decision.recommendedHit).toMatchObject({
      ruleId: 'R001_PLAN_EXEC_REASONING',
      severity: 'warn',
      confidence: 0.75,
    });
    expect(decision.recommendedHit?.actions.map((a) => a.kind)).toEqual([
      'continue',
      'switch_mode',
      'switch_model',
      'mute_rule',
    ]);
  });

  it('prints a short human message with the actions, and stays quiet within the cooldown (state in .wukong/throttle.json)', () => {
    const dir = tempWorkspace();
    const first = wukong(['throttle', ...PLAN_OPUS, '实现这段逻辑'], {
      cwd: dir,
    });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('⚠ 可能在 Plan 模式下过度加速');
    expect(first.stdout).toContain('1. 继续本次操作（默认）');
    expect(first.stdout).toContain(
      'wukong throttle --mute R001_PLAN_EXEC_REASONING',
    );
    expect(first.stdout.split('\n').length).toBeLessThan(25);
    const again = wukong(['throttle', '--json', '实现这段逻辑'], { cwd: dir });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({ hits: [] });
    const state = JSON.parse(
      readFileSync(join(dir, '.wukong', 'throttle.json'), 'utf8'),
    );
    expect(state.rules.R001_PLAN_EXEC_REASONING.state).toBe('coolingDown');
    expect(state.sessions.cli).toMatchObject({
      mode: 'plan',
      modelId: 'claude-opus-4-1',
      tier: 'reasoning',
    });
  });

  it('--no-persist advises every time and writes nothing', () => {
    const dir = tempWorkspace();
    for (let i = 0; i < 2; i++) {
      const r = wukong(
        ['throttle', ...PLAN_OPUS, '--no-persist', '--json', '实现这段逻辑'],
        { cwd: dir },
      );
      expect(JSON.parse(r.stdout).hits).toHaveLength(1);
    }
    expect(existsSync(join(dir, '.wukong'))).toBe(false);
  });

  it('reads prompt tags and stdin, explains its features with --explain, and says so plainly when there is nothing to say', () => {
    const dir = tempWorkspace();
    const tagged = wukong(['throttle', '--no-persist', '--json', '-'], {
      cwd: dir,
      stdin: '[mode:plan] [tier:reasoning] implement the cache',
    });
    expect(JSON.parse(tagged.stdout).recommendedHit.ruleId).toBe(
      'R001_PLAN_EXEC_REASONING',
    );
    const explained = JSON.parse(
      wukong(
        ['throttle', '--no-persist', '--explain', '/plan /reasoning 写伪代码'],
        { cwd: dir },
      ).stdout,
    );
    expect(explained.features).toMatchObject({
      mode: 'plan',
      tier: 'reasoning',
      text: '写伪代码',
      execKeywordMatches: ['写代码'],
      negationMatches: ['伪代码'],
    });
    expect(explained.candidates).toContainEqual({
      ruleId: 'R001_PLAN_EXEC_REASONING',
      status: 'below-threshold',
      confidence: 0.55,
    });
    const quiet = wukong(
      [
        'throttle',
        '--no-persist',
        '--mode',
        'ask',
        'what',
        'does',
        'this',
        'do?',
      ],
      { cwd: dir },
    );
    expect(quiet.code).toBe(0);
    // An English prompt is answered in English, whatever the locale.
    expect(quiet.stdout).toBe('✓ No hint, send it as it is.\n');
    const quietZh = wukong(
      ['throttle', '--no-persist', '--mode', 'ask', '这段代码做什么？'],
      { cwd: dir, env: { LC_ALL: 'C.UTF-8' } },
    );
    expect(quietZh.stdout).toBe('✓ 无提示，可以直接发送。\n');
  });

  it('--mute silences a rule, --status shows it, --unmute brings it back', () => {
    const dir = tempWorkspace();
    expect(
      wukong(['throttle', '--mute', 'R001_PLAN_EXEC_REASONING'], { cwd: dir })
        .stdout,
    ).toBe('R001_PLAN_EXEC_REASONING: muted\n');
    expect(
      JSON.parse(
        wukong(['throttle', ...PLAN_OPUS, '--json', '实现这段逻辑'], {
          cwd: dir,
        }).stdout,
      ),
    ).toEqual({ hits: [] });
    const status = JSON.parse(
      wukong(['throttle', '--status', '--json'], { cwd: dir }).stdout,
    );
    expect(
      status.rules.find(
        (s: { ruleId: string }) => s.ruleId === 'R001_PLAN_EXEC_REASONING',
      ).state,
    ).toBe('muted');
    expect(wukong(['throttle', '--status'], { cwd: dir }).stdout).toMatch(
      /R101_DOC_DRIFT_SENTINEL\s+disabled/,
    );
    expect(
      wukong(['throttle', '--unmute', 'R001_PLAN_EXEC_REASONING'], { cwd: dir })
        .stdout,
    ).toBe('R001_PLAN_EXEC_REASONING: idle\n');
    expect(
      JSON.parse(
        wukong(['throttle', '--json', '实现这段逻辑'], { cwd: dir }).stdout,
      ).hits,
    ).toHaveLength(1);
  });

  it('bad input exits 2 and names what is allowed; --help exits 0', () => {
    const dir = tempWorkspace();
    const mode = wukong(['throttle', '--mode', 'turbo', 'x'], { cwd: dir });
    expect(mode.code).toBe(2);
    expect(mode.stderr).toContain(
      '--mode "turbo" is not allowed; allowed: plan, agent, ask, debug, unknown',
    );
    expect(wukong(['throttle'], { cwd: dir }).code).toBe(2);
    expect(wukong(['throttle', '--mute', 'R999'], { cwd: dir }).stderr).toMatch(
      /allowed: R001_PLAN_EXEC_REASONING/,
    );
    writeFileSync(
      join(dir, 'wukong.config.json'),
      JSON.stringify({ throttle: { strictness: 'extreme' } }),
    );
    const config = wukong(['throttle', 'x'], { cwd: dir });
    expect(config.code).toBe(2);
    expect(config.stderr).toMatch(
      /field `throttle\.strictness`: .*allowed: "low", "medium", "high"/,
    );
    const help = wukong(['throttle', '--help'], { cwd: dir });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('[mode:plan] [tier:reasoning]');
  });
});
