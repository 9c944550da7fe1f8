// Input: policies (avatar tool rights, pre-delegation, code safety, secrets, untrusted content, command and path security), ./registry, vocabulary (WukongConfig)
// Output: defaultRegistry(config) — the gate policies Wukong runs out of the box, configured from wukong.config.json
// Pos: src/gate, the list of policies in one place; adding a policy means adding it here (and to its checkpoints)
import { avatarToolRightsPolicy } from '../../policies/delegation/avatar-tool-rights-policy.js';
import { preDelegationPolicy } from '../../policies/delegation/pre-delegation-policy.js';
import { codeSafetyPolicy } from '../../policies/jie/security/code/code-safety-policy.js';
import { securityPolicies } from '../../policies/jie/security/gate-policies.js';
import { secretsPolicy } from '../../policies/jie/security/secrets/secrets-policy.js';
import { untrustedContentPolicy } from '../../policies/jie/security/untrusted/untrusted-content-policy.js';
import type { WukongConfig } from '../../policies/vocabulary/config.js';
import { PolicyRegistry } from './registry.js';

export function defaultRegistry(config: WukongConfig): PolicyRegistry {
  return new PolicyRegistry([
    avatarToolRightsPolicy,
    preDelegationPolicy({ requireAvatar: config.hooks.requireAvatar }),
    codeSafetyPolicy,
    secretsPolicy,
    untrustedContentPolicy,
    ...securityPolicies(),
  ]);
}
