// The subpath `wukong/harness`: seed 004's harness as a library — the
// LoopKernel run with its effects, VerifyPlan (what may verify, run without a
// shell), evidence and what shipping rests on, runs of work, the
// CompletionPromise, the audit
// Pos: src/hosts/library, one entry of the package's exports; re-exports only.
// The loop and checkpoint machines are in the root export, the GateRunner in
// wukong/gate

// The LoopKernel for library callers: propose (gated), observe, claimDone
// (isolated evaluator, ship gate), verify (an accepted VerifyPlan, no shell);
// everything in the ledger.
export { LoopRuntime } from '../../harness/loop/loop-runtime.js';
export type { LoopRuntimeOptions } from '../../harness/loop/loop-runtime.js';
// One loop actor that lives across processes: opened fresh or from its
// persisted snapshot, each event recorded before it is applied.
export { LoopSession } from '../../harness/loop/loop-session.js';
// A LoopSession's recorder that writes machine.start / event / state straight
// into a ledger.
export { ledgerRecorder } from '../../harness/loop/loop-recorder.js';
export type { LoopRecorder } from '../../harness/loop/loop-recorder.js';
// The next segment's input from a stopped loop's output and the user's grant (a
// new, equally bounded budget after a budget stop), or why not.
export { resumeInput } from '../../../machines/loop.context.js';
// The loop machine's final state for each stop reason.
export { STOP_STATES } from '../../../machines/loop.machine.js';
// A stop report as the text a user reads: why the loop stopped and what would
// let it continue.
export { describeStop } from '../../../policies/harness/loop/stop-report.js';
// The schema (and type) of an action proposed to the loop: a tool call, a
// write, a verification, a question, a delegation.
export { ActionPlan } from '../../../policies/vocabulary/action.js';
// The schema (and type) of what an action's run showed the loop.
export { Observation } from '../../../policies/vocabulary/action.js';
// The schema (and type) of why a loop stopped and what would let it continue.
export { StopReport } from '../../../policies/vocabulary/loop.js';
// The schema (and type) of a CompletionPromise: objective, acceptance criteria
// with their verify commands, allowed and disallowed scope.
export { CompletionPromise } from '../../../policies/vocabulary/loop.js';
// The workspace's CompletionPromise in .wukong/promise.json: set, read, clear.
export { PromiseStore } from '../../harness/promise/promise-store.js';
// The schema (and type) of an evidence record; sourceTrust is required.
export { EvidenceRecord } from '../../../policies/vocabulary/evidence.js';
// Evidence records under .wukong/evidence/, one file each, written atomically.
export { EvidenceStore } from '../../harness/evidence/evidence-store.js';
// Whether an evidence record may count as a passing run, and why (sourceTrust,
// an exit code of 0).
export { greenness } from '../../../policies/evidence/trust.js';
// Per criterion of a promise: proven, proven with residual risk or unproven,
// and the findings that block shipping.
export { shipReadiness } from '../../../policies/evidence/ship-readiness.js';
export type { ShipReadiness } from '../../../policies/evidence/ship-readiness.js';
// Runs of work in .wukong/work/: start, plan, phases after their gate
// decisions, questions, the active run.
export { RunRegistry } from '../../harness/runs/run-registry.js';
// May this command verify? An accepted VerifyPlan (argv, no shell) or the
// reason it is refused.
export { judgeVerifyCommand } from '../../../policies/harness/verify/verify-plan.js';
// The verifications a promise's criteria need, never taken from its goal text.
export { verifyPlansFor } from '../../../policies/harness/verify/verify-plan.js';
export type {
  VerifyPlan,
  VerifyJudgement,
  VerifyFacts,
} from '../../../policies/harness/verify/verify-plan.js';
// A workspace's package.json scripts, for VerifyFacts (null without a
// package.json).
export { readPackageScripts } from '../../harness/verify/package-scripts.js';
// Run an accepted VerifyPlan's argv directly, never through a shell: exit code
// and output.
export { runVerifyPlan } from '../../harness/verify/run-verify-plan.js';
// The facts `wukong audit` scores: registry coverage, installation, the
// ledger's record, runs, evidence, fitness.
export { collectAuditFacts } from '../../harness/audit/collect-facts.js';
// Seed 004's seven audit scores (0–100) from those facts, with the failed
// checks as findings and their actions.
export { auditScores } from '../../../policies/harness/audit/audit-scores.js';
export type { AuditReport } from '../../../policies/harness/audit/audit-scores.js';
// Architecture fitness on a Wukong-layout tree: pure policies, machines without
// I/O, no shell in the loop, sourceTrust on evidence.
export { checkArchitecture } from '../../harness/audit/fitness.js';
export type { FitnessViolation } from '../../harness/audit/fitness.js';
