// one test per generated path of the batch machine, replayed on a real actor; a
// 100% coverage check against visualizations/path-coverage/batch.json
// Pos: test/model, model-based tests of the batch machine; the invoked final
// pipeline becomes a controllable promise (pathSuite's default), its own suite
// covers it
import { describe, expect, it } from 'vitest';
import { batchMachine } from '../../machines/batch.machine.js';
import { pathSuite } from '../../src/tooling/paths/path-suite.js';
import { batchEvents, batchInput, serializeBatch } from './batch.model.js';
import { catalogReport } from './catalog-report.js';

pathSuite(batchMachine, {
  name: 'batch',
  input: batchInput,
  events: batchEvents,
  serializeState: serializeBatch,
  describeEvent: (e) =>
    e.type === 'BATCH_DONE'
      ? `BATCH_DONE(${e['batch']},${e['outputs']?.length === 1 ? 'bad' : 'good'})`
      : e['output']
        ? `done(${e['output'].status})`
        : e.type,
  check: (end) => {
    expect(end.context.retries).toBeLessThanOrEqual(batchInput.limits!.retry!);
    if (end.status === 'done') expect(end.output.status).toBe(end.value);
  },
  report: catalogReport('batch'),
}).register({ describe, it });
