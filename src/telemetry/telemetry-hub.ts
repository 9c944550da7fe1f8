// TelemetryHub — the resident daemon's side of telemetry: one shipper per
// destination, made on first use by loading the OpenTelemetry SDK then (a
// dynamic import: the in-process hook never loads it), records handed over
// without waiting, the spool shipped when a shipper starts
// Pos: src/telemetry; the daemon keeps one (ResidentCache.telemetry), a hook
// answered by it calls ship() after its answer is made and never awaits an
// export
import { createRequire, isBuiltin } from 'node:module';
import type { Shipper, ShipperOptions } from './otel-shipper.js';
import type { TelemetryRecord } from './telemetry-records.js';
import type { TelemetrySettings } from './telemetry-settings.js';

type Env = Readonly<Record<string, string | undefined>>;
type On = Extract<TelemetrySettings, { on: true }>;

/**
 * The SDK's CommonJS parts `require()` Node's own modules, some lazily (the
 * HTTP transport at the first export); bundled into the ES module CLI those
 * calls find no `require` and throw. This daemon-only global answers them,
 * and only them: anything but a `node:` builtin is refused.
 */
function allowBuiltinRequire(): void {
  const g = globalThis as { require?: unknown };
  if (typeof g.require !== 'undefined') return;
  const nodeRequire = createRequire(import.meta.url);
  g.require = (id: string) => {
    if (!isBuiltin(id))
      throw new Error(`only Node's own modules are loaded here, not ${id}`);
    return nodeRequire(id) as unknown;
  };
}

const keyOf = (s: On) =>
  JSON.stringify([
    s.tracesUrl,
    s.logsUrl,
    s.headers,
    s.serviceName,
    s.resourceAttributes,
  ]);

export class TelemetryHub {
  private readonly shippers = new Map<string, Promise<Shipper | undefined>>();

  constructor(
    private readonly env: Env,
    private readonly options: ShipperOptions = {},
    private readonly log?: (line: string) => void,
  ) {}

  private shipper(settings: On): Promise<Shipper | undefined> {
    const key = keyOf(settings);
    let made = this.shippers.get(key);
    if (!made) {
      allowBuiltinRequire();
      made = import('./otel-shipper.js').then(
        ({ createShipper }) => {
          const shipper = createShipper(settings, this.env, this.options);
          shipper.drainSpool();
          return shipper;
        },
        (error: unknown) => {
          this.log?.(
            `telemetry: the OpenTelemetry SDK did not load (${(error as Error).message}); records go to the spool`,
          );
          return undefined;
        },
      );
      this.shippers.set(key, made);
    }
    return made;
  }

  /** Starts the shipper now (ships the spool) instead of at the first hook. */
  start(settings: On): Promise<void> {
    return this.shipper(settings).then(() => undefined);
  }

  /** Hands the records over; never throws, never waits for an export. */
  ship(settings: On, records: readonly TelemetryRecord[]): void {
    void this.shipper(settings).then((s) => s?.ship(records));
  }

  /** Exports what is queued (at most `ms`): tests and the bench wait on it. */
  async flush(ms: number): Promise<void> {
    const all = await Promise.all(this.shippers.values());
    await Promise.all(all.map((s) => s?.flush(ms)));
  }

  /** At the daemon's exit: export what it can in `ms`, spool the rest. */
  async shutdown(ms: number): Promise<void> {
    const all = await Promise.all(this.shippers.values());
    this.shippers.clear();
    await Promise.all(all.map((s) => s?.shutdown(ms)));
  }
}
