// Input: esbuild, package.json (version)
// Output: dist/wukong.cjs (the executable: a CommonJS launcher, fast for hooks), dist/cli.mjs (the CLI: commands split into chunks loaded on demand) and dist/index.mjs (the library); the CLI's build id is fresh per build
// Pos: scripts, the build; types for library users come from `tsc`, not from here
import { randomUUID } from 'node:crypto';
import { chmodSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
rmSync(new URL('../dist/', import.meta.url), { recursive: true, force: true });

// A fresh build id per build: a resident `wukong serve` of another build refuses to answer and exits.
const define = { __WUKONG_VERSION__: JSON.stringify(pkg.version), __WUKONG_BUILD__: JSON.stringify(`${pkg.version}+${randomUUID().slice(0, 8)}`) };

await build({
  entryPoints: { cli: 'src/cli/main.ts', index: 'src/index.ts' },
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
  define,
  logLevel: 'warning',
});

await build({
  entryPoints: { wukong: 'src/cli/launcher.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.cjs' },
  banner: { js: '#!/usr/bin/env node' },
  minify: true,
  sourcemap: 'linked',
  define,
  // The launcher only reaches the CLI through a dynamic import of ./cli.mjs, which must stay a file, not be bundled.
  external: ['./cli.mjs'],
  logLevel: 'warning',
});
chmodSync(new URL('../dist/wukong.cjs', import.meta.url), 0o755);
