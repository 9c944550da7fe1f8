// daemonPlace / socketPath — where the resident `wukong serve` of a workspace
// listens: a folder only this user owns (mode 0700), never the shared /tmp:
// $XDG_RUNTIME_DIR/wukong, else <user state dir>/run, else
// /run/user/<uid>/wukong when the state dir makes the path too long for a Unix
// socket
// Pos: src/hosts/daemon, dependency-free and crypto-free (the hook launcher
// loads it); says where, not whether the folder is safe: the client checks that
// (daemon-trust.ts) and the server creates it with ensurePrivateDir
import { WordedError } from '../../platform/errors/worded-error.js';
import type { Said } from '../../../policies/vocabulary/messages/said.js';
import { isAbsolute, join } from 'node:path';
import {
  privacyProblem,
  userStateDir,
  workspaceKey,
} from '../../platform/store/user-state-dir.js';

type Env = Record<string, string | undefined>;

/**
 * sun_path is 108 bytes on Linux and 104 on macOS, the terminating NUL
 * included; 8 more are kept for the name a server binds before renaming it into
 * place (server.ts bindingPath: `.` and the pid in base 36).
 */
const MAX_SOCKET_BYTES = (process.platform === 'darwin' ? 104 : 108) - 1 - 8;

export interface DaemonPlace {
  /**
   * The private folder: the sockets, pid files, start markers and the shared
   * secret of this user's servers.
   */
  dir: string;
  socket: string;
}

const fits = (socket: string) => Buffer.byteLength(socket) <= MAX_SOCKET_BYTES;
const placeIn = (dir: string, workspace: string): DaemonPlace => ({
  dir,
  socket: join(dir, `${workspaceKey(workspace)}.sock`),
});

/**
 * `/run/user/<uid>` when it exists and is this user's own private folder
 * (systemd makes it; XDG_RUNTIME_DIR may just be unset).
 */
function runUserDir(): string | undefined {
  if (typeof process.getuid !== 'function') return undefined;
  const dir = `/run/user/${process.getuid()}`;
  return privacyProblem(dir, 'dir') === undefined ? dir : undefined;
}

/**
 * The folder and socket for `workspace`, or why there is none. XDG_RUNTIME_DIR
 * first when it is private (the per-user runtime folder the session manager
 * made); else the user-level state dir, which is long when HOME is long: a
 * socket path over the limit cannot be bound at all, so then the short per-user
 * /run/user/<uid> is the fallback. There is no fallback to
 * /tmp or $TMPDIR: in a shared folder another user can create the name first
 * and answer the hooks.
 */
export function daemonPlace(
  workspace: string,
  env: Env = process.env,
): DaemonPlace | { problem: string; said: Said } {
  const runtime = env['XDG_RUNTIME_DIR'];
  // A runtime dir that is not private (XDG_RUNTIME_DIR=/tmp happens) is passed
  // over, not trusted.
  const privateRuntime =
    runtime &&
    isAbsolute(runtime) &&
    privacyProblem(runtime, 'dir') === undefined;
  const candidates = [
    ...(privateRuntime ? [join(runtime, 'wukong')] : []),
    join(userStateDir(env), 'run'),
  ];
  for (const dir of candidates) {
    const place = placeIn(dir, workspace);
    if (fits(place.socket)) return place;
  }
  const short = runUserDir();
  if (short) {
    const place = placeIn(join(short, 'wukong'), workspace);
    if (fits(place.socket)) return place;
  }
  const list = candidates.join(', ');
  return {
    problem: `no private folder gives a socket path within ${MAX_SOCKET_BYTES} bytes (${list} are too long and /run/user/<uid> is not usable); hooks are answered in-process`,
    said: {
      id: 'error.daemon.no-socket',
      params: { max: MAX_SOCKET_BYTES, candidates: list },
    },
  };
}

/** The socket path, or an error saying why there is none. */
export function socketPath(workspace: string, env: Env = process.env): string {
  const place = daemonPlace(workspace, env);
  if ('problem' in place) throw new WordedError(place.problem, place.said);
  return place.socket;
}
