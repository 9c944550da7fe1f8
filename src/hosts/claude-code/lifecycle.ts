// onUserPromptSubmit, onSessionStart, onSessionEnd, onPreCompact,
// onSubagentStart, onOtherEvent — session bookkeeping (model, permission mode,
// counters, active sub-agents), a new task for the body's self-check, the
// pre-input reminders of an active run (open blocking questions), a stopped
// loop resumed by the user's prompt (a budget stop with a new segment),
// throttle advice on prompts, Ruyi archive and restore with the loop's compact
// capsule, the sandbox's one notice when none can run, and ledger records
// Pos: src/hosts/claude-code, the events later features (throttle, Ruyi
// context, the loop) attach their work to; they never block here
import { existsSync } from 'node:fs';
import {
  findingText,
  message as catalog,
  nextDetail,
} from '../../../policies/vocabulary/messages/index.js';
import { resolveAvatar } from '../../../policies/pipeline/avatars.js';
import { stepStopGuard } from '../../actors/guard-actor.js';
import type { HookEnv } from './hook-env.js';
import { hookLanguage, record } from './hook-env.js';
import type { AnyHookInput, HookInputOf } from './hook-input.js';
import type { HookOutput } from './hook-output.js';
import { context, message } from './hook-output.js';
import { workspaceOf } from '../../harness/gate/prepare-context.js';
import { runGate } from '../../harness/gate/run-gate.js';
import { RunRegistry } from '../../harness/runs/run-registry.js';
import { bodyTask } from './body-watch.js';
import { readCapsule, writeCapsule } from './capsule-file.js';
import { checkpointIntro } from './checkpoint-intro.js';
import { heldNotice, loopAtPrompt } from './host-loop.js';
import { sandboxNotice } from './sandbox-answer.js';
import {
  onPreCompact as archiveBeforeCompact,
  onSessionStart as restoreContext,
} from '../../context/claude-code.js';
import { adviseOnPrompt } from '../../throttle/advise.js';

/**
 * Counts the turn, resets the stop guard, and asks the throttle (seed 003) for
 * advice: a hint is a systemMessage, never a block.
 */
export function onUserPromptSubmit(
  input: HookInputOf<'UserPromptSubmit'>,
  env: HookEnv,
): HookOutput | null {
  const model = env.runs.update(input.session_id, env.now(), (state) => {
    state.counters.prompts++;
    if (input.permission_mode) state.permissionMode = input.permission_mode;
    if (state.actors['stop']) {
      const step = stepStopGuard(
        state.actors['stop'],
        env.config.hooks.stopBlockLimit,
        { type: 'USER_PROMPT' },
      );
      state.actors['stop'] = step.persisted;
      if (step.restarted)
        record(env, 'machine.restarted', {
          machine: 'stopGuard',
          actorId: 'stop',
          why: step.restarted,
        });
    }
    if (!input.agent_type) bodyTask(env, state);
    return state.model;
  });
  const resumed = loopAtPrompt(env, input);
  const run = new RunRegistry(env.workspace).active();
  const reminders = run
    ? runGate(
        'pre-input',
        {
          ...workspaceOf({
            cwd: input.cwd,
            workspace: env.workspace,
            home: env.home,
          }),
          run,
        },
        { registry: env.registry, now: env.now() },
      )
    : undefined;
  if (reminders)
    record(env, 'gate.decision', {
      checkpoint: 'pre-input',
      subject: run?.id,
      decision: reminders,
    });
  const advice = adviseOnPrompt({
    workspace: env.workspace,
    config: env.config.throttle,
    prompt: input.prompt,
    ...(input.permission_mode ? { permissionMode: input.permission_mode } : {}),
    ...(model ? { modelId: model } : {}),
    sessionId: input.session_id,
    now: env.now().getTime(),
    language: hookLanguage(env),
  });
  const hits = advice.decision.hits.map((h) => ({
    rule: h.ruleId,
    severity: h.severity,
    confidence: h.confidence,
  }));
  record(env, 'prompt.submitted', {
    chars: input.prompt.length,
    permissionMode: input.permission_mode ?? null,
    model,
    throttle: hits,
  });
  const lang = hookLanguage(env);
  const notes = [
    ...(resumed?.kind === 'resumed' && resumed.from.reason !== 'done'
      ? [
          resumed.newSegment
            ? catalog('loop.resumed-segment', lang, {
                reason: resumed.from.reason,
                segment: resumed.segment,
              })
            : catalog('loop.resumed', lang, { reason: resumed.from.reason }),
        ]
      : []),
    ...(resumed?.kind === 'held' ? [heldNotice(resumed.report, lang)] : []),
    ...(advice.systemMessage ? [advice.systemMessage] : []),
  ];
  const extra =
    [
      ...(reminders?.findings ?? []).map(
        (f) =>
          `[wukong] ${findingText(f, hookLanguage(env))} → ${nextDetail(f.nextAction, hookLanguage(env))}`,
      ),
      ...(resumed?.kind === 'held'
        ? [
            catalog('loop.held.agent', lang, {
              notice: heldNotice(resumed.report, lang),
            }),
          ]
        : []),
    ].join('\n') || undefined;
  if (extra)
    return {
      ...(notes.length ? { systemMessage: notes.join('\n\n') } : {}),
      ...context('UserPromptSubmit', extra),
    };
  return notes.length ? message(notes.join('\n\n')) : null;
}

const SOURCES = new Set(['startup', 'resume', 'clear', 'compact']);

/**
 * Remembers the model and mode; after a compaction or a resume, gives the
 * compact form and relevant anchors back (Ruyi, seed 002).
 */
export function onSessionStart(
  input: HookInputOf<'SessionStart'>,
  env: HookEnv,
): HookOutput | null {
  env.runs.update(input.session_id, env.now(), (state) => {
    if (input.model) state.model = input.model;
    if (input.permission_mode) state.permissionMode = input.permission_mode;
  });
  const source = SOURCES.has(input.source ?? '')
    ? (input.source as 'startup' | 'resume' | 'clear' | 'compact')
    : input.source === 'fork'
      ? 'resume'
      : undefined;
  const restored = source
    ? restoreContext({
        workspace: env.workspace,
        source,
        sessionId: input.session_id,
        now: env.now(),
        lang: hookLanguage(env),
      })
    : {};
  const capsule =
    source === 'compact' || source === 'resume'
      ? readCapsule(env, input.session_id)
      : undefined;
  record(env, 'session.started', {
    source: input.source ?? null,
    model: input.model ?? null,
    restored: restored.archive ?? null,
    anchors: restored.anchors ?? [],
    capsule: capsule !== undefined,
  });
  // The body's CHECKPOINT, introduced before the first tool call needs it.
  const intro = input.agent_type
    ? null
    : checkpointIntro(env.config.body, process.env, env.config.language);
  const text = [intro, restored.additionalContext, capsule]
    .filter(Boolean)
    .join('\n\n');
  const notice = sandboxNotice(env, input.source);
  const out = text ? context('SessionStart', env.redact(text)) : null;
  return notice ? { ...out, systemMessage: notice } : out;
}

export function onSessionEnd(
  input: HookInputOf<'SessionEnd'>,
  env: HookEnv,
): HookOutput | null {
  record(env, 'session.ended', { reason: input.reason ?? null });
  return null;
}

/**
 * Archives the three forms and the anchors before Claude Code compacts (Ruyi
 * 存档); never blocks the compaction.
 */
export async function onPreCompact(
  input: HookInputOf<'PreCompact'>,
  env: HookEnv,
): Promise<HookOutput | null> {
  writeCapsule(env, input.session_id, input.cwd);
  if (!input.transcript_path || !existsSync(input.transcript_path)) {
    record(env, 'context.compacting', {
      trigger: input.trigger ?? null,
      archived: null,
      why: input.transcript_path
        ? `transcript ${input.transcript_path} not found`
        : 'no transcript_path',
    });
    return null;
  }
  const result = await archiveBeforeCompact({
    workspace: env.workspace,
    config: env.config.context,
    transcriptPath: input.transcript_path,
    sessionId: input.session_id,
    trigger: input.trigger === 'manual' ? 'manual' : 'auto',
    now: env.now(),
    lang: hookLanguage(env),
  });
  record(env, 'context.compacting', {
    trigger: input.trigger ?? null,
    archived: result.dir,
    written: result.written.length,
    errors: result.errors.length,
    ...(result.restarted ? { restarted: result.restarted } : {}),
  });
  return null;
}

export function onSubagentStart(
  input: HookInputOf<'SubagentStart'>,
  env: HookEnv,
): HookOutput | null {
  const avatar = input.agent_type
    ? (resolveAvatar(input.agent_type)?.id ?? null)
    : null;
  if (input.agent_id) {
    env.runs.update(input.session_id, env.now(), (state) => {
      state.activeSubagents[input.agent_id as string] = {
        avatar,
        startedAt: env.now().toISOString(),
      };
      state.counters.delegations++;
    });
  }
  record(env, 'subagent.started', {
    agentId: input.agent_id ?? null,
    agentType: input.agent_type ?? null,
    avatar,
  });
  return null;
}

export function onOtherEvent(
  input: AnyHookInput,
  env: HookEnv,
): HookOutput | null {
  record(env, 'hook.event', { event: input.hook_event_name });
  return null;
}
