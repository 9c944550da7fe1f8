// Tests runStrength: which observed runs are the promised verify command or
// strictly stronger, which weaken it and why, which are unrelated; per runner
// (vitest through npm, pytest, go test, cargo test, node --test, an unknown
// program)
// Pos: test/harness; the relation is pure, so every case is a row
import { describe, expect, it } from 'vitest';
import type { StrengthContext } from '../../policies/evidence/run-strength.js';
import { runStrength } from '../../policies/evidence/run-strength.js';

const ctx: StrengthContext = {
  scripts: {
    test: 'vitest run',
    'test:unit': 'npm run test -- --project unit',
    lint: 'eslint .',
  },
  workspace: '/ws',
  cwd: '.',
};
const verdict = (
  promised: string,
  observed: string,
  c: StrengthContext = ctx,
) => {
  const s = runStrength(promised, observed, c);
  return s.verdict === 'weaker' ? `weaker: ${s.why}` : s.verdict;
};

describe('the promised `npm test -- rate-limit` (a vitest script)', () => {
  const P = 'npm test -- rate-limit';
  it.each([
    'npm test -- rate-limit',
    'npm run test -- rate-limit',
    'npm t -- rate-limit',
    'npm  test   --  rate-limit',
    'npm test rate-limit',
    'npm test --silent -- rate-limit',
    'CI=1 FORCE_COLOR=0 npm test -- rate-limit',
    'npm test -- rate-limit 2>&1',
    'cd /ws && npm test -- rate-limit',
    'timeout 600 npm test -- rate-limit',
    'npm test -- rate-limit # the limiter',
    'set -o pipefail && npm test -- rate-limit 2>&1 | tail -40',
    'set -euo pipefail; npm test -- rate-limit | tee test.log | grep -v DEBUG',
  ])('%s is the same run', (observed) => {
    expect(verdict(P, observed)).toBe('same');
  });

  it.each([
    'npm test',
    'npm test -- rate',
    'npm test -- ./rate-limit',
    'npm test -- rate-limit auth',
    'npm test -- RATE-LIMIT',
    'npm test -- rate-limit --reporter=verbose --coverage',
    'npm test -- rate-limit --reporter dot --pool=threads',
    'npm test -- rate-limit --bail=0',
    'npm test -- rate-limit --bail 1',
  ])('%s is stronger (or as strong)', (observed) => {
    expect(verdict(P, observed)).toBe('stronger');
  });

  it.each([
    [
      'npm test -- rate-limit -t foo',
      'added `-t foo`, which narrows the promised `npm test -- rate-limit`',
    ],
    [
      'npm test -- rate-limit --testNamePattern=foo',
      'added `--testNamePattern=foo`, which narrows the promised `npm test -- rate-limit`',
    ],
    [
      'npm test -- rate-limit --passWithNoTests',
      'added `--passWithNoTests`, which passes when no test runs',
    ],
    [
      'npm test -- rate-limit -u',
      'added `-u`, which rewrites failing snapshots so they pass',
    ],
    [
      'npm test -- rate-limit --retry 5',
      'added `--retry 5`, which retries a failing test until it passes',
    ],
    [
      'npm test -- rate-limit --changed',
      'added `--changed`, which runs only the tests affected by changed files',
    ],
    [
      'npm test -- rate-limit --shard=1/9',
      'added `--shard=1/9`, which runs only one shard of the tests',
    ],
    [
      'npm test -- rate-limit --reporter=./fake-reporter.js',
      'added `--reporter=./fake-reporter.js`, which loads code into the test run that can print its own summary or choose the exit code',
    ],
    [
      'npm test -- rate-limit --reporter some-package',
      'added `--reporter some-package`, which loads code into the test run that can print its own summary or choose the exit code',
    ],
    [
      'npm test -- rate-limit --pool=./pool.mjs',
      'added `--pool=./pool.mjs`, which loads code into the test run that can print its own summary or choose the exit code',
    ],
    [
      'npm test -- rate-limit --testTimeout=60000',
      'added `--testTimeout=60000`, which Wukong does not know to keep every promised test running (vitest)',
    ],
    [
      'npm test -- rate-limit-extra',
      'does not select `rate-limit` as the promised `npm test -- rate-limit` does (its filter `rate-limit-extra` narrows it)',
    ],
    [
      'npm test -- rate-limit || true',
      '`|| true` turns a failing test into success',
    ],
    [
      'npm test -- rate-limit || echo failed',
      '`|| echo failed` turns a failing test into success',
    ],
    [
      'npm test -- rate-limit; true',
      "runs `true` after the test, so the exit code reported is not the test's",
    ],
    [
      'npm test -- rate-limit\nexit 0',
      "runs `exit 0` after the test, so the exit code reported is not the test's",
    ],
    [
      'npm test -- rate-limit | tail -20',
      "pipes the test into `tail -20` without `set -o pipefail`, so the exit code is the last command's, not the test's",
    ],
    [
      'set -o pipefail; npm test -- rate-limit | sed s/failed/passed/',
      'pipes the test into `sed s/failed/passed/`, which can change its output (only tail, head, grep, tee and cat may follow)',
    ],
    [
      'npm test -- rate-limit && echo "Tests  9 passed (9)"',
      "goes on after the test with `&& echo Tests  9 passed (9)`, so the output is not the test's alone",
    ],
    [
      'npm test -- rate-limit &',
      'runs the test in the background (`&`), so its exit code is lost',
    ],
    ['! npm test -- rate-limit', '`!` inverts the exit code'],
    [
      '(npm test -- rate-limit)',
      'uses a subshell ( … ), which Wukong does not follow',
    ],
    [
      '{ npm test -- rate-limit; }',
      'uses a group { … }, which Wukong does not follow',
    ],
    [
      'npm test -- $(echo rate-limit)',
      'uses command substitution $( … ), which Wukong does not follow',
    ],
    [
      'npm test -- "$FILTER"',
      'uses `$FILTER`, which the shell fills in when it runs',
    ],
    [
      'npm test -- rate*',
      'uses `rate*`, which the shell fills in when it runs',
    ],
    [
      "trap 'exit 0' EXIT; npm test -- rate-limit",
      'runs `trap exit 0 EXIT` first, which can change what the test does',
    ],
    [
      'echo "Tests  9 passed (9)" && npm test -- rate-limit',
      'runs `echo Tests  9 passed (9)` first, which can change what the test does',
    ],
    [
      'npm() { true; }; npm test -- rate-limit',
      'uses a function definition, which Wukong does not follow',
    ],
    [
      'export PATH=/tmp/fake:$PATH && npm test -- rate-limit',
      'runs `export PATH=/tmp/fake:$PATH` first, which can change what the test does',
    ],
    [
      'npm_config_script_shell=true npm test -- rate-limit',
      'sets `npm_config_script_shell=true`, which can change what runs',
    ],
    [
      'NODE_OPTIONS=--require=./fake.js npm test -- rate-limit',
      'sets `NODE_OPTIONS=--require=./fake.js`, which can change what runs',
    ],
    [
      'npm test --if-present -- rate-limit',
      'added `--if-present`, which lets the package manager succeed without running anything when the script is missing',
    ],
    [
      'npm test -w packages/a -- rate-limit',
      'passes `-w packages/a` to the package manager itself (before `--`), which Wukong does not know to be harmless',
    ],
    [
      'cd web && npm test -- rate-limit',
      'ran in `web`, not where the promise runs (the workspace root)',
    ],
    [
      'cd /elsewhere && npm test -- rate-limit',
      'ran in a directory Wukong cannot work out, not where the promise runs (the workspace root)',
    ],
    [
      'cd "$DIR" && npm test -- rate-limit',
      'ran in a directory Wukong cannot work out, not where the promise runs (the workspace root)',
    ],
    [
      'cat <<EOF | npm test -- rate-limit\nx\nEOF',
      'uses a heredoc, which Wukong does not follow',
    ],
    ['yes | npm test -- rate-limit', 'feeds the test from a pipe'],
  ])('%s is weaker: %s', (observed, why) => {
    expect(verdict(P, observed)).toBe(`weaker: ${why}`);
  });

  it('a run started elsewhere (the hook reports the shell in web/) is not where the promise runs', () => {
    expect(verdict(P, 'npm test -- rate-limit', { ...ctx, cwd: 'web' })).toBe(
      'weaker: ran in `web`, not where the promise runs (the workspace root)',
    );
    expect(
      verdict(P, 'cd /ws && npm test -- rate-limit', { ...ctx, cwd: 'web' }),
    ).toBe('same');
    expect(
      verdict(P, 'cd .. && npm test -- rate-limit', { ...ctx, cwd: 'web' }),
    ).toBe(
      'weaker: moves with a relative `cd` from `web`, so Wukong cannot tell where it ran; use an absolute path',
    );
  });

  it.each([
    'npm run build',
    'npx vitest run rate-limit',
    'pnpm test -- rate-limit',
    'echo npm test -- rate-limit',
    'git commit -m "npm test -- rate-limit"',
  ])('%s is unrelated', (observed) => {
    expect(verdict(P, observed)).toBe('unrelated');
  });

  it('without package.json scripts, reads the words as every JS runner agrees and still refuses what narrows', () => {
    const bare = { workspace: '/ws' };
    expect(verdict(P, 'npm test', bare)).toBe('stronger');
    expect(verdict(P, 'npm test -- rate-limit -t x', bare)).toBe(
      'weaker: added `-t x`, which narrows the promised `npm test -- rate-limit`',
    );
    expect(verdict(P, 'npm test -- rate-limit -k x', bare)).toBe(
      'weaker: added `-k x`, which narrows the promised `npm test -- rate-limit`',
    );
    expect(verdict(P, 'npm test -- rate-limit --passWithNoTests', bare)).toBe(
      'weaker: added `--passWithNoTests`, which passes when no test runs',
    );
    expect(verdict(P, 'npm test -- rate-limit --weird', bare)).toBe(
      'weaker: added `--weird`, which Wukong does not know to keep every promised test running (test script)',
    );
  });

  it('a script that forwards to another script is read through it', () => {
    expect(
      verdict(
        'npm run test:unit -- rate-limit',
        'npm run test:unit -- rate-limit -t x',
      ),
    ).toBe(
      'weaker: added `-t x`, which narrows the promised `npm run test:unit -- rate-limit`',
    );
    expect(verdict('npm run lint', 'npm run lint -- --fix')).toBe(
      'weaker: changes the arguments of the promised `npm run lint`; Wukong does not know how `npm` reads them, so only the promised ones count',
    );
  });
});

describe('other runners', () => {
  it.each([
    ['npx vitest run test/rate', 'vitest run test/rate', 'same'],
    ['npx vitest run test/rate', 'vitest', 'stronger'],
    [
      'npx vitest run test/rate',
      'node_modules/.bin/vitest run test/rate-limit.test.ts',
      'weaker: does not select `test/rate` as the promised `npx vitest run test/rate` does (its filter `test/rate-limit.test.ts` narrows it)',
    ],
    ['npx vitest run test/rate', 'npx vitest --run test/rate', 'stronger'],
    ['pytest tests/test_rate.py', 'pytest', 'stronger'],
    ['pytest tests/test_rate.py', 'pytest tests -x -q', 'stronger'],
    [
      'pytest tests/test_rate.py',
      'pytest tests/test_rate.py::test_429',
      'weaker: does not select `tests/test_rate.py` as the promised `pytest tests/test_rate.py` does (its filter `tests/test_rate.py::test_429` narrows it)',
    ],
    [
      'pytest tests/test_rate.py',
      'pytest tests/test_rate.py -k 429',
      'weaker: added `-k 429`, which narrows the promised `pytest tests/test_rate.py`',
    ],
    [
      'pytest tests/test_rate.py',
      'pytest --lf tests/test_rate.py',
      'weaker: added `--lf`, which runs only the tests that failed last time',
    ],
    [
      'pytest tests/test_rate.py',
      'python -m pytest tests/test_rate.py',
      'unrelated',
    ],
    ['pytest -k limiter', 'pytest', 'stronger'],
    [
      'pytest -k limiter',
      'pytest -k "limiter and not slow"',
      'weaker: changed `-k limiter` to `-k limiter and not slow`, which can narrow the promised `pytest -k limiter`',
    ],
    ['go test ./pkg/limit/...', 'go test ./...', 'stronger'],
    ['go test ./pkg/limit/...', 'go test -race -count=1 -v ./...', 'stronger'],
    [
      'go test ./pkg/limit/...',
      'go test ./pkg/limit',
      'weaker: does not select `./pkg/limit/...` as the promised `go test ./pkg/limit/...` does (its filter `./pkg/limit` narrows it)',
    ],
    [
      'go test ./pkg/limit/...',
      'go test',
      'weaker: dropped `./pkg/limit/...` from the promised `go test ./pkg/limit/...`, and without it go test runs its default selection, not everything',
    ],
    [
      'go test ./pkg/limit/...',
      'go test -run TestLimit ./...',
      'weaker: added `-run TestLimit`, which narrows the promised `go test ./pkg/limit/...`',
    ],
    [
      'go test ./pkg/limit/...',
      'go test -short ./...',
      'weaker: added `-short`, which lets tests skip their long parts (testing.Short)',
    ],
    [
      'go test -race ./...',
      'go test ./...',
      'weaker: dropped `-race` from the promised `go test -race ./...`',
    ],
    ['cargo test rate_limit', 'cargo test', 'stronger'],
    ['cargo test rate_limit', 'cargo test rate -- --nocapture', 'stronger'],
    [
      'cargo test rate_limit',
      'cargo test rate_limit -- --ignored',
      'weaker: added `--ignored`, which runs only the ignored tests',
    ],
    [
      'cargo test rate_limit',
      'cargo test rate_limit -- --exact',
      'weaker: added `--exact`, which matches the name filter exactly',
    ],
    ['node --test test/rate.test.mjs', 'node --test test/', 'stronger'],
    [
      'node --test test/rate.test.mjs',
      'node --test',
      'weaker: dropped `test/rate.test.mjs` from the promised `node --test test/rate.test.mjs`, and without it node --test runs its default selection, not everything',
    ],
    [
      'node --test test/rate.test.mjs',
      'node --test --test-only test/rate.test.mjs',
      'weaker: added `--test-only`, which runs only the tests marked `only`',
    ],
    ['make test', 'make test', 'same'],
    [
      'make test',
      'make test TESTS=rate',
      'weaker: changes the arguments of the promised `make test`; Wukong does not know how `make` reads them, so only the promised ones count',
    ],
    ['cd web && npm test', 'cd /ws/web && npm test', 'same'],
    [
      'cd web && npm test',
      'npm test',
      'weaker: ran in the workspace root, not where the promise runs (`web`)',
    ],
  ])('promised %s, observed %s: %s', (promised, observed, expected) => {
    expect(verdict(promised, observed)).toBe(expected);
  });

  it('a promise Wukong cannot take apart is kept word for word', () => {
    expect(verdict('npm test -- $(cat list)', 'npm test -- $(cat list)')).toBe(
      'same',
    );
    expect(verdict('npm test -- $(cat list)', 'npm test')).toBe('unrelated');
  });

  it('the promised command itself, with a relative cd, counts when the hook reports the shell at the root', () => {
    expect(verdict('cd web && npm test', 'cd web && npm test')).toBe('same');
  });
});
