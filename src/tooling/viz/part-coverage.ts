// partCoverage(root, machine) and partCoverageLines(parts) — the coverage a
// machine's path suites recorded per part (the pipeline's per track:
// path-coverage/pipeline-<track>.json), read and shown on the page
// Pos: src/tooling/viz, an addition to the page's coverage panel; reads the
// files the path tests write (test/model), computes nothing itself
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CoverageFile } from '../paths/coverage-file.js';
import { readCoverageFile } from '../paths/coverage-file.js';

/** `<machine>-<part>.json` beside the machine's own file, sorted by part. */
export function partCoverage(
  root: string,
  machine: string,
): Array<{ part: string; coverage: CoverageFile }> {
  const dir = join(root, 'visualizations', 'path-coverage');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const prefix = `${machine}-`;
  return names
    .filter((n) => n.startsWith(prefix) && n.endsWith('.json'))
    .sort()
    .flatMap((n) => {
      const coverage = readCoverageFile(join(dir, n));
      return coverage
        ? [{ part: n.slice(prefix.length, -'.json'.length), coverage }]
        : [];
    });
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pct = (f: CoverageFile['states']) =>
  `${f.covered}/${f.total} (${f.percent}%)`;

/** One small table of the parts' figures, or nothing when there are none. */
export function partCoverageLines(
  parts: ReadonlyArray<{ part: string; coverage: CoverageFile }>,
): string {
  if (parts.length === 0) return '';
  const rows = parts
    .map(
      ({ part, coverage: c }) =>
        `<tr data-part="${escape(part)}"><td>${escape(part)}</td><td>${c.tests.total}</td><td>${pct(c.states)}</td><td>${pct(c.transitions)}</td></tr>`,
    )
    .join('');
  return `<table class="coverage parts"><thead><tr><th>part</th><th>path tests</th><th>states</th><th>transitions</th></tr></thead><tbody>${rows}</tbody></table>`;
}
