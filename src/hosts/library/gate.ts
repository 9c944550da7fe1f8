// The subpath `wukong/gate`: seed 004's GateRunner and the security gate —
// write a policy, register it, judge a tool call at a checkpoint, with commands
// read by the real bash parser
// Pos: src/hosts/library, one entry of the package's exports; re-exports only.
// The policies themselves stay internal: a registry is built from
// defaultRegistry or securityPolicies

// Define a gate policy: an id, the checkpoints it runs at and a pure check of
// the GateContext returning findings.
export { definePolicy } from '../../../policies/gate/define-policy.js';
// Build one finding of a policy: subject, severity, message and the next
// action.
export { gateFinding } from '../../../policies/gate/define-policy.js';
export type { Policy } from '../../../policies/gate/define-policy.js';
// The context a policy judges at checkpoint C (its subjects and payload follow
// C), what a caller passes, and what the runtime looked up.
export type {
  GateContext,
  GateInput,
  GateFacts,
  CheckpointPayloads,
} from '../../../policies/gate/gate-context.js';
// The policies to run, grouped by checkpoint; `new PolicyRegistry(policies)`.
export { PolicyRegistry } from '../../harness/gate/registry.js';
// Judge a GateContext at a checkpoint ('pre-tool', 'pre-write', 'post-tool',
// …): every policy's findings merged into one GateDecision, a policy that
// throws failing closed.
export { runGate } from '../../harness/gate/run-gate.js';
export type { RunGateOptions } from '../../harness/gate/run-gate.js';
// What a GateDecision tells the agent: 'allow', 'ask' or 'deny'.
export { decisionVerb } from '../../harness/gate/run-gate.js';
// The one decision over GateDecisions: allow / ask / deny (strongest finding
// wins; an Authorization lifts a soft-deny only).
export { verdictOf } from '../../../policies/gate/decision.js';
// The reasons a verdict gives the agent: each blocking finding's message and
// next action.
export { reasonsOf } from '../../../policies/gate/decision.js';
// What a host answers for a verdict (where `hooks.allowWhenPassed` applies).
export { hostAnswer } from '../../../policies/gate/decision.js';
// The verdict of a gate that broke: deny, saying why.
export { failClosed } from '../../../policies/gate/decision.js';
export type { Verb, Verdict } from '../../../policies/gate/decision.js';
// The schema (and type) of the gate's answer: allowed, findings, checkpoint,
// trace id.
export { GateDecision } from '../../../policies/vocabulary/gate.js';
// The registry Wukong runs out of the box (security, secrets, untrusted
// content, the loop's, phase and body policies), configured from
// wukong.config.json.
export { defaultRegistry } from '../../harness/gate/default-registry.js';
// The command, path and self-protection policies alone: `new
// PolicyRegistry(securityPolicies())`.
export { securityPolicies } from '../../../policies/security/gate-policies.js';
// Load the bash parser (web-tree-sitter, once per process); analyzeBash needs
// it.
export { initBashParser } from '../../platform/shell/bash-parser.js';
// Every simple command a bash source would run, wrappers peeled and nested
// shells followed (GateFacts.shell).
export { analyzeBash } from '../../platform/shell/bash-parser.js';
export type {
  ShellAnalysis,
  ShellCommand,
  ShellWord,
  ShellProblem,
} from '../../../policies/security/commands/shell-command.js';
// How long this process's initBashParser took, in ms, for start-up diagnostics.
export { parserInitMs } from '../../platform/shell/bash-parser.js';
// The GateContext of a Bash command: the parser loaded, the command parsed, the
// paths it names resolved.
export { prepareBashContext } from '../../harness/gate/prepare-context.js';
// The GateContext of a file read or write: the path resolved (symlinks, `~`)
// and placed.
export { pathGateContext } from '../../harness/gate/prepare-context.js';
// For a write to a file that makes code run later (hooks, tasks, lifecycle
// scripts, CI, MCP servers, instruction files): its text before and after and
// the commands it plants, parsed (GateFacts.deferred); undefined for any other
// file.
export { prepareDeferredWrite } from '../../harness/gate/deferred-facts.js';
// What writing `after` over `before` adds or alters among what runs later at
// a path, and what it tells future agent sessions (issue 19).
export { deferredFindings } from '../../../policies/security/deferred/deferred-findings.js';
export type {
  Where,
  PreparedContext,
} from '../../harness/gate/prepare-context.js';
