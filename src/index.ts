// Input: machines, policies, src/runtime and src/report
// Output: the library surface for embedding Wukong in an agent runner: machines, judges, vocabulary, persistence, reports,
//         Ruyi context (DCP, forms, anchors, archives, rescue) and the Claude Code hook functions onPreCompact / onSessionStart
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
export { pipelineMachine, createPipeline, batchMachine, createBatch, contextMachine, createContextTracker, anchorMachine, createAnchorLifecycle, machineCatalog } from '../machines/index.js';
export type { ContextEvent, ContextTrackerContext, EffectRequest } from '../machines/context.machine.js';
export type { AnchorEvent } from '../machines/anchor.machine.js';
export { parseTranscript, serializeTranscript } from '../policies/context/transcript/parse-transcript.js';
export type { Transcript } from '../policies/context/transcript/parse-transcript.js';
export { contextView } from '../policies/context/transcript/context-view.js';
export { pruneTranscript } from '../policies/context/dcp/plan.js';
export type { PruneOptions, PruneResult, PruneItem } from '../policies/context/dcp/plan.js';
export { restoreTranscript, findPlaceholders } from '../policies/context/dcp/restore.js';
export { parsePlaceholders } from '../policies/context/dcp/placeholder.js';
export { dcpReport } from '../policies/context/dcp/report.js';
export { renderForms } from '../policies/context/forms/render-forms.js';
export { detectSessionErrors } from '../policies/context/rescue/session-errors.js';
export { ERROR_CLASSES, classifyError } from '../policies/context/rescue/error-classes.js';
export { manualSwitch } from '../policies/context/manual-switch.js';
export { judgeAnchorWrite } from '../policies/anchors/anchor-gate.js';
export { renderAnchor, renderAnchorCompact } from '../policies/anchors/anchor-render.js';
export { searchAnchors, relevantAnchors } from '../policies/anchors/anchor-search.js';
export { onPreCompact, onSessionStart } from './context/claude-code.js';
export type { PreCompactInput, PreCompactResult, SessionStartInput, SessionStartResult } from './context/claude-code.js';
export { pruneFile, restoreFile } from './context/prune-file.js';
export { loadTokenCounter } from './context/token-counter.js';
export { addAnchor, obsoleteAnchor, readAnchors, recordAnchorEvents, parseDraft } from './context/anchor-store.js';
export { archiveSession, listArchives } from './context/archive.js';
export { loadArchive } from './context/load-archive.js';
export { runRescue, readRecoveryState } from './context/rescue.js';
export type { PipelineContext, PipelineEvent, PipelineInput, PipelineOutput } from '../machines/pipeline.context.js';
export type { BatchContext, BatchEvent, BatchInput, BatchOutcome } from '../machines/batch.machine.js';
export { loadPipeline, newPipeline, savePipeline } from './runtime/pipeline-state.js';
export { verifySubmission } from './runtime/verify-session.js';
export { pipelineResult } from './report/pipeline-result.js';
export type { PipelineResult } from './report/pipeline-result.js';
export { loadConfig } from './config/load-config.js';
export { run } from './cli/main.js';
