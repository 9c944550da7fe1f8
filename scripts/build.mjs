// Input: esbuild, package.json (version)
// Output: dist/wukong.mjs (the CLI: one bundle, commands split into chunks loaded on demand) and dist/index.mjs (the library)
// Pos: scripts, the build; types for library users come from `tsc` (npm run build:types), not from here
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
rmSync(new URL('../dist/', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: { wukong: 'src/cli/bin.ts', index: 'src/index.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  minify: true,
  sourcemap: 'linked',
  legalComments: 'linked',
  // A fresh build id per build: a resident `wukong serve` of another build refuses to answer and exits.
  define: { __WUKONG_VERSION__: JSON.stringify(pkg.version), __WUKONG_BUILD__: JSON.stringify(`${pkg.version}+${randomUUID().slice(0, 8)}`) },
  logLevel: 'warning',
});
