// Tests testSummary on real output captured from vitest 4, pytest 9, cargo 1.95
// and node 20's test runner (samples/), and on jest, mocha, go test and bats
// TAP output written from those runners' documented formats (none of them is
// installed here)
// Pos: test/harness; the summary parser is pure, so every case is a table row
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { executed, testSummary } from '../../policies/evidence/test-summary.js';

const sample = (name: string) =>
  readFileSync(join(import.meta.dirname, 'samples', `${name}.txt`), 'utf8');

describe('testSummary on real runs', () => {
  it.each([
    [
      'vitest-pass',
      { runner: 'vitest', passed: 3, failed: 0, skipped: 2, total: 5 },
    ],
    [
      'vitest-fail',
      { runner: 'vitest', passed: 3, failed: 1, skipped: 2, total: 6 },
    ],
    [
      'vitest-dot',
      { runner: 'vitest', passed: 3, failed: 0, skipped: 2, total: 5 },
    ],
    [
      'vitest-no-match',
      { runner: 'vitest', passed: 0, failed: 0, skipped: 5, total: 5 },
    ],
    [
      'vitest-no-files',
      { runner: 'vitest', passed: 0, failed: 0, skipped: 0, total: 0 },
    ],
    [
      'vitest-no-files-pass',
      { runner: 'vitest', passed: 0, failed: 0, skipped: 0, total: 0 },
    ],
    [
      'pytest-pass',
      { runner: 'pytest', passed: 2, failed: 0, skipped: 2, total: 4 },
    ],
    [
      'pytest-pass-q',
      { runner: 'pytest', passed: 2, failed: 0, skipped: 2, total: 4 },
    ],
    [
      'pytest-fail',
      { runner: 'pytest', passed: 2, failed: 2, skipped: 2, total: 6 },
    ],
    [
      'pytest-fail-q',
      { runner: 'pytest', passed: 2, failed: 2, skipped: 2, total: 6 },
    ],
    [
      'pytest-deselected',
      { runner: 'pytest', passed: 0, failed: 0, skipped: 0, total: 0 },
    ],
    [
      'pytest-no-tests',
      { runner: 'pytest', passed: 0, failed: 0, skipped: 0, total: 0 },
    ],
    [
      'pytest-no-file',
      { runner: 'pytest', passed: 0, failed: 0, skipped: 0, total: 0 },
    ],
    [
      'cargo-pass',
      { runner: 'cargo', passed: 3, failed: 0, skipped: 1, total: 4 },
    ],
    [
      'cargo-fail',
      { runner: 'cargo', passed: 1, failed: 1, skipped: 1, total: 3 },
    ],
    [
      'cargo-filtered',
      { runner: 'cargo', passed: 0, failed: 0, skipped: 0, total: 0 },
    ],
    [
      'node-test-spec',
      { runner: 'node', passed: 2, failed: 0, skipped: 2, total: 4 },
    ],
    [
      'node-test-tap',
      { runner: 'node', passed: 2, failed: 0, skipped: 2, total: 4 },
    ],
    [
      'node-test-fail-spec',
      { runner: 'node', passed: 2, failed: 1, skipped: 2, total: 5 },
    ],
    [
      'node-test-fail-tap',
      { runner: 'node', passed: 2, failed: 1, skipped: 2, total: 5 },
    ],
    [
      'node-test-no-match',
      { runner: 'node', passed: 0, failed: 0, skipped: 4, total: 4 },
    ],
  ])('%s', (name, counts) => {
    expect(testSummary(sample(name))).toEqual(counts);
  });
});

describe('testSummary on documented formats', () => {
  it.each([
    [
      'jest',
      'PASS test/a.test.js\nTest Suites: 1 failed, 1 passed, 2 total\nTests:       1 failed, 1 skipped, 3 passed, 5 total\nSnapshots:   0 total\nTime:        1.2 s\nRan all test suites.',
      { runner: 'jest', passed: 3, failed: 1, skipped: 1, total: 5 },
    ],
    [
      'jest, a -t that matches nothing',
      'Test Suites: 2 skipped, 0 of 2 total\nTests:       4 skipped, 4 total',
      { runner: 'jest', passed: 0, failed: 0, skipped: 4, total: 4 },
    ],
    [
      'jest, no tests',
      'No tests found, exiting with code 1\nRun with `--passWithNoTests` to exit with code 0',
      { runner: 'jest', passed: 0, failed: 0, skipped: 0, total: 0 },
    ],
    [
      'mocha',
      '  rate limit\n    ✔ returns 429\n\n\n  3 passing (12ms)\n  1 pending\n  1 failing\n',
      { runner: 'mocha', passed: 3, failed: 1, skipped: 1, total: 5 },
    ],
    [
      'go test -v',
      '=== RUN   TestAdd\n--- PASS: TestAdd (0.00s)\n=== RUN   TestSub\n    --- PASS: TestSub/one (0.00s)\n--- FAIL: TestSub (0.00s)\n--- SKIP: TestSlow (0.00s)\nFAIL\nFAIL\texample.com/m\t0.002s',
      { runner: 'go', passed: 1, failed: 1, skipped: 1, total: 3 },
    ],
    [
      'go test, packages only',
      'ok  \texample.com/m\t0.002s\nok  \texample.com/m/a\t(cached)\nok  \texample.com/m/b\t0.001s [no tests to run]\n?   \texample.com/m/cmd\t[no test files]',
      { runner: 'go', passed: 2, failed: 0, skipped: 0, total: 2 },
    ],
    [
      'go test, a -run that matches nothing',
      'ok  \texample.com/m\t0.002s [no tests to run]',
      { runner: 'go', passed: 0, failed: 0, skipped: 0, total: 0 },
    ],
    [
      'bats (TAP)',
      '1..3\nok 1 adds\nnot ok 2 subtracts\n# (in test file x.bats, line 5)\nok 3 slow # skip later',
      { runner: 'tap', passed: 1, failed: 1, skipped: 1, total: 3 },
    ],
    [
      'two runners in one run',
      'Tests  2 passed (2)\n==== 1 passed in 0.1s ====',
      { runner: 'vitest+pytest', passed: 3, failed: 0, skipped: 0, total: 3 },
    ],
  ])('%s', (_name, output, counts) => {
    expect(testSummary(output)).toEqual(counts);
  });

  it('finds no summary where there is none, and skips lines too long to be one', () => {
    expect(testSummary('')).toBeUndefined();
    expect(testSummary('built in 3s\nall good')).toBeUndefined();
    expect(
      testSummary(`${'x'.repeat(5000)} Tests  3 passed (3)`),
    ).toBeUndefined();
    expect(testSummary('ok 1 looks like TAP but has no plan')).toBeUndefined();
  });

  it('counts executed tests as passed plus failed', () => {
    expect(executed(testSummary(sample('vitest-no-match'))!)).toBe(0);
    expect(executed(testSummary(sample('pytest-fail'))!)).toBe(4);
  });

  it('reads a 10 MB output in one pass', () => {
    const big = `${'line of log output\n'.repeat(500_000)}      Tests  1 passed (1)\n`;
    expect(testSummary(big)).toMatchObject({ runner: 'vitest', passed: 1 });
  });
});
