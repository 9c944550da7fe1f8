// authorizes — whether a structured Authorization lifts one finding at an
// instant
// Pos: src/harness/gate, the authorizer kept apart from the evaluator (Cedar
// style): only what the decision says is liftable (soft-denies), only their
// policy and scope, only until expiry
import { liftable } from '../../../policies/gate/decision.js';
import type { Authorization } from '../../../policies/vocabulary/gate.js';
import type { Finding } from '../../../policies/vocabulary/finding.js';

const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*/g, '\u0000')
      .replace(/\*/g, '[^/]*')
      .replace(/\u0000/g, '.*')
      .replace(/\?/g, '.')}$`,
  );

/**
 * `*` covers every subject of the policy; otherwise the scope is a glob (`**`
 * crosses `/`) over the finding's subject.
 */
export function scopeCovers(
  scope: string,
  subject: string | undefined,
): boolean {
  if (scope === '*') return true;
  if (subject === undefined) return false;
  return scope === subject || globToRegExp(scope).test(subject);
}

export function authorizes(
  authorization: Authorization,
  finding: Finding,
  now: Date,
): boolean {
  if (!liftable(finding)) return false;
  if (authorization.policy !== finding.policy) return false;
  if (Date.parse(authorization.expiresAt) <= now.getTime()) return false;
  return scopeCovers(authorization.scope, finding.subject);
}
