// askDaemon — send one request line to a resident `wukong serve` and read its answer line: the response, or why there
// is none (nobody listens, no answer in time, the connection closed or sent something unreadable)
// Pos: src/hosts/daemon, transport only (node:net); what to send and whether to believe the answer is daemon-route.ts.
// On a timeout it closes the connection, which tells the server its caller has gone. Never throws
import { createConnection } from 'node:net';
import type { DaemonRequest, DaemonResponse } from './protocol.js';
import { MAX_RESPONSE_BYTES } from './protocol.js';

export type DaemonReply =
  | { kind: 'response'; response: DaemonResponse }
  /** Nobody listens (a stale socket left by a killed server, or none at all). */
  | { kind: 'unreachable'; why: string }
  | { kind: 'timeout' }
  | { kind: 'no-answer'; why: string };

/** `sent` runs once the request is written: work the client can do while the server answers. */
export function askDaemon(socket: string, request: DaemonRequest, timeoutMs: number, sent?: () => void): Promise<DaemonReply> {
  return new Promise((resolve) => {
    let settled = false;
    let connected = false;
    let buffer = '';
    const done = (value: DaemonReply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      conn.destroy();
      resolve(value);
    };
    const conn = createConnection(socket);
    const timer = setTimeout(() => done({ kind: 'timeout' }), timeoutMs);
    conn.setEncoding('utf8');
    conn.on('connect', () => {
      connected = true;
      conn.write(`${JSON.stringify(request)}\n`);
      sent?.();
    });
    conn.on('data', (chunk: string) => {
      // Only the new chunk is searched for the end of the line, so a long answer is read in linear time.
      const end = chunk.indexOf('\n');
      if (end < 0) {
        buffer += chunk;
        if (buffer.length > MAX_RESPONSE_BYTES) done({ kind: 'no-answer', why: `an answer longer than ${MAX_RESPONSE_BYTES} bytes` });
        return;
      }
      try {
        done({ kind: 'response', response: JSON.parse(buffer + chunk.slice(0, end)) as DaemonResponse });
      } catch {
        done({ kind: 'no-answer', why: 'an answer that is not JSON' });
      }
    });
    conn.on('error', (error: NodeJS.ErrnoException) =>
      done(connected ? { kind: 'no-answer', why: `connection error ${error.code ?? error.message}` } : { kind: 'unreachable', why: error.code ?? error.message }),
    );
    conn.on('close', () => done({ kind: 'no-answer', why: 'the server closed the connection without an answer' }));
  });
}
