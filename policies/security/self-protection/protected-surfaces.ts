// PROTECTED_SURFACES (the data table of what the agent may not change),
// protectedSurfaces(dirs) — the table made absolute for one workspace and one
// user, and WUKONG_FILE_NAMES, names Wukong writes inside its folders
// Pos: policies/security/self-protection, data only: what is protected; how a
// path is compared with it is surface-match.ts
import { message, type MessageId } from '../../vocabulary/messages/index.js';
import { posix } from 'node:path';
import type { WukongDirs } from '../../gate/gate-context.js';

/** Where a protected surface lives. */
export type SurfaceRoot =
  'workspace' | 'state' | 'daemon' | 'managed' | 'install';

export interface SurfaceSpec {
  root: SurfaceRoot;
  /**
   * Below its root, `/`-separated; its last segment may be a pattern
   * (`wukong-*.md`); empty: the root itself.
   */
  path: string;
  /** Everything below it is protected too (a folder). */
  subtree: boolean;
  /** Human words for findings, in English; `whatId` in the catalog. */
  what: string;
  whatId: MessageId;
  /**
   * Reading it is denied too (the daemon's secret authenticates hooks to the
   * resident process; the ledger key signs entries).
   */
  secret?: boolean;
  /**
   * Deleting or moving a folder that holds it is allowed: Wukong's installed
   * code, whose absence makes every hook fail closed (the registered command
   * exits 2), so removing `node_modules` stops the agent instead of silencing
   * Wukong. Changing the code is what would silence it.
   */
  ancestorsRemovable?: boolean;
}

/**
 * Issue 11: what only the user changes (`wukong config set|edit`, `wukong
 * init`, `wukong uninstall`, a terminal).
 */
const said = (whatId: MessageId) => ({
  whatId,
  what: message(whatId, 'en'),
});

export const PROTECTED_SURFACES: readonly SurfaceSpec[] = [
  {
    root: 'workspace',
    path: '.claude/settings.json',
    subtree: false,
    ...said('surface.settings'),
  },
  {
    root: 'workspace',
    path: '.claude/settings.local.json',
    subtree: false,
    ...said('surface.local-settings'),
  },
  {
    root: 'workspace',
    path: '.claude/agents/wukong-*.md',
    subtree: false,
    ...said('surface.avatars'),
  },
  {
    root: 'workspace',
    path: 'wukong.config.json',
    subtree: false,
    ...said('surface.config'),
  },
  {
    root: 'workspace',
    path: '.wukong',
    subtree: true,
    ...said('surface.state'),
  },
  { root: 'state', path: '', subtree: true, ...said('surface.user-state') },
  {
    root: 'daemon',
    path: '',
    subtree: true,
    ...said('surface.daemon-dir'),
  },
  {
    root: 'daemon',
    path: 'daemon.secret',
    subtree: false,
    ...said('surface.daemon-secret'),
    secret: true,
  },
  {
    root: 'state',
    path: 'ledger.key',
    subtree: false,
    ...said('surface.ledger-key'),
    secret: true,
  },
  {
    root: 'managed',
    path: '',
    subtree: true,
    ...said('surface.managed'),
  },
  // The code the hooks run: the workspace's own install (the command `wukong
  // init` registers for a project dependency) and the package running now.
  {
    root: 'workspace',
    path: 'node_modules/wukong',
    subtree: true,
    ...said('surface.install'),
    ancestorsRemovable: true,
  },
  {
    root: 'workspace',
    path: 'node_modules/.bin/wukong',
    subtree: false,
    ...said('surface.install'),
    ancestorsRemovable: true,
  },
  { root: 'install', path: '', subtree: true, ...said('surface.install') },
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
  whatId: MessageId;
  secret: boolean;
  /** The surface as a path, for messages. */
  display: string;
  root: SurfaceRoot;
  ancestorsRemovable: boolean;
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
  const key = [
    workspace,
    dirs.stateDir,
    dirs.installDir ?? '',
    ...dirs.daemonDirs,
  ].join('\u0000');
  if (last?.key === key) return last.surfaces;
  const surfaces = buildSurfaces(workspace, dirs);
  last = { key, surfaces };
  return surfaces;
}

/**
 * The running package, when it lies apart from the workspace: a checkout of
 * Wukong that is itself the workspace (Wukong governing its own development)
 * or holds it is the user's project, not an install to keep the agent from.
 */
function installRoots(workspace: string, installDir?: string): string[] {
  if (!installDir) return [];
  const inside = (a: string, b: string) => a === b || a.startsWith(`${b}/`);
  return inside(workspace, installDir) || inside(installDir, workspace)
    ? []
    : [installDir];
}

function buildSurfaces(workspace: string, dirs: WukongDirs): Surface[] {
  const roots: Record<SurfaceRoot, readonly string[]> = {
    workspace: [workspace],
    state: [dirs.stateDir],
    daemon: dirs.daemonDirs,
    managed: [MANAGED_DIR],
    install: installRoots(workspace, dirs.installDir),
  };
  const out: Surface[] = [];
  for (const spec of PROTECTED_SURFACES) {
    for (const root of roots[spec.root]) {
      const display = spec.path ? posix.join(root, spec.path) : root;
      out.push({
        segments: split(display),
        subtree: spec.subtree,
        what: spec.what,
        whatId: spec.whatId,
        secret: spec.secret === true,
        display,
        root: spec.root,
        ancestorsRemovable: spec.ancestorsRemovable === true,
      });
    }
  }
  return out;
}
