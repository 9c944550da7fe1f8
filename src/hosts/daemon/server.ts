// serve(options) — the resident process behind fast hooks: one Unix socket per
// workspace (mode 0600 in a private 0700 folder), one signed JSON line in and
// out per request, requests queued per session, and a lifetime that never harms
// a newer server: it exits when idle or on a build mismatch and then removes
// only its own socket and pid file
// Pos: src/hosts/daemon, transport, authentication, scheduling and lifetime;
// what a request does is the same `run()` the CLI uses, passed in as `handle`.
// Signals are left to their default (SIGTERM ends the process at once, even in
// the middle of a request); what a killed server leaves is stale and the next
// start removes it
import * as crypto from 'node:crypto';
import { chmodSync, lstatSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { writeFileAtomic } from '../../platform/store/atomic-file.js';
import { acquireLock } from '../../platform/store/file-lock.js';
import { readRegularText } from '../../platform/store/regular-file.js';
import type { HookAnswer } from './answer-check.js';
import { askVerified } from './daemon-route.js';
import type { DaemonRequest, DaemonResponse } from './protocol.js';
import { MAX_REQUEST_BYTES } from './protocol.js';
import { answerProof, hexMatches, requestToken } from './proof.js';
import { SessionQueues } from './session-queue.js';
import type { DaemonPlace } from './socket-path.js';

export interface ServeOptions {
  place: DaemonPlace;
  build: string;
  secret: Buffer;
  idleMs: number;
  /**
   * Runs one request; `wanted()` turns false once its caller has gone (then
   * nothing may be recorded for it).
   */
  handle: (
    request: DaemonRequest,
    wanted: () => boolean,
  ) => Promise<HookAnswer>;
  log?: (line: string) => void;
  /**
   * Runs after each request's answer has left (or was dropped for a caller
   * that had gone): the work no hook should wait for, the ledger's fsync.
   */
  afterAnswer?: () => void;
}

export type ServeOutcome =
  'idle' | 'build-mismatch' | 'already-running' | 'failed';

/**
 * A request is not started when its caller will give up this soon: it would
 * answer itself meanwhile, twice recorded.
 */
const START_MARGIN_MS = 100;
/** …and a finished one records nothing when its caller gives up within this. */
const COMMIT_MARGIN_MS = 25;
/** A connection that sends no complete line within this is dropped. */
const READ_TIMEOUT_MS = 30_000;
const MAX_CONNECTIONS = 128;
/**
 * Nonces already seen: a replayed request is refused (kept until the set is
 * this large, then started afresh).
 */
const MAX_NONCES = 50_000;

export const pidPath = (socket: string) => `${socket}.pid`;
export const startingPath = (socket: string) => `${socket}.starting`;
/**
 * Where a server binds before renaming the socket into place: at most 7 bytes
 * longer than the socket path (see socket-path.ts).
 */
export const bindingPath = (socket: string) =>
  `${socket}.${process.pid.toString(36)}`;

export interface PidFile {
  pid: number;
  build: string;
  startedAt: string;
  /**
   * Unique per server start: a server removes the pid file only while it still
   * holds its own token.
   */
  token: string;
}

export function readPidFile(socket: string): PidFile | undefined {
  try {
    const value = JSON.parse(
      readRegularText(pidPath(socket), 4096),
    ) as Partial<PidFile>;
    return typeof value.pid === 'number' && typeof value.token === 'string'
      ? (value as PidFile)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Which file is at `path`: inode and change time together, since a freed inode
 * number is soon given to a new file (ext4 does): a socket unlinked by a newer
 * server and bound again may get the old one's inode, never its ctime too.
 */
export const identityOf = (path: string): string | undefined => {
  try {
    const stat = lstatSync(path, { bigint: true });
    return `${stat.ino}:${stat.ctimeNs}`;
  } catch {
    return undefined;
  }
};

/**
 * Removes the socket only if it is still the file `identity` names, and the pid
 * file only if it still holds `token`.
 */
export function removeIfOurs(
  socket: string,
  identity: string | undefined,
  token: string,
): void {
  if (identity !== undefined && identityOf(socket) === identity)
    rmSync(socket, { force: true });
  if (readPidFile(socket)?.token === token)
    rmSync(pidPath(socket), { force: true });
}

function validRequest(value: unknown): value is DaemonRequest {
  const r = value as Partial<DaemonRequest> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    r.v === 2 &&
    typeof r.build === 'string' &&
    typeof r.nonce === 'string' &&
    /^[0-9a-f]{32}$/.test(r.nonce) &&
    typeof r.deadline === 'number' &&
    typeof r.session === 'string' &&
    Array.isArray(r.argv) &&
    r.argv.every((a) => typeof a === 'string') &&
    typeof r.cwd === 'string' &&
    typeof r.env === 'object' &&
    r.env !== null &&
    typeof r.stdin === 'string'
  );
}

export async function serve(options: ServeOptions): Promise<ServeOutcome> {
  const { socket } = options.place;
  // Start-up under a lock: two servers starting at once would otherwise each
  // remove the other's fresh socket.
  const lock = acquireLock(`${socket}.lock`, { timeoutMs: 5_000 });
  let released = false;
  const release = () => {
    if (!released) lock.release();
    released = true;
  };
  try {
    if (identityOf(socket) !== undefined) {
      const probe = await askVerified(
        options.place,
        options.secret,
        {
          build: options.build,
          session: '',
          argv: ['--version'],
          cwd: '/',
          env: {},
          stdin: '',
        },
        1000,
      );
      if (probe.kind === 'answered') {
        release();
        return 'already-running';
      }
      // Stale (a killed server), hung, or leaving: the rename below takes the name over. That server, if it ever
      // exits, finds another file under the name and leaves it alone.
    }
  } catch (error) {
    release();
    throw error;
  }
  // The first HMAC of a process initialises OpenSSL's digest: done here, not
  // while the first caller waits.
  answerProof(crypto, options.secret, '0'.repeat(32), {
    exitCode: 0,
    stdout: '',
    stderr: '',
  });
  const token = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return new Promise<ServeOutcome>((resolve) => {
    let idle: NodeJS.Timeout | undefined;
    let stopped = false;
    let identity: string | undefined;
    const queues = new SessionQueues();
    const connections = new Set<Socket>();
    const nonces = new Set<string>();
    const stop = (outcome: ServeOutcome) => {
      if (stopped) return;
      stopped = true;
      clearTimeout(idle);
      server.close();
      for (const conn of connections) conn.destroy();
      removeIfOurs(socket, identity, token);
      release();
      options.log?.(`wukong serve: stopped (${outcome})`);
      resolve(outcome);
    };
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(
        () => (queues.active > 0 ? touch() : stop('idle')),
        options.idleMs,
      );
      idle.unref?.();
    };
    const send = (conn: Socket, response: DaemonResponse) => {
      if (!conn.destroyed) conn.end(`${JSON.stringify(response)}\n`);
    };

    const accept = (conn: Socket, gone: () => boolean, line: string) => {
      let request: unknown;
      try {
        request = JSON.parse(line);
      } catch {
        send(conn, {
          v: 2,
          ok: false,
          reason: 'bad-request',
          message: 'not JSON',
        });
        return;
      }
      if (!validRequest(request)) {
        send(conn, {
          v: 2,
          ok: false,
          reason: 'bad-request',
          message: 'not a version 2 request',
        });
        return;
      }
      // Authentication before anything else, the build check included: only
      // this user's clients can make it exit.
      if (
        !hexMatches(crypto, requestToken(options.secret), request.token) ||
        nonces.has(request.nonce)
      ) {
        send(conn, {
          v: 2,
          ok: false,
          reason: 'unauthenticated',
          message:
            "the request does not carry this user's request token, or replays a nonce",
        });
        return;
      }
      if (nonces.size >= MAX_NONCES) nonces.clear();
      nonces.add(request.nonce);
      if (request.build !== options.build) {
        send(conn, {
          v: 2,
          ok: false,
          reason: 'build-mismatch',
          message: `server build ${options.build}, client build ${request.build}`,
        });
        setImmediate(() => stop('build-mismatch'));
        return;
      }
      if (request.argv[0] !== 'hook' && request.argv[0] !== '--version') {
        send(conn, {
          v: 2,
          ok: false,
          reason: 'bad-request',
          message: 'a server answers `wukong hook` only',
        });
        return;
      }
      touch();
      const wanted = () =>
        !gone() && Date.now() < request.deadline - COMMIT_MARGIN_MS;
      void queues.run(request.session, async () => {
        // Let pending I/O (the caller hanging up) be seen before deciding to
        // start.
        await new Promise<void>((r) => setImmediate(r));
        if (gone() || Date.now() > request.deadline - START_MARGIN_MS) {
          options.log?.(
            `wukong serve: a request of session ${JSON.stringify(request.session)} was not started: its caller ${gone() ? 'has gone' : 'gives up too soon'}`,
          );
          send(conn, {
            v: 2,
            ok: false,
            reason: 'late',
            message: 'not started: the caller gives up before it could finish',
          });
          return;
        }
        const answer = await options
          .handle(request, wanted)
          .catch((error: unknown): HookAnswer => ({
            exitCode: 70,
            stdout: '',
            stderr: `wukong serve: ${String(error)}\n`,
          }));
        touch();
        // gone: the caller answered itself; this result is discarded
        if (!gone())
          send(conn, {
            v: 2,
            ok: true,
            ...answer,
            proof: answerProof(crypto, options.secret, request.nonce, answer),
          });
        try {
          options.afterAnswer?.();
        } catch (error) {
          options.log?.(`wukong serve: after the answer: ${String(error)}`);
        }
      });
    };

    const server = createServer((conn) => {
      connections.add(conn);
      let hungUp = false;
      let buffer = '';
      let taken = false;
      const gone = () => hungUp || conn.destroyed;
      conn.setEncoding('utf8');
      conn.setTimeout(READ_TIMEOUT_MS, () => {
        if (!taken) conn.destroy();
      });
      conn.on('error', () => conn.destroy());
      conn.on('end', () => {
        hungUp = true;
      });
      conn.on('close', () => {
        hungUp = true;
        connections.delete(conn);
      });
      conn.on('data', (chunk: string) => {
        if (taken) return;
        // Only the new chunk is searched for the end of the line: a 1 MB
        // request arrives in many chunks, and searching the whole buffer each
        // time made reading it quadratic.
        const end = chunk.indexOf('\n');
        if (end < 0) {
          buffer += chunk;
          if (buffer.length > MAX_REQUEST_BYTES) {
            taken = true;
            send(conn, {
              v: 2,
              ok: false,
              reason: 'too-large',
              message: `a request longer than ${MAX_REQUEST_BYTES} bytes`,
            });
          }
          return;
        }
        taken = true;
        const line = buffer + chunk.slice(0, end);
        buffer = '';
        accept(conn, gone, line);
      });
    });
    server.maxConnections = MAX_CONNECTIONS;
    server.on('error', (error) => {
      options.log?.(`wukong serve: ${error.message}`);
      stop('failed');
    });
    // Bound under a name of its own, then renamed over the socket's: clients
    // never find the name missing, a stale socket is replaced atomically, and
    // libuv's unlink-on-close (it removes the path it bound when the server
    // closes) only ever hits that private name, never a newer server's socket.
    const bound = bindingPath(socket);
    rmSync(bound, { force: true });
    server.listen(bound, () => {
      try {
        // The folder is 0700 already; the socket's own mode says the same to a
        // client that checks the socket too.
        chmodSync(bound, 0o600);
        renameSync(bound, socket);
        identity = identityOf(socket); // after the chmod and the rename, which both change the ctime
        const info: PidFile = {
          pid: process.pid,
          build: options.build,
          startedAt: new Date().toISOString(),
          token,
        };
        writeFileAtomic(pidPath(socket), `${JSON.stringify(info)}\n`);
        rmSync(startingPath(socket), { force: true });
      } catch (error) {
        options.log?.(`wukong serve: ${(error as Error).message}`);
        stop('failed');
        return;
      } finally {
        release();
      }
      options.log?.(`wukong serve: listening on ${socket}`);
      touch();
    });
  });
}
