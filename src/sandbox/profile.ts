// sandboxProfile — what a sandboxed command may read, write and reach, built
// from Wukong's policy tables (the protected surfaces of self-protection, the
// secret stores of seed 000's sensitive paths): the workspace read-write except
// Wukong's own files and the repository's execution surfaces, secrets hidden,
// the rest read-only, network only to the allowlist; SECRET_STORES,
// EXECUTION_SURFACES
// Pos: src/sandbox, pure (the caller passes what exists on disk); turning the
// profile into bwrap's argv is bwrap-argv.ts, into Claude Code's `sandbox`
// settings native-settings.ts
import { posix } from 'node:path';
import { sensitiveFile } from '../../policies/security/paths/sensitive-files.js';
import { PROTECTED_SURFACES } from '../../policies/security/self-protection/protected-surfaces.js';

/**
 * The secret stores below HOME (seed 000 敏感配置 and the list); each is
 * one that policies/security/paths/sensitive-paths.ts marks `secrets: true`
 * (test/sandbox/profile.test.ts fails if they drift apart).
 */
export const SECRET_STORES: readonly string[] = [
  '.ssh',
  '.aws',
  '.config/gcloud',
  '.kube',
  '.docker/config.json',
  '.npmrc',
  '.netrc',
  '.gnupg',
  '.git-credentials',
  '.pypirc',
  '.pgpass',
  '.azure',
  '.config/gh',
  '.password-store',
  '.vault-token',
];

/**
 * System files that hold secrets (seed 000 修改系统文件: the credential files); a
 * process running as root inside the sandbox still owns them.
 */
export const SYSTEM_SECRETS: readonly string[] = [
  '/etc/shadow',
  '/etc/gshadow',
  '/etc/sudoers',
];

/**
 * The workspace's execution surfaces, read-only inside the sandbox besides the
 * protected surfaces' folders: what git, a shell, an editor or Claude Code runs
 * or loads from the repository (sandbox-runtime's mandatory-deny list, plus
 * `.envrc` and `.git/modules`' hooks are under `.git`, pinned).
 */
export const EXECUTION_SURFACES: readonly string[] = [
  '.git/hooks',
  '.git/config',
  '.gitmodules',
  '.bashrc',
  '.bash_profile',
  '.zshrc',
  '.zprofile',
  '.profile',
  '.gitconfig',
  '.ripgreprc',
  '.mcp.json',
  '.envrc',
  '.vscode',
  '.idea',
];

/**
 * The folders Wukong creates before wrapping when missing, so that a command
 * cannot create them inside the sandbox (bwrap cannot mount over a path that
 * does not exist without leaving a placeholder behind).
 */
export const CREATED_SURFACES: readonly string[] = ['.wukong', '.claude'];

export type Kind = 'file' | 'dir';

export interface ProfileInput {
  workspace: string;
  home: string;
  /** Wukong's user-level state folder and the daemon's folders. */
  stateDir: string;
  daemonDirs?: readonly string[];
  /**
   * What exists: `kind(path)` is 'file', 'dir' or undefined (a symlink counts
   * as what it points to).
   */
  kind: (path: string) => Kind | undefined;
  /** `.env*` files found in HOME and the workspace's ancestors. */
  envFilesOutside?: readonly string[];
  /** Local folders the repository's remotes name (pushed to, so writable). */
  localRemotes?: readonly string[];
  /** `sandbox.network.allow`: `host`, `*.host`, `host:port`. */
  networkAllow?: readonly string[];
  /**
   * More execution surfaces found on disk: `core.hooksPath` (`.husky/`),
   * submodules' `.git/modules/<name>/hooks` and `config`.
   */
  moreSurfaces?: readonly string[];
  /**
   * A workspace whose `.git` is a file (a linked worktree, a submodule's
   * checkout): the git folders outside it that a commit writes (the worktree's
   * own gitdir, the common objects, refs and logs), writable; and the files in
   * them that steer git (`commondir`, `gitdir`, `config.worktree`, a
   * submodule's `config` and `hooks`), read-only.
   */
  linkedGit?: { writable: readonly string[]; readOnly: readonly string[] };
}

export interface SandboxProfile {
  workspace: string;
  /** Writable binds, in order (the workspace first, then local remotes). */
  writable: string[];
  /** Bound onto themselves so they cannot be renamed away (`.git`). */
  pinned: string[];
  /** Read-only binds over the writable ones. */
  readOnly: string[];
  /** Folders replaced by an empty read-only tmpfs. */
  hiddenDirs: string[];
  /** Files replaced by /dev/null (open gives EACCES: binds are nodev). */
  hiddenFiles: string[];
  network: { allow: string[] };
}

const inside = (path: string, root: string) =>
  path === root || path.startsWith(`${root}/`);

/**
 * The profile for one workspace and user: one source of truth for the bwrap
 * wrapper, `sandboxedSpawn` and `wukong init --native-sandbox`.
 */
export function sandboxProfile(input: ProfileInput): SandboxProfile {
  const ws = posix.normalize(input.workspace).replace(/\/+$/, '') || '/';
  const home = posix.normalize(input.home).replace(/\/+$/, '');
  const at = (rel: string) => posix.join(ws, rel);
  const writable = [ws];
  for (const remote of input.localRemotes ?? [])
    if (!inside(remote, ws) && input.kind(remote) === 'dir')
      writable.push(remote);
  for (const dir of input.linkedGit?.writable ?? [])
    if (!writable.some((w) => inside(dir, w)) && input.kind(dir) === 'dir')
      writable.push(dir);
  const readOnly = new Set<string>();
  // `.git` as a file names the repository git uses: rewritten, it could point
  // the user's next unsandboxed git at a planted config (core.fsmonitor).
  if (input.kind(at('.git')) === 'file') readOnly.add(at('.git'));
  // Self-protection's workspace surfaces, each at its folder's level: a pattern
  // (`.claude/agents/wukong-*.md`) protects the whole first folder. Not
  // Wukong's install in node_modules: bound read-only (and node_modules pinned)
  // it would make `npm ci` and `rm -rf node_modules` fail in the sandbox; the
  // gate denies writes into it, and without it every hook fails closed.
  for (const surface of PROTECTED_SURFACES) {
    if (surface.root !== 'workspace' || surface.ancestorsRemovable) continue;
    const first = surface.path.split('/')[0] ?? '';
    if (first) readOnly.add(at(first));
  }
  for (const rel of EXECUTION_SURFACES) readOnly.add(at(rel));
  for (const path of [
    ...(input.moreSurfaces ?? []),
    ...(input.linkedGit?.readOnly ?? []),
  ])
    if (writable.some((w) => inside(path, w) && path !== w)) readOnly.add(path);
  const existing = [...readOnly].filter((p) => input.kind(p) !== undefined);
  // Every folder between a writable root and a read-only path is bound onto
  // itself: renaming a folder that holds a mount point succeeds (verified), so
  // `mv lib lib2; mkdir -p lib; echo … > lib/.git` would otherwise put a fresh
  // unprotected path where the protected one was. Shallow first: a later
  // mount covers an earlier one.
  const pins = new Set<string>();
  if (input.kind(at('.git')) === 'dir') pins.add(at('.git'));
  for (const path of existing) {
    const root = writable.find((w) => inside(path, w) && path !== w);
    if (!root) continue;
    for (let d = posix.dirname(path); d !== root && inside(d, root);) {
      pins.add(d);
      d = posix.dirname(d);
    }
  }
  // (A writable bind is a mount point already: the linked git folders are.)
  const pinned = [...pins]
    .filter((d) => !writable.includes(d))
    .sort((a, b) => a.split('/').length - b.split('/').length);
  const hiddenDirs: string[] = [];
  const hiddenFiles: string[] = [];
  const hide = (path: string) => {
    const kind = input.kind(path);
    if (kind === 'dir') hiddenDirs.push(path);
    else if (kind === 'file') hiddenFiles.push(path);
  };
  if (home && home !== ws)
    for (const rel of SECRET_STORES) hide(posix.join(home, rel));
  for (const path of SYSTEM_SECRETS) hide(path);
  // Wukong's user-level state and the daemon's folders (protected surfaces
  // whose secrets are the daemon secret and the ledger key): hidden whole,
  // nothing in them is the sandboxed command's business.
  for (const surface of PROTECTED_SURFACES) {
    if (surface.path !== '' || !surface.subtree) continue;
    const roots =
      surface.root === 'state'
        ? [input.stateDir]
        : surface.root === 'daemon'
          ? (input.daemonDirs ?? [])
          : [];
    for (const root of roots) if (!inside(ws, root)) hide(root);
  }
  for (const file of input.envFilesOutside ?? [])
    if (!inside(file, ws) && sensitiveFile(file)) hide(file);
  return {
    workspace: ws,
    writable,
    pinned,
    readOnly: existing,
    hiddenDirs: hiddenDirs.filter((d) => !inside(ws, d)),
    hiddenFiles,
    network: { allow: [...(input.networkAllow ?? [])] },
  };
}
