// createWukongHooks(options) → the SDK's `hooks` option; createWukongCanUseTool
// / wukongCanUseTool → its `canUseTool` — the same decisions in-process
// Pos: src/hosts/agent-sdk, for programs that embed Claude through the Agent
// SDK; the handlers are Claude Code's (the decision is
// policies/gate/decision.ts's), only the transport differs. The workspace's
// config is read once, when the hooks are made; a bad config throws there
import type {
  CanUseTool,
  HookCallbackMatcher,
  HookEvent,
  HookInput,
  HookJSONOutput,
  PermissionResult,
} from '@anthropic-ai/claude-agent-sdk';
import { handleHookInput } from '../claude-code/handle-hook.js';
import type { AnyHookInput } from '../claude-code/hook-input.js';
import { BaseHookInput, KNOWN_EVENTS } from '../claude-code/hook-input.js';
import {
  FAIL_CLOSED_WORDS,
  failClosedAnswer,
} from '../claude-code/fail-closed.js';
import { hookLanguage } from '../claude-code/hook-env.js';
import type { HookOutput } from '../claude-code/hook-output.js';
import { flushRecords, makeHookEnv } from '../claude-code/make-env.js';
import type { WukongConfig } from '../../../policies/vocabulary/config.js';
import { loadConfig } from '../../platform/config/load-config.js';
import { workspaceRoot } from '../daemon/workspace-root.js';
import { errorText } from '../../platform/errors/said-error.js';

export interface WukongSdkOptions {
  /** The project governed; default: the workspace around process.cwd(). */
  workspace?: string;
  /** Events to hook; default: every event Wukong handles. */
  events?: readonly HookEvent[];
  /**
   * Asked when a policy soft-denies (ask) inside canUseTool; without it an ask
   * is a deny.
   */
  onAsk?: (request: {
    toolName: string;
    input: Record<string, unknown>;
    reason: string;
  }) => Promise<boolean>;
}

const HANDLED: readonly HookEvent[] = KNOWN_EVENTS;

/**
 * The Claude Code shape and the SDK's are the same JSON; the types differ only
 * in how precisely they are spelled.
 */
function toSdk(output: HookOutput | null): HookJSONOutput {
  return (output ?? {}) as HookJSONOutput;
}

/**
 * One hook answered in-process, as `wukong hook` answers it; a failure around
 * the handler (the ledger could not be opened or written: a decision not
 * recorded is not made) fails closed.
 */
async function answer(
  workspace: string,
  config: WukongConfig,
  input: AnyHookInput,
): Promise<HookOutput | null> {
  try {
    const made = makeHookEnv(workspace, config);
    const result = await handleHookInput(input, made.env);
    flushRecords(made, input.session_id);
    return result.output;
  } catch (error) {
    const lang = hookLanguage({ config });
    return failClosedAnswer(
      input.hook_event_name,
      FAIL_CLOSED_WORDS[lang].internal(errorText(error, lang)),
      { withNext: true, lang },
    );
  }
}

export function createWukongHooks(
  options: WukongSdkOptions = {},
): Partial<Record<HookEvent, HookCallbackMatcher[]>> {
  const workspace = options.workspace ?? workspaceRoot(process.cwd());
  const { config } = loadConfig(workspace);
  const hooks: Partial<Record<HookEvent, HookCallbackMatcher[]>> = {};
  for (const event of options.events ?? HANDLED) {
    hooks[event] = [
      {
        hooks: [
          async (input: HookInput) => {
            const parsed = BaseHookInput.safeParse(input);
            if (!parsed.success)
              return toSdk(
                failClosedAnswer(event, 'malformed hook input', {
                  lang: hookLanguage({ config }),
                }),
              );
            return toSdk(await answer(workspace, config, parsed.data));
          },
        ],
      },
    ];
  }
  return hooks;
}

export function createWukongCanUseTool(
  options: WukongSdkOptions = {},
): CanUseTool {
  const workspace = options.workspace ?? workspaceRoot(process.cwd());
  const { config } = loadConfig(workspace);
  return async (
    toolName,
    input,
    { toolUseID, agentID },
  ): Promise<PermissionResult> => {
    const output = await answer(workspace, config, {
      session_id: 'agent-sdk',
      cwd: workspace,
      hook_event_name: 'PreToolUse',
      tool_name: toolName,
      tool_input: input,
      tool_use_id: toolUseID,
      ...(agentID ? { agent_id: agentID } : {}),
    } as AnyHookInput);
    const decision = output?.hookSpecificOutput?.permissionDecision;
    const reason = output?.hookSpecificOutput?.permissionDecisionReason ?? '';
    if (decision === 'deny')
      return { behavior: 'deny', message: reason, toolUseID };
    if (
      decision === 'ask' &&
      !(options.onAsk && (await options.onAsk({ toolName, input, reason })))
    ) {
      return {
        behavior: 'deny',
        message: `${reason} (not authorized)`,
        toolUseID,
      };
    }
    const updatedInput = output?.hookSpecificOutput?.updatedInput;
    return {
      behavior: 'allow',
      updatedInput: updatedInput ?? input,
      toolUseID,
    };
  };
}

/**
 * canUseTool for the workspace around process.cwd(), asks treated as denies.
 */
export const wukongCanUseTool: CanUseTool = (toolName, input, options) =>
  createWukongCanUseTool()(toolName, input, options);
