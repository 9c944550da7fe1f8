// SecurityInput, SecurityHit, SecurityRule, defineSecurityRule, fixSaid — the shape
// every security rule has
// Pos: policies/security, the contract between rules and the registry; holds no
// rule itself
import type { Said } from '../vocabulary/messages/said.js';
import {
  sayDetail,
  type MessageId,
  type SayParams,
} from '../vocabulary/messages/index.js';
import type { FindingCode } from '../vocabulary/finding-kinds.js';

/**
 * What a security rule looks at: free text, and the paths the subject says it
 * wrote.
 */
export interface SecurityInput {
  text: string;
  writtenPaths: readonly string[];
}

/**
 * One hit; the registry turns it into a finding. Messages must never carry the
 * raw secret.
 */
export interface SecurityHit {
  code: FindingCode;
  subject: string;
  /** In English; `said` (from say()) words it in the user's language. */
  message: string;
  said?: Said;
  fix: string;
  fixSaid?: Said;
}

export interface SecurityRule {
  id: string;
  description: string;
  check(input: SecurityInput): SecurityHit[];
}

export function defineSecurityRule(rule: SecurityRule): SecurityRule {
  return Object.freeze({ ...rule });
}

/** `{ fix, fixSaid }` to spread into a SecurityHit: the fix from the catalog. */
export function fixSaid(
  id: MessageId,
  params: SayParams = {},
): { fix: string; fixSaid: Said } {
  const { detail, said } = sayDetail(id, params);
  return { fix: detail, fixSaid: said };
}
