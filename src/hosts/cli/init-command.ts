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
import { undoStatus } from '../../harness/undo/undo-workspace.js';
import { undoKey } from '../../harness/undo/undo-key.js';

export const initHelp = `Usage: wukong init [--dry-run] [--command CMD] [--native-sandbox]

Brings Wukong into this repository (the git root, from any folder in it) for Claude Code:
  .claude/settings.json       hook entries for every event Wukong handles (your own entries are kept)
  .claude/agents/wukong-*.md  the six avatars with their tools and output contracts
  wukong.config.json          every setting with its default (only when absent), the sandbox's network
                              allowlist suggested: package registries and this repository's git remotes
  .gitignore                  .wukong/ (run state, ledger, evidence)
Running it again updates Wukong's entries and nothing else.

  --dry-run      print the changes as a unified diff and write nothing
  --command CMD  how Claude Code starts Wukong, written into .claude/settings.json. Without it: when Wukong is
                 a dependency of the repository, "$CLAUDE_PROJECT_DIR"/node_modules/.bin/wukong (shared settings);
                 installed globally, wukong (shared settings); otherwise this node and this wukong.cjs by absolute
                 path, into .claude/settings.local.json (this machine only)
  --native-sandbox  write Claude Code's own \`sandbox\` settings from Wukong's sandbox profile instead of
                 having Wukong wrap every Bash command in bubblewrap
Exit codes: 0 done, 2 bad input (e.g. settings.json that is not JSON).
`;

export const uninstallHelp = `Usage: wukong uninstall [--dry-run]

Removes exactly what \`wukong init\` added and stops a daemon serving the repository: files init left as they were
get back their text byte for byte; its agent files and config go (unless you changed them since); folders it
created go when empty. The .wukong/ folder goes with its .gitignore line when it holds nothing; a ledger keeps both.
Exit codes: 0 done, 2 not installed here or bad input.
`;

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
): number {
  for (const w of plan.warnings) io.err(`warning: ${w}\n`);
  if (dryRun) {
    io.out(plan.changes.length ? planDiff(plan) : 'nothing to change\n');
    return 0;
  }
  io.out(
    plan.changes.length
      ? `${verb}:\n${plan.changes.map((c) => `  ${c.after === undefined ? 'removed' : c.before === undefined ? 'created' : 'updated'} ${c.path}`).join('\n')}\n`
      : 'nothing to change\n',
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
    io.out(initHelp);
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
  const code = report(plan, io, values['dry-run'] === true, 'wukong init');
  // Undo needs a git working tree; say so once, here.
  const undo = await undoStatus(workspace, undoKey(io.env));
  if (!undo.available) io.err(`note: undo is off: ${undo.why}\n`);
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
    io.out(uninstallHelp);
    return 0;
  }
  const workspace = repositoryRoot(io.cwd);
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
  return report(plan, io, values['dry-run'] === true, 'wukong uninstall');
}
