// lastResortLanguage(env, cwd): the language of the launcher's own fail-closed
// answer, when the bundle and the CLI could not load — `language` in the
// project's wukong.config.json read as plain JSON, else the locale, else
// English
// Pos: src/hosts/cli, used by launcher.ts only on its failure path (the normal
// path words everything through the catalog after loading the config); not a
// config loader: no schema, no managed policy, nothing validated but the word
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  languageOf,
  languageSetting,
} from '../../../policies/vocabulary/messages/language.js';
import type {
  Lang,
  LanguageSetting,
} from '../../../policies/vocabulary/messages/language.js';

/** A config larger than this is not read here: the locale decides. */
const MAX_BYTES = 1 << 20;

const asSetting = (value: unknown): LanguageSetting | undefined =>
  value === 'en' || value === 'zh' || value === 'auto' ? value : undefined;

export function lastResortLanguage(
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): Lang {
  let setting: LanguageSetting = 'auto';
  try {
    const file = join(env['CLAUDE_PROJECT_DIR'] || cwd, 'wukong.config.json');
    const stat = statSync(file);
    if (stat.isFile() && stat.size <= MAX_BYTES) {
      const config = JSON.parse(readFileSync(file, 'utf8')) as {
        language?: unknown;
        body?: { language?: unknown };
      };
      const top = asSetting(config?.language);
      const body = asSetting(config?.body?.language);
      setting = languageSetting({
        ...(top ? { language: top } : {}),
        ...(body ? { body: { language: body } } : {}),
      });
    }
  } catch {
    // No readable config: the locale decides.
  }
  return languageOf(setting, env);
}
