// Input: src/paths (generatePaths, replayPath, Coverage), machines/anchor.machine, ./anchor.model
// Output: one test per generated path of the anchor lifecycle, replayed on a real actor; a 100% coverage check
// Pos: test/model, model-based tests of the anchor machine (seed 002 种子生命周期)
import { describe, expect, it } from 'vitest';
import { anchorMachine } from '../../machines/anchor.machine.js';
import { Coverage, formatCoverage } from '../../src/paths/coverage.js';
import { generatePaths, pathLabel } from '../../src/paths/generate.js';
import { replayPath } from '../../src/paths/replay.js';
import { anchorEvents, anchorInput, serializeAnchor } from './anchor.model.js';

const options = { input: anchorInput, events: anchorEvents, serializeState: serializeAnchor };
const { shortest, edges } = generatePaths(anchorMachine, options);
const coverage = new Coverage(anchorMachine);
const describeEvent = (e: { type: string; at?: string }) => (e.type === 'TICK' ? `TICK(${e.at?.slice(5, 10)})` : e.type);

describe(`anchor machine: ${shortest.length} shortest paths + ${edges.length} edge-cover paths`, () => {
  for (const [i, path] of [...shortest, ...edges].entries()) {
    it(`${path.kind} #${i}: ${serializeAnchor(path.state)} <= ${pathLabel(path, describeEvent)}`, async () => {
      const end = await replayPath(anchorMachine, path, { ...options, coverage });
      expect(end.value).toEqual(path.state.value);
      const events = path.steps.slice(1).map((s) => s.event.type);
      expect(end.context.matches).toBe(events.filter((t) => t === 'MATCHED').length);
      expect(end.context.version).toBe(1 + events.filter((t) => t === 'UPDATE').length);
      expect(end.context.status === 'obsolete').toBe(end.value === 'obsolete');
      if (end.value === 'obsolete') expect(end.context.obsoleteReason).toBe('superseded by D002');
    });
  }

  it('covers 100% of the state nodes and transitions', () => {
    const report = coverage.report();
    console.log(formatCoverage(`(${shortest.length + edges.length} generated path tests)`, report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
