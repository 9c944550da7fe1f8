// Undo for the workspace on real git repositories: what a snapshot holds and
// what it leaves untouched (the user's index bytes, status, stash, HEAD,
// branches), the restore byte for byte with modes, files created since, one
// path, undoing an undo, retention, outside a repository; and the pure rules of
// which tool calls are preceded by a snapshot
// Pos: test/harness, the undo wing (src/harness/undo, policies/harness/undo);
// the hook and the CLI end to end are test/e2e/undo-cli.test.ts
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bashSnapshotNeed,
  fileSnapshotNeed,
} from '../../policies/harness/undo/snapshot-trigger.js';
import {
  parseSnapshotMessage,
  snapshotMessage,
  type SnapshotEntry,
} from '../../policies/harness/undo/snapshot-record.js';
import { snapshotsToPrune } from '../../policies/harness/undo/snapshot-retention.js';
import {
  analyzeBash,
  initBashParser,
} from '../../src/platform/shell/bash-parser.js';
import { locateRepo, type Repo } from '../../src/harness/undo/git-repo.js';
import { listSnapshots } from '../../src/harness/undo/snapshot-refs.js';
import { takeSnapshot } from '../../src/harness/undo/take-snapshot.js';
import { hookHarness, verdict } from './hook-harness.js';
import { undoKey } from '../../src/harness/undo/undo-key.js';
import {
  undoStatus,
  undoWorkspace,
} from '../../src/harness/undo/undo-workspace.js';
import { git } from '../git.js';

const key = undoKey();
let clock = Date.parse('2026-11-24T12:00:00Z');
const tick = () => new Date((clock += 1000));

/** A repository with a commit, a stash, a staged change and the usual mess. */
function repository(): { dir: string; repo: Repo } {
  const dir = mkdtempSync(join(tmpdir(), 'wukong-undo-'));
  git(dir, 'init', '-q', '-b', 'main');
  writeFileSync(join(dir, '.gitignore'), 'ignored.log\n');
  writeFileSync(join(dir, 'tracked.txt'), 'tracked\n');
  writeFileSync(join(dir, 'modified.txt'), 'committed\n');
  writeFileSync(join(dir, 'run.sh'), '#!/bin/sh\necho hi\n');
  chmodSync(join(dir, 'run.sh'), 0o755);
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'a.ts'), 'export const a = 1;\n');
  symlinkSync('tracked.txt', join(dir, 'link'));
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'one');
  writeFileSync(join(dir, 'stashed.txt'), 'stash me\n');
  git(dir, 'add', 'stashed.txt');
  git(dir, 'stash', '-q');
  writeFileSync(join(dir, 'modified.txt'), 'committed\nand changed\n');
  writeFileSync(join(dir, 'staged.txt'), 'staged\n');
  git(dir, 'add', 'staged.txt');
  writeFileSync(
    join(dir, 'untracked.bin'),
    Buffer.from([0, 1, 2, 255, 10, 13]),
  );
  writeFileSync(join(dir, 'ignored.log'), 'noise\n');
  return { dir, repo: { top: dir, gitDir: join(dir, '.git') } };
}

const userState = (dir: string) => ({
  index: readFileSync(join(dir, '.git', 'index')),
  status: git(
    dir,
    '--no-optional-locks',
    'status',
    '--porcelain=v1',
    '--untracked-files=all',
  ),
  stash: git(dir, 'stash', 'list', '--format=%H'),
  head: git(dir, 'rev-parse', 'HEAD'),
  refs: git(
    dir,
    'for-each-ref',
    '--format=%(refname) %(objectname)',
    'refs/heads',
    'refs/stash',
    'refs/tags',
  ),
});

const snap = (repo: Repo, before = 'rm x') =>
  takeSnapshot(
    repo,
    { before, tool: 'Bash', reason: 'test' },
    { now: tick(), key },
  );

describe('a snapshot', () => {
  it("holds tracked, modified and untracked files, not ignored ones or Wukong's state, and changes nothing of the user's", async () => {
    const { dir, repo } = repository();
    mkdirSync(join(dir, '.wukong'));
    writeFileSync(join(dir, '.wukong', 'ledger'), 'chain\n');
    const before = userState(dir);
    const s = await snap(repo);
    expect(s.created).toBe(true);
    const files = git(dir, 'ls-tree', '-r', '--name-only', s.entry.tree).split(
      '\n',
    );
    expect(files).toEqual(
      expect.arrayContaining([
        'tracked.txt',
        'modified.txt',
        'staged.txt',
        'untracked.bin',
        'run.sh',
        'link',
        'src/a.ts',
      ]),
    );
    expect(files).not.toContain('ignored.log');
    expect(files.some((f) => f.startsWith('.wukong'))).toBe(false);
    expect(git(dir, 'show', `${s.entry.tree}:modified.txt`)).toBe(
      'committed\nand changed\n',
    );
    // The user's index byte for byte, status, stash, HEAD and branches.
    expect(userState(dir)).toEqual(before);
    expect(
      git(
        dir,
        'for-each-ref',
        '--format=%(refname)',
        'refs/wukong/snapshots/',
      ).trim(),
    ).toBe(`refs/wukong/snapshots/${s.entry.commit}`);
  });

  it('records the call that followed and reuses the newest snapshot when nothing changed', async () => {
    const { dir, repo } = repository();
    const first = await snap(repo, 'rm -rf src');
    const again = await snap(repo, 'rm other');
    expect(again.created).toBe(false);
    expect(again.entry.commit).toBe(first.entry.commit);
    writeFileSync(join(dir, 'new.txt'), 'new\n');
    const third = await snap(repo, 'git clean -fd');
    expect(third.created).toBe(true);
    const list = await listSnapshots(repo, key);
    expect(list.map((s) => s.meta.before)).toEqual([
      'git clean -fd',
      'rm -rf src',
    ]);
    expect(list[0]?.meta.worktree).toBe(dir);
  });

  it('a commit planted under refs/wukong/snapshots/ without the seal is neither listed nor restored', async () => {
    const { dir, repo } = repository();
    const real = await snap(repo, 'rm real');
    const tree = git(dir, 'rev-parse', `${real.entry.tree}`).trim();
    const forged = {
      ...real.entry.meta,
      before: 'forged',
      takenAt: '2030-01-01T00:00:00.000Z',
    };
    const commit = execFileSync('git', ['commit-tree', tree], {
      cwd: dir,
      input: snapshotMessage(forged),
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'a',
        GIT_AUTHOR_EMAIL: 'a@a',
        GIT_COMMITTER_NAME: 'a',
        GIT_COMMITTER_EMAIL: 'a@a',
      },
    }).trim();
    git(dir, 'update-ref', `refs/wukong/snapshots/${commit}`, commit);
    expect((await listSnapshots(repo, key)).map((s) => s.meta.before)).toEqual([
      'rm real',
    ]);
    await expect(
      undoWorkspace(dir, { id: commit.slice(0, 12), now: tick(), key }),
    ).rejects.toThrow(/no snapshot/);
  });

  it('starts no automatic gc or maintenance, where a plain git commit would', async () => {
    const { dir, repo } = repository();
    for (let d = 0; d < 20; d++) {
      mkdirSync(join(dir, `many${d}`));
      for (let f = 0; f < 100; f++)
        writeFileSync(join(dir, `many${d}`, `f${f}`), `${d} ${f}\n`);
    }
    // Thousands of loose objects, and any automatic gc would run in the
    // foreground: a pack would be there when the command returns.
    git(dir, '-c', 'gc.auto=0', 'add', '-A');
    git(dir, '-c', 'gc.auto=0', 'commit', '-qm', 'many');
    git(dir, 'config', 'gc.auto', '1');
    git(dir, 'config', 'gc.autoDetach', 'false');
    const packs = () => readdirSync(join(dir, '.git', 'objects', 'pack'));
    writeFileSync(join(dir, 'many0', 'f0'), 'changed\n');
    const s = await snap(repo);
    expect(s.created).toBe(true);
    expect(packs()).toEqual([]);
    // The control: the same repository's own commit does start it.
    git(dir, 'commit', '-qam', 'changed');
    expect(packs().some((p) => p.endsWith('.pack'))).toBe(true);
  });

  it('works in a repository without a commit or an index', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wukong-undo-empty-'));
    git(dir, 'init', '-q');
    writeFileSync(join(dir, 'only.txt'), 'only\n');
    const located = await locateRepo(dir);
    if (!('repo' in located)) throw new Error(located.problem);
    const s = await snap(located.repo);
    expect(git(dir, 'show', `${s.entry.tree}:only.txt`)).toBe('only\n');
    expect(existsSync(join(dir, '.git', 'index'))).toBe(false);
  });

  it('prunes by count and by age, never the newest', async () => {
    const { dir, repo } = repository();
    for (let i = 0; i < 4; i++) {
      writeFileSync(join(dir, 'n.txt'), `${i}\n`);
      await takeSnapshot(
        repo,
        { before: `step ${i}`, tool: 'Bash', reason: 't' },
        {
          now: tick(),
          key,
          limits: { keep: 2, maxAgeDays: 14 },
        },
      );
    }
    expect((await listSnapshots(repo, key)).map((s) => s.meta.before)).toEqual([
      'step 3',
      'step 2',
    ]);
    writeFileSync(join(dir, 'n.txt'), 'later\n');
    clock += 30 * 24 * 3600 * 1000;
    await takeSnapshot(
      repo,
      { before: 'a month later', tool: 'Bash', reason: 't' },
      {
        now: tick(),
        key,
        limits: { keep: 10, maxAgeDays: 14 },
      },
    );
    expect((await listSnapshots(repo, key)).map((s) => s.meta.before)).toEqual([
      'a month later',
    ]);
  });
});

describe('undo', () => {
  it('puts back deleted tracked, untracked and modified files byte for byte, with modes and symlinks, and can be undone', async () => {
    const { dir, repo } = repository();
    const bytes = (p: string) => readFileSync(join(dir, p));
    const was = {
      tracked: bytes('tracked.txt'),
      modified: bytes('modified.txt'),
      untracked: bytes('untracked.bin'),
      run: bytes('run.sh'),
    };
    const index = bytes('.git/index');
    const taken = await snap(
      repo,
      'rm tracked.txt modified.txt untracked.bin run.sh link',
    );
    for (const f of [
      'tracked.txt',
      'modified.txt',
      'untracked.bin',
      'run.sh',
      'link',
    ])
      unlinkSync(join(dir, f));
    writeFileSync(join(dir, 'src', 'a.ts'), 'overwritten\n');
    writeFileSync(join(dir, 'created.txt'), 'after the snapshot\n');
    const done = await undoWorkspace(dir, { now: tick(), key });
    expect(done.target.commit).toBe(taken.entry.commit);
    expect(bytes('tracked.txt')).toEqual(was.tracked);
    expect(bytes('modified.txt')).toEqual(was.modified);
    expect(bytes('untracked.bin')).toEqual(was.untracked);
    expect(bytes('run.sh')).toEqual(was.run);
    expect(statSync(join(dir, 'run.sh')).mode & 0o111).not.toBe(0);
    expect(lstatSync(join(dir, 'link')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'link'))).toBe('tracked.txt');
    expect(bytes('src/a.ts').toString()).toBe('export const a = 1;\n');
    // Created after the snapshot: left alone by default.
    expect(done.leftAlone).toEqual(['created.txt']);
    expect(bytes('created.txt').toString()).toBe('after the snapshot\n');
    expect(bytes('.git/index')).toEqual(index);
    // The undo undone (--clean: the files it put back go again): the state just
    // before it comes back.
    const back = await undoWorkspace(dir, { clean: true, now: tick() });
    expect(back.target.commit).toBe(done.before.commit);
    expect(existsSync(join(dir, 'tracked.txt'))).toBe(false);
    expect(bytes('src/a.ts').toString()).toBe('overwritten\n');
  });

  it('puts back a deleted ignored .env byte for byte; build output and big ignored files stay out of the snapshot', async () => {
    const { dir, repo } = repository();
    writeFileSync(
      join(dir, '.gitignore'),
      'ignored.log\n.env*\n*.local.json\nnode_modules/\ndist/\nbig.env.local\n',
    );
    git(dir, 'add', '.gitignore');
    const env = Buffer.from('API_KEY=fake-\u00e9\r\nEMPTY=\n\0tail', 'utf8');
    writeFileSync(join(dir, '.env'), env);
    mkdirSync(join(dir, 'config'));
    writeFileSync(join(dir, 'config', '.env.production'), 'MODE=prod\n');
    writeFileSync(join(dir, 'settings.local.json'), '{"port":1}\n');
    writeFileSync(join(dir, 'big.env.local'), 'x'.repeat(70 * 1024));
    mkdirSync(join(dir, 'node_modules', 'pkg'), { recursive: true });
    writeFileSync(join(dir, 'node_modules', 'pkg', '.env'), 'dep\n');
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'app.js'), 'built\n');
    const before = userState(dir);
    const taken = await snap(repo, 'rm .env');
    const files = git(
      dir,
      'ls-tree',
      '-r',
      '--name-only',
      taken.entry.tree,
    ).split('\n');
    expect(files).toEqual(
      expect.arrayContaining([
        '.env',
        'config/.env.production',
        'settings.local.json',
      ]),
    );
    for (const out of ['ignored.log', 'big.env.local'])
      expect(files).not.toContain(out);
    expect(files.some((f) => f.startsWith('node_modules/'))).toBe(false);
    expect(files.some((f) => f.startsWith('dist/'))).toBe(false);
    // The user's index and status: the kept files were force-added to the
    // snapshot's index copy only.
    expect(userState(dir)).toEqual(before);
    unlinkSync(join(dir, '.env'));
    rmSync(join(dir, 'config'), { recursive: true });
    await undoWorkspace(dir, { now: tick(), key });
    expect(readFileSync(join(dir, '.env'))).toEqual(env);
    expect(readFileSync(join(dir, 'config', '.env.production'), 'utf8')).toBe(
      'MODE=prod\n',
    );
  });

  it('--clean removes files created since; --path restores one path only', async () => {
    const { dir, repo } = repository();
    const taken = await snap(repo);
    rmSync(join(dir, 'src'), { recursive: true });
    unlinkSync(join(dir, 'tracked.txt'));
    mkdirSync(join(dir, 'made', 'deep'), { recursive: true });
    writeFileSync(join(dir, 'made', 'deep', 'x.txt'), 'x\n');
    const one = await undoWorkspace(dir, {
      id: taken.entry.commit.slice(0, 8),
      path: 'src',
      now: tick(),
    });
    expect(one.written).toEqual(['src/a.ts']);
    expect(existsSync(join(dir, 'tracked.txt'))).toBe(false);
    const all = await undoWorkspace(dir, {
      id: taken.entry.commit.slice(0, 8),
      clean: true,
      now: tick(),
    });
    expect(all.written).toEqual(['tracked.txt']);
    expect(all.removed).toEqual(['made/deep/x.txt']);
    expect(existsSync(join(dir, 'made'))).toBe(false);
    expect(existsSync(join(dir, 'ignored.log'))).toBe(true);
  });

  it('names a bad id, a path outside, and a folder outside any repository', async () => {
    const { dir } = repository();
    await expect(undoWorkspace(dir, { now: tick(), key })).rejects.toThrow(
      /no snapshot to go back to/,
    );
    await expect(undoWorkspace(dir, { id: 'zz', now: tick() })).rejects.toThrow(
      /not a snapshot id/,
    );
    const outside = mkdtempSync(join(tmpdir(), 'wukong-undo-none-'));
    const status = await undoStatus(outside);
    expect(status).toMatchObject({ available: false });
    expect(status.available ? '' : status.why).toMatch(
      /not inside a git repository.*keep the gate's question/,
    );
    await expect(undoWorkspace(outside, { now: tick(), key })).rejects.toThrow(
      /undo needs a git working tree/,
    );
    await snap(((await locateRepo(dir)) as { repo: Repo }).repo);
    await expect(
      undoWorkspace(dir, { path: '../elsewhere', now: tick() }),
    ).rejects.toThrow(/outside the working tree/);
    expect(await undoStatus(dir)).toMatchObject({
      available: true,
      snapshots: 1,
    });
  });
});

describe('which calls are preceded by a snapshot', () => {
  beforeAll(() => initBashParser());
  const where = { cwd: '/w', home: '/home/u' };
  const need = (command: string, policies: string[] = []) =>
    bashSnapshotNeed(analyzeBash(command), policies, where);

  it.each([
    'rm a.txt',
    'rm -rf build',
    'find . -name "*.tmp" -delete',
    'mv a b',
    'mv *.ts lib/',
    'git reset --hard',
    'git checkout -- .',
    'git clean -fd',
    'git stash drop',
    'git restore src',
    'sed -i s/a/b/ src/*.ts',
    'python -c "import os; os.remove(\'x\')"',
    "node -e \"require('fs').writeFileSync('f', '')\"",
    'find . -name "*.bak" -exec rm {} +',
    'eval "$CMD"',
    'cat list | xargs rm',
    'ls | xargs sed -i s/a/b/',
  ])('always before %s', (command) => {
    expect(need(command).kind).toBe('always');
  });

  it.each([
    'ls -la',
    'find . -name x | xargs grep foo',
    'find . -name x | xargs grep foo',
    'git status',
    'git diff',
    'npm test',
    'echo hi >> log.txt',
    'mkdir -p out',
    'touch x',
    'cat a.txt',
    'grep -r foo src',
  ])('never before %s', (command) => {
    expect(need(command)).toEqual({ kind: 'none' });
  });

  it('before an overwriting write, only if the file holds uncommitted work', () => {
    expect(need('echo hi > notes.txt')).toEqual({
      kind: 'if-changed',
      paths: ['/w/notes.txt'],
      reason: 'overwrites',
    });
    expect(need('cd sub && sed -i s/a/b/ f.txt')).toMatchObject({
      kind: 'if-changed',
      paths: ['/w/sub/f.txt'],
    });
    expect(need('cat > ~/x.txt <<EOF\nhi\nEOF')).toMatchObject({
      paths: ['/home/u/x.txt'],
    });
    expect(need('echo > "$OUT"').kind).toBe('always');
  });

  it("follows the gate's destroying findings whatever the command", () => {
    expect(need('ls', ['command.git-history'])).toEqual({
      kind: 'always',
      reason: 'command.git-history',
    });
    expect(need('ls', ['command.sensitive-read'])).toEqual({ kind: 'none' });
  });

  it('file tools: Write, Edit, MultiEdit, NotebookEdit, never Read', () => {
    for (const tool of ['Write', 'Edit', 'MultiEdit', 'NotebookEdit'])
      expect(fileSnapshotNeed(tool, ['/w/a'])).toMatchObject({
        kind: 'if-changed',
        paths: ['/w/a'],
      });
    expect(fileSnapshotNeed('Read', ['/w/a'])).toEqual({ kind: 'none' });
  });
});

describe('snapshot records and retention', () => {
  const meta = {
    before: 'rm a\nb',
    tool: 'Bash',
    reason: 'r',
    session: 's',
    worktree: '/w',
    takenAt: '2026-11-24T12:00:00.000Z',
  };
  it('round-trips the metadata and refuses foreign messages', () => {
    expect(parseSnapshotMessage(snapshotMessage(meta))).toEqual(meta);
    expect(parseSnapshotMessage('fix: things\n\n{}\n')).toBeUndefined();
    expect(
      parseSnapshotMessage('wukong snapshot\n\n{"before":1}\n'),
    ).toBeUndefined();
  });
  it('drops beyond keep and older than maxAgeDays, newest kept', () => {
    const at = (d: string, c: string): SnapshotEntry => ({
      commit: c,
      tree: c,
      meta: { ...meta, takenAt: d },
    });
    const list = [
      at('2026-11-01T00:00:00Z', 'a'),
      at('2026-11-20T00:00:00Z', 'b'),
      at('2026-11-23T00:00:00Z', 'c'),
    ];
    const now = new Date('2026-11-24T00:00:00Z');
    expect(
      snapshotsToPrune(list, { keep: 10, maxAgeDays: 14 }, now).map(
        (s) => s.commit,
      ),
    ).toEqual(['a']);
    expect(
      snapshotsToPrune(list, { keep: 1, maxAgeDays: 14 }, now).map(
        (s) => s.commit,
      ),
    ).toEqual(['b', 'a']);
    expect(
      snapshotsToPrune(
        [list[0] as SnapshotEntry],
        { keep: 10, maxAgeDays: 1 },
        now,
      ),
    ).toEqual([]);
  });
});

describe('PreToolUse takes the snapshot', () => {
  const snapshots = (dir: string) =>
    git(dir, 'for-each-ref', '--format=%(refname)', 'refs/wukong/snapshots/')
      .split('\n')
      .filter(Boolean).length;

  it('before Write or Edit of an untracked or modified file, not of a clean, ignored or new one', async () => {
    const { dir } = repository();
    const hooks = hookHarness(dir);
    const write = (file: string) =>
      hooks.pre('Write', { file_path: join(dir, file), content: 'new\n' });
    await write('tracked.txt');
    await write('ignored.log');
    await write('brand-new.txt');
    expect(snapshots(dir)).toBe(0);
    await write('modified.txt');
    expect(snapshots(dir)).toBe(1);
    writeFileSync(join(dir, 'untracked.bin'), 'changed\n');
    await hooks.pre('Edit', {
      file_path: join(dir, 'untracked.bin'),
      old_string: 'changed',
      new_string: 'again',
    });
    expect(snapshots(dir)).toBe(2);
    const recorded = hooks.ledger().filter((e) => e.type === 'undo.snapshot');
    expect(recorded.map((e) => e.data['reason'])).toEqual([
      'Write rewrites',
      'Edit rewrites',
    ]);
  });

  it('before a delete the gate asks about, never before one it denies, and not when undo.enabled is false', async () => {
    const { dir } = repository();
    const denied = await hookHarness(dir).pre('Bash', { command: 'rm -rf /' });
    expect(verdict(denied)).toBe('deny');
    expect(snapshots(dir)).toBe(0);
    await hookHarness(dir, { undo: { enabled: false } }).pre('Bash', {
      command: 'rm tracked.txt',
    });
    expect(snapshots(dir)).toBe(0);
    const asked = await hookHarness(dir).pre('Bash', {
      command: 'git stash drop',
    });
    expect(verdict(asked)).toBe('ask');
    expect(snapshots(dir)).toBe(1);
  });

  it('outside a git repository: no snapshot, the gate still asks', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wukong-undo-plain-'));
    writeFileSync(join(dir, 'a.txt'), 'a\n');
    const hooks = hookHarness(dir);
    expect(verdict(await hooks.pre('Bash', { command: 'rm a.txt' }))).toBe(
      'ask',
    );
    expect(hooks.ledger().some((e) => e.type.startsWith('undo.'))).toBe(false);
  });
});
