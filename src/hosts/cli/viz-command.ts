// vizCommand — `wukong viz [--out DIR] [--machine NAME] [--check]` writes
// <name>.mmd, .stately.ts, .svg per machine and index.html; `wukong viz
// --ledger PATH [--run ID] [--out DIR]` writes ledger.html, the page stepping
// through a recorded run
// Pos: src/hosts/cli, the generator behind visualizations/; --check exits 1
// when a checked-in file is stale, without writing
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { machineCatalog } from '../../../machines/index.js';
import {
  readTextIfExists,
  writeFileAtomic,
} from '../../platform/store/atomic-file.js';
import { packageRoot } from '../../tooling/viz/package-root.js';
import { ledgerPage, vizFiles } from '../../tooling/viz/site.js';
import type { CommandIO } from './io.js';
import { UsageError } from '../../platform/errors/usage-error.js';

export const vizHelp = `Usage: wukong viz [--out DIR] [--machine NAME] [--check]
       wukong viz --ledger PATH [--run ID] [--out DIR]

Writes every machine as <name>.mmd (Mermaid stateDiagram-v2), <name>.stately.ts (createMachine code the Stately
editor imports) and <name>.svg (laid out without a browser), and index.html: one self-contained page with every
diagram, its states, events, guards (linked to the policy files behind them) and its path-test coverage
(visualizations/path-coverage/<name>.json, written by the path suites). Default DIR: visualizations/.

  --machine NAME   only this machine's three files (index.html lists every machine, so it is not written):
                   ${machineCatalog.map((m) => m.name).join(', ')}
  --check          write nothing; exit 1 and list the stale files if any differ from a fresh generation
  --ledger PATH    a ledger folder (.wukong/ledger) or one of its day files: write ledger.html, the same page
                   stepping through the recorded run (machine events on the diagrams, gate decisions with their
                   findings), into DIR (default: the folder holding the ledger folder, e.g. .wukong/)
  --run ID         with --ledger: only this run
Exit codes: 0 written (or fresh), 1 stale (--check), 2 bad input.
`;

export async function vizCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      machine: { type: 'string' },
      check: { type: 'boolean' },
      ledger: { type: 'string' },
      run: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.out(vizHelp);
    return 0;
  }
  const root = packageRoot();
  if (values.ledger !== undefined) {
    if (values.machine !== undefined || values.check)
      throw new UsageError('--ledger takes only --run and --out');
    const ledger = resolve(io.cwd, values.ledger);
    if (!existsSync(ledger))
      throw new UsageError(
        `--ledger ${values.ledger}: no such file or folder (a ledger lives in .wukong/ledger)`,
      );
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
    io.out(
      `wrote ${relative(io.cwd, join(outDir, page.name)) || page.name}: open it in a browser\n`,
    );
    return 0;
  }
  if (values.run !== undefined) throw new UsageError('--run needs --ledger');
  if (
    values.machine !== undefined &&
    !machineCatalog.some((m) => m.name === values.machine)
  ) {
    throw new UsageError(
      `unknown machine ${JSON.stringify(values.machine)}; allowed: ${machineCatalog.map((m) => m.name).join(', ')}`,
    );
  }
  const dir = resolve(io.cwd, values.out ?? 'visualizations');
  const files = await vizFiles({
    root,
    outDir: dir,
    ...(values.machine !== undefined ? { only: values.machine } : {}),
  });
  if (values.check) {
    const stale = files
      .filter((f) => readTextIfExists(join(dir, f.name)) !== f.content)
      .map((f) => f.name);
    io.out(
      stale.length
        ? `stale: ${stale.join(', ')} (run \`npm run viz\`)\n`
        : `fresh: ${files.length} files\n`,
    );
    return stale.length ? 1 : 0;
  }
  for (const f of files) writeFileAtomic(join(dir, f.name), f.content);
  io.out(
    `wrote ${files.length} files into ${relative(io.cwd, dir) || '.'}: ${files.map((f) => f.name).join(', ')}\n`,
  );
  return 0;
}
