// policies/security/secrets/gitleaks-rules.generated.ts, written atomically;
// `--check` only reports whether it is fresh (exit 1 if not)
// Pos: scripts, `node scripts/import-gitleaks-rules.mjs [rules.json]
// [--check]`; the one way the generated rules module changes
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const check = args.includes('--check');
const corpusPath = resolve(
  args.find((a) => !a.startsWith('--')) ??
    join(root, '../shared/corpora/secrets/gitleaks-rules.json'),
);
const target = join(
  root,
  'policies/security/secrets/gitleaks-rules.generated.ts',
);

let corpus;
try {
  corpus = JSON.parse(readFileSync(corpusPath, 'utf8'));
} catch (error) {
  console.error(
    `import-gitleaks-rules: cannot read ${corpusPath}: ${error.message}`,
  );
  process.exit(2);
}

// The generator is TypeScript (type-checked with the rest); bundle it in memory
// rather than keep a JS twin.
const bundle = await build({
  entryPoints: [join(root, 'scripts/gitleaks/generate-rules-module.ts')],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});
const { generateRulesModule } = await import(
  `data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`
);
const text = generateRulesModule(corpus);

if (check) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // no generated file yet: it is stale
  }
  if (current !== text) {
    console.error(
      `${target} is stale: run node scripts/import-gitleaks-rules.mjs`,
    );
    process.exit(1);
  }
  console.log(`${target} is fresh`);
} else {
  const temp = `${target}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, target);
  console.log(`wrote ${target} (${text.length} chars) from ${corpusPath}`);
}
