// Said and SaidParam: what a finding said, as data — a catalog id and its
// parameters (text, numbers, or a nested Said for a fragment such as a
// sensitive place's description) — so the edge can word it in the user's
// language
// Pos: policies/vocabulary/messages, the schema only: no catalog here, so the
// Finding schema (and the CommonJS launcher's fail-closed answer) can carry it
// without loading the texts; say.ts words it
import * as z from 'zod';

export interface Said {
  /** A MessageId of the catalog (message.ts). */
  id: string;
  params?: Readonly<Record<string, SaidParam>>;
}
export type SaidParam = string | number | Said;

export const Said: z.ZodType<Said> = z.strictObject({
  id: z.string().min(1),
  get params() {
    return z
      .record(z.string(), z.union([z.string(), z.number(), Said]))
      .optional();
  },
});
