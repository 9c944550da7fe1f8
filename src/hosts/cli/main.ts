// run(argv, io) — dispatches a subcommand, turns bad input into exit 2 and
// anything unexpected into exit 70, as JSON on stdout under --json
// Pos: src/hosts/cli's dispatcher; knows the command names and nothing of what
// they do, so each run loads only its own command
import { VERSION } from './build-id.js';
import { EXIT } from './exit-codes.js';
import type { CommandIO } from './io.js';
import { errorStack, errorText } from '../../platform/errors/said-error.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import { parseArgsText } from './parse-args-text.js';
import {
  message,
  type Lang,
  type MessageId,
} from '../../../policies/vocabulary/messages/index.js';

type Command = (argv: string[], io: CommandIO) => number | Promise<number>;

const COMMANDS: Record<string, { load: () => Promise<Command> }> = {
  check: {
    load: async () => (await import('./check-command.js')).checkCommand,
  },
  verify: {
    load: async () => (await import('./verify-command.js')).verifyCommand,
  },
  throttle: {
    load: async () => (await import('./throttle-command.js')).throttleCommand,
  },
  viz: {
    load: async () => (await import('./viz-command.js')).vizCommand,
  },
  paths: {
    load: async () => (await import('./paths-command.js')).pathsCommand,
  },
  scan: {
    load: async () => (await import('./scan-command.js')).scanCommand,
  },
  ledger: {
    load: async () => (await import('./ledger-command.js')).ledgerCommand,
  },
  init: {
    load: async () => (await import('./init-command.js')).initCommand,
  },
  uninstall: {
    load: async () => (await import('./init-command.js')).uninstallCommand,
  },
  hook: {
    load: async () => (await import('./hook-command.js')).hookCommand,
  },
  telemetry: {
    load: async () => (await import('./telemetry-command.js')).telemetryCommand,
  },
  serve: {
    load: async () => (await import('./serve-command.js')).serveCommand,
  },
  config: {
    load: async () => (await import('./config-command.js')).configCommand,
  },
  promise: {
    load: async () => (await import('./promise-command.js')).promiseCommand,
  },
  run: {
    load: async () => (await import('./run-command.js')).runCommand,
  },
  'verify-plan': {
    load: async () =>
      (await import('./verify-plan-command.js')).verifyPlanCommand,
  },
  audit: {
    load: async () => (await import('./audit-command.js')).auditCommand,
  },
  authorize: {
    load: async () => (await import('./authorize-command.js')).authorizeCommand,
  },
  resume: {
    load: async () => (await import('./resume-command.js')).resumeCommand,
  },
  context: {
    load: async () => (await import('./context-command.js')).contextCommand,
  },
  doctor: {
    load: async () => (await import('./doctor-command.js')).doctorCommand,
  },
  sandbox: {
    load: async () => (await import('./sandbox-command.js')).sandboxCommand,
  },
  undo: {
    load: async () => (await import('./undo-command.js')).undoCommand,
  },
  anchors: {
    load: async () => (await import('./anchors-command.js')).anchorsCommand,
  },
};

/** Every command's name, in the order --help lists them (docs/cli.md too). */
export const COMMAND_NAMES: readonly string[] = Object.keys(COMMANDS);

/** The overview, each command's summary from the catalog (cli.summary.*). */
const help = (lang: Lang) =>
  `${message('cli.usage', lang)}\n\n${message('cli.commands', lang)}\n${COMMAND_NAMES.map(
    (name) =>
      `  ${name.padEnd(10)} ${message(`cli.summary.${name}` as MessageId, lang)}`,
  ).join('\n')}\n\n${message('cli.footer', lang)}\n`;

export async function run(argv: string[], io: CommandIO): Promise<number> {
  const [name, ...rest] = argv;
  if (
    name === undefined ||
    name === '--help' ||
    name === '-h' ||
    name === 'help'
  ) {
    // The config is read for the language only when the overview is asked for.
    const { cliLanguage } = await import('./cli-language.js');
    io.out(help(cliLanguage(io)));
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
        message('cli.unknown-command', await languageOf(io), {
          name: JSON.stringify(name),
          allowed: Object.keys(COMMANDS).join(', '),
        }),
      );
    return await (
      await command.load()
    )(rest, io);
  } catch (error) {
    if (error instanceof UsageError)
      return fail(
        io,
        name,
        json,
        'usage',
        error.said ? errorText(error, await languageOf(io)) : error.message,
        error.exitCode,
      );
    const code = (error as { code?: string }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))
      return fail(
        io,
        name,
        json,
        'usage',
        parseArgsText(error as Error, await languageOf(io)),
        EXIT.usage,
      );
    if (json) io.err(`${(error as Error).stack ?? String(error)}\n`);
    const lang = await languageOf(io);
    return fail(
      io,
      name,
      json,
      'internal',
      message('cli.internal-error', lang, {
        error: json ? errorText(error, lang) : errorStack(error, lang),
      }),
      EXIT.internal,
    );
  }
}

/**
 * The user's language, for an error only: the config is read when something
 * went wrong, never on the way to a command.
 */
async function languageOf(io: CommandIO): Promise<Lang> {
  return (await import('./cli-language.js')).cliLanguage(io);
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
