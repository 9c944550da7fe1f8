// scanCommand — `wukong scan [FILE... | -] [--json]`: the secrets in files or
// stdin, masked; exit 0 clean, 1 found, 2 bad input; `--deferred PATH` hands
// over to scan-deferred.ts
// Pos: src/hosts/cli, file and argument handling for scan only; what counts as
// a secret is the scanner's business
import { readFileSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { scanSecrets } from '../../../policies/security/secrets/scan-secrets.js';
import type { SecretFinding } from '../../../policies/security/secrets/scan-secrets.js';
import type { CommandIO } from './io.js';
import { scanDeferred } from './scan-deferred.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  message,
  translator,
  type Lang,
  type Translate,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const scanHelp = (lang: Lang) => message('cli.scan.help', lang);

interface Input {
  /** As the user named it; absent for stdin. */
  file?: string;
  text: string;
}

function readInputs(names: string[], io: CommandIO, t: Translate): Input[] {
  if (names.length === 0 || (names.length === 1 && names[0] === '-'))
    return [{ text: io.readStdin() }];
  if (names.includes('-')) throw new UsageError(t('cli.scan.stdin-mixed'));
  return names.map((file) => {
    const path = resolve(io.cwd, file);
    let isDirectory: boolean;
    try {
      isDirectory = statSync(path).isDirectory();
    } catch (error) {
      throw new UsageError(
        t('cli.scan.cannot-read', {
          file,
          error:
            (error as NodeJS.ErrnoException).code === 'ENOENT'
              ? t('cli.scan.no-such-file')
              : (error as Error).message,
        }),
      );
    }
    if (isDirectory) throw new UsageError(t('cli.scan.is-directory', { file }));
    try {
      return { file, text: readFileSync(path, 'utf8') };
    } catch (error) {
      throw new UsageError(
        t('cli.scan.cannot-read', { file, error: (error as Error).message }),
      );
    }
  });
}

interface Row {
  rule: string;
  severity: SecretFinding['severity'];
  file?: string;
  line: number;
  column: number;
  match: string;
}

export function scanCommand(
  argv: string[],
  io: CommandIO,
): number | Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      deferred: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (values.help) {
    io.out(scanHelp(lang));
    return 0;
  }
  if (values.deferred)
    return scanDeferred(positionals, values.json === true, io, lang);
  const inputs = readInputs(positionals, io, t);
  const rows: Row[] = inputs.flatMap(({ file, text }) =>
    // gitleaks' path rules and allowlists see the path as named, with /
    // separators.
    scanSecrets(
      text,
      file === undefined ? {} : { path: file.split(sep).join('/') },
    ).map(({ rule, severity, line, column, match }) => ({
      rule,
      severity,
      ...(file === undefined ? {} : { file }),
      line,
      column,
      match,
    })),
  );
  if (values.json) io.out(`${JSON.stringify({ findings: rows }, null, 2)}\n`);
  else if (rows.length === 0)
    io.out(
      `${t('cli.scan.clean', {
        what:
          inputs.length === 1
            ? (inputs[0]?.file ?? 'stdin')
            : t('cli.scan.files', { count: inputs.length }),
      })}\n`,
    );
  else {
    for (const r of rows)
      io.out(
        `${r.file ?? '<stdin>'}:${r.line}:${r.column}  ${r.severity.padEnd(9)}  ${r.rule}  ${r.match}\n`,
      );
    const files = new Set(rows.map((r) => r.file ?? '<stdin>')).size;
    const one = (n: number) => (n === 1 ? 'one' : 'many');
    io.out(
      `${t('cli.scan.found', {
        secrets: t(`cli.scan.secrets.${one(rows.length)}`, {
          count: rows.length,
        }),
        inputs: t(`cli.scan.inputs.${one(files)}`, { count: files }),
      })}\n`,
    );
  }
  return rows.length === 0 ? 0 : 1;
}
