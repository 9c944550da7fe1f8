// Input: machines, policies, src/runtime, src/report, src/gate and src/shell
// Output: the library surface for embedding Wukong in an agent runner: machines, judges, vocabulary, persistence, reports, the GateRunner and the security gate (command and path policies, the bash parser, GateContext preparation)
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
export { pipelineMachine, createPipeline, batchMachine, createBatch, machineCatalog } from '../machines/index.js';
export type { PipelineContext, PipelineEvent, PipelineInput, PipelineOutput } from '../machines/pipeline.context.js';
export type { BatchContext, BatchEvent, BatchInput, BatchOutcome } from '../machines/batch.machine.js';
export { loadPipeline, newPipeline, savePipeline } from './runtime/pipeline-state.js';
export { verifySubmission } from './runtime/verify-session.js';
export { pipelineResult } from './report/pipeline-result.js';
export type { PipelineResult } from './report/pipeline-result.js';
export { loadConfig } from './config/load-config.js';
export { run } from './cli/main.js';
// The GateRunner and the security gate: command and path policies over the real shell parser.
export { definePolicy, gateFinding } from '../policies/gate/define-policy.js';
export type { Policy } from '../policies/gate/define-policy.js';
export type { GateContext, GateFacts } from '../policies/gate/gate-context.js';
export { PolicyRegistry } from './gate/registry.js';
export { runGate, decisionVerb } from './gate/run-gate.js';
export { securityPolicies, commandPolicies, pathPolicies } from '../policies/jie/security/gate-policies.js';
export { analyzeShell } from '../policies/jie/security/commands/extract.js';
export type { ShellAnalysis, ShellCommand, ShellWord, ShellProblem, InlineCode } from '../policies/jie/security/commands/shell-command.js';
export { placeOf } from '../policies/jie/security/paths/path-place.js';
export { initBashParser, analyzeBash, bashParserReady, parserInitMs } from './shell/bash-parser.js';
export { bashGateContext, prepareBashContext, pathGateContext, workspaceOf } from './gate/prepare-context.js';
export { resolvePaths, findWorkspace } from './gate/resolve-paths.js';
