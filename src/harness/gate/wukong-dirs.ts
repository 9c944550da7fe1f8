// wukongDirs(env) — Wukong's folders outside the workspace, as the
// self-protection policy must see them: the user-level state, the daemon's
// private folders ($XDG_RUNTIME_DIR/wukong, <state>/run,
// /run/user/<uid>/wukong), the package running now and the variables naming
// them, symlinks resolved
// Pos: src/harness/gate, reads the environment and the disk so the policy can
// stay pure; it creates nothing
import { join } from 'node:path';
import type { WukongDirs } from '../../../policies/gate/gate-context.js';
import { daemonDirs } from '../../platform/store/daemon-dirs.js';
import { packageRoot } from '../../platform/store/package-root.js';
import { userStateDir } from '../../platform/store/user-state-dir.js';
import { realDirectory } from './resolve-paths.js';

type Env = Record<string, string | undefined>;

let install: { dir?: string } | undefined;

/** The running package's folder, looked up once per process. */
function installDir(): string | undefined {
  if (!install) {
    try {
      install = { dir: realDirectory(packageRoot()) };
    } catch {
      // not inside a wukong package (a bundle copied elsewhere): nothing to add
      install = {};
    }
  }
  return install.dir;
}

export function wukongDirs(env: Env = process.env): WukongDirs {
  const stateDir = realDirectory(userStateDir(env));
  const dirs = new Set<string>([join(stateDir, 'run')]);
  for (const dir of daemonDirs(env)) dirs.add(realDirectory(dir));
  const variables: Record<string, string> = {};
  for (const name of ['XDG_RUNTIME_DIR', 'XDG_STATE_HOME']) {
    const value = env[name];
    if (value && value.startsWith('/')) variables[name] = realDirectory(value);
  }
  const install = installDir();
  return {
    stateDir,
    daemonDirs: [...dirs],
    variables,
    ...(install ? { installDir: install } : {}),
  };
}
