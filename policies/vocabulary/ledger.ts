// LedgerEvent — one line of the append-only ledger (DESIGN §3); LedgerEntry —
// the line as written, chained by prevHash/hash; the data of the entries the
// ledger itself and replay read: machine.start / machine.event / machine.state,
// ledger.torn-tail
// Pos: policies/vocabulary, shared words; writing, hashing and verifying lines
// is src/platform/ledger's job
import * as z from 'zod';

export const LedgerEvent = z.strictObject({
  seq: z.number().int().nonnegative(),
  ts: z.string().min(1),
  runId: z.string().min(1),
  traceId: z.string().min(1),
  parentTraceId: z.string().optional(),
  type: z.string().min(1),
  data: z.unknown(),
});
export type LedgerEvent = z.infer<typeof LedgerEvent>;

const Sha256Hex = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'expected 64 lower-case hex digits (sha256)');

/**
 * A ledger line: the event, the hash of the line before it (a fixed genesis
 * value for the first), its own hash, and `mac`, an HMAC-SHA256 of that hash
 * under the per-user ledger key (absent on lines written before keys existed).
 */
export const LedgerEntry = z.strictObject({
  ...LedgerEvent.shape,
  seq: z.number().int().positive(),
  prevHash: Sha256Hex,
  hash: Sha256Hex,
  mac: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'expected 64 lower-case hex digits (HMAC-SHA256)')
    .optional(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

/**
 * `machine.start`: a fresh actor of a catalog machine and the input it was
 * created with.
 */
export const MachineStartData = z.strictObject({
  machine: z.string().min(1),
  actorId: z.string().min(1),
  input: z.unknown(),
});
export type MachineStartData = z.infer<typeof MachineStartData>;

/**
 * `machine.event`: one event sent to the actor, in order; `redacted` when
 * redaction changed it before it was written.
 */
export const MachineEventData = z.strictObject({
  machine: z.string().min(1),
  actorId: z.string().min(1),
  event: z.looseObject({ type: z.string().min(1) }),
  redacted: z.literal(true).optional(),
});
export type MachineEventData = z.infer<typeof MachineEventData>;

/**
 * `machine.state`: a checkpoint — the state value and a sha256 of the canonical
 * context after the events before it.
 */
export const MachineStateData = z.strictObject({
  machine: z.string().min(1),
  actorId: z.string().min(1),
  status: z.string().min(1),
  value: z.unknown(),
  contextDigest: Sha256Hex,
});
export type MachineStateData = z.infer<typeof MachineStateData>;

/**
 * `ledger.torn-tail`: lines a crashed writer left unfinished, sealed on their
 * own line so nothing merges with them.
 */
export const TornTailData = z.strictObject({
  lines: z.array(
    z.strictObject({
      file: z.string().min(1),
      line: z.number().int().positive(),
      bytes: z.number().int().nonnegative(),
      sha256: Sha256Hex,
    }),
  ),
});
export type TornTailData = z.infer<typeof TornTailData>;
