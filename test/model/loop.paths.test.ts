// Input: src/paths (generatePaths, replayPath, Coverage), machines/loop (loopMachine, STOP_STATES, evaluatorCandidate), policies/loop (buildEvaluatorInput), ./loop.model
// Output: generated path tests of the LoopKernel at 100% of states and transitions, with its invariants on every path: a stop state carries its report and what would let it continue, no budget is exceeded outside budget-exhausted, every act passed a GateDecision, the evaluator never sees the generator's words
// Pos: test/model, model-based tests of machines/loop.machine.ts; guards run the real budget, stuck and stop-class policies
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { LoopContext } from '../../machines/loop.context.js';
import { evaluatorCandidate } from '../../machines/loop.context.js';
import { loopMachine, STOP_STATES } from '../../machines/loop.machine.js';
import { BUDGET_FIELDS } from '../../policies/loop/budget.js';
import { buildEvaluatorInput } from '../../policies/loop/evaluator.js';
import { Coverage, formatCoverage } from '../../src/paths/coverage.js';
import { generatePaths, pathLabel } from '../../src/paths/generate.js';
import { replayPath } from '../../src/paths/replay.js';
import { GENERATOR_DONE_TEXT, loopEvents, loopInput, serializeLoop } from './loop.model.js';

const options = { input: loopInput, events: loopEvents, serializeState: serializeLoop };
const { shortest, edges } = generatePaths(loopMachine, options);
const coverage = new Coverage(loopMachine);
const describeEvent = (e: AnyEventObject) => {
  if (e.type === 'PROPOSE') return `PROPOSE(${e['plan'].kind}${e['at'] > 1000 ? ',late' : ''})`;
  if (e.type === 'GATED') return `GATED(${e['decisions'][0].traceId}${e['hostAsks'] ? ',host-asks' : ''}${e['at'] > 1000 ? ',late' : ''})`;
  if (e.type === 'OBSERVED') return `OBSERVED(${e['observation'].outcome}${e['observation'].outputChars > 100 ? ',big' : ''}${e['at'] > 1000 ? ',late' : ''})`;
  if (e.type === 'EVALUATED') return `EVALUATED(${e['evaluation'].traceId})`;
  if (e.type === 'SHIP_GATED') return `SHIP_GATED(${e['decision'].traceId}${e['at'] > 1000 ? ',late' : ''})`;
  return e.type;
};
const stopOf = Object.fromEntries(Object.entries(STOP_STATES).map(([reason, state]) => [state, reason]));

describe(`loop machine: ${shortest.length} shortest paths + ${edges.length} edge-cover paths`, () => {
  for (const [i, path] of [...shortest, ...edges].entries()) {
    it(`${path.kind} #${i}: ${path.state.value as string} <= ${pathLabel(path, describeEvent)}`, async () => {
      const end = await replayPath(loopMachine, path, { ...options, coverage });
      expect(end.value).toEqual(path.state.value);
      const c = end.context as LoopContext;
      const value = end.value as string;
      if (value in stopOf) {
        expect(end.status).toBe('done');
        expect(c.stop?.reason).toBe(stopOf[value]);
        expect(c.stop?.toContinue.length).toBeGreaterThan(0);
        expect((end.output as { report: unknown }).report).toEqual(c.stop);
      } else expect(c.stop).toBeNull();
      if (value !== 'budgetExhausted') for (const [used, max] of BUDGET_FIELDS) expect(c.usage[used], used).toBeLessThanOrEqual(c.budget[max]);
      if (value === 'act') {
        expect(c.current?.decisions.length).toBeGreaterThan(0);
        expect(c.current?.decisions.every((d) => !d.findings.some((f) => f.severity === 'hard-deny'))).toBe(true);
      }
      expect(JSON.stringify(buildEvaluatorInput({ ...evaluatorCandidate(c), ...c, evidence: [] } as never))).not.toContain(GENERATOR_DONE_TEXT);
    });
  }

  it('covers 100% of the state nodes and transitions', () => {
    const report = coverage.report();
    console.log(formatCoverage(`(${shortest.length + edges.length} generated path tests)`, report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
