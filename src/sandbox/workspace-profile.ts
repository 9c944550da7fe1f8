// profileOf — the SandboxProfile of one workspace as it is on disk: what
// exists, the `.env*` files in HOME and above the workspace, the local folders
// the repository's remotes name, Wukong's state folders; creates `.wukong/` and
// `.claude/` when missing so a command cannot create them inside
// Pos: src/sandbox, the file-system reads behind profile.ts (pure)
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ensurePrivateDir,
  userStateDir,
} from '../platform/store/user-state-dir.js';
import { CREATED_SURFACES, sandboxProfile } from './profile.js';
import type { Kind, SandboxProfile } from './profile.js';

type Env = Record<string, string | undefined>;

const kind = (path: string): Kind | undefined => {
  try {
    // Most paths asked about do not exist: no Error built for those.
    const st = statSync(path, { throwIfNoEntry: false });
    if (!st) return undefined;
    return st.isDirectory() ? 'dir' : 'file';
  } catch {
    return undefined;
  }
};

/**
 * A file's text, or undefined when it is not there: most files asked about
 * (.gitmodules, a plain folder's .git/config) are absent, and a thrown ENOENT
 * costs more than the stat that avoids it.
 */
const textIfFile = (path: string): string | undefined => {
  if (kind(path) !== 'file') return undefined;
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * The env files of each folder, remembered with the folder's mtime: listing a
 * big folder (a HOME, /tmp) costs tens of milliseconds, and a resident daemon
 * would pay it on every Bash call. Adding or removing a name changes the mtime.
 */
const envFilesSeen = new Map<string, { mtimeMs: number; files: string[] }>();

/** `.env`, `.env.*` directly in each folder. */
function envFiles(dirs: readonly string[]): string[] {
  const out: string[] = [];
  for (const dir of dirs) {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(dir).mtimeMs;
    } catch {
      continue;
    }
    const seen = envFilesSeen.get(dir);
    if (seen && seen.mtimeMs === mtimeMs) {
      out.push(...seen.files);
      continue;
    }
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    const files = names
      .filter((name) => /^\.env(?:\..+)?$|^\.envrc$/i.test(name))
      .map((name) => join(dir, name));
    envFilesSeen.set(dir, { mtimeMs, files });
    out.push(...files);
  }
  return out;
}

/** The absolute folders `remote.*.url` names in `.git/config` (file remotes). */
export function localRemotes(workspace: string): string[] {
  const text = textIfFile(join(workspace, '.git', 'config'));
  if (text === undefined) return [];
  const out: string[] = [];
  for (const m of text.matchAll(/^\s*(?:push)?url\s*=\s*(.+?)\s*$/gim)) {
    const url = (m[1] ?? '').replace(/^"|"$/g, '');
    if (url.startsWith('file://')) {
      try {
        out.push(fileURLToPath(url));
      } catch {
        // not a local path
      }
    } else if (isAbsolute(url)) out.push(resolve(url));
  }
  return out;
}

/**
 * Execution surfaces `.git` points at: `core.hooksPath` (husky's `.husky/`) and
 * each submodule's hooks and config under `.git/modules`.
 */
export function gitSurfaces(workspace: string): string[] {
  const out: string[] = [];
  // A linked worktree's config is its common dir's.
  const gitdir = gitdirOf(join(workspace, '.git'));
  let config = join(workspace, '.git', 'config');
  if (gitdir)
    try {
      const common = readFileSync(join(gitdir, 'commondir'), 'utf8').trim();
      config = join(resolve(gitdir, common), 'config');
    } catch {
      config = join(gitdir, 'config');
    }
  try {
    const text = textIfFile(config) ?? '';
    for (const m of text.matchAll(/^\s*hookspath\s*=\s*(.+?)\s*$/gim)) {
      const raw = (m[1] ?? '').replace(/^"|"$/g, '');
      if (raw) out.push(resolve(workspace, raw));
    }
  } catch {
    // no repository config
  }
  const modules = join(workspace, '.git', 'modules');
  const walk = (dir: string, depth: number) => {
    if (kind(dir) !== 'dir') return;
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    if (names.includes('HEAD')) {
      out.push(join(dir, 'hooks'), join(dir, 'config'));
      if (names.includes('modules') && depth < 4)
        walk(join(dir, 'modules'), depth + 1);
      return;
    }
    if (depth < 4) for (const name of names) walk(join(dir, name), depth + 1);
  };
  walk(modules, 0);
  // Each submodule's checkout: its `.git` file (what git follows into it when
  // the user's `git status` recurses) or, not absorbed, its hooks and config.
  try {
    const text = textIfFile(join(workspace, '.gitmodules')) ?? '';
    for (const m of text.matchAll(/^\s*path\s*=\s*(.+?)\s*$/gim)) {
      const dotGit = resolve(workspace, m[1] ?? '', '.git');
      if (!dotGit.startsWith(`${resolve(workspace)}/`)) continue;
      if (kind(dotGit) === 'dir')
        out.push(join(dotGit, 'hooks'), join(dotGit, 'config'));
      else out.push(dotGit);
    }
  } catch {
    // no submodules
  }
  return out;
}

/** The folder a `gitdir: X` file names (relative to the file's folder). */
function gitdirOf(dotGit: string): string | undefined {
  try {
    const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'));
    return m?.[1] ? resolve(dirname(dotGit), m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A workspace whose `.git` is a file. A linked worktree (its gitdir holds
 * `commondir`): the gitdir and the common objects, refs and logs writable (what
 * `git commit` writes, traced), `commondir`, `gitdir` and `config.worktree`
 * read-only; the common config and hooks stay under the read-only root. A
 * submodule's checkout (no `commondir`): its gitdir writable but its config and
 * hooks.
 */
export function linkedGit(
  workspace: string,
): { writable: string[]; readOnly: string[] } | undefined {
  const gitdir = gitdirOf(join(workspace, '.git'));
  if (!gitdir || kind(gitdir) !== 'dir') return undefined;
  let common: string | undefined;
  try {
    const raw = readFileSync(join(gitdir, 'commondir'), 'utf8').trim();
    if (raw) common = resolve(gitdir, raw);
  } catch {
    // no commondir: a submodule's (or a separate) git dir
  }
  if (!common)
    return {
      writable: [gitdir],
      readOnly: [join(gitdir, 'config'), join(gitdir, 'hooks')],
    };
  // With extensions.worktreeConfig git reads the worktree's config.worktree:
  // created empty when missing, so it is mounted read-only rather than left
  // for a command to create (core.fsmonitor runs whatever it names).
  const worktreeConfig = join(gitdir, 'config.worktree');
  try {
    const text = readFileSync(join(common, 'config'), 'utf8');
    if (
      /^\s*worktreeconfig\s*=\s*(?:true|yes|on|1)\s*$/im.test(text) &&
      kind(worktreeConfig) === undefined
    )
      writeFileSync(worktreeConfig, '', { flag: 'wx' });
  } catch {
    // no common config, or the file appeared meanwhile
  }
  return {
    writable: [
      gitdir,
      ...['objects', 'refs', 'logs'].map((d) => join(common, d)),
    ],
    readOnly: ['commondir', 'gitdir', 'config.worktree', 'hooks', 'config'].map(
      (f) => join(gitdir, f),
    ),
  };
}

export interface ProfileOptions {
  home?: string;
  env?: Env;
  networkAllow?: readonly string[];
  /** Create `.wukong/` and `.claude/` when missing (default true). */
  createSurfaces?: boolean;
}

export function profileOf(
  workspace: string,
  opts: ProfileOptions = {},
): SandboxProfile {
  const env = opts.env ?? process.env;
  const ws = resolve(workspace);
  const home = opts.home ?? env['HOME'] ?? '';
  if (opts.createSurfaces !== false)
    for (const rel of CREATED_SURFACES)
      if (kind(join(ws, rel)) === undefined) {
        try {
          mkdirSync(join(ws, rel), { recursive: true });
        } catch {
          // a read-only workspace: nothing to protect from writes there
        }
      }
  const ancestors: string[] = [];
  for (let d = dirname(ws); ; d = dirname(d)) {
    ancestors.push(d);
    if (d === dirname(d)) break;
  }
  const stateDir = userStateDir(env);
  try {
    // Wukong creates it at its first hook anyway; existing, it is hidden from
    // the first command on.
    ensurePrivateDir(stateDir);
  } catch {
    // another user's or a writable folder: Wukong does not use it
  }
  const runtime = env['XDG_RUNTIME_DIR'];
  const linked = linkedGit(ws);
  return sandboxProfile({
    workspace: ws,
    home,
    stateDir,
    daemonDirs: [
      join(stateDir, 'run'),
      ...(runtime ? [join(runtime, 'wukong')] : []),
    ],
    kind,
    envFilesOutside: envFiles(home ? [home, ...ancestors] : ancestors),
    localRemotes: localRemotes(ws),
    moreSurfaces: gitSurfaces(ws),
    ...(linked ? { linkedGit: linked } : {}),
    networkAllow: opts.networkAllow ?? [],
  });
}
