// userStateDir, workspaceStateDir, realWorkspaceStateDir, ensurePrivateDir,
// privacyProblem — the per-user folder outside every workspace where Wukong
// keeps what the agent must not reach (chain heads and key, daemon secret)
// Pos: src/platform/store, dependency-free and crypto-free (the hook launcher
// loads it); never trusts a path another user could write
import { chmodSync, lstatSync, mkdirSync, realpathSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

type Env = Record<string, string | undefined>;

/**
 * os.homedir(), loaded when first needed: HOME is almost always set, and
 * loading node:os costs a hook its daemon answers ~0.4 ms.
 */
const homedir = (): string =>
  (
    createRequire(import.meta.url)('node:os') as typeof import('node:os')
  ).homedir();

/**
 * `$XDG_STATE_HOME/wukong`, else `~/.local/state/wukong` (HOME from env first,
 * so tests and the daemon agree).
 */
export function userStateDir(env: Env = process.env): string {
  const xdg = env['XDG_STATE_HOME'];
  if (xdg && xdg.startsWith('/')) return join(xdg, 'wukong');
  const home = env['HOME'] || env['USERPROFILE'] || homedir();
  return join(home, '.local', 'state', 'wukong');
}

/**
 * A short, stable name per workspace (FNV-1a twice): a folder name, not a
 * secret.
 */
export function workspaceKey(workspace: string): string {
  const fnv = (text: string, offset: number) => {
    let h = offset >>> 0;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  };
  const path = resolve(workspace);
  return `${fnv(path, 0x811c9dc5)}${fnv(path, 0x050c5d1f)}`;
}

/**
 * `<userStateDir>/workspaces/<key>`: what Wukong keeps about one workspace out
 * of the workspace's reach.
 */
export function workspaceStateDir(
  workspace: string,
  env: Env = process.env,
): string {
  return join(userStateDir(env), 'workspaces', workspaceKey(workspace));
}

/**
 * workspaceStateDir of the workspace with its symlinks resolved, so the CLI
 * and the hooks (which may see it through a link) agree; a workspace that does
 * not exist yet keys by its path.
 */
export function realWorkspaceStateDir(
  workspace: string,
  env: Env = process.env,
): string {
  let real = workspace;
  try {
    real = realpathSync(workspace);
  } catch {
    // not there yet: its path is its key
  }
  return workspaceStateDir(real, env);
}

const uid = () =>
  typeof process.getuid === 'function' ? process.getuid() : undefined;

/**
 * Why `path` is not safe to trust, or undefined when it is: it must exist as
 * the expected kind (not a symlink), be owned by the current user and be
 * neither group- nor world-writable (a folder: no group/world access at all).
 */
export function privacyProblem(
  path: string,
  kind: 'dir' | 'file' | 'socket',
): string | undefined {
  let stat: Stats;
  try {
    stat = lstatSync(path);
  } catch {
    return `${path} does not exist`;
  }
  const isKind =
    kind === 'dir'
      ? stat.isDirectory()
      : kind === 'socket'
        ? stat.isSocket()
        : stat.isFile();
  if (!isKind)
    return `${path} is not a ${kind === 'dir' ? 'folder' : kind} (${stat.isSymbolicLink() ? 'a symlink' : 'another kind'})`;
  const me = uid();
  if (me !== undefined && stat.uid !== me)
    return `${path} belongs to uid ${stat.uid}, not to this user (uid ${me})`;
  const open = kind === 'dir' ? stat.mode & 0o077 : stat.mode & 0o022;
  if (me !== undefined && open)
    return `${path} has mode ${(stat.mode & 0o777).toString(8)}: others may write it`;
  return undefined;
}

export class UnsafeStateDirError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(
      `unsafe folder: ${problem}; Wukong keeps private state only in a folder of yours with mode 700`,
    );
    this.name = 'UnsafeStateDirError';
  }
}

/**
 * Creates `path` (and its parents) with mode 0700 and checks it is private. An
 * existing folder of ours that others may only read or list (a `mkdir -p` under
 * umask 022 made it 755) is tightened to 0700: nobody else could have put
 * anything in it. One someone else owns or can write is never repaired: they
 * may already have planted something there.
 */
export function ensurePrivateDir(path: string): string {
  let stat: Stats | undefined;
  try {
    stat = lstatSync(path);
  } catch {
    mkdirSync(path, { recursive: true, mode: 0o700 });
  }
  const me = uid();
  // mkdir's mode is filtered by the umask; a folder we just created, or one
  // only we could write, is ours to set.
  const onlyReadable =
    stat !== undefined &&
    stat.isDirectory() &&
    stat.uid === me &&
    (stat.mode & 0o022) === 0;
  if (stat === undefined || onlyReadable) chmodSync(path, 0o700);
  const problem = privacyProblem(path, 'dir');
  if (problem) throw new UnsafeStateDirError(path, problem);
  return path;
}
