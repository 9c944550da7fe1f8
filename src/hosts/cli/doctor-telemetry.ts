// telemetryChecks(workspace, env, t) — doctor's two lines for issue 18: the
// managed policy (which file, what of the repository's config it ignored) and
// telemetry (on or off, the spool, drops at its cap, the last export)
// Pos: src/hosts/cli, reading only; a part of `wukong doctor` kept in its own
// file. Headers are never shown
import { errorText } from '../../platform/errors/said-error.js';
import { loadConfig } from '../../platform/config/load-config.js';
import { spoolStatus } from '../../telemetry/spool.js';
import { telemetrySettings } from '../../telemetry/telemetry-settings.js';
import {
  translator,
  type Lang,
  type MessageId,
  type Translate,
} from '../../../policies/vocabulary/messages/index.js';

type Env = Readonly<Record<string, string | undefined>>;

export interface DoctorCheck {
  name: string;
  status: 'ok' | 'warn' | 'broken';
  detail: string;
  fix?: string;
}

export function telemetryChecks(
  workspace: string,
  env: Env,
  t: Translate = translator('en'),
  lang: Lang = 'en',
): DoctorCheck[] {
  let loaded;
  try {
    loaded = loadConfig(workspace, env);
  } catch (error) {
    return [
      {
        name: 'managed policy',
        status: 'broken',
        detail: errorText(error, lang),
        fix: t('cli.doctor.managed.unloadable'),
      },
    ];
  }
  const managed = loaded.managed;
  const policy: DoctorCheck = !managed
    ? { name: 'managed policy', status: 'ok', detail: t('cli.none') }
    : managed.ignored.length === 0
      ? { name: 'managed policy', status: 'ok', detail: managed.path }
      : {
          name: 'managed policy',
          status: 'warn',
          detail: t('cli.doctor.managed.ignored', {
            path: managed.path,
            ignored: managed.ignored.join('; '),
          }),
          fix: t('cli.doctor.managed.fix'),
        };
  const settings = telemetrySettings(env, loaded.config.telemetry);
  const spool = spoolStatus(env);
  const dropped = spool.drops.records > 0;
  const failed = spool.lastExport !== undefined && !spool.lastExport.ok;
  const telemetry: DoctorCheck = {
    name: 'telemetry',
    status: dropped || failed ? 'warn' : 'ok',
    detail: t('cli.doctor.telemetry.detail', {
      state: settings.on
        ? t('cli.doctor.telemetry.on', { url: String(settings.tracesUrl) })
        : t('cli.doctor.telemetry.off', {
            // The reason's words have no parameters (telemetry-settings.ts).
            why: settings.whySaid
              ? t(settings.whySaid.id as MessageId)
              : settings.why,
          }),
      records: spool.spooledRecords,
      dropped: dropped
        ? t('cli.doctor.telemetry.dropped', {
            records: spool.drops.records,
            at: String(spool.drops.lastAt),
          })
        : '',
      failed: failed
        ? t('cli.doctor.telemetry.failed', {
            error:
              spool.lastExport?.error ?? t('cli.telemetry.export-no-answer'),
          })
        : '',
    }),
    ...(dropped || failed
      ? {
          fix: t(
            dropped
              ? 'cli.doctor.telemetry.fix-dropped'
              : 'cli.doctor.telemetry.fix-failed',
          ),
        }
      : {}),
  };
  return [policy, telemetry];
}
