// verifyCommand — `wukong verify <submission.json|-> [--track T] [--avatar A]
// [--state FILE] [--confirm ID]... [--json]` and `wukong verify --batch
// DIR|FILE... [--final FILE] [--state FILE]`
// Pos: src/hosts/cli, argument and file handling for verify only; exit 0 PASS,
// 1 RETRY, REJECT or CONFIRM (⚠️ 需确认), 3 ESCALATED, 2 bad input
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  avatarNames,
  resolveAvatar,
} from '../../../policies/pipeline/avatars.js';
import { Submission } from '../../../policies/vocabulary/submission.js';
import { Track } from '../../../policies/vocabulary/track.js';
import { loadConfig } from '../../platform/config/load-config.js';
import { verifySubmission } from '../../pipeline/verify-session.js';
import {
  languageOf,
  languageSetting,
  message,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { gatherFacts } from '../../pipeline/gather-facts.js';
import { SYNTAX_CHECKED } from '../../pipeline/batch-facts.js';
import { readBatchInputs, verifyBatches } from '../../pipeline/verify-batch.js';
import { cliLanguage } from './cli-language.js';
import type { CommandIO } from './io.js';
import {
  UsageError,
  describeZodError,
} from '../../platform/errors/usage-error.js';

export const verifyHelp = (lang: Lang) =>
  message('cli.verify.help', lang, {
    tracks: Track.options.join(', '),
    avatars: avatarNames.slice(0, 6).join(', '),
    syntax: SYNTAX_CHECKED,
  });

const EXIT = {
  PASS: 0,
  RETRY: 1,
  REJECT: 1,
  CONFIRM: 1,
  ESCALATED: 3,
} as const;

function readSubmission(arg: string, io: CommandIO): unknown {
  let text: string;
  try {
    text =
      arg === '-' ? io.readStdin() : readFileSync(resolve(io.cwd, arg), 'utf8');
  } catch (error) {
    throw new UsageError(
      message('cli.verify.cannot-read', cliLanguage(io), {
        file: arg,
        error: (error as Error).message,
      }),
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      message('cli.verify.not-json', cliLanguage(io), {
        file: arg,
        error: (error as Error).message,
      }),
    );
  }
}

export async function verifyCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      track: { type: 'string' },
      avatar: { type: 'string' },
      state: { type: 'string' },
      confirm: { type: 'string', multiple: true },
      batch: { type: 'boolean' },
      final: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.out(verifyHelp(cliLanguage(io)));
    return 0;
  }
  if (values.batch) {
    if (positionals.length === 0)
      throw new UsageError(
        `${message('cli.verify.batch-files', cliLanguage(io))}\n\n${verifyHelp(cliLanguage(io))}`,
      );
    const inputs = readBatchInputs(positionals, io.cwd);
    const finalFile = values.final ?? inputs.finalPath;
    if (!finalFile)
      throw new UsageError(message('cli.verify.batch-final', cliLanguage(io)));
    const { submission, row } = parseSubmission(finalFile, io, values);
    const { config } = loadConfig(io.cwd);
    const facts = await gatherFacts(submission, {
      cwd: io.cwd,
      confirmed: values.confirm ?? [],
    });
    const result = verifyBatches(
      inputs,
      { ...submission, facts: { ...facts } },
      {
        row,
        pipeline: config.pipeline,
        cwd: io.cwd,
        memory: memoryOf(io, config),
        ...(values.state ? { statePath: resolve(io.cwd, values.state) } : {}),
        language: languageOf(languageSetting(config), io.env),
      },
    );
    io.out(
      values.json ? `${JSON.stringify(result, null, 2)}\n` : result.report,
    );
    return result.status === 'BATCH_FAILED' ? 1 : EXIT[result.status];
  }
  const file = positionals[0];
  if (!file || positionals.length > 1)
    throw new UsageError(
      `${message('cli.verify.one-file', cliLanguage(io))}\n\n${verifyHelp(cliLanguage(io))}`,
    );
  const { submission, row } = parseSubmission(file, io, values);
  const { config } = loadConfig(io.cwd);
  const facts = await gatherFacts(submission, {
    cwd: io.cwd,
    confirmed: values.confirm ?? [],
  });
  const result = verifySubmission(
    { ...submission, facts: { ...facts } },
    {
      row,
      pipeline: config.pipeline,
      memory: memoryOf(io, config),
      ...(values.state ? { statePath: resolve(io.cwd, values.state) } : {}),
      language: languageOf(languageSetting(config), io.env),
    },
  );
  io.out(values.json ? `${JSON.stringify(result, null, 2)}\n` : result.report);
  return EXIT[result.status];
}

/** Where 识 writes after a PASS: the workspace's Alaya store. */
function memoryOf(
  io: CommandIO,
  config: ReturnType<typeof loadConfig>['config'],
) {
  return {
    workspace: io.cwd,
    now: new Date(),
    staleAfterDays: config.context.anchorStaleAfterDays,
  };
}

function parseSubmission(
  file: string,
  io: CommandIO,
  values: { track?: string; avatar?: string },
) {
  const raw = readSubmission(file, io);
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    if (values.track !== undefined)
      (raw as Record<string, unknown>)['track'] = values.track;
    if (values.avatar !== undefined)
      (raw as Record<string, unknown>)['avatar'] = values.avatar;
  }
  const parsed = Submission.safeParse(raw);
  if (!parsed.success)
    throw new UsageError(
      describeZodError(
        parsed.error,
        message('cli.verify.submission', cliLanguage(io), { file }),
        Submission,
      ),
    );
  const row = resolveAvatar(parsed.data.avatar);
  if (!row)
    throw new UsageError(
      message('cli.verify.unknown-avatar', cliLanguage(io), {
        file,
        avatar: JSON.stringify(parsed.data.avatar),
        allowed: avatarNames.join(', '),
      }),
    );
  if (parsed.data.facts !== undefined)
    throw new UsageError(
      message('cli.verify.no-facts', cliLanguage(io), { file }),
    );
  return { submission: parsed.data, row };
}
