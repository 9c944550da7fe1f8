// Input: ./rule (defineSecurityRule), ./redact-value
// Output: credentialAssignmentRule — `API_KEY=…`, `token=…`, `secret=…`, `password=…` with a real value (seed 000 敏感信息检测); ASSIGNMENT and isRealValue, which the redactor reuses
// Pos: policies/jie/security, one rule on free text; references ($VAR, ${VAR}, process.env.X), placeholders and code expressions are not secrets
import { redactValue } from './redact-value.js';
import { defineSecurityRule } from './rule.js';
import type { SecurityHit } from './rule.js';

/** A key name ending in a credential word, then `=` or a JSON/YAML `"key": `, then a quoted value or an unquoted one
 *  right after `=` (`token= flag` is prose, `token = "x"` is code). */
export const ASSIGNMENT =
  /(?<![A-Za-z0-9])([A-Za-z0-9_.-]*?(?:api[_-]?key|apikey|access[_-]?key|secret(?:[_-]?key)?|client[_-]?secret|token|passwd|password|pwd))["']?(?:\s*[=:]\s*(?:"([^"\n]+)"|'([^'\n]+)')|=([^\s"'`,;)}\]]+))/gi;

const REFERENCE = /^(?:\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|%[A-Za-z_][A-Za-z0-9_]*%|\{\{.*\}\}|<[^>]*>)$/;
const PLACEHOLDER =
  /^(?:\*+|x{3,}|\.{2,}|…|changeme|change_me|redacted|\[redacted\]|masked|none|null|nil|undefined|true|false|example|sample|dummy|test|your[_-].*|my[_-].*|placeholder|secret|password|token|\?+)$/i;
const CODE_EXPRESSION = /^(?:[A-Za-z_$][\w$]*\.)+[\w$]+|[\w$]+\(|^(?:os|process|env|config|settings|args|self|this|params|opts|options)\b/;

export function isRealValue(key: string, value: string): boolean {
  if (value.length < 4) return false;
  if (REFERENCE.test(value) || PLACEHOLDER.test(value) || CODE_EXPRESSION.test(value)) return false;
  if (value.toLowerCase() === key.toLowerCase()) return false; // `token=token`: a variable, not a value
  if (/^[a-z_]+$/.test(value) && value.includes('_')) return false; // snake_case identifier passed by name
  return true;
}

export const credentialAssignmentRule = defineSecurityRule({
  id: 'credential-assignment',
  description: 'a credential assigned a literal value',
  check({ text }) {
    const hits: SecurityHit[] = [];
    for (const match of text.matchAll(ASSIGNMENT)) {
      const key = match[1] ?? '';
      const value = match[2] ?? match[3] ?? match[4] ?? '';
      if (!isRealValue(key, value)) continue;
      hits.push({
        code: 'jie.security.credential',
        subject: key,
        message: `\`${key}\` is given a literal value (${redactValue(value)}): exposing a credential (暴露敏感信息)`,
        fix: `remove the value of ${key}; read it from the environment or a secret store, and rotate it`,
      });
    }
    return hits;
  },
});
