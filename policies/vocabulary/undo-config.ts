// UndoConfig — the `undo` section of wukong.config.json: whether PreToolUse
// snapshots the working tree before destroying calls, and how many snapshots
// (and how old) are kept
// Pos: policies/vocabulary, configuration words of policies/harness/undo; read
// by src/platform/config, applied by src/harness/undo
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';

export const UndoConfig = lazySchema(() =>
  z.strictObject({
    /** Snapshot before deletes, rewrites and edits of uncommitted files. */
    enabled: z._default(z.boolean(), true),
    /** The newest this many snapshots are kept; older ones are pruned. */
    keep: z._default(z.number().check(z.int(), z.gte(1), z.lte(10_000)), 100),
    /** Snapshots older than this many days are pruned (the newest never). */
    maxAgeDays: z._default(z.number().check(z.gte(0.001), z.lte(3650)), 14),
  }),
);
export type UndoConfig = z.infer<typeof UndoConfig>;
