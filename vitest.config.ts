// the test runner's settings: which files are tests, where the corpora live, an
// isolated user-level state per test file, one temporary folder per run
// Pos: repository root, configuration only
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every test file gets its own user-level state folder (XDG_STATE_HOME),
    // never the real one.
    setupFiles: ['test/isolated-state.ts'],
    // …and the run's temporary folders in one folder removed at its end.
    globalSetup: ['test/run-tmpdir.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
