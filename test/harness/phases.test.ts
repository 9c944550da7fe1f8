// the phase policies on real runs: one phase at a time, execute needs an
// approved PLAN, no source write outside execute or past a blocking question or
// outside the PLAN, TDD red first, quick vs normal, post-write and
// pre-context-compile checks, and a run registry whose switch leaks nothing;
// without a run every phase policy is silent
// Pos: test/harness, seed 004 第一批迁移 (PhaseGate, SourceWrite, PlanPath, TDD) and
// quick/normal
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  modeFor,
  riskSignals,
} from '../../policies/harness/phases/run-mode.js';
import {
  bashGateContext,
  pathGateContext,
} from '../../src/harness/gate/prepare-context.js';
import { RunRegistry } from '../../src/harness/runs/run-registry.js';
import { gate, NOW, parsed, runIn, workspace } from './fixtures.js';

const policies = (d: {
  findings: Array<{ policy: string; severity: string }>;
}) => d.findings.map((f) => `${f.policy}:${f.severity}`);
const write = (
  ws: string,
  run: ReturnType<typeof runIn> | undefined,
  file: string,
  extra = {},
) =>
  gate('pre-write', ws, {
    ...pathGateContext(join(ws, file), 'write', {
      cwd: ws,
      workspace: ws,
      home: '/home/nobody',
    }),
    ...(run ? { run } : {}),
    ...extra,
  });

describe('without an active run', () => {
  it('the phase policies say nothing: a source write is judged by the security policies only', () => {
    const ws = workspace();
    expect(write(ws, undefined, 'src/anything.ts')).toMatchObject({
      allowed: true,
      findings: [],
    });
    expect(
      gate('pre-phase-transition', ws, { phaseTarget: 'ship' }).findings,
    ).toEqual([]);
  });
});

describe('phase gate', () => {
  it('moves one step at a time, back at will, and execute needs an approved PLAN', () => {
    const ws = workspace();
    const runs = new RunRegistry(ws);
    const run = runs.start(
      { objective: 'add a greeting', mode: 'quick', tdd: false },
      NOW,
    );
    expect(
      policies(
        gate('pre-phase-transition', ws, { run, phaseTarget: 'verify' }),
      ),
    ).toEqual(['phase-gate:hard-deny']);
    const unplanned = gate('pre-phase-transition', ws, {
      run,
      phaseTarget: 'execute',
    });
    expect(unplanned.findings[0]?.message).toBe(
      'execute needs an approved PLAN that lists the files it may change',
    );
    expect(() => runs.advance(run.id, 'execute', unplanned, NOW)).toThrow(
      /the gate refused execute/,
    );
    const planned = runs.plan(run.id, ['src/greet.ts'], true, NOW);
    const decision = gate('pre-phase-transition', ws, {
      run: planned,
      phaseTarget: 'execute',
    });
    expect(decision.allowed).toBe(true);
    expect(runs.advance(run.id, 'execute', decision, NOW)).toMatchObject({
      phase: 'execute',
      history: [{ from: 'plan', to: 'execute', traceId: decision.traceId }],
    });
    expect(
      gate('pre-phase-transition', ws, {
        run: runs.get(run.id)!,
        phaseTarget: 'plan',
      }).allowed,
    ).toBe(true);
  });

  it('ship needs ship facts: without them the move is evidence-required, which blocks the advance', () => {
    const ws = workspace();
    const run = runIn(ws, 'verify');
    const d = gate('pre-phase-transition', ws, { run, phaseTarget: 'ship' });
    expect(d.allowed).toBe(true);
    expect(policies(d)).toEqual(['phase-gate:evidence-required']);
    expect(() => new RunRegistry(ws).advance(run.id, 'ship', d, NOW)).toThrow(
      /the gate refused ship/,
    );
  });
});

describe('source writes', () => {
  it('are refused outside execute, allowed in execute for PLAN files, refused for files the PLAN does not list', () => {
    const ws = workspace();
    expect(policies(write(ws, runIn(ws, 'plan'), 'src/greet.ts'))).toEqual([
      'source-write:hard-deny',
    ]);
    expect(
      policies(write(ws, runIn(workspace(), 'verify'), 'src/greet.ts')),
    ).toEqual(['source-write:hard-deny']);
    const ws2 = workspace();
    const run = runIn(ws2, 'execute');
    expect(write(ws2, run, 'src/greet.ts').allowed).toBe(true);
    expect(write(ws2, run, 'docs/notes.md').allowed).toBe(true);
    expect(policies(write(ws2, run, 'src/other.ts'))).toEqual([
      'plan-path:hard-deny',
    ]);
  });

  it('are refused while a blocking question is open, and allowed once it is answered', () => {
    const ws = workspace();
    const runs = new RunRegistry(ws);
    const run = runIn(ws, 'execute');
    const asked = runs.ask(run.id, 'Which greeting language?', true, NOW);
    const refused = write(ws, asked, 'src/greet.ts');
    expect(refused.findings[0]).toMatchObject({
      policy: 'source-write',
      message:
        'blocking question Q1 is open (Which greeting language?): no code changes until it is answered',
    });
    expect(
      write(ws, runs.answer(run.id, 'Q1', 'English', NOW), 'src/greet.ts')
        .allowed,
    ).toBe(true);
  });

  it('through a shell are source writes too', async () => {
    const ws = workspace();
    const run = runIn(ws, 'plan');
    const command = 'echo "export const x = 1" > src/greet.ts';
    await parsed('true');
    const d = gate('pre-tool', ws, {
      ...bashGateContext(command, {
        cwd: ws,
        workspace: ws,
        home: '/home/nobody',
      }),
      run,
    });
    expect(policies(d)).toContain('source-write:hard-deny');
  });
});

describe('TDD', () => {
  const red = (createdAt: string) => ({
    id: 'r',
    path: 'x',
    kind: 'verify' as const,
    sourceTrust: 'local-command' as const,
    producerTraceId: 't',
    command: 'npm test',
    exitCode: 1,
    sourceRefs: [],
    createdAt,
  });
  it('a production write in execute needs a failing test recorded since execute began; tests themselves may be written first', () => {
    const ws = workspace();
    const run = runIn(ws, 'execute', { tdd: true });
    expect(policies(write(ws, run, 'src/greet.ts'))).toEqual(['tdd:hard-deny']);
    expect(write(ws, run, 'test/greet.test.ts').allowed).toBe(true);
    expect(
      write(ws, run, 'src/greet.ts', {
        facts: { evidence: [red('2026-11-22T11:00:00.000Z')] },
      }).allowed,
    ).toBe(false);
    expect(
      write(ws, run, 'src/greet.ts', {
        facts: { evidence: [red('2026-11-22T12:30:00.000Z')] },
      }).allowed,
    ).toBe(true);
  });

  it('a passing test run with no failing one before it is noted at post-verify-result (red first), never blocked', () => {
    const ws = workspace();
    const run = runIn(ws, 'execute', { tdd: true });
    const {
      id: _id,
      path: _path,
      ...green
    } = { ...red('2026-11-22T12:30:00.000Z'), exitCode: 0 };
    expect(
      policies(
        gate('post-verify-result', ws, {
          run,
          command: 'npm test',
          payload: { record: green, claimed: 'pass' },
        }),
      ),
    ).toEqual(['tdd:warning']);
    const after = gate('post-verify-result', ws, {
      run,
      command: 'npm test',
      payload: { record: green, claimed: 'pass' },
      facts: { evidence: [red('2026-11-22T12:30:00.000Z')] },
    });
    expect(policies(after)).toEqual([]);
  });
});

describe('quick and normal', () => {
  it('high-risk signals force normal mode at start and at re-plan', () => {
    expect(
      riskSignals('add a login rate limit', ['src/auth/limit.ts']),
    ).toEqual(['auth']);
    expect(riskSignals('report', ['db/report.sql'])).toEqual(['sql']);
    expect(modeFor('quick', [])).toBe('quick');
    const ws = workspace();
    const runs = new RunRegistry(ws);
    const run = runs.start(
      { objective: 'tidy the README', mode: 'quick', tdd: false },
      NOW,
    );
    expect(run.mode).toBe('quick');
    expect(
      runs.plan(run.id, ['migrations/001_users.sql'], true, NOW),
    ).toMatchObject({
      mode: 'normal',
      requestedMode: 'quick',
      riskSignals: ['sql', 'migration'],
    });
  });

  it('a hand-edited quick run with risk may not advance', () => {
    const ws = workspace();
    const run = {
      ...runIn(ws, 'plan'),
      objective: 'alter table users drop column password',
    };
    expect(
      policies(
        gate('pre-phase-transition', ws, { run, phaseTarget: 'execute' }),
      ),
    ).toContain('run-mode:hard-deny');
  });
});

describe('post-write and pre-context-compile', () => {
  it('flags template placeholders and new files after a write, an inconsistent run before a compile', () => {
    const ws = workspace();
    const run = runIn(ws, 'execute');
    const after = gate('post-write', ws, {
      ...pathGateContext(join(ws, 'src/greet.ts'), 'write', {
        cwd: ws,
        workspace: ws,
        home: '/h',
      }),
      run,
      content: 'export const greet = () => "<fill in greeting>";',
      payload: { created: true },
    });
    expect(after.findings.map((f) => f.message)).toEqual([
      'src/greet.ts:1 still holds a template placeholder (<fill in greeting>)',
      `new file src/greet.ts created in run ${run.id}`,
    ]);
    expect(gate('pre-context-compile', ws, { run }).allowed).toBe(true);
    expect(
      policies(
        gate('pre-context-compile', ws, {
          run: { ...run, plan: { approved: false, paths: [] } },
        }),
      ),
    ).toEqual(['run-consistency:hard-deny']);
  });
});

describe('the run registry', () => {
  it('switching runs changes only which one is active: no plan, phase or question leaks between them', () => {
    const ws = workspace();
    const runs = new RunRegistry(ws);
    const a = runIn(ws, 'execute', { plan: ['src/a.ts'] });
    runs.ask(a.id, 'Keep the old API?', true, NOW);
    const b = runs.start(
      { objective: 'write docs', mode: 'quick', tdd: false },
      NOW,
    );
    expect(runs.active()?.id).toBe(b.id);
    expect(runs.active()).toMatchObject({
      phase: 'plan',
      plan: { approved: false, paths: [] },
      questions: [],
    });
    expect(
      write(ws, runs.active(), 'src/a.ts').findings.map((f) => f.policy),
    ).toEqual(['source-write']);
    runs.switchTo(a.id);
    expect(runs.active()).toMatchObject({
      id: a.id,
      phase: 'execute',
      plan: { paths: ['src/a.ts'] },
      questions: [{ id: 'Q1', blocking: true }],
    });
    expect(runs.get(b.id)).toMatchObject({ phase: 'plan', questions: [] });
    expect(() => runs.switchTo('r-nope-0000')).toThrow(/no run r-nope-0000/);
    expect(() => runs.get('../etc/passwd')).toThrow(/is not a run id/);
  });
});
