// adviseOnPrompt, throttlePrompt, muteThrottleRule, throttleStatus and
// onPreCompact as the library offers them: the workspace's config read once per
// call (a library call is a process entry), then passed to src/throttle and
// src/context, which never read it themselves
// Pos: src/hosts/library/configured, the library's entries that need the
// workspace's configuration; the same signatures embedders had, so no caller
// changes
import {
  languageOf,
  languageSetting,
} from '../../../../policies/vocabulary/messages/index.js';
import type {
  PreCompactInput,
  PreCompactResult,
} from '../../../context/claude-code.js';
import { onPreCompact as archiveBeforeCompact } from '../../../context/claude-code.js';
import { loadConfig } from '../../../platform/config/load-config.js';
import type {
  AdviseOnPromptInput,
  PromptAdvice,
} from '../../../throttle/advise.js';
import { adviseOnPrompt as advise } from '../../../throttle/advise.js';
import type { RuleStatus } from '../../../throttle/throttle-session.js';
import type {
  ThrottleRequest,
  ThrottleResponse,
} from '../../../throttle/throttle-runtime.js';
import {
  muteThrottleRule as mute,
  throttlePrompt as advisePrompt,
  throttleStatus as status,
} from '../../../throttle/throttle-runtime.js';

/**
 * The throttle hint for a Claude Code prompt, with the config of
 * `input.workspace` (wukong.config.json or .wukong/config.json).
 */
export function adviseOnPrompt(
  input: Omit<AdviseOnPromptInput, 'config'>,
): PromptAdvice {
  return advise({
    ...input,
    config: loadConfig(input.workspace).config.throttle,
  });
}

/** One prompt advised with the workspace's config and persisted state. */
export function throttlePrompt(
  request: Omit<ThrottleRequest, 'config'>,
): ThrottleResponse {
  return advisePrompt({
    ...request,
    config: loadConfig(request.workspace).config.throttle,
  });
}

export function muteThrottleRule(
  workspace: string,
  ruleId: string,
  muted: boolean,
  now: number,
): RuleStatus {
  return mute(
    workspace,
    loadConfig(workspace).config.throttle,
    ruleId,
    muted,
    now,
  );
}

export function throttleStatus(workspace: string, now: number): RuleStatus[] {
  return status(workspace, loadConfig(workspace).config.throttle, now);
}

/**
 * Ruyi's archive before a compaction, with the workspace's `context` section.
 */
export function onPreCompact(
  input: Omit<PreCompactInput, 'config'>,
): Promise<PreCompactResult> {
  const { config } = loadConfig(input.workspace);
  return archiveBeforeCompact({
    lang: languageOf(languageSetting(config), process.env),
    ...input,
    config: config.context,
  });
}
