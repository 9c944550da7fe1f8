// Input: src/paths (generatePaths, replayPath, Coverage), machines/checkpoint, policies/body (VIOLATIONS), ./checkpoint.model
// Output: generated path tests of the body's self-check in warn and in enforce mode, one coverage at 100% of states and transitions over both, with the seed's rules on every path: warn never halts, a halted body names what halts it, every violation carries the seed's level
// Pos: test/model, model-based tests of machines/checkpoint.machine.ts
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { CheckpointContext } from '../../machines/checkpoint.machine.js';
import { checkpointMachine } from '../../machines/checkpoint.machine.js';
import { VIOLATIONS } from '../../policies/body/body-verdict.js';
import { Coverage, formatCoverage } from '../../src/paths/coverage.js';
import { generatePaths, pathLabel } from '../../src/paths/generate.js';
import { replayPath } from '../../src/paths/replay.js';
import { checkpointEvents, checkpointInputs, serializeCheckpoint, TEXTS } from './checkpoint.model.js';

const coverage = new Coverage(checkpointMachine);
const textName = (text: string) => Object.entries(TEXTS).find(([, t]) => text.endsWith(t))?.[0] ?? '?';
const describeEvent = (e: AnyEventObject) => (e.type === 'CHECKPOINT' ? `CHECKPOINT(${textName(e['text'])})` : e.type === 'ACTION' ? `ACTION(${e['action'].kind}${e['action'].lines ? `:${e['action'].lines}` : ''})` : e.type);
let total = 0;

for (const [mode, input] of Object.entries(checkpointInputs)) {
  const options = { input, events: checkpointEvents, serializeState: serializeCheckpoint };
  const { shortest, edges } = generatePaths(checkpointMachine, options);
  total += shortest.length + edges.length;
  describe(`checkpoint machine (${mode}): ${shortest.length} shortest paths + ${edges.length} edge-cover paths`, () => {
    for (const [i, path] of [...shortest, ...edges].entries()) {
      it(`${path.kind} #${i}: ${path.state.value as string} <= ${pathLabel(path, describeEvent)}`, async () => {
        const end = await replayPath(checkpointMachine, path, { ...options, coverage });
        expect(end.value).toEqual(path.state.value);
        const c = end.context as CheckpointContext;
        if (mode === 'warn') expect(end.value).not.toBe('halted');
        if (end.value === 'halted') expect(c.blocking.length).toBeGreaterThan(0);
        for (const v of c.violations) expect(v.level).toBe(VIOLATIONS[v.kind].level);
        expect(new Set(c.violations.map((v) => v.key)).size).toBe(c.violations.length);
      });
    }
  });
}

describe('checkpoint machine coverage', () => {
  it('covers 100% of the state nodes and transitions (warn and enforce together)', () => {
    const report = coverage.report();
    console.log(formatCoverage(`(${total} generated path tests)`, report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
