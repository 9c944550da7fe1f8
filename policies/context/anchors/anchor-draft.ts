// AnchorDraft (what `wukong anchors add` takes), REQUIRED_FIELDS and
// missingRequiredFields — the six ADR fields, named when absent
// Pos: policies/context/anchors, the input contract of the Alaya store; an
// anchor without Decision, Alternatives, Why, Impact, Verification and Rollback
// is refused before anything else is looked at (seed 002 必须字段)
import * as z from 'zod';
import { AnchorType } from '../../vocabulary/anchor.js';
import { lazySchema } from '../../vocabulary/lazy-schema.js';

const Text = lazySchema(() => z.string().trim().min(1));
const TextOrList = lazySchema(() => z.union([Text, z.array(Text).min(1)]));

export const AlternativeOption = lazySchema(() =>
  z.strictObject({
    option: Text,
    pros: z.string().default(''),
    cons: z.string().default(''),
  }),
);
export type AlternativeOption = z.infer<typeof AlternativeOption>;

/** Seed 002 写入前自检: any yes writes, three noes keep it in the session only. */
export const SelfCheck = lazySchema(() =>
  z.strictObject({
    /** 这个决策/约束会影响未来的决策吗？ */
    affectsFuture: z.boolean(),
    /** 下次遇到类似情况，这个信息有参考价值吗？ */
    referenceValue: z.boolean(),
    /** 如果不记录，会导致重复讨论或重复犯错吗？ */
    preventsRepeat: z.boolean(),
  }),
);
export type SelfCheck = z.infer<typeof SelfCheck>;

/** The self-check's questions; their words are the catalog's ctx.anchor.<key>. */
export const SELF_CHECK_KEYS: ReadonlyArray<keyof SelfCheck> = [
  'affectsFuture',
  'referenceValue',
  'preventsRepeat',
];

export const AnchorDraft = lazySchema(() =>
  z.strictObject({
    type: AnchorType,
    title: Text,
    decision: Text,
    alternatives: z.union([
      Text,
      z.array(z.union([Text, AlternativeOption])).min(1),
    ]),
    why: TextOrList,
    impact: TextOrList,
    verification: TextOrList,
    rollback: TextOrList,
    status: z.enum(['active', 'unverified']).default('active'),
    /**
     * 识写入门槛: how often the subject came up (this time included), and whether it
     * is high-impact or reusable.
     */
    repeat: z.number().int().positive().default(1),
    highImpact: z.boolean().default(false),
    reusable: z.boolean().default(false),
    selfCheck: SelfCheck,
    source: z.string().default('wukong anchors add'),
    keywords: z.array(Text).default([]),
  }),
);
export type AnchorDraft = z.infer<typeof AnchorDraft>;
export type AnchorDraftInput = z.input<typeof AnchorDraft>;

export const REQUIRED_FIELDS = [
  ['decision', 'Decision'],
  ['alternatives', 'Alternatives'],
  ['why', 'Why'],
  ['impact', 'Impact'],
  ['verification', 'Verification'],
  ['rollback', 'Rollback'],
] as const;

const blank = (v: unknown): boolean =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && (v.length === 0 || v.every(blank)));

/**
 * The ADR fields a raw draft lacks (absent, empty or blank), in the seed's
 * order.
 */
export function missingRequiredFields(
  raw: unknown,
): Array<(typeof REQUIRED_FIELDS)[number]> {
  const obj =
    raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return REQUIRED_FIELDS.filter(([key]) => blank(obj[key]));
}
