// testSummary — the counts a test run's own summary reports (vitest, jest,
// mocha, pytest, go test, cargo test, node --test and TAP), summed over every
// summary in the output: passed, failed, skipped, total, and which runners
// reported them
// Pos: policies/harness/promise, read at PostToolUse and stored in the evidence
// record, so "0 tests ran" can refuse a green run; pure, one pass over the
// lines, anchored patterns only (a long output cannot make it backtrack)

export interface TestCounts {
  /**
   * The runners whose summaries were read, `+`-joined in the order first seen
   * (`vitest`, `pytest`, `cargo`…).
   */
  runner: string;
  passed: number;
  /** Failed, errored and cancelled tests. */
  failed: number;
  /**
   * Skipped, ignored, pending, todo and expected-failure tests: reported, not
   * run to a verdict.
   */
  skipped: number;
  total: number;
}

/** Tests that ran to a verdict. */
export const executed = (counts: Pick<TestCounts, 'passed' | 'failed'>) =>
  counts.passed + counts.failed;

type Tally = Omit<TestCounts, 'runner' | 'total'>;
type Bucket = keyof Tally;

/**
 * Lines longer than this are not summaries; skipping them keeps every pattern
 * cheap.
 */
const MAX_LINE = 400;
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

/**
 * `3 passed | 1 skipped | 1 todo` or `1 failed, 3 passed, 4 total`: counts by
 * word.
 */
function countWords(
  text: string,
  words: Record<string, Bucket | null>,
): Tally | undefined {
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  let any = false;
  for (const m of text.matchAll(/(\d+) ([a-z]+)/g)) {
    const bucket = words[m[2] as string];
    if (bucket === undefined) continue;
    any = true;
    if (bucket) tally[bucket] += Number(m[1]);
  }
  return any ? tally : undefined;
}

const VITEST: Record<string, Bucket | null> = {
  passed: 'passed',
  failed: 'failed',
  skipped: 'skipped',
  todo: 'skipped',
};
const JEST: Record<string, Bucket | null> = {
  passed: 'passed',
  failed: 'failed',
  skipped: 'skipped',
  todo: 'skipped',
  total: null,
};
const PYTEST: Record<string, Bucket | null> = {
  passed: 'passed',
  xpassed: 'passed',
  failed: 'failed',
  error: 'failed',
  errors: 'failed',
  skipped: 'skipped',
  xfailed: 'skipped',
  deselected: null,
  warning: null,
  warnings: null,
  rerun: null,
};
const CARGO: Record<string, Bucket | null> = {
  passed: 'passed',
  failed: 'failed',
  ignored: 'skipped',
  measured: null,
  filtered: null,
};
const NODE: Record<string, Bucket | null> = {
  pass: 'passed',
  fail: 'failed',
  cancelled: 'failed',
  skipped: 'skipped',
  todo: 'skipped',
};

/**
 * A line's reading: counts to add now, `held` (recognised, counted when the
 * output ends), or undefined (not this runner's).
 */
type Reading = Tally | 'held' | undefined;

interface Reader {
  runner: string;
  /** Reads one line (ANSI colours removed). */
  line(line: string, state: Map<string, Tally | boolean>): Reading;
  /**
   * What the held lines add once the output ends (go's package lines, plain
   * TAP).
   */
  end?(state: Map<string, Tally | boolean>): Tally | undefined;
}

const zero = (): Tally => ({ passed: 0, failed: 0, skipped: 0 });

/** Adds one to `bucket` of the tally kept under `key`. */
function hold(
  state: Map<string, Tally | boolean>,
  key: string,
  bucket: Bucket | null,
): 'held' {
  const tally = (state.get(key) as Tally | undefined) ?? zero();
  if (bucket) tally[bucket]++;
  state.set(key, tally);
  return 'held';
}

const readers: Reader[] = [
  {
    runner: 'vitest',
    line: (l) => {
      const m = /^\s*Tests\s{1,12}(\d.*?)(?:\s+\(\d+\))?\s*$/.exec(l);
      if (m) return countWords((m[1] as string).replace(/\|/g, ' '), VITEST);
      return /^\s*No test files found, exiting with code \d+\s*$/.test(l)
        ? zero()
        : undefined;
    },
  },
  {
    runner: 'jest',
    line: (l) => {
      const m = /^Tests:\s+(\d.*\d+ total)\s*$/.exec(l);
      if (m) return countWords(m[1] as string, JEST);
      return /^No tests found, exiting with code \d+/.test(l)
        ? zero()
        : undefined;
    },
  },
  {
    runner: 'pytest',
    line: (l) => {
      const m =
        /^=*\s*((?:\d+ [a-z]+(?:, )?)+|no tests ran) in [\d.]+s(?: \([^)]*\))?\s*=*\s*$/.exec(
          l,
        );
      if (!m) return undefined;
      return m[1] === 'no tests ran'
        ? zero()
        : countWords(m[1] as string, PYTEST);
    },
  },
  {
    runner: 'cargo',
    line: (l) => {
      const m = /^test result: (?:ok|FAILED)\. (.*)$/.exec(l);
      return m
        ? countWords(
            (m[1] as string).replace(/filtered out/, 'filtered'),
            CARGO,
          )
        : undefined;
    },
  },
  {
    runner: 'node',
    line: (l, state) => {
      const m =
        /^[#ℹ] (tests|suites|pass|fail|cancelled|skipped|todo) (\d+)$/.exec(l);
      if (!m) return undefined;
      state.set('node', true);
      const bucket = NODE[m[1] as string];
      return bucket ? { ...zero(), [bucket]: Number(m[2]) } : zero();
    },
  },
  {
    runner: 'mocha',
    line: (l) => {
      const m =
        /^\s{2}(\d+) (passing|failing|pending)(?: \(\d+(?:\.\d+)?m?s\))?\s*$/.exec(
          l,
        );
      if (!m) return undefined;
      return {
        ...zero(),
        [m[2] === 'passing'
          ? 'passed'
          : m[2] === 'failing'
            ? 'failed'
            : 'skipped']: Number(m[1]),
      };
    },
  },
  {
    // go test -v prints a line per test (subtests indented, not counted again);
    // without -v, one line per package.
    runner: 'go',
    line: (l, state) => {
      const test = /^--- (PASS|FAIL|SKIP): \S/.exec(l);
      if (test)
        return hold(
          state,
          'goTests',
          test[1] === 'PASS'
            ? 'passed'
            : test[1] === 'FAIL'
              ? 'failed'
              : 'skipped',
        );
      const pkg =
        /^(ok|FAIL)\s+\S+\s+(?:[\d.]+s|\(cached\))(\s+\[no tests to run\])?/.exec(
          l,
        );
      if (pkg)
        return hold(
          state,
          'goPackages',
          pkg[2] ? null : pkg[1] === 'ok' ? 'passed' : 'failed',
        );
      return /^\?\s+\S+\s+\[no test files\]$/.test(l)
        ? hold(state, 'goPackages', null)
        : undefined;
    },
    // Package lines count only without per-test lines: then each package that
    // ran tests stands for its tests.
    end: (state) =>
      (state.get('goTests') as Tally | undefined) ??
      (state.get('goPackages') as Tally | undefined),
  },
  {
    // Plain TAP (bats, tap, node's tap reporter): counted only when no `# pass`
    // summary came with it.
    runner: 'tap',
    line: (l, state) => {
      if (/^1\.\.\d+(\s|$)/.test(l)) state.set('tapPlan', true);
      const m = /^(not )?ok \d+\b(.*)$/.exec(l);
      if (!m) return undefined;
      return hold(
        state,
        'tap',
        /#\s*(?:skip|todo)\b/i.test(m[2] as string)
          ? 'skipped'
          : m[1]
            ? 'failed'
            : 'passed',
      );
    },
    end: (state) =>
      state.get('tapPlan') && !state.get('node')
        ? (state.get('tap') as Tally | undefined)
        : undefined,
  },
];

/**
 * The summed counts of every test summary in `output`, or undefined when it
 * holds none.
 */
export function testSummary(output: string): TestCounts | undefined {
  const seen = new Map<string, Tally>();
  const state = new Map<string, Tally | boolean>();
  const add = (runner: string, tally: Tally) => {
    const sum = seen.get(runner) ?? zero();
    seen.set(runner, {
      passed: sum.passed + tally.passed,
      failed: sum.failed + tally.failed,
      skipped: sum.skipped + tally.skipped,
    });
  };
  for (let start = 0; start <= output.length;) {
    const found = output.indexOf('\n', start);
    const stop = found < 0 ? output.length : found;
    // A line too long to be a summary is skipped before any pattern sees it.
    const line =
      stop - start <= MAX_LINE * 2
        ? output.slice(start, stop).replace(ANSI, '').replace(/\r$/, '')
        : '';
    if (line && line.length <= MAX_LINE) {
      for (const reader of readers) {
        const reading = reader.line(line, state);
        if (reading === undefined) continue;
        if (reading !== 'held') add(reader.runner, reading);
        break;
      }
    }
    start = stop + 1;
  }
  for (const reader of readers) {
    const tally = reader.end?.(state);
    if (tally) add(reader.runner, tally);
  }
  if (seen.size === 0) return undefined;
  const sum = [...seen.values()].reduce((a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
  }));
  return {
    runner: [...seen.keys()].join('+'),
    ...sum,
    total: sum.passed + sum.failed + sum.skipped,
  };
}
