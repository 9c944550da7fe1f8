// one test per generated path of the throttle machine replayed on a real actor,
// with its invariants; a 100% coverage check against
// visualizations/path-coverage/throttle.json
// Pos: test/model, model-based tests of the per-rule throttle memory; the
// guards run the real cooldown arithmetic
import { describe, expect, it } from 'vitest';
import type { ThrottleContext } from '../../machines/throttle.machine.js';
import { throttleMachine } from '../../machines/throttle.machine.js';
import { effectiveSeverity } from '../../policies/throttle/cooldown.js';
import { pathSuite } from '../../src/tooling/paths/path-suite.js';
import { catalogReport } from './catalog-report.js';
import {
  serializeThrottle,
  throttleEvents,
  throttleInput,
} from './throttle.model.js';

pathSuite(throttleMachine, {
  name: 'throttle',
  input: throttleInput,
  events: throttleEvents,
  serializeState: serializeThrottle,
  describeEvent: (e) =>
    e.type === 'CHOICE' ? `CHOICE(${e['choice']})` : `${e.type}@${e['ts']}`,
  check: (end, path) => {
    const c = end.context as ThrottleContext;
    const last = path.steps[path.steps.length - 1]!.event;
    if (last.type === 'HIT') {
      const outcome = c.outcome!;
      expect(outcome.ts).toBe(last['ts']);
      // Shown exactly when the rule was neither muted nor inside its cooldown,
      // and then at the streak's severity.
      if (outcome.shown) {
        expect(c.lastShownAt).toBe(last['ts']);
        expect(outcome.severity).toBe(
          effectiveSeverity('warn', c.continueStreak, c.continuesToInfo),
        );
      } else
        expect(outcome.reason).toBe(
          end.value === 'muted' ? 'muted' : 'cooling-down',
        );
    }
    if (end.matches({ active: 'coolingDown' }))
      expect(c.lastShownAt).not.toBeNull();
  },
  report: catalogReport('throttle'),
}).register({ describe, it });
