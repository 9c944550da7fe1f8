// findCredentialAssignments(text) (`API_KEY=…`, `token=…`, `password=…` with a
// real value, and where), isCredentialField, credentialAssignmentRule (seed 000
// 敏感信息检测)
// Pos: policies/security, one seed marker on free text; references ($VAR,
// ${VAR}, process.env.X), placeholders, code and masked values are not secrets
import { say } from '../../vocabulary/messages/index.js';
import { fixSaid } from '../../gate/security-rule.js';
import { redactValue } from './redact-value.js';
import { defineSecurityRule } from '../../gate/security-rule.js';
import type { SecurityHit } from '../../gate/security-rule.js';

/** A credential word, then `=` or a JSON/YAML `"key": `, then a quoted value or an unquoted one right after `=`
 *  (`token= flag` is prose, `token = "x"` is code); an unquoted value keeps a
 *  braced `${…}` / `{…}` whole. The rest of the key name is found by walking
 *  back from the word:
 *  a leading lazy `[\w.-]*?` would make the regex quadratic on long runs of
 *  word characters. */
const ASSIGNMENT =
  /(api[_-]?key|apikey|access[_-]?key|secret(?:[_-]?key)?|client[_-]?secret|token|passwd|password|pwd)["']?(?:\s*[=:]\s*(?:"([^"\n]+)"|'([^'\n]+)')|=((?:\$?\{[^{}\s]*\}|[^\s"'`,;)}\]&])+))/dgi;
const KEY_CHAR = /[A-Za-z0-9_.-]/;
/**
 * Key names are short; the walk back stops here so a pathological run of word
 * characters stays linear.
 */
const KEY_MAX = 256;

/**
 * `$VAR`, `${VAR}`, `${VAR:-default}`, `${module.attr}` (Terraform), `%VAR%`,
 * `{{ template }}`, `{Placeholder}`, `<your-key>`.
 */
const REFERENCE =
  /^(?:\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\$\{[^}\n]*\}|%[A-Za-z_][A-Za-z0-9_]*%|\{\{.*\}\}|\{[A-Za-z_][\w.-]*\}|<[^>]*>)$/;
const PLACEHOLDER =
  /^(?:\*+|x{3,}|\.{2,}|…|changeme|change_me|redacted|\[redacted\]|masked|none|null|nil|undefined|true|false|example|sample|dummy|test|your[_-].*|my[_-].*|placeholder|secret|password|token|\?+)$/i;
const CODE_EXPRESSION =
  /^(?:[A-Za-z_$][\w$]*\.)+[\w$]+|[\w$]+\(|^(?:os|process|env|config|settings|args|self|this|params|opts|options)\b/;
/**
 * What redactValue() leaves behind (`ghp_***(40 chars)`; an unquoted value
 * stops at its space): masking twice would lose the length.
 */
const MASKED = /\*\*\*\(\d+/;
/**
 * `xxxxxxxx`, `XXXX…`, `000000`, `aaaaaa`: six of one character in a row is a
 * filler, not a random secret.
 */
const FILLER = /(.)\1{5}/;
/**
 * Tokens meant to be public (CSRF tokens, publishable keys) are not
 * credentials.
 */
const PUBLIC_KEY_NAME = /(?:csrf|xsrf|public|publishable)[_.-]?(?:token|key)$/i;

function isRealValue(key: string, value: string): boolean {
  if (value.length < 4) return false;
  if (
    REFERENCE.test(value) ||
    PLACEHOLDER.test(value) ||
    CODE_EXPRESSION.test(value) ||
    MASKED.test(value) ||
    FILLER.test(value)
  )
    return false;
  if (PUBLIC_KEY_NAME.test(key)) return false;
  if (value.toLowerCase() === key.toLowerCase()) return false; // `token=token`: a variable, not a value
  if (/^[a-z_]+$/.test(value) && value.includes('_')) return false; // snake_case identifier passed by name
  return true;
}

const CREDENTIAL_KEY =
  /(?:api[_-]?key|apikey|access[_-]?key|secret(?:[_-]?key)?|client[_-]?secret|token|passwd|password|pwd)$/i;

/**
 * A structured field (`{"password": "…"}`) holding a real credential: the key
 * names one and the value is literal.
 */
export function isCredentialField(key: string, value: string): boolean {
  return CREDENTIAL_KEY.test(key) && isRealValue(key, value);
}

export interface CredentialAssignment {
  key: string;
  /** Offsets of the value (without its quotes). */
  start: number;
  end: number;
}

export function findCredentialAssignments(
  text: string,
): CredentialAssignment[] {
  const found: CredentialAssignment[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(ASSIGNMENT)) {
    const at = match.index ?? 0;
    let keyStart = at;
    while (
      keyStart > previousEnd &&
      at - keyStart < KEY_MAX &&
      KEY_CHAR.test(text[keyStart - 1] as string)
    )
      keyStart--;
    previousEnd = at + match[0].length;
    const key = text.slice(keyStart, at) + (match[1] ?? '');
    const group = match[2] !== undefined ? 2 : match[3] !== undefined ? 3 : 4;
    const [start, end] = match.indices?.[group] ?? [at, at];
    if (!isRealValue(key, text.slice(start, end))) continue;
    found.push({ key, start, end });
  }
  return found;
}

export const credentialAssignmentRule = defineSecurityRule({
  id: 'credential-assignment',
  description: 'a credential assigned a literal value',
  check({ text }) {
    return findCredentialAssignments(text).map(
      ({ key, start, end }): SecurityHit => ({
        code: 'jie.security.credential',
        subject: key,
        ...say('secrets.credential', {
          key,
          value: redactValue(text.slice(start, end)),
        }),
        ...fixSaid('secrets.credential.next', { key }),
      }),
    );
  },
});
