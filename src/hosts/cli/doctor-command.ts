// doctorCommand — `wukong doctor [--json]`: is Wukong working here? Node's
// version, the configuration, the hook commands Claude Code will run, the
// daemon's socket folder, the sandbox, the ledger, the managed policy and
// telemetry; each problem with its fix
// Pos: src/hosts/cli, reads and runs only checks (the sandbox wing's probe);
// exit 1 when something is broken, warnings alone exit 0
import { errorText } from '../../platform/errors/said-error.js';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config/load-config.js';
import { ledgerDir } from '../../platform/ledger/ledger-files.js';
import { verifyLedger } from '../../platform/ledger/verify.js';
import { privacyProblem } from '../../platform/store/user-state-dir.js';
import { sandboxStatus } from '../../sandbox/detect.js';
import { daemonPlace } from '../daemon/socket-path.js';
import { workspaceRoot } from '../daemon/workspace-root.js';
import { telemetryChecks } from './doctor-telemetry.js';
import { colourOn, paint, type Hue } from './colour.js';
import type { CommandIO } from './io.js';
import { cliLanguage } from './cli-language.js';
import {
  message,
  saidText,
  type Lang,
  type MessageId,
  type MessageParams,
} from '../../../policies/vocabulary/messages/index.js';

export const doctorHelp = (lang: Lang) => message('cli.doctor.help', lang);

type Status = 'ok' | 'warn' | 'broken';
interface Check {
  name: string;
  status: Status;
  detail: string;
  fix?: string;
}

type Env = Readonly<Record<string, string | undefined>>;
type Say = (id: MessageId, params?: MessageParams) => string;

function nodeCheck(t: Say): Check {
  const major = Number(process.versions.node.split('.')[0]);
  return major >= 20
    ? { name: 'node', status: 'ok', detail: `Node ${process.versions.node}` }
    : {
        name: 'node',
        status: 'broken',
        detail: t('cli.doctor.node.old', { version: process.versions.node }),
        fix: t('cli.doctor.node.fix'),
      };
}

function configCheck(workspace: string, t: Say, lang: Lang): Check {
  try {
    const { source } = loadConfig(workspace);
    return {
      name: 'config',
      status: 'ok',
      detail: source ?? t('cli.doctor.config.default'),
    };
  } catch (error) {
    return {
      name: 'config',
      status: 'broken',
      detail: errorText(error, lang),
      fix: t('cli.doctor.config.fix'),
    };
  }
}

/** The commands of every hook entry that runs Wukong, in both settings files. */
function hookCommands(workspace: string): { file: string; command: string }[] {
  const found: { file: string; command: string }[] = [];
  for (const name of ['settings.json', 'settings.local.json']) {
    const file = join('.claude', name);
    let settings: unknown;
    try {
      settings = JSON.parse(readFileSync(join(workspace, file), 'utf8'));
    } catch {
      continue;
    }
    const hooks = (settings as { hooks?: Record<string, unknown> }).hooks ?? {};
    for (const groups of Object.values(hooks)) {
      if (!Array.isArray(groups)) continue;
      for (const group of groups as { hooks?: { command?: unknown }[] }[])
        for (const hook of group.hooks ?? [])
          if (typeof hook.command === 'string' && /wukong/.test(hook.command))
            found.push({ file, command: hook.command });
    }
  }
  return found;
}

/** The program a hook command starts, with `$CLAUDE_PROJECT_DIR` expanded. */
function programOf(command: string, workspace: string): string[] {
  const words = command.match(/"[^"]*"|'[^']*'|[^\s"']+(?:"[^"]*")?\S*/g) ?? [];
  return words.slice(0, 2).map((w) =>
    w
      .replace(/"/g, '')
      .replace(/'/g, '')
      .replace(/\$\{?CLAUDE_PROJECT_DIR\}?/g, workspace),
  );
}

function resolvable(program: string, env: Env): boolean {
  if (isAbsolute(program)) return existsSync(program);
  return (env['PATH'] ?? '')
    .split(delimiter)
    .some((dir) => dir !== '' && existsSync(join(dir, program)));
}

function hooksCheck(workspace: string, env: Env, t: Say): Check {
  const commands = hookCommands(workspace);
  if (commands.length === 0)
    return {
      name: 'hooks',
      status: 'warn',
      detail: t('cli.doctor.hooks.none'),
      fix: t('cli.doctor.hooks.init'),
    };
  const unique = [...new Map(commands.map((c) => [c.command, c])).values()];
  for (const { file, command } of unique) {
    const [program, script] = programOf(command, workspace);
    const missing = [program, script]
      .filter((p): p is string => p !== undefined)
      .filter((p, i) => i === 0 || /\.c?js$/.test(p))
      .filter((p) => !resolvable(p, env));
    if (missing.length > 0)
      return {
        name: 'hooks',
        status: 'broken',
        detail: t('cli.doctor.hooks.missing', {
          file,
          command,
          missing: missing.join(t('cli.doctor.hooks.and')),
        }),
        fix: t('cli.doctor.hooks.again'),
      };
  }
  return {
    name: 'hooks',
    status: 'ok',
    detail: t('cli.doctor.hooks.ok', { count: commands.length }),
  };
}

function daemonCheck(workspace: string, env: Env, t: Say, lang: Lang): Check {
  const place = daemonPlace(workspace, env as NodeJS.ProcessEnv);
  if ('problem' in place)
    return {
      name: 'daemon',
      status: 'warn',
      detail: saidText(place.said, lang),
      fix: t('cli.doctor.daemon.fix'),
    };
  const problem = existsSync(place.dir)
    ? privacyProblem(place.dir, 'dir')
    : undefined;
  return problem
    ? {
        name: 'daemon',
        status: 'broken',
        detail: t('cli.doctor.daemon.unsafe', { dir: place.dir, problem }),
        fix: t('cli.doctor.daemon.remove', { dir: place.dir }),
      }
    : {
        name: 'daemon',
        status: 'ok',
        detail: t('cli.doctor.daemon.ok', { dir: place.dir }),
      };
}

function sandboxCheck(env: Env, t: Say): Check {
  // The sandbox wing's own probe, run fresh: the same answer the hooks act on.
  const status = sandboxStatus({ env: { ...env }, fresh: true });
  if (status.available)
    return {
      name: 'sandbox',
      status: 'ok',
      detail: t('cli.doctor.sandbox.ok', {
        bwrap: String(status.bwrap),
        socat: status.socat ? '' : t('cli.doctor.sandbox.no-socat'),
      }),
    };
  return {
    name: 'sandbox',
    status: 'warn',
    detail: t('cli.doctor.sandbox.off', { reason: String(status.reason) }),
    fix: t('cli.doctor.sandbox.fix'),
  };
}

function ledgerCheck(workspace: string, t: Say): Check {
  const dir = ledgerDir(workspace);
  if (!existsSync(dir))
    return {
      name: 'ledger',
      status: 'ok',
      detail: t('cli.doctor.ledger.none'),
    };
  const report = verifyLedger(dir);
  const detail = t('cli.doctor.ledger.entries', {
    entries: report.entries,
    status: report.status,
  });
  if (report.status === 'intact')
    return { name: 'ledger', status: 'ok', detail };
  return report.status === 'unanchored'
    ? {
        name: 'ledger',
        status: 'warn',
        detail,
        fix: t('cli.doctor.ledger.unanchored'),
      }
    : {
        name: 'ledger',
        status: 'broken',
        detail: t('cli.doctor.ledger.first', {
          detail,
          seq: report.firstTampered?.seq ?? '?',
        }),
        fix: t('cli.doctor.ledger.fix'),
      };
}

const MARK: Record<Status, string> = {
  ok: 'ok  ',
  warn: 'warn',
  broken: 'FAIL',
};

const HUE_OF: Record<Status, Hue> = {
  ok: 'green',
  warn: 'yellow',
  broken: 'red',
};

export function doctorCommand(argv: string[], io: CommandIO): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const lang = cliLanguage(io);
  const t: Say = (id, params) => message(id, lang, params);
  if (values.help) {
    io.out(doctorHelp(lang));
    return 0;
  }
  const workspace = workspaceRoot(io.cwd, io.env as NodeJS.ProcessEnv);
  const checks = [
    nodeCheck(t),
    configCheck(workspace, t, lang),
    hooksCheck(workspace, io.env, t),
    daemonCheck(workspace, io.env, t, lang),
    sandboxCheck(io.env, t),
    ledgerCheck(workspace, t),
    ...telemetryChecks(workspace, io.env, t, lang),
  ];
  const ok = checks.every((c) => c.status !== 'broken');
  const colour = colourOn(io);
  if (values.json) io.out(`${JSON.stringify({ ok, checks }, null, 2)}\n`);
  else
    io.out(
      checks
        .map(
          (c) =>
            `${paint(colour, HUE_OF[c.status], MARK[c.status])} ${c.name}: ${c.detail}${c.fix ? `\n     ${t('cli.doctor.fix')}: ${c.fix}` : ''}`,
        )
        .join('\n') + '\n',
    );
  return ok ? 0 : 1;
}
