// ANCHOR_REF, anchorRefs (the anchor ids a text cites as [D001]) and
// mentionsAnchor
// Pos: policies/context/anchors, the one definition of an anchor reference;
// DCP's anchor protection and the forms both use it
const REF = /\[((?:CK|DN|D|C|I|P|U|M)\d{3,})\]/g;

export const ANCHOR_REF = REF;

export function mentionsAnchor(text: string): boolean {
  if (!text.includes('[')) return false;
  REF.lastIndex = 0;
  return REF.test(text);
}

/** Distinct ids in order of first mention. */
export function anchorRefs(text: string): string[] {
  const seen = new Set<string>();
  for (const m of text.matchAll(REF)) seen.add(m[1]!);
  return [...seen];
}
