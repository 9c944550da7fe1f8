// vizCommand — `wukong viz [--out DIR] [--machine NAME] [--check]` writes
// <name>.mmd, .stately.ts, .svg per machine and index.html; `wukong viz
// path/to/my.machine.ts [--out DIR]` the same for a user's own machines;
// `wukong viz --ledger PATH [--run ID] [--out DIR]` writes ledger.html, the
// page stepping through a recorded run
// Pos: src/hosts/cli, the generator behind visualizations/ and a user's
// <name>.viz/; --check exits 1 when a written file is stale, without writing
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { machineCatalog } from '../../../machines/index.js';
import {
  readTextIfExists,
  writeFileAtomic,
} from '../../platform/store/atomic-file.js';
import { packageRoot } from '../../platform/store/package-root.js';
import { ledgerPage, userVizFiles, vizFiles } from '../../tooling/viz/site.js';
import type { GeneratedFile } from '../../tooling/viz/site.js';
import { loadUserMachines } from '../../tooling/viz/user-module.js';
import { EXIT } from './exit-codes.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  message,
  translator,
  type Lang,
  type Translate,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const vizHelp = (lang: Lang) =>
  message('cli.viz.help', lang, {
    machines: machineCatalog.map((m) => m.name).join(', '),
  });

const MODULE_EXT = new Set(['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs']);

/** src/order.machine.ts → src/order.viz */
const besideModule = (file: string) =>
  join(
    dirname(file),
    `${basename(file, extname(file)).replace(/\.machine$/, '')}.viz`,
  );

/** Writes the files, or with --check compares them; prints what it did. */
function writeOrCheck(
  io: CommandIO,
  dir: string,
  files: GeneratedFile[],
  values: { check?: boolean; json?: boolean },
  regenerate: string,
  t: Translate,
): number {
  const shown = relative(io.cwd, dir) || '.';
  if (values.check) {
    const stale = files
      .filter((f) => readTextIfExists(join(dir, f.name)) !== f.content)
      .map((f) => f.name);
    io.out(
      values.json
        ? `${JSON.stringify({ dir: shown, stale, fresh: files.length - stale.length }, null, 2)}\n`
        : stale.length
          ? `${t('cli.viz.stale', { files: stale.join(', '), command: regenerate })}\n`
          : `${t('cli.viz.fresh', { count: files.length })}\n`,
    );
    return stale.length ? EXIT.finding : EXIT.ok;
  }
  for (const f of files) writeFileAtomic(join(dir, f.name), f.content);
  io.out(
    values.json
      ? `${JSON.stringify({ dir: shown, files: files.map((f) => f.name) }, null, 2)}\n`
      : `${t('cli.viz.wrote', { count: files.length, dir: shown, files: files.map((f) => f.name).join(', ') })}\n`,
  );
  return EXIT.ok;
}

export async function vizCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      export: { type: 'string' },
      json: { type: 'boolean' },
      machine: { type: 'string' },
      check: { type: 'boolean' },
      ledger: { type: 'string' },
      run: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (values.help) {
    io.out(vizHelp(lang));
    return 0;
  }
  if (positionals.length > 1)
    throw new UsageError(
      t('cli.viz.one-module', {
        count: positionals.length,
        args: positionals.join(' '),
      }),
    );
  const module = positionals[0];
  if (module !== undefined) {
    if (values.ledger !== undefined || values.machine !== undefined)
      throw new UsageError(t('cli.viz.module-options'));
    const file = resolve(io.cwd, module);
    if (!MODULE_EXT.has(extname(file)))
      throw new UsageError(
        t('cli.viz.bad-ext', { module, allowed: [...MODULE_EXT].join(', ') }),
      );
    if (!existsSync(file) || !statSync(file).isFile())
      throw new UsageError(t('cli.no-such-file', { path: module }));
    const machines = await loadUserMachines(file, {
      shownAs: module,
      ...(values.export !== undefined ? { exportName: values.export } : {}),
    });
    const dir =
      values.out !== undefined
        ? resolve(io.cwd, values.out)
        : besideModule(file);
    const files = await userVizFiles({
      file,
      shownAs: module,
      outDir: dir,
      machines,
    });
    return writeOrCheck(io, dir, files, values, `wukong viz ${module}`, t);
  }
  if (values.export !== undefined)
    throw new UsageError(t('cli.viz.export-needs'));
  const root = packageRoot();
  if (values.ledger !== undefined) {
    if (values.machine !== undefined || values.check)
      throw new UsageError(t('cli.viz.ledger-options'));
    const ledger = resolve(io.cwd, values.ledger);
    if (!existsSync(ledger))
      throw new UsageError(t('cli.viz.no-ledger', { path: values.ledger }));
    const ledgerFolder = statSync(ledger).isDirectory()
      ? ledger
      : dirname(ledger);
    const outDir =
      values.out !== undefined
        ? resolve(io.cwd, values.out)
        : dirname(ledgerFolder);
    const page = await ledgerPage({
      root,
      outDir,
      ledger,
      ...(values.run !== undefined ? { runId: values.run } : {}),
    });
    writeFileAtomic(join(outDir, page.name), page.content);
    const written = relative(io.cwd, join(outDir, page.name)) || page.name;
    io.out(
      values.json
        ? `${JSON.stringify({ file: written }, null, 2)}\n`
        : `${t('cli.viz.wrote-page', { file: written })}\n`,
    );
    return 0;
  }
  if (values.run !== undefined) throw new UsageError(t('cli.viz.run-needs'));
  if (
    values.machine !== undefined &&
    !machineCatalog.some((m) => m.name === values.machine)
  ) {
    throw new UsageError(
      t('cli.viz.unknown-machine', {
        name: JSON.stringify(values.machine),
        allowed: machineCatalog.map((m) => m.name).join(', '),
      }),
    );
  }
  const dir = resolve(io.cwd, values.out ?? 'visualizations');
  const files = await vizFiles({
    root,
    outDir: dir,
    ...(values.machine !== undefined ? { only: values.machine } : {}),
  });
  return writeOrCheck(io, dir, files, values, 'npm run viz', t);
}
