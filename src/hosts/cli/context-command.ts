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

export const contextHelp = `Usage: wukong context <subcommand> [options]

  prune <transcript.jsonl> [--out FILE] [--json] [--preset seed|aggressive]
      Dynamic context pruning (seed 002): dedup, supersede, purge errors, truncation, with turn, tool, file and
      anchor protection. --preset overrides the configured one: seed (the last 4 user turns kept, truncation by
      min(50000, remaining x 0.5) tokens) or aggressive (the last 4 assistant steps, old outputs cut to 2000
      characters). Prints the DCP report (Markdown) or, with --json, {tokensBefore, tokensAfter, saved,
      byStrategy, protectedKept, items, usage}. --out writes the pruned transcript; the original is never changed.
      The report is also kept as .wukong/context/current/dcp-report.md.
  restore <pruned.jsonl> --from <original.jsonl> [--out FILE]
      Puts every pruned block back from the original, by the tool_use_id its placeholder names.
  archive [--transcript FILE] [--session ID] [--handoff] [--json]
      The 存档 protocol: DCP report, expanded/normal/compact forms and the cited anchors into current/ and
      sessions/<date>-<task>-<id>/. Without --transcript, the newest transcript of this workspace under
      ~/.claude/projects. --handoff: the next fresh Claude Code session starts from this archive.
  load [SESSION] [--json]
      加载上下文: the latest archive (or SESSION: a folder name, a prefix or a session id) becomes current; prints its
      compact form and the relevant anchors.
  compact [--transcript FILE] [--json]
      压缩 / 简要概括: the context machine switches to the compact form (🔸 缩形态, < 500 characters); prints it
      and writes .wukong/context/current/compact.md. Without --transcript, the newest transcript of this
      workspace, else the last compact form written.
  expand [--transcript FILE] [--json]
      展开 / 详细说说: the same for the expanded form (🔶 巨形态, the whole history), written to expanded.md.
  status [--json]
      The context machine's form and usage, the current forms, the archives, the anchors and the recovery state.

Configuration: the "context" section of wukong.config.json (window, thresholds, dcp, rescue).
Exit codes: 0 done, 1 nothing to load, 2 bad input.
`;

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
      `context prune takes one transcript file\n\n${contextHelp}`,
    );
  if (values.preset && !DcpPreset.options.includes(values.preset as never))
    throw new UsageError(
      `--preset ${JSON.stringify(values.preset)} is not a DCP preset; allowed: ${DcpPreset.options.join(', ')}`,
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
      `context restore takes a pruned transcript and --from <original.jsonl>\n\n${contextHelp}`,
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
    io.out(contextHelp);
    return sub === undefined ? 2 : 0;
  }
  const run = SUBCOMMANDS[sub];
  if (!run)
    throw new UsageError(
      `unknown subcommand ${JSON.stringify(sub)}; allowed: ${Object.keys(SUBCOMMANDS).join(', ')}`,
    );
  return run(rest, io);
}
