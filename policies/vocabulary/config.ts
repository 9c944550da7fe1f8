// WukongConfig — the schema of wukong.config.json with every default from the
// seeds — and its sections (pipeline, throttle, context, hooks, loop, body,
// gate, mcp, sandbox, undo, telemetry); configDefaults(), every default parsed
// once from the schema (freshConfigDefaults: a mutable copy, its text baked in
// by the build); ruleEngineConfig, cooldownMsOf
// Pos: policies/vocabulary, shared words and the one source of every default
// limit (a machine fills what its input leaves out from configDefaults(), never
// from a literal of its own); loading the file and naming bad fields is
// src/platform/config. Each feature adds its section here
import en from 'zod/v4/locales/en.js';
import * as z from 'zod/mini';
import { ContextConfig } from './context-config.js';
import { GateConfig, McpConfig } from './gate-config.js';
import { BodyConfig, LoopConfig } from './loop-config.js';
import { SandboxConfig } from './sandbox-config.js';
import { TelemetryConfig } from './telemetry-config.js';
import { UndoConfig } from './undo-config.js';
import type { RuleEngineConfig } from './throttle.js';
import { STRICTNESS_LEVELS, THROTTLE_RULE_IDS } from './throttle-ids.js';
import { lazySchema } from './lazy-schema.js';

// The throttle's enums built here from the plain lists (zod/mini, as the rest
// of this file), not imported from throttle.ts, whose classic-zod schemas every
// hook would then build for these two.
const Strictness = lazySchema(() => z.enum(STRICTNESS_LEVELS));
const ThrottleRuleId = lazySchema(() => z.enum(THROTTLE_RULE_IDS));

// zod/mini sets no messages of its own: the English ones classic zod sets on
// import, so a bad field reads the same.
z.config(en());

const limit = (fallback: number) =>
  z._default(z.number().check(z.int(), z.gte(1), z.lte(20)), fallback);

/** Seed 001: 第 3 次失败 → 升级; 回溯 3 次 → 升级; 单文件、少于 20 行 may skip 慧. */
export const PipelineConfig = lazySchema(() =>
  z.strictObject({
    retryLimit: limit(3),
    backtrackLimit: limit(3),
    redoLimit: limit(3),
    smallFixMaxLines: z._default(
      z.number().check(z.int(), z.gte(1), z.lte(1000)),
      20,
    ),
  }),
);
export type PipelineConfig = z.infer<typeof PipelineConfig>;

const words = (fallback: string[]) =>
  z._default(z.array(z.string().check(z.trim(), z.minLength(1))), fallback);

/**
 * Seed 003 §9 (默认配置 v0.1), field for field, as defaults; plus the two numbers
 * of §5.2 (冷却 5 分钟, 连续 continue ≥ 3 次). `rules` names only known rule ids; a
 * rule it does not name keeps its own default (R101 Doc Drift Sentinel is
 * opt-in, §7.2 "可选").
 */
export const ThrottleConfig = lazySchema(() =>
  z.strictObject({
    enabled: z._default(z.boolean(), true),
    strictness: z._default(Strictness, 'medium'),
    reasoningModelIds: words([
      'claude-opus',
      'claude-4.5-opus',
      'o1',
      'grok-4',
    ]),
    keywords: z.prefault(
      z.strictObject({
        exec: words([
          '写代码',
          '实现',
          '生成代码',
          '补全代码',
          '改代码',
          '直接给代码',
          'apply diff',
          'patch',
          'implement',
          'write code',
          'generate code',
          'code it',
          'edit the file',
        ]),
        decision: words(['方案', '取舍', 'tradeoff', 'design']),
        debug: words(['报错', '复现', 'stack trace', 'repro']),
        refactor: words(['重构', 'refactor', 'redesign', 'architecture']),
      }),
      {},
    ),
    rules: z._default(
      z.partialRecord(
        ThrottleRuleId,
        z.strictObject({
          enabled: z._default(z.boolean(), true),
          muted: z._default(z.boolean(), false),
        }),
      ),
      {
        R001_PLAN_EXEC_REASONING: { enabled: true, muted: false },
      },
    ),
    /** §5.2 同一规则在 5 分钟内最多提示一次. */
    cooldownMinutes: z._default(z.number().check(z.gte(0), z.lte(24 * 60)), 5),
    /** §5.2 若用户连续选择 continue ≥ 3 次，可将 severity 降为 info. */
    continuesToInfo: z._default(
      z.number().check(z.int(), z.gte(1), z.lte(100)),
      3,
    ),
  }),
);
export type ThrottleConfig = z.infer<typeof ThrottleConfig>;

/**
 * The part of the throttle section that is seed 003's RuleEngineConfig (what
 * `evaluate` reads).
 */
export function ruleEngineConfig(section: ThrottleConfig): RuleEngineConfig {
  const rules: RuleEngineConfig['rules'] = {};
  for (const [id, rule] of Object.entries(section.rules))
    if (rule) rules[id] = { ...rule };
  return {
    enabled: section.enabled,
    strictness: section.strictness,
    reasoningModelIds: [...section.reasoningModelIds],
    keywords: { ...section.keywords },
    rules,
  };
}
/**
 * §5.2's cooldown as the throttle machine counts it: the section's minutes in
 * ms.
 */
export const cooldownMsOf = (
  section: Pick<ThrottleConfig, 'cooldownMinutes'>,
): number => Math.round(section.cooldownMinutes * 60_000);

/**
 * Claude Code hooks: how the adapter answers (research/peers.md §1: Claude Code
 * overrides a Stop hook after 8 blocks).
 */
export const HooksConfig = lazySchema(() =>
  z.strictObject({
    /**
     * Answer `allow` when no policy objects (default: no decision, Claude Code's
     * own rules apply).
     */
    allowWhenPassed: z._default(z.boolean(), false),
    /**
     * Consecutive Stop (or SubagentStop) blocks before the stop is let through
     * with a message; below Claude Code's cap of 8.
     */
    stopBlockLimit: z._default(
      z.number().check(z.int(), z.gte(1), z.lte(7)),
      3,
    ),
    /** Every delegation (Task/Agent) must name one of the six avatars. */
    requireAvatar: z._default(z.boolean(), false),
    /**
     * The track a sub-agent's final output is checked against at SubagentStop
     * (full contract unless direct).
     */
    subagentTrack: z._default(
      z.enum(['feature', 'fix', 'refactor', 'direct']),
      'feature',
    ),
    /**
     * A resident `wukong serve` answers hooks over a Unix socket; off means every
     * hook runs in its own process.
     */
    daemon: z._default(z.boolean(), true),
    /** The resident process exits after this many idle minutes. */
    daemonIdleMinutes: z._default(
      z.number().check(z.int(), z.gte(1), z.lte(24 * 60)),
      30,
    ),
  }),
);
export type HooksConfig = z.infer<typeof HooksConfig>;

export const WukongConfig = lazySchema(() =>
  z.strictObject({
    $schema: z.optional(z.string()),
    /**
     * The language of user-facing text (hook reasons, notices, the CHECKPOINT
     * brief, the verify report): auto follows the locale (LC_ALL, LC_MESSAGES,
     * LANG: zh… → Chinese), else English. `body.language` is its deprecated
     * alias, read when this is auto.
     */
    language: z._default(z.enum(['auto', 'en', 'zh']), 'auto'),
    pipeline: z.prefault(PipelineConfig, {}),
    throttle: z.prefault(ThrottleConfig, {}),
    context: z.prefault(ContextConfig, {}),
    hooks: z.prefault(HooksConfig, {}),
    loop: z.prefault(LoopConfig, {}),
    body: z.prefault(BodyConfig, {}),
    gate: z.prefault(GateConfig, {}),
    mcp: z.prefault(McpConfig, {}),
    sandbox: z.prefault(SandboxConfig, {}),
    undo: z.prefault(UndoConfig, {}),
    telemetry: z.prefault(TelemetryConfig, {}),
  }),
);
export type WukongConfig = z.infer<typeof WukongConfig>;
export type WukongConfigInput = z.input<typeof WukongConfig>;

type DeepReadonly<T> = T extends (infer E)[]
  ? ReadonlyArray<DeepReadonly<E>>
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
}

/**
 * `JSON.stringify(WukongConfig.parse({}))`, baked in by scripts/build.mjs
 * (which checks it parses back to the same value); undefined when running from
 * the sources.
 */
declare const __WUKONG_CONFIG_DEFAULTS__: string | undefined;

/**
 * A fresh, mutable `WukongConfig.parse({})`: from the text the build baked in
 * when there is one (a cold hook in a workspace without wukong.config.json then
 * neither builds the config schema nor runs it, ~3 ms), else parsed.
 */
export const freshConfigDefaults = (): WukongConfig =>
  typeof __WUKONG_CONFIG_DEFAULTS__ === 'string'
    ? (JSON.parse(__WUKONG_CONFIG_DEFAULTS__) as WukongConfig)
    : WukongConfig.parse({});

let defaults: DeepReadonly<WukongConfig> | undefined;

/**
 * Every default of wukong.config.json, `WukongConfig.parse({})` parsed once and
 * frozen: the one source of a default limit. Where a caller gives no value (a
 * machine's input without limits, a test), the default comes from here; a
 * loaded configuration is passed down by the process entry instead
 * (src/platform/config/load-config.ts).
 */
export const configDefaults = (): DeepReadonly<WukongConfig> =>
  (defaults ??= deepFreeze(freshConfigDefaults()));
