// placeWord (where a path as written lands: a known path, possibly a glob, or a
// known folder followed by a run-time part), relationOf (at, under or an
// ancestor of a protected surface), nextToSurface and tailNamesSurface (what a
// run-time part could reach) — the comparison of paths with the protected
// surfaces
// Pos: policies/security/self-protection, pure: symlinks arrive resolved from
// the runtime (GateFacts.resolvedPaths), case, `./`, `..` and trailing slashes
// are normalised here; which paths a command touches is mutation-targets.ts's
import { posix } from 'node:path';
import { expandBraces, globsMeet, hasGlob } from './glob-segment.js';
import type { Surface } from './protected-surfaces.js';

export interface PathSeg {
  /**
   * Lower-cased (NFC) when it comes from segmentsOf: names are compared without
   * case.
   */
  text: string;
  pattern: boolean;
}

export type Relation = 'at' | 'under' | 'ancestor';

/** What the comparison needs of the gate's context. */
export interface PlaceContext {
  cwd: string;
  home: string;
  resolvedPaths?: Readonly<Record<string, string>>;
  /**
   * Variables whose value the runtime knows (`XDG_RUNTIME_DIR`,
   * `XDG_STATE_HOME`).
   */
  variables?: Readonly<Record<string, string>>;
}

/**
 * A word as the extraction gives it (ShellWord) or a file tool's path
 * (literal).
 */
export interface WordLike {
  value: string;
  dynamic?: boolean;
  glob?: boolean;
}

export type WordPlace =
  /** Fully known (a glob keeps its pattern segments). */
  | { kind: 'known'; absolute: string; segments: PathSeg[] }
  /**
   * Part of it is known only at run time: `dir` is the folder its known start names, `head` the known start of the
   * segment the run-time part begins in, `tail` what follows the last run-time part; `substitution` when that part is
   * a command's output (`$(…)`, `{}` of find), not a variable.
   */
  | {
      kind: 'dynamic';
      dir: string;
      head: string;
      tail: string;
      substitution: boolean;
    }
  /** After a `cd` the gate could not follow: relative to an unknown folder. */
  | { kind: 'unknown-base'; relative: string; glob: boolean };

const segmentsOf = (absolute: string, glob: boolean): PathSeg[] =>
  absolute
    .normalize('NFC')
    .toLowerCase()
    .split('/')
    .filter(Boolean)
    .map((text) => ({ text, pattern: glob && hasGlob(text) }));

const patterns = new Map<string, RegExp>();
const variablePattern = (name: string): RegExp => {
  let re = patterns.get(name);
  if (!re)
    patterns.set(
      name,
      (re = new RegExp(`^(?:\\$\\{${name}\\}|\\$${name}(?![A-Za-z0-9_]))`)),
    );
  return re;
};

/**
 * `$HOME`, `~`, `$PWD`, `$(pwd)` and the known variables spelled out at the
 * start of `raw`.
 */
function expandStart(raw: string, context: PlaceContext, base: string): string {
  if (!/^[$~`]/.test(raw)) return raw;
  let p = raw
    .replace(/^\$\{HOME\}|^\$HOME(?![A-Za-z0-9_])/, context.home)
    .replace(/^\$\{PWD\}|^\$PWD(?![A-Za-z0-9_])|^\$\(pwd\)|^`pwd`/, base)
    .replace(
      /^\$\{TMPDIR(?:[:]?[-=][^}]*)?\}|^\$TMPDIR(?![A-Za-z0-9_])/,
      context.variables?.['TMPDIR'] ?? '/tmp',
    );
  if (p === '~' || p.startsWith('~/')) p = context.home + p.slice(1);
  if (p.startsWith('$')) {
    for (const [name, value] of Object.entries(context.variables ?? {})) {
      const m = variablePattern(name).exec(p);
      if (m) p = value + p.slice(m[0].length);
    }
  }
  return p;
}

/**
 * The folder a `cd` earlier in the line left the shell in (see
 * ShellCommand.workdir); undefined when unknowable.
 */
function baseOf(
  workdir: string | undefined,
  context: PlaceContext,
): string | undefined {
  if (workdir === undefined) return context.cwd;
  if (workdir === '?') return undefined;
  const expanded = expandStart(workdir, context, context.cwd);
  if (/[$`]/.test(expanded)) return undefined;
  return posix.resolve(context.cwd, expanded);
}

/**
 * Where each brace alternative of `word` lands, from the folder `workdir`
 * (relative to the tool's cwd).
 */
export function placeWord(
  word: WordLike,
  context: PlaceContext,
  workdir?: string,
): WordPlace[] {
  const base = baseOf(workdir, context);
  const alternatives =
    word.glob || /\{[^}]*,[^}]*\}/.test(word.value)
      ? expandBraces(word.value)
      : [word.value];
  return alternatives.map((value): WordPlace => {
    const expanded = expandStart(value, context, base ?? context.cwd);
    const live =
      word.dynamic === true
        ? (/\$|`/.exec(expanded) ??
          (expanded.includes('{}') ? /\{\}/.exec(expanded) : null))
        : null;
    if (base === undefined && !expanded.startsWith('/'))
      return {
        kind: 'unknown-base',
        relative: expanded,
        glob: word.glob === true,
      };
    if (live) {
      const known = expanded.slice(0, live.index);
      const slash = known.lastIndexOf('/');
      const dirPart = slash < 0 ? '' : known.slice(0, slash + 1);
      const dir = posix.resolve(base ?? '/', dirPart || '.');
      const lastLive = Math.max(
        expanded.lastIndexOf('$'),
        expanded.lastIndexOf('`'),
        expanded.lastIndexOf('}'),
        expanded.lastIndexOf(')'),
      );
      const rest = expanded.slice(lastLive + 1);
      const tailSlash = rest.indexOf('/');
      const substitution = /^(?:\$\(|`|\{\})/.test(expanded.slice(live.index));
      return {
        kind: 'dynamic',
        dir,
        head: known.slice(slash + 1),
        tail: tailSlash < 0 ? '' : rest.slice(tailSlash + 1),
        substitution,
      };
    }
    let absolute = posix.resolve(base ?? '/', expanded);
    const resolved =
      workdir === undefined ? context.resolvedPaths?.[word.value] : undefined;
    if (resolved !== undefined) absolute = posix.normalize(resolved);
    return {
      kind: 'known',
      absolute,
      segments: segmentsOf(absolute, word.glob === true),
    };
  });
}

const surfaceSide = (surface: Surface, k: number): PathSeg => {
  const text = surface.segments[k] as string;
  return { text, pattern: k === surface.segments.length - 1 && hasGlob(text) };
};

/**
 * How `path` relates to `surface`: the surface itself, inside it (a protected
 * folder), or a folder holding it.
 */
export function relationOf(
  path: readonly PathSeg[],
  surface: Surface,
): Relation | undefined {
  const n = Math.min(path.length, surface.segments.length);
  for (let k = 0; k < n; k++) {
    const seg = path[k] as PathSeg;
    const side = surfaceSide(surface, k);
    // Both sides are lower-cased already: plain names compare as text.
    if (
      !seg.pattern && !side.pattern
        ? seg.text !== side.text
        : !globsMeet(seg, side)
    )
      return undefined;
  }
  if (path.length === surface.segments.length) return 'at';
  if (path.length > surface.segments.length)
    return surface.subtree ? 'under' : undefined;
  return 'ancestor';
}

const TEMP_ROOTS = new Set([
  '/tmp',
  '/var/tmp',
  '/private/tmp',
  '/private/var/tmp',
  '/dev/shm',
]);

/**
 * Whether a run-time part starting in folder `dir` with the known text `head`
 * could name a protected surface next to it: the folder is in one, or (when the
 * run-time part ends the path, `lastSegment`) beside one (at most two levels
 * up) and the first name below `dir` may start with `head`. Surfaces directly
 * in a shared temp folder are left out: `/tmp/$name` is everyday scratch work.
 */
export function nextToSurface(
  dir: string,
  head: string,
  surfaces: readonly Surface[],
  lastSegment = true,
): Surface | undefined {
  const segs = segmentsOf(dir, false);
  for (const surface of surfaces) {
    const relation = relationOf(segs, surface);
    if (relation === 'at' || relation === 'under') return surface;
    // `$ROOT/build`: the run-time part is a folder of its own, most likely
    // elsewhere; its tail is judged instead.
    if (relation !== 'ancestor' || !lastSegment) continue;
    const below = surface.segments.length - segs.length;
    if (
      below > 2 ||
      TEMP_ROOTS.has(posix.normalize(`/${segs.map((s) => s.text).join('/')}`))
    )
      continue;
    const next = surface.segments[segs.length] as string;
    // The run-time part may hold anything, a leading dot included: `head*` read
    // with the dot allowed.
    const escaped = head.replace(/[\\*?[]/g, '\\$&');
    const nextPattern =
      segs.length === surface.segments.length - 1 && hasGlob(next);
    if (
      globsMeet(
        { text: `${escaped}*`, pattern: true, dotglob: true },
        { text: next, pattern: nextPattern },
      )
    )
      return surface;
  }
  return undefined;
}

/**
 * Whether the known text after a run-time part ends in a protected name of the
 * workspace or the daemon's secret (`$X/.wukong/…`, `$X/wukong.config.json`,
 * `$D/daemon.secret`); the user-level folders' own names (`wukong`, `run`) are
 * too common to judge this way.
 */
export function tailNamesSurface(
  tail: string,
  surfaces: readonly Surface[],
): Surface | undefined {
  const segs = segmentsOf(posix.normalize(`/${tail}`), false);
  if (segs.length === 0) return undefined;
  for (const surface of surfaces) {
    if (surface.root !== 'workspace' && !surface.secret) continue;
    const own = surface.segments.length - 1;
    const name = surfaceSide(surface, own);
    if (surface.subtree) {
      if (segs.some((seg) => globsMeet(seg, name))) return surface;
    } else if (globsMeet(segs[segs.length - 1] as PathSeg, name))
      return surface;
  }
  return undefined;
}
