// Submission — one avatar output handed to the 戒→定→慧→识 pipeline — and
// AcceptanceCriterion
// Pos: policies/vocabulary, shared words; the CLI parses files into it, the
// pipeline machine carries it
import * as z from 'zod';
import { EvidenceItem } from './evidence.js';
import { Track } from './track.js';

/** `"AC1: users can log in"` or `{ id: "AC1", text: "users can log in" }`. */
export const AcceptanceInput = z.union([
  z.string().min(1),
  z.strictObject({ id: z.string().min(1), text: z.string().optional() }),
]);
export type AcceptanceInput = z.infer<typeof AcceptanceInput>;

export const Changes = z.strictObject({
  files: z.array(z.string().min(1)),
  linesChanged: z.number().int().nonnegative().optional(),
});
export type Changes = z.infer<typeof Changes>;

export const Submission = z.strictObject({
  /** Short task name for the report (seed 001 报告: 任务). */
  task: z.string().optional(),
  /** An avatar id or any alias of seed 000 (`@眼`, `explorer`, `@impl`, ...). */
  avatar: z.string().min(1),
  track: Track,
  /**
   * The avatar's contract: a JSON object, or the agent's final text ending with
   * that JSON.
   */
  output: z.union([z.record(z.string(), z.unknown()), z.string()]),
  evidence: z.array(EvidenceItem).default([]),
  changes: Changes.optional(),
  acceptance: z.array(AcceptanceInput).optional(),
  /** The user asked for speed (seed 001: 用户明确要求快速完成). */
  fast: z.boolean().optional(),
  /**
   * Code the submission carries (a patch's new text, a snippet), each piece
   * with the path it goes to when known: 戒 scans it as the hook scans writes.
   */
  code: z
    .array(
      z.strictObject({ path: z.string().min(1).optional(), text: z.string() }),
    )
    .optional(),
  /**
   * Facts `wukong verify` looked up for 戒 (parsed commands, resolved paths,
   * callers of changed files, what a person confirmed): plain JSON read by
   * policies/pipeline/jie/submission-facts.ts. Filled by src, never by the
   * submitter: the CLI refuses a file that carries it.
   */
  facts: z.record(z.string(), z.unknown()).optional(),
});
/** As written in a file: defaults not yet applied. */
export type SubmissionInput = z.input<typeof Submission>;
/**
 * After parsing. The avatar stays as written; policies/pipeline/avatars.ts
 * resolves aliases.
 */
export type Submission = z.infer<typeof Submission>;
