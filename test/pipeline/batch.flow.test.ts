// end-to-end flows of the batch machine: batches in order, a failed batch stops
// the run, the full pipeline at the end, persistence
// Pos: test/pipeline, behaviour of the composed machines with nothing replaced;
// the generated path suite covers every edge separately
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { BatchOutput } from '../../policies/pipeline/batch/quick-check.js';
import { batchMachine } from '../../machines/batch.machine.js';
import { submissions } from '../model/pipeline.model.js';

const good: BatchOutput[] = [
  {
    avatar: '@impl',
    output: {
      files_changed: ['src/a.ts'],
      summary: 'model added',
      tests_run: true,
    },
    files: [{ path: 'src/a.ts', exists: true, syntaxOk: true }],
  },
];
const missingFile: BatchOutput[] = [
  {
    avatar: '@impl',
    output: {
      files_changed: ['src/b.ts'],
      summary: 'route added',
      tests_run: true,
    },
    files: [{ path: 'src/b.ts', exists: false }],
  },
];
const input = {
  batches: ['models', 'routes'],
  track: 'feature' as const,
  avatar: 'body' as const,
};

const start = (limits?: { retry: number }) => {
  const actor = createActor(batchMachine, {
    input: { ...input, ...(limits ? { limits } : {}) },
  });
  actor.start();
  return actor;
};

describe('batch verification (seed 001 并行验证规则)', () => {
  it('checks each batch before the next and runs the full pipeline at the end', () => {
    const actor = start();
    actor.send({ type: 'BATCH_DONE', batch: 'models', outputs: good });
    expect(actor.getSnapshot().value).toEqual({ running: 'awaitingBatch' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'BATCH_DONE', batch: 'routes', outputs: good });
    expect(actor.getSnapshot().value).toBe('finalVerification');
    actor.send({ type: 'SUBMIT', submission: submissions.pass });
    const done = actor.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.output?.status).toBe('completed');
    expect(done.output?.final?.status).toBe('completed');
    expect(done.output?.records.map((r) => [r.batch, r.passed])).toEqual([
      ['models', true],
      ['routes', true],
    ]);
  });

  it('a failed batch stops the run: the next batch is not accepted until the failed one passes', () => {
    const actor = start();
    actor.send({ type: 'BATCH_DONE', batch: 'models', outputs: missingFile });
    expect(actor.getSnapshot().value).toEqual({ running: 'failed' });
    expect(
      actor.getSnapshot().context.last?.findings.map((f) => f.policy),
    ).toEqual(['batch.file-missing']);
    actor.send({ type: 'BATCH_DONE', batch: 'routes', outputs: good });
    expect(actor.getSnapshot().value).toEqual({ running: 'failed' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'BATCH_DONE', batch: 'models', outputs: good });
    expect(actor.getSnapshot().value).toEqual({ running: 'awaitingBatch' });
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('stops for good when a batch fails as many times as the retry limit', () => {
    const actor = start({ retry: 2 });
    actor.send({ type: 'BATCH_DONE', batch: 'models', outputs: missingFile });
    actor.send({ type: 'BATCH_DONE', batch: 'models', outputs: missingFile });
    const s = actor.getSnapshot();
    expect(s.value).toBe('stopped');
    expect(s.output?.status).toBe('stopped');
    expect(s.output?.stopReason).toMatch(/models failed 2 times/);
  });

  it('hands the final pipeline the events it needs and ends escalated when it escalates', () => {
    const actor = start();
    actor.send({ type: 'BATCH_DONE', batch: 'models', outputs: good });
    actor.send({ type: 'BATCH_DONE', batch: 'routes', outputs: good });
    actor.send({ type: 'SUBMIT', submission: submissions.dingRetry });
    expect(actor.getSnapshot().value).toBe('finalVerification');
    actor.send({
      type: 'USER_DECISION',
      decision: 'stop',
      note: 'taking over',
    });
    const s = actor.getSnapshot();
    expect(s.output?.status).toBe('escalated');
    expect(s.output?.final?.escalation?.reason).toBe('user-stop');
  });

  it('survives persistence in the middle of the final pipeline', () => {
    const actor = start();
    actor.send({ type: 'BATCH_DONE', batch: 'models', outputs: good });
    actor.send({ type: 'BATCH_DONE', batch: 'routes', outputs: good });
    actor.send({ type: 'SUBMIT', submission: submissions.dingRetry });
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const restored = createActor(batchMachine, { snapshot: saved, input });
    restored.start();
    expect(restored.getSnapshot().value).toBe('finalVerification');
    restored.send({ type: 'RESUBMIT', submission: submissions.pass });
    expect(restored.getSnapshot().output?.status).toBe('completed');
  });
});
