// defaultRegistry(config) — the gate policies Wukong runs out of the box,
// configured from wukong.config.json, with the managed policy's rules and
// raised severities when one applies
// Pos: src/harness/gate, the list of policies in one place; adding a policy
// means adding it here (and to its checkpoints). The run, promise and body
// policies are silent until a run, a promise or a body verdict is in the
// GateContext
import { bodyBoundaryPolicy } from '../../../policies/harness/body/body-boundary-policy.js';
import { contextValidationPolicy } from '../../../policies/context/prompt/context-validation-policy.js';
import { avatarToolRightsPolicy } from '../../../policies/harness/delegation/avatar-tool-rights-policy.js';
import { delegationLimitsPolicy } from '../../../policies/harness/delegation/delegation-limits-policy.js';
import { handoffCapsulePolicy } from '../../../policies/harness/delegation/handoff-capsule-policy.js';
import { postDelegationPolicy } from '../../../policies/harness/delegation/post-delegation-policy.js';
import { preDelegationPolicy } from '../../../policies/harness/delegation/pre-delegation-policy.js';
import { evidenceTrustPolicy } from '../../../policies/evidence/evidence-trust-policy.js';
import { codeSafetyPolicy } from '../../../policies/security/code/code-safety-policy.js';
import { deferredExecutionPolicy } from '../../../policies/security/deferred/deferred-policy.js';
import { fetchDestinationPolicy } from '../../../policies/security/fetch/fetch-destination-policy.js';
import { securityPolicies } from '../../../policies/security/gate-policies.js';
import { secretsPolicy } from '../../../policies/security/secrets/secrets-policy.js';
import { toolCallPolicy } from '../../../policies/security/tool-calls/tool-call-policy.js';
import { untrustedContentPolicyFor } from '../../../policies/security/untrusted/untrusted-content-policy.js';
import { scopeDriftPolicy } from '../../../policies/harness/loop/scope-drift-policy.js';
import { toolFailurePolicy } from '../../../policies/harness/loop/tool-failure-policy.js';
import { openQuestionPolicy } from '../../../policies/harness/phases/open-question-policy.js';
import { phaseGatePolicy } from '../../../policies/harness/phases/phase-gate-policy.js';
import { planPathPolicy } from '../../../policies/harness/phases/plan-path-policy.js';
import { runConsistencyPolicy } from '../../../policies/harness/phases/run-consistency-policy.js';
import { runModePolicy } from '../../../policies/harness/phases/run-mode-policy.js';
import { shipReadinessPolicy } from '../../../policies/harness/phases/ship-readiness-policy.js';
import { sourceWritePolicy } from '../../../policies/harness/phases/source-write-policy.js';
import { tddPolicy } from '../../../policies/harness/phases/tdd-policy.js';
import { writePostconditionPolicy } from '../../../policies/harness/phases/write-postcondition-policy.js';
import { verifyCommandPolicy } from '../../../policies/harness/verify/verify-command-policy.js';
import type { WukongConfig } from '../../../policies/vocabulary/config.js';
import {
  managedRulesPolicy,
  withRaisedSeverities,
} from '../../../policies/security/managed/managed-rules-policy.js';
import { managedPolicyOf } from '../../platform/config/managed-policy.js';
import { PolicyRegistry } from './registry.js';

export function defaultRegistry(config: WukongConfig): PolicyRegistry {
  const managed = managedPolicyOf(config)?.policy;
  const policies = [
    avatarToolRightsPolicy,
    preDelegationPolicy({ requireAvatar: config.hooks.requireAvatar }),
    delegationLimitsPolicy,
    handoffCapsulePolicy,
    postDelegationPolicy,
    codeSafetyPolicy,
    deferredExecutionPolicy,
    secretsPolicy,
    untrustedContentPolicyFor(config.gate.untrusted),
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
  ];
  if (!managed) return new PolicyRegistry(policies);
  // The organisation's rules, and no finding less severe than it says.
  return new PolicyRegistry(
    [...policies, managedRulesPolicy(managed)].map((p) =>
      withRaisedSeverities(p, managed.severities),
    ),
  );
}
