// planInstall / planUninstall / applyPlan / planDiff — init and uninstall as
// file changes, and the manifest that undoes exactly init
// Pos: src/hosts/claude-code/install, the one place that edits a user's
// repository; everything is planned first, then written atomically
import { zodIssueSaid } from '../../../platform/errors/usage-error.js';
import { SaidError, errorSaid } from '../../../platform/errors/said-error.js';
import { fragment } from '../../../../policies/vocabulary/messages/say.js';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
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
import { AGENT_MARK, agentName } from '../avatar-brief.js';
import { agentFile } from './agent-file.js';
import type { Settings } from '../../../../policies/vocabulary/claude-code-hooks.js';
import {
  mergeWukongHooks,
  removeWukongHooks,
} from '../../../../policies/vocabulary/claude-code-hooks.js';

export const MANIFEST = join('.wukong', 'install.json');
/** The settings a team commits, and the ones of this machine only. */
export const SHARED_SETTINGS = '.claude/settings.json';
export const LOCAL_SETTINGS = '.claude/settings.local.json';
export type SettingsFile = typeof SHARED_SETTINGS | typeof LOCAL_SETTINGS;
const GITIGNORE_LINE = '.wukong/';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export const Manifest = z.object({
  v: z.literal(1),
  command: z.string(),
  /** Where the hooks went (absent in manifests before it: settings.json). */
  settingsFile: z.optional(z.enum([SHARED_SETTINGS, LOCAL_SETTINGS])),
  settingsCreated: z.boolean(),
  /**
   * The user's text of each file init changed, as it was before the first init,
   * and the hash of what init last wrote: uninstall puts the text back byte for
   * byte while the file is still as init left it.
   */
  originals: z.optional(
    z.array(
      z.object({
        path: z.string(),
        text: z.optional(z.string()),
        written: z.string(),
      }),
    ),
  ),
  /** Folders init created (deepest last), removed by uninstall when empty. */
  createdDirs: z.optional(z.array(z.string())),
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
  /** Folders to remove once the changes are written, when empty. */
  emptyDirs?: string[];
}

/** Whether `path` holds no file at any depth (absent counts as empty). */
function holdsNoFile(path: string, except: string[] = []): boolean {
  if (!existsSync(path)) return true;
  return readdirSync(path, { withFileTypes: true }).every((entry) => {
    const full = join(path, entry.name);
    if (except.includes(full)) return true;
    return entry.isDirectory() ? holdsNoFile(full, except) : false;
  });
}

function readJson(workspace: string, rel: string): Settings | undefined {
  const text = readTextIfExists(join(workspace, rel));
  if (text === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw new SaidError(fragment('error.init.not-json-object'));
    return value as Settings;
  } catch (error) {
    throw new UsageError(
      fragment('error.init.not-object', { file: rel, error: errorSaid(error) }),
    );
  }
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export interface InstallOptions {
  /**
   * Write Claude Code's own `sandbox` settings from Wukong's profile instead of
   * wrapping Bash (`--native-sandbox`).
   */
  nativeSandbox?: boolean;
  env?: Record<string, string | undefined>;
  /** Where the hooks go: the shared settings (default) or this machine's. */
  settingsFile?: SettingsFile;
}

export function planInstall(
  workspace: string,
  command: string,
  options: InstallOptions = {},
): Plan {
  const changes: FileChange[] = [];
  const warnings: string[] = [];
  const settingsFile = options.settingsFile ?? SHARED_SETTINGS;
  const previous = readManifest(workspace);
  const createdDirs = ['.claude', join('.claude', 'agents'), '.wukong'].filter(
    (dir) => !existsSync(join(workspace, dir)),
  );
  const settingsBefore = readTextIfExists(join(workspace, settingsFile));
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
    readJson(workspace, settingsFile) ?? {},
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
    path: settingsFile,
    before: settingsBefore,
    after: json(settings),
  });
  const moved = previous?.settingsFile ?? SHARED_SETTINGS;
  if (previous && moved !== settingsFile)
    warnings.push(
      `the hooks now go into ${settingsFile}; run \`wukong uninstall\` first to take them out of ${moved}`,
    );
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
    // Editors complete and check the file against the schema the package ships,
    // when the package is installed in the repository.
    const schema = existsSync(
      join(workspace, 'node_modules/wukong/package.json'),
    )
      ? { $schema: './node_modules/wukong/dist/wukong.config.schema.json' }
      : {};
    const after = json({
      ...schema,
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
  const originals = new Map(
    (previous?.originals ?? []).map((o) => [o.path, o]),
  );
  for (const change of changes)
    if (change.path === settingsFile || change.path === '.gitignore')
      originals.set(change.path, {
        path: change.path,
        // The first init's text stays, even when that was no file at all.
        text: originals.has(change.path)
          ? originals.get(change.path)!.text
          : change.before,
        written: sha(change.after ?? ''),
      });
  const manifest: Manifest = {
    v: 1,
    command,
    settingsFile,
    originals: [...originals.values()],
    createdDirs: [
      ...new Set([...(previous?.createdDirs ?? []), ...createdDirs]),
    ],
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
      fragment('error.init.damaged', {
        file: MANIFEST,
        problem: zodIssueSaid(String(parsed.error.issues[0]?.message)),
      }),
    );
  return parsed.data;
}

export function planUninstall(workspace: string): Plan {
  const manifest = readManifest(workspace);
  if (!manifest)
    throw new UsageError(
      fragment('error.init.no-manifest', { file: MANIFEST }),
    );
  const changes: FileChange[] = [];
  const warnings: string[] = [];
  const original = (path: string, now: string) => {
    const kept = manifest.originals?.find((o) => o.path === path);
    return kept && sha(now) === kept.written ? kept : undefined;
  };
  const settingsFile = manifest.settingsFile ?? SHARED_SETTINGS;
  const settingsBefore = readTextIfExists(join(workspace, settingsFile));
  if (settingsBefore !== undefined) {
    const kept = original(settingsFile, settingsBefore);
    if (kept) {
      changes.push({
        path: settingsFile,
        before: settingsBefore,
        after: kept.text,
      });
    } else {
      const cleaned = removeWukongHooks(
        readJson(workspace, settingsFile) ?? {},
      );
      if (manifest.sandboxSettingsAdded)
        delete (cleaned as Record<string, unknown>)['sandbox'];
      const empty = Object.keys(cleaned).length === 0;
      changes.push({
        path: settingsFile,
        before: settingsBefore,
        after: empty && manifest.settingsCreated ? undefined : json(cleaned),
      });
      if (manifest.originals)
        warnings.push(
          `${settingsFile} changed since init: Wukong's entries removed, the rest rewritten as JSON`,
        );
    }
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
  // .wukong/ and its .gitignore line go together: a ledger left behind stays
  // ignored, and an empty .wukong/ goes with its line.
  const wukongDir = join(workspace, '.wukong');
  const wukongEmpty = holdsNoFile(wukongDir, [join(workspace, MANIFEST)]);
  if (!wukongEmpty && manifest.gitignoreLineAdded)
    warnings.push(
      '.wukong/ holds the ledger and run state: kept, with its .gitignore line; remove both by hand when you no longer need the record',
    );
  if (manifest.gitignoreLineAdded && wukongEmpty) {
    const before = readTextIfExists(join(workspace, '.gitignore'));
    const kept =
      before === undefined ? undefined : original('.gitignore', before);
    if (kept) changes.push({ path: '.gitignore', before, after: kept.text });
    else if (before !== undefined) {
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
  const emptyDirs = [...(manifest.createdDirs ?? [])]
    .filter((dir) => dir !== '.wukong' || wukongEmpty)
    .sort((a, b) => b.length - a.length);
  return {
    changes: changes.filter((c) => c.before !== c.after),
    warnings,
    emptyDirs,
  };
}

export function applyPlan(workspace: string, plan: Plan): void {
  for (const change of plan.changes) {
    const full = join(workspace, change.path);
    if (change.after === undefined) rmSync(full, { force: true });
    else writeFileAtomic(full, change.after);
  }
  for (const dir of plan.emptyDirs ?? []) {
    const full = join(workspace, dir);
    if (holdsNoFile(full)) rmSync(full, { recursive: true, force: true });
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
