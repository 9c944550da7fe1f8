// pathSuite(machine, model) → PathSuite: one test per generated path (shortest
// + edge cover, per named input when the model has several) replayed on a real
// actor, and one coverage test naming what is missing; `register({ describe, it
// })` hands them to vitest (or any runner with that shape); PathModel, the
// user's half
// Pos: src/tooling/paths, the library helper behind every generated path suite
// (ours in test/model, the user's from `wukong paths`); imports no test
// framework, so the library stays loadable without one
import { SaidError } from '../../platform/errors/said-error.js';
import type {
  Said,
  SaidParam,
} from '../../../policies/vocabulary/messages/said.js';
import {
  fragment,
  saidText,
} from '../../../policies/vocabulary/messages/say.js';
import { fileURLToPath } from 'node:url';
import type {
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
} from 'xstate';
import { invocations } from '../graph/invocations.js';
import {
  readTextIfExists,
  writeFileAtomic,
} from '../../platform/store/atomic-file.js';
import type { CoverageReport } from './coverage.js';
import { Coverage, formatCoverage } from './coverage.js';
import type { CoverageFile } from './coverage-file.js';
import { coverageFile, coverageFileText } from './coverage-file.js';
import type { MachinePath } from './generate.js';
import { generatePaths, pathLabel } from './generate.js';
import { controllablePromises, replayPath } from './replay.js';

/**
 * What a machine's author supplies so its paths can be generated and replayed:
 * the convention `wukong paths` relies on.
 */
export interface PathModel {
  /** The machine's input for every path. */
  input?: unknown;
  /**
   * Named inputs instead of one, for a machine whose config decides which
   * transitions exist (a warn vs an enforce mode): paths are generated and
   * replayed for each, and one coverage counts them all.
   */
  inputs?: Readonly<Record<string, unknown>>;
  /**
   * The events to try in a snapshot, with payloads; `xstate.done.actor.<id>` /
   * `xstate.error.actor.<id>` settle an invoked promise.
   */
  events:
    | ((snapshot: AnyMachineSnapshot) => AnyEventObject[])
    | readonly AnyEventObject[];
  /**
   * The abstract state: the value plus only the context fields guards read, or
   * the state space never ends.
   */
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  /**
   * Actors of setup({ actors }) to swap for promises the path settles; default:
   * every invoked one.
   */
  controllable?: readonly string[];
  /** A short name for an event in test titles; default: its type. */
  describeEvent?: (event: AnyEventObject) => string;
  /**
   * Transitions the traversal may try before it stops with an error naming
   * serializeState (default 50,000).
   */
  limit?: number;
  /**
   * Invariants checked at the end of every path, on top of the state check
   * after each step; throw (or `expect`) to fail.
   */
  check?: (
    end: AnyMachineSnapshot,
    path: MachinePath,
    variant: string | undefined,
  ) => void | Promise<void>;
}

export interface PathSuiteOptions extends PathModel {
  /** The suite's name in titles and reports; default: the machine's id. */
  name?: string;
  /**
   * The state nodes (by id) this suite must cover, with the transitions between
   * them; default: the whole machine. For a machine whose input selects a
   * region (the pipeline's track), one suite per region.
   */
  scope?: (stateId: string) => boolean;
  /**
   * Percent of states and of transitions the coverage test requires; default
   * 100.
   */
  minimum?: number;
  /**
   * Where the coverage figures go as JSON. `write` (default) replaces the file
   * after the run; `check` fails when the file differs from this run's figures
   * (a checked-in copy), unless WUKONG_UPDATE_COVERAGE=1 is set, which writes
   * it.
   */
  report?: { file: string | URL; mode?: 'write' | 'check' };
}

export interface PathTest {
  name: string;
  run: () => Promise<void>;
}

export interface PathSuite {
  title: string;
  /** Every input's paths together; `variants` gives each named input's own. */
  paths: { shortest: MachinePath[]; edges: MachinePath[] };
  variants: {
    name: string | undefined;
    shortest: MachinePath[];
    edges: MachinePath[];
  }[];
  /** One per path, in order: shortest paths first, then the edge cover. */
  tests: PathTest[];
  /**
   * Runs last: fails below the minimum, naming every state and transition no
   * path reached.
   */
  coverageTest: PathTest;
  coverage: () => CoverageReport;
  /** The nodes and transitions this suite's runs visited, in scope or not. */
  observed: Coverage;
  register: (runner: {
    describe: (name: string, body: () => void) => unknown;
    it: (name: string, body: () => Promise<void>) => unknown;
  }) => void;
}

const pathOf = (file: string | URL) =>
  file instanceof URL ? fileURLToPath(file) : file;

/** A TypeError (the model is mis-built) that carries its catalog Said. */
function modelError(name: string, problem: Said): TypeError {
  const said = fragment('error.paths.model', { name, problem });
  return Object.assign(new TypeError(saidText(said, 'en')), { said });
}

function checkModel(name: string, model: PathSuiteOptions): void {
  if (typeof model.serializeState !== 'function')
    throw modelError(name, fragment('error.paths.serialize'));
  if (typeof model.events !== 'function' && !Array.isArray(model.events)) {
    throw modelError(name, fragment('error.paths.events'));
  }
  if (model.inputs !== undefined) {
    if (model.input !== undefined)
      throw modelError(name, fragment('error.paths.input-or-inputs'));
    if (
      typeof model.inputs !== 'object' ||
      model.inputs === null ||
      Array.isArray(model.inputs) ||
      Object.keys(model.inputs).length === 0
    ) {
      throw modelError(name, fragment('error.paths.inputs'));
    }
  }
  if (
    model.minimum !== undefined &&
    !(model.minimum >= 0 && model.minimum <= 100)
  )
    throw modelError(
      name,
      fragment('error.paths.minimum', { minimum: String(model.minimum) }),
    );
}

/**
 * Swaps every invoked actor the model lets us (all named ones by default) for a
 * promise the path settles.
 */
function controlled(
  machine: AnyStateMachine,
  name: string,
  wanted: readonly string[] | undefined,
) {
  const invoked = invocations(machine);
  const named = [
    ...new Set(invoked.flatMap((i) => (i.src ? [i.src] : []))),
  ].sort();
  const unknown = (wanted ?? []).filter((w) => !named.includes(w));
  if (unknown.length > 0)
    throw modelError(
      name,
      fragment('error.paths.controllable', {
        unknown: unknown.join(', '),
        invoked: named.join(', ') || fragment('error.paths.none'),
      }),
    );
  const chosen = wanted ?? named;
  const { actors, pending } = controllablePromises(chosen);
  const inline = invoked
    .filter((i) => i.src === null)
    .map((i) => `${i.id} (in ${i.state})`);
  return {
    machine: chosen.length
      ? (machine.provide({ actors } as never) as AnyStateMachine)
      : machine,
    pending,
    inline,
  };
}

export function pathSuite(
  machine: AnyStateMachine,
  options: PathSuiteOptions,
): PathSuite {
  const name = options.name ?? machine.id;
  checkModel(name, options);
  const {
    machine: subject,
    pending,
    inline,
  } = controlled(machine, name, options.controllable);
  const staticEvents = Array.isArray(options.events)
    ? [...options.events]
    : null;
  const events = staticEvents
    ? () => staticEvents
    : (options.events as (s: AnyMachineSnapshot) => AnyEventObject[]);
  const limit = options.limit !== undefined ? { limit: options.limit } : {};
  const inputs: [string | undefined, unknown][] = options.inputs
    ? Object.entries(options.inputs)
    : [[undefined, options.input]];
  const variants = inputs.map(([variant, input]) => ({
    name: variant,
    input,
    ...generatePaths(subject, {
      input,
      events,
      serializeState: options.serializeState,
      ...limit,
    }),
  }));
  const paths = {
    shortest: variants.flatMap((v) => v.shortest),
    edges: variants.flatMap((v) => v.edges),
  };
  const coverage = new Coverage(subject, options.scope);
  const describeEvent =
    options.describeEvent ?? ((e: AnyEventObject) => e.type);
  const minimum = options.minimum ?? 100;
  const all = variants.flatMap((v) =>
    [...v.shortest, ...v.edges].map((path) => ({
      path,
      variant: v.name,
      input: v.input,
    })),
  );

  const tests = all.map(({ path, variant, input }, i): PathTest => ({
    name: `${variant === undefined ? '' : `[${variant}] `}${path.kind} #${i}: ${options.serializeState(path.state)} <= ${pathLabel(path, describeEvent)}`,
    run: async () => {
      let end: AnyMachineSnapshot;
      try {
        end = await replayPath(subject, path, {
          input,
          serializeState: options.serializeState,
          coverage,
          pending,
        });
      } catch (error) {
        const hint =
          inline.length && /invoked actor/.test(String(error))
            ? ` (inline invoked logic cannot be controlled: ${inline.join(', ')}; name it in setup({ actors }))`
            : '';
        throw hint && error instanceof Error
          ? new Error(`${error.message}${hint}`, { cause: error })
          : error;
      }
      if (JSON.stringify(end.value) !== JSON.stringify(path.state.value)) {
        throw new SaidError(
          fragment('error.paths.ends', {
            actual: JSON.stringify(end.value),
            predicted: JSON.stringify(path.state.value),
          }),
        );
      }
      await options.check?.(end, path, variant);
    },
  }));

  const coverageTest: PathTest = {
    name: `covers at least ${minimum}% of the state nodes and transitions`,
    run: async () => {
      const report = coverage.report();
      console.log(
        formatCoverage(`(${all.length} generated path tests)`, {
          ...report,
          machine: name,
        }),
      );
      if (options.report)
        handleReport(
          pathOf(options.report.file),
          options.report.mode ?? 'write',
          coverageFile(
            name,
            { shortest: paths.shortest.length, edges: paths.edges.length },
            report,
          ),
        );
      const low = [
        report.states.percent < minimum
          ? `states ${report.states.percent}%`
          : '',
        report.transitions.percent < minimum
          ? `transitions ${report.transitions.percent}%`
          : '',
      ].filter(Boolean);
      if (low.length > 0) {
        const missing = [
          ...report.states.missing.map((s) => `state ${s}`),
          ...report.transitions.missing.map((t) => `transition ${t}`),
        ];
        throw new SaidError(
          fragment('error.paths.low', {
            name,
            low: low.join(', '),
            minimum,
            missing: missingLines(missing),
          }),
        );
      }
    },
  };

  const over = options.inputs
    ? ` over ${variants.length} inputs (${variants.map((v) => v.name).join(', ')})`
    : '';
  const title = `${name} machine: ${paths.shortest.length} shortest paths + ${paths.edges.length} edge-cover paths${over}`;
  return {
    title,
    paths,
    variants: variants.map(({ name: variant, shortest, edges }) => ({
      name: variant,
      shortest,
      edges,
    })),
    tests,
    coverageTest,
    coverage: () => coverage.report(),
    observed: coverage,
    register(runner) {
      runner.describe(title, () => {
        for (const t of tests) runner.it(t.name, t.run);
        runner.it(coverageTest.name, coverageTest.run);
      });
    },
  };
}

/**
 * Writes the figures to `file` (`write`, or WUKONG_UPDATE_COVERAGE=1), or fails
 * when the checked-in copy differs (`check`).
 */
export function handleReport(
  file: string,
  mode: 'write' | 'check',
  figures: CoverageFile,
): void {
  const text = coverageFileText(figures);
  if (mode === 'write' || process.env['WUKONG_UPDATE_COVERAGE'] === '1') {
    if (readTextIfExists(file) !== text) writeFileAtomic(file, text);
    return;
  }
  const recorded = readTextIfExists(file);
  if (recorded !== text) {
    throw new SaidError(
      fragment(
        recorded === undefined
          ? 'error.paths.coverage-missing'
          : 'error.paths.coverage-stale',
        {
          file,
          tests: figures.tests.total,
          states: `${figures.states.covered}/${figures.states.total}`,
          transitions: `${figures.transitions.covered}/${figures.transitions.total}`,
        },
      ),
    );
  }
}

/** The never-reached lines as one nested Said, `a\n  b\n  c`. */
function missingLines(lines: readonly string[]): SaidParam {
  return lines.length <= 1
    ? (lines[0] ?? '')
    : fragment('error.paths.missing-line', {
        line: lines[0]!,
        more: missingLines(lines.slice(1)),
      });
}
