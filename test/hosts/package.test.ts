// The package as a user installs it: `npm pack`, the tarball unpacked into a
// scratch project with only its declared dependencies, a TypeScript file using
// the hooks adapter, the gate, the pipeline, LoopRuntime and pathSuite
// type-checked against the shipped declarations, the test `wukong paths`
// generates type-checked and run, and a hook answered from the install
// Pos: test/hosts; offline by design: the scratch project links the
// dependencies the packed package.json declares (and typescript, @types/node,
// vitest for the user's side) from this checkout's node_modules, so a missing
// dependency or a missing file fails here, not on a user's machine
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'wukong-package-'));
const project = join(scratch, 'project');
const installed = join(project, 'node_modules', 'wukong');

interface Packed {
  filename: string;
  size: number;
  unpackedSize: number;
  files: { path: string; size: number }[];
}
let packed: Packed;
let manifest: {
  dependencies?: Record<string, string>;
  exports: Record<string, string | { types?: string; import?: string }>;
};

const run = (file: string, args: string[], cwd: string, input?: string) =>
  spawnSync(file, args, {
    cwd,
    input,
    encoding: 'utf8',
    env: {
      ...process.env,
      HOME: scratch,
      XDG_STATE_HOME: join(scratch, 'state'),
      XDG_RUNTIME_DIR: '',
      WUKONG_DAEMON: 'off',
      CLAUDE_PROJECT_DIR: project,
    },
  });

function link(name: string): void {
  const to = join(project, 'node_modules', name);
  mkdirSync(dirname(to), { recursive: true });
  symlinkSync(join(root, 'node_modules', name), to, 'dir');
}

beforeAll(() => {
  // The declarations are written by `npm run types` (prepack runs it too).
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
    ['pack', '--ignore-scripts', '--json', '--pack-destination', scratch],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  packed = (JSON.parse(out) as Packed[])[0]!;
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', [
    '-xzf',
    join(scratch, packed.filename),
    '-C',
    installed,
    '--strip-components=1',
  ]);
  manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  for (const dep of Object.keys(manifest.dependencies ?? {})) link(dep);
  for (const dep of ['typescript', '@types/node', 'vitest']) link(dep);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        strict: true,
        noEmit: true,
        types: ['node'],
      },
      include: ['src'],
    }),
  );
  mkdirSync(join(project, 'src'));
  copyFileSync(
    join(import.meta.dirname, 'package-consumer/use-wukong.ts'),
    join(project, 'src/use-wukong.ts'),
  );
  copyFileSync(
    join(installed, 'examples/order.machine.ts'),
    join(project, 'src/order.machine.ts'),
  );
  console.log(
    `npm pack: ${(packed.size / 1e6).toFixed(2)} MB packed, ` +
      `${(packed.unpackedSize / 1e6).toFixed(2)} MB unpacked, ` +
      `${packed.files.length} files; dependencies: ` +
      Object.keys(manifest.dependencies ?? {}).join(', '),
  );
}, 300_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the packed package', () => {
  it('ships every file its exports name, no source map, the parser and LICENSE', () => {
    for (const [subpath, entry] of Object.entries(manifest.exports)) {
      const files =
        typeof entry === 'string' ? [entry] : [entry.import!, entry.types!];
      for (const file of files)
        expect(existsSync(join(installed, file)), `${subpath}: ${file}`).toBe(
          true,
        );
    }
    const paths = packed.files.map((f) => f.path);
    expect(paths.filter((p) => p.endsWith('.map'))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'dist/wukong.cjs',
        'dist/wasm/tree-sitter-bash.wasm',
        'dist/wasm/web-tree-sitter.wasm',
        'examples/order.machine.ts',
      ]),
    );
  });

  it('types a user file and the test `wukong paths` generates, and that test passes', () => {
    const paths = run(
      process.execPath,
      [join(installed, 'dist/wukong.cjs'), 'paths', 'src/order.machine.ts'],
      project,
    );
    expect(paths.status, paths.stderr).toBe(0);
    expect(existsSync(join(project, 'src/order.paths.test.ts'))).toBe(true);
    const tsc = run(
      process.execPath,
      [join(project, 'node_modules/typescript/bin/tsc'), '-p', '.'],
      project,
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
    const vitest = run(
      process.execPath,
      [
        join(project, 'node_modules/vitest/vitest.mjs'),
        'run',
        '--root',
        project,
        'src/order.paths.test.ts',
      ],
      project,
    );
    expect(vitest.status, vitest.stdout + vitest.stderr).toBe(0);
  }, 120_000);

  it('answers a Bash hook from the install, parsing with the shipped wasm', () => {
    const payload = JSON.stringify({
      session_id: 'package-test',
      cwd: project,
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'rm -rf ~' },
      tool_use_id: 'toolu_package',
    });
    const hook = run(
      process.execPath,
      [join(installed, 'dist/wukong.cjs'), 'hook', '--event', 'PreToolUse'],
      project,
      payload,
    );
    expect(hook.status, hook.stderr).toBe(0);
    const answer = JSON.parse(hook.stdout) as {
      hookSpecificOutput: {
        permissionDecision: string;
        permissionDecisionReason: string;
      };
    };
    expect(answer.hookSpecificOutput.permissionDecision).toBe('deny');
    expect(answer.hookSpecificOutput.permissionDecisionReason).not.toMatch(
      /failed closed/,
    );
  });
});
