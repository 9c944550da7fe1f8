// deferredFindings(path, before, after) — what a write to a deferred surface
// adds or alters among the things that run later, and what it tells future
// sessions; judgeText(surface, run), the shell text the command policies read
// Pos: policies/security/deferred, the pure heart shared by the gate policy,
// 戒 and `wukong scan --deferred`; decides nothing (judge.ts does)
import type { InstructionSignal } from './instruction-signals.js';
import { instructionSignals } from './instruction-signals.js';
import type { Reading, Runnable } from './runnable.js';
import { runnablesOf } from './runnables.js';
import type { DeferredSurface } from './surfaces.js';
import { surfaceOf } from './surfaces.js';

export interface DeferredChange {
  path: string;
  surface: DeferredSurface;
  /**
   * adds / alters a runnable; the text after is unreadable; it instructs
   * future sessions.
   */
  change: 'adds' | 'alters' | 'unreadable' | 'instructs';
  runnable?: Runnable;
  /** What a reason shows of a long script: the lines the write adds. */
  shown?: string;
  /**
   * The shell text the command policies judge (the format's expressions
   * replaced).
   */
  command?: string;
  problem?: string;
  signal?: InstructionSignal;
}

/**
 * The text a shell would see: GitHub's `${{ … }}`, make's `$(VAR)` and just's
 * `{{var}}` are expanded by their tool first; stand-in variables keep the
 * parser reading the rest.
 */
export function judgeText(surface: DeferredSurface, run: string): string {
  switch (surface.format) {
    case 'github-workflow':
    case 'ci-yaml':
      return run
        .replace(/^[\w-]+: /, '')
        .replace(/\$\{\{[\s\S]*?\}\}/g, '"$GH_EXPR"');
    case 'makefile':
      return run.replace(/\$[({]([A-Za-z_][\w.-]*)[)}]/g, '"$$MAKE_$1"');
    case 'justfile':
      return run.replace(/\{\{[^}]*\}\}/g, '"$JUST_VAR"');
    default:
      return run;
  }
}

/**
 * What a reading had: linear for a few lookups, through two maps for many
 * (an edit changes a few runnables; a rewrite may change them all).
 */
function indexOf(runnables: readonly Runnable[], lookups: number) {
  if (lookups * runnables.length <= 20_000)
    return {
      had: (r: Runnable) =>
        runnables.some(
          (t) =>
            t.run === r.run &&
            t.kind === r.kind &&
            t.note === r.note &&
            (t.key === r.key || t.auto === r.auto),
        ),
      hadKey: (r: Runnable) =>
        runnables.some((t) => t.key === r.key && t.kind === r.kind),
    };
  const byRun = new Map<string, Runnable[]>();
  const byKey = new Map<string, Runnable[]>();
  for (const r of runnables) {
    const a = byRun.get(r.run);
    if (a) a.push(r);
    else byRun.set(r.run, [r]);
    const b = byKey.get(r.key);
    if (b) b.push(r);
    else byKey.set(r.key, [r]);
  }
  return {
    /**
     * The same thing runs, at the same key or moved without changing when,
     * with the same note (the same step given the secrets is not the same).
     */
    had: (r: Runnable) =>
      byRun
        .get(r.run)
        ?.some(
          (t) =>
            t.kind === r.kind &&
            t.note === r.note &&
            (t.key === r.key || t.auto === r.auto),
        ) ?? false,
    hadKey: (r: Runnable) =>
      byKey.get(r.key)?.some((t) => t.kind === r.kind) ?? false,
  };
}

/**
 * The runnables of `now` (prose aside) that are not `then`'s own objects.
 * The common start and end, where the two lists hold the same objects in
 * the same places (an edit's usual shape), are passed without a lookup.
 */
function freshOf(
  now: readonly Runnable[],
  then: readonly Runnable[],
): Runnable[] {
  const n = Math.min(now.length, then.length);
  let i = 0;
  while (i < n && now[i] === then[i]) i++;
  let j = 0;
  while (j < n - i && now[now.length - 1 - j] === then[then.length - 1 - j])
    j++;
  const middle = now.slice(i, now.length - j);
  if (middle.length === 0) return [];
  const kept = middle.length * then.length > 20_000 ? new Set(then) : undefined;
  return middle.filter(
    (r) => r.kind !== 'prose' && !(kept ? kept.has(r) : then.includes(r)),
  );
}

/** Lines of `after` not in `before` (as a multiset): what a write adds. */
export function addedLines(before: string, after: string): string {
  const count = new Map<string, number>();
  for (const l of before.split('\n')) count.set(l, (count.get(l) ?? 0) + 1);
  return after
    .split('\n')
    .filter((l) => {
      const n = count.get(l) ?? 0;
      if (n > 0) count.set(l, n - 1);
      return n === 0;
    })
    .join('\n');
}

/**
 * How a file's text is read: runnablesOf, or the runtime's cache of it; base,
 * the reading of the text before, for a reader that re-reads only changes.
 */
export type ReadText = (
  surface: DeferredSurface,
  text: string,
  base?: Reading,
) => Reading;

/**
 * What writing `after` over `before` (null: the file is new) changes among
 * what runs later at `path`; [] when the path is no surface or nothing that
 * runs changes (an unchanged text is not read at all). `read` lets the
 * runtime pass a cache of runnablesOf; the result is the same either way.
 */
export function deferredFindings(
  path: string,
  before: string | null,
  after: string,
  read: ReadText = runnablesOf,
): DeferredChange[] {
  const surface = surfaceOf(path);
  if (!surface || before === after) return [];
  const then = before === null ? { runnables: [] } : read(surface, before);
  const now = read(surface, after, then);
  const out: DeferredChange[] = [];
  if (now.problem && (before === null || !then.problem))
    out.push({ path, surface, change: 'unreadable', problem: now.problem });
  // A reader given `then` hands back then's own object for what did not
  // change: those pass by identity, the rest through the index.
  const fresh = freshOf(now.runnables, then.runnables);
  const index = indexOf(then.runnables, fresh.length);
  for (const r of fresh) {
    // Unchanged, or moved or renamed without changing what runs or when.
    if (index.had(r)) continue;
    out.push({
      path,
      surface,
      change: index.hadKey(r) ? 'alters' : 'adds',
      runnable: r,
      ...(r.kind === 'command' ? { command: judgeText(surface, r.run) } : {}),
      ...(r.key === 'script' && then.runnables.length
        ? { shown: addedLines(then.runnables[0]?.run ?? '', r.run) }
        : {}),
    });
  }
  const prose = now.runnables.filter((r) => r.kind === 'prose');
  if (prose.length) {
    const old = then.runnables
      .filter((r) => r.kind === 'prose')
      .map((r) => r.run)
      .join('\n');
    const added = addedLines(old, prose.map((r) => r.run).join('\n'));
    for (const signal of instructionSignals(added))
      out.push({ path, surface, change: 'instructs', signal });
  }
  return out;
}
