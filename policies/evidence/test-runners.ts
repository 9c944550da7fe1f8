// RUNNERS — how each test runner's arguments select tests: which options take a
// value, which filter by name, which narrow or weaken a run (with why), which
// change nothing, which only add checks, and what its positional arguments mean
// Pos: policies/harness/promise, the data run-strength.ts judges with; an
// option no row names is never taken for harmless (read from each runner's
// --help and documentation: vitest 4, jest 30, mocha 11, pytest 9, go 1.23,
// cargo 1.95, node 20, playwright, bun)
import type { MessageId } from '../vocabulary/messages/message.js';

export interface RunnerSpec {
  name: string;
  /**
   * Options that take the next word as their value when not written
   * `--opt=value`.
   */
  valued: readonly string[];
  /**
   * Options that select tests by name or path: kept exactly as promised or
   * removed, never added or changed.
   */
  nameFilters: readonly string[];
  /**
   * Options that narrow the run or let a failure pass, with what they do (a
   * catalog id: strength-messages.ts).
   */
  weakening: Readonly<Record<string, MessageId>>;
  /**
   * Options that change neither which tests run nor how a failure is reported;
   * `--x*` matches by prefix.
   */
  harmless: readonly string[];
  /**
   * Options that only add checks: they may be added; dropping a promised one
   * weakens.
   */
  stronger: readonly string[];
  /**
   * What positional arguments are: `substring` (file filters matched as
   * substrings), `regex` (path patterns; a plain one covers the patterns that
   * contain it), `path` (files, folders, `file::test` ids), `go-packages`
   * (`./...` patterns), `opaque` (unknown: only the promised words count).
   */
  positionals: 'substring' | 'regex' | 'path' | 'go-packages' | 'opaque';
  /**
   * Without positionals the runner runs everything its configuration selects.
   */
  emptyMeansAll: boolean;
}

const JS_HARMLESS = [
  '--silent',
  '--reporter',
  '--reporters',
  '--coverage*',
  '--verbose',
  '--color',
  '--colors',
  '--no-color',
  '--no-colors',
  '--output-file',
  '--json',
  '--log-heap-usage',
  '--max-workers',
  '--hide-skipped-tests',
  '--expand-snapshot-diff',
  '--print-console-trace',
];

const VITEST: RunnerSpec = {
  name: 'vitest',
  valued: [
    '-t',
    '--test-name-pattern',
    '--reporter',
    '--output-file',
    '--bail',
    '--max-workers',
    '--pool',
    '--shard',
    '--project',
    '--exclude',
    '--retry',
    '--root',
    '-r',
    '--dir',
    '--config',
    '-c',
    '--mode',
    '--environment',
    '--test-timeout',
    '--hook-timeout',
    '--tags-filter',
  ],
  nameFilters: ['-t', '--test-name-pattern', '--tags-filter'],
  weakening: {
    '--pass-with-no-tests': 'strength.weak.passes-when-no-test-runs',
    '-u': 'strength.weak.rewrites-failing-snapshots-so-they-pass',
    '--update': 'strength.weak.rewrites-failing-snapshots-so-they-pass',
    '--retry': 'strength.weak.retries-a-failing-test-until-it-passes',
    '--changed': 'strength.weak.runs-only-the-tests-affected-by-changed-files',
    '--project': 'strength.weak.runs-only-one-project',
    '--shard': 'strength.weak.runs-only-one-shard-of-the-tests',
    '--exclude': 'strength.weak.leaves-test-files-out',
    '--allow-only': 'strength.weak.lets-only-in-a-test-file-narrow-the-run',
    '--dangerously-ignore-unhandled-errors':
      'strength.weak.ignores-unhandled-errors-that-would-fail-the-run',
    '--root': 'strength.weak.runs-the-tests-of-another-root',
    '-r': 'strength.weak.runs-the-tests-of-another-root',
    '--dir': 'strength.weak.scans-another-folder-for-tests',
    '--config': 'strength.weak.reads-another-configuration',
    '-c': 'strength.weak.reads-another-configuration',
    '--merge-reports': 'strength.weak.reads-reports-instead-of-running-tests',
    '--standalone': 'strength.weak.starts-without-running-tests',
    '--list-tags': 'strength.weak.lists-tags-instead-of-running-tests',
  },
  harmless: [
    ...JS_HARMLESS,
    '--run',
    '--no-watch',
    '--bail',
    '--pool',
    '--file-parallelism',
    '--no-file-parallelism',
    '--sequence.shuffle',
    '--sequence.seed',
    '--no-cache',
    '--clear-screen',
    '--no-clear-screen',
    '--include-task-location',
    '--disable-console-intercept',
  ],
  stronger: ['--typecheck', '--detect-async-leaks'],
  positionals: 'substring',
  emptyMeansAll: true,
};

const JEST: RunnerSpec = {
  name: 'jest',
  valued: [
    '-t',
    '--test-name-pattern',
    '--test-path-pattern',
    '--test-path-patterns',
    '--reporters',
    '--output-file',
    '--bail',
    '-w',
    '--max-workers',
    '--shard',
    '--select-projects',
    '--ignore-projects',
    '--changed-since',
    '--test-path-ignore-patterns',
    '-c',
    '--config',
    '--root-dir',
    '--roots',
    '--test-match',
    '--test-regex',
    '--test-timeout',
  ],
  nameFilters: [
    '-t',
    '--test-name-pattern',
    '--test-path-pattern',
    '--test-path-patterns',
  ],
  weakening: {
    '--pass-with-no-tests': 'strength.weak.passes-when-no-test-runs',
    '-u': 'strength.weak.rewrites-failing-snapshots-so-they-pass',
    '--update-snapshot':
      'strength.weak.rewrites-failing-snapshots-so-they-pass',
    '-o': 'strength.weak.runs-only-the-tests-of-changed-files',
    '--only-changed': 'strength.weak.runs-only-the-tests-of-changed-files',
    '--changed-since': 'strength.weak.runs-only-the-tests-of-changed-files',
    '--last-commit': 'strength.weak.runs-only-the-tests-of-the-last-commit',
    '--find-related-tests':
      'strength.weak.runs-only-the-tests-related-to-some-files',
    '-f': 'strength.weak.runs-only-the-tests-that-failed-last-time',
    '--only-failures':
      'strength.weak.runs-only-the-tests-that-failed-last-time',
    '--test-path-ignore-patterns': 'strength.weak.leaves-test-files-out',
    '--select-projects': 'strength.weak.runs-only-some-projects',
    '--ignore-projects': 'strength.weak.leaves-projects-out',
    '--shard': 'strength.weak.runs-only-one-shard-of-the-tests',
    '-c': 'strength.weak.reads-another-configuration',
    '--config': 'strength.weak.reads-another-configuration',
    '--root-dir': 'strength.weak.runs-the-tests-of-another-root',
    '--roots': 'strength.weak.looks-for-tests-elsewhere',
    '--test-match': 'strength.weak.changes-which-files-are-tests',
    '--test-regex': 'strength.weak.changes-which-files-are-tests',
    '--list-tests': 'strength.weak.lists-tests-instead-of-running-them',
  },
  harmless: [
    ...JS_HARMLESS,
    '--ci',
    '-i',
    '--run-in-band',
    '-w',
    '--bail',
    '-b',
    '--watch-all=false',
    '--no-watchman',
    '--detect-open-handles',
    '--force-exit',
    '--use-stderr',
    '--test-location-in-results',
    '-e',
    '--expand',
    '--no-stack-trace',
  ],
  stronger: ['--detect-leaks', '--error-on-deprecated'],
  positionals: 'regex',
  emptyMeansAll: true,
};

const MOCHA: RunnerSpec = {
  name: 'mocha',
  valued: [
    '-g',
    '--grep',
    '-f',
    '--fgrep',
    '--reporter',
    '-R',
    '--reporter-option',
    '-j',
    '--jobs',
    '-t',
    '--timeout',
    '--slow',
    '-s',
    '--retries',
    '--spec',
    '--exclude',
    '--config',
    '--require',
    '-r',
    '--extension',
    '--ui',
    '-u',
  ],
  nameFilters: ['-g', '--grep', '-f', '--fgrep', '--spec'],
  weakening: {
    '-i': 'strength.weak.inverts-the-name-filter',
    '--invert': 'strength.weak.inverts-the-name-filter',
    '--retries': 'strength.weak.retries-a-failing-test-until-it-passes',
    '--exclude': 'strength.weak.leaves-test-files-out',
    '--config': 'strength.weak.reads-another-configuration',
    '--allow-uncaught': 'strength.weak.lets-uncaught-errors-through',
    '--dry-run': 'strength.weak.reports-tests-without-running-them',
    '--list-files': 'strength.weak.lists-files-instead-of-running-tests',
  },
  harmless: [
    '--reporter',
    '-R',
    '--reporter-option',
    '--bail',
    '-b',
    '--exit',
    '--color',
    '-c',
    '--no-colors',
    '--parallel',
    '-p',
    '-j',
    '--jobs',
    '--full-trace',
    '--inline-diffs',
    '--slow',
    '-s',
  ],
  stronger: [
    '--forbid-only',
    '--forbid-pending',
    '--check-leaks',
    '--recursive',
  ],
  positionals: 'path',
  emptyMeansAll: false,
};

const PYTEST: RunnerSpec = {
  name: 'pytest',
  valued: [
    '-k',
    '-m',
    '--maxfail',
    '--tb',
    '-p',
    '-o',
    '--override-ini',
    '-c',
    '--rootdir',
    '--deselect',
    '--ignore',
    '--ignore-glob',
    '-n',
    '--numprocesses',
    '--dist',
    '--junitxml',
    '--junit-xml',
    '--durations',
    '--durations-min',
    '--color',
    '-W',
    '--cov',
    '--cov-report',
    '--timeout',
    '--capture',
    '--confcutdir',
    '--basetemp',
    '-r',
  ],
  nameFilters: ['-k', '-m'],
  weakening: {
    '--lf': 'strength.weak.runs-only-the-tests-that-failed-last-time',
    '--last-failed': 'strength.weak.runs-only-the-tests-that-failed-last-time',
    '--sw': 'strength.weak.stops-at-a-failure-and-resumes-from-it-next-time',
    '--stepwise':
      'strength.weak.stops-at-a-failure-and-resumes-from-it-next-time',
    '--sw-skip': 'strength.weak.skips-the-first-failing-test',
    '--stepwise-skip': 'strength.weak.skips-the-first-failing-test',
    '--deselect': 'strength.weak.leaves-tests-out',
    '--ignore': 'strength.weak.leaves-test-paths-out',
    '--ignore-glob': 'strength.weak.leaves-test-paths-out',
    '--co': 'strength.weak.collects-tests-without-running-them',
    '--collect-only': 'strength.weak.collects-tests-without-running-them',
    '-p': 'strength.weak.loads-or-disables-plugins',
    '-o': 'strength.weak.overrides-the-configuration',
    '--override-ini': 'strength.weak.overrides-the-configuration',
    '-c': 'strength.weak.reads-another-configuration',
    '--rootdir': 'strength.weak.runs-from-another-root',
    '--noconftest': 'strength.weak.skips-the-conftest-py-files',
    '--continue-on-collection-errors':
      'strength.weak.runs-on-when-test-files-fail-to-import',
    '--confcutdir': 'strength.weak.changes-which-conftest-py-files-load',
  },
  harmless: [
    '-q',
    '-qq',
    '-v',
    '-vv',
    '-vvv',
    '-s',
    '--capture',
    '-l',
    '--showlocals',
    '-r',
    '-ra',
    '-rA',
    '-rf',
    '-rfE',
    '-rs',
    '-rx',
    '-rX',
    '-rN',
    '--tb',
    '--color',
    '--code-highlight',
    '--durations',
    '--durations-min',
    '--no-header',
    '--no-summary',
    '-x',
    '--exitfirst',
    '--maxfail',
    '--ff',
    '--failed-first',
    '--nf',
    '--new-first',
    '-n',
    '--numprocesses',
    '--dist',
    '--junitxml',
    '--junit-xml',
    '--cov*',
    '--no-cov',
    '--basetemp',
    '--disable-warnings',
    '--disable-pytest-warnings',
  ],
  stronger: ['--runxfail', '--strict-markers', '--strict', '--strict-config'],
  positionals: 'path',
  emptyMeansAll: true,
};

const GO: RunnerSpec = {
  name: 'go test',
  valued: [
    '-run',
    '-skip',
    '-count',
    '-timeout',
    '-p',
    '-parallel',
    '-cpu',
    '-tags',
    '-coverprofile',
    '-covermode',
    '-coverpkg',
    '-bench',
    '-benchtime',
    '-shuffle',
    '-vet',
    '-o',
    '-exec',
    '-ldflags',
    '-gcflags',
    '-mod',
  ],
  nameFilters: ['-run'],
  weakening: {
    '-skip': 'strength.weak.skips-tests-by-name',
    '-short': 'strength.weak.lets-tests-skip-their-long-parts-testing-short',
    '-vet': 'strength.weak.changes-the-go-vet-checks-that-run-first',
    '-exec': 'strength.weak.runs-the-test-binary-through-another-program',
    '-list': 'strength.weak.lists-tests-instead-of-running-them',
    '-c': 'strength.weak.compiles-the-test-binary-without-running-it',
    '-args': 'strength.weak.hands-the-rest-to-the-test-binary',
  },
  harmless: [
    '-v',
    '-count',
    '-timeout',
    '-p',
    '-parallel',
    '-cpu',
    '-failfast',
    '-json',
    '-cover',
    '-coverprofile',
    '-covermode',
    '-coverpkg',
    '-shuffle',
    '-x',
    '-n',
  ],
  stronger: ['-race', '-msan', '-asan'],
  positionals: 'go-packages',
  emptyMeansAll: false,
};

const CARGO: RunnerSpec = {
  name: 'cargo test',
  valued: [
    '-p',
    '--package',
    '--test',
    '--bench',
    '--example',
    '--bin',
    '--features',
    '-F',
    '--target',
    '-j',
    '--jobs',
    '--manifest-path',
    '--message-format',
    '--color',
    '--profile',
    '--exclude',
    '--test-threads',
    '--skip',
    '--format',
    '-Z',
  ],
  nameFilters: ['-p', '--package'],
  weakening: {
    '--exact': 'strength.weak.matches-the-name-filter-exactly',
    '--ignored': 'strength.weak.runs-only-the-ignored-tests',
    '--skip': 'strength.weak.skips-tests-by-name',
    '--no-run': 'strength.weak.compiles-the-tests-without-running-them',
    '--exclude': 'strength.weak.leaves-packages-out',
    '--lib': 'strength.weak.runs-only-some-test-targets',
    '--bins': 'strength.weak.runs-only-some-test-targets',
    '--bin': 'strength.weak.runs-only-some-test-targets',
    '--tests': 'strength.weak.runs-only-some-test-targets',
    '--test': 'strength.weak.runs-only-some-test-targets',
    '--doc': 'strength.weak.runs-only-the-doc-tests',
    '--examples': 'strength.weak.runs-only-some-test-targets',
    '--example': 'strength.weak.runs-only-some-test-targets',
    '--benches': 'strength.weak.runs-only-some-test-targets',
    '--bench': 'strength.weak.runs-only-some-test-targets',
    '--all-targets': 'strength.weak.leaves-the-doc-tests-out',
    '--list': 'strength.weak.lists-tests-instead-of-running-them',
  },
  harmless: [
    '--release',
    '--no-fail-fast',
    '-q',
    '--quiet',
    '-v',
    '--verbose',
    '--nocapture',
    '--no-capture',
    '--show-output',
    '--test-threads',
    '--color',
    '-j',
    '--jobs',
    '--offline',
    '--locked',
    '--frozen',
    '--message-format',
  ],
  stronger: ['--include-ignored', '--workspace', '--all'],
  positionals: 'substring',
  emptyMeansAll: true,
};

const NODE: RunnerSpec = {
  name: 'node --test',
  valued: [
    '--test-name-pattern',
    '--test-skip-pattern',
    '--test-reporter',
    '--test-reporter-destination',
    '--test-concurrency',
    '--test-timeout',
    '--test-shard',
    '--import',
    '--require',
    '-r',
    '--loader',
    '--experimental-loader',
  ],
  nameFilters: ['--test-name-pattern'],
  weakening: {
    '--test-skip-pattern': 'strength.weak.skips-tests-by-name',
    '--test-only': 'strength.weak.runs-only-the-tests-marked-only',
    '--test-shard': 'strength.weak.runs-only-one-shard-of-the-tests',
    '--test-update-snapshots':
      'strength.weak.rewrites-failing-snapshots-so-they-pass',
  },
  harmless: [
    '--test',
    '--test-reporter',
    '--test-reporter-destination',
    '--test-concurrency',
    '--experimental-test-coverage',
    '--test-coverage-*',
    '--enable-source-maps',
    '--no-warnings',
  ],
  stronger: ['--test-force-exit'],
  positionals: 'path',
  emptyMeansAll: false,
};

const PLAYWRIGHT: RunnerSpec = {
  name: 'playwright test',
  valued: [
    '-g',
    '--grep',
    '--grep-invert',
    '--project',
    '--reporter',
    '--retries',
    '--shard',
    '-c',
    '--config',
    '-j',
    '--workers',
    '--max-failures',
    '--timeout',
    '--trace',
    '--output',
  ],
  nameFilters: ['-g', '--grep', '--project'],
  weakening: {
    '--grep-invert': 'strength.weak.leaves-tests-out-by-name',
    '--last-failed': 'strength.weak.runs-only-the-tests-that-failed-last-time',
    '--only-changed': 'strength.weak.runs-only-the-tests-of-changed-files',
    '-u': 'strength.weak.rewrites-failing-snapshots-so-they-pass',
    '--update-snapshots':
      'strength.weak.rewrites-failing-snapshots-so-they-pass',
    '--retries': 'strength.weak.retries-a-failing-test-until-it-passes',
    '--pass-with-no-tests': 'strength.weak.passes-when-no-test-runs',
    '--shard': 'strength.weak.runs-only-one-shard-of-the-tests',
    '--list': 'strength.weak.lists-tests-instead-of-running-them',
    '-c': 'strength.weak.reads-another-configuration',
    '--config': 'strength.weak.reads-another-configuration',
  },
  harmless: [
    '--reporter',
    '-x',
    '--max-failures',
    '-j',
    '--workers',
    '--headed',
    '--quiet',
    '--trace',
    '--output',
  ],
  stronger: ['--forbid-only', '--fail-on-flaky-tests'],
  positionals: 'regex',
  emptyMeansAll: true,
};

const BUN: RunnerSpec = {
  name: 'bun test',
  valued: [
    '-t',
    '--test-name-pattern',
    '--timeout',
    '--rerun-each',
    '--bail',
    '--coverage-reporter',
    '--preload',
  ],
  nameFilters: ['-t', '--test-name-pattern'],
  weakening: {
    '-u': 'strength.weak.rewrites-failing-snapshots-so-they-pass',
    '--update-snapshots':
      'strength.weak.rewrites-failing-snapshots-so-they-pass',
    '--only': 'strength.weak.runs-only-the-tests-marked-only',
    '--todo': 'strength.weak.runs-the-todo-tests-instead',
  },
  harmless: ['--bail', '--coverage*', '--rerun-each', '--silent'],
  stronger: [],
  positionals: 'substring',
  emptyMeansAll: true,
};

const GENERIC_FILTERS = [
  '-t',
  '--test-name-pattern',
  '--test-path-pattern',
  '--test-path-patterns',
  '-k',
  '-m',
  '-g',
  '--grep',
  '--fgrep',
  '--filter',
  '-run',
  '--tags-filter',
  '--spec',
];

/**
 * For a package script whose runner is not known (no package.json at hand):
 * what every JS runner agrees on.
 */
export const GENERIC: RunnerSpec = {
  name: 'test script',
  valued: [
    ...new Set(
      [...VITEST.valued, ...JEST.valued, ...GENERIC_FILTERS].filter(
        (o) => o !== '-w' && o !== '-r' && o !== '-c',
      ),
    ),
  ],
  nameFilters: GENERIC_FILTERS,
  weakening: {
    ...MOCHA.weakening,
    ...PYTEST.weakening,
    ...JEST.weakening,
    ...VITEST.weakening,
    ...PLAYWRIGHT.weakening,
  },
  harmless: [
    '--silent',
    '--reporter',
    '--reporters',
    '--coverage*',
    '--verbose',
    '--color',
    '--colors',
    '--no-color',
    '--run',
    '--ci',
    '--bail',
    '--run-in-band',
    '--max-workers',
  ],
  stronger: [],
  positionals: 'regex',
  emptyMeansAll: true,
};

/**
 * Programs whose arguments Wukong knows nothing about: only the promised words
 * count.
 */
export const OPAQUE: RunnerSpec = {
  name: 'program',
  valued: [],
  nameFilters: [],
  weakening: {},
  harmless: [],
  stronger: [],
  positionals: 'opaque',
  emptyMeansAll: false,
};

export const RUNNERS = {
  vitest: VITEST,
  jest: JEST,
  mocha: MOCHA,
  pytest: PYTEST,
  go: GO,
  cargo: CARGO,
  node: NODE,
  playwright: PLAYWRIGHT,
  bun: BUN,
} as const;

/**
 * Options that name a module the runner loads into the test run: harmless only
 * with a built-in value, since a reporter or pool from a file (or a package the
 * agent installed) runs code that can print a summary or choose the exit code.
 */
export const MODULE_OPTIONS: Readonly<Record<string, ReadonlySet<string>>> =
  (() => {
    const reporters = new Set([
      'default',
      'basic',
      'verbose',
      'dot',
      'json',
      'junit',
      'tap',
      'tap-flat',
      'hanging-process',
      'github-actions',
      'blob',
      'agent',
      'minimal',
      'tree',
      'summary',
      'spec',
      'nyan',
      'landing',
      'list',
      'progress',
      'json-stream',
      'min',
      'doc',
      'markdown',
      'xunit',
      'lcov',
      'line',
      'html',
      'github',
      'null',
    ]);
    return {
      '--reporter': reporters,
      '--reporters': reporters,
      '-R': reporters,
      '--test-reporter': reporters,
      '--pool': new Set(['forks', 'threads', 'vmThreads', 'vmForks']),
    };
  })();

/**
 * `--passWithNoTests` → `--pass-with-no-tests`: the JS runners accept both
 * spellings.
 */
export const optionKey = (name: string) =>
  name.startsWith('--')
    ? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    : name;

export const isHarmless = (spec: RunnerSpec, key: string) =>
  spec.harmless.some((h) =>
    h.endsWith('*') ? key.startsWith(h.slice(0, -1)) : h === key,
  );
