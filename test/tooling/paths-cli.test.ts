// `wukong paths` end to end: in a scratch project that installs wukong, it
// writes a suite for the example machine, vitest (a subprocess) passes it at
// 100% coverage; bad modules, wrong exports and foreign files get clear errors
// Pos: test/tooling, the user's view of path-test generation: the generated
// file imports `wukong/testing` as a dependency, exactly as in their project
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, wukong } from '../e2e/cli.js';

let project = '';

/**
 * A user's project: its own package.json and machine, wukong, xstate and vitest
 * installed (linked to ours).
 */
function scratchProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'wukong-paths-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(repoRoot, join(dir, 'node_modules', 'wukong'), 'dir');
  for (const dep of ['xstate', 'vitest'])
    symlinkSync(
      join(repoRoot, 'node_modules', dep),
      join(dir, 'node_modules', dep),
      'dir',
    );
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'shop', private: true, type: 'module' }),
  );
  mkdirSync(join(dir, 'src'));
  copyFileSync(
    join(repoRoot, 'examples', 'order.machine.ts'),
    join(dir, 'src', 'order.machine.ts'),
  );
  return dir;
}

beforeAll(() => {
  project = scratchProject();
});

describe('wukong paths', () => {
  it('writes a suite that vitest passes at 100% of states and transitions, with the coverage report', () => {
    const gen = wukong(
      [
        'paths',
        'src/order.machine.ts',
        '--out',
        'test/order.paths.test.ts',
        '--report',
        'test/order.coverage.json',
      ],
      { cwd: project },
    );
    expect(gen.stderr).toBe('');
    expect(gen.code).toBe(0);
    expect(gen.stdout).toContain(
      'wrote test/order.paths.test.ts: path tests of orderMachine with orderModel',
    );
    const suite = readFileSync(
      join(project, 'test', 'order.paths.test.ts'),
      'utf8',
    );
    expect(suite).toContain("import { pathSuite } from 'wukong/testing';");
    expect(suite).toContain(
      "import { orderMachine, orderModel } from '../src/order.machine.js';",
    );

    const run = spawnSync(
      process.execPath,
      [
        join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs'),
        'run',
        '--root',
        project,
      ],
      {
        cwd: project,
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_EXTRA_CA_CERTS: '',
          CI: 'true',
          NO_COLOR: '1',
        },
      },
    );
    const stdout = run.stdout.replace(/\x1b\[[0-9;]*m/g, '');
    expect(run.status, stdout + run.stderr).toBe(0);
    expect(stdout).toMatch(
      /\[coverage\] order \((\d+) generated path tests\): states 13\/13 \(100%\), transitions 12\/12 \(100%\)/,
    );
    const report = JSON.parse(
      readFileSync(join(project, 'test', 'order.coverage.json'), 'utf8'),
    );
    expect(report.states).toEqual({
      covered: 13,
      total: 13,
      percent: 100,
      missing: [],
    });
    expect(report.transitions).toEqual({
      covered: 12,
      total: 12,
      percent: 100,
      missing: [],
    });
    expect(stdout).toMatch(
      new RegExp(`Tests\\s+${report.tests.total + 1} passed`),
    );
  });

  it('writes beside the module by default and regenerates its own file, but never overwrites a foreign one', () => {
    expect(
      wukong(['paths', 'src/order.machine.ts'], { cwd: project }).stdout,
    ).toContain('wrote src/order.paths.test.ts');
    expect(
      wukong(['paths', 'src/order.machine.ts'], { cwd: project }).code,
    ).toBe(0);
    writeFileSync(join(project, 'src', 'mine.test.ts'), 'my own tests\n');
    const refused = wukong(
      ['paths', 'src/order.machine.ts', '--out', 'src/mine.test.ts'],
      { cwd: project },
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      'refusing to overwrite src/mine.test.ts: `wukong paths` did not write it (use --force, or another --out)',
    );
    expect(readFileSync(join(project, 'src', 'mine.test.ts'), 'utf8')).toBe(
      'my own tests\n',
    );
  });

  it('explains a missing module, a wrong extension and an export that is not there', () => {
    const missing = wukong(['paths', 'src/door.machine.ts'], { cwd: project });
    expect([missing.code, missing.stderr]).toEqual([
      2,
      'wukong paths: src/door.machine.ts: no such file\n',
    ]);
    expect(
      wukong(['paths', 'package.json'], { cwd: project }).stderr,
    ).toContain('a module must end in .ts, .mts, .js, .mjs');
    const wrong = wukong(
      ['paths', 'src/order.machine.ts', '--export', 'doorMachine'],
      { cwd: project },
    );
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(
      'no export named "doorMachine"; exports: orderMachine, orderModel',
    );
    expect(wukong(['paths'], { cwd: project }).stderr).toContain(
      'expected one module, got none',
    );
  });
});
