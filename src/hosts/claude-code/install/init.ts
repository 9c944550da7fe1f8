// planInstall / planUninstall / applyPlan / planDiff — init and uninstall as
// file changes, and the manifest that undoes exactly init
// Pos: src/hosts/claude-code/install, the one place that edits a user's
// repository; everything is planned first, then written atomically
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import * as z from 'zod';
import { avatarList } from '../../../../policies/pipeline/avatars.js';
import { WukongConfig } from '../../../../policies/vocabulary/config.js';
import { UsageError } from '../../../platform/errors/usage-error.js';
import {
  readTextIfExists,
  writeFileAtomic,
} from '../../../platform/store/atomic-file.js';
import {
  nativeSandboxSettings,
  suggestedNetworkAllow,
} from '../../../sandbox/native-settings.js';
import { profileOf } from '../../../sandbox/workspace-profile.js';
import { AGENT_MARK, agentFile, agentName } from '../avatar-brief.js';
import type { Settings } from '../../../../policies/vocabulary/claude-code-hooks.js';
import {
  mergeWukongHooks,
  removeWukongHooks,
} from '../../../../policies/vocabulary/claude-code-hooks.js';

export const MANIFEST = join('.wukong', 'install.json');
const SETTINGS = join('.claude', 'settings.json');
const GITIGNORE_LINE = '.wukong/';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export const Manifest = z.object({
  v: z.literal(1),
  command: z.string(),
  settingsCreated: z.boolean(),
  gitignoreLineAdded: z.boolean(),
  /** `--native-sandbox` added Claude Code's `sandbox` block (uninstall removes it). */
  sandboxSettingsAdded: z.optional(z.boolean()),
  /** Files init created or took over, with the hash of what it wrote. */
  files: z.array(z.object({ path: z.string(), sha256: z.string() })),
});
export type Manifest = z.infer<typeof Manifest>;

export interface FileChange {
  path: string;
  before: string | undefined;
  after: string | undefined;
  note?: string;
}

export interface Plan {
  changes: FileChange[];
  warnings: string[];
}

function readJson(workspace: string, rel: string): Settings | undefined {
  const text = readTextIfExists(join(workspace, rel));
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new Error('not a JSON object');
    return value as Settings;
  } catch (error) {
    throw new UsageError(
      `${rel} is not a valid JSON object (${(error as Error).message}); fix it by hand, Wukong will not overwrite it`,
    );
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export interface InstallOptions {
  /**
   * Write Claude Code's own `sandbox` settings from Wukong's profile instead
   * of wrapping Bash (`--native-sandbox`).
   */
  nativeSandbox?: boolean;
  env?: Record<string, string | undefined>;
}

export function planInstall(
  workspace: string,
  command: string,
  options: InstallOptions = {},
): Plan {
  const changes: FileChange[] = [];
  const warnings: string[] = [];
  const settingsBefore = readTextIfExists(join(workspace, SETTINGS));
  const existingConfig = readTextIfExists(
    join(workspace, 'wukong.config.json'),
  );
  const sandboxConfig = WukongConfig.parse({
    sandbox: {
      network: { allow: suggestedNetworkAllow(workspace) },
      ...(options.nativeSandbox ? { native: true } : {}),
    },
  }).sandbox;
  const settings = mergeWukongHooks(
    readJson(workspace, SETTINGS) ?? {},
    command,
  );
  if (options.nativeSandbox) {
    const env = options.env ?? process.env;
    const profile = profileOf(workspace, {
      env,
      networkAllow: sandboxConfig.network.allow,
      createSurfaces: false,
    });
    (settings as Record<string, unknown>)['sandbox'] = nativeSandboxSettings(
      profile,
      sandboxConfig,
      env['HOME'] ?? '',
    );
    if (existingConfig !== undefined)
      warnings.push(
        'wukong.config.json exists: set sandbox.native to true there (`wukong config set sandbox.native true`) so Wukong does not wrap Bash as well',
      );
  }
  changes.push({
    path: SETTINGS,
    before: settingsBefore,
    after: json(settings),
  });
  const files: Manifest['files'] = [];
  for (const row of avatarList) {
    const path = join('.claude', 'agents', `${agentName(row)}.md`);
    const before = readTextIfExists(join(workspace, path));
    const after = agentFile(row);
    if (before !== undefined && !before.includes(AGENT_MARK)) {
      warnings.push(
        `${path} exists and is not Wukong's; left as it is (rename it to let init write the ${row.title})`,
      );
      continue;
    }
    changes.push({ path, before, after });
    files.push({ path, sha256: sha(after) });
  }
  const configPath = 'wukong.config.json';
  const configBefore = existingConfig;
  if (configBefore === undefined) {
    const after = json({
      ...WukongConfig.parse({}),
      sandbox: sandboxConfig,
    });
    changes.push({
      path: configPath,
      before: undefined,
      after,
      note: "every default of the seeds; the sandbox's network allowlist: the package registries and this repository's git remotes",
    });
    files.push({ path: configPath, sha256: sha(after) });
  }
  const ignoreBefore = readTextIfExists(join(workspace, '.gitignore'));
  const hasLine = (ignoreBefore ?? '')
    .split('\n')
    .some((l) =>
      ['.wukong', '.wukong/', '/.wukong', '/.wukong/'].includes(l.trim()),
    );
  if (!hasLine) {
    const base =
      ignoreBefore === undefined ||
      ignoreBefore === '' ||
      ignoreBefore.endsWith('\n')
        ? (ignoreBefore ?? '')
        : `${ignoreBefore}\n`;
    changes.push({
      path: '.gitignore',
      before: ignoreBefore,
      after: `${base}${GITIGNORE_LINE}\n`,
    });
  }
  const previous = readManifest(workspace);
  const manifest: Manifest = {
    v: 1,
    command,
    settingsCreated: previous?.settingsCreated ?? settingsBefore === undefined,
    gitignoreLineAdded: previous?.gitignoreLineAdded ?? !hasLine,
    ...(options.nativeSandbox || previous?.sandboxSettingsAdded
      ? { sandboxSettingsAdded: true }
      : {}),
    files: [
      ...new Map(
        [...(previous?.files ?? []), ...files].map((f) => [f.path, f]),
      ).values(),
    ],
  };
  changes.push({
    path: MANIFEST,
    before: readTextIfExists(join(workspace, MANIFEST)),
    after: json(manifest),
  });
  return { changes: changes.filter((c) => c.before !== c.after), warnings };
}

export function readManifest(workspace: string): Manifest | undefined {
  const text = readTextIfExists(join(workspace, MANIFEST));
  if (text === undefined) return undefined;
  const parsed = Manifest.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new UsageError(
      `${MANIFEST} is damaged (${parsed.error.issues[0]?.message}); remove Wukong's entries by hand or run \`wukong init\` again`,
    );
  return parsed.data;
}

export function planUninstall(workspace: string): Plan {
  const manifest = readManifest(workspace);
  if (!manifest)
    throw new UsageError(
      `${MANIFEST} not found: Wukong was not installed here with \`wukong init\` (nothing removed)`,
    );
  const changes: FileChange[] = [];
  const warnings: string[] = [];
  const settingsBefore = readTextIfExists(join(workspace, SETTINGS));
  if (settingsBefore !== undefined) {
    const cleaned = removeWukongHooks(readJson(workspace, SETTINGS) ?? {});
    if (manifest.sandboxSettingsAdded)
      delete (cleaned as Record<string, unknown>)['sandbox'];
    const empty = Object.keys(cleaned).length === 0;
    changes.push({
      path: SETTINGS,
      before: settingsBefore,
      after: empty && manifest.settingsCreated ? undefined : json(cleaned),
    });
  }
  for (const file of manifest.files) {
    const before = readTextIfExists(join(workspace, file.path));
    if (before === undefined) continue;
    if (sha(before) !== file.sha256) {
      warnings.push(`${file.path} changed since init; left in place`);
      continue;
    }
    changes.push({ path: file.path, before, after: undefined });
  }
  if (manifest.gitignoreLineAdded) {
    const before = readTextIfExists(join(workspace, '.gitignore'));
    if (before !== undefined) {
      const after = before
        .split('\n')
        .filter((l) => l.trim() !== GITIGNORE_LINE)
        .join('\n');
      changes.push({
        path: '.gitignore',
        before,
        after: after.trim() === '' ? undefined : after,
      });
    }
  }
  changes.push({
    path: MANIFEST,
    before: readTextIfExists(join(workspace, MANIFEST)),
    after: undefined,
  });
  return { changes: changes.filter((c) => c.before !== c.after), warnings };
}

export function applyPlan(workspace: string, plan: Plan): void {
  for (const change of plan.changes) {
    const full = join(workspace, change.path);
    if (change.after === undefined) rmSync(full, { force: true });
    else writeFileAtomic(full, change.after);
  }
}

export function planDiff(plan: Plan): string {
  return plan.changes
    .map((c) =>
      createTwoFilesPatch(
        c.before === undefined ? '/dev/null' : `a/${c.path}`,
        c.after === undefined ? '/dev/null' : `b/${c.path}`,
        c.before ?? '',
        c.after ?? '',
      ),
    )
    .join('');
}
