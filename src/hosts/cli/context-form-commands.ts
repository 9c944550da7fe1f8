// compactCommand, expandCommand — `wukong context compact | expand`: seed 002's
// 压缩 / 展开 commands, the same switch the chat phrases 简要概括 / 详细说说 make in Claude
// Code
// Pos: src/hosts/cli, argument handling only; the switch is
// src/context/context-switch.ts, shared with the UserPromptSubmit hook
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config/load-config.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import { switchContext } from '../../context/context-switch.js';
import { latestTranscript } from '../../context/transcript-discovery.js';
import type { CommandIO } from './io.js';
import { cliLanguage } from './cli-language.js';
import { message } from '../../../policies/vocabulary/messages/index.js';

async function formCommand(
  name: 'compact' | 'expand',
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { transcript: { type: 'string' }, json: { type: 'boolean' } },
  });
  if (positionals.length)
    throw new UsageError(
      message('cli.context.no-positionals', cliLanguage(io), { name }),
    );
  const { config } = loadConfig(io.cwd);
  const transcriptPath = values.transcript
    ? resolve(io.cwd, values.transcript)
    : latestTranscript(io.cwd);
  const r = await switchContext({
    workspace: io.cwd,
    config: config.context,
    now: new Date(),
    event: { type: name === 'compact' ? 'BRIEF' : 'DETAIL' },
    lang: cliLanguage(io),
    ...(transcriptPath ? { transcriptPath } : {}),
  });
  io.out(
    values.json
      ? `${JSON.stringify({ form: r.form, written: r.written, text: r.agent }, null, 2)}\n`
      : `${r.agent}\n`,
  );
  return 0;
}

export const compactCommand = (argv: string[], io: CommandIO) =>
  formCommand('compact', argv, io);
export const expandCommand = (argv: string[], io: CommandIO) =>
  formCommand('expand', argv, io);
