// Input: node:fs, node:path, node:util (parseArgs); ledger (ledgerDir, tailLedger, verifyLedger, replayLedger), ./ledger-format
// Output: ledgerCommand — `wukong ledger tail [-n N] | verify | replay [--run ID]`, each with [--json] [--dir DIR]
// Pos: src/cli, argument handling and exit codes for the ledger only; reading and judging the ledger is src/ledger's. Never writes
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ledgerDir } from '../ledger/ledger-files.js';
import { tailLedger } from '../ledger/read-ledger.js';
import { replayLedger } from '../ledger/replay.js';
import { verifyLedger } from '../ledger/verify.js';
import type { CommandIO } from './io.js';
import { formatReplay, formatTail, formatVerify } from './ledger-format.js';
import { UsageError } from './usage-error.js';

export const ledgerHelp = `Usage: wukong ledger <tail | verify | replay> [options]

Reads the append-only ledger (.wukong/ledger/<UTC date>.jsonl): one JSON entry per line, chained by sha256.

  tail [-n N]        the last N entries (default 10)
  verify             walk every file in order: the first tampered line (hash mismatch), the first missing
                     one (seq gap or prevHash mismatch), and torn lines a killed writer left, each with file and line
  replay [--run ID]  re-apply machine.event entries to fresh actors from the machine catalog and compare each
                     actor with its machine.state checkpoints (state value and context digest, byte for byte)

Options:
  --json             machine-readable output
  --dir DIR          the ledger folder (default: .wukong/ledger under the current directory)
  -h, --help         this text

Exit codes:
  tail     0 printed, 2 bad usage
  verify   0 intact, 1 tampered, missing or torn lines, 2 bad usage (unknown subcommand or option, no ledger folder)
  replay   0 every checkpoint reproduced, 1 a checkpoint differs, an actor failed or the ledger fails verify, 2 bad usage
`;

const SUBCOMMANDS = { tail: ['n', 'json', 'dir'], verify: ['json', 'dir'], replay: ['run', 'json', 'dir'] } as const;
type Subcommand = keyof typeof SUBCOMMANDS;

function ledgerFolder(dir: string | undefined, cwd: string): string {
  const path = dir === undefined ? ledgerDir(cwd) : resolve(cwd, dir);
  let isDir = false;
  try {
    isDir = statSync(path).isDirectory();
  } catch {
    // reported below
  }
  if (!isDir) throw new UsageError(`no ledger folder at ${path}${dir === undefined ? ' (run inside a workspace that has .wukong/ledger, or pass --dir)' : ''}`);
  return path;
}

function count(text: string | undefined): number {
  if (text === undefined) return 10;
  if (!/^[1-9]\d*$/.test(text)) throw new UsageError(`-n: expected a positive whole number of entries, got ${JSON.stringify(text)}`);
  return Number(text);
}

export function ledgerCommand(argv: string[], io: CommandIO): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      n: { type: 'string', short: 'n' },
      run: { type: 'string' },
      json: { type: 'boolean' },
      dir: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    io.out(ledgerHelp);
    return 0;
  }
  const [name, ...extra] = positionals;
  if (name === undefined || !(name in SUBCOMMANDS)) {
    throw new UsageError(`${name === undefined ? 'a subcommand is required' : `unknown subcommand ${JSON.stringify(name)}`}; allowed: ${Object.keys(SUBCOMMANDS).join(', ')}\n\n${ledgerHelp}`);
  }
  const sub = name as Subcommand;
  if (extra.length > 0) throw new UsageError(`ledger ${sub} takes no arguments, got ${extra.map((e) => JSON.stringify(e)).join(' ')}`);
  const allowed: readonly string[] = SUBCOMMANDS[sub];
  const misplaced = Object.keys(values).filter((k) => k !== 'help' && !allowed.includes(k));
  if (misplaced.length > 0) {
    throw new UsageError(`ledger ${sub} does not take ${misplaced.map((k) => (k === 'n' ? '-n' : `--${k}`)).join(', ')}; allowed: ${allowed.map((k) => (k === 'n' ? '-n' : `--${k}`)).join(', ')}`);
  }
  const n = count(values.n);
  const dir = ledgerFolder(values.dir, io.cwd);

  if (sub === 'tail') {
    const entries = tailLedger(dir, n);
    io.out(values.json ? `${JSON.stringify(entries.map((e) => e.entry), null, 2)}\n` : formatTail(entries));
    return 0;
  }
  if (sub === 'verify') {
    const report = verifyLedger(dir);
    io.out(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatVerify(report));
    return report.ok ? 0 : 1;
  }
  const report = replayLedger(dir, values.run !== undefined ? { runId: values.run } : {});
  io.out(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReplay(report));
  return report.ok ? 0 : 1;
}
