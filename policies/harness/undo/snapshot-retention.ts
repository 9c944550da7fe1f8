// snapshotsToPrune — which snapshots retention drops: all but the newest
// `keep`, and every one older than `maxAgeDays` (`undo.keep`,
// `undo.maxAgeDays`); the newest is never dropped by age, so the last state
// before an old change stays
// Pos: policies/harness/undo, pure; deleting the refs is src/harness/undo
import type { SnapshotEntry } from './snapshot-record.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function snapshotsToPrune(
  snapshots: readonly SnapshotEntry[],
  limits: { keep: number; maxAgeDays: number },
  now: Date,
): SnapshotEntry[] {
  const newestFirst = [...snapshots].sort(
    (a, b) => Date.parse(b.meta.takenAt) - Date.parse(a.meta.takenAt),
  );
  const oldest = now.getTime() - limits.maxAgeDays * DAY_MS;
  return newestFirst.filter(
    (s, i) =>
      i >= limits.keep || (i > 0 && Date.parse(s.meta.takenAt) < oldest),
  );
}
