// ledgerTailOutput (what `wukong ledger tail` prints, text or JSON) and
// fastLedgerTail (the launcher's path for it, without the ESM CLI)
// Pos: src/hosts/cli; light on purpose (node:fs, the backwards reader, the
// formatter): the launcher bundles it, so a tail costs little more than
// starting node. Arguments it does not recognise go to the full CLI, which owns
// the messages and exit codes; so does an empty ledger's line (the catalog,
// which words it, is not bundled here)
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ledgerDir } from '../../platform/ledger/ledger-files.js';
import { tailLedger } from '../../platform/ledger/tail-ledger.js';
import { formatTail } from './ledger-format.js';

/**
 * `empty`: the line an empty ledger prints in the user's language; without
 * it (the launcher) an empty ledger's text is undefined, left to the full CLI.
 */
export function ledgerTailOutput(
  dir: string,
  n: number,
  json: boolean,
  empty?: string,
): string | undefined {
  const entries = tailLedger(dir, n);
  if (json)
    return `${JSON.stringify({ entries: entries.map((e) => e.entry) }, null, 2)}\n`;
  if (entries.length === 0)
    return empty === undefined ? undefined : `${empty}\n`;
  return formatTail(entries);
}

/**
 * The output of `ledger tail [-n N] [--json] [--dir DIR]` when the arguments
 * are exactly that, N is a positive whole number and the folder exists;
 * undefined for anything else (help, a bad or unknown option, no folder), which
 * the full CLI then answers with its own message and exit code.
 */
export function fastLedgerTail(
  args: readonly string[],
  cwd: string,
): string | undefined {
  let n = 10;
  let json = false;
  let dir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const value = args[i + 1];
    if (a === '--json') json = true;
    else if (
      (a === '-n' || a === '--n') &&
      value !== undefined &&
      /^[1-9]\d{0,8}$/.test(value)
    ) {
      n = Number(value);
      i++;
    } else if (a === '--dir' && value !== undefined && !value.startsWith('-')) {
      dir = value;
      i++;
    } else return undefined;
  }
  const path = dir === undefined ? ledgerDir(cwd) : resolve(cwd, dir);
  try {
    if (!statSync(path).isDirectory()) return undefined;
  } catch {
    return undefined;
  }
  return ledgerTailOutput(path, n, json);
}
