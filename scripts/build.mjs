// The build: dist/wukong.cjs (the executable: a CommonJS launcher, fast for
// hooks), dist/hook.cjs + dist/hook.cjs*.cache (the in-process hook as one
// CommonJS file and its V8 code cache, made by src/hosts/cli/hook-code-cache.ts
// in a child process), dist/cli.mjs (the CLI: commands split into chunks loaded
// on demand) and the library, one file per subpath export (dist/index.mjs for
// `wukong`, dist/gate.mjs for `wukong/gate`, …), with a fresh build id per
// build. Built into a staging folder beside dist/ and moved in file by file
// (each rename atomic: chunks first, the launcher last), so a hook running
// during a rebuild never loads a half-written file. `node scripts/build.mjs
// [--outdir DIR] [--no-minify]` (unminified: readable names in a CPU profile)
// Pos: scripts; types for library users come from `tsc`, not from here
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const at = process.argv.indexOf('--outdir');
const outdir = resolve(root, at >= 0 ? process.argv[at + 1] : 'dist');
const minify = !process.argv.includes('--no-minify');
// Beside the output, on the same file system, so every move is a rename.
const stage = `${outdir}.build-${process.pid}`;

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/**
 * The library's entries, read from package.json "exports": `./dist/<name>.mjs`
 * is built from src/hosts/library/<name>.ts.
 */
const LIBRARY_ENTRIES = Object.values(pkg.exports).flatMap(
  (target) =>
    /^\.\/dist\/([\w-]+)\.mjs$/.exec(target.import ?? '')?.slice(1) ?? [],
);
rmSync(stage, { recursive: true, force: true });

// A fresh build id per build: a resident `wukong serve` of another build
// refuses to answer and exits.
const define = {
  __WUKONG_VERSION__: JSON.stringify(pkg.version),
  __WUKONG_BUILD__: JSON.stringify(
    `${pkg.version}+${randomUUID().slice(0, 8)}`,
  ),
  __WUKONG_CONFIG_DEFAULTS__: JSON.stringify(await configDefaultsText()),
};

/**
 * `JSON.stringify(WukongConfig.parse({}))` from the sources being built, for
 * freshConfigDefaults() (policies/vocabulary/config.ts): a hook in a workspace
 * without wukong.config.json then neither builds the config schema nor runs
 * it. Refused unless it parses back to exactly the same value (no undefined,
 * no NaN, no Date), so the text always stands for the schema's defaults.
 */
async function configDefaultsText() {
  const bundled = await build({
    entryPoints: [join(root, 'policies/vocabulary/config.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  const code = bundled.outputFiles[0].text;
  const { WukongConfig } = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  );
  const parsed = WukongConfig.parse({});
  const text = JSON.stringify(parsed);
  if (!isDeepStrictEqual(JSON.parse(text), parsed))
    throw new Error(
      'WukongConfig.parse({}) does not survive JSON: freshConfigDefaults() could not bake it',
    );
  return text;
}

await build({
  // The CLI and each public subpath of the library (package.json "exports"),
  // sharing chunks.
  entryPoints: {
    cli: join(root, 'src/hosts/cli/main.ts'),
    ...Object.fromEntries(
      LIBRARY_ENTRIES.map((name) => [
        name,
        join(root, 'src/hosts/library', `${name}.ts`),
      ]),
    ),
  },
  outdir: stage,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.mjs' },
  // yaml's `node` export is CommonJS that requires 'process', which an ESM
  // bundle cannot; its ESM build (the `default` export) is the same code
  // without it.
  alias: { yaml: join(root, 'node_modules/yaml/browser/index.js') },
  chunkNames: 'chunks/[name]-[hash]',
  minify,
  sourcemap: 'linked',
  legalComments: 'linked',
  define,
  // `wukong viz MODULE` bundles the user's machine module with esbuild at run
  // time: an optional peer (a native binary per platform), never bundled.
  external: ['esbuild'],
  logLevel: 'warning',
});

// CommonJS outputs have no import.meta: the few modules that resolve files from
// their own place read this instead (a getter: node:url is loaded only when one
// does, not by every hook its daemon answers).
const cjsImportMeta = {
  define: { ...define, 'import.meta.url': '__wukong_import_meta.url' },
  banner:
    'var __wukong_import_meta = { get url() { return require("node:url").pathToFileURL(__filename).href; } };',
};

// The launcher's code, as one string: dist/wukong.cjs is a stub that embeds it
// (src/hosts/cli/launcher-stub.ts) and runs it from its V8 code cache, written
// below.
const launcherSource = (
  await build({
    entryPoints: [join(root, 'src/hosts/cli/launcher.ts')],
    write: false,
    outdir: stage,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    banner: { js: cjsImportMeta.banner },
    minify,
    define: cjsImportMeta.define,
    // Code compiled from a V8 cache cannot import(): every import() becomes a
    // require, and ./cli.mjs (ESM, a file of its own, not bundled) is imported
    // through the stub's import (launcher.ts `__wukong_import`).
    supported: { 'dynamic-import': false },
    external: ['./cli.mjs'],
    logLevel: 'warning',
  })
).outputFiles[0].text;
await build({
  entryPoints: { wukong: join(root, 'src/hosts/cli/launcher-stub.ts') },
  outdir: stage,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.cjs' },
  banner: { js: '#!/usr/bin/env node' },
  minify,
  define: {
    ...define,
    __WUKONG_LAUNCHER_SOURCE__: JSON.stringify(launcherSource),
  },
  logLevel: 'warning',
});

// The in-process hook as one CommonJS file: no ESM loader, and V8 can compile
// it from a code cache (Node 20 has no compile cache for ES modules). Dynamic
// imports become lazy requires, so each event still loads only its own modules.
const require = createRequire(import.meta.url);
const webTreeSitterCjs = {
  name: 'web-tree-sitter-cjs',
  // The ESM build of web-tree-sitter imports node:module dynamically at init,
  // which code compiled by node:vm cannot.
  setup: (b) =>
    b.onResolve({ filter: /^web-tree-sitter$/ }, () => ({
      path: require.resolve('web-tree-sitter'),
    })),
};
// zod re-exports all of its ~40 locales (`z.locales`, 265 KB, a fifth of the
// hook bundle, each one initialised on every hook); Wukong uses English only
// (zod-jitless.ts, hook-input.ts, config.ts set it). The hook bundle gets a
// locales module that holds `en` alone.
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup: (b) => {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]v4[\\/]/.test(args.importer)
        ? {
            path: join(dirname(args.importer), '..', 'locales', 'index.js'),
            namespace: 'zod-english-only',
          }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};
// node:crypto costs a cold hook ~4.5 ms to load, for a few hashes, MACs and
// ids: the hook bundle gets src/hosts/cli/hook-crypto.ts instead
// (plain-JavaScript SHA-256 / HMAC within a budget, /dev/urandom), which loads
// node:crypto itself only past that budget. The CLI, the daemon and the library
// keep node:crypto.
const hookCrypto = {
  name: 'hook-crypto',
  setup: (b) =>
    b.onResolve({ filter: /^node:crypto$/ }, () => ({
      path: join(root, 'src/hosts/cli/hook-crypto.ts'),
    })),
};
// node:child_process costs a cold hook ~4.5 ms to load, and most hooks start
// no process: src/hosts/cli/hook-child-process.ts loads it on the first spawn.
const hookChildProcess = {
  name: 'hook-child-process',
  setup: (b) =>
    b.onResolve({ filter: /^node:child_process$/ }, () => ({
      path: join(root, 'src/hosts/cli/hook-child-process.ts'),
    })),
};
// The deferred-write readers' parsers (yaml, smol-toml: ~200 KB, ~1.5 ms of
// module init) are needed only when a write touches a CI file, a hook config or
// a pyproject: the hook bundle gets a stand-in per package whose functions
// require the real one on their first call (a require inside the bundle, so
// the package is bundled but its top level runs only then).
// A stand-in is a proxy, so a function's own members (yaml's visit.BREAK) are
// the real package's too.
const lazyPackages = {
  yaml: ['parse', 'stringify', 'parseDocument', 'isCollection', 'visit'],
  'smol-toml': ['parse'],
};
const lazyParsers = {
  name: 'lazy-parsers',
  setup: (b) => {
    b.onResolve({ filter: /^(?:yaml|smol-toml)$/ }, (args) => ({
      path: args.path,
      namespace: 'lazy-parser',
    }));
    b.onLoad({ filter: /.*/, namespace: 'lazy-parser' }, (args) => {
      const real = JSON.stringify(require.resolve(args.path));
      return {
        contents: [
          `let real;`,
          `const load = () => (real ??= require(${real}));`,
          ...lazyPackages[args.path].map(
            (name) =>
              `export const ${name} = new Proxy(() => {}, {` +
              ` apply: (_, self, args) => load().${name}.apply(self, args),` +
              ` get: (_, key) => load().${name}[key] });`,
          ),
        ].join('\n'),
        resolveDir: root,
        loader: 'js',
      };
    });
  },
};
// 2.7 MB of token tables, needed by PreCompact alone: dist/tokenizer.cjs,
// required beside the bundle when it runs.
const tokenizerBeside = {
  name: 'tokenizer-beside',
  setup: (b) =>
    b.onResolve({ filter: /^gpt-tokenizer$/ }, () => ({
      path: './tokenizer.cjs',
      external: true,
    })),
};
await build({
  entryPoints: { hook: join(root, 'src/hosts/cli/hook-entry.ts') },
  outdir: stage,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.cjs' },
  supported: { 'dynamic-import': false },
  minify,
  sourcemap: 'linked',
  legalComments: 'linked',
  define: cjsImportMeta.define,
  banner: { js: cjsImportMeta.banner },
  plugins: [
    webTreeSitterCjs,
    zodEnglishOnly,
    hookCrypto,
    hookChildProcess,
    lazyParsers,
    tokenizerBeside,
  ],
  logLevel: 'warning',
});

// The hook bundle in ASCII alone: the launcher then decodes it as latin1, a
// fifth of UTF-8 decoding's cost. esbuild escapes non-ASCII in strings but
// leaves regular expression literals as written (the Chinese keywords of the
// risk and language rules); `\uXXXX` means the same character there, with or
// without the u flag (a pair of escaped surrogates is one code point under
// u). Columns of the source map shift on the few lines this touches.
{
  const file = join(stage, 'hook.cjs');
  const text = readFileSync(file, 'utf8');
  const ascii = text.replace(/[^\x00-\x7f]/g, (c, at) => {
    // `\迁` (an identity escape) would become `\\u8fc1`, another pattern.
    if (text[at - 1] === '\\')
      throw new Error(`dist/hook.cjs: a backslash before ${c} at ${at}`);
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  if (ascii !== text) writeFileSync(file, ascii);
}

// The tokenizer the hook bundle requires: its own file, so the package needs no
// gpt-tokenizer (30 MB of encodings) installed beside it.
await build({
  entryPoints: { tokenizer: join(root, 'node_modules/gpt-tokenizer') },
  outdir: stage,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  outExtension: { '.js': '.cjs' },
  minify,
  legalComments: 'linked',
  logLevel: 'warning',
});

// The parser's two wasm files ship in the package (dist/wasm): the bundles hold
// all other code, and tree-sitter-bash as a dependency would run node-gyp on
// every install. Copied before the code cache is made, which parses with them.
mkdirSync(join(stage, 'wasm'), { recursive: true });
for (const [pkg, file] of [
  ['web-tree-sitter', 'web-tree-sitter.wasm'],
  ['tree-sitter-bash', 'tree-sitter-bash.wasm'],
])
  copyFileSync(
    join(root, 'node_modules', pkg, file),
    join(stage, 'wasm', file),
  );

/**
 * A one-file CommonJS script in the staging folder that runs `call` (a line of
 * code against this repository's sources): how the build runs the code-cache
 * writers in processes of their own.
 */
async function bundleRunner(call, outfile) {
  await build({
    stdin: { contents: call, resolveDir: root, loader: 'ts' },
    outfile,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    define: cjsImportMeta.define,
    banner: { js: cjsImportMeta.banner },
    logLevel: 'warning',
  });
}

// The hook bundle's code caches: a child process (the cache must be made under
// V8's default flags, with no other code loaded) answers a few typical hooks
// with the bundle in a temporary workspace and HOME, then writes
// dist/hook.cjs.cache; another answers PreToolUse's alone for
// dist/hook.cjs.pre-tool-use.cache.
{
  const scratch = mkdtempSync(join(tmpdir(), 'wukong-build-'));
  // Inside the staging folder for the run, so it resolves the wasm files
  // through node_modules as dist/hook.cjs does.
  const runner = join(stage, `.write-code-cache-${process.pid}.cjs`);
  try {
    await bundleRunner(
      `require('./src/hosts/cli/hook-code-cache.ts').writeHookCodeCache(process.argv[2], process.argv[3]).catch((e) => { console.error(e); process.exit(1); });`,
      runner,
    );
    const env = {
      ...process.env,
      HOME: scratch,
      XDG_STATE_HOME: join(scratch, 'state'),
      WUKONG_DAEMON: 'off',
    };
    // One process per cache: what a cache holds is what its process compiled.
    for (const cacheFor of ['all', 'PreToolUse']) {
      const made = spawnSync(process.execPath, [runner, stage, cacheFor], {
        env,
        encoding: 'utf8',
      });
      if (made.status !== 0)
        throw new Error(
          `writing the hook's code cache (${cacheFor}) failed:\n${made.stdout}${made.stderr}`,
        );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(runner, { force: true });
  }
}

// The launcher's code cache: a child process (no other code compiled, no V8
// flags) runs the launcher through one warm hook against a stand-in server and
// writes dist/wukong.cjs.cache (src/hosts/cli/launcher-code-cache.ts).
{
  const scratch = mkdtempSync(join(tmpdir(), 'wukong-build-'));
  const runner = join(stage, `.write-launcher-cache-${process.pid}.cjs`);
  try {
    await bundleRunner(
      `require('./src/hosts/cli/launcher-code-cache.ts').writeLauncherCodeCache(process.argv[2], process.argv[3]);`,
      runner,
    );
    const source = join(scratch, 'launcher-source.js');
    writeFileSync(source, launcherSource);
    const made = spawnSync(process.execPath, [runner, stage, source], {
      env: { ...process.env, HOME: scratch },
      input: JSON.stringify({
        session_id: 'launcher-cache',
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        tool_input: { command: 'npm test -- --run' },
        tool_use_id: 'toolu_launcher_cache',
      }),
      encoding: 'utf8',
    });
    if (made.status !== 0 || !made.stdout.includes('"allow"'))
      throw new Error(
        `writing dist/wukong.cjs.cache failed:\n${made.stdout}${made.stderr}`,
      );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(runner, { force: true });
  }
}

chmodSync(join(stage, 'wukong.cjs'), 0o755);

const files = (dir) =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory()
      ? files(join(dir, name))
      : [join(dir, name)],
  );
const built = files(stage).map((f) => relative(stage, f));
/**
 * Chunks before the entries that import them, the library and the CLI before
 * the launcher that loads the CLI.
 */
const rank = (f) =>
  f.startsWith('chunks/') || f.startsWith('wasm/')
    ? 0
    : f.startsWith('wukong.cjs')
      ? f.endsWith('.map')
        ? 2
        : 3
      : 1;
built.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
for (const f of built) {
  mkdirSync(dirname(join(outdir, f)), { recursive: true });
  renameSync(join(stage, f), join(outdir, f));
}
rmSync(stage, { recursive: true, force: true });

// wukong.config.json's JSON Schema, from the zod schema through the CLI just
// built (`wukong config schema`), written beside it for `"$schema"`.
{
  const schema = spawnSync(
    process.execPath,
    [join(outdir, 'wukong.cjs'), 'config', 'schema'],
    { cwd: root, encoding: 'utf8' },
  );
  if (schema.status !== 0)
    throw new Error(`wukong config schema failed: ${schema.stderr}`);
  const target = join(outdir, 'wukong.config.schema.json');
  writeFileSync(`${target}.tmp-${process.pid}`, schema.stdout);
  renameSync(`${target}.tmp-${process.pid}`, target);
}

// What an earlier build left and this one did not make (old chunks): removed
// last. A hook that loaded the old cli.mjs a moment ago and imports one of them
// now fails closed, which is the launcher's job; it never sees half a file.
const keep = new Set(built);
const producedByUs = /\.(mjs|cjs|map|txt|wasm)$/;
for (const dir of [outdir, join(outdir, 'chunks'), join(outdir, 'wasm')]) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    continue;
  }
  for (const name of names) {
    const rel = relative(outdir, join(dir, name));
    if (
      !keep.has(rel) &&
      producedByUs.test(name) &&
      statSync(join(dir, name)).isFile()
    )
      rmSync(join(dir, name), { force: true });
  }
}
