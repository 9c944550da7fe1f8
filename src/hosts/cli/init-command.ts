// initCommand (`wukong init [--dry-run] [--command CMD]`; outside a git
// working tree it notes that undo is off) and uninstallCommand
// (`wukong uninstall [--dry-run]`)
// Pos: src/hosts/cli, the front of the Claude Code installation; the planning
// is src/hosts/claude-code/install/init.ts
import { realpathSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  applyPlan,
  planDiff,
  planInstall,
  planUninstall,
} from '../claude-code/install/init.js';
import type { Plan } from '../claude-code/install/init.js';
import type { CommandIO } from './io.js';
import { undoStatus } from '../../harness/undo/undo-workspace.js';
import { undoKey } from '../../harness/undo/undo-key.js';

export const initHelp = `Usage: wukong init [--dry-run] [--command CMD]

Brings Wukong into this repository for Claude Code:
  .claude/settings.json       hook entries for every event Wukong handles (your own entries are kept)
  .claude/agents/wukong-*.md  the six avatars with their tools and output contracts
  wukong.config.json          every setting with its default (only when absent)
  .gitignore                  .wukong/ (run state, ledger, evidence)
Running it again updates Wukong's entries and nothing else.

  --dry-run      print the changes as a unified diff and write nothing
  --command CMD  how Claude Code starts Wukong (default: this node and this wukong.cjs, absolute paths)
Exit codes: 0 done, 2 bad input (e.g. settings.json that is not JSON).
`;

export const uninstallHelp = `Usage: wukong uninstall [--dry-run]

Removes exactly what \`wukong init\` added: its hook entries, its agent files and config (unless you changed
them since), its .gitignore line. The .wukong/ folder (ledger, evidence) stays.
Exit codes: 0 done, 2 not installed here or bad input.
`;

const quote = (s: string) => (/^[\w./@:-]+$/.test(s) ? s : JSON.stringify(s));

function defaultCommand(): string {
  const script = process.argv[1] ? realpathSync(process.argv[1]) : 'wukong';
  return `${quote(process.execPath)} ${quote(script)}`;
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
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.out(initHelp);
    return 0;
  }
  const plan = planInstall(io.cwd, values.command ?? defaultCommand());
  if (!values['dry-run']) applyPlan(io.cwd, plan);
  const code = report(plan, io, values['dry-run'] === true, 'wukong init');
  // Undo needs a git working tree; say so once, here.
  const undo = await undoStatus(io.cwd, undoKey(io.env));
  if (!undo.available) io.err(`note: undo is off: ${undo.why}\n`);
  return code;
}

export function uninstallCommand(argv: string[], io: CommandIO): number {
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
  const plan = planUninstall(io.cwd);
  if (!values['dry-run']) applyPlan(io.cwd, plan);
  return report(plan, io, values['dry-run'] === true, 'wukong uninstall');
}
