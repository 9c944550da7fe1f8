// generated path tests of the body's self-check in warn and in enforce mode
// under one coverage, with the seed's rules on every path (warn never halts, a
// halted body names what halts it, every violation carries the seed's level,
// none twice); 100% checked against
// visualizations/path-coverage/checkpoint.json
// Pos: test/model, model-based tests of machines/checkpoint.machine.ts; neither
// mode alone reaches every transition, so the suite runs both
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { CheckpointContext } from '../../machines/checkpoint.machine.js';
import { checkpointMachine } from '../../machines/checkpoint.machine.js';
import { VIOLATIONS } from '../../policies/harness/body/body-verdict.js';
import { pathSuite } from '../../src/tooling/paths/path-suite.js';
import { catalogReport } from './catalog-report.js';
import {
  checkpointEvents,
  checkpointInputs,
  serializeCheckpoint,
  TEXTS,
} from './checkpoint.model.js';

const textName = (text: string) =>
  Object.entries(TEXTS).find(([, t]) => text.endsWith(t))?.[0] ?? '?';
const describeEvent = (e: AnyEventObject) =>
  e.type === 'CHECKPOINT'
    ? `CHECKPOINT(${textName(e['text'])})`
    : e.type === 'ACTION'
      ? `ACTION(${e['action'].kind}${e['action'].lines ? `:${e['action'].lines}` : ''})`
      : e.type;

pathSuite(checkpointMachine, {
  name: 'checkpoint',
  inputs: checkpointInputs,
  events: checkpointEvents,
  serializeState: serializeCheckpoint,
  describeEvent,
  check: (end, _path, mode) => {
    const c = end.context as CheckpointContext;
    if (mode === 'warn') expect(end.value).not.toBe('halted');
    if (end.value === 'halted') expect(c.blocking.length).toBeGreaterThan(0);
    for (const v of c.violations)
      expect(v.level).toBe(VIOLATIONS[v.kind].level);
    expect(new Set(c.violations.map((v) => v.key)).size).toBe(
      c.violations.length,
    );
  },
  report: catalogReport('checkpoint'),
}).register({ describe, it });
