// The node:child_process of dist/hook.cjs (scripts/build.mjs aliases
// `node:child_process` to this file for that bundle only): spawn, spawnSync and
// execFileSync that load node:child_process on their first call. Loading it
// costs a cold hook ~4.5 ms (it brings node:net and its streams), and most
// hooks start no process (the sandbox probe is cached, git runs for a delete)
// Pos: src/hosts/cli, a build-time stand-in like hook-crypto.ts: the CLI, the
// daemon and the library import node:child_process itself. A name the hook's
// modules import that this file lacks fails the build, never a hook
import { createRequire } from 'node:module';

type ChildProcessModule = typeof import('node:child_process');
let real: ChildProcessModule | undefined;
/**
 * node:child_process itself, on first need (a require of the bare name: the
 * alias matches `node:child_process` only and must not turn it into this file).
 */
const childProcess = (): ChildProcessModule =>
  (real ??= createRequire(import.meta.url)(
    'child_process',
  ) as ChildProcessModule);

export const spawn = ((...args: Parameters<ChildProcessModule['spawn']>) =>
  childProcess().spawn(...args)) as ChildProcessModule['spawn'];
export const spawnSync = ((
  ...args: Parameters<ChildProcessModule['spawnSync']>
) => childProcess().spawnSync(...args)) as ChildProcessModule['spawnSync'];
export const execFileSync = ((
  ...args: Parameters<ChildProcessModule['execFileSync']>
) =>
  childProcess().execFileSync(...args)) as ChildProcessModule['execFileSync'];
