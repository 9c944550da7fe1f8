// throttleCommand — `wukong throttle [--mode M] [--model ID] [--tier T]
// [--strictness S] [--json] "<prompt>"`, plus --mute / --unmute RULE and
// --status
// Pos: src/hosts/cli, argument handling for the throttle only (seed 003 §8.1's
// "Safe Submit" entry); it advises, so a prompt always exits 0
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import {
  EditorMode,
  ModelTier,
  Strictness,
  ThrottleRuleId,
} from '../../../policies/vocabulary/throttle.js';
import {
  languageOf,
  languageSetting,
} from '../../../policies/vocabulary/messages/index.js';
import { renderHuman, renderStatus } from '../../throttle/render.js';
import {
  muteThrottleRule,
  throttlePrompt,
  throttleStatus,
} from '../../throttle/throttle-runtime.js';
import { loadConfig } from '../../platform/config/load-config.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  message,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const throttleHelp = (lang: Lang) =>
  message('cli.throttle.help', lang, {
    modes: EditorMode.options.join(', '),
    tiers: ModelTier.options.join(', '),
    strictness: Strictness.options.join(', '),
    rules: ThrottleRuleId.options.join(', '),
  });

function oneOf<T extends string>(
  schema: z.ZodEnum<Record<T, T>>,
  value: string | undefined,
  flag: string,
): T | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new UsageError(
      `${flag} ${JSON.stringify(value)} is not allowed; allowed: ${schema.options.join(', ')}`,
    );
  return parsed.data;
}

export function throttleCommand(argv: string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      mode: { type: 'string' },
      model: { type: 'string' },
      tier: { type: 'string' },
      strictness: { type: 'string' },
      session: { type: 'string' },
      'no-persist': { type: 'boolean' },
      json: { type: 'boolean' },
      explain: { type: 'boolean' },
      mute: { type: 'string' },
      unmute: { type: 'string' },
      status: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.out(throttleHelp(cliLanguage(io)));
    return 0;
  }
  const now = Date.now();
  /**
   * The workspace's throttle section, read once, where a branch first needs it
   * (bad usage is reported before a bad config).
   */
  const config = () => loadConfig(io.cwd).config.throttle;
  const muteTarget = values.mute ?? values.unmute;
  if (muteTarget !== undefined) {
    if (values.mute !== undefined && values.unmute !== undefined)
      throw new UsageError('give --mute or --unmute, not both');
    if (positionals.length)
      throw new UsageError('--mute and --unmute take no prompt');
    const ruleId = oneOf(
      ThrottleRuleId,
      muteTarget,
      values.mute !== undefined ? '--mute' : '--unmute',
    ) as string;
    const status = muteThrottleRule(
      io.cwd,
      config(),
      ruleId,
      values.mute !== undefined,
      now,
    );
    io.out(
      values.json
        ? `${JSON.stringify(status, null, 2)}\n`
        : `${ruleId}: ${status.state}${status.configMuted ? ' (still muted by wukong.config.json)' : ''}\n`,
    );
    return 0;
  }
  if (values.status) {
    if (positionals.length) throw new UsageError('--status takes no prompt');
    const statuses = throttleStatus(io.cwd, config(), now);
    io.out(
      values.json
        ? `${JSON.stringify({ rules: statuses }, null, 2)}\n`
        : renderStatus(statuses, now),
    );
    return 0;
  }
  if (positionals.length === 0)
    throw new UsageError(
      `throttle needs a prompt (or - for stdin)\n\n${throttleHelp(cliLanguage(io))}`,
    );
  const prompt =
    positionals.length === 1 && positionals[0] === '-'
      ? io.readStdin()
      : positionals.join(' ');
  const mode = oneOf(EditorMode, values.mode, '--mode');
  const tier = oneOf(ModelTier, values.tier, '--tier');
  const strictness = oneOf(Strictness, values.strictness, '--strictness');
  if (values.model !== undefined && values.model.trim() === '')
    throw new UsageError('--model needs a model id');
  const result = throttlePrompt({
    workspace: io.cwd,
    config: config(),
    prompt,
    ...(mode ? { mode } : {}),
    ...(values.model !== undefined ? { modelId: values.model.trim() } : {}),
    ...(tier ? { tier } : {}),
    ...(strictness ? { strictness } : {}),
    sessionId: values.session ?? 'cli',
    now,
    persist: !values['no-persist'],
    language: languageOf(languageSetting(loadConfig(io.cwd).config), io.env),
  });
  if (values.explain) {
    const { decision, evaluation, heldBack, choice } = result;
    io.out(
      `${JSON.stringify({ decision, features: evaluation.features, candidates: evaluation.candidates, threshold: evaluation.threshold, heldBack, choice }, null, 2)}\n`,
    );
  } else if (values.json)
    io.out(`${JSON.stringify(result.decision, null, 2)}\n`);
  else io.out(renderHuman(result.decision, result.heldBack, result.lang));
  return 0;
}
