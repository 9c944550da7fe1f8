// Input: node:net, ./protocol
// Output: askDaemon — send one command to the workspace's resident `wukong serve` and get its answer, or undefined when none answers in time
// Pos: src/daemon, the hook's fast path; dependency-free so `wukong hook` costs little more than starting node. Never throws
import { createConnection } from 'node:net';
import type { DaemonRequest, DaemonResponse } from './protocol.js';

export function askDaemon(socket: string, request: DaemonRequest, timeoutMs: number): Promise<DaemonResponse | undefined> {
  return new Promise((resolve) => {
    let settled = false;
    let buffer = '';
    const done = (value: DaemonResponse | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      conn.destroy();
      resolve(value);
    };
    const conn = createConnection(socket);
    const timer = setTimeout(() => done(undefined), timeoutMs);
    conn.setEncoding('utf8');
    conn.on('connect', () => conn.write(`${JSON.stringify(request)}\n`));
    conn.on('data', (chunk: string) => {
      // Only the new chunk is searched for the end of the line, so a long answer is read in linear time.
      const end = chunk.indexOf('\n');
      if (end < 0) {
        buffer += chunk;
        return;
      }
      try {
        done(JSON.parse(buffer + chunk.slice(0, end)) as DaemonResponse);
      } catch {
        done(undefined);
      }
    });
    conn.on('error', () => done(undefined));
    conn.on('close', () => done(undefined));
  });
}
