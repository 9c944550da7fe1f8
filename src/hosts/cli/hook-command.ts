// hookCommand — `wukong hook [--event <Event>]`: one hook JSON on stdin
// (without --event, its hook_event_name says the event), Claude Code's answer
// on stdout, exit 0 always
// Pos: src/hosts/cli, the in-process hook (the daemon runs the same code); any
// failure still prints a fail-closed answer (Claude Code treats a crash as
// "proceed"); what the launcher refused of a daemon (WUKONG_DAEMON_REFUSED) is
// recorded as `daemon.refused`
import { errorText } from '../../platform/errors/said-error.js';
import { realpathSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { failClosedAnswer } from '../claude-code/fail-closed.js';
import { handleHook } from '../claude-code/handle-hook.js';
import { record } from '../claude-code/hook-env.js';
import { answerEvent, failureEvent } from '../claude-code/hook-event.js';
import type { HookOutput } from '../claude-code/hook-output.js';
import { flushRecords, makeHookEnv } from '../claude-code/make-env.js';
import { loadConfig } from '../../platform/config/load-config.js';
import { managedPolicyOf } from '../../platform/config/managed-policy.js';
import { redactSecrets } from '../../platform/store/redactor.js';
import { telemetrySettings } from '../../telemetry/telemetry-settings.js';
import { workspaceRoot } from '../daemon/workspace-root.js';
import type { CommandIO } from './io.js';
import {
  languageOf,
  languageSetting,
  message,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage, workspaceLanguage } from './cli-language.js';

export const hookHelp = (lang: Lang) => message('cli.hook.help', lang);

const sessionOf = (stdin: string) => {
  try {
    const id = (JSON.parse(stdin) as { session_id?: unknown }).session_id;
    return typeof id === 'string' && id ? id : 'unknown-session';
  } catch {
    return 'unknown-session';
  }
};

export async function hookCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  let event: string;
  let flag = '';
  let stdin = '';
  const startMs = Date.now();
  const print = (output: HookOutput | null) => {
    if (output) io.out(`${JSON.stringify(output)}\n`);
  };
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        event: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      io.out(hookHelp(cliLanguage(io)));
      return 0;
    }
    flag = values.event ?? positionals[0] ?? '';
    stdin = io.readStdin();
    // Without --event the payload names its own event (people copy `"command":
    // "wukong hook"` from docs).
    event = answerEvent(flag, stdin);
    if (!event) {
      print(
        failClosedAnswer(
          'PreToolUse',
          message('cli.hook.no-event', cliLanguage(io)),
          { withNext: true, lang: cliLanguage(io) },
        ),
      );
      return 0;
    }
    const workspace = workspaceRoot(io.cwd, io.env);
    let config;
    try {
      config = (
        io.resident
          ? io.resident.config(workspace, io.env)
          : loadConfig(workspace, io.env)
      ).config;
    } catch (error) {
      const lang = workspaceLanguage(workspace, io.env);
      print(
        failClosedAnswer(
          failureEvent(flag, stdin),
          message('cli.hook.config', lang, {
            error: errorText(error, lang),
          }),
          { withNext: true, lang },
        ),
      );
      return 0;
    }
    const made = makeHookEnv(
      workspace,
      config,
      undefined,
      undefined,
      io.resident,
    );
    made.env.answeredBy =
      io.env['WUKONG_SERVED'] === '1' ? 'daemon' : 'process';
    const refused = io.env['WUKONG_DAEMON_REFUSED'];
    if (refused)
      record(made.env, 'daemon.refused', { reason: made.env.redact(refused) });
    // A repository setting the managed policy overrode: in the ledger once
    // per session (and in `wukong telemetry status` always).
    const ignored = managedPolicyOf(config)?.ignored ?? [];
    if (ignored.length > 0 && event === 'SessionStart')
      record(made.env, 'managed-policy.ignored', {
        path: managedPolicyOf(config)?.path,
        ignored,
      });
    const answer = await handleHook(event, stdin, made.env);
    // A daemon request whose caller gave up: the caller answers (and records)
    // itself, so this one leaves no trace.
    if (io.stillWanted && !io.stillWanted()) return 0;
    let entries;
    try {
      entries = flushRecords(made, sessionOf(stdin));
    } catch (error) {
      const lang = languageOf(languageSetting(config), io.env);
      print(
        failClosedAnswer(
          failureEvent(flag, stdin),
          message('cli.hook.ledger-failed', lang, {
            error: (error as Error).message,
          }),
          { withNext: true, lang },
        ),
      );
      return 0;
    }
    print(answer.output);
    // After the answer: the records go to the daemon's exporter or the spool,
    // and the OpenTelemetry SDK is never loaded here.
    const telemetry = telemetrySettings(io.env, config.telemetry);
    if (telemetry.on) {
      const { payloadKeys, sendHookTelemetry } =
        await import('../../telemetry/hook-telemetry.js');
      sendHookTelemetry(
        {
          workspace,
          sessionId: sessionOf(stdin),
          event,
          ...payloadKeys(stdin),
          traceId: made.env.traceId,
          answeredBy: made.env.answeredBy ?? 'process',
          startMs,
          endMs: Date.now(),
          entries,
          ...(answer.failed ? { failed: answer.failed } : {}),
          redact: redactSecrets,
        },
        telemetry,
        io.env,
        io.resident?.telemetry,
      );
    }
    // Answered in-process although the daemon is on: none answered (none runs,
    // a killed one left its socket, another build's is leaving); start one. The
    // marker and the server's own check keep this to one live server.
    if (
      config.hooks.daemon &&
      io.env['WUKONG_DAEMON'] !== 'off' &&
      process.argv[1]
    ) {
      // Loaded here, after the answer is printed: node:child_process is a cost
      // no hook that finds its server pays.
      const { startDaemon } = await import('../daemon/start-daemon.js');
      startDaemon(
        workspace,
        realpathSync(process.argv[1]),
        io.env as NodeJS.ProcessEnv,
      );
    }
  } catch (error) {
    print(
      failClosedAnswer(
        failureEvent(flag, stdin),
        message('cli.internal-error', cliLanguage(io), {
          error: errorText(error, cliLanguage(io)),
        }),
        { withNext: true, lang: cliLanguage(io) },
      ),
    );
  }
  return 0;
}
