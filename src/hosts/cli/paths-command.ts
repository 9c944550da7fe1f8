// pathsCommand — `wukong paths <module> [--export NAME] [--model NAME] [--out
// FILE] [--report FILE] [--force]` writes a vitest file running pathSuite on
// the module's machine
// Pos: src/hosts/cli, the user-facing path-test generator; it reads the
// module's text (Node 20 cannot import TypeScript) and writes one file, never
// overwriting a file it did not generate
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

export const pathsHelp = `Usage: wukong paths <module> [--export NAME] [--model NAME] [--out FILE] [--report FILE] [--force] [--json]

Writes a vitest file that generates the shortest paths and an edge cover of a machine, replays each on a real actor
(invoked promises settled by the path, \`always\` edges and guards run for real), asserts the abstract state after
every step, and ends with a coverage test naming every state and transition no path reached (fails below 100%).

The module exports the machine and its path model. By convention the machine is the one export named …Machine (or
\`machine\`) and the model is named after it: orderMachine → orderModel, machine → model. A model is
  { input? (or inputs?: { name: input, ... }, one coverage over all), events(snapshot) → events with payloads,
    serializeState(snapshot) → string, controllable?: [actor names], describeEvent?(event), check?(end, path, variant) }
where serializeState keeps the state value and only the context fields guards read. See examples/order.machine.ts.

  --export NAME   the machine's export (default: the one named …Machine or machine)
  --model NAME    the model's export (default: <name>Model)
  --out FILE      the test file (default: <module dir>/<name>.paths.test.ts, .test.mjs for a JavaScript module)
  --report FILE   also write the coverage figures there as JSON on each run
  --force         overwrite FILE even if \`wukong paths\` did not write it
  --json          print {file, machine, model, run}
Exit codes: 0 written, 2 bad input.
`;

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
  if (values.help) {
    io.out(pathsHelp);
    return 0;
  }
  if (positionals.length !== 1)
    throw new UsageError(
      `expected one module, got ${positionals.length === 0 ? 'none' : positionals.join(' ')}; see wukong paths --help`,
    );
  const module = resolve(io.cwd, positionals[0] as string);
  if (!MODULE_EXT.has(extname(module)))
    throw new UsageError(
      `${positionals[0]}: a module must end in ${[...MODULE_EXT].join(', ')}`,
    );
  const text = readTextIfExists(module);
  if (text === undefined)
    throw new UsageError(`${positionals[0]}: no such file`);
  let picked;
  try {
    picked = pickPathExports(moduleExports(text), {
      machine: values.export,
      model: values.model,
    });
  } catch (error) {
    throw new UsageError(`${positionals[0]}: ${(error as Error).message}`);
  }
  const out = values.out ? resolve(io.cwd, values.out) : defaultOut(module);
  const existing = readTextIfExists(out);
  if (
    existing !== undefined &&
    !existing.includes(GENERATED_MARK) &&
    !values.force
  ) {
    throw new UsageError(
      `refusing to overwrite ${relative(io.cwd, out)}: \`wukong paths\` did not write it (use --force, or another --out)`,
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
    `wrote ${relative(io.cwd, out)}: path tests of ${picked.machine} with ${picked.model}; run \`npx vitest run ${relative(io.cwd, out)}\`\n`,
  );
  return 0;
}
