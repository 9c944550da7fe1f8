// startProxy — the allowlisting HTTP proxy a sandbox reaches the network
// through: CONNECT (https, ssh via socat) and absolute-URI requests (plain
// http) to a host on `sandbox.network.allow` go through, every other one gets
// 403; it listens on a Unix socket the wrapper binds into the sandbox's empty
// network namespace (the namespace is the boundary; the proxy variables only a
// convention)
// Pos: src/sandbox, the host side of the network; the bridge inside is
// bwrap-argv.ts, the resident process around it proxy-process.ts
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { hostAllowed } from './network-allow.js';

export interface ProxyOptions {
  socket: string;
  allow: readonly string[];
  /** Told every decision (the ledger, a test). */
  onDecision?: (d: { host: string; port: number; allowed: boolean }) => void;
}

function target(
  req: IncomingMessage,
): { host: string; port: number } | undefined {
  if (req.method === 'CONNECT') {
    const m = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(req.url ?? '');
    return m ? { host: m[1] ?? '', port: Number(m[2]) } : undefined;
  }
  try {
    const url = new URL(req.url ?? '');
    if (url.protocol !== 'http:') return undefined;
    return { host: url.hostname, port: Number(url.port || 80) };
  } catch {
    return undefined;
  }
}

export function startProxy(opts: ProxyOptions): Promise<Server> {
  const decide = (req: IncomingMessage) => {
    const t = target(req);
    const allowed = t !== undefined && hostAllowed(t.host, t.port, opts.allow);
    if (t) opts.onDecision?.({ ...t, allowed });
    return { t, allowed };
  };
  const server = createServer((req, res) => {
    const { t, allowed } = decide(req);
    if (!t || !allowed) {
      res.writeHead(403, { 'X-Proxy-Error': 'blocked-by-allowlist' });
      res.end(
        `wukong sandbox: ${t ? `${t.host}:${t.port}` : 'this request'} is not on sandbox.network.allow\n`,
      );
      return;
    }
    const url = new URL(req.url ?? '');
    const out = request(
      {
        host: t.host,
        port: t.port,
        method: req.method,
        path: `${url.pathname}${url.search}`,
        headers: req.headers,
      },
      (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(out);
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const { t, allowed } = decide(req);
    if (!t || !allowed) {
      client.end(
        'HTTP/1.1 403 Forbidden\r\nX-Proxy-Error: blocked-by-allowlist\r\nContent-Length: 0\r\n\r\n',
      );
      return;
    }
    const upstream = connect(t.port, t.host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', () => {
      if (client.writable)
        client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n');
      close();
    });
    client.on('error', close);
  });
  rmSync(opts.socket, { force: true });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.socket, () => {
      chmodSync(opts.socket, 0o600);
      resolve(server);
    });
  });
}
