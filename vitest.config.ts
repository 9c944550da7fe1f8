// Input: vitest/config
// Output: the test runner's settings: which files are tests, where the corpora live, the per-file state folder
// Pos: repository root, configuration only
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A temporary $XDG_STATE_HOME per test file: the ledger key and heads never land in the real home folder.
    setupFiles: ['test/state-home.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
