// AnchorEntry (one stored anchor: the ADR, why it was written, its lifecycle)
// and AnchorIndex (anchors.json)
// Pos: policies/context/anchors, the shape of the JSON index beside anchors.md;
// the Markdown is rendered from it, never parsed back
import * as z from 'zod';
import { Anchor } from '../../vocabulary/anchor.js';
import { SelfCheck } from './anchor-draft.js';
import { AnchorLifecycle, AnchorStage } from './anchor-lifecycle.js';
import { lazySchema } from '../../vocabulary/lazy-schema.js';

export const AnchorEntry = lazySchema(() =>
  z.strictObject({
    anchor: Anchor,
    keywords: z.array(z.string()),
    threshold: z.strictObject({
      repeat: z.number().int().positive(),
      highImpact: z.boolean(),
      reusable: z.boolean(),
      reasons: z.array(z.string()).min(1),
    }),
    selfCheck: SelfCheck,
    source: z.string(),
    stage: AnchorStage,
    lifecycle: AnchorLifecycle,
  }),
);
export type AnchorEntry = z.infer<typeof AnchorEntry>;

export const AnchorIndex = lazySchema(() =>
  z.strictObject({
    version: z.literal(1),
    /**
     * SHA-256 of the anchors.md this index renders, and of the one before it (a
     * crash between the two writes leaves that one).
     */
    mdSha256: z.string(),
    previousMdSha256: z.string().nullable(),
    /**
     * The language anchors.md is written in: a writer that is not told one
     * (a hook's 识 pass, a lifecycle event) keeps it. Absent in older indexes.
     */
    lang: z.enum(['en', 'zh']).optional(),
    anchors: z.array(AnchorEntry),
  }),
);
export type AnchorIndex = z.infer<typeof AnchorIndex>;
