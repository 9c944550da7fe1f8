// contextCommand — `wukong context prune | restore | archive | load | status`
// Pos: src/hosts/cli, argument handling for the Ruyi context commands; each
// subcommand's work is a src/context function the hooks call too
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config/load-config.js';
import {
  archiveCommand,
  loadCommand,
  statusCommand,
} from './context-archive-commands.js';
import { contextPaths } from '../../context/context-dir.js';
import { pruneFile, pruneJson, restoreFile } from '../../context/prune-file.js';
import { writeFileAtomic } from '../../platform/store/atomic-file.js';
import { writeTextRedacted } from '../../platform/store/redacted-file.js';
import { DcpPreset } from '../../../policies/vocabulary/context-config.js';
import type { CommandIO } from './io.js';
import { compactCommand, expandCommand } from './context-form-commands.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  message,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const contextHelp = (lang: Lang) => message('cli.context.help', lang);

function prune(argv: string[], io: CommandIO): Promise<number> | number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      json: { type: 'boolean' },
      preset: { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1)
    throw new UsageError(
      `${message('cli.context.prune-one', cliLanguage(io))}\n\n${contextHelp(cliLanguage(io))}`,
    );
  if (values.preset && !DcpPreset.options.includes(values.preset as never))
    throw new UsageError(
      message('cli.context.bad-preset', cliLanguage(io), {
        value: JSON.stringify(values.preset),
        allowed: DcpPreset.options.join(', '),
      }),
    );
  const { config } = loadConfig(io.cwd);
  const context = values.preset
    ? {
        ...config.context,
        dcp: { ...config.context.dcp, preset: values.preset as DcpPreset },
      }
    : config.context;
  return pruneFile(resolve(io.cwd, file), {
    config: context,
    now: new Date(),
    lang: cliLanguage(io),
    ...(values.out ? { outPath: resolve(io.cwd, values.out) } : {}),
  }).then((r) => {
    writeTextRedacted(contextPaths(io.cwd).currentReport, r.report);
    io.out(
      values.json ? `${JSON.stringify(pruneJson(r), null, 2)}\n` : r.report,
    );
    return 0;
  });
}

function restore(argv: string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { from: { type: 'string' }, out: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1 || !values.from)
    throw new UsageError(
      `${message('cli.context.restore-needs', cliLanguage(io))}\n\n${contextHelp(cliLanguage(io))}`,
    );
  const text = restoreFile(resolve(io.cwd, file), resolve(io.cwd, values.from));
  if (values.out) writeFileAtomic(resolve(io.cwd, values.out), text);
  else io.out(text);
  return 0;
}

const SUBCOMMANDS: Record<
  string,
  (argv: string[], io: CommandIO) => number | Promise<number>
> = {
  prune,
  restore,
  archive: archiveCommand,
  load: loadCommand,
  compact: compactCommand,
  expand: expandCommand,
  status: statusCommand,
};

export function contextCommand(
  argv: string[],
  io: CommandIO,
): number | Promise<number> {
  const [sub, ...rest] = argv;
  if (sub === undefined || sub === '--help' || sub === '-h') {
    io.out(contextHelp(cliLanguage(io)));
    return sub === undefined ? 2 : 0;
  }
  const run = SUBCOMMANDS[sub];
  if (!run)
    throw new UsageError(
      message('cli.unknown-subcommand', cliLanguage(io), {
        name: JSON.stringify(sub),
        allowed: Object.keys(SUBCOMMANDS).join(', '),
      }),
    );
  return run(rest, io);
}
