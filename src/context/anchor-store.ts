// readAnchors, addAnchor, obsoleteAnchor, recordAnchorEvents — the Alaya store:
// anchors.json (the index, the source) and anchors.md (seed 002's full ADR
// template, rendered), both written atomically
// Pos: src/context, the store's file effects. Every change goes through
// updateAnchors (read, change, write md then index): the one place the
// workspace lock (src/platform/store/file-lock.ts, not in this branch yet) must
// wrap, since hooks may write concurrently
import { createHash } from 'node:crypto';
import type { Lang } from '../../policies/vocabulary/messages/index.js';
import { existsSync } from 'node:fs';
import type { AnchorDraft } from '../../policies/context/anchors/anchor-draft.js';
import {
  AnchorDraft as AnchorDraftSchema,
  missingRequiredFields,
} from '../../policies/context/anchors/anchor-draft.js';
import type { AnchorEntry } from '../../policies/context/anchors/anchor-entry.js';
import { AnchorIndex } from '../../policies/context/anchors/anchor-entry.js';
import { judgeAnchorWrite } from '../../policies/context/anchors/anchor-gate.js';
import { nextAnchorId } from '../../policies/context/anchors/anchor-id.js';
import {
  anchorFromDraft,
  renderAnchorsDocument,
} from '../../policies/context/anchors/anchor-render.js';
import type { AnchorEvent } from '../../machines/anchor.machine.js';
import { UsageError, zodErrorSaid } from '../platform/errors/usage-error.js';
import { fragment } from '../../policies/vocabulary/messages/say.js';
import {
  readTextIfExists,
  writeFileAtomic,
} from '../platform/store/atomic-file.js';
import { redactForDisk } from '../platform/store/redacted-file.js';
import { withLock } from '../platform/store/file-lock.js';
import { advanceLifecycle, seedLifecycle } from './anchor-lifecycle.js';
import { contextPaths } from './context-dir.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const EMPTY: AnchorIndex = {
  version: 1,
  mdSha256: '',
  previousMdSha256: null,
  anchors: [],
};

export class AnchorRefused extends UsageError {}

/**
 * The index, checked against anchors.md: a hand-edited Markdown is refused, a
 * crash between the two writes is repaired.
 */
export function readAnchors(workspace: string): AnchorIndex {
  const paths = contextPaths(workspace);
  const text = readTextIfExists(paths.anchorsIndex);
  if (text === undefined) {
    if (existsSync(paths.anchorsMd))
      throw new UsageError(
        fragment('error.anchor.no-index', {
          md: paths.anchorsMd,
          index: paths.anchorsIndex,
        }),
      );
    return EMPTY;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      fragment('error.not-json', {
        file: paths.anchorsIndex,
        error: (error as Error).message,
      }),
    );
  }
  const parsed = AnchorIndex.safeParse(raw);
  if (!parsed.success)
    throw new UsageError(
      zodErrorSaid(parsed.error, paths.anchorsIndex, AnchorIndex),
    );
  const md = readTextIfExists(paths.anchorsMd);
  const mdHash = md === undefined ? null : sha(md);
  if (
    mdHash !== parsed.data.mdSha256 &&
    mdHash !== parsed.data.previousMdSha256 &&
    md !== undefined
  ) {
    throw new UsageError(
      fragment('error.anchor.edited', { md: paths.anchorsMd }),
    );
  }
  return parsed.data;
}

function writeAnchors(
  workspace: string,
  before: AnchorIndex,
  given: AnchorEntry[],
  lang: Lang | undefined,
): AnchorIndex {
  const paths = contextPaths(workspace);
  // Decisions and their evidence are the user's words: redacted before the
  // Markdown (and its hash) is made from them.
  const anchors = redactForDisk(given);
  const language = lang ?? before.lang ?? 'en';
  const md = renderAnchorsDocument(anchors, language);
  const index: AnchorIndex = {
    version: 1,
    mdSha256: sha(md),
    previousMdSha256: before.mdSha256 || null,
    lang: language,
    anchors,
  };
  writeFileAtomic(paths.anchorsMd, md);
  writeFileAtomic(paths.anchorsIndex, `${JSON.stringify(index, null, 1)}\n`);
  return index;
}

/**
 * Read, change, write: the single read-modify-write of the store, under its
 * lock so concurrent hooks never lose an update.
 */
export function updateAnchors(
  workspace: string,
  change: (anchors: AnchorEntry[]) => AnchorEntry[],
  lang?: Lang,
): AnchorIndex {
  return withLock(`${contextPaths(workspace).anchorsIndex}.lock`, () => {
    const before = readAnchors(workspace);
    return writeAnchors(workspace, before, change(before.anchors), lang);
  });
}

export function parseDraft(raw: unknown, what: string): AnchorDraft {
  const missing = missingRequiredFields(raw);
  if (missing.length) {
    throw new AnchorRefused(
      fragment('error.anchor.missing', {
        what,
        // `decision` (Decision), `why` (Why): each field worded, then joined.
        fields: missing
          .map(([key]) => fragment(`error.anchor.field.${key}`))
          .reduceRight((rest, first) =>
            fragment('error.anchor.and', { first, rest }),
          ),
        labels: fragment('error.anchor.labels'),
      }),
    );
  }
  const parsed = AnchorDraftSchema.safeParse(raw);
  if (!parsed.success)
    throw new AnchorRefused(
      zodErrorSaid(parsed.error, what, AnchorDraftSchema),
    );
  return parsed.data;
}

export interface AddedAnchor {
  entry: AnchorEntry;
  written: string[];
}

export function addAnchor(
  workspace: string,
  draft: AnchorDraft,
  now: Date,
  staleAfterDays: number,
  /** The refusal's and anchors.md's language; absent: the store's own. */
  given?: Lang,
): AddedAnchor {
  const lang = given ?? readAnchors(workspace).lang ?? 'en';
  const judgement = judgeAnchorWrite(draft, lang);
  if (!judgement.accepted)
    throw new AnchorRefused(
      `anchor "${draft.title}" refused: ${judgement.refusal}`,
    );
  let entry: AnchorEntry | undefined;
  updateAnchors(
    workspace,
    (anchors) => {
      const at = now.toISOString();
      const id = nextAnchorId(
        draft.type,
        anchors.map((a) => a.anchor.id),
      );
      const { stage, lifecycle } = seedLifecycle({
        id,
        at,
        status: draft.status,
        staleAfterDays,
      });
      entry = {
        anchor: anchorFromDraft(draft, id, at.slice(0, 10), lang),
        keywords: draft.keywords,
        threshold: {
          repeat: draft.repeat,
          highImpact: draft.highImpact,
          reusable: draft.reusable,
          reasons: judgement.reasons,
        },
        selfCheck: draft.selfCheck,
        source: draft.source,
        stage,
        lifecycle,
      };
      return [...anchors, entry];
    },
    given,
  );
  const paths = contextPaths(workspace);
  return { entry: entry!, written: [paths.anchorsMd, paths.anchorsIndex] };
}

export function findAnchor(
  anchors: readonly AnchorEntry[],
  id: string,
): AnchorEntry {
  const wanted = id
    .trim()
    .replace(/^\[|\]$/g, '')
    .toUpperCase();
  const entry = anchors.find((a) => a.anchor.id === wanted);
  if (!entry)
    throw new UsageError(
      fragment('error.anchor.no-anchor', {
        id: JSON.stringify(id),
        ids: anchors.length
          ? anchors.map((a) => a.anchor.id).join(', ')
          : fragment('error.anchor.none'),
      }),
    );
  return entry;
}

function applyEvent(entry: AnchorEntry, event: AnchorEvent): AnchorEntry {
  const next = advanceLifecycle(
    { stage: entry.stage, lifecycle: entry.lifecycle },
    event,
  );
  return {
    ...entry,
    stage: next.stage,
    lifecycle: next.lifecycle,
    anchor: { ...entry.anchor, status: next.lifecycle.status },
  };
}

export function obsoleteAnchor(
  workspace: string,
  id: string,
  reason: string,
  now: Date,
  /** anchors.md's language; absent: the store's own. */
  lang?: Lang,
): AnchorEntry {
  let result: AnchorEntry | undefined;
  updateAnchors(
    workspace,
    (anchors) => {
      const entry = findAnchor(anchors, id);
      if (entry.stage === 'obsolete')
        throw new UsageError(
          fragment('error.anchor.already-obsolete', {
            id: entry.anchor.id,
            reason:
              entry.lifecycle.obsoleteReason ??
              fragment('error.anchor.no-reason'),
          }),
        );
      result = applyEvent(entry, {
        type: 'OBSOLETE',
        at: now.toISOString(),
        reason,
      });
      return anchors.map((a) => (a === entry ? result! : a));
    },
    lang,
  );
  return result!;
}

/**
 * Lifecycle events for several anchors in one write (unknown ids are skipped:
 * an archive may cite an id that was never stored).
 */
export function recordAnchorEvents(
  workspace: string,
  events: ReadonlyArray<{ id: string; event: AnchorEvent }>,
): AnchorEntry[] {
  if (events.length === 0) return readAnchors(workspace).anchors;
  return updateAnchors(workspace, (anchors) =>
    anchors.map((entry) =>
      events
        .filter((e) => e.id === entry.anchor.id)
        .reduce((acc, e) => applyEvent(acc, e.event), entry),
    ),
  ).anchors;
}

/** The anchor fields `reviseAnchor` may change (all text; id and type stay). */
export const REVISABLE_FIELDS = [
  'title',
  'decision',
  'alternatives',
  'why',
  'impact',
  'verification',
  'rollback',
] as const;
export type AnchorRevision = Partial<
  Record<(typeof REVISABLE_FIELDS)[number], string>
>;

/**
 * Seed 002 更新: the anchor's text revised in place (same id), its version
 * counted up, its status active again (an ⚠️ 待验证 anchor is verified by the
 * revision); the lifecycle goes 更新 → 休眠.
 */
export function reviseAnchor(
  workspace: string,
  id: string,
  revision: AnchorRevision,
  note: string,
  now: Date,
  /** anchors.md's language; absent: the store's own. */
  lang?: Lang,
): AnchorEntry {
  const changes = Object.entries(revision).filter(
    ([, v]) => typeof v === 'string',
  ) as Array<[keyof AnchorRevision, string]>;
  for (const [k, v] of changes)
    if (!v.trim())
      throw new UsageError(fragment('error.anchor.empty-field', { field: k }));
  let result: AnchorEntry | undefined;
  updateAnchors(
    workspace,
    (anchors) => {
      const entry = findAnchor(anchors, id);
      if (entry.stage === 'obsolete')
        throw new UsageError(
          fragment('error.anchor.obsolete', { id: entry.anchor.id }),
        );
      const at = now.toISOString();
      const revised = applyEvent(
        {
          ...entry,
          anchor: {
            ...entry.anchor,
            ...Object.fromEntries(changes.map(([k, v]) => [k, v.trim()])),
            date: at.slice(0, 10),
          },
        },
        { type: 'UPDATE', at, note },
      );
      result = applyEvent(revised, { type: 'STORED', at });
      return anchors.map((a) => (a === entry ? result! : a));
    },
    lang,
  );
  return result!;
}
