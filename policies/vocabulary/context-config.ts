// ContextConfig — the `context` section of wukong.config.json: window, form
// thresholds, DCP strategies and protection, truncation, rescue
// Pos: policies/vocabulary, shared words; every default is a number of seed 002
// (DCP 配置文件, 形态切换) or seed 000 (三阶段上下文恢复)
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';

const ratio = (fallback: number) =>
  z._default(z.number().check(z.gt(0), z.lte(1.5)), fallback);
const turns = (fallback: number) =>
  z._default(z.number().check(z.int(), z.gte(0), z.lte(1000)), fallback);

/**
 * Seed 002 形态切换: < 50% expanded, 50–70% normal, 70–85% compact + reminder,
 * 85–95% DCP, > 95% archive.
 */
export const FormThresholds = lazySchema(() =>
  z.strictObject({
    normal: ratio(0.5),
    compact: ratio(0.7),
    prune: ratio(0.85),
    archive: ratio(0.95),
  }),
);
export type FormThresholds = z.infer<typeof FormThresholds>;

/** Seed 002 DCP 配置文件 (`auto_strategies`). */
export const DcpStrategies = lazySchema(() =>
  z.strictObject({
    deduplication: z._default(z.boolean(), true),
    supersedeWrites: z._default(z.boolean(), true),
    purgeErrors: z._default(z.boolean(), true),
    truncation: z._default(z.boolean(), true),
    /** Seed 002 ai_assisted.discard_enabled: ids the agent or user marked. */
    discard: z._default(z.boolean(), true),
  }),
);
export type DcpStrategies = z.infer<typeof DcpStrategies>;

/**
 * Seed 002 截断配置. The limit is seed 002's formula alone; seed 000 Stage 2's flat
 * 2000 characters is the aggressive preset's `maxChars`.
 */
export const TruncationConfig = lazySchema(() =>
  z.strictObject({
    /**
     * A flat cap in characters on top of the formula (head and tail kept, the
     * rest a marker saying how to get it back); unset in the seed preset.
     */
    maxChars: z.optional(
      z.number().check(z.int(), z.gte(200), z.lte(1_000_000)),
    ),
    /**
     * max_output = min(maxTokens, remaining_context × headroom), seed 002's
     * formula.
     */
    maxTokens: z._default(z.number().check(z.int(), z.gte(100)), 50_000),
    headroom: z._default(z.number().check(z.gt(0), z.lte(1)), 0.5),
    /** Glob outputs keep at most this many paths. */
    globMaxFiles: z._default(z.number().check(z.int(), z.gte(1)), 200),
    /**
     * Share of the kept characters taken from the head; the rest from the tail.
     */
    headShare: z._default(z.number().check(z.gt(0), z.lt(1)), 2 / 3),
  }),
);
export type TruncationConfig = z.infer<typeof TruncationConfig>;

/**
 * `seed` follows seed 002 to the letter (user turns protected, truncation by
 * the formula only); `aggressive` protects assistant steps and caps old outputs
 * at seed 000 Stage 2's 2000 characters (research note §5).
 */
export const DcpPreset = lazySchema(() => z.enum(['seed', 'aggressive']));
export type DcpPreset = z.infer<typeof DcpPreset>;

export const DcpConfig = lazySchema(() =>
  z.strictObject({
    preset: z._default(DcpPreset, 'seed'),
    strategies: z.prefault(DcpStrategies, {}),
    /**
     * Seed 002 turn_protection: the last N user turns (a human prompt and all the
     * work it started) are never pruned; `steps` counts assistant steps instead
     * (the aggressive preset, research note §5.2).
     */
    turnProtection: turns(4),
    protectionUnit: z._default(z.enum(['userTurns', 'steps']), 'userTurns'),
    purgeErrorsAfterTurns: turns(4),
    /**
     * Seed 000 受保护的工具 plus the other edit tools; Task and TodoWrite carry the
     * plan, the edit tools the history of changes.
     */
    protectedTools: z._default(z.array(z.string().check(z.minLength(1))), [
      'Task',
      'TodoWrite',
      'Edit',
      'Write',
      'MultiEdit',
      'NotebookEdit',
      'lsp_rename',
    ]),
    /**
     * Seed 002 `protected_patterns`: a pattern without a slash matches the file's
     * base name, one with a slash the whole path.
     */
    protectedFilePatterns: z._default(
      z.array(z.string().check(z.minLength(1))),
      ['*.md', 'anchors.md', 'requirements.md', 'design.md'],
    ),
    anchorProtection: z._default(z.boolean(), true),
    truncation: z.prefault(TruncationConfig, {}),
  }),
);
export type DcpConfig = z.infer<typeof DcpConfig>;

/** Seed 000 三阶段上下文恢复: 70% warn, 85% compress, 100% emergency; 可剪枝的工具及保留数量. */
export const RescueConfig = lazySchema(() =>
  z.strictObject({
    warn: ratio(0.7),
    compress: ratio(0.85),
    emergency: ratio(1.0),
    keepRecent: z._default(
      z.record(z.string(), z.number().check(z.int(), z.gte(0))),
      { Glob: 3, Grep: 3, Read: 5, Bash: 3, WebSearch: 2, WebFetch: 2 },
    ),
    /**
     * Stage 3 aims to cut this share of the prunable messages (更激进的 DCP, 目标削减
     * 70%).
     */
    emergencyTarget: z._default(z.number().check(z.gt(0), z.lt(1)), 0.7),
  }),
);
export type RescueConfig = z.infer<typeof RescueConfig>;

export const ContextConfig = lazySchema(() =>
  z.strictObject({
    /** The model's context window in tokens (Claude: 200k). */
    window: z._default(z.number().check(z.int(), z.gte(1000)), 200_000),
    /** Real Claude tokens ≈ 1.10 × o200k (research note §4). */
    claudeTokenFactor: z._default(z.number().check(z.gte(0.5), z.lte(3)), 1.1),
    thresholds: z.prefault(FormThresholds, {}),
    dcp: z.prefault(DcpConfig, {}),
    rescue: z.prefault(RescueConfig, {}),
    /**
     * An anchor not matched for this many days is marked ⚠️ 待验证 when the store is
     * reviewed.
     */
    anchorStaleAfterDays: z._default(z.number().check(z.int(), z.gte(1)), 90),
  }),
);
export type ContextConfig = z.infer<typeof ContextConfig>;
