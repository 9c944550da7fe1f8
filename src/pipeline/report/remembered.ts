// Remembered — what 识 wrote to the Alaya store after a PASS: anchors added with
// their ids, stored ones seen again, rule patch proposals, refusals
// Pos: src/pipeline/report, the shape the report and `--json` show; writing it
// is src/pipeline/shi-memory.ts
import type { RulePatch } from '../../../policies/pipeline/hui/rule-patches.js';

export interface Remembered {
  /** Anchors added now, with their ids. */
  added: Array<{ id: string; type: string; title: string }>;
  /** Stored anchors seen again, with their new repeat count. */
  repeated: Array<{ id: string; title: string; repeat: number }>;
  /** Rule patches proposed because a pattern reached three repeats. */
  proposals: Array<{ anchorId: string; patch: RulePatch }>;
  /** Anchors the store refused, with why. */
  refused: Array<{ title: string; reason: string }>;
}
