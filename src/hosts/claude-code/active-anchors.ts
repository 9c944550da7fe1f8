// activeAnchors(workspace) — the active anchors as one line each (`[id] title`)
// for a capsule; none when the store cannot be read
// Pos: src/hosts/claude-code, its own module so the anchor store (classic-zod
// schemas, the anchor machine) loads only with a capsule to write
import { readAnchors } from '../../context/anchor-store.js';

export function activeAnchors(workspace: string): string[] {
  try {
    return readAnchors(workspace)
      .anchors.filter((a) => a.anchor.status === 'active')
      .map((a) => `[${a.anchor.id}] ${a.anchor.title}`);
  } catch {
    return [];
  }
}
