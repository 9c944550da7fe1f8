// throttleSettings, throttlePrompt (one prompt advised with the workspace's
// throttle section and persisted state), muteThrottleRule, throttleStatus —
// what `wukong throttle` and adviseOnPrompt run
// Pos: src/throttle, the effects around the pure session: read and write the
// state under its lock, read the named files. The configuration is the caller's
// (loaded once by the process entry, src/hosts), never read here
import {
  hintLanguage,
  type Lang,
} from '../../policies/vocabulary/messages/index.js';
import { withLock } from '../platform/store/file-lock.js';
import { tierForModel } from '../../policies/throttle/signals/model-tier.js';
import type { ThrottleConfig } from '../../policies/vocabulary/config.js';
import {
  cooldownMsOf,
  ruleEngineConfig,
} from '../../policies/vocabulary/config.js';
import type {
  EditorMode,
  ModelTier,
  Strictness,
} from '../../policies/vocabulary/throttle.js';
import { buildEnvelope } from './envelope.js';
import type {
  RuleStatus,
  ThrottleSettings,
  TurnResult,
} from './throttle-session.js';
import {
  ruleStatuses,
  setRuleMuted,
  throttleTurn,
} from './throttle-session.js';
import {
  emptyThrottleState,
  loadThrottleState,
  saveThrottleState,
  throttleStatePath,
} from './throttle-state.js';

export function throttleSettings(
  section: ThrottleConfig,
  strictness?: Strictness,
): ThrottleSettings {
  const cfg = ruleEngineConfig(section);
  if (strictness) cfg.strictness = strictness;
  return {
    cfg,
    cooldownMs: cooldownMsOf(section),
    continuesToInfo: section.continuesToInfo,
  };
}

export interface ThrottleRequest {
  /** The folder whose .wukong/throttle.json applies. */
  workspace: string;
  /** The workspace's `throttle` section, as the process entry loaded it. */
  config: ThrottleConfig;
  prompt: string;
  /**
   * Explicit setting; what is not given comes from the session's last explicit
   * one (§8.2 记忆上次选择), else unknown.
   */
  mode?: EditorMode;
  modelId?: string;
  tier?: ModelTier;
  strictness?: Strictness;
  sessionId: string;
  /**
   * ms since the epoch: the prompt's time, and the only clock cooldowns see.
   */
  now: number;
  /**
   * false: advise without reading or writing the state (no cooldown, no
   * memory).
   */
  persist?: boolean;
  /**
   * The user's language (config, else locale), for a prompt in neither
   * English nor Chinese; a hint otherwise speaks the prompt's language.
   */
  language?: Lang;
}

export interface ThrottleResponse extends TurnResult {
  statePath: string | null;
  /** The language the hint is worded in (the renderers use it). */
  lang: Lang;
}

export function throttlePrompt(request: ThrottleRequest): ThrottleResponse {
  const settings = throttleSettings(request.config, request.strictness);
  const persist = request.persist !== false;
  const statePath = persist ? throttleStatePath(request.workspace) : null;
  // Read, decide, write under the state file's lock: two prompts at once must
  // not lose a cooldown or a continue.
  return statePath
    ? withLock(`${statePath}.lock`, () => turn(request, settings, statePath))
    : turn(request, settings, null);
}

function turn(
  request: ThrottleRequest,
  settings: ThrottleSettings,
  statePath: string | null,
): ThrottleResponse {
  const state = statePath ? loadThrottleState(statePath) : emptyThrottleState();
  const session = state.sessions[request.sessionId];
  const mode = request.mode ?? session?.mode ?? 'unknown';
  const modelId = request.modelId ?? session?.modelId ?? 'unknown';
  const tier =
    request.tier ??
    (request.modelId === undefined && session?.tier
      ? session.tier
      : tierForModel(modelId, settings.cfg.reasoningModelIds));
  const { envelope, facts } = buildEnvelope({
    workspace: request.workspace,
    prompt: request.prompt,
    mode,
    modelId,
    tier,
    now: request.now,
    ...(session
      ? {
          history: {
            ...(session.mode ? { lastMode: session.mode } : {}),
            ...(session.modelId ? { lastModelId: session.modelId } : {}),
          },
        }
      : {}),
  });
  const remember = {
    ...(request.mode ? { mode: request.mode } : {}),
    ...(request.modelId ? { modelId: request.modelId } : {}),
    ...(request.tier || request.modelId ? { tier } : {}),
  };
  const result = throttleTurn(
    state,
    {
      envelope,
      sessionId: request.sessionId,
      facts: {
        ...facts,
        ...(request.language ? { language: request.language } : {}),
      },
      remember,
    },
    settings,
  );
  if (statePath) saveThrottleState(statePath, result.state);
  const lang = hintLanguage(envelope.language, request.language ?? 'en');
  return { ...result, statePath, lang };
}

export function muteThrottleRule(
  workspace: string,
  config: ThrottleConfig,
  ruleId: string,
  muted: boolean,
  now: number,
): RuleStatus {
  const settings = throttleSettings(config);
  const path = throttleStatePath(workspace);
  return withLock(`${path}.lock`, () => {
    const next = setRuleMuted(
      loadThrottleState(path),
      ruleId,
      muted,
      now,
      settings,
    );
    saveThrottleState(path, next);
    return ruleStatuses(next, settings, now).find(
      (s) => s.ruleId === ruleId,
    ) as RuleStatus;
  });
}

export function throttleStatus(
  workspace: string,
  config: ThrottleConfig,
  now: number,
): RuleStatus[] {
  const settings = throttleSettings(config);
  return ruleStatuses(
    loadThrottleState(throttleStatePath(workspace)),
    settings,
    now,
  );
}
