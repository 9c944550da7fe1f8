// redactRuleMatches(text) — the text with every private key block and every
// credential value these rules detect replaced
// Pos: policies/security, the ledger's interim redactor made of this folder's
// two seed rules; secrets/redact.ts (gitleaks-grade) supersedes it. Pure;
// idempotent (its markers are placeholders to the rules)
import { findCredentialAssignments } from './secrets/credential-assignment.js';
import { findPrivateKeyBlocks } from './secrets/private-key.js';

/**
 * Plain, so a second pass reads it as a placeholder whether quoted or not
 * (`[REDACTED]` unquoted would lose its bracket to the value pattern).
 */
export const REDACTED = 'REDACTED';

export function redactRuleMatches(text: string): string {
  let out = '';
  let at = 0;
  for (const block of findPrivateKeyBlocks(text)) {
    if (block.start < at) continue;
    out += `${text.slice(at, block.start)}[REDACTED ${block.kind === 'PuTTY private key' ? 'PuTTY PRIVATE KEY' : block.kind}]`;
    at = block.end;
  }
  out += text.slice(at);
  for (const { start, end } of findCredentialAssignments(out).reverse())
    out = `${out.slice(0, start)}${REDACTED}${out.slice(end)}`;
  return out;
}
