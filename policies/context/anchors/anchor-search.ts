// searchAnchors (ranked matches of a query) and relevantAnchors (what a task or
// transcript should load: cited ids, then constraints, then the best keyword
// matches; obsolete ones never)
// Pos: policies/context/anchors, matching only (成熟: 新任务匹配到锚点); recording the
// match in the lifecycle is the store's job
import type { AnchorEntry } from './anchor-entry.js';
import { anchorRefs } from './anchor-refs.js';

/**
 * Words of a text: latin words and digits, and CJK characters as overlapping
 * pairs (no spaces to split on).
 */
export function terms(text: string): string[] {
  const lower = text.toLowerCase();
  const out = new Set<string>();
  for (const w of lower.match(/[a-z0-9_][a-z0-9_.-]*[a-z0-9_]|[a-z0-9_]/g) ??
    [])
    if (w.length > 1) out.add(w);
  for (const run of lower.match(/[\u3400-\u9fff]+/g) ?? []) {
    if (run.length === 1) out.add(run);
    for (let i = 0; i + 1 < run.length; i++) out.add(run.slice(i, i + 2));
  }
  return [...out];
}

const FIELDS: Array<[keyof AnchorEntry['anchor'] | 'keywords', number]> = [
  ['title', 3],
  ['keywords', 3],
  ['decision', 2],
  ['why', 1],
  ['impact', 1],
  ['alternatives', 1],
];

export interface AnchorMatch {
  entry: AnchorEntry;
  score: number;
}

export function searchAnchors(
  entries: readonly AnchorEntry[],
  query: string,
): AnchorMatch[] {
  const ids = new Set(
    anchorRefs(`[${query.trim().toUpperCase()}]`).concat(anchorRefs(query)),
  );
  const words = terms(query);
  const matches: AnchorMatch[] = [];
  for (const entry of entries) {
    let score = ids.has(entry.anchor.id) ? 100 : 0;
    for (const [field, weight] of FIELDS) {
      const text = (
        field === 'keywords'
          ? entry.keywords.join(' ')
          : String(entry.anchor[field])
      ).toLowerCase();
      for (const w of words) if (text.includes(w)) score += weight;
    }
    if (score > 0) matches.push({ entry, score });
  }
  return matches.sort(
    (a, b) =>
      b.score - a.score || a.entry.anchor.id.localeCompare(b.entry.anchor.id),
  );
}

/**
 * Cited ids first, then every live constraint (C) — a rule binds whether or not
 * the text mentions it, so the limit never drops one — then user preferences
 * (U) and keyword matches; the others fill what the constraints leave of
 * `limit`.
 */
export function relevantAnchors(
  entries: readonly AnchorEntry[],
  text: string,
  limit = 8,
): AnchorEntry[] {
  const live = entries.filter((e) => e.anchor.status !== 'obsolete');
  const constraints = live.filter((e) => e.anchor.type === 'C');
  const chosen: AnchorEntry[] = [];
  // Room is kept for every constraint: the limit bounds the others.
  const room = Math.max(0, limit - constraints.length);
  const add = (e: AnchorEntry | undefined, force = false) => {
    if (!e || chosen.includes(e)) return;
    const others = chosen.filter((c) => c.anchor.type !== 'C').length;
    if (force || e.anchor.type === 'C' || others < room) chosen.push(e);
  };
  for (const id of anchorRefs(text)) add(live.find((e) => e.anchor.id === id));
  for (const e of constraints) add(e, true);
  for (const e of live) if (e.anchor.type === 'U') add(e);
  const minScore = 3;
  for (const m of searchAnchors(live, text.slice(0, 4000)))
    if (m.score >= minScore) add(m.entry);
  return chosen;
}
