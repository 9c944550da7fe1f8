// PathContext, PathPlace, placeOf(raw, context) — where a path as written lands
// once `~`, `$HOME`, `$TMPDIR`, `..`, the script's `cd` and the runtime's
// symlink resolution are applied: root, home, the workspace, inside it, temp,
// system …
// Pos: policies/security/paths, the one judgement of "where is this" shared by
// the path and command policies; reads no disk
import { posix } from 'node:path';
import { isHarmlessDevice, sensitiveLocation } from './sensitive-paths.js';
import { sensitiveFile } from './sensitive-files.js';

export interface PathContext {
  cwd: string;
  workspace: string;
  home: string;
  /**
   * Paths the runtime resolved on disk (symlinks followed), keyed as written.
   */
  resolvedPaths?: Readonly<Record<string, string>>;
}

export type PathPlaceKind =
  | 'root' // `/` or everything under it (`/*`)
  | 'home' // the user's home directory itself
  | 'workspace' // the workspace root itself
  | 'workspace-ancestor' // a directory holding the workspace
  | 'repository' // the workspace's .git
  | 'inside' // under the workspace
  | 'temp' // under the system's temp directories
  | 'temp-root' // /tmp, /var/tmp themselves
  | 'device' // a device file other than /dev/null and friends
  | 'null-device' // /dev/null, /dev/stdout, /dev/fd/N …: harmless
  | 'system' // seed 000's system paths
  | 'user-config' // seed 000's user configuration
  | 'outside' // anywhere else
  | 'unknown'; // only known at run time

export interface PathPlace {
  raw: string;
  kind: PathPlaceKind;
  /** The normalised absolute path, when knowable. */
  absolute?: string;
  /**
   * Human words for the place: "the filesystem root", "/etc (a system path)".
   */
  what: string;
  /**
   * What secret the file name announces, when it does (see sensitive-files.ts).
   */
  sensitive?: string;
  /** Reading this place exposes credentials (~/.ssh, ~/.aws, /etc/shadow …). */
  secrets?: boolean;
  /**
   * The path was written as a glob over the directory's contents (`/*`, `~/*`).
   */
  contents?: boolean;
  /** The runtime resolved it through a symlink to somewhere else. */
  viaSymlink?: boolean;
}

const TEMP_ROOTS = [
  '/tmp',
  '/var/tmp',
  '/private/tmp',
  '/private/var/tmp',
  '/dev/shm',
];
const TEMP_PREFIXES = [...TEMP_ROOTS, '/private/var/folders', '/var/folders'];

const under = (path: string, dir: string) =>
  dir === '/' || path === dir || path.startsWith(`${dir}/`);

/**
 * `$HOME`, `${HOME}`, `$TMPDIR`, `${TMPDIR:-/tmp}`, `$PWD`, `$(pwd)`, `~` and
 * `~user` spelled out; undefined when still dynamic.
 */
function expand(
  raw: string,
  context: PathContext,
  cwd: string,
): string | undefined {
  let p = raw
    .replace(/^\$\{HOME\}|^\$HOME(?![A-Za-z0-9_])/, context.home)
    .replace(
      /^\$\{TMPDIR(?:[:]?[-=][^}]*)?\}|^\$TMPDIR(?![A-Za-z0-9_])/,
      '/tmp',
    )
    .replace(/^\$\{PWD\}|^\$PWD(?![A-Za-z0-9_])|^\$\(pwd\)|^`pwd`/, cwd);
  if (p === '~' || p.startsWith('~/')) p = context.home + p.slice(1);
  else if (/^~[A-Za-z0-9._-]+/.test(p)) p = `/home/${p.slice(1)}`;
  if (/[$`]/.test(p)) return undefined;
  return p;
}

/**
 * Where `raw` lands, from the directory `workdir` (an earlier `cd` in the
 * script, relative to the tool's cwd).
 */
export function placeOf(
  raw: string,
  context: PathContext,
  options: { workdir?: string; dynamic?: boolean } = {},
): PathPlace {
  const unknown = (what: string): PathPlace => ({ raw, kind: 'unknown', what });
  if (options.workdir === '?')
    return unknown(`${raw} (after a cd the gate cannot follow)`);
  const base =
    options.workdir === undefined
      ? context.cwd
      : expand(options.workdir, context, context.cwd);
  if (base === undefined)
    return unknown(`${raw} (after a cd the gate cannot follow)`);
  const cwd = posix.resolve(context.cwd, base);
  const expanded = expand(raw, context, cwd);
  // A dynamic word is known only when its run-time part is $HOME, $TMPDIR or
  // $PWD (expand() leaves nothing else).
  const knownVariable = /^(?:\$\{?(?:HOME|TMPDIR|PWD)\b|\$\(pwd\)|`pwd`)/.test(
    raw,
  );
  if (expanded === undefined || (options.dynamic && !knownVariable))
    return unknown(`${raw} (known only at run time)`);
  let contents = false;
  let path = expanded;
  const glob =
    /\/(?:\*|\.\*|\*\*|\.\[!.\]\*|\{[^}]*\}\*?)$/.exec(path) ??
    (/^(?:\*|\.\*)$/.test(path) ? { index: -1, 0: path } : null);
  if (glob) {
    contents = true;
    path = glob.index < 0 ? '.' : path.slice(0, glob.index) || '/';
  }
  let absolute = posix.resolve(cwd, path);
  // `link/*`: the folder the glob lists may itself be a symlink.
  const resolved =
    context.resolvedPaths?.[raw] ??
    (contents && /.\/\*$/.test(raw)
      ? context.resolvedPaths?.[raw.slice(0, -2)]
      : undefined);
  const viaSymlink = resolved !== undefined && resolved !== absolute;
  if (resolved !== undefined) absolute = resolved;
  const sensitive = sensitiveFile(absolute);
  const place = (
    kind: PathPlaceKind,
    what: string,
    extra: Partial<PathPlace> = {},
  ): PathPlace => ({
    raw,
    kind,
    absolute,
    what: viaSymlink ? `${what}, through a symlink` : what,
    ...(sensitive ? { sensitive } : {}),
    ...(contents ? { contents } : {}),
    ...(viaSymlink ? { viaSymlink } : {}),
    ...extra,
  });
  // `.*` matches `..` in many shells: a glob over hidden files reaches the
  // parent.
  const parent = contents && /(?:^|\/)\.\*$/.test(expanded);
  const workspace = posix.resolve(context.workspace);
  const home = posix.resolve(context.home);
  if (absolute === '/') return place('root', 'the filesystem root');
  if (absolute === home) return place('home', `your home directory (${home})`);
  if (absolute === workspace)
    return place(
      parent ? 'workspace-ancestor' : 'workspace',
      parent
        ? `the workspace and its parent (${raw} matches ..)`
        : `the whole workspace (${workspace})`,
    );
  if (under(workspace, absolute))
    return place(
      'workspace-ancestor',
      `${absolute}, which holds the workspace`,
    );
  if (under(absolute, `${workspace}/.git`))
    return place(
      'repository',
      `the repository's history (${posix.relative(workspace, absolute)})`,
    );
  if (under(absolute, workspace))
    return place('inside', posix.relative(workspace, absolute) || '.');
  const location = sensitiveLocation(absolute, home);
  const located = () =>
    place(
      location?.kind ?? 'outside',
      location
        ? `${absolute} (${location.what})`
        : `${absolute}, outside the workspace`,
      location?.secrets ? { secrets: true } : {},
    );
  // The user's home is never scratch space, wherever it lives.
  if (under(absolute, home))
    return parent
      ? place('home', `${absolute} and its parent (${raw} matches ..)`)
      : located();
  if (TEMP_ROOTS.includes(absolute))
    return place(
      'temp-root',
      `${absolute}, the system's temp directory itself`,
    );
  if (TEMP_PREFIXES.some((dir) => under(absolute, dir)))
    return place('temp', `${absolute} (temporary files)`);
  if (absolute.startsWith('/dev/'))
    return isHarmlessDevice(absolute)
      ? place('null-device', absolute)
      : place('device', `${absolute}, a device`);
  if (location) return located();
  return place('outside', `${absolute}, outside the workspace`);
}
