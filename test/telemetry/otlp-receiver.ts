// startReceiver() — a loopback OTLP/HTTP receiver for tests: every POST body
// (JSON, chunked or not) kept with its path and headers, TCP_NODELAY set;
// stop() closes it so exports fail as with a collector that is down
// Pos: test/telemetry helper; binds 127.0.0.1 only, on the port asked or any
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  stop(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  server.on('connection', (socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve()),
  );
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every `resourceLogs[].scopeLogs[].logRecords[]` and span received. */
export function signals(received: readonly Received[]) {
  const spans: Array<{
    name: string;
    traceId: string;
    spanId: string;
    parentSpanId?: string;
    attributes: Record<string, unknown>;
  }> = [];
  const logs: Array<{
    eventName?: string;
    traceId?: string;
    spanId?: string;
    body?: { stringValue?: string };
    attributes: Record<string, unknown>;
  }> = [];
  const flat = (
    attrs: Array<{ key: string; value: Record<string, unknown> }> = [],
  ) =>
    Object.fromEntries(
      attrs.map(({ key, value }) => {
        const v = value as {
          stringValue?: string;
          intValue?: number | string;
          boolValue?: boolean;
          arrayValue?: { values?: Array<{ stringValue?: string }> };
        };
        return [
          key,
          v.arrayValue
            ? (v.arrayValue.values ?? []).map((x) => x.stringValue)
            : (v.stringValue ?? v.intValue ?? v.boolValue),
        ];
      }),
    );
  for (const r of received) {
    const data = JSON.parse(r.body);
    for (const rs of data.resourceSpans ?? [])
      for (const ss of rs.scopeSpans ?? [])
        for (const s of ss.spans ?? [])
          spans.push({ ...s, attributes: flat(s.attributes) });
    for (const rl of data.resourceLogs ?? [])
      for (const sl of rl.scopeLogs ?? [])
        for (const l of sl.logRecords ?? [])
          logs.push({ ...l, attributes: flat(l.attributes) });
  }
  return { spans, logs };
}
