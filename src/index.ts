// Input: machines, policies, src/runtime and src/report
// Output: the library surface for embedding Wukong in an agent runner: machines, judges, vocabulary, persistence, reports
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
export { scanSecrets } from '../policies/jie/security/secrets/scan-secrets.js';
export type { SecretFinding, ScanOptions } from '../policies/jie/security/secrets/scan-secrets.js';
export { redact, redactDeep } from '../policies/jie/security/secrets/redact.js';
export { secretsPolicy } from '../policies/jie/security/secrets/secrets-policy.js';
export { knownSecretRule } from '../policies/jie/security/known-secret.js';
export { pipelineMachine, createPipeline, batchMachine, createBatch, machineCatalog } from '../machines/index.js';
export type { PipelineContext, PipelineEvent, PipelineInput, PipelineOutput } from '../machines/pipeline.context.js';
export type { BatchContext, BatchEvent, BatchInput, BatchOutcome } from '../machines/batch.machine.js';
export { loadPipeline, newPipeline, savePipeline } from './runtime/pipeline-state.js';
export { verifySubmission } from './runtime/verify-session.js';
export { pipelineResult } from './report/pipeline-result.js';
export type { PipelineResult } from './report/pipeline-result.js';
export { loadConfig } from './config/load-config.js';
export { run } from './cli/main.js';
