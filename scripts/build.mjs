// Input: esbuild, package.json (version), src/cli/hook-code-cache.ts (run once, in a child process, on the built hook bundle)
// Output: dist/wukong.cjs (the executable: a CommonJS launcher, fast for hooks), dist/hook.cjs + dist/hook.cjs.cache (the in-process hook as one CommonJS file and its V8 code cache), dist/cli.mjs (the CLI: commands split into chunks loaded on demand) and dist/index.mjs (the library); the CLI's build id is fresh per build
// Pos: scripts, the build; types for library users come from `tsc`, not from here
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

// CommonJS outputs have no import.meta: the few modules that resolve files from their own place read this instead
// (a getter: node:url is loaded only when one does, not by every hook its daemon answers).
const cjsImportMeta = {
  define: { ...define, 'import.meta.url': '__wukong_import_meta.url' },
  banner: 'var __wukong_import_meta = { get url() { return require("node:url").pathToFileURL(__filename).href; } };',
};

await build({
  entryPoints: { wukong: 'src/cli/launcher.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.cjs' },
  banner: { js: `#!/usr/bin/env node\n${cjsImportMeta.banner}` },
  minify: true,
  sourcemap: 'linked',
  define: cjsImportMeta.define,
  // The launcher only reaches the CLI through a dynamic import of ./cli.mjs, which must stay a file, not be bundled.
  external: ['./cli.mjs'],
  logLevel: 'warning',
});
chmodSync(new URL('../dist/wukong.cjs', import.meta.url), 0o755);


// The in-process hook as one CommonJS file: no ESM loader, and V8 can compile it from a code cache (Node 20 has no
// compile cache for ES modules). Dynamic imports become lazy requires, so each event still loads only its own modules.
const require = createRequire(import.meta.url);
const webTreeSitterCjs = {
  name: 'web-tree-sitter-cjs',
  // The ESM build of web-tree-sitter imports node:module dynamically at init, which code compiled by node:vm cannot.
  setup: (b) => b.onResolve({ filter: /^web-tree-sitter$/ }, () => ({ path: require.resolve('web-tree-sitter') })),
};
await build({
  entryPoints: { hook: 'src/cli/hook-entry.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.cjs' },
  supported: { 'dynamic-import': false },
  minify: true,
  sourcemap: 'linked',
  legalComments: 'linked',
  define: cjsImportMeta.define,
  banner: { js: cjsImportMeta.banner },
  plugins: [webTreeSitterCjs],
  // 2.7 MB of token tables, needed by PreCompact alone: required from node_modules when it runs.
  external: ['gpt-tokenizer'],
  logLevel: 'warning',
});

// Its code cache: a child process (the cache must be made under the hook's V8 flags, with no other code loaded) answers
// a few typical hooks with the bundle in a temporary workspace and HOME, then writes dist/hook.cjs.cache.
{
  const scratch = mkdtempSync(join(tmpdir(), 'wukong-build-'));
  try {
    // Inside dist/ for the run, so it resolves the wasm files through node_modules as dist/hook.cjs does.
    const runner = new URL(`../dist/.write-code-cache-${process.pid}.cjs`, import.meta.url).pathname;
    await build({
      stdin: { contents: `require('./src/cli/hook-code-cache.ts').writeHookCodeCache(process.argv[2]).catch((e) => { console.error(e); process.exit(1); });`, resolveDir: new URL('..', import.meta.url).pathname, loader: 'ts' },
      outfile: runner,
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      define: cjsImportMeta.define,
      banner: { js: cjsImportMeta.banner },
      logLevel: 'warning',
    });
    const env = { ...process.env, HOME: scratch, XDG_STATE_HOME: join(scratch, 'state'), WUKONG_DAEMON: 'off' };
    const made = spawnSync(process.execPath, [runner, new URL('../dist', import.meta.url).pathname], { env, encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`writing dist/hook.cjs.cache failed:\n${made.stdout}${made.stderr}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(new URL(`../dist/.write-code-cache-${process.pid}.cjs`, import.meta.url), { force: true });
  }
}
