// Input: zod
// Output: LedgerEvent — one line of the append-only ledger (DESIGN §3)
// Pos: policies/vocabulary, shared words; writing and hash-chaining lines is src/ledger's job
import { z } from 'zod';

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
