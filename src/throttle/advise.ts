// adviseOnPrompt — what a Claude Code UserPromptSubmit hook calls: the
// RuleDecision for the prompt and, on a hit, a short systemMessage; the
// workspace's cooldown / mute / continue-streak state honoured and updated
// Pos: src/throttle, the Claude Code seam; it never blocks and returns no
// decision field for the hook: the hook answers `{systemMessage}` (or nothing)
// and lets the prompt through. The config is the hook's (loaded once per hook);
// a damaged state file throws UsageError
import type { ThrottleConfig } from '../../policies/vocabulary/config.js';
import type { RuleDecision } from '../../policies/vocabulary/throttle.js';
import type { Lang } from '../../policies/vocabulary/messages/index.js';
import { modeFromPermission } from './envelope.js';
import { renderSystemMessage } from './render.js';
import { throttlePrompt } from './throttle-runtime.js';

export interface AdviseOnPromptInput {
  /** The hook's workspace: its .wukong/throttle.json applies. */
  workspace: string;
  /** The workspace's `throttle` section, as the hook loaded it. */
  config: ThrottleConfig;
  /** UserPromptSubmit's `prompt`. */
  prompt: string;
  /**
   * UserPromptSubmit's `permission_mode`: "plan" is Plan mode, any other is
   * Agent, absent is unknown.
   */
  permissionMode?: string;
  /**
   * SessionStart's `model`, remembered by the caller for the session; absent
   * leaves the tier to the prompt's tags.
   */
  modelId?: string;
  /**
   * The hook's `session_id`: the user's choice on a hint is read from that
   * session's next prompt.
   */
  sessionId?: string;
  /** ms since the epoch (the hook passes Date.now()). */
  now: number;
  /**
   * The user's language (config, else locale) for a prompt in neither English
   * nor Chinese; absent: English.
   */
  language?: Lang;
}

export interface PromptAdvice {
  decision: RuleDecision;
  /** Present only when a hint is shown. */
  systemMessage?: string;
}

export function adviseOnPrompt(input: AdviseOnPromptInput): PromptAdvice {
  const mode = modeFromPermission(input.permissionMode);
  const { decision, lang } = throttlePrompt({
    workspace: input.workspace,
    config: input.config,
    prompt: input.prompt,
    ...(mode !== 'unknown' ? { mode } : {}),
    ...(input.modelId ? { modelId: input.modelId } : {}),
    sessionId: input.sessionId ?? 'claude-code',
    now: input.now,
    ...(input.language ? { language: input.language } : {}),
  });
  const systemMessage = renderSystemMessage(decision, lang);
  return systemMessage ? { decision, systemMessage } : { decision };
}
