// one test per generated path of the anchor lifecycle, replayed on a real
// actor, with its counters' invariants; a 100% coverage check against
// visualizations/path-coverage/anchor.json
// Pos: test/model, model-based tests of the anchor machine (seed 002 种子生命周期)
import { describe, expect, it } from 'vitest';
import { anchorMachine } from '../../machines/anchor.machine.js';
import { pathSuite } from '../../src/tooling/paths/path-suite.js';
import { anchorEvents, anchorInput, serializeAnchor } from './anchor.model.js';
import { catalogReport } from './catalog-report.js';

pathSuite(anchorMachine, {
  name: 'anchor',
  input: anchorInput,
  events: anchorEvents,
  serializeState: serializeAnchor,
  describeEvent: (e) =>
    e.type === 'TICK' ? `TICK(${e['at']?.slice(5, 10)})` : e.type,
  check: (end, path) => {
    const events = path.steps.slice(1).map((s) => s.event.type);
    expect(end.context.matches).toBe(
      events.filter((t) => t === 'MATCHED').length,
    );
    expect(end.context.version).toBe(
      1 + events.filter((t) => t === 'UPDATE').length,
    );
    expect(end.context.status === 'obsolete').toBe(end.value === 'obsolete');
    if (end.value === 'obsolete')
      expect(end.context.obsoleteReason).toBe('superseded by D002');
  },
  report: catalogReport('anchor'),
}).register({ describe, it });
