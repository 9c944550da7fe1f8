// Checkpoint and CHECKPOINTS — the 13 gate checkpoints of seed 004 (检查点),
// as a schema and in order
// Pos: policies/vocabulary, shared words; the GateRunner (src/harness/gate)
// runs policies at these points
import * as z from 'zod';
import { lazySchema } from './lazy-schema.js';

/** The checkpoints in seed 004's order. */
export const CHECKPOINTS = [
  'pre-input',
  'pre-plan',
  'pre-phase-transition',
  'pre-tool',
  'post-tool',
  'pre-write',
  'post-write',
  'pre-verify-command',
  'post-verify-result',
  'pre-delegation',
  'post-delegation',
  'pre-context-compile',
  'post-context-compile',
] as const;

export const Checkpoint = lazySchema(() => z.enum(CHECKPOINTS));
export type Checkpoint = z.infer<typeof Checkpoint>;
