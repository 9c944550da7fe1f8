// resolvePaths(paths, {cwd, home}) → GateFacts.resolvedPaths (symlinks
// followed, `~`/`$HOME` expanded, missing tails kept), realDirectory(dir),
// findWorkspace(cwd) — the git root holding cwd, or cwd itself
// Pos: src/harness/gate, the disk look-ups the path policies need so they can
// stay pure; it never decides anything
import { existsSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';

/**
 * The real path of `path`, following symlinks as far as it exists; a missing
 * tail is appended to its real parent.
 */
export function realpathDeep(path: string, depth = 0): string {
  try {
    return realpathSync.native(path);
  } catch {
    const parent = dirname(path);
    if (parent === path || depth > 64) return path;
    return join(realpathDeep(parent, depth + 1), basename(path));
  }
}

/**
 * `dir` with symlinks resolved (macOS /tmp is /private/tmp): workspace, cwd and
 * home must be compared in the same terms.
 */
export const realDirectory = (dir: string) => realpathDeep(resolve(dir));

/**
 * Each path as written → where it really is; paths with variables other than
 * $HOME stay out (the policies judge them unknown).
 */
export function resolvePaths(
  paths: Iterable<string>,
  options: { cwd: string; home?: string },
): Record<string, string> {
  const home = options.home ?? homedir();
  const resolved: Record<string, string> = {};
  for (const raw of paths) {
    if (raw === '' || raw in resolved) continue;
    let path = raw.replace(/^(?:\$HOME|\$\{HOME\})(?=\/|$)/, home);
    if (path === '~' || path.startsWith('~/')) path = home + path.slice(1);
    if (/[$`*?[]/.test(path) || path.startsWith('~')) continue;
    resolved[raw] = realpathDeep(
      isAbsolute(path) ? path : resolve(options.cwd, path),
    );
  }
  return resolved;
}

/**
 * The git root above `cwd` (a `.git` directory or worktree file), or `cwd`
 * itself outside a repository.
 */
export function findWorkspace(cwd: string): string {
  let dir = resolve(cwd);
  for (;;) {
    const marker = join(dir, '.git');
    if (
      existsSync(marker) &&
      (statSync(marker).isDirectory() || statSync(marker).isFile())
    )
      return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(cwd);
    dir = parent;
  }
}
