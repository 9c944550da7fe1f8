// ThrottleSettings, throttleTurn (one prompt: evaluate, read the user's choice
// on the last hint, run each rule's machine for cooldown / mute / continue
// streak, keep only the hints shown), setRuleMuted, ruleStatuses
// Pos: src/throttle, the composition of the pure engine and the per-rule
// machines over a state value; no files and no clock (the prompt's ts is the
// time), so tests and properties drive it directly; ./throttle-runtime adds the
// I/O
import { fragment } from '../../policies/vocabulary/messages/say.js';
import type {
  ThrottleOutcome,
  ThrottleStateName,
} from '../../machines/throttle.machine.js';
import {
  throttleContext,
  throttleMachine,
  throttleStateName,
} from '../../machines/throttle.machine.js';
import type { PromptSetting } from '../../policies/throttle/choice.js';
import { inferChoice } from '../../policies/throttle/choice.js';
import type { DetailedEvaluation } from '../../policies/throttle/engine.js';
import {
  builtinThrottleRules,
  decide,
  evaluateDetailed,
  ruleSwitch,
} from '../../policies/throttle/engine.js';
import type { EvaluationFacts } from '../../policies/throttle/rules/rule.js';
import type {
  PromptEnvelope,
  RuleDecision,
  RuleEngineConfig,
  RuleHit,
} from '../../policies/vocabulary/throttle.js';
import { PersistedMachine } from '../actors/persisted-machine.js';
import type {
  PersistedRule,
  SessionRecord,
  ThrottleState,
} from './throttle-state.js';

export interface ThrottleSettings {
  cfg: RuleEngineConfig;
  cooldownMs: number;
  continuesToInfo: number;
}

export interface TurnInput {
  envelope: PromptEnvelope;
  sessionId: string;
  facts?: EvaluationFacts;
  /**
   * The setting the caller chose explicitly (CLI flags), remembered for the
   * session's next prompt.
   */
  remember?: Partial<Pick<SessionRecord, 'mode' | 'modelId' | 'tier'>>;
}

export interface HeldBack {
  ruleId: string;
  reason: ThrottleOutcome['reason'];
}

export interface TurnResult {
  /**
   * The hints to show: the engine's hits minus those held back, severities as
   * the machines lowered them.
   */
  decision: RuleDecision;
  state: ThrottleState;
  evaluation: DetailedEvaluation;
  heldBack: HeldBack[];
  /**
   * The choice read from this prompt about the previous hint, if one was
   * pending.
   */
  choice?: { choice: ReturnType<typeof inferChoice>; ruleIds: string[] };
}

const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_SESSIONS = 50;

type RuleActor = PersistedMachine<typeof throttleMachine>;

/**
 * The state value each name of the state file stands for (the inverse of
 * throttleStateName).
 */
const VALUE: Record<Exclude<ThrottleStateName, 'idle'>, unknown> = {
  coolingDown: { active: 'coolingDown' },
  muted: 'muted',
};

function actorFor(
  state: ThrottleState,
  ruleId: string,
  settings: ThrottleSettings,
  actors: Map<string, RuleActor>,
): RuleActor {
  let actor = actors.get(ruleId);
  if (!actor) {
    const saved = state.rules[ruleId];
    const input = {
      ruleId,
      cooldownMs: settings.cooldownMs,
      continuesToInfo: settings.continuesToInfo,
      lastShownAt: saved?.lastShownAt ?? null,
      continueStreak: saved?.continueStreak ?? 0,
    };
    // The state file is plain data the user may edit, checked when it was read:
    // a rule state the machine lacks is refused like any damaged throttle file,
    // never silently reset.
    actor =
      !saved || saved.state === 'idle'
        ? PersistedMachine.start(throttleMachine, input)
        : PersistedMachine.resolve(
            throttleMachine,
            { value: VALUE[saved.state], context: throttleContext(input) },
            {
              onMismatch: 'refuse',
              where: fragment('error.throttle.rule-where', { rule: ruleId }),
              remedy: fragment('error.throttle.remedy'),
            },
          );
    actors.set(ruleId, actor);
  }
  return actor;
}

function persist(
  actors: Map<string, RuleActor>,
  rules: Record<string, PersistedRule>,
): Record<string, PersistedRule> {
  const out = { ...rules };
  for (const [ruleId, actor] of actors) {
    const snapshot = actor.snapshot;
    out[ruleId] = {
      state: throttleStateName(snapshot.value),
      lastShownAt: snapshot.context.lastShownAt,
      continueStreak: snapshot.context.continueStreak,
    };
  }
  return out;
}

function pruneSessions(
  sessions: Record<string, SessionRecord>,
  now: number,
): Record<string, SessionRecord> {
  const recent = Object.entries(sessions)
    .filter(([, s]) => now - s.seenAt < SESSION_TTL_MS)
    .sort(([, a], [, b]) => b.seenAt - a.seenAt)
    .slice(0, MAX_SESSIONS);
  return Object.fromEntries(recent);
}

export function throttleTurn(
  state: ThrottleState,
  turn: TurnInput,
  settings: ThrottleSettings,
): TurnResult {
  const now = turn.envelope.ts;
  const evaluation = evaluateDetailed(
    turn.envelope,
    settings.cfg,
    turn.facts ?? {},
  );
  const setting: PromptSetting = evaluation.features
    ? {
        mode: evaluation.features.mode,
        modelId: evaluation.features.modelId,
        tier: evaluation.features.tier,
      }
    : {
        mode: turn.envelope.mode,
        modelId: turn.envelope.model.id,
        tier: turn.envelope.model.tier,
      };
  const actors = new Map<string, RuleActor>();
  const session = state.sessions[turn.sessionId];

  // The previous hint's fate: this prompt shows what the user did about it.
  let choice: TurnResult['choice'];
  if (session?.shown) {
    choice = {
      choice: inferChoice(session.shown.setting, setting),
      ruleIds: session.shown.ruleIds,
    };
    for (const ruleId of session.shown.ruleIds)
      actorFor(state, ruleId, settings, actors).send({
        type: 'CHOICE',
        ts: now,
        choice: choice.choice,
      });
  }
  // Time passes for every rule that remembers something, hit or not.
  for (const ruleId of Object.keys(state.rules))
    actorFor(state, ruleId, settings, actors).send({ type: 'CLOCK', ts: now });

  const shown: RuleHit[] = [];
  const heldBack: HeldBack[] = [];
  for (const hit of evaluation.decision.hits) {
    const actor = actorFor(state, hit.ruleId, settings, actors);
    actor.send({ type: 'HIT', ts: now, severity: hit.severity });
    const outcome = actor.snapshot.context.outcome;
    if (outcome?.shown && outcome.ts === now)
      shown.push(
        outcome.severity === hit.severity
          ? hit
          : {
              ...hit,
              severity: outcome.severity,
              reasons: [
                ...hit.reasons,
                `连续 ${settings.continuesToInfo} 次选择继续：降为 info`,
              ],
            },
      );
    else
      heldBack.push({
        ruleId: hit.ruleId,
        reason: outcome?.reason ?? 'cooling-down',
      });
  }
  const decision = decide(shown);

  const record: SessionRecord = {
    seenAt: now,
    ...(session?.mode !== undefined ? { mode: session.mode } : {}),
    ...(session?.modelId !== undefined ? { modelId: session.modelId } : {}),
    ...(session?.tier !== undefined ? { tier: session.tier } : {}),
    ...turn.remember,
    ...(shown.length
      ? { shown: { ts: now, ruleIds: shown.map((h) => h.ruleId), setting } }
      : {}),
  };
  const next: ThrottleState = {
    v: 1,
    rules: persist(actors, state.rules),
    sessions: pruneSessions(
      { ...state.sessions, [turn.sessionId]: record },
      now,
    ),
  };
  return {
    decision,
    state: next,
    evaluation,
    heldBack,
    ...(choice ? { choice } : {}),
  };
}

/**
 * §5.1 mute from the user (the mute_rule action, `wukong throttle --mute`), or
 * unmute.
 */
export function setRuleMuted(
  state: ThrottleState,
  ruleId: string,
  muted: boolean,
  ts: number,
  settings: ThrottleSettings,
): ThrottleState {
  const actors = new Map<string, RuleActor>();
  actorFor(state, ruleId, settings, actors).send({
    type: muted ? 'MUTE' : 'UNMUTE',
    ts,
  });
  return { ...state, rules: persist(actors, state.rules) };
}

export interface RuleStatus {
  ruleId: string;
  enabled: boolean;
  /** Muted in wukong.config.json. */
  configMuted: boolean;
  state: PersistedRule['state'];
  /** While cooling down: when the next hint may show. */
  coolingUntil: number | null;
  continueStreak: number;
}

export function ruleStatuses(
  state: ThrottleState,
  settings: ThrottleSettings,
  now: number,
): RuleStatus[] {
  return builtinThrottleRules.map((rule) => {
    const saved = state.rules[rule.id];
    const { enabled, muted } = ruleSwitch(settings.cfg, rule);
    const last = saved?.lastShownAt ?? null;
    const cooling =
      saved?.state === 'coolingDown' &&
      last !== null &&
      now - last < settings.cooldownMs;
    return {
      ruleId: rule.id,
      enabled,
      configMuted: muted,
      state: saved
        ? saved.state === 'coolingDown' && !cooling
          ? 'idle'
          : saved.state
        : 'idle',
      coolingUntil:
        cooling && last !== null ? last + settings.cooldownMs : null,
      continueStreak: saved?.continueStreak ?? 0,
    };
  });
}
