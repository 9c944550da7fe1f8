// The subpath `wukong/testing`: model-based tests for any XState machine —
// paths generated from the machine, replayed on real actors, with state and
// transition coverage; what `wukong paths` writes suites for
// Pos: src/hosts/library, one entry of the package's exports; re-exports only.
// Imports no test framework: `register({ describe, it })` hands the tests to
// vitest or any runner of that shape

// The path tests of a machine and its path model: shortest paths and an edge
// cover, each replayed on a real actor, then a coverage test that fails below
// 100%.
export { pathSuite } from '../../tooling/paths/path-suite.js';
export type {
  PathModel,
  PathSuite,
  PathSuiteOptions,
  PathTest,
} from '../../tooling/paths/path-suite.js';
export type { CoverageReport } from '../../tooling/paths/coverage.js';
