// tests of where paths land (.., ~, $HOME, $TMPDIR, globs, symlinks), which
// names are sensitive, and each path policy's severity for reads and writes;
// the runtime's symlink resolution and a Bash context whose symlinked target
// escapes
// Pos: test/security, the path rules pinned; symlinks are real files, never
// faked
import {
  mkdirSync,
  mkdtempSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  pathPolicies,
  securityPolicies,
} from '../../policies/security/gate-policies.js';
import { placeOf } from '../../policies/security/paths/path-place.js';
import { sensitiveFile } from '../../policies/security/paths/sensitive-files.js';
import type { GateInput } from '../../policies/gate/gate-context.js';
import {
  bashGateContext,
  pathGateContext,
} from '../../src/harness/gate/prepare-context.js';
import { PolicyRegistry } from '../../src/harness/gate/registry.js';
import {
  findWorkspace,
  resolvePaths,
} from '../../src/harness/gate/resolve-paths.js';
import { decisionVerb, runGate } from '../../src/harness/gate/run-gate.js';
import { initBashParser } from '../../src/platform/shell/bash-parser.js';

const where = {
  cwd: '/home/user/project/src',
  workspace: '/home/user/project',
  home: '/home/user',
};
const registry = new PolicyRegistry(securityPolicies());

function judge(
  path: string,
  access: 'read' | 'write',
  extra: Partial<GateInput<'pre-tool' | 'pre-write'>> = {},
) {
  const decision = runGate(
    access === 'write' ? 'pre-write' : 'pre-tool',
    { ...where, path, access, ...extra },
    { registry, traceId: 't' },
  );
  return { verb: decisionVerb(decision), findings: decision.findings };
}

describe('placeOf', () => {
  it.each([
    ['/', 'root'],
    ['/*', 'root'],
    ['~', 'home'],
    ['$HOME', 'home'],
    ['${HOME}/', 'home'],
    ['..', 'workspace'],
    ['../..', 'home'],
    ['../../..', 'workspace-ancestor'],
    ['/home', 'workspace-ancestor'],
    ['../.git/config', 'repository'],
    ['a.ts', 'inside'],
    ['../README.md', 'inside'],
    ['/tmp/x', 'temp'],
    ['$TMPDIR/x', 'temp'],
    ['${TMPDIR:-/tmp}/x', 'temp'],
    ['/tmp', 'temp-root'],
    ['/tmp/../etc/passwd', 'system'],
    ['/dev/sda', 'device'],
    ['/dev/null', 'null-device'],
    ['/usr/local/bin/x', 'system'],
    ['~/.ssh/id_rsa', 'user-config'],
    ['~/.bashrc', 'user-config'],
    ['/home/user/.gitconfig', 'user-config'],
    ['~/other/x', 'outside'],
    ['~someone/x', 'outside'],
    ['/srv/www', 'system'],
    ['/opt2/x', 'outside'],
  ])('%s is %s', (raw, kind) => {
    expect(placeOf(raw, where).kind).toBe(kind);
  });

  it('follows the directory a cd moved to, and refuses to guess after an unknown one', () => {
    expect(placeOf('x', where, { workdir: '/' }).absolute).toBe('/x');
    expect(placeOf('x', where, { workdir: '../lib' }).absolute).toBe(
      '/home/user/project/lib/x',
    );
    expect(placeOf('x', where, { workdir: '?' }).kind).toBe('unknown');
    expect(placeOf('$OUT/x', where, { dynamic: true }).kind).toBe('unknown');
  });

  it('a glob over hidden files reaches the parent', () => {
    expect(placeOf('.*', { ...where, cwd: where.workspace })).toMatchObject({
      kind: 'workspace-ancestor',
      contents: true,
    });
  });

  it('takes the runtime’s symlink resolution over the lexical path', () => {
    const place = placeOf('link/x', {
      ...where,
      resolvedPaths: { 'link/x': '/etc/x' },
    });
    expect(place).toMatchObject({
      kind: 'system',
      viaSymlink: true,
      absolute: '/etc/x',
    });
  });
});

describe('sensitive file names (seed 000 敏感文件)', () => {
  it.each([
    '.env',
    '.env.local',
    '.env.production',
    'config/.env',
    'credentials.json',
    'gcp-credentials.json',
    'secrets.yaml',
    'secrets.yml',
    'server.pem',
    'tls.key',
    'id_rsa',
    'id_ed25519',
    '.netrc',
    'store.p12',
  ])('%s is sensitive', (name) => expect(sensitiveFile(name)).toBeDefined());
  it.each([
    '.env.example',
    '.env.sample',
    '.env.template',
    'id_rsa.pub',
    'README.md',
    'keys.ts',
    'secret-santa.md',
    'environment.ts',
    'credentials.md',
  ])('%s is not', (name) => expect(sensitiveFile(name)).toBeUndefined());
});

describe('path policies', () => {
  it.each([
    ['/etc/hosts', 'write', 'deny', 'path.sensitive-location'],
    ['/usr/bin/node', 'write', 'deny', 'path.sensitive-location'],
    ['~/.ssh/authorized_keys', 'write', 'deny', 'path.sensitive-location'],
    ['~/.bashrc', 'write', 'deny', 'path.sensitive-location'],
    ['$HOME/.gitconfig', 'write', 'deny', 'path.sensitive-location'],
    ['/dev/sda', 'write', 'deny', 'path.sensitive-location'],
    ['/etc/passwd', 'read', 'ask', 'path.sensitive-location'],
    ['~/.aws/credentials', 'read', 'ask', 'path.sensitive-location'],
    ['../.env', 'read', 'ask', 'path.sensitive-file'],
    ['.env.local', 'write', 'ask', 'path.sensitive-file'],
    ['certs/server.key', 'read', 'ask', 'path.sensitive-file'],
    ['../.git/hooks/pre-commit', 'write', 'ask', 'path.sensitive-location'],
    ['../../other/x.ts', 'write', 'deny', 'path.workspace-escape'],
    ['~/notes.txt', 'write', 'deny', 'path.workspace-escape'],
    [
      '/home/user/project/../project-2/a.ts',
      'write',
      'deny',
      'path.workspace-escape',
    ],
    ['../../other/x.ts', 'read', 'ask', 'path.workspace-escape'],
    ['/opt2/data.csv', 'read', 'ask', 'path.workspace-escape'],
  ] as const)('%s (%s) → %s by %s', (path, access, verb, policy) => {
    const { verb: got, findings } = judge(path, access);
    expect(got).toBe(verb);
    expect(findings.find((f) => f.policy === policy)).toMatchObject({
      subject: path,
      severity: verb === 'deny' ? 'hard-deny' : 'soft-deny',
    });
  });

  it.each([
    ['a.ts', 'write'],
    ['../docs/x.md', 'write'],
    ['.env.example', 'read'],
    ['/tmp/scratch.txt', 'write'],
    ['/home/user/project/src/index.ts', 'read'],
  ] as const)('%s (%s) passes', (path, access) => {
    expect(judge(path, access).verb).toBe('allow');
  });

  it('reads the access from the tool when the context does not say it', () => {
    const at = (toolName: string) =>
      decisionVerb(
        runGate(
          'pre-tool',
          { ...where, path: '/etc/hosts', toolName },
          { registry },
        ),
      );
    expect(at('Edit')).toBe('deny');
    expect(at('Read')).toBe('ask');
  });

  it('runs at pre-tool and pre-write only, and is silent without a path', () => {
    for (const policy of pathPolicies) {
      expect(policy.checkpoints).toEqual(['pre-tool', 'pre-write']);
      expect(
        policy.evaluate({ checkpoint: 'pre-tool', ...where, command: 'ls' }),
      ).toEqual([]);
    }
  });
});

describe('the runtime resolves symlinks for the path policies', () => {
  let root: string;
  let workspace: string;
  let home: string;

  beforeAll(async () => {
    await initBashParser();
    root = realpathSync(mkdtempSync(join(tmpdir(), 'wukong-paths-')));
    workspace = join(root, 'project');
    home = join(root, 'home');
    mkdirSync(join(workspace, '.git'), { recursive: true });
    mkdirSync(join(workspace, 'src'), { recursive: true });
    mkdirSync(join(home, 'secrets'), { recursive: true });
    writeFileSync(join(workspace, 'src', 'a.ts'), '');
    symlinkSync(home, join(workspace, 'home-link'));
    symlinkSync('/etc', join(workspace, 'etc-link'));
  });

  it('finds the git root as the workspace', () => {
    expect(findWorkspace(join(workspace, 'src'))).toBe(workspace);
    expect(findWorkspace(root)).toBe(root);
  });

  it('resolves through symlinks, keeps missing tails, expands ~', () => {
    const resolved = resolvePaths(
      [
        'home-link/secrets/new.txt',
        'etc-link/hosts',
        '~/x',
        'src/a.ts',
        '$OTHER/x',
      ],
      { cwd: workspace, home },
    );
    expect(resolved).toEqual({
      'home-link/secrets/new.txt': join(home, 'secrets', 'new.txt'),
      'etc-link/hosts': realpathSync('/etc/hosts'),
      '~/x': join(home, 'x'),
      'src/a.ts': join(workspace, 'src', 'a.ts'),
    });
  });

  it('a write through a symlink that leaves the workspace is denied', () => {
    const context = pathGateContext('home-link/secrets/new.txt', 'write', {
      cwd: workspace,
      home,
    });
    expect(context.workspace).toBe(workspace);
    const decision = runGate('pre-write', context, { registry });
    expect(decisionVerb(decision)).toBe('deny');
    expect(decision.findings[0]?.message).toContain('through a symlink');
    expect(
      decisionVerb(
        runGate(
          'pre-write',
          pathGateContext('src/a.ts', 'write', { cwd: workspace, home }),
          { registry },
        ),
      ),
    ).toBe('allow');
  });

  it('rm -rf through a symlink to home is a recursive delete of home', () => {
    const decision = runGate(
      'pre-tool',
      bashGateContext('rm -rf home-link', { cwd: workspace, home }),
      { registry },
    );
    expect(decisionVerb(decision)).toBe('deny');
    expect(decision.findings.map((f) => f.policy)).toContain('command.delete');
    expect(
      decisionVerb(
        runGate(
          'pre-tool',
          bashGateContext('echo x > etc-link/motd', { cwd: workspace, home }),
          { registry },
        ),
      ),
    ).toBe('deny');
    expect(
      decisionVerb(
        runGate(
          'pre-tool',
          bashGateContext('ls src', { cwd: workspace, home }),
          { registry },
        ),
      ),
    ).toBe('allow');
  });
});
