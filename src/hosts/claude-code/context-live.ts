// withLiveContext — Ruyi context acting in a live Claude Code session: on
// UserPromptSubmit the chat phrases of seed 002 (详细说说, 简要概括, 存档一下, 加载上下文, 修剪上下文
// and their English forms) switch, archive, load or report a prune; on
// UserPromptSubmit and PostToolUse the usage in the transcript drives the
// context machine and seed 000's rescue. The agent's text goes out as
// additionalContext, the person's as systemMessage, added to what the event's
// own handler answered
// Pos: src/hosts/claude-code, glue only: the work is src/context's. It never
// blocks; a failure is recorded and the handler's answer stands
import { errorText } from '../../platform/errors/said-error.js';
import { message } from '../../../policies/vocabulary/messages/message.js';
import { manualSwitch } from '../../../policies/context/manual-switch.js';
import { existsSync } from 'node:fs';
import type { HookEnv } from './hook-env.js';
import { hookLanguage, record } from './hook-env.js';
import type { AnyHookInput } from './hook-input.js';
import type { HookOutput } from './hook-output.js';
import { cap } from './hook-output.js';

const LIVE_EVENTS = new Set(['UserPromptSubmit', 'PostToolUse']);

/** Appends the agent's and the person's text to an answer. */
export function mergeAnswer(
  event: string,
  output: HookOutput | null,
  add: { agent?: string | undefined; user?: string | undefined },
): HookOutput | null {
  if (!add.agent && !add.user) return output;
  const out: HookOutput = { ...(output ?? {}) };
  if (add.user)
    out.systemMessage = cap(
      out.systemMessage ? `${out.systemMessage}\n\n${add.user}` : add.user,
    );
  if (add.agent) {
    const before = out.hookSpecificOutput?.additionalContext;
    out.hookSpecificOutput = {
      ...(out.hookSpecificOutput ?? {}),
      hookEventName: event,
      additionalContext: cap(before ? `${before}\n\n${add.agent}` : add.agent),
    };
  }
  return out;
}

export async function withLiveContext(
  input: AnyHookInput,
  env: HookEnv,
  output: HookOutput | null,
): Promise<HookOutput | null> {
  const event = input.hook_event_name;
  if (!LIVE_EVENTS.has(event) || output?.continue === false) return output;
  // A sub-agent's own calls do not speak for the main context.
  if (input.agent_id) return output;
  const transcript =
    input.transcript_path && existsSync(input.transcript_path)
      ? input.transcript_path
      : undefined;
  const base = {
    workspace: env.workspace,
    config: env.config.context,
    sessionId: input.session_id,
    now: env.now(),
    lang: hookLanguage(env),
  };
  let answer = output;
  const prompt = (input as { prompt?: unknown }).prompt;
  const phrase =
    event === 'UserPromptSubmit' && typeof prompt === 'string'
      ? manualSwitch(prompt)
      : null;
  if (phrase) {
    try {
      const { switchContext } = await import('../../context/context-switch.js');
      const r = await switchContext({
        ...base,
        event: phrase,
        ...(transcript ? { transcriptPath: transcript } : {}),
      });
      record(env, 'context.switched', {
        phrase: phrase.type,
        form: r.form,
        written: r.written.length,
      });
      answer = mergeAnswer(event, answer, {
        agent: env.redact(r.agent),
        user: env.redact(r.user),
      });
    } catch (error) {
      const why = (error as Error).message;
      record(env, 'context.failed', {
        phrase: phrase.type,
        why: env.redact(why),
      });
      answer = mergeAnswer(event, answer, {
        user: message('error.context.did-not-run', base.lang, {
          phrase: phrase.type.toLowerCase(),
          why: env.redact(errorText(error, base.lang)),
        }),
      });
    }
  }
  if (!transcript) return answer;
  try {
    const { onUsage } = await import('../../context/live-usage.js');
    const r = await onUsage({ ...base, transcriptPath: transcript });
    if (r.ratio === null) return answer;
    record(env, 'context.usage', {
      ratio: Math.round(r.ratio * 1000) / 1000,
      stage: r.stage,
      form: r.form ?? null,
      said: r.agent !== undefined,
      archived: r.archived ?? null,
      ...(r.restarted ? { restarted: r.restarted } : {}),
    });
    return mergeAnswer(event, answer, {
      ...(r.agent ? { agent: env.redact(r.agent) } : {}),
      ...(r.user ? { user: env.redact(r.user) } : {}),
    });
  } catch (error) {
    record(env, 'context.failed', {
      event,
      why: env.redact((error as Error).message),
    });
    return answer;
  }
}
