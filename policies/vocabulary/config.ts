// Input: zod; ./context-config (the Ruyi section)
// Output: WukongConfig — the schema of wukong.config.json with every default from the seeds — and its sections
// Pos: policies/vocabulary, shared words; loading the file and naming bad fields is src/config. Later work adds sections
import { z } from 'zod';
import { ContextConfig } from './context-config.js';

const limit = (fallback: number) => z.number().int().min(1).max(20).default(fallback);

/** Seed 001: 第 3 次失败 → 升级; 回溯 3 次 → 升级; 单文件、少于 20 行 may skip 慧. */
export const PipelineConfig = z.strictObject({
  retryLimit: limit(3),
  backtrackLimit: limit(3),
  redoLimit: limit(3),
  smallFixMaxLines: z.number().int().min(1).max(1000).default(20),
});
export type PipelineConfig = z.infer<typeof PipelineConfig>;

export const WukongConfig = z.strictObject({
  $schema: z.string().optional(),
  pipeline: PipelineConfig.prefault({}),
  context: ContextConfig.prefault({}),
});
export type WukongConfig = z.infer<typeof WukongConfig>;
export type WukongConfigInput = z.input<typeof WukongConfig>;

export const defaultConfig = (): WukongConfig => WukongConfig.parse({});
