// Tests that the state files the build before PersistedMachine wrote (commit
// ddaddcc: a `wukong verify --state` file, a session's run state with a stop
// guard, the body watch and a loop, context-state.json, throttle.json) still
// load, and that the next event gives byte for byte the snapshot that build
// gave (the --state file is refused since the pipeline grew its tracks); and
// that a context-state.json that no longer fits starts over, saying why
// Pos: test/actors, reads ./persisted-state (written by that build, with what
// it did next); real files in temp workspaces, nothing faked. A machine that
// changes shape makes these fail on purpose: then write the fixtures again with
// the build before the change
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkpointMachine } from '../../machines/checkpoint.machine.js';
import type { GateDecision } from '../../policies/vocabulary/gate.js';
import { ContextConfig } from '../../policies/vocabulary/context-config.js';
import { stepStopGuard } from '../../src/actors/guard-actor.js';
import { PersistedMachine } from '../../src/actors/persisted-machine.js';
import { RunStore } from '../../src/actors/run-store.js';
import { driveTracker } from '../../src/context/context-state.js';
import { LoopSession } from '../../src/harness/loop/loop-session.js';
import { loadPipeline } from '../../src/pipeline/pipeline-state.js';
import {
  adviseOnPrompt,
  muteThrottleRule,
  throttleStatus,
} from '../../src/hosts/library/configured/config-entries.js';

const fixtures = new URL('./persisted-state/', import.meta.url).pathname;
const next = JSON.parse(
  readFileSync(join(fixtures, 'next-by-ddaddcc.json'), 'utf8'),
) as Record<string, Record<string, unknown> | undefined>;
const T0 = Date.UTC(2026, 10, 22, 9, 0, 0);
const json = (value: unknown) => JSON.stringify(value);
const noRecords = { start() {}, event() {}, state() {} };

function workspaceWith(file: string, ...at: string[]): string {
  const ws = mkdtempSync(join(tmpdir(), 'wukong-formats-'));
  mkdirSync(join(ws, ...at.slice(0, -1)), { recursive: true });
  copyFileSync(join(fixtures, file), join(ws, ...at));
  return ws;
}

describe('state files written before PersistedMachine', () => {
  it('a --state file: the pipeline changed shape since (issue 15: one region per track), so the file is refused with the remedy, never reset', () => {
    const path = join(fixtures, 'pipeline-state.json');
    expect(() => loadPipeline(path)).toThrow(
      /pipeline-state\.json was written by a pipeline of another shape \(fingerprint 704610c3efb1da0f, this build's [0-9a-f]+\); delete it \(or pass another --state file\) to start over/,
    );
  });

  it('a run state: it parses, and its stop guard, body watch and loop go on from where they were', () => {
    const ws = workspaceWith(
      'run-state.json',
      '.wukong',
      'runs',
      's1',
      'state.json',
    );
    const state = new RunStore(ws, (_lock, fn) => fn()).read('s1')!;
    expect(Object.keys(state.actors)).toEqual([
      'stop',
      'body',
      'loop:promise:P1',
    ]);

    const guard = stepStopGuard(state.actors['stop'], 3, {
      type: 'STOP',
      open: ['AC1 unproven'],
      continuing: true,
    });
    expect([guard.restarted, guard.state, guard.context.blocks]).toEqual([
      undefined,
      'blocked',
      2,
    ]);
    expect(json(guard.persisted.snapshot)).toBe(json(next['stop']));

    const watch = PersistedMachine.open(
      checkpointMachine,
      state.actors['body'],
      { onMismatch: 'refuse', where: 'body' },
    );
    watch.send({ type: 'ACTION', action: { kind: 'search', tool: 'Grep' } });
    expect(json(watch.persisted().snapshot)).toBe(json(next['body']));

    const budget = {
      maxTurns: 1,
      maxToolCalls: 1,
      maxVerifyAttempts: 1,
      maxWallClockMs: 1,
      maxContextChars: 1,
      maxDelegations: 1,
    };
    const loop = LoopSession.open(
      { runId: 's1', startedAt: 0, budget },
      () => noRecords,
      state.actors['loop:promise:P1'],
    );
    expect([loop.fresh, loop.state, loop.context.budget.maxTurns]).toEqual([
      false,
      'gate',
      10,
    ]);
    const allowed: GateDecision = {
      allowed: true,
      checkpoint: 'pre-tool',
      findings: [],
      traceId: 't1',
      authorized: [],
    } as GateDecision;
    loop.send({ type: 'GATED', decisions: [allowed], at: T0 + 2000 });
    expect(json(loop.persisted().snapshot)).toBe(json(next['loop']));
  });

  it('context-state.json: the tracker restores in the compact band and moves back as before', async () => {
    const ws = workspaceWith(
      'context-state.json',
      '.wukong',
      'context',
      'current',
      'context-state.json',
    );
    const drive = await driveTracker(
      ws,
      ContextConfig.parse({}).thresholds,
      [{ type: 'USAGE', ratio: 0.3 }],
      async () => {
        throw new Error('no effect expected');
      },
    );
    expect([drive.restarted, drive.state]).toEqual([
      undefined,
      next['context']!.state,
    ]);
    const written = JSON.parse(
      readFileSync(
        join(ws, '.wukong', 'context', 'current', 'context-state.json'),
        'utf8',
      ),
    );
    expect(json(written.snapshot)).toBe(json(next['context']!.snapshot));
    expect(Object.keys(written)).toEqual([
      'v',
      'machine',
      'fingerprint',
      'snapshot',
    ]);
  });

  it('context-state.json that is not JSON or of another shape: the tracker starts over and says why (a --state file is refused instead)', async () => {
    const ws = workspaceWith(
      'context-state.json',
      '.wukong',
      'context',
      'current',
      'context-state.json',
    );
    const path = join(
      ws,
      '.wukong',
      'context',
      'current',
      'context-state.json',
    );
    const usage = () =>
      driveTracker(
        ws,
        ContextConfig.parse({}).thresholds,
        [{ type: 'USAGE', ratio: 0.3 }],
        async () => {
          throw new Error('no effect expected');
        },
      );
    writeFileSync(path, '{"v":1,"machine":"context"');
    expect((await usage()).restarted).toMatch(
      /context-state\.json is not valid JSON \(/,
    );
    const envelope = JSON.parse(
      readFileSync(join(fixtures, 'context-state.json'), 'utf8'),
    );
    writeFileSync(
      path,
      JSON.stringify({ ...envelope, fingerprint: 'feedfacefeedface' }),
    );
    const drive = await usage();
    expect(drive.restarted).toMatch(
      /context-state\.json was written by a context of another shape \(fingerprint feedfacefeedface, this build's [0-9a-f]{16}\)$/,
    );
    expect(drive.state).toBe('forms.expanded');
    expect((await usage()).restarted).toBeUndefined();
  });

  it('throttle.json: a rule cooling down and a muted one, resolved from plain data, answer as before', () => {
    const ws = workspaceWith('throttle.json', '.wukong', 'throttle.json');
    expect(throttleStatus(ws, T0 + 60_000)).toEqual(next['throttle']!.status);
    expect(
      muteThrottleRule(ws, 'R002_AGENT_REDESIGN', false, T0 + 2000),
    ).toEqual(next['throttle']!.unmuted);
    expect(
      adviseOnPrompt({
        workspace: ws,
        prompt: '实现这段逻辑',
        permissionMode: 'plan',
        modelId: 'claude-opus-4-1-20250805',
        sessionId: 's1',
        now: T0 + 60_000,
      }),
    ).toEqual(next['throttle']!.advice);
    expect(
      JSON.parse(readFileSync(join(ws, '.wukong', 'throttle.json'), 'utf8')),
    ).toEqual(next['throttle']!.file);
  });
});
