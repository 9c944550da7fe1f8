// AnchorType, AnchorStatus, Anchor (the ADR of seed 002) and AnchorCandidate
// (what 慧 proposes to 识)
// Pos: policies/vocabulary, shared words; the store is
// src/context/anchor-store.ts, its rules policies/context/anchors/, its
// lifecycle machines/anchor.machine.ts
import * as z from 'zod';
import { lazySchema } from './lazy-schema.js';

/** Seed 002's prefixes: Decision, Constraint, Interface, Problem, User preference, pattern (Model),
 *  CheckList, Domain Note. */
export const AnchorType = lazySchema(() =>
  z.enum(['D', 'C', 'I', 'P', 'U', 'M', 'CK', 'DN']),
);
export type AnchorType = z.infer<typeof AnchorType>;

export const AnchorStatus = lazySchema(() =>
  z.enum(['active', 'unverified', 'obsolete']),
);
export type AnchorStatus = z.infer<typeof AnchorStatus>;

export const AnchorId = z
  .string()
  .regex(
    /^(D|C|I|P|U|M|CK|DN)\d{3,}$/,
    'an anchor id is a type prefix and 3+ digits, e.g. D001',
  );

/** The six fields seed 002 requires even in compact form. */
export const Anchor = lazySchema(() =>
  z.strictObject({
    id: AnchorId,
    type: AnchorType,
    title: z.string().min(1),
    date: z.string().min(1),
    status: AnchorStatus,
    decision: z.string().min(1),
    alternatives: z.string().min(1),
    why: z.string().min(1),
    impact: z.string().min(1),
    verification: z.string().min(1),
    rollback: z.string().min(1),
  }),
);
export type Anchor = z.infer<typeof Anchor>;

/**
 * What 慧 extracts and 识's write threshold judges (seed 001 识写入门槛, seed 002
 * 写入规则).
 */
export const AnchorCandidate = lazySchema(() =>
  z.strictObject({
    type: AnchorType,
    title: z.string().min(1),
    why: z.string(),
    /** How many times this subject has come up, this occurrence included. */
    repeat: z.number().int().positive(),
    highImpact: z.boolean(),
    reusable: z.boolean(),
    source: z.string(),
  }),
);
export type AnchorCandidate = z.infer<typeof AnchorCandidate>;
