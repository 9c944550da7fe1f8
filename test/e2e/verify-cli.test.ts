// end-to-end tests of `wukong verify`: report, --json shape, exit codes, bad
// input naming the field, --state escalation, config
// Pos: test/e2e, what a user at a terminal sees; in-process behaviour is pinned
// by the golden and model suites
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, tempWorkspace, wukong } from './cli.js';

const example = join(repoRoot, 'examples', 'feature-pass.json');
const goldenStep = (name: string, step = 0) =>
  JSON.parse(
    readFileSync(
      join(repoRoot, 'test/golden/submissions', `${name}.json`),
      'utf8',
    ),
  ).steps[step].submission;
const write = (dir: string, name: string, data: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof data === 'string' ? data : JSON.stringify(data));
  return path;
};

// The locale the reports are read in, set explicitly (the machine's leaks in).
const ENGLISH = { LC_ALL: 'C.UTF-8' };

describe('wukong verify', () => {
  it('prints the pipeline report for the shipped example and exits 0', () => {
    const r = wukong(['verify', example], {
      cwd: tempWorkspace(),
      env: ENGLISH,
    });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('## Verification pipeline report');
    expect(r.stdout).toMatch(/\| 戒 \| ✅ PASS/);
    expect(r.stdout).toMatch(/\| 定 \| ✅ PASS \(L2\)/);
    expect(r.stdout).toContain('| 识 | ✅ written');
  });

  it('writes the report in Chinese under a zh locale, or when wukong.config.json says language zh', () => {
    const r = wukong(['verify', example], {
      cwd: tempWorkspace(),
      env: { LC_ALL: 'zh_CN.UTF-8' },
    });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('## 验证流水线报告');
    expect(r.stdout).toContain('| 识 | ✅ 已写入');
    const dir = tempWorkspace();
    write(dir, 'wukong.config.json', { language: 'zh' });
    const configured = wukong(['verify', example], { cwd: dir, env: ENGLISH });
    expect(configured.stdout).toContain('### 流水线状态');
    expect(configured.stdout).toContain('| 关卡 | 状态 | 详情 |');
  });

  it('--json prints status, track, avatar, gates, counters and the report', () => {
    const r = wukong(['verify', example, '--json'], {
      cwd: tempWorkspace(),
      env: ENGLISH,
    });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({
      status: 'PASS',
      track: 'feature',
      avatar: 'body',
      counters: { retries: 0, backtracks: 0, redos: 0 },
    });
    expect(Object.keys(out.gates)).toEqual(['jie', 'ding', 'hui', 'shi']);
    expect(out.gates.jie).toMatchObject({ verdict: 'PASS', findings: [] });
    expect(out.gates.ding).toMatchObject({ verdict: 'PASS', level: 'L2' });
    expect(out.gates.hui).toMatchObject({
      verdict: 'PASS',
      skipped: false,
      rulePatches: [],
    });
    expect(out.gates.shi.anchors).toHaveLength(1);
    expect(out.report).toContain('## Verification pipeline report');
  });

  it('reads the submission from stdin with -', () => {
    const r = wukong(['verify', '-', '--json'], {
      cwd: tempWorkspace(),
      stdin: readFileSync(example, 'utf8'),
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).status).toBe('PASS');
  });

  it('exits 1 on REJECT and on RETRY, naming the finding', () => {
    const dir = tempWorkspace();
    const reject = wukong([
      'verify',
      write(dir, 'r.json', goldenStep('reject-security-private-key')),
      '--json',
    ]);
    expect(reject.code).toBe(1);
    const rejected = JSON.parse(reject.stdout);
    expect(rejected.status).toBe('REJECT');
    expect(
      rejected.gates.jie.findings.map((f: { policy: string }) => f.policy),
    ).toContain('jie.security.private-key');
    expect(rejected.gates.ding.verdict).toBeNull();
    expect(reject.stdout).not.toContain(
      'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ',
    );
    const retry = wukong([
      'verify',
      write(dir, 't.json', goldenStep('retry-test-failed')),
      '--json',
    ]);
    expect(retry.code).toBe(1);
    expect(JSON.parse(retry.stdout).status).toBe('RETRY');
  });

  it('--track and --avatar override the submission', () => {
    const r = wukong([
      'verify',
      example,
      '--json',
      '--track',
      'direct',
      '--avatar',
      '斗战胜佛',
    ]);
    const out = JSON.parse(r.stdout);
    expect(out.track).toBe('direct');
    expect(out.gates.hui.verdict).toBe('SKIP');
  });

  it('with --state the third failure escalates (exit 3) and hands over every attempt', () => {
    const dir = tempWorkspace();
    const failing = write(dir, 'fail.json', goldenStep('retry-test-failed'));
    const codes = [1, 2, 3].map(() =>
      wukong(['verify', failing, '--state', 'pipeline.json', '--json'], {
        cwd: dir,
        env: ENGLISH,
      }),
    );
    expect(codes.map((r) => r.code)).toEqual([1, 1, 3]);
    const last = JSON.parse(codes[2]!.stdout);
    expect(last.status).toBe('ESCALATED');
    expect(last.counters.retries).toBe(3);
    expect(last.escalation.reason).toBe('retry-limit');
    expect(
      last.escalation.attempts.filter(
        (a: { gate: string }) => a.gate === 'ding',
      ),
    ).toHaveLength(3);
    expect(last.escalation.likelyCause).toMatch(/tests keep failing/);
    expect(last.report).toContain('### Escalated to the user');
    const again = wukong(['verify', failing, '--state', 'pipeline.json'], {
      cwd: dir,
    });
    expect(again.code).toBe(3);
  });

  it('with --state a RETRY followed by a fixed resubmission passes', () => {
    const dir = tempWorkspace();
    expect(
      wukong(
        [
          'verify',
          write(dir, 'a.json', goldenStep('retry-test-failed')),
          '--state',
          's.json',
        ],
        { cwd: dir },
      ).code,
    ).toBe(1);
    const fixed = wukong(
      [
        'verify',
        write(dir, 'b.json', goldenStep('track-feature-pass')),
        '--state',
        's.json',
        '--json',
      ],
      { cwd: dir },
    );
    expect(fixed.code).toBe(0);
    expect(JSON.parse(fixed.stdout).counters.retries).toBe(1);
  });

  it('takes its limits from wukong.config.json', () => {
    const dir = tempWorkspace();
    write(dir, 'wukong.config.json', { pipeline: { retryLimit: 2 } });
    const failing = write(dir, 'fail.json', goldenStep('retry-test-failed'));
    const codes = [1, 2].map(
      () => wukong(['verify', failing, '--state', 's.json'], { cwd: dir }).code,
    );
    expect(codes).toEqual([1, 3]);
  });

  it.each([
    [
      'an unknown field',
      { ...goldenStep('track-feature-pass'), evidance: [] },
      /field .*`evidance`.*allowed: task, avatar, track, output, evidence/s,
    ],
    [
      'a bad track',
      { ...goldenStep('track-feature-pass'), track: 'hotfix' },
      /field `track`.*allowed: "feature", "fix", "refactor", "direct"/s,
    ],
    [
      'an unknown avatar',
      { ...goldenStep('track-feature-pass'), avatar: 'hand' },
      /field `avatar`: unknown avatar "hand"; allowed: eye, Explorer, @眼/,
    ],
    [
      'a wrong evidence kind',
      { ...goldenStep('track-feature-pass'), evidence: [{ kind: 'vibes' }] },
      /field `evidence\[0\]\.kind`.*'command' \| 'citation' \| 'claim'/,
    ],
    [
      'a non-integer exit code',
      {
        ...goldenStep('track-feature-pass'),
        evidence: [{ kind: 'command', command: 'npm test', exitCode: 'zero' }],
      },
      /field `evidence\[0\]\.exitCode`/,
    ],
  ])(
    'exits 2 on %s, naming the field and what is allowed',
    (_what, submission, message) => {
      const dir = tempWorkspace();
      const r = wukong(['verify', write(dir, 's.json', submission)], {
        cwd: dir,
      });
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
    },
  );

  it('exits 2 on a missing file, broken JSON, a bad config field, and a state file of another pipeline', () => {
    const dir = tempWorkspace();
    expect(wukong(['verify', join(dir, 'nope.json')]).stderr).toMatch(
      /cannot read the submission/,
    );
    expect(
      wukong(['verify', write(dir, 'broken.json', '{"avatar":')]).code,
    ).toBe(2);
    write(dir, 'wukong.config.json', { pipeline: { retryLimt: 2 } });
    const badConfig = wukong(['verify', example], { cwd: dir });
    expect(badConfig.code).toBe(2);
    expect(badConfig.stderr).toMatch(
      /wukong\.config\.json is invalid:[\s\S]*field `pipeline`: unknown field `retryLimt`; allowed: retryLimit, backtrackLimit, redoLimit, smallFixMaxLines/,
    );
    const other = tempWorkspace();
    expect(
      wukong(['verify', example, '--state', 's.json'], { cwd: other }).code,
    ).toBe(0);
    const mismatch = wukong(
      [
        'verify',
        write(other, 'fix.json', goldenStep('track-fix-pass')),
        '--state',
        's.json',
      ],
      { cwd: other },
    );
    expect(mismatch.code).toBe(2);
    expect(mismatch.stderr).toMatch(
      /holds a feature pipeline for body; this submission is fix/,
    );
  });

  it('explains itself: --help exits 0, an unknown command exits 2', () => {
    expect(wukong(['verify', '--help']).stdout).toContain(
      'Exit codes: 0 PASS, 1 RETRY, REJECT or CONFIRM (⚠️ needs confirmation), 3 ESCALATED, 2 bad input.',
    );
    expect(
      wukong(['verify', '--help'], { env: { LANG: 'zh_CN.UTF-8' } }).stdout,
    ).toContain(
      '退出码: 0 PASS, 1 RETRY、REJECT 或 CONFIRM (⚠️ 需确认), 3 ESCALATED, 2 输入有误。',
    );
    const unknown = wukong(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /unknown command "frobnicate"; allowed: [a-z, ]*verify[a-z, ]*/,
    );
  });
});
