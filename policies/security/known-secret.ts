// knownSecretRule — a secret in one of gitleaks' formats (GitHub/AWS/Slack/…
// tokens, JWTs, high-entropy keys) in the text (seed 000: 暴露敏感信息)
// Pos: policies/security, the scanner as a rule of 戒; leaves what the
// private-key and credential-assignment rules report to them (one finding per
// secret)
import { findCredentialAssignments } from './secrets/credential-assignment.js';
import { findPrivateKeyBlocks } from './secrets/private-key.js';
import { defineSecurityRule, fixSaid } from '../gate/security-rule.js';
import { say } from '../vocabulary/messages/index.js';
import type { SecurityHit } from '../gate/security-rule.js';
import { scanSecrets } from './secrets/scan-secrets.js';

export const knownSecretRule = defineSecurityRule({
  id: 'known-secret',
  description: "a secret matching one of gitleaks' rules",
  check({ text }) {
    const covered = [
      ...findPrivateKeyBlocks(text),
      ...findCredentialAssignments(text),
    ];
    // No path is known: rules meant for particular files (Terraform, Kubernetes
    // YAML …) run too, as in redact().
    return scanSecrets(text, { anyPath: true })
      .filter(
        (f) =>
          !f.rule.startsWith('seed-') &&
          !covered.some((c) => c.start < f.end && f.start < c.end),
      )
      .map((f): SecurityHit => ({
        code: 'jie.security.secret',
        subject: `${f.rule}@${f.line}:${f.column}`,
        ...say('secrets.known', {
          rule: f.rule,
          line: f.line,
          column: f.column,
          match: f.match,
        }),
        ...fixSaid('secrets.known.next'),
      }));
  },
});
