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
  translator,
  type Lang,
  type Translate,
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
  t: Translate,
): T | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new UsageError(
      t('cli.throttle.not-allowed', {
        flag,
        value: JSON.stringify(value),
        allowed: schema.options.join(', '),
      }),
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
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (values.help) {
    io.out(throttleHelp(lang));
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
      throw new UsageError(t('cli.throttle.mute-both'));
    if (positionals.length) throw new UsageError(t('cli.throttle.mute-prompt'));
    const ruleId = oneOf(
      ThrottleRuleId,
      muteTarget,
      values.mute !== undefined ? '--mute' : '--unmute',
      t,
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
        : `${ruleId}: ${status.state}${status.configMuted ? t('cli.throttle.still-muted') : ''}\n`,
    );
    return 0;
  }
  if (values.status) {
    if (positionals.length)
      throw new UsageError(t('cli.throttle.status-prompt'));
    const statuses = throttleStatus(io.cwd, config(), now);
    io.out(
      values.json
        ? `${JSON.stringify({ rules: statuses }, null, 2)}\n`
        : renderStatus(statuses, now, lang),
    );
    return 0;
  }
  if (positionals.length === 0)
    throw new UsageError(
      `${t('cli.throttle.needs-prompt')}\n\n${throttleHelp(lang)}`,
    );
  const prompt =
    positionals.length === 1 && positionals[0] === '-'
      ? io.readStdin()
      : positionals.join(' ');
  const mode = oneOf(EditorMode, values.mode, '--mode', t);
  const tier = oneOf(ModelTier, values.tier, '--tier', t);
  const strictness = oneOf(Strictness, values.strictness, '--strictness', t);
  if (values.model !== undefined && values.model.trim() === '')
    throw new UsageError(t('cli.throttle.model-needs'));
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
