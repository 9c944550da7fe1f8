// benchPackage: the package's size as npm publishes it (packed, unpacked,
// files) and as a user installs it (the unpacked package plus its declared
// dependencies, measured in this checkout's node_modules)
// Pos: scripts, a section of `npm run bench`; writes the declarations first
// (`npm run types`) so the tarball counted is the one `npm pack` makes
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes under path; a file hard-linked twice (esbuild's binary) counts once. */
function bytesUnder(path, seen = new Set()) {
  const stat = statSync(path);
  if (!stat.isDirectory()) {
    const id = `${stat.dev}:${stat.ino}`;
    if (seen.has(id)) return 0;
    seen.add(id);
    return stat.size;
  }
  let total = 0;
  for (const name of readdirSync(path))
    total += bytesUnder(join(path, name), seen);
  return total;
}

/**
 * Every package a dependency pulls in, following package.json files; optional
 * dependencies count when installed here (esbuild's binary for this platform).
 */
function closure(root, names, seen = new Set()) {
  for (const name of names) {
    if (seen.has(name)) continue;
    seen.add(name);
    const manifest = JSON.parse(
      readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'),
    );
    const optional = Object.keys(manifest.optionalDependencies ?? {}).filter(
      (dep) => existsSync(join(root, 'node_modules', dep, 'package.json')),
    );
    closure(
      root,
      [...Object.keys(manifest.dependencies ?? {}), ...optional],
      seen,
    );
  }
  return seen;
}

export function benchPackage(root) {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      'tsconfig.build.json',
    ],
    { cwd: root, stdio: 'pipe' },
  );
  const out = execFileSync(
    'npm',
    ['pack', '--dry-run', '--ignore-scripts', '--json'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const [packed] = JSON.parse(out);
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const deps = closure(root, Object.keys(manifest.dependencies ?? {}));
  const files = new Set();
  const depBytes = [...deps].reduce(
    (n, name) => n + bytesUnder(join(root, 'node_modules', name), files),
    0,
  );
  const mb = (n) => `${(n / 1e6).toFixed(1)} MB`;
  console.log(
    `package: npm pack ${mb(packed.size)} packed, ${mb(packed.unpackedSize)} unpacked, ${packed.entryCount} files ` +
      `(before issue 17: 21.7 MB unpacked, 14.4 MB of it source maps); installed with its ${deps.size} dependencies ` +
      `(${[...deps].join(', ')}): ${mb(packed.unpackedSize + depBytes)} (before: 97 MB of node_modules)`,
  );
}
