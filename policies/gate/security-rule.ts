// SecurityInput, SecurityHit, SecurityRule, defineSecurityRule — the shape
// every security rule has
// Pos: policies/security, the contract between rules and the registry; holds no
// rule itself
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
  message: string;
  fix: string;
}

export interface SecurityRule {
  id: string;
  description: string;
  check(input: SecurityInput): SecurityHit[];
}

export function defineSecurityRule(rule: SecurityRule): SecurityRule {
  return Object.freeze({ ...rule });
}
