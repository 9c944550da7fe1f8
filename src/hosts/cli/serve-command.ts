// serveCommand — `wukong serve [--workspace DIR] [--idle-minutes N] | --status
// | --stop`: the resident daemon in the
// foreground (hooks start it detached), with the hook modules, the bash parser
// and the config loaded before it listens
// Pos: src/hosts/cli, the daemon's process: its private folder and secret,
// preloading, and each request answered by the same run() as the CLI;
// transport, authentication and lifetime are src/hosts/daemon/server.ts
import { errorText } from '../../platform/errors/said-error.js';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config/load-config.js';
import { askVerified, placeProblem } from '../daemon/daemon-route.js';
import { ResidentCache } from '../daemon/resident-cache.js';
import { readSecret, loadOrCreateSecret } from '../daemon/secret.js';
import { identityOf, pidPath, readPidFile, serve } from '../daemon/server.js';
import { daemonPlace } from '../daemon/socket-path.js';
import { workspaceRoot } from '../daemon/workspace-root.js';
import { profileOf } from '../../sandbox/workspace-profile.js';
import { redactSecrets } from '../../platform/store/redactor.js';
import { initBashParser } from '../../platform/shell/bash-parser.js';
import { loadLoopRuntime } from '../claude-code/loop-runtime.js';
import { ledgerDir } from '../../platform/ledger/ledger-files.js';
import {
  ensurePrivateDir,
  workspaceStateDir,
} from '../../platform/store/user-state-dir.js';
import { BUILD_ID } from './build-id.js';
import { hookCommand } from './hook-command.js';
import type { CommandIO } from './io.js';
import { run } from './main.js';
import { TelemetryHub } from '../../telemetry/telemetry-hub.js';
import { telemetrySettings } from '../../telemetry/telemetry-settings.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  message,
  nextDetail,
  saidText,
  translator,
  type Lang,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const serveHelp = (lang: Lang) => message('cli.serve.help', lang);

/**
 * Hook-run variables that must not leak from the server's own environment into
 * the requests it answers.
 */
const HOOK_ONLY_ENV = ['WUKONG_DAEMON_REFUSED'];

/**
 * Whether `pid` still runs; a zombie (dead, not yet reaped by its parent) does
 * not.
 */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return (
      stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
    );
  } catch {
    return true; // no /proc (macOS): kill(0) succeeding is all there is
  }
};

/**
 * The hooks a warm-up runs in `scratch`: the frequent ones, so their code is
 * compiled before a caller waits on it.
 */
const warmUpHooks = (
  scratch: string,
): Array<[string, Record<string, unknown>]> => [
  ['UserPromptSubmit', { prompt: 'warm up' }],
  [
    'PreToolUse',
    {
      tool_name: 'Bash',
      tool_input: { command: 'git status && npm test' },
      tool_use_id: 'warm-1',
    },
  ],
  [
    'PreToolUse',
    {
      tool_name: 'Write',
      tool_input: { file_path: join(scratch, 'notes.md'), content: 'warm up' },
      tool_use_id: 'warm-2',
    },
  ],
  [
    'PostToolUse',
    {
      tool_name: 'Bash',
      tool_input: { command: 'npm test' },
      tool_response: { stdout: 'ok', stderr: '', interrupted: false },
      tool_use_id: 'warm-1',
    },
  ],
];

/**
 * Times the warm-up hooks run: once compiles them, a few more rounds let V8
 * move the hot functions past its interpreter before a caller waits on them
 * (measured: ~20% less CPU per request over a server's first requests, for
 * ~0.1 s more start-up, while hooks still answer in-process).
 */
const WARM_UP_ROUNDS = 5;

/**
 * What the first hook would otherwise pay for while its caller waits: the
 * handler chain, the bash parser, the config, the secret rules, and a few hooks
 * run once in a scratch workspace inside the private folder, recorded in that
 * workspace's own ledger so the append path (redaction, hashing, the MACs, the
 * head) is compiled too; the scratch folder and the head its ledger left in the
 * user state folder are removed. Then the workspace's configuration, registry
 * and ledger appender are put in `resident`, so the first answer costs what the
 * later ones do.
 */
async function preload(
  workspace: string,
  dir: string,
  env: Record<string, string | undefined>,
  resident: ResidentCache,
): Promise<void> {
  await loadLoopRuntime();
  await initBashParser();
  loadConfig(workspace);
  // The ledger write redacts every record: its first call compiles the secret
  // rules (tens of ms), which the warm-up below, recording nothing, would not
  // reach.
  redactSecrets('export TOKEN=abcdefgh1234');
  const scratch = realpathSync(mkdtempSync(join(dir, 'warm-')));
  try {
    for (let round = 0; round < WARM_UP_ROUNDS; round++)
      for (const [event, fields] of warmUpHooks(scratch)) {
        const stdin = JSON.stringify({
          // A session per round: each round takes the path a session's first
          // calls take, not a loop detector's.
          session_id: `wukong-warm-up-${round}`,
          cwd: scratch,
          hook_event_name: event,
          ...fields,
        });
        await run(['hook', '--event', event], {
          cwd: scratch,
          env: {
            ...env,
            CLAUDE_PROJECT_DIR: scratch,
            // The warm-up's records are nobody's: never exported nor spooled.
            OTEL_SDK_DISABLED: 'true',
            WUKONG_DAEMON: 'off',
            WUKONG_SERVED: '1',
          },
          out: () => undefined,
          err: () => undefined,
          readStdin: () => stdin,
          stillWanted: () => true,
        });
      }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(workspaceStateDir(scratch), { recursive: true, force: true });
  }
  const { config } = resident.config(workspace);
  resident.registry(config);
  resident.ledger({ dir: ledgerDir(workspace), redact: redactSecrets });
  // What the first Bash call here would otherwise probe or list while its
  // caller waits: the sandbox probe (PATH, /proc), and the `.env*` names of
  // HOME and the workspace's parent folders (remembered while each folder's
  // mtime stays; the warm-up above listed the scratch folder's parents, not
  // these). Nothing is created: the hooks create `.wukong/` and `.claude/`.
  resident.sandboxStatus(env as NodeJS.ProcessEnv);
  profileOf(workspace, { env, createSurfaces: false });
}

export async function serveCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      workspace: { type: 'string' },
      'idle-minutes': { type: 'string' },
      status: { type: 'boolean' },
      stop: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (values.help) {
    io.out(serveHelp(lang));
    return 0;
  }
  if (values.json && !values.status && !values.stop)
    throw new UsageError(t('cli.serve.json-needs'));
  const workspace = values.workspace ?? workspaceRoot(io.cwd, io.env);
  const place = daemonPlace(workspace, io.env);
  if ('problem' in place) {
    io.err(`wukong serve: ${saidText(place.said, lang)}\n`);
    return 1;
  }
  const socket = place.socket;
  if (values.status || values.stop) {
    const info = readPidFile(socket);
    const secret = readSecret(place.dir);
    const unsafe = placeProblem(place);
    if (unsafe)
      io.err(
        `wukong serve: ${t('cli.serve.not-trusting', { dir: place.dir, why: unsafe })}\n`,
      );
    const live =
      info && !unsafe && Buffer.isBuffer(secret)
        ? await askVerified(
            place,
            secret,
            {
              build: BUILD_ID,
              session: '',
              argv: ['--version'],
              cwd: workspace,
              env: {},
              stdin: '',
            },
            1000,
          )
        : undefined;
    if (!info || live?.kind !== 'answered') {
      io.out(
        values.json
          ? `${JSON.stringify({ running: false }, null, 2)}\n`
          : `${t('cli.serve.none', { workspace })}\n`,
      );
      return 1;
    }
    if (values.stop) {
      const before = identityOf(socket);
      process.kill(info.pid, 'SIGTERM');
      // SIGTERM ends the server at once, leaving its socket and pid file:
      // remove them once it is gone, if still its own.
      for (let waited = 0; alive(info.pid) && waited < 3000; waited += 20)
        await new Promise((r) => setTimeout(r, 20));
      if (!alive(info.pid)) {
        if (before !== undefined && identityOf(socket) === before)
          rmSync(socket, { force: true });
        if (readPidFile(socket)?.token === info.token)
          rmSync(pidPath(socket), { force: true });
      }
    }
    if (values.json) {
      io.out(
        `${JSON.stringify({ running: !values.stop, pid: info.pid, build: info.build, startedAt: info.startedAt, socket }, null, 2)}\n`,
      );
      return 0;
    }
    io.out(
      `${t(values.stop ? 'cli.serve.stopping' : 'cli.serve.running', {
        pid: info.pid,
        build: info.build,
        at: info.startedAt,
        socket,
      })}\n`,
    );
    return 0;
  }
  const minutes =
    values['idle-minutes'] !== undefined
      ? Number(values['idle-minutes'])
      : loadConfig(workspace).config.hooks.daemonIdleMinutes;
  if (!Number.isInteger(minutes) || minutes < 1)
    throw new UsageError(
      t('cli.serve.bad-idle', { value: String(values['idle-minutes']) }),
    );
  let secret: Buffer;
  try {
    ensurePrivateDir(place.dir);
    secret = loadOrCreateSecret(place.dir, randomBytes);
  } catch (error) {
    // Someone else's folder, or a secret others can read: no server there, and
    // hooks keep answering in-process.
    io.err(`wukong serve: ${errorText(error, cliLanguage(io))}\n`);
    return 1;
  }
  const baseEnv: Record<string, string | undefined> = { ...io.env };
  for (const key of HOOK_ONLY_ENV) delete baseEnv[key];
  const telemetry = new TelemetryHub(baseEnv, { version: BUILD_ID }, (line) =>
    io.err(`wukong serve: ${line}\n`),
  );
  const resident = new ResidentCache(telemetry);
  await preload(workspace, place.dir, baseEnv, resident);
  // Telemetry on: the SDK is loaded now, not on a waiting hook, and what the
  // spool holds is shipped.
  const settings = telemetrySettings(
    baseEnv,
    resident.config(workspace).config.telemetry,
  );
  if (settings.on) await telemetry.start(settings);
  io.err(
    `wukong serve: ${
      settings.on
        ? t('cli.serve.telemetry-on', {
            traces: String(settings.tracesUrl),
            logs: String(settings.logsUrl),
          })
        : t('cli.serve.telemetry-off', {
            why: nextDetail(
              { detail: settings.why, said: settings.whySaid },
              lang,
            ),
          })
    }\n`,
  );
  const outcome = await serve({
    place,
    build: BUILD_ID,
    secret,
    idleMs: minutes * 60_000,
    log: (line) => io.err(`${line}\n`),
    handle: async (request, wanted) => {
      let stdout = '';
      let stderr = '';
      // A hook goes straight to hookCommand (loaded before listening), not
      // through run()'s dynamic import of it per request; anything else
      // (`--version`) through run().
      const exitCode = await (
        request.argv[0] === 'hook'
          ? (argv: string[], io: CommandIO) => hookCommand(argv.slice(1), io)
          : run
      )(request.argv, {
        cwd: request.cwd,
        env: {
          ...baseEnv,
          ...request.env,
          WUKONG_DAEMON: 'off',
          WUKONG_SERVED: '1',
        },
        out: (t) => (stdout += t),
        err: (t) => (stderr += t),
        readStdin: () => request.stdin,
        stillWanted: wanted,
        resident,
      });
      return { exitCode, stdout, stderr };
    },
    afterAnswer: () =>
      resident.syncLedgersInBackground((error) =>
        io.err(
          `wukong serve: ${t('cli.serve.fsync', { error: String(error) })}\n`,
        ),
      ),
  });
  resident.syncLedgers();
  await telemetry.shutdown(2000);
  if (outcome === 'already-running')
    io.err(`wukong serve: ${t('cli.serve.already', { socket })}\n`);
  return outcome === 'failed' ? 1 : 0;
}
