// Input: node:path, node:util (parseArgs); machines (machineCatalog), viz/mermaid, viz/stately-code, store/atomic-file
// Output: vizCommand — `wukong viz [--out DIR] [--machine NAME] [--check]` writes <name>.mmd and <name>.stately.ts per machine
// Pos: src/cli, the generator behind visualizations/; --check exits 1 when a checked-in file is stale, without writing
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { machineCatalog } from '../../machines/index.js';
import { readTextIfExists, writeFileAtomic } from '../store/atomic-file.js';
import { toMermaid } from '../viz/mermaid.js';
import { toStatelyCode } from '../viz/stately-code.js';
import type { CommandIO } from './io.js';
import { UsageError } from './usage-error.js';

export const vizHelp = `Usage: wukong viz [--out DIR] [--machine NAME] [--check]

Writes every machine as <name>.mmd (Mermaid stateDiagram-v2) and <name>.stately.ts (createMachine code the
Stately editor imports) into DIR (default: visualizations/).

  --machine NAME   only this machine: ${machineCatalog.map((m) => m.name).join(', ')}
  --check          write nothing; exit 1 and list the stale files if any differ from a fresh generation
Exit codes: 0 written (or fresh), 1 stale (--check), 2 bad input.
`;

/** Every generated file for the chosen machines: path relative to the output folder, and content. */
export function generatedFiles(only?: string): Array<{ name: string; content: string }> {
  const chosen = only ? machineCatalog.filter((m) => m.name === only) : machineCatalog;
  if (only && chosen.length === 0) throw new UsageError(`unknown machine ${JSON.stringify(only)}; allowed: ${machineCatalog.map((m) => m.name).join(', ')}`);
  return chosen.flatMap((entry) => [
    { name: `${entry.name}.mmd`, content: toMermaid(entry.machine) },
    { name: `${entry.name}.stately.ts`, content: toStatelyCode(entry.machine, entry.source) },
  ]);
}

export function vizCommand(argv: string[], io: CommandIO): number {
  const { values } = parseArgs({
    args: argv,
    options: { out: { type: 'string' }, machine: { type: 'string' }, check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    io.out(vizHelp);
    return 0;
  }
  const dir = resolve(io.cwd, values.out ?? 'visualizations');
  const files = generatedFiles(values.machine);
  if (values.check) {
    const stale = files.filter((f) => readTextIfExists(join(dir, f.name)) !== f.content).map((f) => f.name);
    io.out(stale.length ? `stale: ${stale.join(', ')} (run \`npm run viz\`)\n` : `fresh: ${files.length} files\n`);
    return stale.length ? 1 : 0;
  }
  for (const f of files) writeFileAtomic(join(dir, f.name), f.content);
  io.out(`wrote ${files.map((f) => join(values.out ?? 'visualizations', f.name)).join(', ')}\n`);
  return 0;
}
