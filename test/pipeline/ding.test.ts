// unit tests of 定: what a command proves, when its exit code is masked, how
// evidence grades L0–L3
// Pos: test/pipeline; the track rows and failure tables end to end are in
// test/golden
import { describe, expect, it } from 'vitest';
import { avatars } from '../../policies/pipeline/avatars.js';
import { profileCommand } from '../../policies/evidence/command-kind.js';
import {
  levelOf,
  viewEvidence,
} from '../../policies/evidence/evidence-view.js';
import { judgeDing } from '../../policies/pipeline/ding/judge.js';
import { speculationIn } from '../../policies/pipeline/ding/speculation.js';
import { acceptanceIds } from '../../policies/pipeline/ding/track-requirements.js';
import type { EvidenceItem } from '../../policies/vocabulary/evidence.js';

describe('command profiles', () => {
  it.each([
    ['pytest -v', 'test'],
    ['python -m pytest tests/', 'test'],
    ['npm test', 'test'],
    ['npm run test:unit', 'test'],
    ['pnpm vitest run', 'test'],
    ['yarn test', 'test'],
    ['npx vitest run', 'test'],
    ['go test ./...', 'test'],
    ['cargo test', 'test'],
    ['ctest --test-dir build', 'test'],
    ['make check', 'test'],
    ['mvn verify', 'test'],
    ['./gradlew test', 'test'],
    ['node --test', 'test'],
    ['CI=1 timeout 60 npx jest', 'test'],
    ['cd app && bundle exec rspec', 'test'],
    ['mypy src/', 'typecheck'],
    ['npx tsc --noEmit', 'typecheck'],
    ['npm run typecheck', 'typecheck'],
    ['cargo check', 'typecheck'],
    ['tsc -p .', 'build'],
    ['cmake --build build -j', 'build'],
    ['make', 'build'],
    ['npm run build', 'build'],
    ['go build ./...', 'build'],
    ['ruff check .', 'lint'],
    ['npx eslint .', 'lint'],
    ['cargo clippy', 'lint'],
    ['python -m py_compile app.py', 'syntax'],
    ['python -c "import app"', 'syntax'],
    ['bash -n deploy.sh', 'syntax'],
    ['node --check index.js', 'syntax'],
    ['./run_smoke.sh', 'run'],
    ['curl -f http://localhost:8000/health', 'run'],
    ['echo ok', 'trivial'],
    ['ls -la src', 'trivial'],
    ['cat log.txt', 'trivial'],
    ['true', 'trivial'],
    ['grep -r TODO src', 'trivial'],
    ['echo "pytest passed && all good"', 'trivial'],
  ])('%s is a %s command', (command, kind) => {
    expect(profileCommand(command).kind).toBe(kind);
  });

  it.each([
    ['pytest || true', /turns every failure into success/],
    ['npm test 2>&1 | tail -20', /end of the pipe/],
    ['npm test; echo done', /runs last/],
    ['go test ./... || echo failed', /turns every failure/],
    ['npm test & true', /runs in the background/],
    ['! pytest', /inverts the exit code/],
    ["trap 'exit 0' EXIT; npm test", /a `trap` can replace the exit code/],
    ['(npm test) || true', /turns every failure into success/],
    ['{ cargo test; } | tail', /end of the pipe/],
    ['echo pipefail; npm test | tail', /end of the pipe/],
    ['set +o pipefail; npm test | tail', /end of the pipe/],
    [`npm test && ${'x'.repeat(70_000)}`, /longer than 65536 characters/],
  ])('sees that %s masks its exit code', (command, why) => {
    expect(profileCommand(command).masked).toMatch(why);
  });

  it.each([
    'npm test && echo ok',
    'set -o pipefail; npm test | tee log',
    'set -euo pipefail\nnpm test 2>&1 | tail -5',
    'cd web && npm test',
    'echo start; npm test',
    'npm test 2>&1 > log.txt',
  ])('trusts the exit code of %s', (command) => {
    expect(profileCommand(command).masked).toBeUndefined();
  });

  it('reads a heredoc body as data, not as commands', () => {
    expect(profileCommand("cat <<'EOF' > notes.md\nnpm test\nEOF").kind).toBe(
      'trivial',
    );
    expect(
      profileCommand('cat <<EOF\nnpm test || true\nEOF\nnpm test').masked,
    ).toBeUndefined();
  });

  it('marks integration runs by scope or by name', () => {
    expect(profileCommand('npm test', 'integration').integration).toBe(true);
    expect(profileCommand('npx playwright test').integration).toBe(true);
    expect(profileCommand('npm run test:e2e').integration).toBe(true);
    expect(profileCommand('npm test').integration).toBe(false);
  });
});

describe('speculation', () => {
  it("finds the seed's phrases and their English kin, and nothing in plain statements", () => {
    expect(speculationIn('改完了，应该可以，大概能跑')).toEqual([
      '应该可以',
      '大概能',
    ]);
    expect(
      speculationIn('This should work now; probably fine. Not tested yet.'),
    ).toEqual(['should work', 'probably fine', 'Not tested']);
    expect(speculationIn('All 12 tests pass; the build is green.')).toEqual([]);
  });
});

describe('evidence level', () => {
  const cmd = (
    command: string,
    exitCode: number,
    extra: Partial<EvidenceItem> = {},
  ): EvidenceItem =>
    ({ kind: 'command', command, exitCode, ...extra }) as EvidenceItem;
  const level = (evidence: EvidenceItem[], discounted: number[] = []) =>
    levelOf(viewEvidence(evidence, discounted));

  it('grades claims L0, citations L1, a passing local check L2, an integration run L3', () => {
    expect(level([{ kind: 'claim', text: 'works' }])).toBe('L0');
    expect(level([{ kind: 'citation', ref: 'a.ts:1' }])).toBe('L1');
    expect(level([cmd('npm test', 0)])).toBe('L2');
    expect(level([cmd('npm test', 0, { scope: 'integration' })])).toBe('L3');
  });

  it('counts nothing for trivial, masked or doubted runs, and a later run of a command supersedes an earlier one', () => {
    expect(level([cmd('echo tests pass', 0)])).toBe('L0');
    expect(level([cmd('npm test || true', 0)])).toBe('L0');
    expect(level([cmd('npm test', 0)], [0])).toBe('L0');
    const view = viewEvidence([cmd('npm  test', 1), cmd('npm test', 0)], []);
    expect(view.failing).toEqual([]);
    expect(view.passing.map((r) => r.index)).toEqual([1]);
  });

  it('reads acceptance ids from strings and objects', () => {
    expect(
      acceptanceIds([
        'AC1: logs in',
        'AC-7) logs out',
        'no id here',
        { id: 'R3' },
      ]),
    ).toEqual(['AC1', 'AC-7', 'AC3', 'R3']);
  });

  it('asks analysis avatars for citations (L1), never for commands they may not run', () => {
    const eye = judgeDing({
      submission: { avatar: 'eye', track: 'feature', output: {}, evidence: [] },
      row: avatars.eye,
      outputText: '',
      contractCitations: ['src/a.ts:3'],
      discounted: [],
      pendingScenario: null,
    });
    expect(eye).toMatchObject({ verdict: 'PASS', level: 'L1', required: 'L1' });
  });
});
