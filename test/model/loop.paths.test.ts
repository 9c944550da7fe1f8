// generated path tests of the LoopKernel with its invariants on every path (a
// stop state carries its report and what would let it continue, no budget
// exceeded outside budget-exhausted, every act passed a GateDecision, the
// evaluator never sees the generator's words); 100% coverage checked against
// visualizations/path-coverage/loop.json
// Pos: test/model, model-based tests of machines/loop.machine.ts; guards run
// the real budget, stuck and stop-class policies
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { LoopContext } from '../../machines/loop.context.js';
import { evaluatorCandidate } from '../../machines/loop.context.js';
import { loopMachine, STOP_STATES } from '../../machines/loop.machine.js';
import { BUDGET_FIELDS } from '../../policies/harness/loop/budget.js';
import { buildEvaluatorInput } from '../../policies/harness/loop/evaluator.js';
import { pathSuite } from '../../src/tooling/paths/path-suite.js';
import { catalogReport } from './catalog-report.js';
import {
  GENERATOR_DONE_TEXT,
  loopEvents,
  abortInput,
  loopInput,
  serializeLoop,
} from './loop.model.js';

const late = (e: AnyEventObject) => (e['at'] > 1000 ? ',late' : '');
const describeEvent = (e: AnyEventObject) => {
  if (e.type === 'PROPOSE') return `PROPOSE(${e['plan'].kind}${late(e)})`;
  if (e.type === 'GATED')
    return `GATED(${e['decisions'][0].traceId}${e['hostAsks'] ? ',host-asks' : ''}${late(e)})`;
  if (e.type === 'OBSERVED')
    return `OBSERVED(${e['observation'].outcome}${e['observation'].outputChars > 100 ? ',big' : ''}${late(e)})`;
  if (e.type === 'EVALUATED') return `EVALUATED(${e['evaluation'].traceId})`;
  if (e.type === 'SHIP_GATED')
    return `SHIP_GATED(${e['decision'].traceId}${late(e)})`;
  return e.type;
};
const stopOf = Object.fromEntries(
  Object.entries(STOP_STATES).map(([reason, state]) => [state, reason]),
);

pathSuite(loopMachine, {
  name: 'loop',
  inputs: { default: loopInput, abort: abortInput },
  events: loopEvents,
  serializeState: serializeLoop,
  describeEvent,
  check: (end) => {
    const c = end.context as LoopContext;
    const value = end.value as string;
    if (value in stopOf) {
      expect(end.status).toBe('done');
      expect(c.stop?.reason).toBe(stopOf[value]);
      expect(c.stop?.toContinue.length).toBeGreaterThan(0);
      expect((end.output as { report: unknown }).report).toEqual(c.stop);
    } else expect(c.stop).toBeNull();
    if (value !== 'budgetExhausted')
      for (const [used, max] of BUDGET_FIELDS)
        expect(c.usage[used], used).toBeLessThanOrEqual(c.budget[max]);
    if (value === 'act') {
      expect(c.current?.decisions.length).toBeGreaterThan(0);
      expect(
        c.current?.decisions.every(
          (d) => !d.findings.some((f) => f.severity === 'hard-deny'),
        ),
      ).toBe(true);
    }
    expect(
      JSON.stringify(
        buildEvaluatorInput({
          ...evaluatorCandidate(c),
          ...c,
          evidence: [],
        } as never),
      ),
    ).not.toContain(GENERATOR_DONE_TEXT);
  },
  report: catalogReport('loop'),
}).register({ describe, it });
