// the built `wukong` for issue 7: verify-plan's exit codes and reasons, run
// start/plan/phase/question/switch with the gate's refusals, audit --json with
// exactly {scores, findings, actions}, and `ledger replay` rebuilding a
// hook-driven loop with its gate decisions
// Pos: test/e2e, subprocesses of dist/wukong.cjs (WUKONG_DAEMON=off), the way a
// user and Claude Code call it
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, tempWorkspace, wukong } from './cli.js';

const project = (
  scripts: Record<string, string> = {
    test: 'node -e "process.exit(0)"',
    check: 'tsc --noEmit',
  },
) => {
  const ws = tempWorkspace();
  writeFileSync(
    join(ws, 'package.json'),
    JSON.stringify({ name: 'x', version: '1.0.0', scripts }),
  );
  return ws;
};

describe('wukong verify-plan', () => {
  it.each([
    [
      'npm test',
      0,
      /^ACCEPTED {2}npm test\n {2}runs \(no shell\): "npm" "test" {2}\(package script "test"\)/,
    ],
    ['npm run check', 0, /package script "check"/],
    [
      'npm run missing',
      3,
      /^REFUSED {3}npm run missing\n {2}why: package\.json has no script "missing"; scripts: test, check/,
    ],
    ["node -e 'process.exit(0)'", 3, /why: node runs inline node code/],
    [
      'npx some-package',
      3,
      /why: `npx some-package` runs a package that is not one of this project's scripts/,
    ],
    ['run all the tests and deploy', 3, /why: run is not a package script/],
  ])('%s → exit %i', (command, code, out) => {
    const r = wukong(['verify-plan', command], { cwd: project() });
    expect(r.code).toBe(code);
    expect(r.stdout).toMatch(out);
  });

  it('--json, the allow-list from wukong.config.json, and 2 on bad usage', () => {
    const ws = project();
    writeFileSync(
      join(ws, 'wukong.config.json'),
      JSON.stringify({ loop: { verify: { commands: ['cargo test'] } } }),
    );
    expect(
      JSON.parse(
        wukong(['verify-plan', 'cargo test', '--json'], { cwd: ws }).stdout,
      ),
    ).toMatchObject({
      accepted: true,
      plan: { argv: ['cargo', 'test'], source: 'allow-list' },
    });
    expect(
      JSON.parse(
        wukong(['verify-plan', 'npm run nope', '--json'], { cwd: ws }).stdout,
      ),
    ).toMatchObject({
      accepted: false,
      reason: expect.stringMatching(/no script "nope"/),
      scripts: ['test', 'check'],
    });
    const bad = wukong(['verify-plan'], { cwd: ws });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /verify-plan needs the command to check, quoted as one argument/,
    );
    expect(wukong(['verify-plan', 'npm', 'test'], { cwd: ws }).code).toBe(2);
  });
});

describe('wukong run', () => {
  it('starts a run, refuses execute without an approved PLAN, plans, advances through the gate, asks and switches', () => {
    const ws = project();
    const start = wukong(
      ['run', 'start', '--objective', 'add a greeting', '--mode', 'quick'],
      { cwd: ws },
    );
    expect(start.code).toBe(0);
    const id = /\* (r-[a-z0-9-]+)/.exec(start.stdout)![1]!;
    const refused = wukong(['run', 'phase', 'execute'], { cwd: ws });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(
      /the gate refused execute:\n- \[phase-gate\] execute needs an approved PLAN that lists the files it may change → approve a plan/,
    );
    expect(
      wukong(
        [
          'run',
          'plan',
          '--path',
          'src/greet.ts',
          '--path',
          'db/seed.sql',
          '--approve',
        ],
        { cwd: ws },
      ).stdout,
    ).toMatch(
      /\[plan, normal \(forced by sql\)\] add a greeting\n {4}PLAN approved: src\/greet\.ts, db\/seed\.sql/,
    );
    expect(wukong(['run', 'phase', 'execute'], { cwd: ws }).code).toBe(0);
    expect(
      wukong(['run', 'question', 'add', 'Which language?', '--blocking'], {
        cwd: ws,
      }).stdout,
    ).toMatch(/Q1 \(blocking\): Which language\?/);
    const other = wukong(['run', 'start', '--objective', 'docs'], { cwd: ws });
    expect(other.stdout).toMatch(/^\* r-.* \[plan, normal\] docs/);
    expect(wukong(['run', 'switch', id], { cwd: ws }).stdout).toBe(
      `active run: ${id}\n`,
    );
    expect(
      JSON.parse(wukong(['run', 'show', '--json'], { cwd: ws }).stdout),
    ).toMatchObject({
      active: true,
      run: { id, phase: 'execute', questions: [{ id: 'Q1' }] },
    });
    expect(wukong(['run', 'phase', 'sideways'], { cwd: ws })).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/allowed: plan, execute, verify, ship/),
    });
    const ledger = wukong(['ledger', 'tail', '-n', '50', '--json'], {
      cwd: ws,
    });
    expect(
      JSON.parse(ledger.stdout)
        .entries.filter((e: { type: string }) => e.type === 'gate.decision')
        .map((e: { data: { checkpoint: string; allowed: boolean } }) => [
          e.data.checkpoint,
          e.data.allowed,
        ]),
    ).toEqual([
      ['pre-phase-transition', false],
      ['pre-plan', true],
      ['pre-phase-transition', true],
    ]);
  });
});

describe('wukong audit', () => {
  it('--json prints exactly {scores, findings, actions} with the seven scores, from the workspace and the ledger', () => {
    const ws = project();
    expect(wukong(['init'], { cwd: ws }).code).toBe(0);
    const r = wukong(['audit', '--json'], { cwd: ws });
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report)).toEqual(['scores', 'findings', 'actions']);
    expect(Object.keys(report.scores)).toEqual([
      'toolCoverage',
      'writeSafety',
      'phaseSafety',
      'verifySafety',
      'contextPersistence',
      'delegationSafety',
      'evalCoverage',
    ]);
    expect(report.scores).toEqual({
      toolCoverage: 100,
      writeSafety: 100,
      phaseSafety: 100,
      verifySafety: 100,
      contextPersistence: 100,
      delegationSafety: 100,
      evalCoverage: 100,
    });
    const bare = JSON.parse(
      wukong(['audit', '--json'], { cwd: tempWorkspace() }).stdout,
    );
    // an empty folder: nothing installed, nothing measured — 0, not 100
    expect(Object.values(bare.scores)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(bare.findings.map((f: { id: string }) => f.id)).toContain(
      'evalCoverage.nothing-measured',
    );
    expect(bare.actions).toContainEqual({
      score: 'delegationSafety',
      kind: 'fix-input',
      detail: 'run `wukong init` to write .claude/agents/wukong-*.md',
      said: { id: 'audit.avatar-files.next' },
    });
    expect(wukong(['audit'], { cwd: ws }).stdout).toMatch(
      /^Wukong harness audit\n {2}toolCoverage {9}100\n/,
    );
  });

  it('--min N exits 1 below N for CI, naming the scores; bad N is a usage error', () => {
    const ws = project();
    expect(wukong(['init'], { cwd: ws }).code).toBe(0);
    expect(wukong(['audit', '--min', '100'], { cwd: ws }).code).toBe(0);
    const low = wukong(['audit', '--json', '--min', '1'], {
      cwd: tempWorkspace(),
    });
    expect(low.code).toBe(1);
    expect(low.stderr).toMatch(
      /below --min 1: toolCoverage 0, writeSafety 0, .*evalCoverage 0/,
    );
    const bad = wukong(['audit', '--min', 'high'], { cwd: ws });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--min: expected a whole number from 0 to 100/);
  });

  it('wukong run plan passes the pre-plan gate first: a hand-edited quick run with risk signals is refused and recorded', () => {
    const ws = project();
    expect(
      wukong(
        ['run', 'start', '--objective', 'tidy the readme', '--mode', 'quick'],
        {
          cwd: ws,
        },
      ).code,
    ).toBe(0);
    const runs = join(ws, '.wukong', 'work', 'runs');
    const file = join(runs, readdirSync(runs)[0] as string);
    const run = JSON.parse(readFileSync(file, 'utf8'));
    run.objective = 'migrate the production database and rotate credentials';
    writeFileSync(file, JSON.stringify(run));
    const refused = wukong(['run', 'plan', '--path', 'README.md'], { cwd: ws });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/pre-plan gate refused: \[run-mode\]/);
    const decisions = readFileSync(
      join(
        ws,
        '.wukong',
        'ledger',
        readdirSync(join(ws, '.wukong', 'ledger')).find((f) =>
          f.endsWith('.jsonl'),
        ) as string,
      ),
      'utf8',
    );
    expect(decisions).toMatch(/"checkpoint":"pre-plan"/);
  });
});

describe('wukong ledger replay of a loop driven by the hooks', () => {
  it('rebuilds the loop and finds every gate decision it acted on in the ledger', () => {
    const ws = project();
    expect(
      wukong(
        [
          'promise',
          'set',
          '--objective',
          'greet',
          '--ac',
          'tests pass :: npm test',
        ],
        { cwd: ws },
      ).code,
    ).toBe(0);
    const payload = (name: string, patch: Record<string, unknown>) =>
      JSON.stringify({
        ...JSON.parse(
          readFileSync(
            join(repoRoot, 'test/e2e/hook-payloads', `${name}.json`),
            'utf8',
          ).replaceAll('__WORKSPACE__', ws),
        ),
        cwd: ws,
        ...patch,
      });
    const env = { WUKONG_DAEMON: 'off', CLAUDE_PROJECT_DIR: ws };
    const hook = (
      event: string,
      name: string,
      patch: Record<string, unknown> = {},
    ) =>
      wukong(['hook', '--event', event], {
        cwd: ws,
        env,
        stdin: payload(name, patch),
      });
    expect(
      hook('PreToolUse', 'pre-tool-use-bash-safe', {
        tool_use_id: 'tu-1',
        tool_input: { command: 'npm test' },
      }).code,
    ).toBe(0);
    expect(
      hook('PostToolUse', 'post-tool-use-bash-test', {
        tool_use_id: 'tu-1',
        tool_input: { command: 'npm test' },
      }).code,
    ).toBe(0);
    expect(hook('Stop', 'stop', { stop_hook_active: false }).stdout).toBe('');
    const replay = wukong(['ledger', 'replay'], { cwd: ws });
    expect(replay.code).toBe(0);
    expect(replay.stdout).toMatch(
      /loop loop:promise:[0-9a-f-]+#1: \d+ events → "done" \(done\)/,
    );
    expect(replay.stdout).toMatch(
      /all 2 gate decisions it acted on equal their gate\.decision entries byte for byte/,
    );
    expect(replay.stdout).toMatch(
      /stopped: done — every acceptance criterion is proven and the ship gate passed/,
    );
  });
});
