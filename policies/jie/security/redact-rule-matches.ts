// Input: ./private-key (BLOCK, PUTTY), ./credential-assignment (ASSIGNMENT, isRealValue)
// Output: redactRuleMatches(text) — the text with every private key block and every credential value these rules detect replaced
// Pos: policies/jie/security, a redactor made of this folder's two secret rules, so a ledger can be opened before the secret scanner's gitleaks-grade redact() exists; that one supersedes it. Pure; idempotent (its markers are placeholders to the rules)
import { ASSIGNMENT, isRealValue } from './credential-assignment.js';
import { BLOCK, PUTTY } from './private-key.js';

/** From the BEGIN line through its END line (or the end of the text, when the block was cut off). */
const KEY_BLOCK = new RegExp(`${BLOCK.source}[\\s\\S]*?(?:-----END \\1PRIVATE KEY(?: BLOCK)?-----|$)`, 'g');
const PUTTY_KEY = new RegExp(`${PUTTY.source}[\\s\\S]*?(?:Private-MAC:[^\\n]*|$)`, 'g');
const VALUES = new RegExp(ASSIGNMENT.source, 'gid');

/** Plain, so a second pass reads it as a placeholder whether quoted or not (`[REDACTED]` unquoted would lose its bracket to the value pattern). */
export const REDACTED = 'REDACTED';

export function redactRuleMatches(text: string): string {
  let out = text
    .replace(KEY_BLOCK, (_block, kind: string) => `[REDACTED ${kind}PRIVATE KEY]`)
    .replace(PUTTY_KEY, '[REDACTED PuTTY PRIVATE KEY]');
  const cuts: [number, number][] = [];
  for (const match of out.matchAll(VALUES)) {
    const group = [2, 3, 4].find((g) => match[g] !== undefined);
    const span = group === undefined ? undefined : match.indices?.[group];
    if (span && isRealValue(match[1] ?? '', match[group!]!)) cuts.push(span);
  }
  for (const [start, end] of cuts.reverse()) out = `${out.slice(0, start)}${REDACTED}${out.slice(end)}`;
  return out;
}
