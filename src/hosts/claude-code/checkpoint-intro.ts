// checkpointIntro(body, env, language) — the body's CHECKPOINT introduced at
// SessionStart: what it is (seed 000's self-check before acting), its format
// and how it is enforced now, in the user's language (the top-level
// `language`, its deprecated alias body.language, or the locale: zh… →
// Chinese, else English), worded by the message catalog
// Pos: src/hosts/claude-code, so the model meets the rule before its first tool
// call instead of at it; the rule itself is policies/harness/body
import { checkpointTemplate } from '../../../policies/harness/body/checkpoint-parse.js';
import type { BodyConfig } from '../../../policies/vocabulary/loop-config.js';
import {
  languageOf,
  languageSetting,
  message,
  type Lang,
  type LanguageSetting,
} from '../../../policies/vocabulary/messages/index.js';

export type IntroLanguage = Lang;

/**
 * The top-level language when it names one, else body.language (deprecated
 * alias), else the locale (LC_ALL, LC_MESSAGES, LANG).
 */
export function introLanguage(
  body: Pick<BodyConfig, 'language'>,
  env: Readonly<Record<string, string | undefined>>,
  language: LanguageSetting = 'auto',
): IntroLanguage {
  return languageOf(languageSetting({ language, body }), env);
}

/** The introduction, or null when the body's check is off. */
export function checkpointIntro(
  body: BodyConfig,
  env: Readonly<Record<string, string | undefined>>,
  language: LanguageSetting = 'auto',
): string | null {
  if (body.enforce === 'off') return null;
  const lang = introLanguage(body, env, language);
  return [
    message('checkpoint.head', lang),
    checkpointTemplate(lang),
    message('checkpoint.limits', lang, {
      lines: body.maxLines,
      reads: body.maxReads,
      searches: body.maxSearches,
    }),
    message(
      body.enforce === 'warn' ? 'checkpoint.warn' : 'checkpoint.enforce',
      lang,
    ),
  ].join('\n');
}
