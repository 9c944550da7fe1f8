// LoopConfig (the `loop` section: budget per segment, stuck detector, verify
// allow-list, TDD default) and BodyConfig (the `body` section: body.enforce and
// seed 000's L3 limits)
// Pos: policies/vocabulary, configuration words of the loop kernel and the
// body's self-check; read by src/platform/config, enforced by
// policies/harness/loop, policies/harness/verify, policies/harness/body
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';

const positive = (fallback: number) =>
  z._default(z.number().check(z.int(), z.positive()), fallback);

/**
 * One budget segment (seed 004 LoopBudget). A user's "continue" opens another
 * of the same size, never an endless one.
 */
export const LoopBudgetConfig = lazySchema(() =>
  z.strictObject({
    maxTurns: positive(200),
    maxToolCalls: positive(400),
    maxVerifyAttempts: positive(30),
    /** Four hours of one segment. */
    maxWallClockMs: positive(4 * 60 * 60 * 1000),
    /** Characters of tool output the segment may pull into the context. */
    maxContextChars: positive(2_000_000),
    maxDelegations: z._default(z.number().check(z.int(), z.nonnegative()), 30),
  }),
);

export const LoopConfig = lazySchema(() =>
  z.strictObject({
    budget: z.prefault(LoopBudgetConfig, {}),
    /** The same failure, tool call or question this many times → stuck. */
    stuckThreshold: z._default(
      z.number().check(z.int(), z.gte(2), z.lte(20)),
      3,
    ),
    /**
     * How many recent observations the stuck detector looks at for repeated
     * failures.
     */
    stuckWindow: z._default(
      z.number().check(z.int(), z.gte(2), z.lte(100)),
      10,
    ),
    verify: z.prefault(
      z.strictObject({
        /**
         * Package scripts a verification may run; null: any script package.json
         * defines.
         */
        scripts: z._default(
          z.nullable(z.array(z.string().check(z.minLength(1)))),
          null,
        ),
        /**
         * Exact commands allowed besides package scripts (e.g. "cargo test"),
         * compared word for word after parsing.
         */
        commands: z._default(z.array(z.string().check(z.minLength(1))), []),
      }),
      {},
    ),
    /** Runs started without --tdd / --no-tdd take this. */
    tdd: z._default(z.boolean(), false),
  }),
);
export type LoopConfig = z.infer<typeof LoopConfig>;

/**
 * Seed 000 §本体越界检查: off, warn (notes and ledger only; the default, so nothing
 * that worked starts blocking), enforce (驳回 → deny).
 */
export const BodyEnforce = lazySchema(() => z.enum(['off', 'warn', 'enforce']));
export type BodyEnforce = z.infer<typeof BodyEnforce>;

export const BodyConfig = lazySchema(() =>
  z.strictObject({
    enforce: z._default(BodyEnforce, 'warn'),
    /** 代码修改 >10行 must be delegated to the body avatar. */
    maxLines: z._default(z.number().check(z.int(), z.gte(1), z.lte(1000)), 10),
    /** 读取 1-2 个文件 is allowed; more is exploration for the eye. */
    maxReads: z._default(z.number().check(z.int(), z.gte(0), z.lte(100)), 2),
    /** 单次 Glob/Grep is allowed. */
    maxSearches: z._default(z.number().check(z.int(), z.gte(0), z.lte(100)), 1),
    /**
     * Deprecated alias of the top-level `language` (read only when that is
     * auto): it once chose the CHECKPOINT brief's language alone.
     */
    language: z._default(z.enum(['auto', 'zh', 'en']), 'auto'),
  }),
);
export type BodyConfig = z.infer<typeof BodyConfig>;
