// Input: machines, policies, src/runtime, src/report, src/store (file lock), src/ledger
// Output: the library surface for embedding Wukong in an agent runner: machines, judges, vocabulary, persistence, reports, the ledger and its lock
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
export { withLock, acquireLock, readLockHolder, LockTimeoutError } from './store/file-lock.js';
export type { LockOptions, LockHolder, LockHandle } from './store/file-lock.js';
export { openLedger } from './ledger/ledger.js';
export type { Ledger, LedgerOptions, AppendInput } from './ledger/ledger.js';
export type { Redactor } from './ledger/redaction.js';
export { ledgerDir, ledgerLockPath } from './ledger/ledger-files.js';
export { canonicalJson, contextDigest, GENESIS_HASH } from './ledger/canonical.js';
export { recordMachineStart, recordMachineEvent, recordMachineState, recordGateDecision } from './ledger/record.js';
export type { MachineTarget, GateRecordContext } from './ledger/record.js';
export { verifyLedger } from './ledger/verify.js';
export type { VerifyReport, LedgerProblem } from './ledger/verify.js';
export { replayLedger } from './ledger/replay.js';
export type { ReplayReport, ActorReplay } from './ledger/replay.js';
export { tailLedger, readEntries } from './ledger/read-ledger.js';
export { redactRuleMatches } from '../policies/jie/security/redact-rule-matches.js';
export { run } from './cli/main.js';
