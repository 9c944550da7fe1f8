// one generated path suite per track (feature, fix, refactor, direct), each
// over every avatar as a named input under one coverage scoped to the track's
// region, replayed on real pipeline actors with the budgets' invariants; each
// prints `[coverage] pipeline/<track>` and must reach 100%; the union is
// checked against visualizations/path-coverage/pipeline.json
// Pos: test/model, model-based tests of the pipeline machine; the judges inside
// run for real on real submissions
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { PipelineContext } from '../../machines/pipeline.context.js';
import { pipelineMachine } from '../../machines/pipeline.machine.js';
import { TRACKS } from '../../policies/pipeline/tracks/index.js';
import type { Track } from '../../policies/vocabulary/track.js';
import { Coverage, formatCoverage } from '../../src/tooling/paths/coverage.js';
import { coverageFile } from '../../src/tooling/paths/coverage-file.js';
import type { PathSuite } from '../../src/tooling/paths/path-suite.js';
import { handleReport, pathSuite } from '../../src/tooling/paths/path-suite.js';
import { catalogReport } from './catalog-report.js';
import {
  modelLimits,
  pipelineEvents,
  serializePipeline,
  submissionName,
  trackInputs,
} from './pipeline.model.js';

const describeEvent = (e: AnyEventObject) =>
  e['submission']
    ? `${e.type}(${submissionName(e['submission'])})`
    : e['evidence']
      ? `${e.type}(${e['evidence'].exitCode}:${e['evidence'].output?.slice(0, 12)})`
      : e.type;

/** A track's region plus the nodes every track shares (awaiting, rejected,
 * completed, escalated, the root). */
const SHARED = ['pipeline', 'awaitingOutput', 'rejected', 'completed'].concat(
  'escalated',
);
const inTrack = (track: Track) => (id: string) => {
  const [root, top] = id.split('.');
  return (
    root === 'pipeline' &&
    (top === undefined || top === track || SHARED.includes(top))
  );
};

const suites: PathSuite[] = TRACKS.map((track) =>
  pathSuite(pipelineMachine, {
    name: `pipeline/${track}`,
    inputs: trackInputs(track),
    scope: inTrack(track),
    events: pipelineEvents,
    serializeState: serializePipeline,
    describeEvent,
    check: (end, path) => {
      const c = end.context as PipelineContext;
      expect(c.counters).toEqual(path.state.context.counters);
      expect(c.track).toBe(track);
      const { retries, backtracks, redos } = c.counters;
      expect(retries).toBeLessThanOrEqual(modelLimits.retry);
      expect(backtracks).toBeLessThanOrEqual(modelLimits.backtrack);
      expect(redos).toBeLessThanOrEqual(modelLimits.redo);
      // The only track region a path ever enters is its own.
      const entered = path.steps.map((s) => JSON.stringify(s.state.value));
      for (const other of TRACKS.filter((t) => t !== track))
        expect(entered.join(' ')).not.toContain(`"${other}"`);
      // Seed 001's second failures: a root-cause request while retrying after
      // the second retry, a warning after the second backtrack.
      const kinds = c.handBack.map((n) => n.kind);
      if (JSON.stringify(end.value).includes('"rootCause"'))
        expect(kinds).toContain('root-cause');
      if (end.status === 'done') expect(end.output.status).toBe(end.value);
    },
    report: catalogReport(`pipeline-${track}`),
  }),
);
for (const suite of suites) suite.register({ describe, it });

describe('pipeline machine over all four tracks', () => {
  it('the track suites together cover every state and transition of the machine', () => {
    const union = new Coverage(pipelineMachine);
    for (const suite of suites) {
      for (const s of suite.observed.states) union.states.add(s);
      for (const t of suite.observed.transitions) union.transitions.add(t);
    }
    const report = { ...union.report(), machine: 'pipeline' };
    const tests = {
      shortest: suites.reduce((n, s) => n + s.paths.shortest.length, 0),
      edges: suites.reduce((n, s) => n + s.paths.edges.length, 0),
    };
    console.log(
      formatCoverage(
        `(${tests.shortest + tests.edges} generated path tests over ${TRACKS.length} tracks)`,
        report,
      ),
    );
    handleReport(
      join(
        import.meta.dirname,
        '../../visualizations/path-coverage/pipeline.json',
      ),
      'check',
      coverageFile('pipeline', tests, report),
    );
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it('`wukong viz` draws the four tracks inside the pipeline, with their guards by name', () => {
    const dir = join(import.meta.dirname, '../../visualizations');
    const svg = readFileSync(join(dir, 'pipeline.svg'), 'utf8');
    const page = readFileSync(join(dir, 'index.html'), 'utf8');
    const stately = readFileSync(join(dir, 'pipeline.stately.ts'), 'utf8');
    for (const track of TRACKS) {
      expect(svg).toContain(`data-state="pipeline.${track}"`);
      expect(page).toContain(`data-state="pipeline.${track}"`);
      expect(svg).toContain(`${track}EvidenceMet`);
      expect(stately).toContain(`${track}EvidenceMet`);
    }
    expect(svg).toContain('fixSkipsHui');
    expect(svg).toContain('huiGivesFeedback');
  });
});
