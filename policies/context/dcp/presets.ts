// resolvePreset — the DCP settings a preset stands for: `seed` as configured
// (seed 002 to the letter), `aggressive` with assistant-step protection and
// seed 000 Stage 2's flat 2000-character cap on old outputs
// Pos: policies/context/dcp, read once by the planner; a preset only fills in
// what it names, every other setting stays the workspace's
import type { DcpConfig } from '../../vocabulary/context-config.js';

/** Seed 000 Stage 2: 单个工具输出限制 2000 字符. */
export const AGGRESSIVE_MAX_CHARS = 2000;

export function resolvePreset(dcp: DcpConfig): DcpConfig {
  if (dcp.preset !== 'aggressive') return dcp;
  return {
    ...dcp,
    protectionUnit: 'steps',
    truncation: {
      ...dcp.truncation,
      maxChars: dcp.truncation.maxChars ?? AGGRESSIVE_MAX_CHARS,
    },
  };
}
