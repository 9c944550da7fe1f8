// Readers of the JSON surfaces: package.json, .vscode/tasks.json and
// settings.json, devcontainer.json, .mcp.json and Claude Code settings
// Pos: policies/security/deferred, JSON (JSONC for VS Code and dev containers)
// read with JSON.parse — no dependency: JSONC only adds comments and trailing
// commas, stripped first (runnable.ts parseJsonc)
import type { Reading, Runnable } from './runnable.js';
import { commandLine, commandsOf, isRecord, parseJsonc } from './runnable.js';

/** npm's lifecycle scripts: `npm install` or `publish` runs them unnamed. */
export const LIFECYCLE_SCRIPTS = new Set([
  'preinstall',
  'install',
  'postinstall',
  'preprepare',
  'prepare',
  'postprepare',
  'prepublish',
  'prepublishOnly',
  'prepack',
  'postpack',
  'preuninstall',
  'uninstall',
  'postuninstall',
  'dependencies',
]);

function read(
  text: string,
  jsonc: boolean,
  fn: (doc: Record<string, unknown>) => Runnable[],
): Reading {
  let doc: unknown;
  try {
    doc = jsonc ? parseJsonc(text) : JSON.parse(text);
  } catch (error) {
    return {
      runnables: [],
      problem: `not valid JSON (${(error as Error).message.slice(0, 80)})`,
    };
  }
  return { runnables: isRecord(doc) ? fn(doc) : [] };
}

/** package.json's tables that say which version of a package is installed. */
function wukongSpecTables(
  doc: Record<string, unknown>,
): Array<[string, Record<string, unknown>]> {
  const pnpm = isRecord(doc['pnpm']) ? doc['pnpm'] : {};
  const tables: Array<[string, unknown]> = [
    ['dependencies', doc['dependencies']],
    ['devDependencies', doc['devDependencies']],
    ['optionalDependencies', doc['optionalDependencies']],
    ['overrides', doc['overrides']],
    ['resolutions', doc['resolutions']],
    ['pnpm.overrides', pnpm['overrides']],
  ];
  return tables.filter((t): t is [string, Record<string, unknown>] =>
    isRecord(t[1]),
  );
}

/** What the reading of a package.json keeps: each script runnable's name. */
interface PackageParts {
  names: string[];
}

/**
 * package.json's scripts and shell config. With `base` (the reading before an
 * edit) a script whose text and slot did not change is base's own object, so
 * the comparison (deferred-findings.ts) passes it by identity: the scripts
 * are walked in order beside base's (an edit keeps the order), looked up by
 * name only where the two part.
 */
export const readPackageJson = (text: string, base?: Reading): Reading => {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return {
      runnables: [],
      problem: `not valid JSON (${(error as Error).message.slice(0, 80)})`,
    };
  }
  if (!isRecord(doc)) return { runnables: [] };
  const names: string[] = [];
  const out: Runnable[] = [];
  const old = base?.parts as PackageParts | undefined;
  let j = 0;
  let byName: Map<string, number> | undefined;
  const scripts = doc['scripts'];
  if (isRecord(scripts))
    for (const name in scripts) {
      const run = scripts[name];
      if (typeof run !== 'string') continue;
      const auto = LIFECYCLE_SCRIPTS.has(name);
      let at = -1;
      if (old) {
        if (old.names[j] === name) at = j++;
        // j counts the old names taken in order; once all are (names are
        // unique), the rest are new: no lookup for a script added last.
        else if (j < old.names.length) {
          byName ??= new Map(old.names.map((n, k) => [n, k]));
          at = byName.get(name) ?? -1;
        }
      }
      const b = at >= 0 ? base?.runnables[at] : undefined;
      names.push(name);
      out.push(
        b && b.run === run && b.auto === auto
          ? b
          : { key: `scripts.${name}`, run, kind: 'command', auto },
      );
    }
  // Which Wukong the next install puts where the hooks run it.
  for (const [field, table] of wukongSpecTables(doc))
    if (typeof table['wukong'] === 'string' || isRecord(table['wukong']))
      out.push({
        key: `${field}.wukong`,
        run: JSON.stringify(table['wukong']),
        kind: 'trust',
        auto: true,
        wukong: true,
      });
  // A config the package manager obeys: which shell scripts run in.
  const config = isRecord(doc['config']) ? doc['config'] : {};
  for (const [k, v] of Object.entries(config))
    if (/shell|node.?options/i.test(k) && typeof v === 'string')
      out.push({ key: `config.${k}`, run: v, kind: 'trust', auto: true });
  const parts: PackageParts = { names };
  return { runnables: out, parts };
};

export const readVscodeTasks = (text: string): Reading =>
  read(text, true, (doc) => {
    const tasks = Array.isArray(doc['tasks']) ? doc['tasks'] : [];
    return tasks.flatMap((task, i): Runnable[] => {
      if (!isRecord(task) || typeof task['command'] !== 'string') return [];
      const options = isRecord(task['runOptions']) ? task['runOptions'] : {};
      const args = Array.isArray(task['args'])
        ? task['args'].map((a) => (isRecord(a) ? a['value'] : a))
        : [];
      const run =
        args.length > 0
          ? commandLine(task['command'], args)
          : (task['command'] as string);
      const label = typeof task['label'] === 'string' ? task['label'] : i;
      return [
        {
          key: `tasks[${label}]`,
          run,
          kind: 'command',
          auto: options['runOn'] === 'folderOpen',
        },
      ];
    });
  });

/** Settings keys whose value is a program (or its arguments or environment). */
const PROGRAM_KEY =
  /^terminal\.integrated\.(?:shell|shellArgs|profiles|env|automationProfile|automationShell)\b|(?:^|\.)(?:path|[a-zA-Z]*Path|executable|executablePath|runtime|runtimeExecutable|serverPath|nodePath|tsdk|alternateTools|commands?|runOnSave|pythonPath|interpreter|interpreterPath|server\.path|command)$/;

function settingsRunnables(
  settings: Record<string, unknown>,
  prefix = '',
): Runnable[] {
  const out: Runnable[] = [];
  for (const [key, value] of Object.entries(settings)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (PROGRAM_KEY.test(full)) {
      const run =
        typeof value === 'string' ? value : JSON.stringify(value ?? null);
      out.push({ key: full, run, kind: 'trust', auto: true });
    } else if (isRecord(value) && !prefix) {
      out.push(...settingsRunnables(value, full));
    }
  }
  return out;
}

export const readVscodeSettings = (text: string): Reading =>
  read(text, true, (doc) =>
    // A .code-workspace file keeps its settings under `settings`.
    settingsRunnables(
      isRecord(doc['settings']) && !('terminal' in doc)
        ? { ...doc, ...doc['settings'] }
        : doc,
    ).filter((r) => r.key !== 'settings'),
  );

const DEVCONTAINER_COMMANDS = [
  'initializeCommand',
  'onCreateCommand',
  'updateContentCommand',
  'postCreateCommand',
  'postStartCommand',
  'postAttachCommand',
];

export const readDevcontainer = (text: string): Reading =>
  read(text, true, (doc) => {
    const out: Runnable[] = [];
    for (const key of DEVCONTAINER_COMMANDS)
      for (const run of commandsOf(doc[key]))
        out.push({
          key,
          run,
          kind: 'command',
          auto: true,
          ...(key === 'initializeCommand'
            ? { note: 'runs on the host, outside the container' }
            : {}),
        });
    for (const key of ['runArgs', 'mounts', 'privileged', 'capAdd'])
      if (doc[key] !== undefined)
        out.push({
          key,
          run: JSON.stringify(doc[key]),
          kind: 'trust',
          auto: true,
        });
    return out;
  });

/** Each MCP server of a `mcpServers` (or VS Code `servers`) object. */
export function mcpServerRunnables(
  servers: unknown,
  prefix: string,
): Runnable[] {
  if (!isRecord(servers)) return [];
  return Object.entries(servers).flatMap(([name, s]): Runnable[] => {
    if (!isRecord(s)) return [];
    const key = `${prefix}.${name}`;
    if (typeof s['command'] === 'string') {
      const args = Array.isArray(s['args']) ? s['args'] : [];
      const env = isRecord(s['env'])
        ? Object.entries(s['env'])
            .map(([k, v]) => `${k}=${typeof v === 'string' ? v : ''}`)
            .join(' ')
        : '';
      return [
        {
          key,
          run: `${env ? `${env} ` : ''}${commandLine(s['command'], args)}`,
          kind: 'command',
          auto: true,
        },
      ];
    }
    const url = s['url'] ?? s['serverUrl'] ?? s['httpUrl'];
    return typeof url === 'string'
      ? [{ key, run: `MCP server at ${url}`, kind: 'code', auto: true }]
      : [];
  });
}

export const readMcpJson = (text: string): Reading =>
  read(text, true, (doc) => [
    ...mcpServerRunnables(doc['mcpServers'], 'mcpServers'),
    ...mcpServerRunnables(doc['servers'], 'servers'),
  ]);

/** Settings keys whose value Claude Code runs as a shell command. */
const CLAUDE_COMMAND_KEYS = [
  'apiKeyHelper',
  'awsAuthRefresh',
  'awsCredentialExport',
  'otelHeadersHelper',
];

function hookRunnables(hooks: unknown, prefix: string): Runnable[] {
  if (!isRecord(hooks)) return [];
  const out: Runnable[] = [];
  for (const [event, matchers] of Object.entries(hooks)) {
    if (!Array.isArray(matchers)) continue;
    matchers.forEach((m, i) => {
      const list = isRecord(m) && Array.isArray(m['hooks']) ? m['hooks'] : [];
      for (const h of list)
        if (isRecord(h) && typeof h['command'] === 'string')
          out.push({
            key: `${prefix}.${event}[${i}]`,
            run: h['command'],
            kind: 'command',
            auto: true,
          });
    });
  }
  return out;
}

export function claudeSettingsRunnables(
  doc: Record<string, unknown>,
): Runnable[] {
  const out: Runnable[] = [
    ...hookRunnables(doc['hooks'], 'hooks'),
    ...mcpServerRunnables(doc['mcpServers'], 'mcpServers'),
  ];
  for (const key of CLAUDE_COMMAND_KEYS)
    if (typeof doc[key] === 'string')
      out.push({ key, run: doc[key] as string, kind: 'command', auto: true });
  const status = doc['statusLine'];
  if (isRecord(status) && typeof status['command'] === 'string')
    out.push({
      key: 'statusLine.command',
      run: status['command'],
      kind: 'command',
      auto: true,
    });
  for (const key of ['enableAllProjectMcpServers', 'enabledMcpjsonServers'])
    if (doc[key] !== undefined && doc[key] !== false)
      out.push({
        key,
        run: JSON.stringify(doc[key]),
        kind: 'trust',
        auto: true,
      });
  if (doc['disableAllHooks'] === true)
    out.push({
      key: 'disableAllHooks',
      run: 'true',
      kind: 'trust',
      auto: true,
      note: 'switches every hook off, Wukong’s included',
    });
  const permissions = isRecord(doc['permissions']) ? doc['permissions'] : {};
  const allow = Array.isArray(permissions['allow']) ? permissions['allow'] : [];
  for (const rule of allow)
    if (typeof rule === 'string' && /^(?:Bash|mcp__|WebFetch)/.test(rule))
      out.push({
        key: 'permissions.allow',
        run: rule,
        kind: 'trust',
        auto: true,
      });
  if (typeof permissions['defaultMode'] === 'string')
    out.push({
      key: 'permissions.defaultMode',
      run: permissions['defaultMode'],
      kind: 'trust',
      auto: true,
    });
  const env = isRecord(doc['env']) ? doc['env'] : {};
  for (const [k, v] of Object.entries(env))
    if (/BASE_URL|PROXY|NODE_OPTIONS|SHELL|_HELPER|LD_PRELOAD/i.test(k))
      out.push({ key: `env.${k}`, run: String(v), kind: 'trust', auto: true });
  // ~/.claude.json keeps per-project settings under projects.<path>.
  if (isRecord(doc['projects']))
    for (const [path, project] of Object.entries(doc['projects']))
      if (isRecord(project))
        out.push(
          ...mcpServerRunnables(
            project['mcpServers'],
            `projects.${path}.mcpServers`,
          ),
        );
  return out;
}

export const readClaudeSettings = (text: string): Reading =>
  read(text, true, claudeSettingsRunnables);
