// ActionPlan (tool, write, verify, ask, delegate), Observation and Evaluation —
// what the loop proposes, what it saw, what the evaluator concluded (seed 004
// ActionPlan, ToolResultContract, EvaluationFinding)
// Pos: policies/vocabulary, shared words of machines/loop.machine.ts; a plan is
// data, never a shell string the loop runs itself
import * as z from 'zod';
import { Finding } from './finding.js';

const id = z.string().min(1);

export const ToolAction = z.strictObject({
  kind: z.literal('tool'),
  id,
  tool: z.string().min(1),
  /** The path, command or URL it is about, for messages. */
  subject: z.string().optional(),
  /**
   * Stable for the same call with the same input
   * (policies/harness/loop/tool-signature.ts): the stuck detector compares it.
   */
  signature: z.string().min(1),
});
export const WriteAction = z.strictObject({
  kind: z.literal('write'),
  id,
  tool: z.string().min(1),
  path: z.string().min(1),
  /** Lines the write adds or replaces. */
  lines: z.number().int().nonnegative(),
  signature: z.string().min(1),
});
/**
 * A verification the runtime may run only after VerifyPlan accepted it
 * (pre-verify-command).
 */
export const VerifyAction = z.strictObject({
  kind: z.literal('verify'),
  id,
  command: z.string().min(1),
});
export const AskAction = z.strictObject({
  kind: z.literal('ask'),
  id,
  question: z.string().min(1),
  blocking: z.boolean(),
});
export const DelegateAction = z.strictObject({
  kind: z.literal('delegate'),
  id,
  avatar: z.string().min(1),
  /**
   * The handoff capsule the sub-agent receives: its only input (seed 004 子
   * agent 输入只能来自 capsule).
   */
  capsule: z.string().optional(),
  /** Tools the sub-agent is asked to use; they must lie inside its row. */
  tools: z.array(z.string()).optional(),
});

export const ActionPlan = z.discriminatedUnion('kind', [
  ToolAction,
  WriteAction,
  VerifyAction,
  AskAction,
  DelegateAction,
]);
export type ActionPlan = z.infer<typeof ActionPlan>;
export type ActionKind = ActionPlan['kind'];

/**
 * What the runtime saw after an action (or after a gate refused it). Sub-agent
 * output is an observation, never evidence.
 */
export const Observation = z.strictObject({
  planId: id,
  source: z.enum(['tool', 'command', 'subagent', 'user', 'gate']),
  outcome: z.enum(['ok', 'failed', 'denied', 'asked', 'answered']),
  exitCode: z.number().int().optional(),
  /**
   * A failure's normalised text (numbers, paths and ids folded): the same
   * failure twice reads the same.
   */
  failure: z.string().optional(),
  /**
   * Characters the observation adds to the context (counts against
   * maxContextChars).
   */
  outputChars: z.number().int().nonnegative(),
  /** The last lines of the output, redacted. */
  excerpt: z.string().optional(),
  /**
   * EvidenceRecords the runtime stored for it (only for harness-observed
   * commands).
   */
  evidenceIds: z.array(z.string()),
});
export type Observation = z.infer<typeof Observation>;

/**
 * The evaluator's verdict on a candidate state: keep going, repair what it
 * found, or try to ship.
 */
export const Evaluation = z.strictObject({
  verdict: z.enum(['continue', 'repair', 'ship']),
  findings: z.array(Finding),
  traceId: id,
});
export type Evaluation = z.infer<typeof Evaluation>;
