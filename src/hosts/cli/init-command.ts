// initCommand (`wukong init [--dry-run] [--command CMD] [--native-sandbox]`;
// outside a git working tree it notes that undo is off) and uninstallCommand
// (`wukong uninstall [--dry-run]`)
// Pos: src/hosts/cli, the front of the Claude Code installation (which command,
// which settings file, which folder); the planning is
// src/hosts/claude-code/install/init.ts
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, dirname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import {
  applyPlan,
  planDiff,
  planInstall,
  planUninstall,
} from '../claude-code/install/init.js';
import type { Plan, SettingsFile } from '../claude-code/install/init.js';
import {
  LOCAL_SETTINGS,
  SHARED_SETTINGS,
} from '../claude-code/install/init.js';

/** The git repository's root (init from a subfolder installs there), else cwd. */
function repositoryRoot(cwd: string): string {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return resolve(cwd);
  }
}
import type { CommandIO } from './io.js';
import { cliLanguage } from './cli-language.js';
import {
  message,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { undoStatus } from '../../harness/undo/undo-workspace.js';
import { undoKey } from '../../harness/undo/undo-key.js';

export const initHelp = (lang: Lang) => message('cli.init.help', lang);

export const uninstallHelp = (lang: Lang) =>
  message('cli.uninstall.help', lang);

const quote = (s: string) => (/^[\w./@:-]+$/.test(s) ? s : JSON.stringify(s));

const real = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
};

/**
 * How Claude Code starts Wukong, and where that line goes. A dependency of the
 * repository: through `$CLAUDE_PROJECT_DIR` (Claude Code sets it for hooks), so
 * the shared settings work on every teammate's machine. A global install: the
 * command name. Anything else (a checkout, a cache) is a path of this machine
 * only: .claude/settings.local.json.
 */
export function hookCommandFor(
  workspace: string,
  script: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): { command: string; settingsFile: SettingsFile } {
  const running = script ? real(script) : undefined;
  const local = real(join(workspace, 'node_modules', 'wukong'));
  if (running && local && running.startsWith(`${local}${sep}`))
    return {
      command: '"$CLAUDE_PROJECT_DIR"/node_modules/.bin/wukong',
      settingsFile: SHARED_SETTINGS,
    };
  const onPath = (env['PATH'] ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '')
    .map((dir) => real(join(dir, 'wukong')))
    .find((path) => path !== undefined);
  if (running && onPath === running)
    return { command: 'wukong', settingsFile: SHARED_SETTINGS };
  return {
    command: `${quote(process.execPath)} ${quote(running ?? 'wukong')}`,
    settingsFile: LOCAL_SETTINGS,
  };
}

function report(
  plan: Plan,
  io: CommandIO,
  dryRun: boolean,
  verb: string,
  lang: Lang,
): number {
  const nothing = `${message('cli.init.nothing', lang)}\n`;
  for (const w of plan.warnings)
    io.err(`${message('cli.init.warning', lang, { text: w })}\n`);
  if (dryRun) {
    io.out(plan.changes.length ? planDiff(plan) : nothing);
    return 0;
  }
  const what = (c: Plan['changes'][number]) =>
    message(
      c.after === undefined
        ? 'cli.init.removed'
        : c.before === undefined
          ? 'cli.init.created'
          : 'cli.init.updated',
      lang,
    );
  io.out(
    plan.changes.length
      ? `${verb}:\n${plan.changes.map((c) => `  ${what(c)} ${c.path}`).join('\n')}\n`
      : nothing,
  );
  return 0;
}

export async function initCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'dry-run': { type: 'boolean' },
      command: { type: 'string' },
      'native-sandbox': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.out(initHelp(cliLanguage(io)));
    return 0;
  }
  const workspace = repositoryRoot(io.cwd);
  const chosen: { command: string; settingsFile: SettingsFile } = values.command
    ? { command: values.command, settingsFile: SHARED_SETTINGS }
    : hookCommandFor(workspace, process.argv[1], io.env);
  const plan = planInstall(workspace, chosen.command, {
    settingsFile: chosen.settingsFile,
    nativeSandbox: values['native-sandbox'] === true,
    env: io.env,
  });
  if (!values['dry-run']) applyPlan(workspace, plan);
  const lang = cliLanguage({ cwd: workspace, env: io.env });
  const code = report(
    plan,
    io,
    values['dry-run'] === true,
    'wukong init',
    lang,
  );
  // Undo needs a git working tree; say so once, here.
  const undo = await undoStatus(workspace, undoKey(io.env));
  if (!undo.available)
    io.err(`${message('cli.init.undo-off', lang, { why: undo.why })}\n`);
  return code;
}

export async function uninstallCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.out(uninstallHelp(cliLanguage(io)));
    return 0;
  }
  const workspace = repositoryRoot(io.cwd);
  // Read before the config goes with the rest of what init wrote.
  const lang = cliLanguage({ cwd: workspace, env: io.env });
  const plan = planUninstall(workspace);
  if (!values['dry-run']) {
    applyPlan(workspace, plan);
    // A daemon answering this repository's hooks has nothing left to answer.
    const { serveCommand } = await import('./serve-command.js');
    await serveCommand(['--stop', '--workspace', workspace], {
      ...io,
      out: () => {},
      err: () => {},
    });
  }
  return report(plan, io, values['dry-run'] === true, 'wukong uninstall', lang);
}
