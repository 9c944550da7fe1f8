// Checkpoint — the 13 gate checkpoints of seed 004 (检查点)
// Pos: policies/vocabulary, shared words; the GateRunner (src/harness/gate)
// runs policies at these points
import * as z from 'zod';
import { lazySchema } from './lazy-schema.js';

export const Checkpoint = lazySchema(() =>
  z.enum([
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
  ]),
);
export type Checkpoint = z.infer<typeof Checkpoint>;
