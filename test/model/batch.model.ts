// batchModel — events per batch-machine state (good and bad batches, forwarded
// pipeline events, the final pipeline's result)
// Pos: test/model, the model behind the generated batch paths; the final
// pipeline is a controllable promise here, real in batch.flow.test
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { BatchContext, BatchInput } from '../../machines/batch.machine.js';
import type { BatchOutput } from '../../policies/pipeline/batch/quick-check.js';
import { submissions } from './pipeline.model.js';

export const batchInput: BatchInput = {
  batches: ['models', 'routes'],
  track: 'feature',
  avatar: 'body',
  limits: { retry: 2 },
};

const goodOutputs: BatchOutput[] = [
  {
    avatar: 'body',
    output: {
      files_changed: ['src/a.ts'],
      summary: 'added the model',
      tests_run: true,
    },
    files: [{ path: 'src/a.ts', exists: true, syntaxOk: true }],
  },
  {
    avatar: 'tongue',
    output: {
      tests: ['test/a.test.ts'],
      docs: [],
      results: { passed: 3, failed: 0, skipped: 0 },
    },
    files: [{ path: 'test/a.test.ts', exists: true }],
  },
];
const badOutputs: BatchOutput[] = [
  {
    avatar: 'body',
    output: { summary: 'added the model' },
    files: [
      {
        path: 'src/a.ts',
        exists: true,
        syntaxOk: false,
        syntaxError: 'line 3: unexpected }',
      },
    ],
  },
];

export function batchEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const c = snapshot.context as BatchContext;
  const name = c.batches[c.index] ?? 'none';
  if (
    snapshot.matches({ running: 'awaitingBatch' }) ||
    snapshot.matches({ running: 'failed' })
  ) {
    return [
      { type: 'BATCH_DONE', batch: name, outputs: goodOutputs },
      { type: 'BATCH_DONE', batch: name, outputs: badOutputs },
      { type: 'BATCH_DONE', batch: 'not-this-one', outputs: goodOutputs },
      { type: 'STOP', reason: 'user stopped' },
    ];
  }
  if (snapshot.matches('finalVerification')) {
    return [
      { type: 'SUBMIT', submission: submissions.pass },
      { type: 'RESUBMIT', submission: submissions.pass },
      {
        type: 'VERIFY_RESULT',
        evidence: { kind: 'command', command: 'npm test', exitCode: 0 },
      },
      { type: 'USER_DECISION', decision: 'stop' },
      {
        type: 'xstate.done.actor.finalPipeline',
        output: {
          status: 'completed',
          counters: { retries: 0, backtracks: 0, redos: 0 },
          anchors: [],
          escalation: null,
        },
      },
      {
        type: 'xstate.done.actor.finalPipeline',
        output: {
          status: 'escalated',
          counters: { retries: 3, backtracks: 0, redos: 0 },
          anchors: [],
          escalation: null,
        },
      },
    ];
  }
  return [];
}

export function serializeBatch(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as BatchContext;
  return JSON.stringify({ v: snapshot.value, i: c.index, r: c.retries });
}
