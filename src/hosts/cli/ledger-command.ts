// ledgerCommand — `wukong ledger tail [-n N] | verify [--otlp FILE] | replay
// [--run ID]`, each with [--json] [--dir DIR]
// Pos: src/hosts/cli, argument handling and exit codes for the ledger only;
// reading and judging the ledger is src/platform/ledger's. Never writes. `tail`
// loads only the backwards reader, so it starts as fast as the CLI can
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ledgerDir } from '../../platform/ledger/ledger-files.js';
import type { CommandIO } from './io.js';
import { formatReplay, formatVerify } from './ledger-format.js';
import { ledgerTailOutput } from './ledger-tail.js';
import { UsageError } from '../../platform/errors/usage-error.js';
import {
  findingText,
  message,
  nextDetail,
  translator,
  type Lang,
  type Translate,
} from '../../../policies/vocabulary/messages/index.js';
import { cliLanguage } from './cli-language.js';

export const ledgerHelp = (lang: Lang) => message('cli.ledger.help', lang);

const SUBCOMMANDS = {
  tail: ['n', 'json', 'dir'],
  verify: ['json', 'dir', 'otlp'],
  replay: ['run', 'json', 'dir'],
} as const;
type Subcommand = keyof typeof SUBCOMMANDS;

/**
 * The ledger folder, or a usage error when there is none (unless verify can
 * still judge it against its head).
 */
async function ledgerFolder(
  dir: string | undefined,
  cwd: string,
  sub: Subcommand,
  t: Translate,
): Promise<string> {
  const path = dir === undefined ? ledgerDir(cwd) : resolve(cwd, dir);
  let isDir = false;
  try {
    isDir = statSync(path).isDirectory();
  } catch {
    // reported below
  }
  if (isDir) return path;
  // A ledger deleted whole is not bad usage when its head remains: verify
  // reports every entry the head names as cut.
  if (
    sub === 'verify' &&
    existsSync(
      (await import('../../platform/ledger/ledger-anchor.js')).anchorLocation(
        path,
      ).headPath,
    )
  )
    return path;
  throw new UsageError(
    t(
      dir === undefined ? 'cli.ledger.no-folder-here' : 'cli.ledger.no-folder',
      { path },
    ),
  );
}

function count(text: string | undefined, t: Translate): number {
  if (text === undefined) return 10;
  if (!/^[1-9]\d*$/.test(text))
    throw new UsageError(
      t('cli.ledger.bad-n', { value: JSON.stringify(text) }),
    );
  return Number(text);
}

/**
 * `verify --otlp FILE`: every workspace's chain in an OTLP JSON Lines file; 0
 * intact, 1 a cut, re-chained, tampered or unreadable line.
 */
async function verifyOtlp(
  path: string,
  json: boolean,
  io: CommandIO,
  lang: Lang,
): Promise<number> {
  const t = translator(lang);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      t('cli.ledger.otlp-unreadable', {
        path,
        error:
          (error as NodeJS.ErrnoException).code ?? (error as Error).message,
      }),
    );
  }
  const { verifyOtlpText } = await import('../../telemetry/otlp-verify.js');
  const verdict = verifyOtlpText(text);
  if (json) io.out(`${JSON.stringify(verdict, null, 2)}\n`);
  else {
    const out = [
      t('cli.ledger.otlp-head', {
        path,
        lines: verdict.lines,
        workspaces: verdict.workspaces.length,
      }),
    ];
    for (const w of verdict.workspaces) {
      out.push(
        `  ${t('cli.ledger.otlp-workspace', {
          workspace: w.workspace,
          entries: w.entries,
          first: w.firstSeq,
          last: w.lastSeq,
          state: t(
            w.problems.length ? 'cli.ledger.broken' : 'cli.ledger.intact',
          ),
        })}`,
      );
      for (const p of w.problems)
        out.push(`    ${p.kind}: ${nextDetail(p, lang)}`);
    }
    if (verdict.unreadable.length)
      out.push(
        `  ${t('cli.ledger.otlp-unreadable-lines', { lines: verdict.unreadable.join(', ') })}`,
      );
    if (verdict.workspaces.length === 0)
      out.push(`  ${t('cli.ledger.otlp-none')}`);
    io.out(`${out.join('\n')}\n`);
  }
  return verdict.ok ? 0 : 1;
}

/** verify's exit code per report status (documented in the help above). */
const VERIFY_EXIT = { intact: 0, tampered: 1, unanchored: 3 } as const;

export async function ledgerCommand(
  argv: string[],
  io: CommandIO,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      n: { type: 'string', short: 'n' },
      run: { type: 'string' },
      json: { type: 'boolean' },
      dir: { type: 'string' },
      otlp: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const lang = cliLanguage(io);
  const t = translator(lang);
  if (values.help) {
    io.out(ledgerHelp(lang));
    return 0;
  }
  const [name, ...extra] = positionals;
  if (name === undefined || !(name in SUBCOMMANDS)) {
    const allowed = Object.keys(SUBCOMMANDS).join(', ');
    throw new UsageError(
      `${
        name === undefined
          ? t('cli.ledger.sub-required', { allowed })
          : t('cli.unknown-subcommand', { name: JSON.stringify(name), allowed })
      }\n\n${ledgerHelp(lang)}`,
    );
  }
  const sub = name as Subcommand;
  if (extra.length > 0)
    throw new UsageError(
      t('cli.ledger.no-arguments', {
        sub,
        args: extra.map((e) => JSON.stringify(e)).join(' '),
      }),
    );
  const allowed: readonly string[] = SUBCOMMANDS[sub];
  const misplaced = Object.keys(values).filter(
    (k) => k !== 'help' && !allowed.includes(k),
  );
  if (misplaced.length > 0) {
    const flag = (k: string) => (k === 'n' ? '-n' : `--${k}`);
    throw new UsageError(
      t('cli.ledger.misplaced', {
        sub,
        options: misplaced.map(flag).join(', '),
        allowed: allowed.map(flag).join(', '),
      }),
    );
  }
  const n = count(values.n, t);
  if (values.otlp !== undefined) {
    if (values.dir !== undefined)
      throw new UsageError(t('cli.ledger.otlp-or-dir'));
    return verifyOtlp(
      resolve(io.cwd, values.otlp),
      values.json === true,
      io,
      lang,
    );
  }
  const dir = await ledgerFolder(values.dir, io.cwd, sub, t);

  if (sub === 'tail') {
    io.out(
      ledgerTailOutput(
        dir,
        n,
        values.json === true,
        t('cli.ledger.tail-empty'),
      ) ?? '',
    );
    return 0;
  }
  if (sub === 'verify') {
    // verify streams a long ledger through much short-lived garbage, for which
    // V8 grows its young generation to ~50 MB (peak RSS 120 MB at 1M entries);
    // not growing it keeps the peak at ~80 MB at the same speed (bench).
    (await import('node:v8')).setFlagsFromString(
      '--semi-space-growth-factor=1',
    );
    const { verifyLedger } = await import('../../platform/ledger/verify.js');
    const report = verifyLedger(dir);
    io.out(
      values.json
        ? `${JSON.stringify(report, null, 2)}\n`
        : formatVerify(report, t, (p) => findingText(p, lang)),
    );
    return VERIFY_EXIT[report.status];
  }
  const { replayLedger } = await import('../../platform/ledger/replay.js');
  const report = replayLedger(
    dir,
    values.run !== undefined ? { runId: values.run } : {},
  );
  io.out(
    values.json
      ? `${JSON.stringify(report, null, 2)}\n`
      : formatReplay(report, t, (p) => findingText(p, lang)),
  );
  return report.ok ? 0 : 1;
}
