// rememberAnchors, recordPatterns, knownPatternTitles — 识 writes what a PASS
// selected into the Alaya store (src/context/anchor-store.ts): new patterns as
// anchors with ids, repeats counted on the stored one, and a pattern seen three
// times proposed as a rule patch in .wukong/context/rule-patches.json
// Pos: src/pipeline, the store effects after `wukong verify`; what to write is
// policies/pipeline/shi/memory.ts's. Every file goes through the redacting
// writers, so no raw secret reaches the store
import { join } from 'node:path';
import type { Remembered } from './report/remembered.js';
import { planMemory } from '../../policies/pipeline/shi/memory.js';
import type { AnchorDraftInput } from '../../policies/context/anchors/anchor-draft.js';
import type { StoredAnchor } from '../../policies/pipeline/shi/write-threshold.js';
import { AnchorDraft } from '../../policies/context/anchors/anchor-draft.js';
import {
  message,
  type Lang,
} from '../../policies/vocabulary/messages/index.js';
import {
  addAnchor,
  readAnchors,
  updateAnchors,
} from '../context/anchor-store.js';
import { contextPaths } from '../context/context-dir.js';
import { readTextIfExists } from '../platform/store/atomic-file.js';
import { withLock } from '../platform/store/file-lock.js';
import { writeJsonRedacted } from '../platform/store/redacted-file.js';

export type { Remembered };

export interface DraftContext {
  task: string;
  track: string;
  avatar: string;
  /** The commands that passed 定, for the anchor's verification line. */
  passed: readonly string[];
  /** The language of the anchor's own lines (default English). */
  lang?: Lang;
}

/** The ADR draft of a pipeline anchor; the store refuses it if incomplete. */
function draftFor(
  anchor: StoredAnchor,
  context: DraftContext,
): AnchorDraftInput {
  const lang = context.lang ?? 'en';
  return {
    type: anchor.type,
    title: anchor.title,
    decision: anchor.title,
    alternatives: message('shi.memory.alternatives', lang),
    why:
      anchor.why || message('shi.memory.why', lang, { source: anchor.source }),
    impact: message('shi.memory.impact', lang, {
      track: context.track,
      avatar: context.avatar,
      task: context.task,
    }),
    verification: context.passed.length
      ? context.passed.map((command) =>
          message('shi.memory.passed', lang, { command }),
        )
      : message('shi.memory.no-commands', lang),
    rollback: message('shi.memory.rollback', lang),
    status: 'unverified',
    repeat: anchor.repeat,
    highImpact: anchor.highImpact,
    reusable: anchor.reusable,
    selfCheck: {
      affectsFuture: anchor.highImpact || anchor.reusable,
      referenceValue: true,
      preventsRepeat: anchor.repeat >= 2 || anchor.type === 'P',
    },
    source: context.task,
    keywords: [],
  };
}

export const rulePatchesPath = (workspace: string) =>
  join(contextPaths(workspace).root, 'rule-patches.json');

function appendProposals(
  workspace: string,
  proposals: Remembered['proposals'],
  now: Date,
): void {
  if (proposals.length === 0) return;
  const path = rulePatchesPath(workspace);
  withLock(`${path}.lock`, () => {
    let list: unknown[] = [];
    const text = readTextIfExists(path);
    if (text !== undefined) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) list = parsed;
      } catch {
        // A damaged file is kept aside by being replaced with what it held
        // that parses: nothing, plus the new proposals.
      }
    }
    list.push(
      ...proposals.map((p) => ({ ...p, proposedAt: now.toISOString() })),
    );
    writeJsonRedacted(path, list, 1);
  });
}

export function rememberAnchors(
  workspace: string,
  selected: readonly StoredAnchor[],
  context: DraftContext,
  now: Date,
  staleAfterDays: number,
): Remembered {
  const out: Remembered = {
    added: [],
    repeated: [],
    proposals: [],
    refused: [],
  };
  if (selected.length === 0) return out;
  const known = readAnchors(workspace).anchors.map((a) => ({
    id: a.anchor.id,
    title: a.anchor.title,
    repeat: a.threshold.repeat,
    source: a.source,
  }));
  const plan = planMemory(known, selected, context.task, context.lang);
  for (const anchor of plan.add) {
    try {
      const draft = AnchorDraft.parse(draftFor(anchor, context));
      const { entry } = addAnchor(workspace, draft, now, staleAfterDays);
      out.added.push({
        id: entry.anchor.id,
        type: anchor.type,
        title: entry.anchor.title,
      });
    } catch (error) {
      out.refused.push({
        title: anchor.title,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  if (plan.repeat.length) {
    updateAnchors(workspace, (anchors) =>
      anchors.map((entry) => {
        const bump = plan.repeat.find((r) => r.id === entry.anchor.id);
        return bump
          ? {
              ...entry,
              threshold: { ...entry.threshold, repeat: bump.repeat },
              source: `${entry.source} | ${context.task}`,
            }
          : entry;
      }),
    );
    out.repeated.push(...plan.repeat);
  }
  appendProposals(workspace, plan.proposals, now);
  out.proposals.push(...plan.proposals);
  return out;
}

export const patternsPath = (workspace: string) =>
  join(contextPaths(workspace).root, 'patterns.json');

type Patterns = Record<string, { title: string; tasks: string[] }>;

function readPatterns(workspace: string): Patterns {
  const text = readTextIfExists(patternsPath(workspace));
  if (text === undefined) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Patterns)
      : {};
  } catch {
    return {};
  }
}

/**
 * Titles 慧 proposed in earlier tasks, once per task (and every stored anchor
 * once): the pipeline counts a candidate's repeats against them (识写入门槛: 重复 ≥
 * 2), so a pattern below the threshold the first time is stored the second.
 */
export function knownPatternTitles(workspace: string, task: string): string[] {
  const titles = Object.values(readPatterns(workspace)).flatMap((p) =>
    p.tasks.filter((t) => t !== task).map(() => p.title),
  );
  return titles;
}

/** Counts every candidate of a PASS under its task. */
export function recordPatterns(
  workspace: string,
  candidates: ReadonlyArray<{ title: string }>,
  task: string,
): void {
  if (candidates.length === 0) return;
  const path = patternsPath(workspace);
  withLock(`${path}.lock`, () => {
    const patterns = readPatterns(workspace);
    for (const c of candidates) {
      const key = c.title
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      if (!key) continue;
      const entry = (patterns[key] ??= { title: c.title, tasks: [] });
      if (!entry.tasks.includes(task)) entry.tasks.push(task);
    }
    writeJsonRedacted(path, patterns, 1);
  });
}
