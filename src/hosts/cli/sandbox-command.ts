// sandboxCommand — `wukong sandbox status [--json] [--fresh]` (can a kernel
// sandbox run here and why not, with the profile it would apply), `wukong
// sandbox run -- CMD` (one command through sandboxedSpawn) and the internal
// `wukong sandbox proxy --socket S --allow HOSTS` (the allowlisting proxy the
// PreToolUse hook starts)
// Pos: src/hosts/cli, the sandbox's command line until the doctor of another
// issue calls sandboxStatus itself
import { existsSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config/load-config.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import { userStateDir } from '../../platform/store/user-state-dir.js';
import { sandboxStatus } from '../../sandbox/detect.js';
import { startProxy } from '../../sandbox/proxy.js';
import { sandboxedSpawn } from '../../sandbox/spawn.js';
import { profileOf } from '../../sandbox/workspace-profile.js';
import { workspaceRoot } from '../daemon/workspace-root.js';
import type { CommandIO } from './io.js';
import {
  message,
  translator,
  type Lang,
  type Translate,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const sandboxHelp = (lang: Lang) => message('cli.sandbox.help', lang);

const IDLE_MS = 30 * 60_000;

async function proxy(argv: string[], t: Translate): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { socket: { type: 'string' }, allow: { type: 'string' } },
  });
  if (!values.socket?.startsWith('/'))
    throw new UsageError(t('cli.sandbox.socket-absolute'));
  const allow = (values.allow ?? '').split(',').filter(Boolean);
  let last = Date.now();
  const server = await startProxy({
    socket: values.socket,
    allow,
    onDecision: () => {
      last = Date.now();
    },
  });
  const socket = values.socket;
  const pidFile = `${socket}.pid`;
  const { writeFileAtomic } =
    await import('../../platform/store/atomic-file.js');
  writeFileAtomic(pidFile, String(process.pid), { mode: 0o600 });
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      // Idle, or its folder removed (a test's temporary state): exit.
      if (Date.now() - last > IDLE_MS || !existsSync(socket)) {
        clearInterval(timer);
        server.close(() => resolve());
      }
    }, 10_000);
    process.on('SIGTERM', () => {
      clearInterval(timer);
      server.close(() => resolve());
    });
  });
  rmSync(pidFile, { force: true });
  rmSync(values.socket, { force: true });
  return 0;
}

export async function sandboxCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const [sub, ...rest] = argv;
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (sub === '--help' || sub === '-h' || sub === undefined) {
    io.out(sandboxHelp(lang));
    return sub === undefined ? 2 : 0;
  }
  if (sub === 'proxy') return proxy(rest, t);
  const workspace = workspaceRoot(io.cwd, io.env);
  const { config } = loadConfig(workspace);
  if (sub === 'run') {
    const command = (rest[0] === '--' ? rest.slice(1) : rest).join(' ');
    if (!command.trim()) throw new UsageError(t('cli.sandbox.run-needs'));
    const run = await sandboxedSpawn(command, {
      workspace,
      cwd: io.cwd,
      env: io.env,
      networkAllow: config.sandbox.network.allow,
    });
    io.out(run.stdout);
    io.err(run.stderr);
    return run.code ?? 1;
  }
  if (sub !== 'status')
    throw new UsageError(
      t('cli.sandbox.unknown-sub', { sub: JSON.stringify(sub) }),
    );
  const { values } = parseArgs({
    args: rest,
    options: { json: { type: 'boolean' }, fresh: { type: 'boolean' } },
  });
  const status = sandboxStatus({
    env: io.env,
    cacheDir: userStateDir(io.env),
    ...(values.fresh ? { fresh: true } : {}),
  });
  const mode = config.sandbox.native ? 'native' : config.sandbox.mode;
  const profile = status.available
    ? profileOf(workspace, {
        env: io.env,
        networkAllow: config.sandbox.network.allow,
        createSurfaces: false,
      })
    : undefined;
  if (values.json) {
    io.out(`${JSON.stringify({ mode, ...status, profile }, null, 2)}\n`);
    return status.available ? 0 : 1;
  }
  const note =
    mode === 'off'
      ? 'cli.sandbox.mode.off'
      : mode === 'native'
        ? 'cli.sandbox.mode.native'
        : !status.available
          ? mode === 'required'
            ? 'cli.sandbox.mode.required'
            : 'cli.sandbox.mode.gate-only'
          : 'cli.sandbox.mode.sandboxed';
  const lines = [
    status.available
      ? t('cli.sandbox.available', {
          bwrap: String(status.bwrap),
          socat: status.socat
            ? t('cli.sandbox.socat', { version: status.socat })
            : t('cli.sandbox.no-socat'),
        })
      : t('cli.sandbox.unavailable', { reason: String(status.reason) }),
    t('cli.sandbox.mode', { mode, note: t(note) }),
  ];
  if (profile) {
    lines.push(
      t('cli.sandbox.writable', { paths: profile.writable.join(', ') }),
    );
    lines.push(
      t('cli.sandbox.read-only', { paths: profile.readOnly.join(', ') || '-' }),
    );
    lines.push(
      t('cli.sandbox.hidden', {
        paths:
          [...profile.hiddenDirs, ...profile.hiddenFiles].join(', ') || '-',
      }),
    );
    lines.push(
      t('cli.sandbox.network', {
        hosts: profile.network.allow.length
          ? profile.network.allow.join(', ')
          : t('cli.none'),
      }),
    );
    lines.push(t('cli.sandbox.rest'));
  }
  io.out(`${lines.join('\n')}\n`);
  return status.available ? 0 : 1;
}
