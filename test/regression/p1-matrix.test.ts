// seed 004 §回归矩阵 P1, one test per row, named after its row
// Pos: test/regression, the P1 regression matrix, driven through the hooks and
// the real registry
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactCapsule } from '../../policies/context/prompt/compact-capsule.js';
import { shipReadiness } from '../../policies/evidence/ship-readiness.js';
import type { EvidenceRecord } from '../../policies/vocabulary/evidence.js';
import { pathGateContext } from '../../src/harness/gate/prepare-context.js';
import { PromiseStore } from '../../src/harness/promise/promise-store.js';
import { RunRegistry } from '../../src/harness/runs/run-registry.js';
import { gate, NOW, runIn, workspace } from '../harness/fixtures.js';
import { hookHarness, verdict } from '../harness/hook-harness.js';

const quiet = { body: { enforce: 'off' as const } };

async function compactedSession() {
  const ws = workspace();
  new PromiseStore(ws).set(
    'greet the user',
    ['greeting test passes :: npm test'],
    new Date(NOW.getTime() - 1000),
  );
  const h = hookHarness(ws, quiet);
  const denied = await h.pre('Write', {
    file_path: '/etc/profile.d/greet.sh',
    content: 'echo hi',
  });
  expect(denied).toMatchObject({
    continue: false,
    hookSpecificOutput: { permissionDecision: 'deny' },
  });
  await h.send('UserPromptSubmit', {
    prompt: 'continue: write it inside the project instead',
  });
  writeTranscript(ws);
  await h.send('PreCompact', { trigger: 'auto' });
  const capsule = readFileSync(
    join(ws, '.wukong', 'runs', h.session, 'capsule.md'),
    'utf8',
  );
  const started = await h.send('SessionStart', { source: 'compact' });
  return {
    ws,
    h,
    capsule,
    restored: started?.hookSpecificOutput?.additionalContext ?? '',
  };
}

/** A small real transcript at the path the harness gives the hooks. */
function writeTranscript(ws: string) {
  const line = (
    type: string,
    content: unknown,
    uuid: string,
    parentUuid: string | null,
  ) =>
    JSON.stringify({
      type,
      uuid,
      parentUuid,
      sessionId: 'sess-1',
      timestamp: '2026-11-22T12:00:00.000Z',
      message: {
        role: type,
        content,
        ...(type === 'assistant' ? { id: `m-${uuid}`, model: 'claude' } : {}),
      },
    });
  writeFileSync(
    join(ws, 'transcript.jsonl'),
    `${[line('user', 'greet the user', 'u1', null), line('assistant', [{ type: 'text', text: 'Working on it.' }], 'a1', 'u1')].join('\n')}\n`,
  );
}

describe('seed 004 regression matrix — P1', () => {
  it('P1-1 prompt compact 后 hard deny 保留 — the hard-deny survives the compaction in the capsule given back at SessionStart', async () => {
    const { capsule, restored } = await compactedSession();
    expect(capsule).toMatch(
      /## Hard-deny findings \(never lifted by a confirmation\) \[gate-decision; .*; must keep\]\n- path\.sensitive-location:\/etc\/profile\.d\/greet\.sh: \[path\.sensitive-location\] writes \/etc\/profile\.d\/greet\.sh/,
    );
    expect(capsule).toContain('- /etc/profile.d/greet.sh (1 line, denied)');
    expect(restored).toContain(
      capsule
        .trim()
        .split('\n')
        .find((l) => l.startsWith('- path.sensitive-location'))!,
    );
  });

  it("P1-2 resumeSnapshot 保留并优先处理 — the resume point is the capsule's first section, kept whole under any budget", async () => {
    const { capsule, restored } = await compactedSession();
    const sections = capsule
      .split('\n## ')
      .slice(1)
      .map((s) => s.split(' [')[0]);
    expect(sections[0]).toBe('Resume');
    expect(capsule).toMatch(
      /## Resume \[run-state; .*; must keep\]\nrun .*, segment 1, loop state (reason|repair)\nnext action: /,
    );
    expect(restored).toContain('## Resume');
    const tiny = compactCapsule(
      {
        runId: 'r',
        objective: 'o',
        phase: null,
        mode: null,
        acceptance: [],
        scope: { allowed: [], disallowed: [], plan: [] },
        hardDenies: [],
        openQuestions: [],
        resume: {
          state: 'repair',
          segment: 3,
          nextAction: 'retry: run npm test again',
          stop: null,
        },
        gate: {
          usage: {
            turns: 1,
            toolCalls: 1,
            verifyAttempts: 0,
            wallClockMs: 0,
            contextChars: 0,
            delegations: 0,
          },
          budget: {
            maxTurns: 9,
            maxToolCalls: 9,
            maxVerifyAttempts: 9,
            maxWallClockMs: 9,
            maxContextChars: 9,
            maxDelegations: 9,
          },
          recent: [],
        },
        writeTransactions: [],
        sourceAnchors: [],
      },
      'compact',
      10,
    );
    expect(tiny.contract.sections[0]).toMatchObject({
      id: 'resume',
      status: 'kept',
    });
    expect(tiny.text).toContain('next action: retry: run npm test again');
  });

  it('P1-3 tool failure 后禁止猜路径 — after "file does not exist", reading another path needs a search first', async () => {
    const ws = workspace();
    new PromiseStore(ws).set(
      'fix the greeting',
      ['greeting test passes :: npm test'],
      new Date(NOW.getTime() - 1000),
    );
    const h = hookHarness(ws, quiet);
    await h.pre('Read', { file_path: join(ws, 'src/greeting.ts') });
    await h.fail(
      'Read',
      { file_path: join(ws, 'src/greeting.ts') },
      'File does not exist.',
    );
    const guess = await h.pre('Read', { file_path: join(ws, 'src/greet.ts') });
    expect(verdict(guess)).toBe('ask');
    expect(guess?.hookSpecificOutput?.permissionDecisionReason).toMatch(
      /\[tool-failure\] Read failed on .*src\/greeting\.ts \(it does not exist\); .*src\/greet\.ts looks like a guess → next: fix-input: find the file first with Glob or Grep/,
    );
    await h.pre('Glob', { pattern: 'src/**/greet*' });
    await h.post(
      'Glob',
      { pattern: 'src/**/greet*' },
      { filenames: [join(ws, 'src/greet.ts')] },
    );
    expect(
      verdict(await h.pre('Read', { file_path: join(ws, 'src/greet.ts') })),
    ).toBe('none');
  });

  it('P1-4 SDK 签名 path 工作区外明确报错 — a signature cited from outside the workspace is refused with its path, and reading it asks with the workspace named', async () => {
    const ws = workspace();
    const record = {
      kind: 'sdk-signature' as const,
      sourceTrust: 'project-source' as const,
      producerTraceId: 't',
      sourceRefs: ['/opt/vendor-sdk/index.d.ts:42', 'src/greet.ts:3'],
      createdAt: NOW.toISOString(),
    };
    const d = gate('post-verify-result', ws, { payload: { record } });
    expect(d.allowed).toBe(false);
    expect(d.findings.map((f) => f.message)).toEqual([
      `sdk-signature evidence cites /opt/vendor-sdk/index.d.ts:42, outside the workspace (${ws}): refused`,
    ]);
    const read = gate(
      'pre-tool',
      ws,
      pathGateContext('/home/nobody/vendor-sdk/index.d.ts', 'read', {
        cwd: ws,
        workspace: ws,
        home: '/home/nobody',
      }),
    );
    expect(read.findings[0]).toMatchObject({
      policy: 'path.workspace-escape',
      severity: 'soft-deny',
      message: expect.stringContaining(`outside the workspace (${ws})`),
    });
  });

  it('P1-5 verify 绿灯缺退出码时阻断 — a claimed green without an exit code is refused, and ship stays refused', async () => {
    const ws = workspace();
    const noExit = {
      kind: 'verify' as const,
      sourceTrust: 'user-provided' as const,
      producerTraceId: 't',
      command: 'npm test',
      sourceRefs: ['pasted by the user'],
      createdAt: NOW.toISOString(),
    };
    expect(
      gate('post-verify-result', ws, {
        payload: { record: noExit, claimed: 'pass' },
      }),
    ).toMatchObject({
      allowed: false,
      findings: [
        expect.objectContaining({
          message: expect.stringMatching(
            /claimed pass refused: `npm test` has no exit code: a green without `Exit: 0` is refused/,
          ),
        }),
        expect.anything(),
      ],
    });
    const promise = new PromiseStore(ws).set(
      'greet',
      ['tests pass :: npm test'],
      new Date(NOW.getTime() - 1000),
    ).promise;
    const ship = shipReadiness({
      promise,
      since: new Date(NOW.getTime() - 1000).toISOString(),
      records: [{ ...noExit, id: 'e1', path: 'x' }],
      mode: 'normal',
    });
    expect(ship.ready).toBe(false);
    const run = runIn(ws, 'verify');
    const move = gate('pre-phase-transition', ws, {
      run,
      phaseTarget: 'ship',
      facts: { ship },
    });
    expect(() =>
      new RunRegistry(ws).advance(run.id, 'ship', move, NOW),
    ).toThrow(
      /the gate refused ship:\n- \[ship-readiness\] AC1 tests pass: `npm test` has no exit code/,
    );
  });

  it('P1-6 KSQL/SQL normal 模式强制证据 — a SQL plan forces normal mode, and only local evidence proves its criteria', () => {
    const ws = workspace();
    const runs = new RunRegistry(ws);
    const run = runs.plan(
      runs.start(
        { objective: 'daily revenue report', mode: 'quick', tdd: false },
        NOW,
      ).id,
      ['queries/revenue.ksql'],
      true,
      NOW,
    );
    expect(run).toMatchObject({
      mode: 'normal',
      requestedMode: 'quick',
      riskSignals: ['sql'],
    });
    const promise = {
      id: 'p',
      objective: 'report',
      acceptance: [{ id: 'AC1', text: 'report matches', verify: 'npm test' }],
      allowedScope: [],
      disallowedScope: [],
      requiredEvidence: [],
      doneWhen: [],
      abortWhen: [],
    };
    const rec = (
      sourceTrust: EvidenceRecord['sourceTrust'],
    ): EvidenceRecord => ({
      id: sourceTrust,
      path: 'x',
      kind: 'verify',
      sourceTrust,
      producerTraceId: 't',
      command: 'npm test',
      exitCode: 0,
      sourceRefs: [],
      createdAt: NOW.toISOString(),
      tests: { runner: 'vitest', passed: 3, failed: 0, skipped: 0, total: 3 },
    });
    const since = new Date(NOW.getTime() - 1).toISOString();
    expect(
      shipReadiness({
        promise,
        since,
        records: [rec('user-provided')],
        mode: run.mode,
        riskSignals: run.riskSignals,
      }).ready,
    ).toBe(false);
    expect(
      shipReadiness({
        promise,
        since,
        records: [rec('local-command')],
        mode: run.mode,
        riskSignals: run.riskSignals,
      }).ready,
    ).toBe(true);
    expect(
      shipReadiness({
        promise,
        since,
        records: [rec('user-provided')],
        mode: 'quick',
        riskSignals: [],
      }),
    ).toMatchObject({
      ready: true,
      residualRisk: [expect.stringMatching(/user-provided/)],
    });
  });

  it('P1-7 多 run 切换后不会污染 active run — each run keeps its own loop, plan, phase and questions across switches', async () => {
    const ws = workspace();
    const runs = new RunRegistry(ws);
    const a = runIn(ws, 'execute', { plan: ['src/a.ts'] });
    const h = hookHarness(ws, quiet);
    for (let i = 0; i < 2; i++) {
      await h.pre('Read', { file_path: join(ws, 'package.json') });
      await h.post('Read', { file_path: join(ws, 'package.json') }, '{}');
    }
    const b = runs.start(
      { objective: 'write the docs', mode: 'quick', tdd: false },
      NOW,
    );
    runs.ask(b.id, 'Which audience?', true, NOW);
    await h.pre('Read', { file_path: join(ws, 'package.json') });
    await h.post('Read', { file_path: join(ws, 'package.json') }, '{}');
    expect(
      verdict(
        await h.pre('Edit', {
          file_path: join(ws, 'src/a.ts'),
          old_string: 'x',
          new_string: 'y',
        }),
      ),
    ).toBe('deny');
    runs.switchTo(a.id);
    const state = JSON.parse(
      readFileSync(
        join(ws, '.wukong', 'runs', h.session, 'state.json'),
        'utf8',
      ),
    );
    const usage = (key: string) =>
      state.actors[key].snapshot.context.usage.toolCalls;
    expect([usage(`loop:${a.id}`), usage(`loop:${b.id}`)]).toEqual([2, 1]);
    expect(
      verdict(
        await h.pre('Edit', {
          file_path: join(ws, 'src/a.ts'),
          old_string: 'x',
          new_string: 'y',
        }),
      ),
    ).toBe('none');
    expect(runs.get(a.id)).toMatchObject({ phase: 'execute', questions: [] });
    expect(runs.get(b.id)).toMatchObject({
      phase: 'plan',
      questions: [{ id: 'Q1', text: 'Which audience?' }],
    });
  });
});
