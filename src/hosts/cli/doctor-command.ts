// doctorCommand — `wukong doctor [--json]`: is Wukong working here? Node's
// version, the configuration, the hook commands Claude Code will run, the
// daemon's socket folder, the sandbox, the ledger, the managed policy and
// telemetry; each problem with its fix
// Pos: src/hosts/cli, reads and runs only checks (the sandbox wing's probe);
// exit 1 when something is broken, warnings alone exit 0
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

export const doctorHelp = `Usage: wukong doctor [--json]

Checks that Wukong works in this repository: Node's version, wukong.config.json, the hook commands in
.claude/settings.json and settings.local.json, the daemon's socket folder, the sandbox (bubblewrap), the ledger, the
managed policy (what of the repository config it ignored) and telemetry (the spool, records dropped at its cap).
Each problem comes with its fix. --json prints {ok, checks: [{name, status, detail, fix?}]}.
Exit codes: 0 nothing broken (warnings allowed), 1 something is broken, 2 bad usage.
`;

type Status = 'ok' | 'warn' | 'broken';
interface Check {
  name: string;
  status: Status;
  detail: string;
  fix?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

function nodeCheck(): Check {
  const major = Number(process.versions.node.split('.')[0]);
  return major >= 20
    ? { name: 'node', status: 'ok', detail: `Node ${process.versions.node}` }
    : {
        name: 'node',
        status: 'broken',
        detail: `Node ${process.versions.node}; Wukong needs 20 or later`,
        fix: 'install Node 20 or later',
      };
}

function configCheck(workspace: string): Check {
  try {
    const { source } = loadConfig(workspace);
    return {
      name: 'config',
      status: 'ok',
      detail: source ?? 'no wukong.config.json: every value is a default',
    };
  } catch (error) {
    return {
      name: 'config',
      status: 'broken',
      detail: (error as Error).message,
      fix: 'correct the file (`wukong config edit` validates before saving)',
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

function hooksCheck(workspace: string, env: Env): Check {
  const commands = hookCommands(workspace);
  if (commands.length === 0)
    return {
      name: 'hooks',
      status: 'warn',
      detail: 'no Wukong hook in .claude/settings.json or settings.local.json',
      fix: 'run `wukong init` in the repository',
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
        detail: `${file}: \`${command}\` starts ${missing.join(' and ')}, which cannot be found`,
        fix: 'run `wukong init` again from this machine',
      };
  }
  return {
    name: 'hooks',
    status: 'ok',
    detail: `${commands.length} hook entries; their programs resolve`,
  };
}

function daemonCheck(workspace: string, env: Env): Check {
  const place = daemonPlace(workspace, env as NodeJS.ProcessEnv);
  if ('problem' in place)
    return {
      name: 'daemon',
      status: 'warn',
      detail: place.problem,
      fix: 'set XDG_RUNTIME_DIR to a private folder, or a shorter HOME',
    };
  const problem = existsSync(place.dir)
    ? privacyProblem(place.dir, 'dir')
    : undefined;
  return problem
    ? {
        name: 'daemon',
        status: 'broken',
        detail: `${place.dir}: ${problem}; hooks refuse it and answer in-process`,
        fix: `remove ${place.dir} (Wukong recreates it private)`,
      }
    : { name: 'daemon', status: 'ok', detail: `socket folder ${place.dir}` };
}

function sandboxCheck(env: Env): Check {
  // The sandbox wing's own probe, run fresh: the same answer the hooks act on.
  const status = sandboxStatus({ env: { ...env }, fresh: true });
  if (status.available)
    return {
      name: 'sandbox',
      status: 'ok',
      detail: `bubblewrap runs a sandbox (${status.bwrap})${status.socat ? '' : '; no socat: an allowlisted network cannot be reached'}`,
    };
  return {
    name: 'sandbox',
    status: 'warn',
    detail: `Bash runs without the kernel sandbox: ${status.reason}`,
    fix: 'install bubblewrap (apt-get install bubblewrap socat) and allow unprivileged user namespaces; `wukong sandbox status` explains',
  };
}

function ledgerCheck(workspace: string): Check {
  const dir = ledgerDir(workspace);
  if (!existsSync(dir))
    return { name: 'ledger', status: 'ok', detail: 'no ledger yet' };
  const report = verifyLedger(dir);
  const detail = `${report.entries} entries: ${report.status}`;
  if (report.status === 'intact')
    return { name: 'ledger', status: 'ok', detail };
  return report.status === 'unanchored'
    ? {
        name: 'ledger',
        status: 'warn',
        detail,
        fix: '`wukong ledger verify` names what is not anchored',
      }
    : {
        name: 'ledger',
        status: 'broken',
        detail: `${detail} (first at seq ${report.firstTampered?.seq ?? '?'})`,
        fix: '`wukong ledger verify` names every tampered, forged or missing entry',
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
  if (values.help) {
    io.out(doctorHelp);
    return 0;
  }
  const workspace = workspaceRoot(io.cwd, io.env as NodeJS.ProcessEnv);
  const checks = [
    nodeCheck(),
    configCheck(workspace),
    hooksCheck(workspace, io.env),
    daemonCheck(workspace, io.env),
    sandboxCheck(io.env),
    ledgerCheck(workspace),
    ...telemetryChecks(workspace, io.env),
  ];
  const ok = checks.every((c) => c.status !== 'broken');
  const colour = colourOn(io);
  if (values.json) io.out(`${JSON.stringify({ ok, checks }, null, 2)}\n`);
  else
    io.out(
      checks
        .map(
          (c) =>
            `${paint(colour, HUE_OF[c.status], MARK[c.status])} ${c.name}: ${c.detail}${c.fix ? `\n     fix: ${c.fix}` : ''}`,
        )
        .join('\n') + '\n',
    );
  return ok ? 0 : 1;
}
