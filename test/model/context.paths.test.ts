// one test per generated path of the context machine, replayed on a real actor,
// with the seed's form-switching invariants; a 100% coverage check against
// visualizations/path-coverage/context.json
// Pos: test/model, model-based tests of the Ruyi form switching (seed 002 §Form
// Switching)
import { describe, expect, it } from 'vitest';
import type { ContextTrackerContext } from '../../machines/context.machine.js';
import { contextMachine } from '../../machines/context.machine.js';
import { formOfBand } from '../../policies/context/usage-bands.js';
import { pathSuite } from '../../src/tooling/paths/path-suite.js';
import { catalogReport } from './catalog-report.js';
import {
  contextEvents,
  contextInput,
  serializeContext,
} from './context.model.js';

pathSuite(contextMachine, {
  name: 'context',
  input: contextInput,
  events: contextEvents,
  serializeState: serializeContext,
  describeEvent: (e) =>
    e['ratio'] !== undefined ? `${e.type}(${e['ratio']})` : e.type,
  check: (end) => {
    const c = end.context as ContextTrackerContext;
    // An effect is requested exactly while the machine waits for it.
    const waiting = typeof end.value === 'string' ? end.value : null;
    expect(c.request?.kind ?? null).toBe(
      waiting === 'pruning'
        ? 'prune'
        : waiting === 'archiving'
          ? 'archive'
          : waiting === 'loading'
            ? 'load'
            : null,
    );
    if (end.matches('forms')) {
      const form = (end.value as { forms: string }).forms;
      expect(c.form).toBe(form);
      // Without a manual choice in force, the form is the band's (seed 002
      // 自动切换规则).
      if (!c.manual || c.manual.band !== c.band)
        expect(form).toBe(formOfBand(c.band));
    }
  },
  report: catalogReport('context'),
}).register({ describe, it });
