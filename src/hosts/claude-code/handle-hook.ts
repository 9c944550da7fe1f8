// handleHook(event, stdin, env) → { output, failed } — one hook invocation end
// to end, failing closed: malformed input or an internal error denies a
// PreToolUse — also when only one of --event and the payload's hook_event_name
// says PreToolUse (Claude Code treats a crash or exit 1 as "proceed") — and
// becomes a systemMessage elsewhere
// Pos: src/hosts/claude-code, the dispatcher shared by `wukong hook`, the
// resident daemon and the Agent SDK adapter; never throws
import type { Lang } from '../../../policies/vocabulary/messages/language.js';
import type { HookEnv } from './hook-env.js';
import { hookLanguage, record } from './hook-env.js';
import type { AnyHookInput, HookInputOf } from './hook-input.js';
import { failureEvent } from './hook-event.js';
import { MalformedHookInput, parseHookInput } from './hook-input.js';
import { FAIL_CLOSED_WORDS, failClosedAnswer } from './fail-closed.js';
import { errorText } from '../../platform/errors/said-error.js';
import type { HookOutput } from './hook-output.js';
import { prepareLoopRuntime } from './loop-runtime.js';
import { watchStateAfter, watchStateBefore } from './state-watch.js';

export interface HookAnswer {
  output: HookOutput | null;
  /** Why the hook failed closed, when it did. */
  failed?: string;
}

/**
 * Each event loads only its own handler (a cold hook process pays for no other
 * event's modules).
 */
async function dispatch(
  input: AnyHookInput,
  env: HookEnv,
): Promise<HookOutput | null> {
  switch (input.hook_event_name) {
    case 'PreToolUse':
      return (await import('./pre-tool-use.js')).onPreToolUse(
        input as HookInputOf<'PreToolUse'>,
        env,
      );
    case 'PostToolUse':
      return (await import('./post-tool-use.js')).onPostToolUse(
        input as HookInputOf<'PostToolUse'>,
        env,
      );
    case 'PostToolUseFailure':
      return (await import('./post-tool-use.js')).onPostToolUseFailure(
        input as HookInputOf<'PostToolUseFailure'>,
        env,
      );
    case 'Stop':
      return (await import('./stop.js')).onStop(
        input as HookInputOf<'Stop'>,
        env,
      );
    case 'SubagentStop':
      return (await import('./stop.js')).onSubagentStop(
        input as HookInputOf<'SubagentStop'>,
        env,
      );
    case 'SubagentStart':
      return (await import('./lifecycle.js')).onSubagentStart(
        input as HookInputOf<'SubagentStart'>,
        env,
      );
    case 'UserPromptSubmit':
      return (await import('./lifecycle.js')).onUserPromptSubmit(
        input as HookInputOf<'UserPromptSubmit'>,
        env,
      );
    case 'SessionStart':
      return (await import('./lifecycle.js')).onSessionStart(
        input as HookInputOf<'SessionStart'>,
        env,
      );
    case 'SessionEnd':
      return (await import('./lifecycle.js')).onSessionEnd(
        input as HookInputOf<'SessionEnd'>,
        env,
      );
    case 'PreCompact':
      return (await import('./lifecycle.js')).onPreCompact(
        input as HookInputOf<'PreCompact'>,
        env,
      );
    default:
      return (await import('./lifecycle.js')).onOtherEvent(input, env);
  }
}

/** The user's language; English when even that cannot be read. */
function languageOr(env: HookEnv): Lang {
  try {
    return hookLanguage(env);
  } catch {
    return 'en';
  }
}

export async function handleHookInput(
  input: AnyHookInput,
  env: HookEnv,
): Promise<HookAnswer> {
  try {
    record(env, 'hook.received', {
      event: input.hook_event_name,
      tool: (input as { tool_name?: string }).tool_name ?? null,
      agentType: input.agent_type ?? null,
      answeredBy: env.answeredBy ?? 'process',
    });
    watchStateBefore(env, input.hook_event_name, input.session_id);
    await prepareLoopRuntime(env);
    const answer = await dispatch(input, env);
    // Ruyi context acts live on these two (usage, chat phrases).
    const output =
      input.hook_event_name === 'UserPromptSubmit' ||
      input.hook_event_name === 'PostToolUse'
        ? await (
            await import('./context-live.js')
          ).withLiveContext(input, env, answer)
        : answer;
    watchStateAfter(env, input.session_id);
    return { output };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const why = FAIL_CLOSED_WORDS.en.internal(detail);
    record(env, 'hook.failed', {
      event: input.hook_event_name,
      why: env.redact(why),
    });
    // The ledger keeps the English; the user reads their language around the
    // (English, internal) detail.
    const lang = languageOr(env);
    return {
      output: failClosedAnswer(
        input.hook_event_name,
        env.redact(FAIL_CLOSED_WORDS[lang].internal(errorText(error, lang))),
        { withNext: true, lang },
      ),
      failed: why,
    };
  }
}

export async function handleHook(
  event: string,
  stdin: string,
  env: HookEnv,
): Promise<HookAnswer> {
  let input: AnyHookInput;
  try {
    input = parseHookInput(stdin, event);
  } catch (error) {
    const lang = languageOr(env);
    const wordsOf = (words: (typeof FAIL_CLOSED_WORDS)['en']) =>
      error instanceof MalformedHookInput
        ? words.malformed(error.message)
        : words.internal(String(error));
    const why = wordsOf(FAIL_CLOSED_WORDS.en);
    // A payload that says PreToolUse under another --event is still a tool call
    // waiting for an answer: deny it.
    const answerAs = failureEvent(event, stdin);
    record(env, 'hook.failed', {
      event,
      ...(answerAs !== event ? { answeredAs: answerAs } : {}),
      why: env.redact(why),
    });
    return {
      output: failClosedAnswer(
        answerAs,
        env.redact(wordsOf(FAIL_CLOSED_WORDS[lang])),
        { withNext: true, lang },
      ),
      failed: why,
    };
  }
  return handleHookInput(input, env);
}
