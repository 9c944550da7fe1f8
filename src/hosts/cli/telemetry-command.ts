// telemetryCommand — `wukong telemetry status [--json]`: whether decisions go
// out as OpenTelemetry here and where, what the spool holds, how many records
// it dropped at its cap, and the last export's outcome; and the managed
// policy's weakenings ignored
// Pos: src/hosts/cli, reading only; the settings are src/telemetry's, the
// managed policy src/platform/config's. Headers are never printed
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config/load-config.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import { spoolStatus } from '../../telemetry/spool.js';
import { telemetrySettings } from '../../telemetry/telemetry-settings.js';
import { workspaceRoot } from '../daemon/workspace-root.js';
import type { CommandIO } from './io.js';
import {
  message,
  nextDetail,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const telemetryHelp = (lang: Lang) =>
  message('cli.telemetry.help', lang);

export async function telemetryCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.out(telemetryHelp(cliLanguage(io)));
    return 0;
  }
  if (positionals.length !== 1 || positionals[0] !== 'status')
    throw new UsageError(
      `${message('cli.telemetry.expected-status', cliLanguage(io), {
        got: positionals.length
          ? positionals.map((p) => JSON.stringify(p)).join(' ')
          : message('cli.none', cliLanguage(io)),
      })}\n\n${telemetryHelp(cliLanguage(io))}`,
    );
  const workspace = workspaceRoot(io.cwd, io.env);
  const loaded = loadConfig(workspace, io.env);
  const settings = telemetrySettings(io.env, loaded.config.telemetry);
  const spool = spoolStatus(io.env);
  const managed = loaded.managed;
  const status = {
    on: settings.on,
    ...(settings.on
      ? {
          traces: settings.tracesUrl,
          logs: settings.logsUrl,
          serviceName: settings.serviceName,
          headers: Object.keys(settings.headers),
        }
      : { why: settings.why }),
    spool,
    managedPolicy: managed
      ? { path: managed.path, ignored: managed.ignored }
      : null,
  };
  const bad =
    spool.drops.records > 0 || (spool.lastExport && !spool.lastExport.ok);
  if (values.json) {
    io.out(`${JSON.stringify(status, null, 2)}\n`);
    return bad ? 1 : 0;
  }
  const lang = cliLanguage(io);
  const say = (id: MessageId, params: MessageParams = {}) =>
    message(id, lang, params);
  const lines = [
    settings.on
      ? say('cli.telemetry.on', {
          traces: settings.tracesUrl,
          logs: settings.logsUrl,
          service: settings.serviceName,
          headers: Object.keys(settings.headers).length
            ? say('cli.telemetry.headers', {
                names: Object.keys(settings.headers).join(', '),
              })
            : '',
        })
      : say('cli.telemetry.off', {
          why: nextDetail(
            { detail: settings.why, said: settings.whySaid },
            lang,
          ),
        }),
    say('cli.telemetry.spool', {
      dir: spool.dir,
      records: spool.spooledRecords,
      batches: spool.spooledBatches,
      bytes: spool.spooledBytes,
    }),
    spool.drops.records > 0
      ? say('cli.telemetry.dropped', {
          records: spool.drops.records,
          batches: spool.drops.batches,
          at: String(spool.drops.lastAt),
        })
      : say('cli.telemetry.dropped-none'),
    spool.lastExport
      ? say(
          spool.lastExport.ok
            ? 'cli.telemetry.export-ok'
            : 'cli.telemetry.export-failed',
          {
            at: spool.lastExport.at,
            records: spool.lastExport.records,
            error:
              spool.lastExport.error ?? say('cli.telemetry.export-no-answer'),
          },
        )
      : say('cli.telemetry.export-none'),
  ];
  if (managed) {
    lines.push(say('cli.telemetry.managed', { path: managed.path }));
    for (const i of managed.ignored)
      lines.push(`  ${say('cli.telemetry.ignored', { setting: i })}`);
  }
  io.out(`${lines.join('\n')}\n`);
  return bad ? 1 : 0;
}
