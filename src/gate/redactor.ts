// Input: policies/jie/security (redactRuleMatches — the seed-000 markers)
// Output: redactSecrets — the one redactor every writer of ledger lines, evidence and hook context uses
// Pos: src/gate, a seam: the gitleaks-grade scanner's redact() plugs in here, so no caller changes when it does
import { redactRuleMatches } from '../../policies/jie/security/redact-rule-matches.js';

export function redactSecrets(text: string): string {
  return redactRuleMatches(text);
}
