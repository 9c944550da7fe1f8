// Undo snapshots in a sparse checkout (cone mode, sparse index) and in a
// repository with a submodule: the snapshot leaves the user's sparse checkout
// as it was (index bytes, the sparse-checkout list, no folder outside the cone
// materialised), holds the files outside the cone as HEAD has them, and an
// undo touches nothing outside the cone; a submodule is recorded as its commit
// (git does not enter it), its own files and index are untouched, a file of
// the superproject deleted beside it comes back, and a deleted submodule is
// named as not restored rather than counted as written
// Pos: test/harness, the undo wing on real git repositories
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { takeSnapshot } from '../../src/harness/undo/take-snapshot.js';
import { undoKey } from '../../src/harness/undo/undo-key.js';
import { undoWorkspace } from '../../src/harness/undo/undo-workspace.js';
import { git as gitIn } from '../git.js';

const git = (cwd: string, ...args: string[]) =>
  gitIn(cwd, '-c', 'protocol.file.allow=always', ...args);

const key = undoKey();
let clock = Date.parse('2026-11-24T12:00:00Z');
const tick = () => new Date((clock += 1000));
const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

function repo(): string {
  const root = mkdtempSync(join(tmpdir(), 'wukong-undo-sparse-'));
  roots.push(root);
  const dir = join(root, 'ws');
  mkdirSync(dir);
  git(dir, 'init', '-q', '-b', 'main');
  for (const d of ['in', 'out', 'out/deep']) {
    mkdirSync(join(dir, d), { recursive: true });
    writeFileSync(join(dir, d, 'file.txt'), `${d}\n`);
  }
  writeFileSync(join(dir, 'top.txt'), 'top\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'one');
  return dir;
}

const snap = (dir: string, before: string) =>
  takeSnapshot(
    { top: dir, gitDir: join(dir, '.git') },
    { before, tool: 'Bash', reason: 'test' },
    { now: tick(), key },
  );

describe('snapshots in a sparse checkout', () => {
  it('leave the sparse index and cone as they were, hold what is outside the cone, and an undo stays inside it', async () => {
    const dir = repo();
    git(dir, 'sparse-checkout', 'set', '--cone', '--sparse-index', 'in');
    expect(existsSync(join(dir, 'out'))).toBe(false);
    writeFileSync(join(dir, 'in', 'file.txt'), 'in, changed\n');
    const index = readFileSync(join(dir, '.git', 'index'));
    const list = git(dir, 'sparse-checkout', 'list');
    const status = git(dir, 'status', '--porcelain');
    const s = await snap(dir, 'rm in/file.txt');
    expect(s.created).toBe(true);
    expect(s.warnings).toBe('');
    expect(readFileSync(join(dir, '.git', 'index'))).toEqual(index);
    expect(git(dir, 'sparse-checkout', 'list')).toBe(list);
    expect(git(dir, 'status', '--porcelain')).toBe(status);
    expect(existsSync(join(dir, 'out'))).toBe(false);
    // Outside the cone: as HEAD has it, not taken for deleted.
    expect(git(dir, 'show', `${s.entry.tree}:out/deep/file.txt`)).toBe(
      'out/deep\n',
    );
    expect(git(dir, 'show', `${s.entry.tree}:in/file.txt`)).toBe(
      'in, changed\n',
    );
    unlinkSync(join(dir, 'in', 'file.txt'));
    const done = await undoWorkspace(dir, { now: tick(), key });
    expect(done.written).toEqual(['in/file.txt']);
    expect(readFileSync(join(dir, 'in', 'file.txt'), 'utf8')).toBe(
      'in, changed\n',
    );
    expect(existsSync(join(dir, 'out'))).toBe(false);
    expect(readFileSync(join(dir, '.git', 'index'))).toEqual(index);
  });
});

describe('snapshots beside a submodule', () => {
  it('record the submodule as its commit, leave its files and index alone, and bring back a superproject file', async () => {
    const dir = repo();
    const lib = join(dir, '..', 'lib');
    mkdirSync(lib);
    git(lib, 'init', '-q', '-b', 'main');
    writeFileSync(join(lib, 'lib.txt'), 'lib\n');
    git(lib, 'add', '-A');
    git(lib, 'commit', '-qm', 'lib');
    git(dir, 'submodule', 'add', '-q', lib, 'vendor/lib');
    git(dir, 'commit', '-qm', 'submodule');
    writeFileSync(join(dir, 'vendor/lib/lib.txt'), 'lib, dirty\n');
    const subIndex = readFileSync(join(dir, '.git/modules/vendor/lib/index'));
    const subStatus = git(join(dir, 'vendor/lib'), 'status', '--porcelain');
    const s = await snap(dir, 'rm top.txt');
    const tree = git(dir, 'ls-tree', '-r', s.entry.tree);
    expect(tree).toMatch(/^160000 commit [0-9a-f]{40}\tvendor\/lib$/m);
    expect(tree).not.toContain('lib.txt');
    expect(readFileSync(join(dir, '.git/modules/vendor/lib/index'))).toEqual(
      subIndex,
    );
    expect(git(join(dir, 'vendor/lib'), 'status', '--porcelain')).toBe(
      subStatus,
    );
    unlinkSync(join(dir, 'top.txt'));
    const done = await undoWorkspace(dir, { now: tick(), key });
    expect(done.written).toEqual(['top.txt']);
    expect(readFileSync(join(dir, 'top.txt'), 'utf8')).toBe('top\n');
    expect(readFileSync(join(dir, 'vendor/lib/lib.txt'), 'utf8')).toBe(
      'lib, dirty\n',
    );
  });

  it('a deleted submodule folder is named as not restored, never counted as written', async () => {
    const dir = repo();
    const lib = join(dir, '..', 'lib');
    mkdirSync(lib);
    git(lib, 'init', '-q', '-b', 'main');
    writeFileSync(join(lib, 'lib.txt'), 'lib\n');
    git(lib, 'add', '-A');
    git(lib, 'commit', '-qm', 'lib');
    git(dir, 'submodule', 'add', '-q', lib, 'vendor/lib');
    git(dir, 'commit', '-qm', 'submodule');
    await snap(dir, 'rm -rf vendor');
    rmSync(join(dir, 'vendor'), { recursive: true });
    const done = await undoWorkspace(dir, { now: tick(), key });
    expect(done.written).toEqual([]);
    expect(done.submodules).toEqual(['vendor/lib']);
    expect(existsSync(join(dir, 'vendor/lib/lib.txt'))).toBe(false);
  });
});
