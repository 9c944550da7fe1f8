// The subpath `wukong/ledger`: the hash-chained ledger as a library — open one
// with its redactor and append, record machines and gate decisions, read, tail,
// verify and replay it; and the cross-process file lock it stands on
// Pos: src/hosts/library, one entry of the package's exports; re-exports only.
// The redactor hooks use is `redact` from the root export

// Open the ledger in a folder (refuses to open without a `redact` function):
// append entries under its lock, each chained and MACed.
export { openLedger } from '../../platform/ledger/ledger.js';
export type {
  Ledger,
  LedgerOptions,
  AppendInput,
} from '../../platform/ledger/ledger.js';
export type { Redactor } from '../../platform/ledger/redaction.js';
// A workspace's ledger folder (.wukong/ledger).
export { ledgerDir } from '../../platform/ledger/ledger-files.js';
// The schema (and type) of one ledger entry: the event (run, type, data, time)
// with its seq, hash chain and MAC.
export { LedgerEntry } from '../../../policies/vocabulary/ledger.js';
// Record an actor's start (its machine, id and input) so a replay can rebuild
// it.
export { recordMachineStart } from '../../platform/ledger/record.js';
// Record an event sent to an actor, before it is applied.
export { recordMachineEvent } from '../../platform/ledger/record.js';
// Record an actor's state after an event, to check a replay against.
export { recordMachineState } from '../../platform/ledger/record.js';
export type {
  MachineTarget,
  GateRecordContext,
} from '../../platform/ledger/record.js';
// Record a GateDecision with what it judged.
export { recordGateDecision } from '../../platform/ledger/record.js';
// Every well-formed entry of a ledger folder in order, with its file and line
// (verifyLedger reports the others).
export { readEntries } from '../../platform/ledger/read-ledger.js';
// The last n entries, read backwards across day files.
export { tailLedger } from '../../platform/ledger/tail-ledger.js';
export type { TailEntry } from '../../platform/ledger/tail-ledger.js';
// Check the chain, the MACs and the head kept outside the workspace: tampered,
// forged, cut or re-chained entries by seq.
export { verifyLedger } from '../../platform/ledger/verify.js';
export type {
  VerifyReport,
  VerifyOptions,
  LedgerProblem,
  AnchorReport,
} from '../../platform/ledger/verify.js';
// Rebuild every recorded machine run from the ledger and check each recorded
// state against it.
export { replayLedger } from '../../platform/ledger/replay.js';
export type {
  ReplayReport,
  ActorReplay,
} from '../../platform/ledger/replay.js';
// Run a function holding a cross-process lock file (waits, times out with the
// holder named, recovers a dead holder's lock).
export { withLock } from '../../platform/store/file-lock.js';
export type {
  LockOptions,
  LockHolder,
} from '../../platform/store/file-lock.js';
// What withLock throws when the lock is not had in time; it names the holder.
export { LockTimeoutError } from '../../platform/store/file-lock.js';
