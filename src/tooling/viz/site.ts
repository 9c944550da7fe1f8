// machineFiles (per machine: .mmd, .stately.ts, .svg), pageMachines and
// vizFiles (those plus index.html), ledgerPage (the page with a recorded run),
// userVizFiles (the same files for the machines of a user's module)
// Pos: src/tooling/viz, everything `wukong viz` writes, as {name, content}
// pairs, so the command, --check and the freshness test share one generator;
// reads machine sources and coverage/*.json, writes nothing
import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { CatalogEntry } from '../../../machines/index.js';
import { machineCatalog } from '../../../machines/index.js';
import { readCoverageFile } from '../paths/coverage-file.js';
import { guardLinks } from './guard-links.js';
import { partCoverage } from './part-coverage.js';
import { layoutMachine } from './layout.js';
import { traceLedger } from './ledger-trace.js';
import { guardNamesOf, summarizeMachine } from './machine-summary.js';
import { toMermaid } from './mermaid.js';
import type { PageMachine } from './page.js';
import { renderPage } from './page.js';
import { toStatelyCode } from './stately-code.js';
import { storedResultGuards } from './stored-result-guards.js';
import { toSvg } from './svg.js';
import type { UserMachine } from './user-module.js';

export interface GeneratedFile {
  name: string;
  content: string;
}

export interface VizOptions {
  /**
   * Wukong's package root: machine sources and visualizations/path-coverage/
   * are read there.
   */
  root: string;
  /** Where the page is written, for its relative links. */
  outDir: string;
  catalog?: readonly CatalogEntry[];
}

const href = (from: string, to: string) =>
  relative(from, to).split('\\').join('/') || '.';

async function pageMachine(
  entry: CatalogEntry,
  root: string,
): Promise<PageMachine> {
  const source = readFileSync(join(root, entry.source), 'utf8');
  const links = guardLinks(
    source,
    entry.source,
    guardNamesOf(entry.machine),
    storedResultGuards[entry.name],
  );
  return {
    name: entry.name,
    source: entry.source,
    summary: summarizeMachine(entry.machine, links),
    svg: toSvg(await layoutMachine(entry.machine), entry.name),
    coverage: readCoverageFile(
      join(root, 'visualizations', 'path-coverage', `${entry.name}.json`),
    ),
    parts: partCoverage(root, entry.name),
  };
}

export async function pageMachines(
  options: VizOptions,
): Promise<PageMachine[]> {
  const out: PageMachine[] = [];
  for (const entry of options.catalog ?? machineCatalog)
    out.push(await pageMachine(entry, options.root));
  return out;
}

/**
 * Every file of `wukong viz`; `only` limits it to one machine's three files
 * (the page lists every machine, so it is left out).
 */
export async function vizFiles(
  options: VizOptions & { only?: string },
): Promise<GeneratedFile[]> {
  const catalog = (options.catalog ?? machineCatalog).filter(
    (m) => options.only === undefined || m.name === options.only,
  );
  const machines = await pageMachines({ ...options, catalog });
  const files = machines.flatMap((m, i) => {
    const entry = catalog[i] as CatalogEntry;
    return [
      { name: `${m.name}.mmd`, content: toMermaid(entry.machine) },
      {
        name: `${m.name}.stately.ts`,
        content: toStatelyCode(entry.machine, entry.source),
      },
      { name: `${m.name}.svg`, content: m.svg },
    ];
  });
  if (options.only !== undefined) return files;
  const page = renderPage({
    machines,
    repoHref: (p) => href(options.outDir, join(options.root, p)),
    generatedHref: (f) => f,
  });
  return [...files, { name: 'index.html', content: page }];
}

/**
 * The page with a recorded run on it; generated files are linked where `wukong
 * viz` keeps them, in the package's visualizations/.
 */
export async function ledgerPage(
  options: VizOptions & { ledger: string; runId?: string },
): Promise<GeneratedFile> {
  const trace = traceLedger(
    options.ledger,
    options.runId !== undefined ? { runId: options.runId } : {},
  );
  const machines = await pageMachines(options);
  const content = renderPage({
    machines,
    repoHref: (p) => href(options.outDir, join(options.root, p)),
    generatedHref: (f) =>
      href(options.outDir, join(options.root, 'visualizations', f)),
    trace,
  });
  return { name: 'ledger.html', content };
}

/**
 * `wukong viz path/to/my.machine.ts`: each machine the module exports as .mmd,
 * .stately.ts and .svg, and index.html, for `outDir`. Links point at the
 * user's file; no coverage is read (their path suites keep it elsewhere).
 */
export async function userVizFiles(options: {
  /** The module, absolute. */
  file: string;
  /** The module as the user named it, for headers and the regenerate hint. */
  shownAs: string;
  outDir: string;
  machines: readonly UserMachine[];
}): Promise<GeneratedFile[]> {
  const root = dirname(options.file);
  const source = basename(options.file);
  const text = readFileSync(options.file, 'utf8');
  const files: GeneratedFile[] = [];
  const machines: PageMachine[] = [];
  for (const m of options.machines) {
    const links = guardLinks(text, source, guardNamesOf(m.machine));
    const svg = toSvg(await layoutMachine(m.machine), m.name);
    machines.push({
      name: m.name,
      source,
      summary: summarizeMachine(m.machine, links),
      svg,
      coverage: null,
    });
    files.push(
      { name: `${m.name}.mmd`, content: toMermaid(m.machine) },
      {
        name: `${m.name}.stately.ts`,
        content: toStatelyCode(m.machine, options.shownAs, {
          regenerate: `wukong viz ${options.shownAs}`,
        }),
      },
      { name: `${m.name}.svg`, content: svg },
    );
  }
  const page = renderPage({
    machines,
    repoHref: (p) => href(options.outDir, join(root, p)),
    generatedHref: (f) => f,
    origin: options.shownAs,
  });
  return [...files, { name: 'index.html', content: page }];
}
