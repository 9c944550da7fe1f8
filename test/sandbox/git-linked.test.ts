// git in a linked worktree and in submodules, inside the sandbox: a commit in a
// worktree (`.git` a file naming main/.git/worktrees/<name>) works, while the
// common config and hooks, the worktree's `commondir` and `.git` file stay
// read-only; a submodule commits, its `.git` file, hooks and config are
// read-only, and the folders holding them cannot be renamed away
// Pos: test/sandbox, the real bubblewrap and git; harmless probes only
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxedSpawn } from '../../src/sandbox/spawn.js';
import type { SandboxFixture } from './fixture.js';
import { sandboxFixture } from './fixture.js';

let f: SandboxFixture;
beforeEach(() => {
  f = sandboxFixture();
});
afterEach(() => f.cleanup());

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'protocol.file.allow=always', ...args], {
    cwd,
    env: f.env,
    encoding: 'utf8',
  });

const inside = (workspace: string, command: string) =>
  sandboxedSpawn(command, { workspace, env: f.env, timeoutMs: 60_000 });

describe('git worktrees inside the sandbox', () => {
  it('commits in a linked worktree; the common config, hooks and the worktree pointers stay read-only', async () => {
    const main = f.ws;
    const wt = join(f.root, 'wt');
    git(main, 'worktree', 'add', '-q', wt, '-b', 'feature');
    // Per-worktree config on: a missing config.worktree must not be creatable.
    git(main, 'config', 'extensions.worktreeConfig', 'true');
    mkdirSync(join(wt, '.wukong'), { recursive: true });
    const common = join(main, '.git');
    const gitdir = join(common, 'worktrees', 'wt');
    const before = {
      config: readFileSync(join(common, 'config'), 'utf8'),
      commondir: readFileSync(join(gitdir, 'commondir'), 'utf8'),
      dotGit: readFileSync(join(wt, '.git'), 'utf8'),
    };
    const run = await inside(
      wt,
      'echo new > new.txt && git add new.txt && git commit -qm "from the sandbox" && git log -1 --format=%s',
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('from the sandbox\n');
    expect(git(wt, 'log', '-1', '--format=%s')).toBe('from the sandbox\n');
    const probes = await inside(
      wt,
      [
        `echo '[core]fsmonitor=touch /var/tmp/x' >> ${join(common, 'config')}`,
        `echo x > ${join(common, 'hooks', 'pre-commit')}`,
        `echo ${wt}/evil > ${join(gitdir, 'commondir')}`,
        `echo gitdir: ${wt}/evil > .git`,
        `echo x > ${join(gitdir, 'config.worktree')}`,
        `touch ${join(main, 'planted.txt')}`,
        'true',
      ].join('; '),
    );
    expect(probes.stderr.match(/Read-only file system/g)?.length).toBe(6);
    expect(readFileSync(join(common, 'config'), 'utf8')).toBe(before.config);
    expect(readFileSync(join(gitdir, 'commondir'), 'utf8')).toBe(
      before.commondir,
    );
    expect(readFileSync(join(wt, '.git'), 'utf8')).toBe(before.dotGit);
    expect(git(main, 'status', '--porcelain')).toBe('');
  });
});

describe('submodules inside the sandbox', () => {
  it('commits in a submodule; its .git file, hooks and config are read-only and cannot be moved away', async () => {
    const lib = join(f.root, 'lib');
    mkdirSync(lib);
    git(lib, 'init', '-q', '-b', 'main');
    writeFileSync(join(lib, 'lib.txt'), 'lib\n');
    git(lib, 'add', '-A');
    git(lib, 'commit', '-qm', 'lib');
    git(f.ws, 'submodule', 'add', '-q', lib, 'vendor/lib');
    git(f.ws, 'commit', '-qm', 'submodule');
    const dotGit = readFileSync(join(f.ws, 'vendor/lib/.git'), 'utf8');
    const run = await inside(
      f.ws,
      'cd vendor/lib && echo more >> lib.txt && git commit -qam "sub from the sandbox" && git log -1 --format=%s',
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('sub from the sandbox\n');
    const probes = await inside(
      f.ws,
      [
        'echo gitdir: /var/tmp/evil > vendor/lib/.git',
        'mv vendor/lib vendor/lib2',
        'mv vendor vendor2',
        'echo x > .git/modules/vendor/lib/hooks/pre-commit',
        'mv .git/modules/vendor/lib .git/modules/vendor/lib2',
        'true',
      ].join('; '),
    );
    expect(probes.stderr).toMatch(/vendor\/lib\/.git: Read-only file system/);
    expect(probes.stderr.match(/Device or resource busy/g)?.length).toBe(3);
    expect(probes.stderr).toMatch(/pre-commit: Read-only file system/);
    expect(readFileSync(join(f.ws, 'vendor/lib/.git'), 'utf8')).toBe(dotGit);
    expect(git(f.ws, 'status', '--porcelain')).toBe(' M vendor/lib\n');
  });
});
