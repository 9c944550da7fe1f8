// askDaemon — send one request line to a resident `wukong serve` and read its
// answer line: the response, or why there is none (nobody listens, no answer in
// time, the connection closed or sent something unreadable)
// Pos: src/hosts/daemon, transport only (./socket-stream.ts: libuv's pipe
// handle, or node:net); what to send and whether to believe the answer is
// daemon-route.ts. On a timeout it closes the connection, which tells the
// server its caller has gone. Never throws
import type { DaemonRequest, DaemonResponse } from './protocol.js';
import { MAX_RESPONSE_BYTES } from './protocol.js';
import type { SocketStream } from './socket-stream.js';
import { openSocketStream } from './socket-stream.js';

export type DaemonReply =
  | { kind: 'response'; response: DaemonResponse }
  /** Nobody listens (a stale socket left by a killed server, or none at all). */
  | { kind: 'unreachable'; why: string }
  | { kind: 'timeout' }
  | { kind: 'no-answer'; why: string };

/**
 * The bytes as UTF-8 text: Buffer's own utf8Slice where it has one (a binding
 * method that toString calls after picking the encoding; measured ~0.02 ms on
 * a 1.7 KB answer where toString's first call in a process costs ~0.2 ms).
 */
function utf8(bytes: Buffer): string {
  const slice = (
    bytes as { utf8Slice?: (start: number, end: number) => string }
  ).utf8Slice;
  return typeof slice === 'function'
    ? slice.call(bytes, 0, bytes.length)
    : bytes.toString('utf8');
}

export function askDaemon(
  socket: string,
  request: DaemonRequest,
  timeoutMs: number,
  whileWaiting?: () => void,
): Promise<DaemonReply> {
  return new Promise((resolve) => {
    let settled = false;
    let stream: SocketStream | undefined;
    const chunks: Buffer[] = [];
    let bytes = 0;
    const done = (value: DaemonReply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stream?.close();
      resolve(value);
    };
    const timer = setTimeout(() => done({ kind: 'timeout' }), timeoutMs);
    openSocketStream(
      socket,
      {
        connected: () => {
          // The request is sent (with the connection: openSocketStream's
          // `first`). The server works now: what the caller will need afterwards is done
          // meanwhile, not after the answer.
          try {
            whileWaiting?.();
          } catch {
            // only a head start: the caller does it again when it needs it
          }
        },
        data: (chunk) => {
          // Only the new chunk is searched for the end of the line, so a long
          // answer is read in linear time. A newline byte never occurs inside a
          // UTF-8 sequence, so the line is decoded once, whole.
          const end = chunk.indexOf(10);
          if (end < 0) {
            chunks.push(chunk);
            bytes += chunk.length;
            if (bytes > MAX_RESPONSE_BYTES)
              done({
                kind: 'no-answer',
                why: `an answer longer than ${MAX_RESPONSE_BYTES} bytes`,
              });
            return;
          }
          chunks.push(chunk.subarray(0, end));
          try {
            done({
              kind: 'response',
              response: JSON.parse(
                // One chunk is the usual answer: no copy (Buffer.concat's first
                // call costs ~0.15 ms).
                utf8(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)),
              ) as DaemonResponse,
            });
          } catch {
            done({ kind: 'no-answer', why: 'an answer that is not JSON' });
          }
        },
        failed: (why, connected) =>
          done(
            connected
              ? { kind: 'no-answer', why: `connection error ${why}` }
              : { kind: 'unreachable', why },
          ),
        closed: () =>
          done({
            kind: 'no-answer',
            why: 'the server closed the connection without an answer',
          }),
      },
      'auto',
      `${JSON.stringify(request)}\n`,
    ).then(
      (opened) => {
        stream = opened;
        if (settled) opened.close(); // timed out before the transport was even loaded
      },
      (error: unknown) =>
        done({
          kind: 'unreachable',
          why: error instanceof Error ? error.message : String(error),
        }),
    );
  });
}
