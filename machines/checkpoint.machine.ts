// checkpointMachine and createCheckpointWatch — seed 000's body self-check for
// one task: L1 (CHECKPOINT present, Q0–Q4 answered) → L2 (decision correct) →
// L3 (behaviour watch), violations with the seed's severities; in enforce mode
// a stop or reject halts the body until it checks itself again
// Pos: machines, the 本体越界检查 statechart; judging is policies/harness/body's,
// feeding it (the main agent's text and tool calls) is the Claude Code
// adapter's. Pure
import { produce } from 'immer';
import { assign, createActor, setup } from 'xstate';
import type {
  BodyAction,
  WatchCounts,
} from '../policies/harness/body/behaviour-watch.js';
import { judgeAction } from '../policies/harness/body/behaviour-watch.js';
import type { BodyViolation } from '../policies/harness/body/body-verdict.js';
import {
  VIOLATIONS,
  violation,
} from '../policies/harness/body/body-verdict.js';
import type { ParsedCheckpoint } from '../policies/harness/body/checkpoint-parse.js';
import { parseCheckpoint } from '../policies/harness/body/checkpoint-parse.js';
import {
  judgeLayer1,
  judgeLayer2,
} from '../policies/harness/body/decision-check.js';
import type {
  BodyConfig,
  BodyEnforce,
} from '../policies/vocabulary/loop-config.js';

export interface CheckpointInput {
  enforce: BodyEnforce;
  limits: Pick<BodyConfig, 'maxLines' | 'maxReads' | 'maxSearches'>;
}

export interface CheckpointContext extends CheckpointInput {
  /** Tasks seen (user prompts). */
  task: number;
  checkpoint: ParsedCheckpoint | null;
  counts: WatchCounts;
  /** Every violation of the task. */
  violations: BodyViolation[];
  /**
   * Violations the last event raised that were not reported before in this task
   * (in halted: what keeps it halted).
   */
  latest: BodyViolation[];
  /** What halted the body (enforce mode). */
  blocking: BodyViolation[];
  /**
   * Characters of the task's text already judged: a CHECKPOINT counts only if
   * it is new since then.
   */
  seen: number;
  /**
   * The questions the last incomplete CHECKPOINT of the task left unanswered
   * ([] when none was incomplete): acting on it names them, not "skipped".
   */
  missing: string[];
}

export type CheckpointEvent =
  /** A new task: the user sent a prompt. */
  | { type: 'TASK' }
  /** The main agent's text since the task began, where its CHECKPOINT should be (only the part after `seen` is new). */
  | { type: 'CHECKPOINT'; text: string }
  /** One tool call of the main agent. */
  | { type: 'ACTION'; action: BodyAction };

const stops = (v: BodyViolation) => VIOLATIONS[v.kind].handling !== 'warn';
const enforcing = (c: CheckpointContext) => c.enforce === 'enforce';

/**
 * Adds violations; `latest` keeps only those not raised before in this task.
 */
const raise = (
  c: CheckpointContext,
  found: readonly BodyViolation[],
  halting = false,
) =>
  produce(c, (d) => {
    d.latest = found.filter((v) => !c.violations.some((w) => w.key === v.key));
    d.violations.push(...d.latest);
    if (halting) {
      d.blocking = found.filter(stops);
      d.latest.push(
        ...d.blocking.filter((v) => !d.latest.some((w) => w.key === v.key)),
      );
    }
  });

const counted = (c: CheckpointContext, action: BodyAction): WatchCounts => ({
  reads: c.counts.reads + (action.kind === 'read' ? 1 : 0),
  searches: c.counts.searches + (action.kind === 'search' ? 1 : 0),
});

const l3Violations = (c: CheckpointContext, e: CheckpointEvent) =>
  e.type === 'ACTION'
    ? judgeAction(e.action, counted(c, e.action), c.limits)
    : [];
/** The text the body wrote since the last CHECKPOINT event was judged. */
const fresh = (c: CheckpointContext, e: CheckpointEvent) =>
  e.type === 'CHECKPOINT' ? e.text.slice(c.seen) : '';
const l1Violations = (
  c: CheckpointContext,
  e: CheckpointEvent,
): BodyViolation[] => {
  if (e.type !== 'CHECKPOINT') return [];
  const parsed = parseCheckpoint(fresh(c, e));
  const missing = c.missing ?? [];
  // Nothing new after an incomplete CHECKPOINT: it is still incomplete, not
  // skipped.
  if (!parsed.present && missing.length)
    return [
      violation(
        'incomplete-checkpoint',
        { id: 'body.unanswered', params: { missing: missing.join(', ') } },
        'checkpoint',
      ),
    ];
  return judgeLayer1(parsed);
};
const consumed = (c: CheckpointContext, e: CheckpointEvent) =>
  e.type === 'CHECKPOINT' ? Math.max(c.seen, e.text.length) : c.seen;
const SKIP = violation(
  'skip-checkpoint',
  { id: 'body.acted-before-checkpoint', params: {} },
  'checkpoint',
);
/** Acting before the CHECKPOINT is complete names what it still lacks. */
const skipOf = (c: CheckpointContext) => {
  // A watch stored before `missing` existed has none.
  const missing = c.missing ?? [];
  return missing.length
    ? violation(
        'incomplete-checkpoint',
        {
          id: 'body.acted-on-incomplete',
          params: { missing: missing.join(', ') },
        },
        'checkpoint',
        `incomplete-checkpoint:acted:${missing.join(',')}`,
      )
    : SKIP;
};
const missingOf = (c: CheckpointContext, e: CheckpointEvent) => {
  const before = c.missing ?? [];
  if (e.type !== 'CHECKPOINT') return before;
  const parsed = parseCheckpoint(fresh(c, e));
  return parsed.present ? parsed.missing : before;
};
/** A new CHECKPOINT that is present and leaves questions open. */
const newIncomplete = (c: CheckpointContext, e: CheckpointEvent) => {
  if (e.type !== 'CHECKPOINT') return false;
  const parsed = parseCheckpoint(fresh(c, e));
  return parsed.present && parsed.missing.length > 0;
};
const incompleteOnly = (c: CheckpointContext, e: CheckpointEvent) =>
  newIncomplete(c, e)
    ? l1Violations(c, e).filter((v) => v.kind === 'incomplete-checkpoint')
    : [];
const avatarOf = (name: string | null) =>
  (name ?? '')
    .trim()
    .toLowerCase()
    .replace(/^wukong-/, '');
/**
 * Enforce mode blocks the body, not the delegation its block recommends: a Task
 * to the avatar a blocking violation names (any avatar for 并行) passes.
 */
const recommendedDelegation = (c: CheckpointContext, e: CheckpointEvent) =>
  e.type === 'ACTION' &&
  e.action.kind === 'delegate' &&
  e.action.avatar !== null &&
  c.blocking.length > 0 &&
  c.blocking.every((v) => v.delegateTo !== 'checkpoint') &&
  c.blocking.some(
    (v) =>
      v.delegateTo === 'parallel' ||
      v.delegateTo ===
        avatarOf(e.action.kind === 'delegate' ? e.action.avatar : null),
  );

export const checkpointMachine = setup({
  types: {
    context: {} as CheckpointContext,
    events: {} as CheckpointEvent,
    input: {} as CheckpointInput,
  },
  guards: {
    enforcing: ({ context }) => enforcing(context),
    layer1Fails: ({ context, event }) =>
      l1Violations(context, event).length > 0,
    layer1FailsEnforced: ({ context, event }) =>
      enforcing(context) && l1Violations(context, event).length > 0,
    layer2HaltsEnforced: ({ context }) =>
      enforcing(context) &&
      context.checkpoint !== null &&
      judgeLayer2(context.checkpoint, context.limits.maxLines).some(stops),
    actionHaltsEnforced: ({ context, event }) =>
      enforcing(context) && l3Violations(context, event).some(stops),
    delegatesAsRecommended: ({ context, event }) =>
      recommendedDelegation(context, event),
    checkpointIncomplete: ({ context, event }) => newIncomplete(context, event),
  },
  actions: {
    newTask: assign(({ context }) => ({
      task: context.task + 1,
      checkpoint: null,
      counts: { reads: 0, searches: 0 },
      violations: [],
      latest: [],
      blocking: [],
      seen: 0,
      missing: [],
    })),
    acceptCheckpoint: assign(({ context, event }) =>
      event.type === 'CHECKPOINT'
        ? {
            ...context,
            checkpoint: parseCheckpoint(fresh(context, event)),
            blocking: [],
            latest: [],
            seen: consumed(context, event),
            missing: [],
          }
        : context,
    ),
    raiseLayer1: assign(({ context, event }) => ({
      ...raise(context, l1Violations(context, event)),
      seen: consumed(context, event),
      missing: missingOf(context, event),
    })),
    haltLayer1: assign(({ context, event }) => ({
      ...raise(context, l1Violations(context, event), true),
      seen: consumed(context, event),
      missing: missingOf(context, event),
    })),
    /** A later CHECKPOINT left questions open: said, the watch goes on. */
    noteIncomplete: assign(({ context, event }) => ({
      ...raise(context, incompleteOnly(context, event)),
      seen: consumed(context, event),
    })),
    /** Nothing new to say: the action that follows decides. */
    quiet: assign(({ context, event }) => ({
      latest: [],
      seen: consumed(context, event),
    })),
    /** The recommended delegation passes; the block stays. */
    allowDelegation: assign({ latest: [] }),
    raiseLayer2: assign(({ context }) =>
      context.checkpoint
        ? raise(
            context,
            judgeLayer2(context.checkpoint, context.limits.maxLines),
          )
        : context,
    ),
    haltLayer2: assign(({ context }) =>
      context.checkpoint
        ? raise(
            context,
            judgeLayer2(context.checkpoint, context.limits.maxLines),
            true,
          )
        : context,
    ),
    raiseSkip: assign(({ context }) => raise(context, [skipOf(context)])),
    haltSkip: assign(({ context }) => raise(context, [skipOf(context)], true)),
    watch: assign(({ context, event }) =>
      event.type === 'ACTION'
        ? {
            ...raise(context, l3Violations(context, event)),
            counts: counted(context, event.action),
          }
        : context,
    ),
    haltWatch: assign(({ context, event }) =>
      event.type === 'ACTION'
        ? {
            ...raise(context, l3Violations(context, event), true),
            counts: counted(context, event.action),
          }
        : context,
    ),
    repeatBlocking: assign(({ context, event }) => ({
      latest: context.blocking,
      seen: consumed(context, event),
    })),
  },
}).createMachine({
  id: 'checkpoint',
  context: ({ input }) => ({
    ...input,
    task: 0,
    checkpoint: null,
    counts: { reads: 0, searches: 0 },
    violations: [],
    latest: [],
    blocking: [],
    seen: 0,
    missing: [],
  }),
  initial: 'idle',
  on: { TASK: { target: '.l1', actions: 'newTask' } },
  states: {
    /** No task yet. */
    idle: {},
    /**
     * Layer 1: the task arrived; the body must output a complete CHECKPOINT
     * before it acts.
     */
    l1: {
      on: {
        CHECKPOINT: [
          {
            guard: 'layer1FailsEnforced',
            target: 'halted',
            actions: 'haltLayer1',
          },
          { guard: 'layer1Fails', target: 'l1', actions: 'raiseLayer1' },
          { target: 'l2', actions: 'acceptCheckpoint' },
        ],
        ACTION: [
          { guard: 'enforcing', target: 'halted', actions: 'haltSkip' },
          { target: 'l1', actions: 'raiseSkip' },
        ],
      },
    },
    /** Layer 2: is the declared decision right for the answers? */
    l2: {
      always: [
        {
          guard: 'layer2HaltsEnforced',
          target: 'halted',
          actions: 'haltLayer2',
        },
        { target: 'l3', actions: 'raiseLayer2' },
      ],
    },
    /**
     * Layer 3: the body's own tool calls are watched for work it must delegate.
     */
    l3: {
      on: {
        ACTION: [
          {
            guard: 'actionHaltsEnforced',
            target: 'halted',
            actions: 'haltWatch',
          },
          { target: 'l3', actions: 'watch' },
        ],
        CHECKPOINT: [
          { guard: 'layer1Fails', target: 'l3', actions: 'noteIncomplete' },
          { target: 'l2', actions: 'acceptCheckpoint' },
        ],
      },
    },
    /**
     * Enforce mode: 立即停止，要求重新自检 — every action but the delegation the block
     * recommends is refused until a complete, correct CHECKPOINT.
     */
    halted: {
      on: {
        ACTION: [
          {
            guard: 'delegatesAsRecommended',
            target: 'halted',
            actions: 'allowDelegation',
          },
          { target: 'halted', actions: 'repeatBlocking' },
        ],
        CHECKPOINT: [
          // A new, incomplete CHECKPOINT blocks with what it lacks; no new
          // CHECKPOINT keeps the block as it was.
          {
            guard: 'checkpointIncomplete',
            target: 'halted',
            actions: 'haltLayer1',
          },
          { guard: 'layer1Fails', target: 'halted', actions: 'quiet' },
          { target: 'l2', actions: 'acceptCheckpoint' },
        ],
      },
    },
  },
});

export function createCheckpointWatch(input: CheckpointInput) {
  return createActor(checkpointMachine, { input });
}
