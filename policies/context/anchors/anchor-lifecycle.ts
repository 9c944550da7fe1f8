// AnchorStage (seed 002 种子生命周期), AnchorLifecycle (the anchor machine's context,
// stored in the index), isStale, daysBetween
// Pos: policies/context/anchors, the lifecycle's data and its one time rule;
// the statechart is machines/anchor.machine.ts, time comes in as event data
import * as z from 'zod';

/** 播种 → 休眠 → 成熟 → 果报 → 更新 / 废弃. */
export const AnchorStage = z.enum([
  'seeded',
  'dormant',
  'matured',
  'fruition',
  'updated',
  'obsolete',
]);
export type AnchorStage = z.infer<typeof AnchorStage>;

export const STAGE_LABEL: Record<AnchorStage, string> = {
  seeded: '播种',
  dormant: '休眠',
  matured: '成熟',
  fruition: '果报',
  updated: '更新',
  obsolete: '废弃',
};

export const AnchorLifecycle = z.strictObject({
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
});
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
