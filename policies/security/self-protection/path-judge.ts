// judgeMutation and judgeRead — one path a tool or a command changes or reads,
// compared with the protected surfaces: a known path by its relation to each
// (at, under, a folder holding it), a run-time path by the folder it starts in
// and the name it ends with, a selective change (find -name, a listing) by the
// names it can select; Judge and Hit
// Pos: policies/security/self-protection, the path half of the policy; which
// paths a command touches is command-judge.ts's, and the policy
// (self-protection-policy.ts) turns hits into findings
import { posix } from 'node:path';
import type { NextAction } from '../../vocabulary/finding.js';
import {
  fragment,
  message,
  say,
  sayDetail,
  type MessageId,
  type Said,
} from '../../vocabulary/messages/index.js';
import type { Severity } from '../../vocabulary/severity.js';
import type { Mutation, MutationKind } from '../commands/mutation-targets.js';
import type {
  ShellAnalysis,
  ShellCommand,
  ShellWord,
} from '../commands/shell-command.js';
import { globsMeet } from './glob-segment.js';
import { listingRoots } from './listing-roots.js';
import { WUKONG_FILE_NAMES } from './protected-surfaces.js';
import type { MoveAnswer } from './working-tree-moves.js';
import type { Surface } from './protected-surfaces.js';
import {
  nextToSurface,
  placeWord,
  relationOf,
  tailNamesSurface,
} from './surface-match.js';
import type { PlaceContext, Relation, WordLike } from './surface-match.js';

export const USER_WAY = message('self.user-way', 'en');
/** USER_WAY as a fragment for a said finding. */
export const userWay = fragment('self.user-way');
export const stop = (detail: string): NextAction => ({ kind: 'stop', detail });
/** A stop whose detail is a catalog message. */
export const stopSaid = (id: MessageId): NextAction => ({
  kind: 'stop',
  ...sayDetail(id),
});
export const LEAVE = stopSaid('self.leave.next');

export interface Hit {
  severity: Severity;
  subject: string;
  /** In English; `said` words it in the user's language. */
  message: string;
  said?: Said;
  next: NextAction;
}

/**
 * What a change of `kind` to a path in `relation` with a surface does to it:
 * the relations that hurt.
 */
function reaches(
  kind: MutationKind,
  relation: Relation,
  surface: Surface,
): boolean {
  if (relation === 'at' || relation === 'under') return true;
  if (surface.ancestorsRemovable && (kind === 'delete' || kind === 'move'))
    return false;
  // Deleting, moving, chmodding or linking a folder reaches what it holds;
  // writing a folder's name as a file does not.
  return kind !== 'write';
}

const VERB_ID: Record<MutationKind, MessageId> = {
  write: 'self.verb.write',
  delete: 'self.verb.delete',
  move: 'self.verb.move',
  meta: 'self.verb.meta',
  tree: 'self.verb.tree',
  link: 'self.verb.link',
};

/** The verb of a change, as a fragment for a said finding. */
export const verbOf = (kind: MutationKind): Said => fragment(VERB_ID[kind]);

export const VERB = Object.fromEntries(
  Object.entries(VERB_ID).map(([kind, id]) => [kind, message(id, 'en')]),
) as Record<MutationKind, string>;

/**
 * Names a `find -name` could select inside or at a protected surface: the
 * surfaces' own names and what Wukong writes in its folders.
 */
function protectedNames(surfaces: readonly Surface[]): string[] {
  const names = new Set<string>(WUKONG_FILE_NAMES);
  for (const s of surfaces)
    if (s.segments.length > 0)
      names.add(s.segments[s.segments.length - 1] as string);
  return [...names];
}

export interface Judge {
  surfaces: Surface[];
  /**
   * The tool runs inside a daemon folder, where a bare name can be the secret.
   */
  cwdNearSecret: boolean;
  places: PlaceContext;
  workspace: string;
  analysis?: ShellAnalysis;
  /** GateFacts.protectedUncommitted (working-tree-revert.ts). */
  uncommitted?: readonly string[];
  /** GateFacts.protectedMoves (working-tree-moves.ts). */
  moves?: Readonly<Record<string, MoveAnswer>>;
}

export const relative = (judge: Judge, absolute: string) => {
  const rel = posix.relative(judge.workspace, absolute);
  return rel && !rel.startsWith('..') ? rel : absolute;
};

/**
 * The folder a word is relative to: the command's `cd`, then a `git -C` or a
 * symlink's own folder.
 */
function workdirOf(
  command: ShellCommand | undefined,
  relativeTo: string | undefined,
): string | undefined {
  const workdir = command?.workdir;
  if (relativeTo === undefined) return workdir;
  if (
    relativeTo.startsWith('/') ||
    relativeTo.startsWith('~') ||
    relativeTo.startsWith('$')
  )
    return relativeTo;
  if (workdir === '?') return '?';
  return workdir === undefined ? relativeTo : `${workdir}/${relativeTo}`;
}

/**
 * Whether the listing commands whose output became the word (grep -l, find, git
 * ls-files, ls) can only name paths away from every surface.
 */
export function listedAwayFrom(
  producers: readonly ShellCommand[],
  judge: Judge,
): boolean {
  if (producers.length === 0) return false;
  return producers.every((p) => {
    const listing = listingRoots(p);
    if (!listing) return false;
    return listing.roots.every((root) =>
      selectiveSafe(root, listing.names, p, judge),
    );
  });
}

/**
 * Whether a selective change under `root` (only what `names` selects) stays
 * away from every surface.
 */
export function selectiveSafe(
  root: ShellWord,
  names: readonly string[] | undefined,
  command: ShellCommand,
  judge: Judge,
): boolean {
  const candidates = protectedNames(judge.surfaces);
  for (const place of placeWord(root, judge.places, command.workdir)) {
    if (place.kind !== 'known') return false;
    for (const surface of judge.surfaces) {
      const relation = relationOf(place.segments, surface);
      if (relation === undefined) continue;
      if (relation !== 'ancestor') return false;
      if (!names) return false;
      if (
        names.some((n) =>
          candidates.some((c) =>
            globsMeet(
              { text: n, pattern: true, dotglob: true },
              { text: c, pattern: /[*?[]/.test(c) },
            ),
          ),
        )
      )
        return false;
    }
  }
  return true;
}

function denyMessage(
  how: string,
  kind: MutationKind,
  raw: string,
  surface: Surface,
  where: string | Said,
  holds = false,
): { message: string; said: Said } {
  return say(holds ? 'self.deny-holds' : 'self.deny', {
    how,
    verb: verbOf(kind),
    raw,
    what: fragment(surface.whatId),
    where,
    userWay,
  });
}

/** Judges one path a tool or command changes. */
export function judgeMutation(
  word: WordLike,
  kind: MutationKind,
  how: string,
  subject: string,
  judge: Judge,
  command?: ShellCommand,
  relativeTo?: string,
  selective?: Mutation['selective'],
): Hit[] {
  const hits: Hit[] = [];
  for (const place of placeWord(
    word,
    judge.places,
    workdirOf(command, relativeTo),
  )) {
    if (place.kind === 'known') {
      for (const surface of judge.surfaces) {
        const relation = relationOf(place.segments, surface);
        if (relation === undefined || !reaches(kind, relation, surface))
          continue;
        if (
          selective &&
          relation === 'ancestor' &&
          command &&
          selectiveSafe(word as ShellWord, selective.names, command, judge)
        )
          continue;
        hits.push({
          severity: 'hard-deny',
          subject,
          ...denyMessage(
            how,
            kind,
            word.value,
            surface,
            relative(judge, surface.display),
            relation === 'ancestor',
          ),
          next: LEAVE,
        });
        break;
      }
      continue;
    }
    if (place.kind === 'unknown-base') {
      const named = tailNamesSurface(place.relative, judge.surfaces);
      if (named)
        hits.push({
          severity: 'hard-deny',
          subject,
          ...denyMessage(
            how,
            kind,
            word.value,
            named,
            fragment('self.where-after-cd', { path: place.relative }),
          ),
          next: LEAVE,
        });
      else if (place.glob || place.relative === '.' || place.relative === '*') {
        hits.push({
          severity: 'soft-deny',
          subject,
          ...say('self.after-cd', { how, verb: verbOf(kind), raw: word.value }),
          next: { kind: 'ask-user', ...sayDetail('self.after-cd.next') },
        });
      }
      continue;
    }
    // Known only at run time: a variable or a command's output next to a
    // protected surface.
    const surface =
      nextToSurface(place.dir, place.head, judge.surfaces, place.tail === '') ??
      tailNamesSurface(place.tail, judge.surfaces);
    if (!surface) continue;
    if (place.substitution) {
      const producers = (command?.argumentProducers ?? [])
        .map((k) => judge.analysis?.commands[k])
        .filter((c): c is ShellCommand => c !== undefined);
      if (listedAwayFrom(producers, judge)) continue;
      hits.push({
        severity: 'soft-deny',
        subject,
        ...say('self.run-time-beside', {
          how,
          verb: verbOf(kind),
          raw: word.value,
          what: fragment(surface.whatId),
          where: relative(judge, surface.display),
        }),
        next: { kind: 'ask-user', ...sayDetail('self.run-time-beside.next') },
      });
      continue;
    }
    hits.push({
      severity: 'hard-deny',
      subject,
      ...say('self.variable-beside', {
        how,
        verb: verbOf(kind),
        raw: word.value,
        what: fragment(surface.whatId),
        where: relative(judge, surface.display),
        userWay,
      }),
      next: stopSaid('self.variable-beside.next'),
    });
  }
  return hits;
}

/**
 * Judges one path a tool or command reads: only the daemon's secret (and its
 * folder read whole) is refused.
 */
export function judgeRead(
  word: WordLike,
  how: string,
  subject: string,
  judge: Judge,
  command?: ShellCommand,
): Hit[] {
  for (const place of placeWord(word, judge.places, command?.workdir)) {
    let secret: Surface | undefined;
    if (place.kind === 'known') {
      secret = judge.surfaces.find((s) => {
        if (!s.secret) return false;
        const relation = relationOf(place.segments, s);
        return (
          relation === 'at' ||
          (relation === 'ancestor' &&
            place.segments.length === s.segments.length - 1)
        );
      });
    } else {
      const tail = place.kind === 'dynamic' ? place.tail : place.relative;
      const named = tailNamesSurface(tail, judge.surfaces);
      if (named?.secret) secret = named;
    }
    if (secret) {
      return [
        {
          severity: 'hard-deny',
          subject,
          ...say('self.read-secret', {
            how,
            raw: word.value,
            what: fragment(secret.whatId),
            where: secret.display,
          }),
          next: stopSaid('self.read-secret.next'),
        },
      ];
    }
  }
  return [];
}
