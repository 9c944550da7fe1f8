// bodyTask(env, state) on UserPromptSubmit and bodyVerdict(env, input, state)
// on the main agent's PreToolUse — the body's self-check (seed 000 L1 → L2 →
// L3) run on the hooks, as the verdict the gate's `body` policy reads
// Pos: src/hosts/claude-code, the only place that feeds
// machines/checkpoint.machine.ts: the task, the main agent's CHECKPOINT text
// from the transcript, its tool calls. Off when body.enforce is off; sub-agents
// (agent_type set) are not the body
import type {
  CheckpointEvent,
  CheckpointInput,
} from '../../../machines/checkpoint.machine.js';
import { checkpointMachine } from '../../../machines/checkpoint.machine.js';
import type { CheckpointContext } from '../../../machines/checkpoint.machine.js';
import { bodyActionOf } from '../../../policies/harness/body/behaviour-watch.js';
import type {
  BodyVerdict,
  BodyViolation,
} from '../../../policies/harness/body/body-verdict.js';
import { bufferedRecorder } from '../../harness/loop/loop-recorder.js';
import { PersistedMachine } from '../../actors/persisted-machine.js';
import type { RunState } from '../../actors/run-store.js';
import { hookLanguage, type HookEnv } from './hook-env.js';
import type { PreToolUse } from './hook-input.js';
import { mainAgentTextSincePrompt } from './main-agent-text.js';

const KEY = 'body';

const inputOf = (env: HookEnv): CheckpointInput => ({
  enforce: env.config.body.enforce,
  limits: {
    maxLines: env.config.body.maxLines,
    maxReads: env.config.body.maxReads,
    maxSearches: env.config.body.maxSearches,
  },
});
const recorder = (env: HookEnv, sessionId: string) =>
  bufferedRecorder(
    `body:${sessionId}`,
    (e) => env.records.push({ ...e, traceId: env.traceId }),
    'checkpoint',
  );

function step(env: HookEnv, state: RunState, events: CheckpointEvent[]) {
  // A hook's session actor: a stored watch that no longer fits starts over,
  // recorded as machine.restarted.
  const watch = PersistedMachine.open(checkpointMachine, state.actors[KEY], {
    onMismatch: 'restart',
    input: inputOf(env),
    where: 'the stored body watch',
    recorder: recorder(env, state.sessionId),
  });
  // Every event's new violations are kept: the ACTION after a CHECKPOINT would
  // otherwise overwrite the layer-2 findings (Q1–Q3 decision errors, the Q4
  // parallel warning) before they reach the agent.
  const reported: BodyViolation[] = [];
  for (const event of events) {
    watch.send(event);
    for (const v of (watch.snapshot.context as CheckpointContext).latest)
      if (!reported.some((r) => r.key === v.key)) reported.push(v);
  }
  state.actors[KEY] = watch.persisted();
  return { snapshot: watch.snapshot, reported };
}

/** A user prompt starts a task: the body owes a CHECKPOINT before it acts. */
export function bodyTask(env: HookEnv, state: RunState): void {
  if (env.config.body.enforce === 'off') return;
  step(env, state, [{ type: 'TASK' }]);
}

/**
 * The verdict on one main-agent tool call, or undefined (a sub-agent,
 * body.enforce off, or no task seen yet).
 */
export function bodyVerdict(
  env: HookEnv,
  input: PreToolUse,
  state: RunState,
): BodyVerdict | undefined {
  if (
    env.config.body.enforce === 'off' ||
    input.agent_type ||
    !state.actors[KEY]
  )
    return undefined;
  const value = (state.actors[KEY].snapshot as { value?: unknown }).value;
  if (value === 'idle') return undefined;
  const events: CheckpointEvent[] = [];
  if (value === 'l1' || value === 'halted') {
    const text = mainAgentTextSincePrompt(input.transcript_path);
    if (/CHECKPOINT/i.test(text)) events.push({ type: 'CHECKPOINT', text });
  }
  events.push({
    type: 'ACTION',
    action: bodyActionOf(input.tool_name, input.tool_input),
  });
  const { snapshot, reported } = step(env, state, events);
  const context = snapshot.context as CheckpointContext;
  return {
    enforce: context.enforce,
    violations: reported,
    lang: hookLanguage(env),
  };
}
