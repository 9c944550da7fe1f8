// Tests that a recorded pipeline run replays to the recorded state value and
// context digest byte for byte, that a tampered event changes the result and
// replay says so, that redacted events are named, that --run selects a run,
// that a start after machine.restarted is expected, and that gate decisions are
// recorded under their traceId without the raw content
// Pos: test/platform; the recording side is driven exactly as the runtime will
// drive it: record the event, then send it
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineCatalog } from '../../machines/index.js';
import { createPipeline } from '../../machines/pipeline.machine.js';
import {
  definePolicy,
  gateFinding,
} from '../../policies/gate/define-policy.js';
import { redactRuleMatches } from '../../policies/security/redact-rule-matches.js';
import type { Submission } from '../../policies/vocabulary/submission.js';
import { PolicyRegistry } from '../../src/harness/gate/registry.js';
import { runGate } from '../../src/harness/gate/run-gate.js';
import { contextDigest } from '../../src/platform/ledger/canonical.js';
import type { Ledger } from '../../src/platform/ledger/ledger.js';
import { openLedger } from '../../src/platform/ledger/ledger.js';
import { ledgerFiles } from '../../src/platform/ledger/ledger-files.js';
import type { MachineTarget } from '../../src/platform/ledger/record.js';
import {
  recordGateDecision,
  recordMachineEvent,
  recordMachineStart,
  recordMachineState,
} from '../../src/platform/ledger/record.js';
import { replayLedger } from '../../src/platform/ledger/replay.js';
import { ledgerRecorder } from '../../src/harness/loop/loop-recorder.js';
import { wukong } from '../e2e/cli.js';
import {
  pipelineInput,
  submissions,
  verifyResults,
} from '../model/pipeline.model.js';
import { tempDir } from './processes.js';

type PipelineEvent =
  | { type: 'SUBMIT' | 'RESUBMIT'; submission: Submission }
  | {
      type: 'VERIFY_RESULT';
      evidence: ReturnType<typeof verifyResults>['passes'];
    };

/**
 * Drives a real pipeline the way the runtime will: record each event before
 * sending it, checkpoint after.
 */
function recordRun(
  ledger: Ledger,
  target: MachineTarget,
  events: PipelineEvent[],
) {
  const actor = createPipeline(pipelineInput);
  recordMachineStart(ledger, target, pipelineInput);
  actor.start();
  for (const event of events) {
    recordMachineEvent(ledger, target, event);
    actor.send(event);
    recordMachineState(ledger, target, actor.getSnapshot());
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

const retryThenPass: PipelineEvent[] = [
  { type: 'SUBMIT', submission: submissions.dingRetry },
  { type: 'VERIFY_RESULT', evidence: verifyResults('pytest -v').passes },
];

function recordedWorkspace() {
  const workspace = tempDir();
  const dir = join(workspace, '.wukong', 'ledger');
  const ledger = openLedger({ dir, redact: redactRuleMatches, fsync: false });
  const target = { runId: 'run-a', machine: 'pipeline', actorId: 'pipeline-1' };
  const final = recordRun(ledger, target, retryThenPass);
  return { workspace, dir, ledger, final };
}

const ledgerText = (dir: string) =>
  ledgerFiles(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('');

describe('replay', () => {
  it('rebuilds a recorded pipeline run to the recorded state value and context digest, byte for byte', () => {
    const { dir, final } = recordedWorkspace();
    expect(final.value).toBe('completed');
    expect(final.context.counters.retries).toBe(1);
    const checkpoints = ledgerText(dir)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .filter((e) => e.type === 'machine.state');
    const last = checkpoints[checkpoints.length - 1];
    expect(last.data).toMatchObject({
      value: 'completed',
      status: 'done',
      contextDigest: contextDigest(final.context),
    });

    const report = replayLedger(dir);
    expect(report.ok).toBe(true);
    expect(report.actors).toHaveLength(1);
    const [actor] = report.actors;
    expect(actor).toMatchObject({
      runId: 'run-a',
      machine: 'pipeline',
      actorId: 'pipeline-1',
      events: 2,
      checkpoints: 2,
      matches: true,
      divergence: null,
      errors: [],
      redactedEvents: [],
    });
    expect(JSON.stringify(actor!.final!.value)).toBe(
      JSON.stringify(last.data.value),
    );
    expect(actor!.final!.contextDigest).toBe(last.data.contextDigest);
    expect(actor!.lastCheckpoint).toMatchObject({
      seq: last.seq,
      value: 'completed',
    });
  });

  it('reports a tampered event: the replayed state differs from the checkpoint, and the ledger fails verify at that line', () => {
    const { workspace, dir } = recordedWorkspace();
    const [file] = ledgerFiles(dir);
    const text = readFileSync(join(dir, file!), 'utf8');
    const lines = text.split('\n');
    const index = lines.findIndex((l) => l.includes('"type":"VERIFY_RESULT"'));
    lines[index] = lines[index]!.replace(
      '"exitCode":0',
      '"exitCode":1',
    ).replace('Tests  6 passed (6)', 'FAIL test/cart/total.test.ts');
    writeFileSync(join(dir, file!), lines.join('\n'));

    const report = replayLedger(dir);
    expect(report.ok).toBe(false);
    const [actor] = report.actors;
    expect(actor!.matches).toBe(false);
    // The tampered run fails 定 a second time: seed 001's second failure asks
    // for the root cause first.
    expect(actor!.final!.value).toEqual({
      feature: { ding: { retrying: 'rootCause' } },
    });
    expect(actor!.divergence).toMatchObject({
      checkpoint: { value: 'completed' },
      replayed: {
        value: { feature: { ding: { retrying: 'rootCause' } } },
      },
      differs: ['value', 'context', 'status'],
    });
    expect(report.ledgerProblems).toEqual([
      expect.objectContaining({ kind: 'tampered', file, line: index + 1 }),
    ]);

    const cli = wukong(['ledger', 'replay'], { cwd: workspace });
    expect(cli.code).toBe(1);
    expect(cli.stdout).toContain(
      `DIFFERS from the checkpoint at seq ${actor!.divergence!.checkpoint.seq}`,
    );
    expect(cli.stdout).toContain('recorded "completed" (done)');
    expect(cli.stdout).toContain(
      'replayed {"feature":{"ding":{"retrying":"rootCause"}}} (active)',
    );
    expect(cli.stdout).toContain(
      `${file}:${index + 1} (seq ${index + 1}): hash mismatch`,
    );
  });

  it('names the events redaction changed when they were recorded, and writes none of their secrets', () => {
    const dir = tempDir();
    const ledger = openLedger({ dir, redact: redactRuleMatches, fsync: false });
    recordRun(
      ledger,
      { runId: 'run-s', machine: 'pipeline', actorId: 'p-secret' },
      [{ type: 'SUBMIT', submission: submissions.backtrackJie }],
    );
    expect(ledgerText(dir)).not.toContain('Hunter2Prod!');
    const [actor] = replayLedger(dir).actors;
    expect(actor!.redactedEvents).toEqual([2]);
  });

  it('replays only the run --run names, and keeps actors of one run apart', () => {
    const { workspace, ledger } = recordedWorkspace();
    recordRun(
      ledger,
      { runId: 'run-b', machine: 'pipeline', actorId: 'pipeline-1' },
      [{ type: 'SUBMIT', submission: submissions.jieReject }],
    );
    recordRun(
      ledger,
      { runId: 'run-b', machine: 'pipeline', actorId: 'pipeline-2' },
      [{ type: 'SUBMIT', submission: submissions.pass }],
    );
    const dir = join(workspace, '.wukong', 'ledger');
    expect(replayLedger(dir).actors.map((a) => [a.runId, a.actorId])).toEqual([
      ['run-a', 'pipeline-1'],
      ['run-b', 'pipeline-1'],
      ['run-b', 'pipeline-2'],
    ]);
    const onlyB = replayLedger(dir, { runId: 'run-b' });
    expect(
      onlyB.actors.map((a) => [a.actorId, a.final!.value, a.matches]),
    ).toEqual([
      ['pipeline-1', 'awaitingOutput', true],
      ['pipeline-2', 'completed', true],
    ]);
    const cli = wukong(['ledger', 'replay', '--run', 'run-b', '--json'], {
      cwd: workspace,
    });
    expect(cli.code).toBe(0);
    expect(JSON.parse(cli.stdout).actors).toHaveLength(2);
  });

  it('reports an event before its machine.start and refuses to record an unknown machine', () => {
    const dir = tempDir();
    const ledger = openLedger({ dir, redact: redactRuleMatches, fsync: false });
    expect(() =>
      recordMachineStart(
        ledger,
        { runId: 'r', machine: 'pipline', actorId: 'a' },
        {},
      ),
    ).toThrow(
      `unknown machine "pipline"; allowed: ${machineCatalog.map((m) => m.name).join(', ')}`,
    );
    recordMachineEvent(
      ledger,
      { runId: 'r', machine: 'pipeline', actorId: 'a' },
      { type: 'SUBMIT' },
    );
    const report = replayLedger(dir);
    expect(report.ok).toBe(false);
    expect(report.actors[0]!.errors).toEqual([
      expect.stringContaining('seq 1 (') &&
        expect.stringContaining('an event before its machine.start'),
    ]);
  });

  it("takes a start after machine.restarted as the actor's fresh start; a second start without one stays an error", () => {
    const { dir, ledger } = recordedWorkspace();
    const target = {
      runId: 'run-a',
      machine: 'pipeline',
      actorId: 'pipeline-1',
    };
    ledgerRecorder(
      ledger,
      'run-a',
      'pipeline-1',
      undefined,
      'pipeline',
    ).restarted?.(
      'the stored pipeline was written by a pipeline of another shape',
    );
    recordRun(ledger, target, retryThenPass.slice(0, 1));
    const restarted = replayLedger(dir);
    expect([
      restarted.ok,
      restarted.actors[0]!.errors,
      restarted.actors[0]!.matches,
    ]).toEqual([true, [], true]);
    recordRun(ledger, target, retryThenPass.slice(0, 1));
    expect(replayLedger(dir).actors[0]!.errors).toEqual([
      expect.stringMatching(
        /the actor was started a second time; replaying from this start$/,
      ),
    ]);
  });
});

describe('recordGateDecision', () => {
  it('writes a gate.decision under the decision traceId, with its verb and findings, and the written content only as a digest', () => {
    const dir = tempDir();
    const ledger = openLedger({ dir, redact: redactRuleMatches, fsync: false });
    const registry = new PolicyRegistry([
      definePolicy({
        id: 'no-env-write',
        description: 'asks before .env is written',
        checkpoints: ['pre-write'],
        evaluate: (ctx) =>
          ctx.path?.endsWith('.env')
            ? [
                gateFinding(
                  'no-env-write',
                  ctx.path,
                  'soft-deny',
                  `writing ${ctx.path}`,
                  { kind: 'ask-user', detail: 'confirm' },
                ),
              ]
            : [],
      }),
    ]);
    const gate = {
      cwd: '/w',
      workspace: '/w',
      home: '/home/u',
      toolName: 'Write',
      path: '/w/.env',
      access: 'write' as const,
      content: 'API_KEY=sk_live_0123456789abcdef\n',
    };
    const decision = runGate('pre-write', gate, {
      registry,
      traceId: 'gate-trace-1',
    });
    const entry = recordGateDecision(ledger, decision, {
      runId: 'session-1',
      parentTraceId: 'tool-call-7',
      gate,
    });
    expect(entry).toMatchObject({
      type: 'gate.decision',
      traceId: 'gate-trace-1',
      parentTraceId: 'tool-call-7',
      runId: 'session-1',
    });
    expect(entry.data).toMatchObject({
      checkpoint: 'pre-write',
      allowed: false,
      verb: 'ask',
      findings: [{ policy: 'no-env-write', severity: 'soft-deny' }],
      subject: {
        toolName: 'Write',
        path: '/w/.env',
        content: { bytes: 33, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      },
    });
    expect(ledgerText(dir)).not.toContain('sk_live_0123456789abcdef');
  });
});
