// TelemetryConfig — the `telemetry` section of wukong.config.json: where
// decisions go as OpenTelemetry (OTLP over HTTP), the service name, extra
// resource attributes and the spool's cap
// Pos: policies/vocabulary, configuration words only; the settings are resolved
// with the OTEL_* variables in src/telemetry/telemetry-settings.ts. Headers
// (tokens) are never read from here: a repository file is no place for them
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';

/** An http(s) URL without credentials in it. */
const OtlpEndpoint = z
  .string()
  .check(
    z.regex(
      /^https?:\/\/[^\s/@]+(?::\d{1,5})?(?:\/[^\s]*)?$/,
      'an http:// or https:// URL without user:password@, e.g. "http://127.0.0.1:4318"',
    ),
  );

export const TelemetryConfig = lazySchema(() =>
  z.strictObject({
    /**
     * The OTLP/HTTP base endpoint (`/v1/traces` and `/v1/logs` are appended);
     * absent: off unless OTEL_EXPORTER_OTLP_ENDPOINT is set.
     */
    endpoint: z.optional(OtlpEndpoint),
    /** `service.name` (OTEL_SERVICE_NAME wins); default `wukong`. */
    serviceName: z.optional(z.string().check(z.minLength(1))),
    /** Extra resource attributes (OTEL_RESOURCE_ATTRIBUTES adds to them). */
    resourceAttributes: z._default(z.record(z.string(), z.string()), {}),
    /** The spool's cap in bytes: past it new records are dropped and counted. */
    spoolMaxBytes: z._default(
      z.number().check(z.int(), z.gte(4096), z.lte(1024 * 1024 * 1024)),
      8 * 1024 * 1024,
    ),
  }),
);
export type TelemetryConfig = z.infer<typeof TelemetryConfig>;
