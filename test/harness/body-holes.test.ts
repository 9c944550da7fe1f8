// the body's self-check without holes (issue 15), through the hook's own
// bodyTask / bodyVerdict and the gate's `body` policy, each hole in warn and
// enforce mode: layer-2 decision errors reach the agent, the Q4 parallel
// warning is delivered, an incomplete CHECKPOINT names what it lacks, and an
// enforce block says how it lifts while the delegation it recommends passes
// Pos: test/harness, the machine, the policy and the hook feeding them, real;
// the transcript is a file written here, the hook env carries only the config
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyBoundaryPolicy } from '../../policies/harness/body/body-boundary-policy.js';
import type { GateContext } from '../../policies/gate/gate-context.js';
import { newRunState } from '../../src/actors/run-store.js';
import type { RunState } from '../../src/actors/run-store.js';
import {
  bodyTask,
  bodyVerdict,
} from '../../src/hosts/claude-code/body-watch.js';
import type { HookEnv } from '../../src/hosts/claude-code/hook-env.js';
import type { PreToolUse } from '../../src/hosts/claude-code/hook-input.js';
import { TEXTS } from '../model/checkpoint.model.js';

type Mode = 'warn' | 'enforce';
const MODES: Mode[] = ['warn', 'enforce'];

function session(mode: Mode, checkpointText: string) {
  const dir = mkdtempSync(join(tmpdir(), 'wukong-body-'));
  const transcript = join(dir, 'transcript.jsonl');
  writeFileSync(
    transcript,
    [
      { type: 'user', message: { role: 'user', content: 'fix the cart' } },
      {
        type: 'assistant',
        message: {
          role: 'assistant',
          content: [{ type: 'text', text: checkpointText }],
        },
      },
    ]
      .map((r) => JSON.stringify(r))
      .join('\n') + '\n',
  );
  const env = {
    config: {
      body: { enforce: mode, maxLines: 10, maxReads: 2, maxSearches: 1 },
    },
    records: [],
    traceId: 't1',
  } as unknown as HookEnv;
  const state: RunState = newRunState('s1', new Date(0));
  bodyTask(env, state);
  /** One main-agent tool call: the gate's `body` findings on it. */
  const call = (tool: string, toolInput: Record<string, unknown>) => {
    const verdict = bodyVerdict(
      env,
      {
        hook_event_name: 'PreToolUse',
        session_id: 's1',
        transcript_path: transcript,
        cwd: dir,
        tool_name: tool,
        tool_input: toolInput,
      } as unknown as PreToolUse,
      state,
    );
    return bodyBoundaryPolicy.evaluate({
      checkpoint: 'pre-tool',
      cwd: dir,
      workspace: dir,
      home: dir,
      facts: verdict ? { body: verdict } : {},
    } as GateContext<'pre-tool'>);
  };
  return { call };
}

const Q1_AND_Q4 =
  'CHECKPOINT\nQ0. Skill 匹配？ 否\nQ1. 探索/研究？ 是\nQ2. 代码修改？ 否\nQ3. 设计/架构？ 否\nQ4. 独立文件数？ 3 个\n决策: 本体执行';
const blocking = (mode: Mode) => (mode === 'enforce' ? 'hard-deny' : 'warning');

describe.each(MODES)('the body self-check in %s mode', (mode) => {
  it('delivers a layer-2 decision error (Q1: exploration done by the body) with the first tool call', () => {
    const findings = session(mode, TEXTS.wrong).call('Read', {
      file_path: 'a.ts',
    });
    const error = findings.find((f) => f.policy === 'body.decision-error');
    expect(error?.severity).toBe(blocking(mode));
    expect(error?.message).toMatch(/Q1 says this is exploration/);
    expect(error?.nextAction.detail).toContain('subagent_type wukong-eye');
  });

  it('delivers the Q4 parallel warning, also when a decision error halts the body', () => {
    const alone = session(mode, TEXTS.parallelOnly).call('Task', {
      subagent_type: 'wukong-body',
    });
    expect(alone.map((f) => [f.policy, f.severity])).toEqual([
      ['body.parallel', 'warning'],
    ]);
    const both = session(mode, Q1_AND_Q4).call('Read', { file_path: 'a.ts' });
    expect(both.map((f) => [f.policy, f.severity]).sort()).toEqual([
      ['body.decision-error', blocking(mode)],
      ['body.parallel', 'warning'],
    ]);
  });

  it('names the questions an incomplete CHECKPOINT leaves open when the body acts, not "skipped"', () => {
    const findings = session(mode, TEXTS.incomplete).call('Edit', {
      new_string: 'x',
    });
    const messages = findings.map((f) => f.message).join('\n');
    expect(messages).toContain('Q2');
    expect(messages).toContain('Q4');
    expect(messages).not.toMatch(/acted before its CHECKPOINT/);
    expect(
      findings.every((f) => f.policy === 'body.incomplete-checkpoint'),
    ).toBe(true);
  });

  it('lets the recommended delegation (Task to the named avatar) through; in enforce mode the block says a new CHECKPOINT lifts it', () => {
    const s = session(mode, TEXTS.wrong);
    const first = s.call('Read', { file_path: 'a.ts' });
    const error = first.find((f) => f.policy === 'body.decision-error')!;
    if (mode === 'enforce') {
      expect(error.message).toContain(
        'Blocked until a new, complete and correct CHECKPOINT',
      );
      expect(error.message).toContain(
        'delegate it (Task with subagent_type wukong-eye) is allowed',
      );
    } else expect(error.message).not.toContain('Blocked');
    expect(s.call('Task', { subagent_type: 'wukong-eye' })).toEqual([]);
    const other = s.call('Task', { subagent_type: 'wukong-mind' });
    expect(other.some((f) => f.severity === 'hard-deny')).toBe(
      mode === 'enforce',
    );
  });
});
