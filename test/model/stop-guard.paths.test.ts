// Input: src/paths (generatePaths, replayPath, Coverage), machines/stop-guard
// Output: generated path tests of the stop guard at 100% of states and transitions, plus its release-after-N rule on every path
// Pos: test/model, model-based tests of the Stop / SubagentStop decision machine
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { StopGuardContext } from '../../machines/stop-guard.machine.js';
import { stopGuardMachine } from '../../machines/stop-guard.machine.js';
import { Coverage, formatCoverage } from '../../src/paths/coverage.js';
import { generatePaths, pathLabel } from '../../src/paths/generate.js';
import { replayPath } from '../../src/paths/replay.js';

const input = { limit: 2 };
const events = (): AnyEventObject[] => [
  { type: 'STOP', open: [], continuing: false },
  { type: 'STOP', open: ['AC1 unproven'], continuing: false },
  { type: 'STOP', open: ['AC1 unproven'], continuing: true },
  { type: 'USER_PROMPT' },
];
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify({ v: s.value, b: (s.context as StopGuardContext).blocks });
const describeEvent = (e: AnyEventObject) => {
  const stop = e as unknown as { open?: string[]; continuing?: boolean };
  return e.type === 'STOP' ? `STOP(${stop.open?.length ? 'open' : 'done'}${stop.continuing ? ',cont' : ''})` : e.type;
};
const options = { input, events, serializeState };
const { shortest, edges } = generatePaths(stopGuardMachine, options);
const coverage = new Coverage(stopGuardMachine);

describe(`stop-guard machine: ${shortest.length} shortest paths + ${edges.length} edge-cover paths`, () => {
  for (const [i, path] of [...shortest, ...edges].entries()) {
    it(`${path.kind} #${i}: ${serializeState(path.state)} <= ${pathLabel(path, describeEvent)}`, async () => {
      const end = await replayPath(stopGuardMachine, path, { ...options, coverage });
      expect(end.value).toEqual(path.state.value);
      const ctx = end.context as StopGuardContext;
      expect(ctx.blocks).toBeLessThanOrEqual(input.limit);
      if (end.value === 'released') expect(ctx.open.length).toBeGreaterThan(0);
      if (end.value === 'allowed') expect(ctx.open).toEqual([]);
    });
  }

  it('covers 100% of the state nodes and transitions', () => {
    const report = coverage.report();
    console.log(formatCoverage(`(${shortest.length + edges.length} generated path tests)`, report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
