// pathsCommand — `wukong paths <module> [--export NAME] [--model NAME] [--out
// FILE] [--report FILE] [--force]` writes a vitest file running pathSuite on
// the module's machine
// Pos: src/hosts/cli, the user-facing path-test generator; it reads the
// module's text (Node 20 cannot import TypeScript) and writes one file, never
// overwriting a file it did not generate
import { errorSaid } from '../../platform/errors/said-error.js';
import { fragment } from '../../../policies/vocabulary/messages/say.js';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  moduleExports,
  pickPathExports,
} from '../../tooling/paths/module-exports.js';
import {
  GENERATED_MARK,
  pathSuiteSource,
} from '../../tooling/paths/suite-source.js';
import {
  readTextIfExists,
  writeFileAtomic,
} from '../../platform/store/atomic-file.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  message,
  translator,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const pathsHelp = (lang: Lang) => message('cli.paths.help', lang);

const MODULE_EXT = new Set(['.ts', '.mts', '.js', '.mjs']);

/** examples/order.machine.ts → examples/order.paths.test.ts */
function defaultOut(module: string): string {
  const ext = extname(module);
  const stem = basename(module, ext).replace(/\.machine$/, '');
  return join(
    dirname(module),
    `${stem}.paths.test.${ext === '.ts' || ext === '.mts' ? 'ts' : 'mjs'}`,
  );
}

export function pathsCommand(argv: string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      export: { type: 'string' },
      model: { type: 'string' },
      out: { type: 'string' },
      report: { type: 'string' },
      force: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (values.help) {
    io.out(pathsHelp(lang));
    return 0;
  }
  if (positionals.length !== 1)
    throw new UsageError(
      t('cli.paths.one-module', {
        got: positionals.length === 0 ? t('cli.none') : positionals.join(' '),
      }),
    );
  const module = resolve(io.cwd, positionals[0] as string);
  if (!MODULE_EXT.has(extname(module)))
    throw new UsageError(
      t('cli.paths.bad-ext', {
        module: positionals[0] as string,
        allowed: [...MODULE_EXT].join(', '),
      }),
    );
  const text = readTextIfExists(module);
  if (text === undefined)
    throw new UsageError(
      t('cli.no-such-file', { path: positionals[0] as string }),
    );
  let picked;
  try {
    picked = pickPathExports(moduleExports(text), {
      machine: values.export,
      model: values.model,
    });
  } catch (error) {
    throw new UsageError(
      fragment('error.at', {
        where: positionals[0] as string,
        error: errorSaid(error),
      }),
    );
  }
  const out = values.out ? resolve(io.cwd, values.out) : defaultOut(module);
  const existing = readTextIfExists(out);
  if (
    existing !== undefined &&
    !existing.includes(GENERATED_MARK) &&
    !values.force
  ) {
    throw new UsageError(
      t('cli.paths.refuse-overwrite', { file: relative(io.cwd, out) }),
    );
  }
  const command = [
    'wukong paths',
    ...argv
      .filter((a) => a !== '--json')
      .map((a) => (/^[\w./@:=-]+$/.test(a) ? a : JSON.stringify(a))),
  ].join(' ');
  const source = pathSuiteSource({
    testFile: out,
    module,
    command,
    machine: picked.machine,
    model: picked.model,
    ...(values.report ? { report: resolve(io.cwd, values.report) } : {}),
  });
  writeFileAtomic(out, source);
  if (values.json) {
    const file = relative(io.cwd, out);
    io.out(
      `${JSON.stringify({ file, machine: picked.machine, model: picked.model, run: `npx vitest run ${file}` }, null, 2)}\n`,
    );
    return 0;
  }
  io.out(
    `${t('cli.paths.wrote', {
      file: relative(io.cwd, out),
      machine: picked.machine,
      model: picked.model,
    })}\n`,
  );
  return 0;
}
