// Lang, LanguageSetting and languageOf(setting, env): the language user-facing
// text is written in — `language` in wukong.config.json when it names one,
// else the locale (LC_ALL, LC_MESSAGES, LANG: zh… → Chinese), else English —
// and hintLanguage for text that answers a prompt (its own language first)
// Pos: policies/vocabulary/messages; pure: the caller hands in the environment
export type Lang = 'en' | 'zh';
export type LanguageSetting = 'auto' | Lang;

export const LANGS: readonly Lang[] = ['en', 'zh'];

/**
 * The configured language; `auto` follows the locale in POSIX order (LC_ALL
 * overrides LC_MESSAGES overrides LANG).
 */
export function languageOf(
  setting: LanguageSetting,
  env: Readonly<Record<string, string | undefined>>,
): Lang {
  if (setting !== 'auto') return setting;
  const locale = env['LC_ALL'] || env['LC_MESSAGES'] || env['LANG'] || '';
  return /^zh/i.test(locale) ? 'zh' : 'en';
}

/**
 * The one-top-level setting with the older `body.language` as a deprecated
 * alias: the top-level wins when it names a language, else the alias.
 */
export function languageSetting(config: {
  language?: LanguageSetting;
  body?: { language?: LanguageSetting };
}): LanguageSetting {
  const top = config.language ?? 'auto';
  return top !== 'auto' ? top : (config.body?.language ?? 'auto');
}

/**
 * Made at first use, not at load: a `\p{Script=…}` pattern costs ~0.4 ms to
 * build (Unicode tables), and the hook launcher bundles this module for the
 * language helpers but never calls textLanguage, so every hook its daemon
 * answered paid that for nothing (sixth warm pass).
 */
let han: RegExp | undefined;
const hanPattern = () => (han ??= /\p{Script=Han}/gu);
const LATIN_WORD = /[A-Za-z]{2,}/g;

/**
 * What a text is written in: Han characters and Latin words (two letters or
 * more) both → mixed, only one of them → that one, neither → unknown.
 */
export function textLanguage(text: string): 'zh' | 'en' | 'mixed' | 'unknown' {
  const hanCount = (text.match(hanPattern()) ?? []).length;
  const latin = (text.match(LATIN_WORD) ?? []).length;
  if (hanCount && latin) return 'mixed';
  if (hanCount) return 'zh';
  return latin ? 'en' : 'unknown';
}

/**
 * A hint about a prompt speaks the prompt's language: English prompts get
 * English, Chinese (or Chinese with code in it) Chinese; a prompt with no
 * words of either gets the configured language.
 */
export function hintLanguage(
  promptLanguage: 'zh' | 'en' | 'mixed' | 'unknown' | undefined,
  fallback: Lang,
): Lang {
  if (promptLanguage === 'en') return 'en';
  if (promptLanguage === 'zh' || promptLanguage === 'mixed') return 'zh';
  return fallback;
}
