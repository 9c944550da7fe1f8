// Input: zod
// Output: ContextConfig — the `context` section of wukong.config.json: window, form thresholds, DCP strategies and protection, truncation, rescue
// Pos: policies/vocabulary, shared words; every default is a number of seed 002 (DCP 配置文件, 形态切换) or seed 000 (三阶段上下文恢复)
import * as z from 'zod';

const ratio = (fallback: number) => z.number().gt(0).max(1.5).default(fallback);
const turns = (fallback: number) => z.number().int().min(0).max(1000).default(fallback);

/** Seed 002 形态切换: < 50% expanded, 50–70% normal, 70–85% compact + reminder, 85–95% DCP, > 95% archive. */
export const FormThresholds = z.strictObject({
  normal: ratio(0.5),
  compact: ratio(0.7),
  prune: ratio(0.85),
  archive: ratio(0.95),
});
export type FormThresholds = z.infer<typeof FormThresholds>;

/** Seed 002 DCP 配置文件 (`auto_strategies`). */
export const DcpStrategies = z.strictObject({
  deduplication: z.boolean().default(true),
  supersedeWrites: z.boolean().default(true),
  purgeErrors: z.boolean().default(true),
  truncation: z.boolean().default(true),
});
export type DcpStrategies = z.infer<typeof DcpStrategies>;

/** Seed 002 截断配置 and seed 000 Stage 2 (单个工具输出限制 2000 字符). */
export const TruncationConfig = z.strictObject({
  /** Characters of an old output kept (head and tail); the rest becomes a marker saying how to get it back. */
  maxChars: z.number().int().min(200).max(1_000_000).default(2000),
  /** max_output = min(maxTokens, remaining_context × headroom), seed 002's formula. */
  maxTokens: z.number().int().min(100).default(50_000),
  headroom: z.number().gt(0).max(1).default(0.5),
  /** Glob outputs keep at most this many paths. */
  globMaxFiles: z.number().int().min(1).default(200),
  /** Share of the kept characters taken from the head; the rest from the tail. */
  headShare: z.number().gt(0).lt(1).default(2 / 3),
});
export type TruncationConfig = z.infer<typeof TruncationConfig>;

export const DcpConfig = z.strictObject({
  strategies: DcpStrategies.prefault({}),
  /** Protection unit: assistant steps (one API response), not user messages (research note §5.2). */
  turnProtection: turns(4),
  purgeErrorsAfterTurns: turns(4),
  /** Seed 000 受保护的工具 plus the other edit tools; Task and TodoWrite carry the plan, the edit tools the history of changes. */
  protectedTools: z.array(z.string().min(1)).default(['Task', 'TodoWrite', 'Edit', 'Write', 'MultiEdit', 'NotebookEdit', 'lsp_rename']),
  /** Seed 002 `protected_patterns`: a pattern without a slash matches the file's base name, one with a slash the whole path. */
  protectedFilePatterns: z.array(z.string().min(1)).default(['*.md', 'anchors.md', 'requirements.md', 'design.md']),
  anchorProtection: z.boolean().default(true),
  truncation: TruncationConfig.prefault({}),
});
export type DcpConfig = z.infer<typeof DcpConfig>;

/** Seed 000 三阶段上下文恢复: 70% warn, 85% compress, 100% emergency; 可剪枝的工具及保留数量. */
export const RescueConfig = z.strictObject({
  warn: ratio(0.7),
  compress: ratio(0.85),
  emergency: ratio(1.0),
  keepRecent: z.record(z.string(), z.number().int().min(0)).default({ Glob: 3, Grep: 3, Read: 5, Bash: 3, WebSearch: 2, WebFetch: 2 }),
  /** Stage 3 aims to cut this share of the prunable messages (更激进的 DCP, 目标削减 70%). */
  emergencyTarget: z.number().gt(0).lt(1).default(0.7),
});
export type RescueConfig = z.infer<typeof RescueConfig>;

export const ContextConfig = z.strictObject({
  /** The model's context window in tokens (Claude: 200k). */
  window: z.number().int().min(1000).default(200_000),
  /** Real Claude tokens ≈ 1.10 × o200k (research note §4). */
  claudeTokenFactor: z.number().min(0.5).max(3).default(1.1),
  thresholds: FormThresholds.prefault({}),
  dcp: DcpConfig.prefault({}),
  rescue: RescueConfig.prefault({}),
  /** An anchor not matched for this many days is marked ⚠️ 待验证 when the store is reviewed. */
  anchorStaleAfterDays: z.number().int().min(1).default(90),
});
export type ContextConfig = z.infer<typeof ContextConfig>;
