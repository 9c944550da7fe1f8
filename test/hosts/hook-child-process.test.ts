// The hook bundle's stand-in for node:child_process (src/hosts/cli/hook-child-process.ts,
// aliased by scripts/build.mjs): its spawn, spawnSync and execFileSync run
// programs as node:child_process does, and dist/hook.cjs requires
// node:child_process only through it
// Pos: test/hosts, real child processes; the built bundle read as text
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  execFileSync,
  spawn,
  spawnSync,
} from '../../src/hosts/cli/hook-child-process.js';

const node = process.execPath;

describe('hook-child-process', () => {
  it('spawnSync and execFileSync run the program with its arguments', () => {
    const r = spawnSync(
      node,
      ['-e', 'process.stdout.write(process.argv[1])', 'a b'],
      {
        encoding: 'utf8',
      },
    );
    expect(r).toMatchObject({ status: 0, stdout: 'a b' });
    expect(
      execFileSync(node, ['-e', 'process.stdout.write("x")'], {
        encoding: 'utf8',
      }),
    ).toBe('x');
    expect(() => execFileSync(node, ['-e', 'process.exit(3)'])).toThrow();
  });

  it('spawn starts the program and reports its exit', async () => {
    const child = spawn(node, ['-e', 'process.exit(4)'], { stdio: 'ignore' });
    const code = await new Promise((done) => child.on('exit', done));
    expect(code).toBe(4);
  });
});

describe('dist/hook.cjs', () => {
  it('requires node:child_process only through the stand-in, on first use', () => {
    const bundle = readFileSync(
      join(__dirname, '..', '..', 'dist', 'hook.cjs'),
      'utf8',
    );
    expect(bundle).not.toMatch(/require\(["']node:child_process["']\)/);
    expect(bundle.match(/\)\(["']child_process["']\)/g)).toHaveLength(1);
  });
});
