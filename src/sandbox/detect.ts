// sandboxStatus, findOnPath — can a kernel sandbox run here, and why not:
// static checks first (Linux, bwrap on PATH, user namespaces not switched off),
// then one real bwrap probe, cached per boot, user and bwrap binary
// (research/sandbox.md §4: static checks can lie; probe); what `wukong sandbox
// status` prints and the doctor of another issue calls
// Pos: src/sandbox, reads /proc and PATH and runs bwrap once per cache miss;
// never pretends: unavailable says why
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../platform/store/atomic-file.js';

type Env = Record<string, string | undefined>;

export interface SandboxStatus {
  available: boolean;
  /** Why not, in words a user can act on (empty when available). */
  reason: string;
  bwrap?: string;
  socat?: string;
  /** The probe ran now (false: the cached result). */
  probed: boolean;
}

/** The first executable `name` in PATH, by stat (no `which` spawned). */
export function findOnPath(
  name: string,
  env: Env = process.env,
): string | undefined {
  for (const dir of (env['PATH'] ?? '/usr/bin:/bin').split(':')) {
    if (!dir.startsWith('/')) continue;
    const path = join(dir, name);
    try {
      const st = statSync(path, { throwIfNoEntry: false });
      if (st?.isFile() && st.mode & 0o111) return path;
    } catch {
      // not here
    }
  }
  return undefined;
}

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
};

function staticProblem(): string | undefined {
  if (process.platform !== 'linux')
    return process.platform === 'darwin'
      ? "macOS: Wukong drives bubblewrap on Linux only; use `wukong init --native-sandbox` for Claude Code's own sandbox-exec sandbox"
      : `${process.platform}: no kernel sandbox Wukong can drive here`;
  if (read('/proc/sys/user/max_user_namespaces') === '0')
    return 'user namespaces are switched off (/proc/sys/user/max_user_namespaces is 0); set it above 0 (sysctl user.max_user_namespaces=15000)';
  if (read('/proc/sys/kernel/unprivileged_userns_clone') === '0')
    return 'unprivileged user namespaces are switched off (kernel.unprivileged_userns_clone=0); set it to 1';
  return undefined;
}

const PROBE = [
  '--unshare-all',
  '--die-with-parent',
  '--ro-bind',
  '/',
  '/',
  '--dev',
  '/dev',
  '--proc',
  '/proc',
  '--',
  '/bin/true',
];

/**
 * Whether the sandbox can run, with the reason when not. `cacheDir` (the user
 * state folder) keeps the probe's answer per boot, uid and bwrap binary.
 */
export function sandboxStatus(
  opts: { env?: Env; cacheDir?: string; fresh?: boolean } = {},
): SandboxStatus {
  const env = opts.env ?? process.env;
  const problem = staticProblem();
  if (problem) return { available: false, reason: problem, probed: false };
  const bwrap = findOnPath('bwrap', env);
  if (!bwrap)
    return {
      available: false,
      reason:
        'bubblewrap is not installed (Debian/Ubuntu: apt-get install bubblewrap)',
      probed: false,
    };
  const socat = findOnPath('socat', env);
  const found = { bwrap, ...(socat ? { socat } : {}) };
  let key = '';
  try {
    const st = statSync(bwrap);
    key = [
      read('/proc/sys/kernel/random/boot_id') ?? '',
      process.getuid?.() ?? '',
      bwrap,
      st.ino,
      st.mtimeMs,
    ].join('|');
  } catch {
    // no key: probe every time
  }
  const cache = opts.cacheDir
    ? join(opts.cacheDir, 'sandbox-probe.json')
    : undefined;
  if (cache && key && !opts.fresh) {
    try {
      const hit = JSON.parse(readFileSync(cache, 'utf8')) as {
        key: string;
        available: boolean;
        reason: string;
      };
      if (hit.key === key)
        return {
          available: hit.available,
          reason: hit.reason,
          ...found,
          probed: false,
        };
    } catch {
      // no cache yet
    }
  }
  const run = spawnSync(bwrap, PROBE, { encoding: 'utf8', timeout: 5000 });
  const available = run.status === 0;
  const reason = available
    ? ''
    : `bubblewrap cannot create its namespaces here: ${(run.stderr || run.error?.message || `exit ${run.status}`).trim()} (no user namespaces in this container or kernel, or an AppArmor restriction such as Ubuntu's kernel.apparmor_restrict_unprivileged_userns=1)`;
  if (cache && key) {
    try {
      mkdirSync(opts.cacheDir as string, { recursive: true, mode: 0o700 });
      writeFileAtomic(cache, JSON.stringify({ key, available, reason }), {
        mode: 0o600,
        durable: false,
      });
    } catch {
      // an unwritable cache costs one probe per call, nothing else
    }
  }
  return { available, reason, ...found, probed: true };
}
