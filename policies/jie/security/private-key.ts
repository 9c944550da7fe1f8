// Input: ./rule (defineSecurityRule)
// Output: privateKeyRule — a PEM/OpenSSH/PGP private key block in the text (seed 000 隐私保护: -----BEGIN PRIVATE KEY-----); its patterns BLOCK and PUTTY, which the redactor reuses
// Pos: policies/jie/security, one rule; a key is never quoted back, only its kind and line
import { defineSecurityRule } from './rule.js';
import type { SecurityHit } from './rule.js';

export const BLOCK = /-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY(?: BLOCK)?-----/g;
export const PUTTY = /PuTTY-User-Key-File-\d+:/g;

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

export const privateKeyRule = defineSecurityRule({
  id: 'private-key',
  description: 'a private key block in the text',
  check({ text }) {
    const hits: SecurityHit[] = [];
    for (const match of [...text.matchAll(BLOCK), ...text.matchAll(PUTTY)]) {
      const kind = match[1] !== undefined ? `${match[1]}PRIVATE KEY`.trim() : 'PuTTY private key';
      const line = lineOf(text, match.index ?? 0);
      hits.push({
        code: 'jie.security.private-key',
        subject: `line${line}`,
        message: `a ${kind} block appears at line ${line}: exposing a private key (暴露敏感信息)`,
        fix: 'remove the key from the output, rotate it, and refer to it by path or secret name only',
      });
    }
    return hits;
  },
});
