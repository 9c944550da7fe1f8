// undoKey(env) — the key that seals snapshots: the per-user ledger key
// (<userStateDir>/ledger.key, created 0600 on first use), so a snapshot is
// trusted exactly as far as the ledger is
// Pos: src/harness/undo; reading and creating the key is
// src/platform/ledger/ledger-key.ts's job
import { loadOrCreateLedgerKey } from '../../platform/ledger/ledger-key.js';
import { userStateDir } from '../../platform/store/user-state-dir.js';

export function undoKey(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Buffer {
  return loadOrCreateLedgerKey(userStateDir(env)).bytes;
}
