// Input: src/paths (generatePaths, replayPath, Coverage, controllablePromises), machines/batch, ./batch.model
// Output: one test per generated path of the batch machine, replayed on a real actor; a 100% coverage check
// Pos: test/model, model-based tests of the batch machine; the invoked final pipeline is a controllable promise (its own suite covers it)
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { batchMachine } from '../../machines/batch.machine.js';
import { Coverage, formatCoverage } from '../../src/paths/coverage.js';
import { generatePaths, pathLabel } from '../../src/paths/generate.js';
import { controllablePromises, replayPath } from '../../src/paths/replay.js';
import { batchEvents, batchInput, serializeBatch } from './batch.model.js';

const { actors, pending } = controllablePromises(['finalPipeline']);
const machine = batchMachine.provide({ actors } as never) as AnyStateMachine;
const options = { input: batchInput, events: batchEvents, serializeState: serializeBatch };
const { shortest, edges } = generatePaths(machine, options);
const coverage = new Coverage(machine);
const describeEvent = (e: { type: string; batch?: string; outputs?: unknown[]; output?: { status: string } }) =>
  e.type === 'BATCH_DONE' ? `BATCH_DONE(${e.batch},${e.outputs?.length === 1 ? 'bad' : 'good'})` : e.output ? `done(${e.output.status})` : e.type;

describe(`batch machine: ${shortest.length} shortest paths + ${edges.length} edge-cover paths`, () => {
  for (const [i, path] of [...shortest, ...edges].entries()) {
    it(`${path.kind} #${i}: ${serializeBatch(path.state)} <= ${pathLabel(path, describeEvent)}`, async () => {
      const end = await replayPath(machine, path, { ...options, coverage, pending });
      expect(end.value).toEqual(path.state.value);
      expect(end.context.retries).toBeLessThanOrEqual(batchInput.limits!.retry!);
      if (end.status === 'done') expect(end.output.status).toBe(end.value);
    });
  }

  it('covers 100% of the state nodes and transitions', () => {
    const report = coverage.report();
    console.log(formatCoverage(`(${shortest.length + edges.length} generated path tests)`, report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
