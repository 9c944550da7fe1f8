// sendHookTelemetry(call, settings, env, hub?) — one hook call's telemetry
// records made and handed on: to the daemon's hub (exported in the
// background) or, in a hook process of its own, appended to the spool (one
// line, no OpenTelemetry loaded). Never throws: telemetry never fails a hook
// Pos: src/telemetry, what the hook command calls after its answer is printed
// and only when telemetry is on
import { appendSpool } from './spool.js';
import type { HookCall } from './telemetry-records.js';
import { hookRecords } from './telemetry-records.js';
import type { TelemetryHub } from './telemetry-hub.js';
import type { TelemetrySettings } from './telemetry-settings.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The hook payload's join keys with Claude Code's own telemetry. */
export function payloadKeys(stdin: string): {
  tool?: string;
  toolUseId?: string;
} {
  try {
    const p = JSON.parse(stdin) as {
      tool_name?: unknown;
      tool_use_id?: unknown;
    };
    return {
      ...(typeof p.tool_name === 'string' ? { tool: p.tool_name } : {}),
      ...(typeof p.tool_use_id === 'string'
        ? { toolUseId: p.tool_use_id }
        : {}),
    };
  } catch {
    return {};
  }
}

export function sendHookTelemetry(
  call: HookCall,
  settings: Extract<TelemetrySettings, { on: true }>,
  env: Env,
  hub?: TelemetryHub,
): void {
  try {
    const records = hookRecords(call);
    if (hub) hub.ship(settings, records);
    else appendSpool(records, settings.spoolMaxBytes, env);
  } catch {
    // an unusable state folder: the record is lost, the hook is not
  }
}
