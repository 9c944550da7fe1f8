// createShipper(settings, env) → Shipper — the daemon's exporter: telemetry
// records become spans and log records through the official OpenTelemetry SDK
// (batch processors, OTLP/HTTP exporters), shipped in the background; a batch
// the collector refuses or never answers goes to the spool, and a success
// ships what the spool holds
// Pos: src/telemetry, the only module that loads @opentelemetry/*; imported
// dynamically by the resident daemon, never by the in-process hook
import { ROOT_CONTEXT, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import type { Context } from '@opentelemetry/api';
import { SeverityNumber } from '@opentelemetry/api-logs';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import type {
  LogRecordExporter,
  ReadableLogRecord,
} from '@opentelemetry/sdk-logs';
import {
  BatchLogRecordProcessor,
  LoggerProvider,
} from '@opentelemetry/sdk-logs';
import type {
  IdGenerator,
  ReadableSpan,
  SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { appendSpool, claimSpool, recordExport } from './spool.js';
import type { TelemetryRecord } from './telemetry-records.js';
import { ATTR } from './telemetry-records.js';
import type { TelemetrySettings } from './telemetry-settings.js';

type Env = Readonly<Record<string, string | undefined>>;
type On = Extract<TelemetrySettings, { on: true }>;

export interface Shipper {
  /** Queues the records; returns at once (the export is in the background). */
  ship(records: readonly TelemetryRecord[]): void;
  /** Ships what the spool holds (the daemon calls it when it starts). */
  drainSpool(): void;
  /** Exports what is queued, waiting at most `timeoutMs`. */
  flush(timeoutMs: number): Promise<void>;
  shutdown(timeoutMs: number): Promise<void>;
}

export interface ShipperOptions {
  /** The batch processors' delay (ms); default 1000. */
  delayMs?: number;
  /** The exporters' own timeout per request (ms); default 10000. */
  exportTimeoutMs?: number;
  version?: string;
}

/** Ids chosen by the record: the SDK asks this generator for them. */
class ChosenIds implements IdGenerator {
  traceId: string | undefined;
  spanId: string | undefined;
  generateTraceId(): string {
    const id = this.traceId;
    this.traceId = undefined;
    return id ?? randomHex(16);
  }
  generateSpanId(): string {
    const id = this.spanId;
    this.spanId = undefined;
    return id ?? randomHex(8);
  }
}

const randomHex = (bytes: number) => {
  let out = '';
  for (let i = 0; i < bytes; i++)
    out += Math.floor(Math.random() * 256)
      .toString(16)
      .padStart(2, '0');
  return out;
};

/** Never longer than `ms`, never rejects. */
const bounded = (work: Promise<unknown>, ms: number) =>
  Promise.race([
    work.catch(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, ms).unref()),
  ]).then(() => undefined);

const logKey = (attributes: Record<string, unknown>) =>
  String(attributes[ATTR.hash] ?? '');

export function createShipper(
  settings: On,
  env: Env,
  options: ShipperOptions = {},
): Shipper {
  const pendingSpans = new Map<string, TelemetryRecord>();
  const pendingLogs = new Map<string, TelemetryRecord>();
  let draining = false;
  let spooled = false;

  /** After each export: the failed records to the spool, the outcome noted. */
  const settle = (
    ok: boolean,
    keys: string[],
    pending: Map<string, TelemetryRecord>,
    error?: string,
  ) => {
    const records = keys.flatMap((k) => {
      const r = pending.get(k);
      pending.delete(k);
      return r ? [r] : [];
    });
    try {
      recordExport(
        {
          at: new Date().toISOString(),
          ok,
          records: keys.length,
          ...(error ? { error } : {}),
        },
        env,
      );
      if (!ok && records.length > 0) {
        appendSpool(records, settings.spoolMaxBytes, env);
        spooled = true;
      }
    } catch {
      // the state folder is unusable: the records are lost, the hook unharmed
    }
    if (ok && spooled && !draining) setImmediate(drain);
  };

  const wrapSpans = (inner: SpanExporter): SpanExporter => ({
    export(spans: ReadableSpan[], done) {
      const keys = spans.map((s) => s.spanContext().spanId);
      inner.export(spans, (result) => {
        settle(result.code === 0, keys, pendingSpans, result.error?.message);
        done(result);
      });
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  });
  const wrapLogs = (inner: LogRecordExporter): LogRecordExporter => ({
    export(logs: ReadableLogRecord[], done) {
      const keys = logs.map((l) => logKey(l.attributes));
      inner.export(logs, (result) => {
        settle(result.code === 0, keys, pendingLogs, result.error?.message);
        done(result);
      });
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  });

  const resource = resourceFromAttributes({
    'service.name': settings.serviceName,
    'service.version': options.version ?? 'unknown',
    'process.pid': process.pid,
    'process.runtime.name': 'nodejs',
    'process.runtime.version': process.versions.node,
    ...settings.resourceAttributes,
  });
  const timeoutMillis = options.exportTimeoutMs ?? 10_000;
  const delay = options.delayMs ?? 1000;
  const ids = new ChosenIds();
  const tracerProvider = new BasicTracerProvider({
    resource,
    idGenerator: ids,
    spanProcessors: [
      new BatchSpanProcessor(
        wrapSpans(
          new OTLPTraceExporter({
            url: settings.tracesUrl,
            headers: settings.headers,
            timeoutMillis,
          }),
        ),
        { scheduledDelayMillis: delay, maxQueueSize: 8192 },
      ),
    ],
  });
  const loggerProvider = new LoggerProvider({
    resource,
    processors: [
      new BatchLogRecordProcessor({
        exporter: wrapLogs(
          new OTLPLogExporter({
            url: settings.logsUrl,
            headers: settings.headers,
            timeoutMillis,
          }),
        ),
        scheduledDelayMillis: delay,
        maxQueueSize: 8192,
      }),
    ],
  });
  const tracer = tracerProvider.getTracer('wukong', options.version);
  const logger = loggerProvider.getLogger('wukong.ledger', options.version);

  const contextOf = (traceId: string, spanId: string): Context =>
    trace.setSpanContext(ROOT_CONTEXT, {
      traceId,
      spanId,
      traceFlags: TraceFlags.SAMPLED,
      isRemote: true,
    });

  const ship = (records: readonly TelemetryRecord[]) => {
    for (const record of records) {
      if (record.kind === 'span') {
        pendingSpans.set(record.spanId, record);
        ids.traceId = record.traceId;
        ids.spanId = record.spanId;
        const span = tracer.startSpan(
          record.name,
          {
            kind: SpanKind.INTERNAL,
            startTime: record.startMs,
            attributes: record.attributes,
          },
          record.parentSpanId
            ? contextOf(record.traceId, record.parentSpanId)
            : ROOT_CONTEXT,
        );
        ids.traceId = ids.spanId = undefined;
        span.end(record.endMs);
      } else {
        pendingLogs.set(logKey(record.attributes), record);
        logger.emit({
          timestamp: record.timeMs,
          severityNumber: SeverityNumber.INFO,
          severityText: 'INFO',
          eventName: record.eventName,
          body: record.body,
          attributes: record.attributes,
          context: contextOf(record.traceId, record.spanId),
        });
      }
    }
  };

  function drain() {
    if (draining) return;
    draining = true;
    spooled = false;
    try {
      const { batches, done } = claimSpool(env);
      for (const batch of batches) ship(batch);
      // Shipped or, failing, spooled again by settle(): the claim is spent.
      done();
    } catch {
      // the spool stays where it is for the next daemon
    } finally {
      draining = false;
    }
  }

  const flushBoth = () =>
    Promise.allSettled([
      tracerProvider.forceFlush(),
      loggerProvider.forceFlush(),
    ]);

  return {
    ship,
    drainSpool: drain,
    flush: (ms) => bounded(flushBoth(), ms),
    // What is still unexported when time is up waits in the spool for the
    // next daemon.
    shutdown: async (ms) => {
      await bounded(
        Promise.allSettled([
          tracerProvider.shutdown(),
          loggerProvider.shutdown(),
        ]),
        ms,
      );
      const left = [...pendingSpans.values(), ...pendingLogs.values()];
      pendingSpans.clear();
      pendingLogs.clear();
      if (left.length > 0)
        try {
          appendSpool(left, settings.spoolMaxBytes, env);
        } catch {
          // nowhere to keep them
        }
    },
  };
}
