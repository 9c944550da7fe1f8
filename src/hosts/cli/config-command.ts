// configCommand — `wukong config get KEY | show [--json] | keys | schema | set
// KEY VALUE [--yes] | edit [--yes]`: the user's way to read and change
// wukong.config.json, each change validated against the schema before the file
// is replaced atomically
// Pos: src/hosts/cli, the only sanctioned writer of Wukong's configuration
// besides `wukong init`; the gate denies set and edit to the agent (policy
// self-protection), and they refuse a stdin that is not a terminal unless --yes
// (defence in depth)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { WukongConfig } from '../../../policies/vocabulary/config.js';
import {
  configKeyPath,
  configKeys,
  formatJson,
  getAt,
  jsonFormat,
  parseConfigValue,
  setAt,
} from '../../platform/config/config-keys.js';
import { configJsonSchema } from '../../platform/config/config-schema.js';
import { loadConfig } from '../../platform/config/load-config.js';
import { openEditor } from '../../platform/config/open-editor.js';
import { workspaceRoot } from '../daemon/workspace-root.js';
import {
  readTextIfExists,
  writeFileAtomic,
} from '../../platform/store/atomic-file.js';
import type { CommandIO } from './io.js';
import { UsageError, zodErrorSaid } from '../../platform/errors/usage-error.js';
import { errorSaid } from '../../platform/errors/said-error.js';
import {
  fragment,
  message,
  translator,
  type Lang,
  type Translate,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const configHelp = (lang: Lang) => message('cli.config.help', lang);

const OPTIONS = {
  yes: { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/**
 * The file a change goes to: the one in use, else wukong.config.json in the
 * project.
 */
function configFile(workspace: string): string {
  return loadConfigSource(workspace) ?? join(workspace, 'wukong.config.json');
}

function loadConfigSource(workspace: string): string | null {
  try {
    return loadConfig(workspace).source;
  } catch {
    // An invalid file is still the file to repair.
    for (const name of ['wukong.config.json', join('.wukong', 'config.json')])
      if (readTextIfExists(join(workspace, name)) !== undefined)
        return join(workspace, name);
    return null;
  }
}

function parseFile(
  file: string,
  text: string | undefined,
  t: Translate,
): Record<string, unknown> {
  if (text === undefined || text.trim() === '') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      t('cli.config.not-json', { file, error: (error as Error).message }),
    );
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new UsageError(t('cli.config.not-object', { file }));
  return raw as Record<string, unknown>;
}

function validated(value: unknown, what: string): void {
  const parsed = WukongConfig.safeParse(value);
  if (!parsed.success)
    throw new UsageError(zodErrorSaid(parsed.error, what, WukongConfig));
}

/**
 * Changes come from a person at a terminal; `--yes` is the explicit override
 * for scripts the user runs.
 */
function refused(
  io: CommandIO,
  yes: boolean | undefined,
  verb: string,
  t: Translate,
): boolean {
  const tty = io.stdinIsTTY ? io.stdinIsTTY() : process.stdin.isTTY === true;
  if (tty || yes) return false;
  io.err(`wukong config ${verb}: ${t('cli.config.refused')}\n`);
  return true;
}

function set(
  workspace: string,
  key: string,
  valueText: string,
  io: CommandIO,
  t: Translate,
): number {
  const path = configKeyPath(key);
  const file = configFile(workspace);
  const text = readTextIfExists(file);
  const next = setAt(
    parseFile(file, text, t),
    path,
    parseConfigValue(valueText),
  );
  validated(next, `${file} with ${key} = ${valueText}`);
  writeFileAtomic(file, formatJson(next, jsonFormat(text)));
  io.out(`${key} = ${JSON.stringify(getAt(next, path))} (${file})\n`);
  return 0;
}

function edit(workspace: string, io: CommandIO, t: Translate): number {
  const file = configFile(workspace);
  const before = readTextIfExists(file) ?? '{\n}\n';
  const dir = mkdtempSync(join(tmpdir(), 'wukong-config-'));
  const copy = join(dir, basename(file));
  writeFileSync(copy, before, { mode: 0o600 });
  const editor = io.env['VISUAL'] || io.env['EDITOR'] || 'vi';
  const run = openEditor(editor, copy, io.env);
  if (!run.ok) {
    rmSync(dir, { recursive: true, force: true });
    io.err(
      `wukong config edit: ${t('cli.config.editor-failed', { editor, why: String(run.why) })}\n`,
    );
    return 1;
  }
  const after = readFileSync(copy, 'utf8');
  if (after === before) {
    rmSync(dir, { recursive: true, force: true });
    io.out(`${t('cli.config.no-change', { file })}\n`);
    return 0;
  }
  try {
    validated(parseFile(copy, after, t), t('cli.config.your-edit', { copy }));
  } catch (error) {
    if (error instanceof UsageError)
      throw new UsageError(
        fragment('error.then', {
          first: errorSaid(error),
          then: t('cli.config.edit-invalid', { file, copy }),
        }),
      );
    throw error;
  }
  writeFileAtomic(file, after);
  rmSync(dir, { recursive: true, force: true });
  io.out(`${t('cli.config.replaced', { file })}\n`);
  return 0;
}

export function configCommand(argv: string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: OPTIONS,
  });
  const [sub, ...rest] = positionals;
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (values.help || sub === undefined) {
    io.out(configHelp(lang));
    return sub === undefined && !values.help ? 2 : 0;
  }
  const workspace = workspaceRoot(io.cwd, io.env);
  const arity = (n: number, usage: string) => {
    if (rest.length !== n)
      throw new UsageError(
        t('cli.config.arity', {
          sub,
          what: usage,
          got:
            rest.length === 0
              ? t('cli.nothing')
              : rest.map((r) => JSON.stringify(r)).join(' '),
        }),
      );
  };
  switch (sub) {
    case 'get': {
      arity(1, t('cli.config.one-key'));
      const path = configKeyPath(rest[0] as string);
      const value = getAt(loadConfig(workspace).config, path);
      // Plain: the value itself; --json: an object, as every --json is.
      io.out(
        `${JSON.stringify(values.json ? { key: rest[0], value } : value, null, 2)}\n`,
      );
      return 0;
    }
    case 'show': {
      arity(0, t('cli.config.no-arguments'));
      const loaded = loadConfig(workspace);
      if (values.json)
        io.out(
          `${JSON.stringify({ source: loaded.source, config: loaded.config }, null, 2)}\n`,
        );
      else
        io.out(
          `# ${loaded.source ?? t('cli.config.no-file')}\n${JSON.stringify(loaded.config, null, 2)}\n`,
        );
      return 0;
    }
    case 'set':
      arity(2, t('cli.config.key-value'));
      if (refused(io, values.yes, 'set', t)) return 3;
      return set(workspace, rest[0] as string, rest[1] as string, io, t);
    case 'edit':
      arity(0, t('cli.config.no-arguments'));
      if (refused(io, values.yes, 'edit', t)) return 3;
      return edit(workspace, io, t);
    case 'keys':
      io.out(
        values.json
          ? `${JSON.stringify({ keys: configKeys() }, null, 2)}\n`
          : `${configKeys().join('\n')}\n`,
      );
      return 0;
    case 'schema':
      arity(0, t('cli.config.no-arguments'));
      io.out(`${JSON.stringify(configJsonSchema(), null, 2)}\n`);
      return 0;
    default:
      throw new UsageError(
        t('cli.config.unknown-sub', {
          sub: JSON.stringify(sub),
          allowed: 'get, show, set, edit, keys, schema',
        }),
      );
  }
}
