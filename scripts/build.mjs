// The build: dist/wukong.cjs (the executable: a CommonJS launcher, fast for hooks), dist/cli.mjs (the CLI: commands
// split into chunks loaded on demand) and dist/index.mjs (the library), with a fresh build id per build. Built into a
// staging folder beside dist/ and moved in file by file (each rename atomic: chunks first, the launcher last), so a
// hook running during a rebuild never loads a half-written file. `node scripts/build.mjs [--outdir DIR]`
// Pos: scripts; types for library users come from `tsc`, not from here
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const at = process.argv.indexOf('--outdir');
const outdir = resolve(root, at >= 0 ? process.argv[at + 1] : 'dist');
// Beside the output, on the same file system, so every move is a rename.
const stage = `${outdir}.build-${process.pid}`;

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
rmSync(stage, { recursive: true, force: true });

// A fresh build id per build: a resident `wukong serve` of another build refuses to answer and exits.
const define = { __WUKONG_VERSION__: JSON.stringify(pkg.version), __WUKONG_BUILD__: JSON.stringify(`${pkg.version}+${randomUUID().slice(0, 8)}`) };

await build({
  entryPoints: { cli: join(root, 'src/cli/main.ts'), index: join(root, 'src/index.ts') },
  outdir: stage,
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
  entryPoints: { wukong: join(root, 'src/cli/launcher.ts') },
  outdir: stage,
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
chmodSync(join(stage, 'wukong.cjs'), 0o755);

const files = (dir) => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
const built = files(stage).map((f) => relative(stage, f));
/** Chunks before the entries that import them, the library and the CLI before the launcher that loads the CLI. */
const rank = (f) => (f.startsWith('chunks/') ? 0 : f.startsWith('wukong.cjs') ? (f.endsWith('.map') ? 2 : 3) : 1);
built.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
for (const f of built) {
  mkdirSync(dirname(join(outdir, f)), { recursive: true });
  renameSync(join(stage, f), join(outdir, f));
}
rmSync(stage, { recursive: true, force: true });

// What an earlier build left and this one did not make (old chunks): removed last. A hook that loaded the old cli.mjs
// a moment ago and imports one of them now fails closed, which is the launcher's job; it never sees half a file.
const keep = new Set(built);
const producedByUs = /\.(mjs|cjs|map|txt)$/;
for (const dir of [outdir, join(outdir, 'chunks')]) {
  let names = [];
  try {
    names = readdirSync(dir);
  } catch {
    continue;
  }
  for (const name of names) {
    const rel = relative(outdir, join(dir, name));
    if (!keep.has(rel) && producedByUs.test(name) && statSync(join(dir, name)).isFile()) rmSync(join(dir, name), { force: true });
  }
}
