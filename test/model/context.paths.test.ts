// Input: src/paths (generatePaths, replayPath, Coverage), machines/context.machine, policies/context/usage-bands, ./context.model
// Output: one test per generated path of the context machine, replayed on a real actor, with the seed's form-switching invariants; 100% coverage
// Pos: test/model, model-based tests of the Ruyi form switching (seed 002 §Form Switching)
import { describe, expect, it } from 'vitest';
import type { ContextTrackerContext } from '../../machines/context.machine.js';
import { contextMachine } from '../../machines/context.machine.js';
import { formOfBand } from '../../policies/context/usage-bands.js';
import { Coverage, formatCoverage } from '../../src/paths/coverage.js';
import { generatePaths, pathLabel } from '../../src/paths/generate.js';
import { replayPath } from '../../src/paths/replay.js';
import { contextEvents, contextInput, serializeContext } from './context.model.js';

const options = { input: contextInput, events: contextEvents, serializeState: serializeContext };
const { shortest, edges } = generatePaths(contextMachine, options);
const coverage = new Coverage(contextMachine);
const describeEvent = (e: { type: string; ratio?: number }) => (e.ratio !== undefined ? `${e.type}(${e.ratio})` : e.type);

describe(`context machine: ${shortest.length} shortest paths + ${edges.length} edge-cover paths`, () => {
  for (const [i, path] of [...shortest, ...edges].entries()) {
    it(`${path.kind} #${i}: ${serializeContext(path.state)} <= ${pathLabel(path, describeEvent)}`, async () => {
      const end = await replayPath(contextMachine, path, { ...options, coverage });
      const c = end.context as ContextTrackerContext;
      expect(end.value).toEqual(path.state.value);
      // An effect is requested exactly while the machine waits for it.
      const waiting = typeof end.value === 'string' ? end.value : null;
      expect(c.request?.kind ?? null).toBe(waiting === 'pruning' ? 'prune' : waiting === 'archiving' ? 'archive' : waiting === 'loading' ? 'load' : null);
      if (end.matches('forms')) {
        const form = (end.value as { forms: string }).forms;
        expect(c.form).toBe(form);
        // Without a manual choice in force, the form is the band's (seed 002 自动切换规则).
        if (!c.manual || c.manual.band !== c.band) expect(form).toBe(formOfBand(c.band));
      }
    });
  }

  it('covers 100% of the state nodes and transitions', () => {
    const report = coverage.report();
    console.log(formatCoverage(`(${shortest.length + edges.length} generated path tests)`, report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
