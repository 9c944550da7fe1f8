// Input: vitest/config
// Output: the test runner's settings: which files are tests, where the corpora live
// Pos: repository root, configuration only
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
