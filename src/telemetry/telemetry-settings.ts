// telemetrySettings(env, config) → where decisions go as OpenTelemetry, or
// why nowhere: the OTEL_* variables the SDK's own packages would read, over
// the `telemetry` config section (which a managed policy may have set)
// Pos: src/telemetry, a cheap pure function the in-process hook may call on
// every hook (no OpenTelemetry package is loaded here); the SDK is loaded by
// otel-shipper.ts in the daemon only
import type { Said } from '../../policies/vocabulary/messages/said.js';
import type { TelemetryConfig } from '../../policies/vocabulary/telemetry-config.js';

type Env = Readonly<Record<string, string | undefined>>;

export type TelemetrySettings =
  /** `why` in English; `whySaid` its catalog words when it is a sentence. */
  | { on: false; why: string; whySaid?: Said }
  | {
      on: true;
      tracesUrl: string;
      logsUrl: string;
      /** Sent with every export; never logged, never recorded. */
      headers: Record<string, string>;
      serviceName: string;
      resourceAttributes: Record<string, string>;
      spoolMaxBytes: number;
    };

/**
 * `a=1,b=x%20y` → `{a: '1', b: 'x y'}`, the W3C Baggage-like list OTLP
 * exporters read (a pair without `=` is skipped).
 */
export function parseKeyValues(
  text: string | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (text ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const key = pair.slice(0, at).trim();
    let value = pair.slice(at + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // kept as written
    }
    if (key) out[key] = value;
  }
  return out;
}

const withPath = (base: string, path: string) =>
  `${base.replace(/\/+$/, '')}/${path}`;

export function telemetrySettings(
  env: Env,
  config: TelemetryConfig,
): TelemetrySettings {
  if ((env['OTEL_SDK_DISABLED'] ?? '').trim().toLowerCase() === 'true')
    return { on: false, why: 'OTEL_SDK_DISABLED=true' };
  const base = env['OTEL_EXPORTER_OTLP_ENDPOINT'] || config.endpoint;
  const traces = env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'];
  const logs = env['OTEL_EXPORTER_OTLP_LOGS_ENDPOINT'];
  if (!base && !(traces && logs))
    return {
      on: false,
      why: 'no OTEL_EXPORTER_OTLP_ENDPOINT and no telemetry.endpoint in the config',
      whySaid: { id: 'telemetry.no-endpoint' },
    };
  return {
    on: true,
    // A signal's own endpoint is used verbatim, as the OTLP exporters do.
    tracesUrl: traces || withPath(base as string, 'v1/traces'),
    logsUrl: logs || withPath(base as string, 'v1/logs'),
    headers: parseKeyValues(env['OTEL_EXPORTER_OTLP_HEADERS']),
    serviceName: env['OTEL_SERVICE_NAME'] || config.serviceName || 'wukong',
    resourceAttributes: {
      ...config.resourceAttributes,
      ...parseKeyValues(env['OTEL_RESOURCE_ATTRIBUTES']),
    },
    spoolMaxBytes: config.spoolMaxBytes,
  };
}
