// tests that a delete inside a linked git worktree or a submodule (`.git` a
// `gitdir:` file) is judged by recoverability as in a plain repository: tracked
// and clean files go, untracked ones ask; a worktree whose shared config names
// a filter is not looked up (the delete asks)
// Pos: test/security, real git repositories in temporary folders through
// bashGateContext and the security policies; the plain-repository rows are
// the adversarial corpus's workspace-delete classes
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityPolicies } from '../../policies/security/gate-policies.js';
import { gitDirs } from '../../src/harness/gate/git-facts.js';
import { bashGateContext } from '../../src/harness/gate/prepare-context.js';
import { PolicyRegistry } from '../../src/harness/gate/registry.js';
import { decisionVerb, runGate } from '../../src/harness/gate/run-gate.js';
import { initBashParser } from '../../src/platform/shell/bash-parser.js';

const registry = new PolicyRegistry(securityPolicies());
const git = (cwd: string, ...args: string[]) =>
  execFileSync(
    'git',
    [
      '-c',
      'user.name=t',
      '-c',
      'user.email=t@example.invalid',
      '-c',
      'protocol.file.allow=always',
      ...args,
    ],
    {
      cwd,
      stdio: 'pipe',
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' },
    },
  );

/** A repository with tracked.txt committed, in its own temporary folder. */
function repository(base: string, name: string): string {
  const dir = join(base, name);
  mkdirSync(dir);
  git(dir, 'init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'tracked.txt'), 'kept by git\n');
  git(dir, 'add', 'tracked.txt');
  git(dir, 'commit', '-q', '-m', 'one');
  return dir;
}

let base: string;
let home: string;
beforeAll(async () => {
  await initBashParser();
  base = mkdtempSync(join(tmpdir(), 'wukong-worktree-'));
  home = mkdtempSync(join(tmpdir(), 'wukong-worktree-home-'));
});

const verb = (command: string, cwd: string) =>
  decisionVerb(
    runGate('pre-tool', bashGateContext(command, { cwd, home }), {
      registry,
    }),
  );

describe('deletes inside a linked worktree or a submodule', () => {
  it('a linked worktree: tracked and clean allowed, untracked asks', () => {
    const main = repository(base, 'main');
    const linked = join(base, 'linked');
    git(main, 'worktree', 'add', '-q', linked);
    expect(readFileSync(join(linked, '.git'), 'utf8')).toMatch(/^gitdir: /);
    expect(gitDirs(linked)?.commonDir).toBe(join(main, '.git'));
    writeFileSync(join(linked, 'notes.txt'), 'only here\n');
    expect(verb('rm tracked.txt', linked)).toBe('allow');
    expect(verb('rm notes.txt', linked)).toBe('ask');
  });

  it('a submodule: the same lookup in .git/modules', () => {
    const library = repository(base, 'library');
    const outer = repository(base, 'outer');
    git(outer, 'submodule', 'add', '-q', library, 'lib');
    const sub = join(outer, 'lib');
    expect(readFileSync(join(sub, '.git'), 'utf8')).toMatch(/^gitdir: /);
    writeFileSync(join(sub, 'scratch.txt'), 'only here\n');
    expect(verb('rm tracked.txt', sub)).toBe('allow');
    expect(verb('rm scratch.txt', sub)).toBe('ask');
  });

  it('a worktree whose shared config names a filter is not looked up', () => {
    const main = repository(base, 'filtered');
    const linked = join(base, 'filtered-linked');
    git(main, 'worktree', 'add', '-q', linked);
    appendFileSync(
      join(main, '.git', 'config'),
      '[filter "x"]\n\tclean = cat\n',
    );
    expect(verb('rm tracked.txt', linked)).toBe('ask');
  });

  it('a .git file naming no repository gives no facts', () => {
    const dir = join(base, 'broken');
    mkdirSync(dir);
    writeFileSync(join(dir, '.git'), 'gitdir: ./nowhere\n');
    writeFileSync(join(dir, 'tracked.txt'), 'x\n');
    expect(gitDirs(dir)).toBeUndefined();
    expect(verb('rm tracked.txt', dir)).toBe('ask');
  });
});
