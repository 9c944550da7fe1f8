// workspaceRoot(cwd, env) — the project a hook belongs to: $CLAUDE_PROJECT_DIR,
// else the nearest folder up from cwd holding .wukong/, wukong.config.json,
// .claude/ or .git, else cwd
// Pos: src/hosts/daemon, dependency-free on purpose: the hook client uses it
// before anything heavy is loaded
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const MARKERS = [
  '.wukong',
  'wukong.config.json',
  join('.claude', 'settings.json'),
  '.git',
];

export function workspaceRoot(
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const fromClaude = env['CLAUDE_PROJECT_DIR'];
  if (fromClaude && existsSync(fromClaude)) return resolve(fromClaude);
  let dir = resolve(cwd);
  for (;;) {
    if (MARKERS.some((m) => existsSync(join(dir, m)))) return dir;
    const up = dirname(dir);
    if (up === dir) return resolve(cwd);
    dir = up;
  }
}
