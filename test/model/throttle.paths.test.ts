// Input: src/paths (generatePaths, replayPath, Coverage), machines/throttle.machine, policies/throttle/cooldown, ./throttle.model
// Output: one test per generated path of the throttle machine replayed on a real actor, with its invariants; a 100% coverage check
// Pos: test/model, model-based tests of the per-rule throttle memory; the guards run the real cooldown arithmetic
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { ThrottleContext } from '../../machines/throttle.machine.js';
import { throttleMachine } from '../../machines/throttle.machine.js';
import { effectiveSeverity } from '../../policies/throttle/cooldown.js';
import { Coverage, formatCoverage } from '../../src/paths/coverage.js';
import { generatePaths, pathLabel } from '../../src/paths/generate.js';
import { replayPath } from '../../src/paths/replay.js';
import { serializeThrottle, throttleEvents, throttleInput } from './throttle.model.js';

const options = { input: throttleInput, events: throttleEvents, serializeState: serializeThrottle };
const { shortest, edges } = generatePaths(throttleMachine, options);
const coverage = new Coverage(throttleMachine);
const describeEvent = (e: AnyEventObject) => (e.type === 'CHOICE' ? `CHOICE(${e['choice']})` : `${e.type}@${e['ts']}`);

describe(`throttle machine: ${shortest.length} shortest paths + ${edges.length} edge-cover paths`, () => {
  for (const [i, path] of [...shortest, ...edges].entries()) {
    it(`${path.kind} #${i}: ${serializeThrottle(path.state)} <= ${pathLabel(path, describeEvent)}`, async () => {
      const end = await replayPath(throttleMachine, path, { ...options, coverage });
      expect(end.value).toEqual(path.state.value);
      const c = end.context as ThrottleContext;
      const last = path.steps[path.steps.length - 1]!.event;
      if (last.type === 'HIT') {
        const outcome = c.outcome!;
        expect(outcome.ts).toBe(last['ts']);
        // Shown exactly when the rule was neither muted nor inside its cooldown, and then at the streak's severity.
        if (outcome.shown) {
          expect(c.lastShownAt).toBe(last['ts']);
          expect(outcome.severity).toBe(effectiveSeverity('warn', c.continueStreak, c.continuesToInfo));
        } else expect(outcome.reason).toBe(end.value === 'muted' ? 'muted' : 'cooling-down');
      }
      if (end.matches({ active: 'coolingDown' })) expect(c.lastShownAt).not.toBeNull();
    });
  }

  it('covers 100% of the state nodes and transitions', () => {
    const report = coverage.report();
    console.log(formatCoverage(`(${shortest.length + edges.length} generated path tests)`, report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
