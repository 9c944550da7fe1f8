// stopGuardMachine — whether an agent may stop: allowed when nothing is open,
// blocked while something is, and released with a message after `limit`
// consecutive blocks so a stop hook never traps the agent (Claude Code itself
// gives up at 8)
// Pos: machines, the Stop / SubagentStop decision for one agent; what is "open"
// (unproven criteria, contract findings) comes in the event
import { assign, setup } from 'xstate';
import { limitReached } from '../policies/pipeline/limits.js';

export interface StopGuardInput {
  /** Consecutive blocks before the stop is let through. */
  limit: number;
}

export interface StopGuardContext {
  limit: number;
  /** Blocks in the current run of consecutive stop attempts. */
  blocks: number;
  /** What was still open at the last stop attempt. */
  open: string[];
}

export type StopGuardEvent =
  /**
   * `continuing` is Claude Code's stop_hook_active: true when this attempt
   * follows a block of ours.
   */
  | { type: 'STOP'; open: string[]; continuing: boolean }
  /** The user spoke: whatever was blocked before starts over. */
  | { type: 'USER_PROMPT' };

export const stopGuardMachine = setup({
  types: {
    context: {} as StopGuardContext,
    events: {} as StopGuardEvent,
    input: {} as StopGuardInput,
  },
  guards: {
    nothingOpen: ({ context }) => context.open.length === 0,
    blocksExhausted: ({ context }) =>
      limitReached(context.blocks, context.limit),
  },
  actions: {
    takeAttempt: assign(({ context, event }) =>
      event.type === 'STOP'
        ? { open: event.open, blocks: event.continuing ? context.blocks : 0 }
        : {},
    ),
    countBlock: assign(({ context }) => ({ blocks: context.blocks + 1 })),
    resetBlocks: assign({ blocks: 0 }),
  },
}).createMachine({
  id: 'stopGuard',
  context: ({ input }) => ({ limit: input.limit, blocks: 0, open: [] }),
  initial: 'idle',
  on: {
    STOP: { target: '.deciding', actions: 'takeAttempt' },
    USER_PROMPT: { target: '.idle', actions: 'resetBlocks' },
  },
  states: {
    idle: {},
    deciding: {
      always: [
        { guard: 'nothingOpen', target: 'allowed', actions: 'resetBlocks' },
        {
          guard: 'blocksExhausted',
          target: 'released',
          actions: 'resetBlocks',
        },
        { target: 'blocked', actions: 'countBlock' },
      ],
    },
    /** Stop refused: the agent continues with the open items as its reason. */
    blocked: {},
    /**
     * Stop let through although items are open: the user is told what is
     * unproven.
     */
    released: {},
    allowed: {},
  },
});
