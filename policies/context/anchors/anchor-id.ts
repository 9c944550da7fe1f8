// nextAnchorId — the next id of a type (D001, D002 …, CK001), never reusing a
// number, obsolete ones included
// Pos: policies/context/anchors, id allocation per type; the store passes every
// id it holds
import type { AnchorType } from '../../vocabulary/anchor.js';

export function nextAnchorId(
  type: AnchorType,
  existing: readonly string[],
): string {
  const pattern = new RegExp(`^${type}(\\d{3,})$`);
  let max = 0;
  for (const id of existing) {
    const m = pattern.exec(id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `${type}${String(max + 1).padStart(3, '0')}`;
}
