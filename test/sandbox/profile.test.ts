// The profile comes from the policy tables: every secret store is one seed
// 000's sensitive paths mark as secret, every workspace surface of
// self-protection is read-only, secrets are hidden by kind, and bwrap's argv
// keeps the order and the flags research/sandbox.md verified
// Pos: test/sandbox, pure: profile.ts and bwrap-argv.ts without running bwrap
import { describe, expect, it } from 'vitest';
import { sensitiveTarget } from '../../policies/security/paths/sensitive-paths.js';
import { PROTECTED_SURFACES } from '../../policies/security/self-protection/protected-surfaces.js';
import { bwrapArgv, SANDBOX_MARK } from '../../src/sandbox/bwrap-argv.js';
import type { Kind } from '../../src/sandbox/profile.js';
import {
  EXECUTION_SURFACES,
  SECRET_STORES,
  SYSTEM_SECRETS,
  sandboxProfile,
} from '../../src/sandbox/profile.js';
import {
  parseWrapped,
  unwrapCommand,
  wrappedCommand,
} from '../../src/sandbox/wrap-command.js';

const ws = '/w/repo';
const home = '/h/me';
const all = (dirs: string[], files: string[]) => (p: string) =>
  (dirs.includes(p) ? 'dir' : files.includes(p) ? 'file' : undefined) as
    Kind | undefined;

describe('sandboxProfile', () => {
  it('hides only stores the sensitive-path table marks as secret', () => {
    for (const rel of SECRET_STORES)
      expect(sensitiveTarget(`~/${rel}`)?.secrets, rel).toBe(true);
    for (const path of SYSTEM_SECRETS)
      expect(sensitiveTarget(path)?.secrets, path).toBe(true);
  });

  it("makes what .git points at read-only too (core.hooksPath, submodules' hooks), never a path outside the workspace", () => {
    const profile = sandboxProfile({
      workspace: ws,
      home,
      stateDir: '/s',
      kind: all(
        [`${ws}/.husky`, `${ws}/.git/modules/lib/hooks`, '/elsewhere'],
        [],
      ),
      moreSurfaces: [
        `${ws}/.husky`,
        `${ws}/.git/modules/lib/hooks`,
        '/elsewhere',
      ],
    });
    expect(profile.readOnly).toEqual(
      expect.arrayContaining([`${ws}/.husky`, `${ws}/.git/modules/lib/hooks`]),
    );
    expect(profile.readOnly).not.toContain('/elsewhere');
  });

  it('makes every workspace surface of self-protection and the execution surfaces read-only, pins .git', () => {
    const surfaces = PROTECTED_SURFACES.filter(
      (s) => s.root === 'workspace' && !s.ancestorsRemovable,
    ).map((s) => `${ws}/${s.path.split('/')[0]}`);
    const exec = EXECUTION_SURFACES.map((r) => `${ws}/${r}`);
    const profile = sandboxProfile({
      workspace: ws,
      home,
      stateDir: `${home}/.local/state/wukong`,
      kind: all(
        [
          ws,
          `${ws}/.git`,
          `${ws}/.git/hooks`,
          `${ws}/.wukong`,
          `${ws}/.claude`,
        ],
        [`${ws}/wukong.config.json`, `${ws}/.git/config`],
      ),
    });
    expect(profile.writable).toEqual([ws]);
    expect(profile.pinned).toEqual([`${ws}/.git`]);
    for (const p of [...surfaces, `${ws}/.git/hooks`, `${ws}/.git/config`])
      expect(profile.readOnly).toContain(p);
    // Surfaces that do not exist are not bound (bwrap would leave a placeholder
    // on the host).
    expect(profile.readOnly).not.toContain(`${ws}/.vscode`);
    // node_modules stays writable (npm ci, rm -rf node_modules) though it
    // holds Wukong's install: the gate guards that.
    expect(
      sandboxProfile({
        workspace: ws,
        home,
        stateDir: `${home}/.local/state/wukong`,
        kind: all([ws, `${ws}/node_modules`, `${ws}/node_modules/wukong`], []),
      }).readOnly.filter((p) => p.startsWith(`${ws}/node_modules`)),
    ).toEqual([]);
    expect(exec.length).toBeGreaterThan(5);
  });

  it('hides secret folders as empty tmpfs and secret files as /dev/null, .env outside the workspace too', () => {
    const profile = sandboxProfile({
      workspace: ws,
      home,
      stateDir: `${home}/.local/state/wukong`,
      kind: all(
        [ws, `${home}/.ssh`, `${home}/.aws`, `${home}/.local/state/wukong`],
        [`${home}/.npmrc`, '/w/.env', `${ws}/.env`],
      ),
      envFilesOutside: ['/w/.env', `${ws}/.env`, '/w/.env.example'],
    });
    expect(profile.hiddenDirs).toEqual([
      `${home}/.ssh`,
      `${home}/.aws`,
      `${home}/.local/state/wukong`,
    ]);
    expect(profile.hiddenFiles).toEqual([`${home}/.npmrc`, '/w/.env']);
  });
});

describe('bwrapArgv', () => {
  const profile = sandboxProfile({
    workspace: ws,
    home,
    stateDir: '/s',
    kind: all(
      [ws, `${ws}/.git`, `${ws}/.wukong`, `${home}/.ssh`],
      [`${home}/.npmrc`],
    ),
    networkAllow: ['registry.npmjs.org'],
  });
  const argv = bwrapArgv(profile, `echo 'it''s' "$HOME"`, {
    bwrap: '/usr/bin/bwrap',
    cwd: ws,
    proxySocket: '/s/p.sock',
    socat: '/usr/bin/socat',
  });
  const at = (...seq: string[]) => {
    for (let i = 0; i + seq.length <= argv.length; i++)
      if (seq.every((s, j) => argv[i + j] === s)) return i;
    return -1;
  };

  it('closes the three escapes of a naive profile', () => {
    expect(at('--cap-drop', 'ALL')).toBeGreaterThan(0);
    expect(at('--new-session')).toBeGreaterThan(0);
    expect(at('--bind', `${ws}/.git`, `${ws}/.git`)).toBeGreaterThan(0);
    expect(at('--unshare-net')).toBeGreaterThan(0);
    expect(at('--disable-userns')).toBeGreaterThan(0);
  });

  it('mounts in the verified order: root, /tmp, workspace, pins, read-only surfaces, hidden secrets', () => {
    const order = [
      at('--ro-bind', '/', '/'),
      at('--tmpfs', '/tmp'),
      at('--bind', ws, ws),
      at('--bind', `${ws}/.git`, `${ws}/.git`),
      at('--ro-bind', `${ws}/.wukong`, `${ws}/.wukong`),
      at('--tmpfs', `${home}/.ssh`, '--remount-ro', `${home}/.ssh`),
      at('--ro-bind', '/dev/null', `${home}/.npmrc`),
    ];
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('passes the command as its own word, and the wrapped line round-trips', () => {
    expect(argv.at(-2)).toBe(SANDBOX_MARK);
    const line = wrappedCommand(argv);
    expect(parseWrapped(line)).toEqual(argv);
    expect(unwrapCommand(line)).toBe(`echo 'it''s' "$HOME"`);
    expect(unwrapCommand(`${line}; rm -rf ~`)).toBeUndefined();
    expect(
      unwrapCommand(line.replace("'--cap-drop'", '$(id)')),
    ).toBeUndefined();
  });
});
