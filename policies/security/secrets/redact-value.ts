// redactValue — a secret shown as its first characters and its length, never
// whole
// Pos: policies/security, the minimal masking findings use; the full redact()
// of every log writer comes with the secret scanner
export function redactValue(secret: string): string {
  const keep = secret.length >= 12 ? 4 : secret.length >= 6 ? 2 : 0;
  return `${secret.slice(0, keep)}***(${secret.length} chars)`;
}
