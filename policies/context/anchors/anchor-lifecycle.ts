// AnchorStage (seed 002 种子生命周期), AnchorLifecycle (the anchor machine's context,
// stored in the index), isStale, daysBetween
// Pos: policies/context/anchors, the lifecycle's data and its one time rule;
// the statechart is machines/anchor.machine.ts, time comes in as event data
import * as z from 'zod';
import { message, type Lang } from '../../vocabulary/messages/index.js';
import { lazySchema } from '../../vocabulary/lazy-schema.js';

/** 播种 → 休眠 → 成熟 → 果报 → 更新 / 废弃. */
export const AnchorStage = lazySchema(() =>
  z.enum(['seeded', 'dormant', 'matured', 'fruition', 'updated', 'obsolete']),
);
export type AnchorStage = z.infer<typeof AnchorStage>;

/** A stage as the reader's language names it (zh: the seed's 播种 … 废弃). */
export const stageLabel = (stage: AnchorStage, lang: Lang): string =>
  message(`ctx.anchor.stage.${stage}`, lang);

export const AnchorLifecycle = lazySchema(() =>
  z.strictObject({
    id: z.string(),
    status: z.enum(['active', 'unverified', 'obsolete']),
    version: z.number().int().min(1),
    matches: z.number().int().min(0),
    applied: z.number().int().min(0),
    createdAt: z.string(),
    /**
     * The last time the anchor was stored, matched, applied or revised: staleness
     * counts from here.
     */
    lastSeenAt: z.string(),
    lastMatchedAt: z.string().nullable(),
    lastAppliedAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
    obsoleteReason: z.string().nullable(),
    staleAfterDays: z.number().int().min(1),
  }),
);
export type AnchorLifecycle = z.infer<typeof AnchorLifecycle>;

export const daysBetween = (from: string, to: string) =>
  (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * 内观检测到锚点过期: not seen for longer than staleAfterDays. An unreadable date counts
 * as stale (fail towards review).
 */
export function isStale(
  lifecycle: Pick<AnchorLifecycle, 'lastSeenAt' | 'staleAfterDays'>,
  at: string,
): boolean {
  const days = daysBetween(lifecycle.lastSeenAt, at);
  return !Number.isFinite(days) || days > lifecycle.staleAfterDays;
}
