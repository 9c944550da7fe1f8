// The words of why telemetry is off here (src/telemetry/telemetry-settings.ts),
// en and zh; undo's are store-messages.ts' error.undo.*
// Pos: policies/vocabulary/messages, data only; the status keeps its English
// `why` (--json) and carries a Said beside it, the command words it
export const statusEn = {
  'telemetry.disabled': '{variable}=true',
  'telemetry.no-endpoint':
    'no OTEL_EXPORTER_OTLP_ENDPOINT and no telemetry.endpoint in the config',
} as const;

export const statusZh: Record<keyof typeof statusEn, string> = {
  'telemetry.disabled': '{variable}=true',
  'telemetry.no-endpoint':
    '没有 OTEL_EXPORTER_OTLP_ENDPOINT，配置中也没有 telemetry.endpoint',
};
