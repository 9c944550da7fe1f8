// sealOf(key, tree, meta) and isSealed(key, entry) — a snapshot's seal: an HMAC
// of its tree and metadata with the per-user ledger key, so a commit the agent
// plants under refs/wukong/snapshots/ (git lets anyone in the repository write
// refs) is never listed nor restored by `wukong undo`
// Pos: src/harness/undo; the key is src/platform/ledger/ledger-key.ts's, kept
// out of the agent's reach like the ledger's (self-protection, the sandbox)
// createHmac only: the hook bundle's node:crypto stand-in
// (src/hosts/cli/hook-crypto.ts) has no timingSafeEqual.
import { createHmac } from 'node:crypto';
import type {
  SnapshotEntry,
  SnapshotMeta,
} from '../../../policies/harness/undo/snapshot-record.js';

export function sealOf(
  key: Buffer,
  tree: string,
  meta: Omit<SnapshotMeta, 'seal'>,
): string {
  const { before, tool, reason, session, worktree, takenAt } = meta;
  return createHmac('sha256', key)
    .update('wukong.undo.snapshot\n')
    .update(
      JSON.stringify([
        tree,
        before,
        tool,
        reason,
        session ?? null,
        worktree,
        takenAt,
      ]),
    )
    .digest('hex');
}

export function isSealed(key: Buffer, entry: SnapshotEntry): boolean {
  const given = entry.meta.seal;
  if (given === undefined || !/^[0-9a-f]{64}$/.test(given)) return false;
  const want = sealOf(key, entry.tree, entry.meta);
  // Every character compared, whatever the first difference.
  let diff = 0;
  for (let i = 0; i < want.length; i++)
    diff |= want.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}
