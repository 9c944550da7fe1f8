// cliLanguage(io): the language a command speaks — the workspace config's
// `language`, else the command's locale (LC_ALL, LC_MESSAGES, LANG), else
// English
// Pos: src/hosts/cli, the edge where the CLI's texts get their language; a
// config that does not load falls back to the locale (the command that needs
// the config reports it)
import type { Lang } from '../../../policies/vocabulary/messages/index.js';
import { workspaceLanguage } from '../../platform/config/workspace-language.js';
import type { CommandIO } from './io.js';

export const cliLanguage = (io: Pick<CommandIO, 'cwd' | 'env'>): Lang =>
  workspaceLanguage(io.cwd, io.env);
