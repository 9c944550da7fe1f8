// readManagedPolicy(env) and applyManagedPolicy(config, managed) — the
// organisation's managed policy read from /etc/wukong/managed-policy.json (or,
// only where that file does not exist, WUKONG_MANAGED_POLICY) and laid over
// the repository's config, which can only tighten it: a weakening is ignored
// and listed; managedPolicyOf(config) for the gate registry and the reports
// Pos: src/platform/config, the one place the managed policy meets the
// repository config (load-config.ts calls it); a malformed managed file is a
// UsageError, so a hook fails closed rather than run without it
import type { WukongConfig } from '../../../policies/vocabulary/config.js';
import type { AllowingPolicy } from '../../../policies/vocabulary/managed-policy.js';
import {
  ManagedPolicy,
  REPOSITORY_ALLOWS,
} from '../../../policies/vocabulary/managed-policy.js';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { UsageError, zodErrorSaid } from '../errors/usage-error.js';
import { readTextIfExists } from '../store/atomic-file.js';

type Env = Readonly<Record<string, string | undefined>>;

export const MANAGED_POLICY_PATH = '/etc/wukong/managed-policy.json';
export const MANAGED_POLICY_ENV = 'WUKONG_MANAGED_POLICY';

export interface ManagedRead {
  path: string;
  /** undefined: no file there. */
  text: string | undefined;
}

/**
 * Where the managed policy is read from. The system file wins whenever it
 * exists: the variable (for tests and for machines without /etc/wukong) can
 * never replace a distributed policy, so a repository's
 * `.claude/settings.json` `env` cannot switch it off.
 */
export function readManagedPolicy(env: Env): ManagedRead {
  const system = readTextIfExists(MANAGED_POLICY_PATH);
  if (system !== undefined) return { path: MANAGED_POLICY_PATH, text: system };
  const override = env[MANAGED_POLICY_ENV];
  if (override) return { path: override, text: readTextIfExists(override) };
  return { path: MANAGED_POLICY_PATH, text: undefined };
}

export interface AppliedManagedPolicy {
  path: string;
  policy: ManagedPolicy;
  /** Each repository setting ignored because it weakened the policy. */
  ignored: string[];
}

const applied = new WeakMap<object, AppliedManagedPolicy>();

/** The managed policy behind a loaded config, if one applies. */
export const managedPolicyOf = (
  config: WukongConfig,
): AppliedManagedPolicy | undefined => applied.get(config);

export function parseManagedPolicy(
  read: ManagedRead,
): ManagedPolicy | undefined {
  if (read.text === undefined) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(read.text);
  } catch (error) {
    throw new UsageError(
      fragment('error.config.managed-not-json', {
        file: read.path,
        error: (error as Error).message,
      }),
    );
  }
  const parsed = ManagedPolicy.safeParse(raw);
  if (!parsed.success)
    throw new UsageError(zodErrorSaid(parsed.error, read.path, ManagedPolicy));
  return parsed.data;
}

const ENFORCE_RANK = { off: 0, warn: 1, enforce: 2 } as const;

/** The repository value at a dotted key of REPOSITORY_ALLOWS, and its reset. */
function resetAllow(config: WukongConfig, key: string): unknown {
  switch (key) {
    case 'gate.fetch.allowLocal': {
      const was = config.gate.fetch.allowLocal;
      config.gate.fetch.allowLocal = [];
      return was.length ? was : undefined;
    }
    case 'sandbox.network.allow': {
      const was = config.sandbox.network.allow;
      config.sandbox.network.allow = [];
      return was.length ? was : undefined;
    }
    case 'sandbox.exclude': {
      const was = config.sandbox.exclude;
      config.sandbox.exclude = [];
      return was.length ? was : undefined;
    }
    case 'mcp.tools': {
      const was = config.mcp.tools;
      config.mcp.tools = {};
      return Object.keys(was).length ? was : undefined;
    }
    case 'loop.verify.commands': {
      const was = config.loop.verify.commands;
      config.loop.verify.commands = [];
      return was.length ? was : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Lays the managed policy over `config` (changed in place: it was just parsed
 * for this call) and remembers it for managedPolicyOf.
 */
export function applyManagedPolicy(
  config: WukongConfig,
  policy: ManagedPolicy,
  path: string,
): WukongConfig {
  const ignored: string[] = [];
  if (
    policy.body &&
    ENFORCE_RANK[config.body.enforce] < ENFORCE_RANK[policy.body.enforce]
  ) {
    ignored.push(
      `body.enforce "${config.body.enforce}" (the managed policy pins at least "${policy.body.enforce}")`,
    );
    config.body.enforce = policy.body.enforce;
  }
  if (policy.sandbox?.required && config.sandbox.mode !== 'required') {
    ignored.push(
      `sandbox.mode "${config.sandbox.mode}" (the managed policy requires the sandbox)`,
    );
    config.sandbox.mode = 'required';
  }
  if (policy.telemetry?.endpoint) {
    if (
      config.telemetry.endpoint !== undefined &&
      config.telemetry.endpoint !== policy.telemetry.endpoint
    )
      ignored.push(
        `telemetry.endpoint "${config.telemetry.endpoint}" (the managed policy sets ${policy.telemetry.endpoint})`,
      );
    config.telemetry.endpoint = policy.telemetry.endpoint;
  }
  if (policy.telemetry?.serviceName)
    config.telemetry.serviceName = policy.telemetry.serviceName;
  for (const name of policy.forbidRepositoryAllows as AllowingPolicy[])
    for (const key of REPOSITORY_ALLOWS[name]) {
      const was = resetAllow(config, key);
      if (was !== undefined)
        ignored.push(
          `${key} ${JSON.stringify(was)} (the managed policy forbids repository allows for ${name})`,
        );
    }
  applied.set(config, { path, policy, ignored });
  return config;
}
