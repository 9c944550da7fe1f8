// Input: machines, policies, src/runtime, src/report and src/throttle
// Output: the library surface for embedding Wukong in an agent runner: machines, judges, the throttle, vocabulary, persistence, reports
// Pos: src's front door (package "exports"); re-exports only, so the CLI and library never diverge
export * from '../policies/vocabulary/index.js';
export { avatars, avatarList, resolveAvatar, toolRight } from '../policies/avatars.js';
export type { AvatarRow } from '../policies/avatars.js';
export { trackRules } from '../policies/tracks.js';
export { judgeJie } from '../policies/jie/judge.js';
export { judgeDing } from '../policies/ding/judge.js';
export { judgeHui } from '../policies/hui/judge.js';
export { selectAnchors } from '../policies/shi/write-threshold.js';
export { builtinSecurityRules, runSecurityRules } from '../policies/jie/security/registry.js';
export { defineSecurityRule } from '../policies/jie/security/rule.js';
export type { SecurityRule, SecurityHit, SecurityInput } from '../policies/jie/security/rule.js';
export { pipelineMachine, createPipeline, batchMachine, createBatch, throttleMachine, createThrottle, machineCatalog } from '../machines/index.js';
export type { ThrottleContext, ThrottleEvent, ThrottleInput, ThrottleOutcome } from '../machines/throttle.machine.js';
export { evaluate, evaluateDetailed, builtinThrottleRules, decide } from '../policies/throttle/engine.js';
export { extractFeatures } from '../policies/throttle/features.js';
export { parsePromptTags } from '../policies/throttle/prompt-tags.js';
export { defineThrottleRule } from '../policies/throttle/rule.js';
export type { ThrottleRule, RuleInput, RuleAssessment, EvaluationFacts } from '../policies/throttle/rule.js';
export type { DocTargetFacts } from '../policies/throttle/doc-targets.js';
export { adviseOnPrompt } from './throttle/advise.js';
export type { AdviseOnPromptInput, PromptAdvice } from './throttle/advise.js';
export { throttlePrompt, muteThrottleRule, throttleStatus } from './throttle/throttle-runtime.js';
export { throttleTurn } from './throttle/throttle-session.js';
export type { PipelineContext, PipelineEvent, PipelineInput, PipelineOutput } from '../machines/pipeline.context.js';
export type { BatchContext, BatchEvent, BatchInput, BatchOutcome } from '../machines/batch.machine.js';
export { loadPipeline, newPipeline, savePipeline } from './runtime/pipeline-state.js';
export { verifySubmission } from './runtime/verify-session.js';
export { pipelineResult } from './report/pipeline-result.js';
export type { PipelineResult } from './report/pipeline-result.js';
export { loadConfig } from './config/load-config.js';
export { run } from './cli/main.js';
