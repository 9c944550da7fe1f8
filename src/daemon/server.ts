// Input: node:net, node:fs, ./protocol, ./client (askDaemon, to find a live server), ./socket-path
// Output: serve(options) — the resident process behind fast hooks: one Unix socket per workspace (mode 0600 in a 0700 folder), one JSON line in and out per request, exits when idle, on a build mismatch or on SIGTERM, and cleans its socket up
// Pos: src/daemon, transport and lifetime only; what a request does is the same `run()` the CLI uses, passed in as `handle`
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Socket } from 'node:net';
import { askDaemon } from './client.js';
import type { DaemonRequest, DaemonResponse } from './protocol.js';
import { socketDir } from './socket-path.js';

export interface ServeOptions {
  socket: string;
  build: string;
  idleMs: number;
  handle: (request: DaemonRequest) => Promise<{ exitCode: number; stdout: string; stderr: string }>;
  log?: (line: string) => void;
}

export type ServeOutcome = 'idle' | 'signal' | 'build-mismatch' | 'already-running';

export async function serve(options: ServeOptions): Promise<ServeOutcome> {
  mkdirSync(socketDir(), { recursive: true, mode: 0o700 });
  if (existsSync(options.socket)) {
    const live = await askDaemon(options.socket, { v: 1, build: options.build, argv: ['--version'], cwd: '/', env: {}, stdin: '' }, 1000);
    if (live) return 'already-running';
    rmSync(options.socket, { force: true });
  }
  return new Promise<ServeOutcome>((resolve) => {
    let idle: NodeJS.Timeout;
    let queue = Promise.resolve();
    const stop = (outcome: ServeOutcome) => {
      clearTimeout(idle);
      server.close();
      rmSync(options.socket, { force: true });
      rmSync(`${options.socket}.pid`, { force: true });
      options.log?.(`wukong serve: stopped (${outcome})`);
      resolve(outcome);
    };
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => stop('idle'), options.idleMs);
      idle.unref?.();
    };
    const reply = (conn: Socket, response: DaemonResponse) => conn.end(`${JSON.stringify(response)}\n`);
    const server = createServer((conn) => {
      let buffer = '';
      conn.setEncoding('utf8');
      conn.on('error', () => conn.destroy());
      conn.on('data', (chunk: string) => {
        // Only the new chunk is searched for the end of the line: a 1 MB request arrives in many chunks, and searching
        // the whole buffer each time made reading it quadratic.
        const end = chunk.indexOf('\n');
        if (end < 0) {
          buffer += chunk;
          return;
        }
        const line = buffer + chunk.slice(0, end);
        buffer = '';
        touch();
        let request: DaemonRequest;
        try {
          request = JSON.parse(line) as DaemonRequest;
        } catch {
          reply(conn, { v: 1, ok: false, reason: 'bad-request', message: 'not JSON' });
          return;
        }
        if (request.build !== options.build) {
          reply(conn, { v: 1, ok: false, reason: 'build-mismatch', message: `server build ${options.build}, client build ${request.build}` });
          setImmediate(() => stop('build-mismatch'));
          return;
        }
        // One request at a time: handlers take locks and write files, so interleaving buys nothing.
        queue = queue.then(async () => {
          const result = await options.handle(request).catch((error: unknown) => ({ exitCode: 70, stdout: '', stderr: `wukong serve: ${String(error)}\n` }));
          reply(conn, { v: 1, ok: true, ...result });
        });
      });
    });
    server.on('error', (error) => {
      options.log?.(`wukong serve: ${error.message}`);
      stop('signal');
    });
    server.listen(options.socket, () => {
      chmodSync(options.socket, 0o600);
      writeFileSync(`${options.socket}.pid`, `${JSON.stringify({ pid: process.pid, build: options.build, startedAt: new Date().toISOString() })}\n`);
      rmSync(`${options.socket}.starting`, { force: true });
      options.log?.(`wukong serve: listening on ${options.socket}`);
      touch();
    });
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.once(signal, () => stop('signal'));
  });
}
