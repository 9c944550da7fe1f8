// redactSecrets — the one redactor every writer of ledger lines, evidence and
// hook context uses
// Pos: src/harness/gate, a seam so callers never pick a redactor themselves; it
// masks, it never throws (redact() masks the whole text on error)
import { redact } from '../../../policies/security/secrets/redact.js';

export function redactSecrets(text: string): string {
  return redact(text);
}
