// wukong(args, {cwd, stdin}) — runs the built CLI (dist/wukong.cjs) as a
// subprocess; tempWorkspace()
// Pos: test/e2e helper; the binary under test is the real bundle, so `npm test`
// builds before it runs
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../..');
const bin = join(repoRoot, 'dist', 'wukong.cjs');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function wukong(
  args: string[],
  options: { cwd?: string; stdin?: string; env?: Record<string, string> } = {},
): CliResult {
  if (!existsSync(bin))
    throw new Error(
      `${bin} is missing: run \`npm run build\` first (npm test does)`,
    );
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: options.cwd ?? repoRoot,
    input: options.stdin ?? '',
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_EXTRA_CA_CERTS: '',
      WUKONG_DAEMON: 'off',
      ...options.env,
    },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

export const tempWorkspace = () => mkdtempSync(join(tmpdir(), 'wukong-e2e-'));
