// run(argv, io) — dispatches a subcommand, turns bad input into exit 2 and
// anything unexpected into exit 70, as JSON on stdout under --json
// Pos: src/hosts/cli's dispatcher; knows the command names and nothing of what
// they do, so each run loads only its own command
import { VERSION } from './build-id.js';
import { EXIT } from './exit-codes.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';

type Command = (argv: string[], io: CommandIO) => number | Promise<number>;

const COMMANDS: Record<
  string,
  { summary: string; load: () => Promise<Command> }
> = {
  check: {
    summary:
      'ask the security gate about a Bash command or a file access (exit 0 allow, 1 ask, 3 deny)',
    load: async () => (await import('./check-command.js')).checkCommand,
  },
  verify: {
    summary: 'run an avatar output through the 戒→定→慧→识 pipeline',
    load: async () => (await import('./verify-command.js')).verifyCommand,
  },
  throttle: {
    summary:
      'advise on a prompt before it is sent: mode, model and cost hints, never a block',
    load: async () => (await import('./throttle-command.js')).throttleCommand,
  },
  viz: {
    summary:
      'write the machines as Mermaid, Stately editor code, SVG and one HTML page (or a recorded ledger run on it)',
    load: async () => (await import('./viz-command.js')).vizCommand,
  },
  paths: {
    summary:
      'write a vitest file of generated path tests (shortest + edge cover, coverage) for a machine',
    load: async () => (await import('./paths-command.js')).pathsCommand,
  },
  scan: {
    summary:
      'find secrets in files or stdin (gitleaks rules + seed 000 markers), masked',
    load: async () => (await import('./scan-command.js')).scanCommand,
  },
  ledger: {
    summary: 'tail, verify or replay the hash-chained ledger (.wukong/ledger)',
    load: async () => (await import('./ledger-command.js')).ledgerCommand,
  },
  init: {
    summary:
      'bring Wukong into this repository for Claude Code (hooks, avatars, config)',
    load: async () => (await import('./init-command.js')).initCommand,
  },
  uninstall: {
    summary: 'remove exactly what `wukong init` added',
    load: async () => (await import('./init-command.js')).uninstallCommand,
  },
  hook: {
    summary:
      'answer one Claude Code hook event (stdin JSON → Claude Code hook JSON); never exits 1',
    load: async () => (await import('./hook-command.js')).hookCommand,
  },
  telemetry: {
    summary:
      'telemetry status: OpenTelemetry export on or off, the spool, drops, the last export',
    load: async () => (await import('./telemetry-command.js')).telemetryCommand,
  },
  serve: {
    summary: 'the resident process that answers hooks over a Unix socket',
    load: async () => (await import('./serve-command.js')).serveCommand,
  },
  config: {
    summary:
      "read or change wukong.config.json (get, show, keys; set and edit are the user's, from a terminal)",
    load: async () => (await import('./config-command.js')).configCommand,
  },
  promise: {
    summary:
      'set or show the CompletionPromise the Stop hook holds the agent to',
    load: async () => (await import('./promise-command.js')).promiseCommand,
  },
  run: {
    summary:
      'runs of work: start, plan, phase, question, switch, show (seed 004 phases and PLAN)',
    load: async () => (await import('./run-command.js')).runCommand,
  },
  'verify-plan': {
    summary:
      'may this command verify? only existing package scripts or the allow-list (exit 0 accepted, 3 refused)',
    load: async () =>
      (await import('./verify-plan-command.js')).verifyPlanCommand,
  },
  audit: {
    summary:
      'seed 004 harness audit: seven scores with findings and actions, from the ledger and the workspace',
    load: async () => (await import('./audit-command.js')).auditCommand,
  },
  authorize: {
    summary:
      "lift one policy's soft-denies for a command or path glob, once or for a while (the user's, from a terminal)",
    load: async () => (await import('./authorize-command.js')).authorizeCommand,
  },
  resume: {
    summary:
      "resume the loop Wukong stopped, at the agent's next step (the user's, from a terminal)",
    load: async () => (await import('./resume-command.js')).resumeCommand,
  },
  context: {
    summary:
      'Ruyi context: prune a transcript, archive and load the three forms, status',
    load: async () => (await import('./context-command.js')).contextCommand,
  },
  doctor: {
    summary:
      'is Wukong working here? node, config, hook commands, daemon folder, sandbox, ledger; each problem with its fix',
    load: async () => (await import('./doctor-command.js')).doctorCommand,
  },
  sandbox: {
    summary:
      "Wukong's kernel sandbox for Bash: status (can it run here, why not, the profile), run -- CMD",
    load: async () => (await import('./sandbox-command.js')).sandboxCommand,
  },
  undo: {
    summary:
      'list the workspace snapshots taken before destroying calls, or put the files back (yours, from a terminal)',
    load: async () => (await import('./undo-command.js')).undoCommand,
  },
  anchors: {
    summary: 'the Alaya anchor store: add, list, show, obsolete, search',
    load: async () => (await import('./anchors-command.js')).anchorsCommand,
  },
};

/** Every command's name, in the order --help lists them (docs/cli.md too). */
export const COMMAND_NAMES: readonly string[] = Object.keys(COMMANDS);

const help = () =>
  `Usage: wukong <command> [options]\n\nCommands:\n${Object.entries(COMMANDS)
    .map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`)
    .join(
      '\n',
    )}\n\nRun \`wukong <command> --help\` for a command's options and exit codes.\nExit codes (every command but hook): 0 ok, 1 a finding, 2 bad usage, 3 refused or denied, 70 internal error;\nunder --json an error is {"error": {"code", "message"}} on stdout. Table: docs/cli.md.\n`;

export async function run(argv: string[], io: CommandIO): Promise<number> {
  const [name, ...rest] = argv;
  if (
    name === undefined ||
    name === '--help' ||
    name === '-h' ||
    name === 'help'
  ) {
    io.out(help());
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    io.out(`${VERSION}\n`);
    return 0;
  }
  const command = COMMANDS[name];
  const json = wantsJson(rest);
  try {
    if (!command)
      throw new UsageError(
        `unknown command ${JSON.stringify(name)}; allowed: ${Object.keys(COMMANDS).join(', ')}`,
      );
    return await (
      await command.load()
    )(rest, io);
  } catch (error) {
    if (error instanceof UsageError)
      return fail(io, name, json, 'usage', error.message, error.exitCode);
    const code = (error as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))
      return fail(
        io,
        name,
        json,
        'usage',
        (error as Error).message,
        EXIT.usage,
      );
    if (json) io.err(`${(error as Error).stack ?? String(error)}\n`);
    return fail(
      io,
      name,
      json,
      'internal',
      json
        ? `internal error: ${(error as Error).message ?? String(error)}`
        : `internal error: ${(error as Error).stack ?? String(error)}`,
      EXIT.internal,
    );
  }
}

/** `--json` among the options, before a `--` that ends them. */
function wantsJson(args: readonly string[]): boolean {
  for (const a of args) {
    if (a === '--') return false;
    if (a === '--json') return true;
  }
  return false;
}

/**
 * An error as the caller asked for it: under --json an object on stdout (a
 * script reads one stream and one shape), else a line on stderr.
 */
function fail(
  io: CommandIO,
  name: string,
  json: boolean,
  code: 'usage' | 'internal',
  message: string,
  exit: number,
): number {
  if (json) {
    // A usage message may end with the command's whole help text; the JSON
    // keeps what is wrong, --help has the rest.
    const what = message.split('\n\nUsage: ')[0] as string;
    io.out(`${JSON.stringify({ error: { code, message: what } }, null, 2)}\n`);
  } else io.err(`wukong ${name}: ${message}\n`);
  return exit;
}
