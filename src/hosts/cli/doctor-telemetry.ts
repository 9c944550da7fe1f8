// telemetryChecks(workspace, env) — doctor's two lines for issue 18: the
// managed policy (which file, what of the repository's config it ignored) and
// telemetry (on or off, the spool, drops at its cap, the last export)
// Pos: src/hosts/cli, reading only; a part of `wukong doctor` kept in its own
// file. Headers are never shown
import { loadConfig } from '../../platform/config/load-config.js';
import { spoolStatus } from '../../telemetry/spool.js';
import { telemetrySettings } from '../../telemetry/telemetry-settings.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface DoctorCheck {
  name: string;
  status: 'ok' | 'warn' | 'broken';
  detail: string;
  fix?: string;
}

export function telemetryChecks(workspace: string, env: Env): DoctorCheck[] {
  let loaded;
  try {
    loaded = loadConfig(workspace, env);
  } catch (error) {
    return [
      {
        name: 'managed policy',
        status: 'broken',
        detail: (error as Error).message,
        fix: 'the configuration or the managed policy does not load: hooks fail closed until it does',
      },
    ];
  }
  const managed = loaded.managed;
  const policy: DoctorCheck = !managed
    ? { name: 'managed policy', status: 'ok', detail: 'none' }
    : managed.ignored.length === 0
      ? { name: 'managed policy', status: 'ok', detail: managed.path }
      : {
          name: 'managed policy',
          status: 'warn',
          detail: `${managed.path}; ignored in the repository config: ${managed.ignored.join('; ')}`,
          fix: 'remove those settings from wukong.config.json: the managed policy wins',
        };
  const settings = telemetrySettings(env, loaded.config.telemetry);
  const spool = spoolStatus(env);
  const dropped = spool.drops.records > 0;
  const failed = spool.lastExport !== undefined && !spool.lastExport.ok;
  const telemetry: DoctorCheck = {
    name: 'telemetry',
    status: dropped || failed ? 'warn' : 'ok',
    detail: `${settings.on ? `on → ${settings.tracesUrl}` : `off (${settings.why})`}; spool ${spool.spooledRecords} records${dropped ? `, ${spool.drops.records} DROPPED at the cap (last ${spool.drops.lastAt})` : ''}${failed ? `; last export failed: ${spool.lastExport?.error ?? 'no answer'}` : ''}`,
    ...(dropped || failed
      ? {
          fix: dropped
            ? 'start the daemon (wukong serve) with the collector reachable, or raise telemetry.spoolMaxBytes'
            : 'check the collector at the endpoint; the spool keeps what failed',
        }
      : {}),
  };
  return [policy, telemetry];
}
