// PathContext, PathPlace, placeOf(raw, context) — where a path as written lands
// once `~`, `$HOME`, `$TMPDIR`, `..`, the script's `cd` and the runtime's
// symlink resolution are applied: root, home, the workspace, inside it, temp,
// system …
// Pos: policies/security/paths, the one judgement of "where is this" shared by
// the path and command policies; reads no disk
import { posix } from 'node:path';
import { isHarmlessDevice, sensitiveLocation } from './sensitive-paths.js';
import { sensitiveFileId } from './sensitive-files.js';
import {
  fragment,
  saidText,
  type Said,
} from '../../vocabulary/messages/index.js';

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
   * `what` as catalog data, for the user's language (placeOf always sets it;
   * places the command rules make up may not).
   */
  whatSaid?: Said;
  /**
   * What secret the file name announces, when it does (see sensitive-files.ts).
   */
  sensitive?: string;
  /** `sensitive` as catalog data. */
  sensitiveSaid?: Said;
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
  const unknown = (whatSaid: Said): PathPlace => ({
    raw,
    kind: 'unknown',
    what: saidText(whatSaid, 'en'),
    whatSaid,
  });
  if (options.workdir === '?')
    return unknown(fragment('place.after-cd', { raw }));
  const base =
    options.workdir === undefined
      ? context.cwd
      : expand(options.workdir, context, context.cwd);
  if (base === undefined) return unknown(fragment('place.after-cd', { raw }));
  const cwd = posix.resolve(context.cwd, base);
  const expanded = expand(raw, context, cwd);
  // A dynamic word is known only when its run-time part is $HOME, $TMPDIR or
  // $PWD (expand() leaves nothing else).
  const knownVariable = /^(?:\$\{?(?:HOME|TMPDIR|PWD)\b|\$\(pwd\)|`pwd`)/.test(
    raw,
  );
  if (expanded === undefined || (options.dynamic && !knownVariable))
    return unknown(fragment('place.run-time', { raw }));
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
  const sensitiveId = sensitiveFileId(absolute);
  const sensitiveSaid = sensitiveId ? fragment(sensitiveId) : undefined;
  const place = (
    kind: PathPlaceKind,
    what: Said,
    extra: Partial<PathPlace> = {},
  ): PathPlace => {
    const whatSaid = viaSymlink
      ? fragment('place.via-symlink', { place: what })
      : what;
    return {
      raw,
      kind,
      absolute,
      what: saidText(whatSaid, 'en'),
      whatSaid,
      ...(sensitiveSaid
        ? { sensitive: saidText(sensitiveSaid, 'en'), sensitiveSaid }
        : {}),
      ...(contents ? { contents } : {}),
      ...(viaSymlink ? { viaSymlink } : {}),
      ...extra,
    };
  };
  // `.*` matches `..` in many shells: a glob over hidden files reaches the
  // parent.
  const parent = contents && /(?:^|\/)\.\*$/.test(expanded);
  const workspace = posix.resolve(context.workspace);
  const home = posix.resolve(context.home);
  if (absolute === '/') return place('root', fragment('place.root'));
  if (absolute === home) return place('home', fragment('place.home', { home }));
  if (absolute === workspace)
    return place(
      parent ? 'workspace-ancestor' : 'workspace',
      parent
        ? fragment('place.workspace-parent', { raw })
        : fragment('place.workspace', { workspace }),
    );
  if (under(workspace, absolute))
    return place(
      'workspace-ancestor',
      fragment('place.workspace-ancestor', { path: absolute }),
    );
  if (under(absolute, `${workspace}/.git`))
    return place(
      'repository',
      fragment('place.repository', {
        path: posix.relative(workspace, absolute),
      }),
    );
  if (under(absolute, workspace))
    return place(
      'inside',
      fragment('place.as-is', {
        path: posix.relative(workspace, absolute) || '.',
      }),
    );
  const location = sensitiveLocation(absolute, home);
  const located = () =>
    place(
      location?.kind ?? 'outside',
      location
        ? fragment('place.located', {
            path: absolute,
            what: fragment(location.whatId),
          })
        : fragment('place.outside', { path: absolute }),
      location?.secrets ? { secrets: true } : {},
    );
  // The user's home is never scratch space, wherever it lives.
  if (under(absolute, home))
    return parent
      ? place('home', fragment('place.home-parent', { path: absolute, raw }))
      : located();
  if (TEMP_ROOTS.includes(absolute))
    return place('temp-root', fragment('place.temp-root', { path: absolute }));
  if (TEMP_PREFIXES.some((dir) => under(absolute, dir)))
    return place('temp', fragment('place.temp', { path: absolute }));
  if (absolute.startsWith('/dev/'))
    return isHarmlessDevice(absolute)
      ? place('null-device', fragment('place.as-is', { path: absolute }))
      : place('device', fragment('place.device', { path: absolute }));
  if (location) return located();
  return place('outside', fragment('place.outside', { path: absolute }));
}
