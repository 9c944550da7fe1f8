// parseArgsText(error, lang): node:util parseArgs' usage error (unknown
// option, missing value, unexpected argument) worded from the catalog
// Pos: src/hosts/cli, used by the dispatcher and by the commands that catch
// parseArgs' errors themselves (check, verify-plan); any other error's text is
// left as it is
import {
  message,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';

/**
 * node:util parseArgs' error in the user's language: its code says what went
 * wrong, its text which option or argument (quoted as '…'); a text of another
 * form stays node's own.
 */
export function parseArgsText(error: Error, lang: Lang): string {
  const quoted = /^[^']*'([^']+)'/.exec(error.message)?.[1];
  if (quoted === undefined) return error.message;
  switch ((error as { code?: unknown }).code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `${message('cli.args.unknown-option', lang, { option: quoted })}${
        error.message.includes("place it at the end of the command after '--'")
          ? message('cli.args.dash-positional', lang, {
              quoted: JSON.stringify(quoted),
            })
          : ''
      }`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return message('cli.args.unexpected', lang, { arg: quoted });
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (/' argument missing$/.test(error.message))
        return message('cli.args.missing-value', lang, { option: quoted });
      if (/' does not take an argument$/.test(error.message))
        return message('cli.args.no-value', lang, { option: quoted });
      return error.message;
    default:
      return error.message;
  }
}
