// Input: policies (avatar tool rights, delegation, code safety, secrets, untrusted content, command and path security, fetch destinations, MCP and unknown tool calls, the loop's scope and tool-failure rules, VerifyPlan, evidence trust, the phase policies, context validation, the body's self-check), ./registry, vocabulary (WukongConfig)
// Output: defaultRegistry(config) — the gate policies Wukong runs out of the box, configured from wukong.config.json
// Pos: src/gate, the list of policies in one place; adding a policy means adding it here (and to its checkpoints). The run, promise and body policies are silent until a run, a promise or a body verdict is in the GateContext
import { bodyBoundaryPolicy } from '../../policies/body/body-boundary-policy.js';
import { contextValidationPolicy } from '../../policies/context/prompt/context-validation-policy.js';
import { avatarToolRightsPolicy } from '../../policies/delegation/avatar-tool-rights-policy.js';
import { delegationLimitsPolicy } from '../../policies/delegation/delegation-limits-policy.js';
import { handoffCapsulePolicy } from '../../policies/delegation/handoff-capsule-policy.js';
import { postDelegationPolicy } from '../../policies/delegation/post-delegation-policy.js';
import { preDelegationPolicy } from '../../policies/delegation/pre-delegation-policy.js';
import { evidenceTrustPolicy } from '../../policies/evidence/evidence-trust-policy.js';
import { codeSafetyPolicy } from '../../policies/jie/security/code/code-safety-policy.js';
import { fetchDestinationPolicy } from '../../policies/jie/security/fetch/fetch-destination-policy.js';
import { securityPolicies } from '../../policies/jie/security/gate-policies.js';
import { secretsPolicy } from '../../policies/jie/security/secrets/secrets-policy.js';
import { toolCallPolicy } from '../../policies/jie/security/tool-calls/tool-call-policy.js';
import { untrustedContentPolicy } from '../../policies/jie/security/untrusted/untrusted-content-policy.js';
import { scopeDriftPolicy } from '../../policies/loop/scope-drift-policy.js';
import { toolFailurePolicy } from '../../policies/loop/tool-failure-policy.js';
import { openQuestionPolicy } from '../../policies/phases/open-question-policy.js';
import { phaseGatePolicy } from '../../policies/phases/phase-gate-policy.js';
import { planPathPolicy } from '../../policies/phases/plan-path-policy.js';
import { runConsistencyPolicy } from '../../policies/phases/run-consistency-policy.js';
import { runModePolicy } from '../../policies/phases/run-mode-policy.js';
import { shipReadinessPolicy } from '../../policies/phases/ship-readiness-policy.js';
import { sourceWritePolicy } from '../../policies/phases/source-write-policy.js';
import { tddPolicy } from '../../policies/phases/tdd-policy.js';
import { writePostconditionPolicy } from '../../policies/phases/write-postcondition-policy.js';
import { verifyCommandPolicy } from '../../policies/verify/verify-command-policy.js';
import type { WukongConfig } from '../../policies/vocabulary/config.js';
import { PolicyRegistry } from './registry.js';

export function defaultRegistry(config: WukongConfig): PolicyRegistry {
  return new PolicyRegistry([
    avatarToolRightsPolicy,
    preDelegationPolicy({ requireAvatar: config.hooks.requireAvatar }),
    delegationLimitsPolicy,
    handoffCapsulePolicy,
    postDelegationPolicy,
    codeSafetyPolicy,
    secretsPolicy,
    untrustedContentPolicy,
    ...securityPolicies(),
    fetchDestinationPolicy(config.gate.fetch),
    toolCallPolicy(config.mcp),
    scopeDriftPolicy,
    toolFailurePolicy,
    verifyCommandPolicy(config.loop.verify),
    evidenceTrustPolicy,
    phaseGatePolicy,
    shipReadinessPolicy,
    sourceWritePolicy,
    planPathPolicy,
    tddPolicy,
    runModePolicy,
    openQuestionPolicy,
    writePostconditionPolicy,
    runConsistencyPolicy,
    contextValidationPolicy,
    bodyBoundaryPolicy,
  ]);
}
