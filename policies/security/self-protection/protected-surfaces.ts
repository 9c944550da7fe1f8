// PROTECTED_SURFACES (the data table of what the agent may not change),
// protectedSurfaces(dirs) — the table made absolute for one workspace and one
// user, and WUKONG_FILE_NAMES, names Wukong writes inside its folders
// Pos: policies/security/self-protection, data only: what is protected; how a
// path is compared with it is surface-match.ts
import { posix } from 'node:path';
import type { WukongDirs } from '../../gate/gate-context.js';

/** Where a protected surface lives. */
export type SurfaceRoot = 'workspace' | 'state' | 'daemon' | 'managed';

export interface SurfaceSpec {
  root: SurfaceRoot;
  /**
   * Below its root, `/`-separated; its last segment may be a pattern
   * (`wukong-*.md`); empty: the root itself.
   */
  path: string;
  /** Everything below it is protected too (a folder). */
  subtree: boolean;
  /** Human words for findings. */
  what: string;
  /**
   * Reading it is denied too (the daemon's secret authenticates hooks to the
   * resident process; the ledger key signs entries).
   */
  secret?: boolean;
}

/**
 * Issue 11: what only the user changes (`wukong config set|edit`, `wukong
 * init`, `wukong uninstall`, a terminal).
 */
export const PROTECTED_SURFACES: readonly SurfaceSpec[] = [
  {
    root: 'workspace',
    path: '.claude/settings.json',
    subtree: false,
    what: "Claude Code's project settings, which run Wukong's hooks",
  },
  {
    root: 'workspace',
    path: '.claude/settings.local.json',
    subtree: false,
    what: "Claude Code's local settings, which can switch hooks off",
  },
  {
    root: 'workspace',
    path: '.claude/agents/wukong-*.md',
    subtree: false,
    what: "Wukong's avatar definitions",
  },
  {
    root: 'workspace',
    path: 'wukong.config.json',
    subtree: false,
    what: "Wukong's configuration",
  },
  {
    root: 'workspace',
    path: '.wukong',
    subtree: true,
    what: "Wukong's state (ledger, promise, runs, evidence)",
  },
  { root: 'state', path: '', subtree: true, what: "Wukong's user-level state" },
  {
    root: 'daemon',
    path: '',
    subtree: true,
    what: "the Wukong daemon's private folder",
  },
  {
    root: 'daemon',
    path: 'daemon.secret',
    subtree: false,
    what: "the Wukong daemon's secret",
    secret: true,
  },
  {
    root: 'state',
    path: 'ledger.key',
    subtree: false,
    what: "the key that signs Wukong's ledger entries",
    secret: true,
  },
  {
    root: 'managed',
    path: '',
    subtree: true,
    what: 'the managed Wukong policy',
  },
];

/**
 * The managed policy folder an administrator installs (another issue reads it;
 * protected from now on).
 */
export const MANAGED_DIR = '/etc/wukong';

/**
 * File names Wukong writes inside its folders, for judging a `find -name` that
 * deletes or edits below an ancestor: inside a protected folder every name is
 * protected, but a `find . -name '*.pyc' -delete` cannot reach these.
 */
export const WUKONG_FILE_NAMES: readonly string[] = [
  'promise.json',
  'config.json',
  'state.json',
  'state.lock',
  'throttle.json',
  'install.json',
  'anchors.json',
  'anchors.md',
  'ledger.html',
  '.lock',
  '2026-01-01.jsonl',
  'daemon.secret',
  'ledger.key',
  'ledger-head.jsonl',
  'x.sock',
  'x.sock.pid',
  'x.sock.starting',
  'dcp-report.md',
  'x.md',
  'x.json',
];

export interface Surface {
  /** Absolute, `/`-separated, lower-cased (NFC); the last may be a pattern. */
  segments: string[];
  subtree: boolean;
  what: string;
  secret: boolean;
  /** The surface as a path, for messages. */
  display: string;
  root: SurfaceRoot;
}

const split = (absolute: string) =>
  posix
    .normalize(absolute)
    .normalize('NFC')
    .toLowerCase()
    .split('/')
    .filter(Boolean);

let last: { key: string; surfaces: Surface[] } | undefined;

/**
 * The table made absolute: the workspace's surfaces, the user's state and
 * daemon folders, the managed policy (the last answer is reused).
 */
export function protectedSurfaces(
  workspace: string,
  dirs: WukongDirs,
): Surface[] {
  const key = [workspace, dirs.stateDir, ...dirs.daemonDirs].join('\u0000');
  if (last?.key === key) return last.surfaces;
  const surfaces = buildSurfaces(workspace, dirs);
  last = { key, surfaces };
  return surfaces;
}

function buildSurfaces(workspace: string, dirs: WukongDirs): Surface[] {
  const roots: Record<SurfaceRoot, readonly string[]> = {
    workspace: [workspace],
    state: [dirs.stateDir],
    daemon: dirs.daemonDirs,
    managed: [MANAGED_DIR],
  };
  const out: Surface[] = [];
  for (const spec of PROTECTED_SURFACES) {
    for (const root of roots[spec.root]) {
      const display = spec.path ? posix.join(root, spec.path) : root;
      out.push({
        segments: split(display),
        subtree: spec.subtree,
        what: spec.what,
        secret: spec.secret === true,
        display,
        root: spec.root,
      });
    }
  }
  return out;
}
