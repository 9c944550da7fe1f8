// workspaceLanguage(workspace, env): the language Wukong speaks in a
// workspace — its config's `language` (or the alias body.language), else the
// locale, else English — for edges that have no loaded config at hand
// Pos: src/platform/config, a reader at the edge; a config that does not load
// falls back to the locale (a broken config is reported by the command that
// needs it, never by the language of a message)
import {
  languageOf,
  languageSetting,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { loadConfig } from './load-config.js';

export function workspaceLanguage(
  workspace: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Lang {
  try {
    return languageOf(languageSetting(loadConfig(workspace, env).config), env);
  } catch {
    return languageOf('auto', env);
  }
}
