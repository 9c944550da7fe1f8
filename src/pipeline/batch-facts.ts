// batchFile(path, cwd) — what seed 001's quick 定 needs of one file a batch
// produced: does it exist, and does it parse: JSON with JSON.parse, JavaScript
// with V8's own parser (vm.Script, vm.SourceTextModule), Python with its own
// (ast.parse, writing nothing) when python3 is there; no other language is
// claimed. SYNTAX_CHECKED says which
// Pos: src/pipeline, the file effects behind `wukong verify --batch`; the
// judging is policies/pipeline/batch/quick-check.ts. TypeScript is not parsed:
// its compiler is a development dependency, too heavy to load per run
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import type { BatchFile } from '../../policies/pipeline/batch/quick-check.js';

const JS = new Set(['.js', '.mjs', '.cjs']);
const MAX_BYTES = 4 * 1024 * 1024;

const firstLine = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' ')
    .slice(0, 240);

function checkWith(command: string, args: string[]): string | null {
  const run = spawnSync(command, args, {
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (run.error) throw run.error;
  return run.status === 0 ? null : firstLine(run.stderr || run.stdout);
}

/**
 * V8's own parser on a file: as a script, and for `.js` and `.mjs` as a module
 * too (`node --check` lets some ESM syntax errors through under module
 * detection). Compiles, never runs.
 */
const V8_PARSE = [
  "const { readFileSync } = require('node:fs');",
  "const vm = require('node:vm');",
  'const [file, ext] = process.argv.slice(1);',
  "const text = readFileSync(file, 'utf8').replace(/^#!.*/, '');",
  'const errors = [];',
  "if (ext !== '.mjs') { try { new vm.Script(text, { filename: file }); process.exit(0); } catch (e) { errors.push(e); } }",
  "if (ext !== '.cjs') { try { new vm.SourceTextModule(text, { identifier: file }); process.exit(0); } catch (e) { errors.push(e); } }",
  'const e = errors.at(-1); console.error(`${e.name}: ${e.message}`); process.exit(1);',
].join('\n');

let python: boolean | undefined;
const hasPython = () =>
  (python ??=
    spawnSync('python3', ['--version'], { encoding: 'utf8' }).status === 0);

/** Which files this build can parse, for the help and the report. */
export const SYNTAX_CHECKED =
  '.json, .js/.mjs/.cjs (V8 parses it as a script or module), .py (ast.parse of python3, when installed)';

export function batchFile(path: string, cwd: string): BatchFile {
  const full = resolve(cwd, path);
  if (!existsSync(full) || !statSync(full).isFile())
    return { path, exists: false };
  const ext = extname(full).toLowerCase();
  if (statSync(full).size > MAX_BYTES) return { path, exists: true };
  if (ext === '.json') {
    try {
      JSON.parse(readFileSync(full, 'utf8'));
      return { path, exists: true, syntaxOk: true };
    } catch (error) {
      return {
        path,
        exists: true,
        syntaxOk: false,
        syntaxError: (error as Error).message,
      };
    }
  }
  const problem = JS.has(ext)
    ? checkWith(process.execPath, [
        '--experimental-vm-modules',
        '--no-warnings',
        '-e',
        V8_PARSE,
        full,
        ext,
      ])
    : ext === '.py' && hasPython()
      ? checkWith('python3', [
          '-c',
          'import ast,sys; ast.parse(open(sys.argv[1], encoding="utf-8").read(), sys.argv[1])',
          full,
        ])
      : undefined;
  if (problem === undefined) return { path, exists: true };
  return problem === null
    ? { path, exists: true, syntaxOk: true }
    : { path, exists: true, syntaxOk: false, syntaxError: problem };
}
