// STRICTNESS_LEVELS and THROTTLE_RULE_IDS — the throttle's strictness levels
// and the rules that exist (seed 003 §4, §7.1, §7.2), as plain lists
// Pos: policies/vocabulary, shared words without a schema library: throttle.ts
// (classic zod) and config.ts (zod/mini) each build their enum from them, so
// loading the configuration does not load every throttle schema
export const STRICTNESS_LEVELS = ['low', 'medium', 'high'] as const;

/**
 * Every rule the engine knows (seed 003 §4, §7.1, §7.2; §7.3 names no id, so
 * the Thinking Tax signal takes R004).
 */
export const THROTTLE_RULE_IDS = [
  'R001_PLAN_EXEC_REASONING',
  'R002_AGENT_REDESIGN',
  'R003_DEBUG_REFACTOR',
  'R004_THINKING_TAX',
  'R101_DOC_DRIFT_SENTINEL',
] as const;
