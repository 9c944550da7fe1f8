// generated path tests of the stop guard at 100% of states and transitions
// (checked against visualizations/path-coverage/stop-guard.json), plus its
// release-after-N rule on every path
// Pos: test/model, model-based tests of the Stop / SubagentStop decision
// machine; its model is small enough to live here
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { StopGuardContext } from '../../machines/stop-guard.machine.js';
import { stopGuardMachine } from '../../machines/stop-guard.machine.js';
import { pathSuite } from '../../src/tooling/paths/path-suite.js';
import { catalogReport } from './catalog-report.js';

const input = { limit: 2 };
const events: AnyEventObject[] = [
  { type: 'STOP', open: [], continuing: false },
  { type: 'STOP', open: ['AC1 unproven'], continuing: false },
  { type: 'STOP', open: ['AC1 unproven'], continuing: true },
  { type: 'USER_PROMPT' },
];

pathSuite(stopGuardMachine, {
  name: 'stop-guard',
  input,
  events,
  serializeState: (s: AnyMachineSnapshot) =>
    JSON.stringify({ v: s.value, b: (s.context as StopGuardContext).blocks }),
  describeEvent: (e) =>
    e.type === 'STOP'
      ? `STOP(${e['open']?.length ? 'open' : 'done'}${e['continuing'] ? ',cont' : ''})`
      : e.type,
  check: (end) => {
    const ctx = end.context as StopGuardContext;
    expect(ctx.blocks).toBeLessThanOrEqual(input.limit);
    if (end.value === 'released') expect(ctx.open.length).toBeGreaterThan(0);
    if (end.value === 'allowed') expect(ctx.open).toEqual([]);
  },
  report: catalogReport('stop-guard'),
}).register({ describe, it });
