// end-to-end tests of `wukong scan`: human listing and --json shape, masked
// matches, stdin, exit 0 clean / 1 found / 2 bad input
// Pos: test/e2e, what a user at a terminal sees; what the scanner finds is
// pinned in test/security/secrets.test.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALNUM, fakeToken } from '../security/fake-secrets.js';
import { tempWorkspace, wukong } from './cli.js';

const PAT = fakeToken('ghp_', ALNUM, 36);

function workspace() {
  const dir = tempWorkspace();
  writeFileSync(
    join(dir, 'leak.env'),
    `# deploy\nGITHUB_TOKEN=${PAT}\nDB_PASSWORD=hunter22\n`,
  );
  writeFileSync(
    join(dir, 'clean.ts'),
    'export const token = process.env.TOKEN;\n',
  );
  return dir;
}

describe('wukong scan', () => {
  it('--json lists every finding with rule, severity, file, line, column and the masked match, and exits 1', () => {
    const dir = workspace();
    const r = wukong(['scan', 'leak.env', 'clean.ts', '--json'], { cwd: dir });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({
      findings: [
        {
          rule: 'github-pat',
          severity: 'hard-deny',
          file: 'leak.env',
          line: 2,
          column: 14,
          match: 'ghp_***(40 chars)',
        },
        {
          rule: 'seed-credential-assignment',
          severity: 'soft-deny',
          file: 'leak.env',
          line: 3,
          column: 13,
          match: 'hu***(8 chars)',
        },
      ],
    });
    expect(r.stdout).not.toContain(PAT);
  });

  it('prints a short listing by default and exits 0 on clean input', () => {
    const dir = workspace();
    const found = wukong(['scan', 'leak.env'], { cwd: dir });
    expect(found.code).toBe(1);
    expect(found.stdout).toContain(
      'leak.env:2:14  hard-deny  github-pat  ghp_***(40 chars)',
    );
    expect(found.stdout).toMatch(/2 secrets found in 1 input\n$/);
    const clean = wukong(['scan', 'clean.ts'], { cwd: dir });
    expect(clean).toMatchObject({
      code: 0,
      stdout: 'no secrets found in clean.ts\n',
    });
  });

  it('reads stdin with - (or no file), without a file field', () => {
    const r = wukong(['scan', '-', '--json'], {
      stdin: `git remote set-url origin https://${PAT}@github.com/o/r.git`,
    });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).findings).toEqual([
      {
        rule: 'github-pat',
        severity: 'hard-deny',
        line: 1,
        column: 35,
        match: 'ghp_***(40 chars)',
      },
    ]);
    expect(wukong(['scan'], { stdin: 'nothing to see' }).code).toBe(0);
  });

  it('exits 2 naming the input for a missing file, a directory, or stdin mixed with files', () => {
    const dir = workspace();
    mkdirSync(join(dir, 'sub'));
    const missing = wukong(['scan', 'leak.env', 'nope.txt'], { cwd: dir });
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toMatch(/cannot read nope\.txt: no such file/);
    expect(wukong(['scan', 'sub'], { cwd: dir }).stderr).toMatch(
      /sub is a directory; allowed: files, or - for stdin/,
    );
    expect(wukong(['scan', '-', 'leak.env'], { cwd: dir }).code).toBe(2);
    expect(wukong(['scan', '--bogus'], { cwd: dir }).code).toBe(2);
  });
});
