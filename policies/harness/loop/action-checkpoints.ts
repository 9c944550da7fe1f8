// checkpointsFor(plan) — the gate checkpoints whose decision may let an action
// through — and planSignature(plan), its key for the stuck detector
// Pos: policies/harness/loop, the table between ActionPlan kinds and seed 004's
// checkpoints; `post-tool` appears only for hosts that ran a tool before the
// loop saw it (gated after the fact, recorded as such)
import type { ActionPlan } from '../../vocabulary/action.js';
import type { Checkpoint } from '../../vocabulary/checkpoint.js';
import { normaliseQuestion } from './signature.js';

const CHECKPOINTS: Record<ActionPlan['kind'], Checkpoint[]> = {
  tool: ['pre-tool', 'post-tool'],
  write: ['pre-write', 'pre-tool', 'post-tool'],
  verify: ['pre-verify-command', 'pre-tool'],
  ask: ['pre-input'],
  delegate: ['pre-delegation', 'pre-tool'],
};

export const checkpointsFor = (plan: ActionPlan): Checkpoint[] =>
  CHECKPOINTS[plan.kind];

export function planSignature(plan: ActionPlan): string {
  switch (plan.kind) {
    case 'tool':
    case 'write':
      return plan.signature;
    case 'verify':
      return `verify:${plan.command.trim().replace(/\s+/g, ' ')}`;
    case 'ask':
      return `ask:${normaliseQuestion(plan.question)}`;
    case 'delegate':
      return `delegate:${plan.avatar}`;
  }
}
