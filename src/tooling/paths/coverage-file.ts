// CoverageFile (a path suite's figures: test counts, states and transitions
// with the missing ones named), coverageFileText, readCoverageFile
// Pos: src/tooling/paths, the one JSON shape a path suite writes and `wukong
// viz` reads; stable key order and a trailing newline, so a checked-in copy
// diffs cleanly
import { readTextIfExists } from '../../platform/store/atomic-file.js';
import type { CoverageReport } from './coverage.js';

export interface CoverageFile {
  /**
   * The suite's name: a machineCatalog name for ours, the machine's id
   * otherwise.
   */
  machine: string;
  tests: { shortest: number; edges: number; total: number };
  states: CoverageReport['states'];
  transitions: CoverageReport['transitions'];
}

export function coverageFile(
  name: string,
  counts: { shortest: number; edges: number },
  report: CoverageReport,
): CoverageFile {
  return {
    machine: name,
    tests: {
      shortest: counts.shortest,
      edges: counts.edges,
      total: counts.shortest + counts.edges,
    },
    states: {
      covered: report.states.covered,
      total: report.states.total,
      percent: report.states.percent,
      missing: [...report.states.missing],
    },
    transitions: {
      covered: report.transitions.covered,
      total: report.transitions.total,
      percent: report.transitions.percent,
      missing: [...report.transitions.missing],
    },
  };
}

export const coverageFileText = (file: CoverageFile) =>
  `${JSON.stringify(file, null, 2)}\n`;

/**
 * The figures a suite wrote, or null when there is no such file or it is not
 * one.
 */
export function readCoverageFile(path: string): CoverageFile | null {
  const text = readTextIfExists(path);
  if (text === undefined) return null;
  try {
    const data = JSON.parse(text) as CoverageFile;
    const ok =
      typeof data.machine === 'string' &&
      typeof data.tests?.total === 'number' &&
      typeof data.states?.covered === 'number' &&
      typeof data.transitions?.covered === 'number';
    return ok ? data : null;
  } catch {
    return null;
  }
}
