// cliLanguage(io) and workspaceLanguage(workspace, env): the language Wukong
// speaks in a workspace — its config's `language` (or the alias
// body.language), else the locale (LC_ALL, LC_MESSAGES, LANG), else English
// Pos: src/hosts/cli, an edge: hosts load the configuration and pass the
// language down (src/context and the policies take it as a parameter); a
// config that does not load falls back to the locale (the command that needs
// the config reports it)
import {
  languageOf,
  languageSetting,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { loadConfig } from '../../platform/config/load-config.js';
import type { CommandIO } from './io.js';

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

export const cliLanguage = (io: Pick<CommandIO, 'cwd' | 'env'>): Lang =>
  workspaceLanguage(io.cwd, io.env);
