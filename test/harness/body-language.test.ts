// tests that the body's self-check and the Stop hooks speak the user's
// language: the CHECKPOINT template a violation shows, each violation's text,
// the kind's name (seed 000 本体越界判定) and how a block lifts, English by
// default and the seed's Chinese when the config asks; a violation stored
// before it carried a catalog id keeps its English
// Pos: test/harness; the catalog is policies/vocabulary/messages/
// body-messages.ts, rendered by the `body` gate policy and the hooks
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GateContext } from '../../policies/gate/gate-context.js';
import { bodyBoundaryPolicy } from '../../policies/harness/body/body-boundary-policy.js';
import { judgeAction } from '../../policies/harness/body/behaviour-watch.js';
import type {
  BodyVerdict,
  BodyViolation,
} from '../../policies/harness/body/body-verdict.js';
import { violationText } from '../../policies/harness/body/body-verdict.js';
import {
  checkpointTemplate,
  parseCheckpoint,
} from '../../policies/harness/body/checkpoint-parse.js';
import {
  judgeLayer1,
  judgeLayer2,
} from '../../policies/harness/body/decision-check.js';
import type { Lang } from '../../policies/vocabulary/messages/index.js';
import { hookHarness } from './hook-harness.js';

const limits = { maxLines: 10, maxReads: 2, maxSearches: 1 };

const findings = (violations: BodyViolation[], lang?: Lang) => {
  const body: BodyVerdict = {
    enforce: 'enforce',
    violations,
    ...(lang ? { lang } : {}),
  };
  return bodyBoundaryPolicy.evaluate({
    checkpoint: 'pre-tool',
    facts: { body },
  } as unknown as GateContext);
};

describe('the body in both languages', () => {
  const ranTests = judgeAction(
    { kind: 'command', commandKind: 'test', command: 'npm test' },
    { reads: 0, searches: 0 },
    limits,
  );

  it('words a violation, its kind and how the block lifts: English by default', () => {
    const [f] = findings(ranTests);
    expect(f!.message).toBe(
      'build/test out of bounds (HIGH): the body ran a test (`npm test`) itself: builds and tests belong to the tongue (@舌) or the body avatar (@身) Blocked until a new, complete and correct CHECKPOINT; meanwhile delegate it (Task with subagent_type wukong-tongue) is allowed.',
    );
    expect(f!.nextAction.detail).toBe(
      'delegate it (Task with subagent_type wukong-tongue)',
    );
  });

  it("and the seed's Chinese when asked (构建/测试越界)", () => {
    const [f] = findings(ranTests, 'zh');
    expect(f!.message).toBe(
      '构建/测试越界 (HIGH): 本体自己运行了 test (`npm test`): 构建和测试交给舌 (@舌) 或身 (@身) 在写出新的、完整且正确的 CHECKPOINT 之前保持阻断；在此期间允许委派出去 (Task，subagent_type 为 wukong-tongue)。',
    );
    // The words change, never the decision.
    expect([f!.policy, f!.severity]).toEqual(
      findings(ranTests).map((x) => [x.policy, x.severity])[0],
    );
  });

  it('shows the CHECKPOINT template in the language, and reads either back', () => {
    const [skip] = judgeLayer1(parseCheckpoint(''));
    expect(violationText(skip!, 'en')).toBe(
      `no CHECKPOINT before acting; output it first:\n${checkpointTemplate('en')}`,
    );
    expect(violationText(skip!, 'zh')).toBe(
      `行动前没有 CHECKPOINT；先输出它:\n${checkpointTemplate('zh')}`,
    );
    expect(checkpointTemplate('zh')).toContain(
      'Q2. 代码修改？ [是/否] 预估 __ 行',
    );
    for (const lang of ['en', 'zh'] as const) {
      // The template itself answers nothing: every question is still open.
      const parsed = parseCheckpoint(checkpointTemplate(lang));
      expect(parsed.missing, lang).toEqual(['Q0', 'Q1', 'Q2', 'Q3', 'Q4']);
    }
  });

  it('names the decision errors of layer 2 in the language', () => {
    const wrong = parseCheckpoint(
      'CHECKPOINT\nQ0. Skill match? no\nQ1. Exploration? yes\nQ2. Code change? no\nQ3. Design? no\nQ4. Independent files? 3\nDecision: self',
    );
    const v = judgeLayer2(wrong, 10);
    expect(v.map((x) => violationText(x, 'en'))).toEqual([
      'Q1 says this is exploration, yet the body executes it: exploration belongs to the eye (@眼)',
      'Q4 counts 3 independent files, yet the decision is not parallel: summon avatars in parallel',
    ]);
    expect(v.map((x) => violationText(x, 'zh'))).toEqual([
      'Q1 说这是探索，本体却自己执行: 探索交给眼 (@眼)',
      'Q4 有 3 个独立文件，决策却不是并行: 并行召唤分身',
    ]);
  });

  it('keeps the English of a violation stored before it carried a catalog id', () => {
    const old = {
      ...ranTests[0]!,
      text: undefined,
    } as unknown as BodyViolation;
    expect(violationText(old, 'zh')).toBe(ranTests[0]!.message);
  });
});

describe('the Stop hooks in both languages', () => {
  const subagentStop = async (language: Lang) => {
    const ws = mkdtempSync(join(tmpdir(), 'wukong-body-lang-'));
    mkdirSync(join(ws, '.git'));
    const h = hookHarness(ws, { language });
    return h.send('SubagentStop', {
      stop_hook_active: false,
      agent_id: 'agent-nose-1',
      agent_type: 'wukong-nose',
      last_assistant_message: 'Looks fine to me, TODO: write the summary.',
    });
  };

  it("blocks an avatar whose output breaks its contract, in the config's language", async () => {
    const en = (await subagentStop('en')) as {
      decision: string;
      reason: string;
    };
    expect(en.decision).toBe('block');
    expect(en.reason).toMatch(
      /^Wukong 戒: your output does not meet the Reviewer's contract \(REJECT\):\n- \[jie\.contract\.unreadable\] the output does not end with its contract as a JSON object → redo the output ending with the Reviewer contract JSON/,
    );
    const zh = (await subagentStop('zh')) as {
      decision: string;
      reason: string;
    };
    expect(zh.decision).toBe('block');
    expect(zh.reason).toMatch(
      /^Wukong 戒: 你的输出不符合Reviewer的 Contract \(REJECT\):\n- \[jie\.contract\.unreadable\] 输出没有以 JSON 对象形式的 Contract 结尾 \(Contract 缺失\) → 重做输出/,
    );
  });
});
