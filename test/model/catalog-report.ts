// catalogReport(name) — the report option of our own path suites: check
// visualizations/path-coverage/<name>.json, the figures `wukong viz` puts on
// the page
// Pos: test/model helper; WUKONG_UPDATE_COVERAGE=1 (set by `npm run viz`)
// rewrites the files instead of checking them
import { join } from 'node:path';

export const catalogReport = (name: string) => ({
  file: join(
    import.meta.dirname,
    '../../visualizations/path-coverage',
    `${name}.json`,
  ),
  mode: 'check' as const,
});
