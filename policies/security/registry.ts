// builtinSecurityRules, runSecurityRules (fail closed)
// Pos: policies/security, the registry 戒's security step calls; the
// GateRunner's command/path/secret rules plug in here as well
import { say, sayDetail } from '../vocabulary/messages/index.js';
import { raise } from '../vocabulary/finding-kinds.js';
import type { VerdictFinding } from '../vocabulary/finding.js';
import { credentialAssignmentRule } from './secrets/credential-assignment.js';
import { knownSecretRule } from './known-secret.js';
import { privateKeyRule } from './secrets/private-key.js';
import type {
  SecurityHit,
  SecurityInput,
  SecurityRule,
} from '../gate/security-rule.js';
import { sensitivePathWriteRule } from './sensitive-path-write.js';

/**
 * Seed 000 §3's checks that need no shell parsing: private keys, credential
 * assignments, gitleaks' secret formats, sensitive writes.
 */
export const builtinSecurityRules: readonly SecurityRule[] = [
  privateKeyRule,
  credentialAssignmentRule,
  knownSecretRule,
  sensitivePathWriteRule,
];

/**
 * Runs every rule; a rule that throws yields a hard-deny finding naming it,
 * never a silent pass.
 */
export function runSecurityRules(
  rules: readonly SecurityRule[],
  input: SecurityInput,
): VerdictFinding[] {
  const findings: VerdictFinding[] = [];
  for (const rule of rules) {
    let hits: SecurityHit[];
    try {
      hits = rule.check(input);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      findings.push(
        raise(
          'jie.security.rule-failed',
          rule.id,
          say('security.rule-failed', { rule: rule.id, reason }),
          {
            kind: 'stop',
            ...sayDetail('security.rule-failed.next', { rule: rule.id }),
          },
        ),
      );
      continue;
    }
    for (const hit of hits) {
      findings.push(
        raise(
          hit.code,
          `${rule.id}:${hit.subject}`,
          hit.said ? { message: hit.message, said: hit.said } : hit.message,
          {
            kind: 'fix-input',
            detail: hit.fix,
            ...(hit.fixSaid ? { said: hit.fixSaid } : {}),
          },
        ),
      );
    }
  }
  return findings;
}
