// loadConfig — the workspace's wukong.config.json (or .wukong/config.json)
// validated, every default filled in, the managed policy laid over it;
// readConfigTexts + configFromTexts, its two halves (the resident daemon keeps
// the result while the texts stay the same)
// Pos: src/platform/config, the one reader of configuration; a bad file is a
// UsageError naming the field and what is allowed, never a silent default
import { join } from 'node:path';
import {
  freshConfigDefaults,
  WukongConfig,
} from '../../../policies/vocabulary/config.js';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { UsageError, zodErrorSaid } from '../errors/usage-error.js';
import { readTextIfExists } from '../store/atomic-file.js';
import type { AppliedManagedPolicy, ManagedRead } from './managed-policy.js';
import {
  applyManagedPolicy,
  managedPolicyOf,
  parseManagedPolicy,
  readManagedPolicy,
} from './managed-policy.js';

export const CONFIG_FILES = [
  'wukong.config.json',
  join('.wukong', 'config.json'),
] as const;

export interface LoadedConfig {
  config: WukongConfig;
  /** The file it came from, or null when every value is a default. */
  source: string | null;
  /** The managed policy laid over it, and what of the file it ignored. */
  managed?: AppliedManagedPolicy;
}

export function loadConfig(
  workspace: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): LoadedConfig {
  return configFromTexts(
    workspace,
    readConfigTexts(workspace),
    readManagedPolicy(env),
  );
}

/**
 * The text of each config file in search order, read up to the first that
 * exists (undefined: missing).
 */
export function readConfigTexts(workspace: string): Array<string | undefined> {
  const texts: Array<string | undefined> = [];
  for (const name of CONFIG_FILES) {
    const text = readTextIfExists(join(workspace, name));
    texts.push(text);
    if (text !== undefined) break;
  }
  return texts;
}

/**
 * What loadConfig makes of the texts readConfigTexts read: a pure function of
 * them, so a caller may keep it while they stay the same.
 */
export function configFromTexts(
  workspace: string,
  texts: ReadonlyArray<string | undefined>,
  managed?: ManagedRead,
): LoadedConfig {
  const loaded = repositoryConfig(workspace, texts);
  const policy = managed && parseManagedPolicy(managed);
  if (!policy || !managed) return loaded;
  const config = applyManagedPolicy(loaded.config, policy, managed.path);
  return { ...loaded, config, managed: managedPolicyOf(config) };
}

function repositoryConfig(
  workspace: string,
  texts: ReadonlyArray<string | undefined>,
): LoadedConfig {
  for (const [i, text] of texts.entries()) {
    if (text === undefined) continue;
    const path = join(workspace, CONFIG_FILES[i] as string);
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (error) {
      throw new UsageError(
        fragment('error.not-json', {
          file: path,
          error: (error as Error).message,
        }),
      );
    }
    const parsed = WukongConfig.safeParse(raw);
    if (!parsed.success)
      throw new UsageError(zodErrorSaid(parsed.error, path, WukongConfig));
    return { config: parsed.data, source: path };
  }
  return { config: freshConfigDefaults(), source: null };
}
