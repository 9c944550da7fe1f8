// The subpath `wukong/throttle`: seed 003's pre-call throttle as a library —
// advise on a prompt before it is sent (never blocking), with each rule's
// cooldown, mute and continue streak kept per workspace, or the pure engine
// alone
// Pos: src/hosts/library, one entry of the package's exports; re-exports only.
// The per-rule machine is in the root export (throttleMachine)

// What Claude Code's UserPromptSubmit hook calls: the decision for a prompt
// and, on a hit, a short systemMessage; the workspace's state honoured and
// updated.
export { adviseOnPrompt } from './configured/config-entries.js';
export type {
  AdviseOnPromptInput,
  PromptAdvice,
} from '../../throttle/advise.js';
// One prompt advised with the workspace's config and persisted state, as
// `wukong throttle` does.
export { throttlePrompt } from './configured/config-entries.js';
export type {
  ThrottleRequest,
  ThrottleResponse,
} from '../../throttle/throttle-runtime.js';
// Mute or unmute a rule in a workspace.
export { muteThrottleRule } from './configured/config-entries.js';
// Each rule's state in a workspace: enabled, muted, cooling down until,
// continue streak.
export { throttleStatus } from './configured/config-entries.js';
export type { RuleStatus } from '../../throttle/throttle-session.js';
// The pure engine (seed 003 §2): an envelope and an engine config in, a
// RuleDecision out; no memory across calls.
export { evaluate } from '../../../policies/throttle/engine.js';
// evaluate with its workings: the features and every rule's confidence or why
// it stayed silent.
export { evaluateDetailed } from '../../../policies/throttle/engine.js';
export type {
  DetailedEvaluation,
  RuleCandidate,
} from '../../../policies/throttle/engine.js';
export type { EvaluationFacts } from '../../../policies/throttle/rules/rule.js';
// The schema (and type) of the `throttle` section of wukong.config.json (seed
// 003 §9's defaults).
export { ThrottleConfig } from '../../../policies/vocabulary/config.js';
// The engine config of a `throttle` section.
export { ruleEngineConfig } from '../../../policies/vocabulary/config.js';
// The schema (and type) of what the engine judges: the prompt, mode, model,
// language and context signals.
export { PromptEnvelope } from '../../../policies/vocabulary/throttle.js';
// The schema (and type) of the engine's answer: its hits and the recommended
// one, each offering `continue` first.
export { RuleDecision } from '../../../policies/vocabulary/throttle.js';
