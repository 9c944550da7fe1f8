// Tests for the per-user state folder: where it is, and that a folder another
// user could write is refused
// Pos: test/platform, real folders under a temporary directory; as root, as the
// suite runs, a foreign owner is made with chown
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  symlinkSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ensurePrivateDir,
  privacyProblem,
  UnsafeStateDirError,
  userStateDir,
  workspaceKey,
  workspaceStateDir,
} from '../../src/platform/store/user-state-dir.js';

const scratch = () => mkdtempSync(join(tmpdir(), 'wukong-state-'));

describe('userStateDir', () => {
  it('prefers XDG_STATE_HOME, else HOME/.local/state', () => {
    expect(userStateDir({ XDG_STATE_HOME: '/x/state', HOME: '/h' })).toBe(
      '/x/state/wukong',
    );
    expect(userStateDir({ HOME: '/h' })).toBe('/h/.local/state/wukong');
    // A relative XDG path is invalid by the XDG spec and ignored.
    expect(userStateDir({ XDG_STATE_HOME: 'rel', HOME: '/h' })).toBe(
      '/h/.local/state/wukong',
    );
  });

  it("falls back to the account's home folder when HOME is unset", () => {
    expect(userStateDir({})).toBe(join(homedir(), '.local', 'state', 'wukong'));
  });

  it('keys workspaces by their resolved path', () => {
    expect(workspaceKey('/a/b')).toBe(workspaceKey('/a/b/'));
    expect(workspaceKey('/a/b')).not.toBe(workspaceKey('/a/c'));
    expect(workspaceStateDir('/a/b', { HOME: '/h' })).toBe(
      `/h/.local/state/wukong/workspaces/${workspaceKey('/a/b')}`,
    );
  });
});

describe('ensurePrivateDir', () => {
  it('creates the folder with mode 700 whatever the umask', () => {
    const old = process.umask(0);
    try {
      const dir = ensurePrivateDir(join(scratch(), 'a', 'b'));
      expect(privacyProblem(dir, 'dir')).toBeUndefined();
    } finally {
      process.umask(old);
    }
  });

  it('refuses a folder others can write, and does not repair it', () => {
    const dir = join(scratch(), 'open');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    expect(() => ensurePrivateDir(dir)).toThrow(UnsafeStateDirError);
    expect(() => ensurePrivateDir(dir)).toThrow(/mode 777/);
  });

  it('tightens a folder of ours that others could only read (mkdir -p under umask 022)', () => {
    const dir = join(scratch(), 'listable');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    expect(ensurePrivateDir(dir)).toBe(dir);
    expect(privacyProblem(dir, 'dir')).toBeUndefined();
  });

  it('refuses a symlink in place of the folder', () => {
    const base = scratch();
    mkdirSync(join(base, 'real'), { mode: 0o700 });
    symlinkSync(join(base, 'real'), join(base, 'link'));
    expect(privacyProblem(join(base, 'link'), 'dir')).toMatch(/symlink/);
  });

  // The suite runs as root (README); chown to another uid needs it.
  it('refuses a folder owned by another user', () => {
    const dir = join(scratch(), 'theirs');
    mkdirSync(dir, { mode: 0o700 });
    chownSync(dir, 12345, 12345);
    expect(() => ensurePrivateDir(dir)).toThrow(/belongs to uid 12345/);
  });
});
