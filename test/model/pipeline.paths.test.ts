// one vitest test per generated path (shortest + edge cover) replayed on a real
// pipeline actor, with the counters' invariants; a 100% coverage check against
// visualizations/path-coverage/pipeline.json
// Pos: test/model, model-based tests of the pipeline machine; the judges inside
// run for real on real submissions
import { describe, expect, it } from 'vitest';
import { pipelineMachine } from '../../machines/pipeline.machine.js';
import { pathSuite } from '../../src/tooling/paths/path-suite.js';
import { catalogReport } from './catalog-report.js';
import {
  pipelineEvents,
  pipelineInput,
  serializePipeline,
  submissions,
} from './pipeline.model.js';

const names = new Map<unknown, string>(
  Object.entries(submissions).map(([k, v]) => [v, k]),
);

pathSuite(pipelineMachine, {
  name: 'pipeline',
  input: pipelineInput,
  events: pipelineEvents,
  serializeState: serializePipeline,
  describeEvent: (e) =>
    e['submission']
      ? `${e.type}(${names.get(e['submission']) ?? '?'})`
      : e['evidence']
        ? `${e.type}(${e['evidence'].exitCode}:${e['evidence'].output?.slice(0, 12)})`
        : e.type,
  check: (end, path) => {
    expect(end.context.counters).toEqual(path.state.context.counters);
    const { retries, backtracks, redos } = end.context.counters;
    expect(retries).toBeLessThanOrEqual(pipelineInput.limits!.retry!);
    expect(backtracks).toBeLessThanOrEqual(pipelineInput.limits!.backtrack!);
    expect(redos).toBeLessThanOrEqual(pipelineInput.limits!.redo!);
    if (end.status === 'done') expect(end.output.status).toBe(end.value);
  },
  report: catalogReport('pipeline'),
}).register({ describe, it });
